// Renders fenced code blocks: a header with the block's title (from codeTitles) and a copy
// button, Prism highlighting done here once per file load, and diff blocks whose lines are
// marked added/removed while the code inside keeps the highlighting of its own language.
import type { Md as MarkdownIt } from '../markdownTypes';
import type { RenderEnv } from '../markdownTypes';
import { escapeHtml } from '../escape';
import { highlight, resolveLanguage } from '../highlight';
import { splitHighlightedLines } from '../splitLines';
import { extractCodeLinks, insertCodeLinks, stripDetailsMarkers, type CodeLink } from '../codeLinks';
import { normalizeInternalHref } from './links';
import { isExternalUrl } from '../../../shared/urls';
import { formatMessage, type Messages } from '../../../shared/messages/messages';

type LineKind = 'add' | 'remove' | 'context';

const LINE_CLASS: Record<LineKind, string> = { add: 'line line--add', remove: 'line line--remove', context: 'line' };
const LINE_LABEL: Record<LineKind, string> = { add: 'added line', remove: 'removed line', context: '' };

/** Guesses the language inside a diff block from its title's file extension, or from the code. */
export function innerDiffLanguage(title: string | null, code: string): string {
  const extension = title && /\.([a-z0-9]+)$/i.exec(title.trim())?.[1];
  if (extension) return resolveLanguage(extension) ?? '';
  if (title) return '';
  if (/^[+\- ]\s*(import |export |const |let |var |module\.exports|require\(|function |\}\)?;?$)/m.test(code)) return 'javascript';
  return '';
}

function highlightOrEscape(code: string, grammar: string): string {
  return grammar ? highlight(code, grammar) : escapeHtml(code);
}

function renderDiff(code: string, grammar: string): string {
  const rawLines = code.replace(/\n$/, '').split('\n');
  const kinds: LineKind[] = [];
  const stripped: string[] = [];
  for (const line of rawLines) {
    const marker = line[0];
    kinds.push(marker === '+' ? 'add' : marker === '-' ? 'remove' : 'context');
    stripped.push(marker === '+' || marker === '-' || marker === ' ' ? line.slice(1) : line);
  }
  const highlighted = splitHighlightedLines(highlightOrEscape(stripped.join('\n'), grammar));
  return kinds
    .map((kind, i) => {
      const prefix = kind === 'add' ? '+' : kind === 'remove' ? '-' : ' ';
      const label = LINE_LABEL[kind] ? `<span class="sr-only">${LINE_LABEL[kind]}: </span>` : '';
      return `<span class="${LINE_CLASS[kind]}">${label}<span class="line__prefix" aria-hidden="true">${prefix}</span>${highlighted[i] ?? ''}</span>`;
    })
    .join('\n');
}

/** Fence languages of older pages: JavaScript in which `[text](url)` is a link. */
const WITH_LINKS = /^js-with-links(-details)?$/;

/** The opening tag of a link in code, with the same rules as links in text. */
function codeLinkOpenTag(md: MarkdownIt, href: string, localize?: (href: string) => string): string {
  const external = isExternalUrl(href);
  const internal = external ? '' : normalizeInternalHref(md.normalizeLink(href));
  const target = external ? md.normalizeLink(href) : localize ? localize(internal) : internal;
  const rel = external && !/^mailto:/i.test(href) ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(target)}"${rel}>`;
}

/** Installs the fence renderer; the copy button speaks the content's language. */
export function fencesPlugin(md: MarkdownIt, messages: Messages): void {
  md.renderer.rules.fence = (tokens, idx, _options, rawEnv) => {
    const token = tokens[idx];
    const env = rawEnv as RenderEnv;
    if (!token) return '';
    const info = token.info.trim();
    const lang = (info.split(/\s+/)[0] ?? '').replace(/[{}]/g, '');
    const title = typeof token.meta?.title === 'string' ? (token.meta.title as string) : null;
    const withLinks = WITH_LINKS.exec(lang);
    let code = token.content;
    let links: CodeLink[] = [];
    if (withLinks) {
      // The link syntax comes out before highlighting; a link markdown-it would refuse in text
      // (javascript:, data:...) stays as written, with a warning.
      const fenceLine = env.bodyLine + (token.map?.[0] ?? 0) + 1;
      const source = withLinks[1] ? stripDetailsMarkers(code) : code;
      const prepared = extractCodeLinks(source, (href, index) => {
        if (md.validateLink(href)) return true;
        env.warnings.push({
          file: env.file,
          line: fenceLine + (source.slice(0, index).match(/\n/g)?.length ?? 0),
          message: `link to "${href}" in a code block is not allowed (only site, http(s) and mailto addresses): shown as text`,
        });
        return false;
      });
      code = prepared.code;
      links = prepared.links;
    }
    let body: string;
    let grammar = withLinks ? 'javascript' : resolveLanguage(lang);
    if (grammar === null) {
      env.warnings.push({
        file: env.file,
        line: env.bodyLine + (token.map?.[0] ?? 0),
        message: `unknown code block language "${lang}": rendered as plain text`,
      });
      grammar = '';
    }
    const isDiff = grammar === 'diff';
    body = isDiff ? renderDiff(code, innerDiffLanguage(title, code)) : highlightOrEscape(code, grammar);
    body = insertCodeLinks(body, links, (href) => codeLinkOpenTag(md, href, env.localizeHref));
    const shownLang = withLinks ? 'js' : lang;
    const langLabel = shownLang && !isDiff ? `<span class="code-block__lang">${escapeHtml(shownLang)}</span>` : '';
    const titleHtml = title ? `<span class="code-block__title">${escapeHtml(title)}</span>` : '';
    const langClass = escapeHtml(isDiff ? 'diff' : grammar || 'text');
    // The line count lets the stylesheet reserve the block's height while the browser skips
    // rendering it off screen.
    const lines = code.replace(/\n$/, '').split('\n').length;
    return (
      `<div class="code-block${isDiff ? ' code-block--diff' : ''}">` +
      `<div class="code-block__header">${titleHtml}${langLabel}` +
      `<button type="button" class="code-block__copy" data-copy-code aria-label="${escapeHtml(title ? formatMessage(messages['code.copyLabelOf'], { title }) : messages['code.copyLabel'])}">${escapeHtml(messages['code.copy'])}</button></div>` +
      `<pre class="language-${langClass}" tabindex="0" data-lines="${lines}"><code>${body}</code></pre></div>\n`
    );
  };
}
