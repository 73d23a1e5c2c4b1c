// Splits a rendered page into search documents: the page itself (its opening text) and one
// document per h2/h3 section, so that heading hits can link straight to their anchor.
// Pure: works on the HTML prepared at load time.

/** One searchable unit. `title` is set on the page's own document only, so that a title
 * match ranks the page above its sections; `pageTitle` is for display. */
export interface SearchDoc {
  id: string;
  url: string;
  title: string;
  pageTitle: string;
  heading: string;
  /** On the page's own document: every h2/h3 of the page, so a query naming the page and one
   * of its topics finds the page. Empty on section documents. */
  headings: string;
  text: string;
  section: string;
  /** The page's URL path as words ("configuration target"), so pages are found by their address. */
  path: string;
  /** On a section whose heading names an option path ("output.publicPath"): its last name, so a
   * reader typing the bare option name finds the option's own section first. */
  option: string;
  /** On the page's own document: the page's summary, which says what the page is for in few
   * words ("how webpack generates source maps"), or else its lead sentence. Empty on section
   * documents. */
  description: string;
}

const OPTION_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/** The last name of a heading that is an option path, else "". */
export function optionName(heading: string): string {
  const path = heading.replace(/\s*\(.*\)$/, '').trim();
  // "this.resourcePath" names a member of an API object, not an option.
  return OPTION_PATH.test(path) && !path.startsWith('this.') ? (path.split('.').pop() ?? '') : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of an HTML fragment: tags dropped, entities decoded, white space folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<span class="(?:sr-only|line__prefix)"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<button\b[\s\S]*?<\/button>/g, ' ')
    .replace(/<a class="heading-anchor"[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : whole))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Longest opening sentence taken as a page's summary. */
const MAX_LEAD = 240;
const LEAD = new RegExp(`^[\\s\\S]{0,${MAX_LEAD}}?(?:[.!?](?=\\s|$)|。)`, 'u');

/** The first sentence of a page's opening text, which most pages use to say what they are
 * about ("This option controls if and how source maps are generated."); "" when there is no
 * short one. A page without a summary of its own is summarised by it. */
export function leadSentence(text: string): string {
  return LEAD.exec(text)?.[0] ?? '';
}

const HEADING = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** The search documents of one page. */
export function extractSections(page: { url: string; title: string; html: string; section: string; description?: string }): SearchDoc[] {
  const docs: SearchDoc[] = [];
  const path = page.url.split(/[/#]/).filter(Boolean).join(' ').replace(/-/g, ' ');
  const matches = [...page.html.matchAll(HEADING)];
  const intro = page.html.slice(0, matches[0]?.index ?? page.html.length);
  const headings = matches.map((m) => htmlToText(m[3] ?? '')).join(' · ');
  const text = htmlToText(intro);
  docs.push({ id: page.url, url: page.url, title: page.title, pageTitle: page.title, heading: '', headings, text, section: page.section, path, option: '', description: page.description || leadSentence(text) });
  matches.forEach((match, i) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[i + 1]?.index ?? page.html.length;
    const id = match[2] ?? '';
    const heading = htmlToText(match[3] ?? '');
    docs.push({
      id: `${page.url}#${id}`,
      url: `${page.url}#${id}`,
      title: '',
      pageTitle: page.title,
      heading,
      headings: '',
      text: htmlToText(page.html.slice(start, end)),
      section: page.section,
      path,
      option: optionName(heading),
      description: '',
    });
  });
  return docs;
}
