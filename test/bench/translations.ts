// Bench section "translations": the English corpus alone (a), then with the Korean translation
// beside it (b), each served by the built server with the default settings. Per site: pages and
// markdown bytes loaded, time until listening (the server's own clock, with its phases), RSS and
// the live heap at start, RSS after every page was requested once in every language (English
// paths from the sitemap, then each under /ko/), and search latency in each language; the two
// sites are started in turn three times and the fastest start of each is reported. Then the
// ratios b/a, each beside the ratio of the content: start-up and memory grow in proportion to
// the content when the two are close (below it, a fixed part is shared).
import { readContentFolder } from '../../server/content/read';
import { heapProbe } from '../helpers/heapProbe';
import { startServer } from '../helpers/server';
import { compareSites, englishPaths, pagesInEveryLanguage, startLog, type SiteFigures } from './translationFigures';
import { fetchText, rssMb } from './crawlProbes';
import { quantile } from './stats';

const ENGLISH_QUERIES = ['entry', 'loader options', 'splitChunks', 'devServer proxy', 'module federation'];
/** As a Korean reader types them (particles and endings included). */
const KOREAN_QUERIES = ['코드 스플리팅을', '지연 로딩', '환경 변수를 전달', '로더 작성', '개념'];
const SEARCH_ROUNDS = 10;

type Line = (label: string, value: string) => void;

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(2);

/** Pages and markdown bytes of one content folder, as the server reads them. */
async function folderSize(dir: string): Promise<{ pages: number; bytes: number }> {
  const files = await readContentFolder(dir);
  return { pages: files.pages.length, bytes: files.pages.reduce((sum, page) => sum + Buffer.byteLength(page.source), 0) };
}

/** Median search latency per language over the given queries, each asked SEARCH_ROUNDS times
 * (the first asking of each is a miss of the index's result memory, reported apart). */
async function searchLatency(url: string, lang: string | null, queries: string[]): Promise<{ firstMs: number; medianMs: number; results: number }> {
  const first: number[] = [];
  const all: number[] = [];
  let results = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const q of queries) {
      const answer = await fetchText(`${url}/api/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}&round=${round}`);
      if (answer.status !== 200) throw new Error(`search "${q}" (${lang ?? 'en'}) answered ${answer.status}`);
      if (round === 0) {
        first.push(answer.ms);
        results += (JSON.parse(answer.body) as { results: unknown[] }).results.length;
      }
      all.push(answer.ms);
    }
  }
  return { firstMs: quantile(first, 0.5), medianMs: quantile(all, 0.5), results };
}

/** One start of one site: its figures, and its lines to print. */
interface Run {
  figures: SiteFigures;
  lines: [string, string][];
}

