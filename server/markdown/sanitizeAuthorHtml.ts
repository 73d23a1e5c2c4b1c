// Sanitises the raw HTML of one rendered article with sanitize-html and the allowlist of
// htmlPolicy.ts. markdown-it hands raw HTML over in pieces: an inline tag and its end tag are
// separate tokens, and a block may open a <div> that a later block closes. Sanitised one by one,
// such pieces would be closed too early or lose their end tags; worse, checking pieces apart
// is what let nested tricks (`<scr<script>ipt>`) through before. So all the author HTML of an
// article is sanitised in one pass, in document order, with every stretch of our own rendered
// output between two pieces standing in as an inert placeholder text. One parser thus sees what
// a browser sees, elements open in one piece and closed in another keep their nesting, and the
// output is re-serialised from the parse (text escaped, attributes quoted), so no concatenation
// of pieces can form a tag the sanitiser did not write. Our output goes back in for the
// placeholders afterwards, only where they came out as text.
import sanitizeHtml from 'sanitize-html';
import type { ContentProblem } from '../../shared/types';
import { ALLOWED_ELEMENTS, GLOBAL_ATTRIBUTES, attributeProblem, isAllowedElement } from './htmlPolicy';

/** One raw HTML token as written, with the content line it starts on. */
export interface AuthorPiece {
  html: string;
  line: number;
}

/** An article as rendered: our own output with the author pieces cut out. The pieces go
 * between the trusted stretches: trusted[0], pieces[0], trusted[1], ..., trusted[n]. */
export interface SplitArticle {
  trusted: string[];
  pieces: AuthorPiece[];
}

/** What the sanitiser reports and may change besides its own work. */
export interface SanitizeOptions {
  /** Content-relative path of the page, for warnings. */
  file: string;
  /** Receives one warning per removed element or attribute. */
  warn: (problem: ContentProblem) => void;
  /** Runs on the sanitised author HTML before our output goes back in (lazy images). */
  afterSanitize?: (html: string) => string;
  /** A random token that the content cannot know, so it cannot forge a placeholder. */
  nonce: string;
}

// Placeholders use private-use characters, which the author pieces are cleared of first.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TEXT_OPEN = '\uE002';
const TEXT_CLOSE = '\uE003';
const MARKER_CHARS = /[\uE000-\uE003]/g;

const ALLOWED_ATTRIBUTES: Record<string, string[]> = { '*': [...GLOBAL_ATTRIBUTES] };
for (const [element, attributes] of Object.entries(ALLOWED_ELEMENTS)) ALLOWED_ATTRIBUTES[element] = [...attributes];

// The start of a tag by its name, one pattern per name met.
const TAG_STARTS = new Map<string, RegExp>();
function tagStart(name: string): RegExp {
  let pattern = TAG_STARTS.get(name);
  if (!pattern) {
    pattern = new RegExp(`<${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s/>]|$)`, 'gi');
    TAG_STARTS.set(name, pattern);
  }
  return pattern;
}

/** Where in a piece each tag starts, by name, so a warning can give the line of the tag itself. */
class PieceLines {
  private cursor = 0;
  // Line breaks are counted forward from the last position asked, never again from the start.
  private counted = 0;
  private breaks = 0;
  constructor(private readonly piece: AuthorPiece) {}

  /** The line of the next tag with this name in the piece (the piece's first line if not found). */
  lineOf(name: string): number {
    const pattern = tagStart(name);
    pattern.lastIndex = this.cursor;
    const found = pattern.exec(this.piece.html);
    if (!found) return this.piece.line;
    this.cursor = found.index + 1;
    const html = this.piece.html;
    for (let i = html.indexOf('\n', this.counted); i >= 0 && i < found.index; i = html.indexOf('\n', i + 1)) this.breaks += 1;
    this.counted = Math.max(this.counted, found.index);
    return this.piece.line + this.breaks;
  }
}

