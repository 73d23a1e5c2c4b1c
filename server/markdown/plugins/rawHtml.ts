// Raw HTML in content (html_block and html_inline tokens) is rendered as a marker and kept
// aside; once the whole article is rendered, all of it is sanitised together, in document
// order, by sanitizeAuthorHtml.ts, and the article is checked for active content one last time.
// Only author-written HTML goes through the sanitiser: our own renderers' output (headings,
// code, tables, callouts...) is put back around it untouched.
import { randomBytes } from 'node:crypto';
import type { Md as MarkdownIt, RenderEnv } from '../markdownTypes';
import { sanitizeArticle, type AuthorPiece } from '../sanitizeAuthorHtml';
import { findActiveContent } from '../activeContent';

/** Options of the raw HTML plugin. */
export interface RawHtmlOptions {
  /** Runs on the sanitised author HTML of a page (for example to make its images lazy). */
  afterSanitize?: (html: string, env: RenderEnv) => string;
}

const PIECES = Symbol('raw html pieces');
const LINE = 'rawHtmlLine';

/** Installs the line annotation, the html_block/html_inline renderers and the article pass. */
export function rawHtmlPlugin(md: MarkdownIt, options: RawHtmlOptions = {}): void {
  // Random per renderer: content written before the process started cannot contain it.
  const nonce = randomBytes(12).toString('hex');
  const marker = new RegExp(`\\uE000p${nonce}:(\\d+)\\uE001`, 'g');

  // Inline tokens carry no line of their own: count the line breaks before each raw tag.
  md.core.ruler.push('raw_html_lines', (state) => {
    let line = 0;
    for (const token of state.tokens) {
      if (token.map) line = token.map[0];
      if (token.type !== 'inline' || !token.children) continue;
      let offset = 0;
      for (const child of token.children) {
        if (child.type === 'html_inline') child.meta = { ...(child.meta as object | null), [LINE]: line + offset };
        if (child.type === 'softbreak' || child.type === 'hardbreak') offset += 1;
        else if (child.type === 'html_inline') offset += child.content.split('\n').length - 1;
      }
    }
  });

  const keep = (tokens: ReturnType<MarkdownIt['parse']>, idx: number, env: RenderEnv) => {
    const token = tokens[idx];
    const pieces = env[PIECES] as AuthorPiece[] | undefined;
    if (!token || !pieces) return '';
    const line = token.map?.[0] ?? ((token.meta as Record<string, unknown> | null)?.[LINE] as number | undefined) ?? 0;
    pieces.push({ html: token.content, line: env.bodyLine + line });
    return `\uE000p${nonce}:${pieces.length - 1}\uE001`;
  };
  md.renderer.rules.html_block = (tokens, idx, _opts, env) => keep(tokens, idx, env as RenderEnv);
  md.renderer.rules.html_inline = (tokens, idx, _opts, env) => keep(tokens, idx, env as RenderEnv);

  const render = md.renderer.render.bind(md.renderer);
  md.renderer.render = (tokens, opts, env: RenderEnv) => {
    const pieces: AuthorPiece[] = [];
    env[PIECES] = pieces;
    let rendered: string;
    try {
      rendered = render(tokens, opts, env);
    } finally {
      delete env[PIECES];
    }
    let html = rendered;
    if (pieces.length > 0) {
      // Markers come out in the order the pieces were kept; our output lies between them.
      const trusted: string[] = [];
      const order: AuthorPiece[] = [];
      let last = 0;
      for (const found of rendered.matchAll(marker)) {
        trusted.push(rendered.slice(last, found.index));
        order.push(pieces[Number(found[1])] as AuthorPiece);
        last = found.index + found[0].length;
      }
      trusted.push(rendered.slice(last));
      html = sanitizeArticle(
        { trusted, pieces: order },
        {
          nonce,
          file: env.file,
          warn: (problem) => env.warnings.push(problem),
          afterSanitize: options.afterSanitize ? (sanitized) => options.afterSanitize?.(sanitized, env) ?? sanitized : undefined,
        },
      );
    }
    const active = findActiveContent(html, md.utils.unescapeAll);
    if (active.length > 0) throw new Error(`the rendered page still holds active content (${active.slice(0, 3).join(', ')}); a markdown plugin wrote it`);
    return html;
  };
}
