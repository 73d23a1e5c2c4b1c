// The last check on a rendered article, after the author HTML was sanitised and our own output
// put back around it: no element or attribute that can run script, load a frame or plugin,
// redirect, restyle or post a form may be left. Author HTML cannot produce any (the sanitiser
// removed them); finding one means one of our own plugins wrote it, so rendering fails rather
// than serve it. Every attribute value our renderers write escapes "<", ">" and quotes, so a
// tag ends at the first ">" and a plain scan over the tags is exact; it costs a few per cent
// of the load time.

const TAG = /<([a-zA-Z][^\s/>]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'meta', 'base', 'link', 'form', 'input',
  'textarea', 'select', 'option', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'math',
  'foreignobject', 'animate', 'animatemotion', 'animatetransform', 'set', 'use', 'image', 'portal', 'listing',
]);
const FORBIDDEN_ATTRIBUTE = /^(?:on.*|style|formaction|srcdoc|http-equiv|xlink:href|xmlns.*|values|to|from|by|attributename)$/;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'poster', 'data', 'cite', 'background', 'ping']);
// markdown-it writes the alignment of table columns as this one style; the page's CSP blocks it.
const TABLE_ALIGNMENT = /^text-align:(?:left|right|center)$/;
// markdown-it lets images be data:image URLs of common raster types; nothing else may be data:.
const DANGEROUS_URL = /^(?:javascript|vbscript|file|data(?!:image\/(?:gif|png|jpeg|webp);)):/i;

/** Where a value is read as URLs, every one of them (a srcset holds several). */
function urlsOf(name: string, value: string): string[] {
  return name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
}

/** Lists the active content left in an article's HTML ("<script>", "onerror on <img>"...);
 * `decode` turns entity references into characters. */
export function findActiveContent(html: string, decode: (text: string) => string): string[] {
  const found: string[] = [];
  for (const [, rawName, attributes] of html.matchAll(TAG)) {
    const name = (rawName ?? '').toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) found.push(`<${name}>`);
    if (!attributes) continue;
    for (const [, rawAttribute, dq, sq, bare] of attributes.matchAll(ATTRIBUTE)) {
      const attribute = (rawAttribute ?? '').toLowerCase();
      if (attribute === 'style' && (name === 'th' || name === 'td') && TABLE_ALIGNMENT.test(dq ?? '')) continue;
      if (FORBIDDEN_ATTRIBUTE.test(attribute)) found.push(`${attribute} on <${name}>`);
      else if (URL_ATTRIBUTES.has(attribute)) {
        const value = decode(dq ?? sq ?? bare ?? '');
        if (urlsOf(attribute, value).some((url) => DANGEROUS_URL.test(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')))) {
          found.push(`${attribute}="${value.slice(0, 40)}" on <${name}>`);
        }
      }
    }
  }
  return found;
}
