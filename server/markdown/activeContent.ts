// The last check on a rendered article, after the author HTML was sanitised and our own output
// put back around it: no element or attribute that can run script, load a frame or plugin,
// redirect, restyle or post a form may be left. Author HTML cannot produce any (the sanitiser
// removed them); finding one means one of our own plugins wrote it, so rendering fails rather
// than serve it. Every text and attribute value our renderers write escapes "<" and ">", so a
// "<" always starts a tag, a tag ends at the first ">", and a position is inside a tag when the
// last "<" before it is nearer than the last ">". So a few plain searches find the suspect
// tags, and only those (a handful among the tens of thousands of a reference page) are read.

const FORBIDDEN_ELEMENT =
  /<(script|style|iframe|frame|frameset|object|embed|applet|meta|base|link|form|input|textarea|select|option|template|noscript|noembed|noframes|xmp|plaintext|title|math|foreignobject|animate|animatemotion|animatetransform|set|use|image|portal|listing)(?=[\s/>])/gi;
// An attribute that must not be there, or a URL attribute whose value has a colon (a scheme)
// or an entity reference (which may hide one).
const SUSPECT =
  /\s(?:on[a-z]+|style|formaction|srcdoc|http-equiv|xlink:href|xmlns(?::[a-z]+)?|values|attributename)\s*=|\s(?:href|src|srcset|action|poster|data|cite|background|ping)\s*=\s*(?:"[^"]*[:&]|'[^']*[:&]|[^\s>]*[:&])/gi;
const TAG = /^<([^\s/>]*)([^>]*)>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const FORBIDDEN_ATTRIBUTE = /^(?:on.*|style|formaction|srcdoc|http-equiv|xlink:href|xmlns.*|values|attributename)$/;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'poster', 'data', 'cite', 'background', 'ping']);
// markdown-it lets images be data:image URLs of common raster types; nothing else may be data:.
const DANGEROUS_URL = /^(?:javascript|vbscript|file|data(?!:image\/(?:gif|png|jpeg|webp);)):/i;

/** What is wrong with one tag (written "<name ...>"), if anything. */
function tagProblems(tag: string, decode: (text: string) => string): string[] {
  const [, rawName, attributes] = TAG.exec(tag) ?? [];
  const name = (rawName ?? '').toLowerCase();
  const found: string[] = [];
  for (const [, rawAttribute, dq, sq, bare] of (attributes ?? '').matchAll(ATTRIBUTE)) {
    const attribute = (rawAttribute ?? '').toLowerCase();
    const value = decode(dq ?? sq ?? bare ?? '');
    if (FORBIDDEN_ATTRIBUTE.test(attribute)) found.push(`${attribute} on <${name}>`);
    else if (URL_ATTRIBUTES.has(attribute)) {
      const urls = attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
      if (urls.some((url) => DANGEROUS_URL.test(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')))) {
        found.push(`${attribute}="${value.slice(0, 40)}" on <${name}>`);
      }
    }
  }
  return found;
}

/** For positions asked in increasing order: the last index of `char` before each (-1 if none). */
function lastBefore(text: string, char: string): (position: number) => number {
  let last = -1;
  let next = text.indexOf(char);
  return (position) => {
    while (next >= 0 && next < position) {
      last = next;
      next = text.indexOf(char, next + 1);
    }
    return last;
  };
}

/** Lists the active content left in an article's HTML ("<script>", "onerror on <img>"...);
 * `decode` turns entity references into characters. */
export function findActiveContent(html: string, decode: (text: string) => string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(FORBIDDEN_ELEMENT)) found.push(`<${(match[1] ?? '').toLowerCase()}>`);
  let lastTag = -1;
  // The last "<" and ">" before each match, found by reading forward once (searching back from
  // every match took time in the square of the text's length when matches were many).
  const lastLt = lastBefore(html, '<');
  const lastGt = lastBefore(html, '>');
  for (const match of html.matchAll(SUSPECT)) {
    const start = lastLt(match.index);
    if (start <= lastGt(match.index) || start === lastTag) continue;
    lastTag = start;
    found.push(...tagProblems(html.slice(start, html.indexOf('>', start) + 1), decode));
  }
  return found;
}
