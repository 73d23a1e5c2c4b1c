// Server-side syntax highlighting with Prism. Languages are loaded once at start; the browser
// never runs highlighting code. Unknown languages return null so the caller can fall back.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

const LANGUAGES = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'json5', 'bash', 'markup', 'css', 'scss', 'less', 'stylus',
  'sass', 'yaml', 'toml', 'coffeescript', 'csv', 'ruby', 'nginx', 'markdown', 'diff', 'handlebars', 'pug',
  'graphql', 'rust', 'go', 'python', 'ini', 'docker', 'sql', 'powershell', 'batch', 'wasm', 'regex', 'http',
];
loadLanguages(LANGUAGES);

const ALIASES: Record<string, string> = {
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', node: 'javascript',
  ts: 'typescript', mts: 'typescript', cts: 'typescript',
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', terminal: 'bash',
  html: 'markup', xml: 'markup', svg: 'markup', vue: 'markup',
  yml: 'yaml', md: 'markdown', mdx: 'markdown', coffee: 'coffeescript', styl: 'stylus',
  hbs: 'handlebars', dockerfile: 'docker', cmd: 'batch', ps1: 'powershell', rs: 'rust', py: 'python',
  jsonc: 'json', webmanifest: 'json',
};

/** Languages shown as plain text on purpose (no warning). */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'log', 'output']);

/** Maps a fence language or file extension to a Prism grammar name; '' for plain text, null if unknown. */
export function resolveLanguage(lang: string): string | null {
  const key = lang.trim().toLowerCase();
  if (PLAIN.has(key)) return '';
  const name = ALIASES[key] ?? key;
  return Prism.languages[name] ? name : null;
}

/**
 * Code up to this many characters is highlighted in one piece. Prism's greedy patterns take time
 * in the square of the text they run over for some shapes (nested template literals, `$(` runs,
 * unclosed tags: 32 kB took 4 s), so longer code is highlighted in pieces of about this size,
 * cut at blank lines where it can be (a token rarely spans one) and at line ends otherwise. The
 * longest block of the documentation is a few times smaller.
 */
export const HIGHLIGHT_PIECE_CHARS = 2 * 1024;

/** Cuts code into pieces of at most about `size` characters, at blank lines when possible. */
export function highlightPieces(code: string, size = HIGHLIGHT_PIECE_CHARS): string[] {
  if (code.length <= size) return [code];
  const pieces: string[] = [];
  let start = 0;
  while (code.length - start > size) {
    const limit = start + size;
    let cut = code.lastIndexOf('\n\n', limit);
    if (cut <= start) cut = code.lastIndexOf('\n', limit);
    // One line longer than a piece is cut at the next line end (lines are capped in length).
    if (cut <= start) cut = code.indexOf('\n', limit);
    if (cut < 0) break;
    pieces.push(code.slice(start, cut + 1));
    start = cut + 1;
  }
  pieces.push(code.slice(start));
  return pieces;
}

/** Highlights code with a resolved grammar name; returns escaped HTML. */
export function highlight(code: string, grammar: string): string {
  const rules = Prism.languages[grammar];
  if (!rules) throw new Error(`grammar "${grammar}" is not loaded`);
  return highlightPieces(code)
    .map((piece) => Prism.highlight(piece, rules, grammar))
    .join('');
}