async function measureSite(name: string, english: string, translations: [string, string][]): Promise<Run> {
  const folders = [english, ...translations.map(([, dir]) => dir)];
  const sizes = await Promise.all(folders.map(folderSize));
  const pages = sizes.reduce((sum, s) => sum + s.pages, 0);
  const markdownBytes = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const locales = translations.map(([locale]) => locale);
  const lines: [string, string][] = [];
  const line: Line = (label, value) => lines.push([label, value]);
  const probe = heapProbe();
  try {
    const started = Date.now();
    const server = await startServer({
      CONTENT_DIR: english,
      ...(translations.length ? { TRANSLATION_DIRS: translations.map(([locale, dir]) => `${locale}=${dir}`).join(',') } : {}),
      // At info the server logs how long each phase of its start took.
      LOG_LEVEL: 'info',
      ...probe.env,
    });
    const wallMs = Date.now() - started;
    try {
      const rssStartMb = rssMb(server.pid);
      const liveHeapStartMb = (await probe.usageMb(server.pid)).heapUsed ?? Number.NaN;
      const log = startLog(server.output());
      if (log.listeningMs === null) throw new Error(`${name}: the server logged no "listening" line`);
      const paths = englishPaths((await fetchText(`${server.url}/sitemap.xml`)).body, locales);
      const urls = pagesInEveryLanguage(paths, locales);
      const statuses = new Map<number, number>();
      for (const url of urls) {
        const { status } = await fetchText(server.url + url);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const rssAfterMb = rssMb(server.pid);
      line(`${name}: pages, markdown loaded`, `${pages} pages, ${mb(markdownBytes)} MB (${sizes.map((s) => `${s.pages} / ${mb(s.bytes)} MB`).join(' + ')})`);
      const phases = [`content ${log.contentMs ?? '?'} ms`, ...locales.map((l) => `${l} ${log.translationMs.get(l) ?? '?'} ms`), `search ${log.searchMs ?? '?'} ms`];
      line(`${name}: ready (listening, server clock)`, `${log.listeningMs} ms (${phases.join(', ')}); first /healthz ${wallMs} ms after spawn`);
      line(`${name}: RSS at start / live heap at start (full GC)`, `${rssStartMb.toFixed(0)} MB / ${liveHeapStartMb.toFixed(1)} MB`);
      const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`).join(', ');
      line(`${name}: RSS after every page once (${urls.length} URLs)`, `${rssAfterMb.toFixed(0)} MB (${answered})`);
      const languages: { lang: string | null; queries: string[] }[] = [{ lang: null, queries: ENGLISH_QUERIES }, ...locales.map((lang) => ({ lang, queries: KOREAN_QUERIES }))];
      for (const { lang, queries } of languages) {
        const s = await searchLatency(server.url, lang, queries);
        line(`${name}: search ${lang ?? 'en'}, ${queries.length} queries: median / first ask`, `${s.medianMs.toFixed(2)} ms / ${s.firstMs.toFixed(2)} ms (${s.results} results)`);
      }
      return { figures: { markdownBytes, readyMs: log.listeningMs, rssStartMb, rssAfterMb, liveHeapStartMb }, lines };
    } finally {
      await server.stop();
    }
  } finally {
    probe.dispose();
  }
}

/** Runs the section: (a) English alone, (b) English with the Korean translation as `ko`, started
 * in turn ROUNDS times (a, b, a, b, ...) so that other load on the machine falls on both alike.
 * Each site's figures are those of its fastest start; the other starts' times are listed. */
export async function translationFigures(english: string, korean: string, quick: boolean, line: Line): Promise<void> {
  const rounds = quick ? 1 : 3;
  const runsA: Run[] = [];
  const runsB: Run[] = [];
  for (let round = 0; round < rounds; round += 1) {
    runsA.push(await measureSite('a English', english, []));
    runsB.push(await measureSite('b English+ko', english, [['ko', korean]]));
  }
  const fastest = (runs: Run[]) => runs.reduce((best, run) => (run.figures.readyMs < best.figures.readyMs ? run : best));
  const bestA = fastest(runsA);
  const bestB = fastest(runsB);
  for (const [runs, best] of [[runsA, bestA], [runsB, bestB]] as const) {
    for (const [label, value] of best.lines) line(label, value);
    if (runs.length > 1) line('  ready in each start (ms)', runs.map((run) => run.figures.readyMs).join(', '));
  }
  const a = bestA.figures;
  const b = bestB.figures;
  const c = compareSites(a, b);
  const show = (r: { ratio: number; perContent: number }) => `${r.ratio.toFixed(2)} (${r.perContent.toFixed(2)} of the content's ratio)`;
  line('b/a: markdown bytes', c.content.toFixed(2));
  line('b/a: ready (listening)', show(c.ready));
  line('b/a: live heap at start', show(c.liveHeapStart));
  line('b/a: RSS at start', show(c.rssStart));
  line('b/a: RSS after every page', show(c.rssAfter));
  line('b-a: added per MB of markdown', `${((b.readyMs - a.readyMs) / ((b.markdownBytes - a.markdownBytes) / 2 ** 20)).toFixed(0)} ms, ${((b.rssStartMb - a.rssStartMb) / ((b.markdownBytes - a.markdownBytes) / 2 ** 20)).toFixed(0)} MB RSS at start (a: ${(a.readyMs / (a.markdownBytes / 2 ** 20)).toFixed(0)} ms per MB overall)`);
  process.stdout.write(
    'Proportional here: a figure\'s ratio b/a divided by the content\'s ratio b/a is 1 when it grows exactly with the markdown, below 1 when a fixed part (Node, the code, the client build) is shared, above 1 when it grows faster.\n',
  );
}
