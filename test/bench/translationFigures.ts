// Pure parts of the bench section "translations": what the server's start-up log says, which
// URLs to request, and how the site with a translation compares with the English site alone.

/** Phases of a start, in ms on the server's own clock, from its JSON log lines. */
export interface StartLog {
  /** From the start of main() to listening. */
  listeningMs: number | null;
  /** Reading and rendering the English folder. */
  contentMs: number | null;
  /** Reading and rendering each translation folder, by locale. */
  translationMs: Map<string, number>;
  /** Building every language's search index. */
  searchMs: number | null;
}

/** Reads the start-up phases from the server's log output (pino JSON lines at info). Lines
 * that are not JSON (a warning written by Node itself) are skipped. */
export function startLog(output: string): StartLog {
  const log: StartLog = { listeningMs: null, contentMs: null, translationMs: new Map(), searchMs: null };
  for (const text of output.split('\n')) {
    if (!text.startsWith('{')) continue;
    let entry: { msg?: unknown; ms?: unknown; locale?: unknown };
    try {
      entry = JSON.parse(text) as typeof entry;
    } catch {
      continue;
    }
    if (typeof entry.ms !== 'number' || typeof entry.msg !== 'string') continue;
    if (entry.msg.startsWith('listening on ')) log.listeningMs = entry.ms;
    else if (entry.msg === 'content loaded') log.contentMs = entry.ms;
    else if (entry.msg === 'translation loaded' && typeof entry.locale === 'string') log.translationMs.set(entry.locale, entry.ms);
    else if (entry.msg === 'search index built') log.searchMs = entry.ms;
  }
  return log;
}

/** The English paths of a sitemap: every `<loc>`'s path except those under a locale prefix. */
export function englishPaths(sitemapXml: string, locales: readonly string[]): string[] {
  const paths = [...sitemapXml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
  const translated = (path: string) => locales.some((locale) => path === `/${locale}/` || path.startsWith(`/${locale}/`));
  return [...new Set(paths.filter((path) => !translated(path)))];
}

/** Every page once in every language: each English path, then the same path under each locale. */
export function pagesInEveryLanguage(english: readonly string[], locales: readonly string[]): string[] {
  return [...english, ...locales.flatMap((locale) => english.map((path) => `/${locale}${path}`))];
}

/** What one configuration measured. */
export interface SiteFigures {
  markdownBytes: number;
  readyMs: number;
  rssStartMb: number;
  rssAfterMb: number;
  liveHeapStartMb: number;
}

/** b/a for each figure, and each ratio divided by the content's ratio: 1 means the figure grew
 * exactly as the content did, below 1 less (a fixed part, such as Node and the server's code, is
 * shared), above 1 more. */
export function compareSites(a: SiteFigures, b: SiteFigures) {
  const content = b.markdownBytes / a.markdownBytes;
  const ratio = (key: Exclude<keyof SiteFigures, 'markdownBytes'>) => {
    const value = b[key] / a[key];
    return { ratio: value, perContent: value / content };
  };
  return {
    content,
    ready: ratio('readyMs'),
    rssStart: ratio('rssStartMb'),
    rssAfter: ratio('rssAfterMb'),
    liveHeapStart: ratio('liveHeapStartMb'),
  };
}
