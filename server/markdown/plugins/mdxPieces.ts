// Turns the MDX pieces the content uses into plain markdown/HTML before block parsing:
// import/export statements and {/* */} comments disappear, known components (<Badge>,
// <StackBlitzPreview>, <BrandingSample>) become HTML, imported images become <img src>,
// JSX expression attributes are resolved or dropped, and unknown components render their
// children (or nothing) with a warning naming file and line. Fenced code is never touched,
// and line numbers are kept so later messages point at the right line.
import type { Md as MarkdownIt } from '../markdownTypes';
import type { AssetResolver, RenderEnv } from '../markdownTypes';
import { escapeHtml } from '../escape';
import { badgeHtml } from '../versionBadge';

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const IMPORT = /^import\s+(?:(\w+)|\{[^}]*\}|\*\s+as\s+\w+)?\s*(?:from\s+)?["']([^"']+)["'];?\s*$/;
const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;
const ATTRS = String.raw`((?:\s+[A-Za-z_:][-\w:.]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}))?)*)`;
const SELF_CLOSING = new RegExp(String.raw`<([A-Z][\w.]*)${ATTRS}\s*\/>`, 'g');
const OPENING = new RegExp(String.raw`<([A-Z][\w.]*)${ATTRS}\s*>`, 'g');
const HTML_TAG = /<[a-z][\w-]*(?:\s[^<>]*?)?\/?>/g;
const EXPRESSION_ATTRIBUTE = /\s([A-Za-z_:][-\w:.]*)\s*=\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
// A tag that has whole lines to itself and is written over several of them, JSX style
// (`<a` / `  href="…"` / `>`). Markdown would read its lines as text, a lone `>` as a quote.
const MULTILINE_TAG = new RegExp(String.raw`^([ \t]*)<([a-z][\w-]*)${ATTRS}\s*(\/?)>[ \t]*$`, 'gm');

/** Options of the MDX plugin. */
export interface MdxOptions {
  resolveAsset?: AssetResolver;
}

/** Reads one attribute of a JSX attribute string ("text" or {"text"} forms). */
export function jsxAttribute(attrs: string, name: string): string | null {
  const match = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'\x60]([^"'\x60]*)["'\x60]\s*\})`).exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function newlines(text: string): string {
  return '\n'.repeat((text.match(/\n/g) ?? []).length);
}

function renderKnown(name: string, attrs: string): string | null {
  if (name === 'Badge') {
    const text = jsxAttribute(attrs, 'text') ?? '';
    return badgeHtml(text, `Available since webpack ${text.replace(/\+$/, '')}`);
  }
  if (name === 'StackBlitzPreview') {
    const example = jsxAttribute(attrs, 'example') ?? '';
    const description = jsxAttribute(attrs, 'description') ?? 'Open this example in StackBlitz.';
    const href = `https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/${encodeURI(example)}`;
    return `<div class="preview-card"><p class="preview-card__text">${escapeHtml(description)}</p><a class="preview-card__link" href="${escapeHtml(href)}" rel="noopener noreferrer">Open the live example on StackBlitz</a></div>`;
  }
  if (name === 'BrandingSample') {
    const color = jsxAttribute(attrs, 'color') ?? '';
    if (!/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(color)) return '';
    return `<span class="swatch" role="img" aria-label="Colour sample ${escapeHtml(color)}"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="6" fill="${escapeHtml(color)}"/></svg></span>`;
  }
  return null;
}

interface Segment {
  prose: boolean;
  text: string;
}