// Any tag with its attributes (quoted values may hold `<` and `>`), or a comment.
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][^\s/>]*)(?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*(\/?)>/g;
const FOREIGN = new Set(['svg', 'math']);

/**
 * End tags for the svg and math elements that an author piece opens and no later piece closes,
 * by piece. Left open, such an element would take in the rest of the article as the parser sees
 * it, and the sanitiser would close it after our last output (a stray `</svg>` at the end of the
 * page, as after an `<svg ...>` in the text of an image whose data: URL was refused). Closed at
 * the end of the piece that opened it, it stays there.
 */
function unclosedForeign(pieces: readonly AuthorPiece[]): Map<number, string> {
  const open: { name: string; piece: number }[] = [];
  pieces.forEach((piece, i) => {
    for (const [whole, slash, rawName = '', selfClosing] of piece.html.matchAll(TAG)) {
      const name = rawName.toLowerCase();
      if (whole.startsWith('<!--') || !FOREIGN.has(name)) continue;
      if (slash) {
        const at = open.map((o) => o.name).lastIndexOf(name);
        if (at >= 0) open.splice(at);
      } else if (!selfClosing) open.push({ name, piece: i });
    }
  });
  const ends = new Map<number, string>();
  // Innermost first, so the end tags of one piece nest.
  for (const { name, piece } of open.reverse()) ends.set(piece, `${ends.get(piece) ?? ''}</${name}>`);
  return ends;
}

/** Sanitises the author pieces of an article in document order and returns the article. */
export function sanitizeArticle(article: SplitArticle, options: SanitizeOptions): string {
  const { trusted, pieces } = article;
  const { nonce, file, warn } = options;
  const placeholder = (i: number) => `${OPEN}${nonce}:${i}${CLOSE}`;
  const unclosed = unclosedForeign(pieces);
  let stream = placeholder(0);
  pieces.forEach((piece, i) => {
    stream += piece.html.replace(MARKER_CHARS, '\uFFFD') + (unclosed.get(i) ?? '') + placeholder(i + 1);
  });

  // The piece being read: the last placeholder seen in text is the one just before it.
  let current = -1;
  const lines = pieces.map((piece) => new PieceLines(piece));
  const inText = new RegExp(`${OPEN}${nonce}:(\\d+)${CLOSE}`, 'g');
  const where = (name: string) => ({ file, line: lines[current]?.lineOf(name) ?? pieces[0]?.line ?? 1 });
  const seen = new Set<number>();

  const sanitized = sanitizeHtml(stream, {
    allowedTags: Object.keys(ALLOWED_ELEMENTS),
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // An attribute with an empty value stays as written (alt="" marks a decorative image).
    nonBooleanAttributes: [],
    parseStyleAttributes: false,
    // Void elements (and the swatch's shape) are written as such; any other gets an end tag.
    selfClosing: ['img', 'br', 'hr', 'source', 'rect'],
    transformTags: {
      // Sees every element before sanitize-html applies the same allowlist: this is where each
      // removal becomes a warning, and where URL and value rules apply after entity decoding.
      '*': (name, attribs) => {
        const at = where(name);
        if (!isAllowedElement(name)) {
          warn({ ...at, message: `raw HTML element <${name}> removed: it is not allowed in content (see the content format in the README)` });
          return { tagName: name, attribs };
        }
        const kept: sanitizeHtml.Attributes = {};
        for (const [attribute, value] of Object.entries(attribs)) {
          if (/[\uE000-\uE003]/.test(attribute + value)) {
            warn({ ...at, message: `raw HTML attribute on <${name}> removed: its quote or tag is never closed, so the text after it was swallowed` });
            continue;
          }
          const problem = attributeProblem(name, attribute, value);
          if (problem) warn({ ...at, message: `raw HTML attribute ${attribute} on <${name}> removed: ${problem}` });
          else kept[attribute] = value;
        }
        return { tagName: name, attribs: kept };
      },
    },
    textFilter: (text) =>
      text.replace(/[\uE002\uE003]/g, '\uFFFD').replace(inText, (_whole, index: string) => {
        current = Number(index);
        seen.add(current);
        return `${TEXT_OPEN}${nonce}:${index}${TEXT_CLOSE}`;
      }),
  });

  const lost = trusted.findIndex((segment, i) => !seen.has(i) && segment.trim() !== '');
  if (lost > 0) {
    // The piece that hid it follows the last placeholder that still came out as text.
    let culprit = lost - 1;
    while (culprit > 0 && !seen.has(culprit)) culprit -= 1;
    warn({ file, line: pieces[culprit]?.line ?? 1, message: 'content after the raw HTML starting on this line is hidden: it ends inside a removed element (script, style, textarea...) or an unclosed tag, quote or comment' });
  }
  const finished = options.afterSanitize ? options.afterSanitize(sanitized) : sanitized;
  const restore = new RegExp(`${TEXT_OPEN}${nonce}:(\\d+)${TEXT_CLOSE}|[\\uE000-\\uE003]`, 'g');
  return finished.replace(restore, (_whole, index: string | undefined) => (index === undefined ? '' : (trusted[Number(index)] ?? '')));
}