/** Splits a source into prose and fenced-code segments (fences kept verbatim). */
export function splitFences(source: string): Segment[] {
  const segments: Segment[] = [];
  let prose: string[] = [];
  let fence: string[] = [];
  let marker: string | null = null;
  for (const line of source.split('\n')) {
    if (marker) {
      fence.push(line);
      const trimmed = line.trim();
      if (trimmed.startsWith(marker) && new RegExp(`^\\${marker[0]}+$`).test(trimmed)) {
        segments.push({ prose: false, text: fence.join('\n') });
        fence = [];
        marker = null;
      }
      continue;
    }
    const open = FENCE_OPEN.exec(line) ?? /^\s+(`{3,}|~{3,})/.exec(line);
    if (open?.[1]) {
      if (prose.length > 0) segments.push({ prose: true, text: prose.join('\n') });
      prose = [];
      marker = open[1];
      fence.push(line);
      continue;
    }
    prose.push(line);
  }
  if (marker) segments.push({ prose: false, text: fence.join('\n') });
  else segments.push({ prose: true, text: prose.join('\n') });
  return segments;
}

// The rewrites below read forward only: a pattern searched again from every position where an
// earlier attempt failed (an unclosed `{/*`, `<Note>` or `<img`) took time in the square of
// the page's length.

/** Replaces each `{/* ... *\/}` comment with the line breaks it held. */
function replaceComments(text: string): string {
  let out = '';
  let last = 0;
  for (let start = text.indexOf('{/*'); start >= 0; start = text.indexOf('{/*', last)) {
    const end = text.indexOf('*/}', start + 3);
    // Unclosed: no later comment can be closed either.
    if (end < 0) break;
    out += text.slice(last, start) + newlines(text.slice(start, end + 3));
    last = end + 3;
  }
  return out + text.slice(last);
}

type PairedReplacer = (whole: string, name: string, attrs: string, children: string, offset: number) => string;

/** Replaces each `<Name ...>children</Name>` (the first closing tag of that name after it). */
function replacePaired(text: string, replace: PairedReplacer): string {
  // Per name, a position from which on no closing tag of that name exists.
  const noCloseFrom = new Map<string, number>();
  const closeAfter = (name: string, from: number): { start: number; end: number } | null => {
    if (from >= (noCloseFrom.get(name) ?? Infinity)) return null;
    const closing = new RegExp(String.raw`<\/${name.replace(/\./g, '\\.')}\s*>`, 'g');
    closing.lastIndex = from;
    const found = closing.exec(text);
    if (!found) {
      noCloseFrom.set(name, from);
      return null;
    }
    return { start: found.index, end: found.index + found[0].length };
  };
  let out = '';
  let last = 0;
  const opening = new RegExp(OPENING.source, 'g');
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const [tag, name = '', attrs = ''] = match;
    const close = closeAfter(name, match.index + tag.length);
    if (!close) {
      opening.lastIndex = match.index + 1;
      continue;
    }
    out += text.slice(last, match.index) + replace(text.slice(match.index, close.end), name, attrs, text.slice(match.index + tag.length, close.start), match.index);
    last = close.end;
    opening.lastIndex = close.end;
  }
  return out + text.slice(last);
}

/** Removes each `<img ...>` without a src attribute (one whose imported image does not exist). */
function dropImagesWithoutSource(text: string): string {
  const source = /\ssrc=/g;
  let nextSource = -2;
  // The first ` src=` at or after a position; positions are asked in increasing order.
  const sourceFrom = (position: number) => {
    if (nextSource !== -1 && nextSource < position) {
      source.lastIndex = position;
      nextSource = source.exec(text)?.index ?? -1;
    }
    return nextSource;
  };
  let out = '';
  let last = 0;
  for (let start = text.indexOf('<img', last); start >= 0; start = text.indexOf('<img', Math.max(last, start + 1))) {
    const end = text.indexOf('>', start);
    if (end < 0) break;
    const src = sourceFrom(start + 4);
    if (src >= 0 && src < end) continue;
    out += text.slice(last, start);
    last = end + 1;
  }
  return out + text.slice(last);
}

interface Context {
  env: RenderEnv;
  images: Map<string, string | null>;
  lineAt: (offset: number) => number;
}

function stripStatements(text: string, ctx: Context, resolveAsset: AssetResolver | undefined): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const importMatch = IMPORT.exec(line);
    if (importMatch) {
      const [, binding, specifier] = importMatch;
      if (binding && specifier && IMAGE_EXTENSION.test(specifier)) {
        ctx.images.set(binding, resolveAsset ? resolveAsset(ctx.env.file, specifier) : null);
      }
      lines[i] = '';
      continue;
    }
    if (/^export\s/.test(line)) {
      let depth = 0;
      let j = i;
      for (; j < lines.length; j += 1) {
        const current = lines[j] ?? '';
        depth += (current.match(/[{[(]/g) ?? []).length - (current.match(/[}\])]/g) ?? []).length;
        lines[j] = '';
        if (depth <= 0) break;
      }
      i = j;
    }
  }
  return lines.join('\n');
}

function transformProse(text: string, ctx: Context, resolveAsset: AssetResolver | undefined, offsetBase: number): string {
  // Inline code spans are set aside so that component-looking text inside them stays as written.
  const codeSpans: string[] = [];
  let out = stripStatements(text, ctx, resolveAsset).replace(/(`+)(?!`)[^\n]*?[^`]\1(?!`)/g, (span) => {
    codeSpans.push(span);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  out = replaceComments(out);
  const unknown = (name: string, offset: number) => {
    ctx.env.warnings.push({
      file: ctx.env.file,
      line: ctx.lineAt(offsetBase + offset),
      message: `unknown component <${name}>: rendered its children only`,
    });
  };
  out = out.replace(SELF_CLOSING, (whole, name: string, attrs: string, offset: number) => {
    const known = renderKnown(name, attrs);
    if (known === null) unknown(name, offset);
    return (known ?? '') + newlines(whole);
  });
  out = replacePaired(out, (whole, name, attrs, children, offset) => {
    const known = renderKnown(name, attrs);
    if (known === null) {
      unknown(name, offset);
      return children + newlines(whole.slice(0, whole.length - children.length));
    }
    return known + newlines(whole);
  });
  // Such a tag goes on one line, followed by the lines it took, so later lines keep their numbers;
  // standing alone on its line, it is then read as HTML.
  out = out.replace(MULTILINE_TAG, (whole, indent: string, name: string, attrs: string, slash: string) =>
    whole.includes('\n') ? `${indent}<${name}${attrs.replace(/\s+/g, ' ')}${slash ? ' /' : ''}>${newlines(whole)}` : whole,
  );
  out = out.replace(HTML_TAG, (tag) =>
    tag
      .replace(/\sclassName=/g, ' class=')
      .replace(/\shtmlFor=/g, ' for=')
      .replace(EXPRESSION_ATTRIBUTE, (whole, attr: string, expression: string) => {
        const image = attr === 'src' ? ctx.images.get(expression.trim()) : undefined;
        if (image) return ` src="${escapeHtml(image)}"`;
        return newlines(whole) ? newlines(whole) : '';
      }),
  );
  // An <img> whose imported source does not exist renders nothing rather than a broken image.
  out = dropImagesWithoutSource(out);
  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => codeSpans[Number(i)] ?? '');
}

/** Rewrites MDX pieces of a markdown source; pure, used by the core rule below. */
export function rewriteMdx(source: string, env: RenderEnv, options: MdxOptions = {}): string {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i += 1) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return env.bodyLine + lo;
  };
  const ctx: Context = { env, images: new Map(), lineAt };
  let offset = 0;
  return splitFences(source)
    .map((segment) => {
      const base = offset;
      offset += segment.text.length + 1;
      return segment.prose ? transformProse(segment.text, ctx, options.resolveAsset, base) : segment.text;
    })
    .join('\n');
}

/** Installs the MDX rewrite as a core rule right after input normalisation. */
export function mdxPiecesPlugin(md: MarkdownIt, options: MdxOptions = {}): void {
  md.core.ruler.after('normalize', 'mdx_pieces', (state) => {
    state.src = rewriteMdx(state.src, state.env as RenderEnv, options);
  });
}
