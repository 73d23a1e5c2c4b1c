// Bench section "versions": the current corpus alone (a), then with the webpack 4 docs served
// beside it under /v4/ (b), each by the built server with the default settings, started in turn
// (a, b, a, b, ...) so that other load on the machine falls on both alike. Per site: time until
// listening (the server's own clock), RSS at start, RSS after a crawl of every page of both
// versions once (the current sitemap, then every /v4/ page its llms.txt lists), and search
// latency of the current version's queries (b: also version=4). Then the ratios b/a.
import { startServer } from '../helpers/server';
import { startLog } from './translationFigures';
import { fetchText, rssMb } from './crawlProbes';
import { quantile } from './stats';

const QUERIES = ['entry', 'loader options', 'splitChunks', 'devServer proxy', 'CommonsChunkPlugin'];

type Line = (label: string, value: string) => void;

/** The site's own paths listed by a sitemap or an llms.txt (absolute URLs of the origin). */
function pathsIn(text: string, prefix: string): string[] {
  const found = [...text.matchAll(/https?:\/\/[^/\s<)]+(\/[^\s<)]*)/g)].map((m) => (m[1] ?? '/').replace(/index\.md$/, ''));
  return [...new Set(found.filter((p) => p.startsWith(prefix) && p.endsWith('/')))];
}

/** Median search latency over the queries, each asked `rounds` times (distinct URLs). */
async function searchMs(url: string, version: string | null, rounds: number): Promise<number> {
  const all: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const q of QUERIES) {
      const answer = await fetchText(`${url}/api/search?q=${encodeURIComponent(q)}${version ? `&version=${version}` : ''}&round=${round}`);
      if (answer.status !== 200) throw new Error(`search "${q}" (version ${version ?? 'current'}) answered ${answer.status}`);
      all.push(answer.ms);
    }
  }
  return quantile(all, 0.5);
}

interface Figures {
  readyMs: number;
  rssStartMb: number;
  rssAfterMb: number;
  searchMs: number;
  olderSearchMs: number | null;
  pages: number;
}

async function measure(current: string, v4: string | null, rounds: number): Promise<Figures> {
  const server = await startServer({ CONTENT_DIR: current, ...(v4 ? { VERSION_DIRS: `4=${v4}` } : {}), LOG_LEVEL: 'info' });
  try {
    const rssStartMb = rssMb(server.pid);
    const readyMs = startLog(server.output()).listeningMs;
    if (readyMs === null) throw new Error('the server logged no "listening" line');
    const urls = pathsIn((await fetchText(`${server.url}/sitemap.xml`)).body, '/');
    if (v4) urls.push(...pathsIn((await fetchText(`${server.url}/v4/llms.txt`)).body, '/v4/'));
    for (const url of urls) await fetchText(server.url + url);
    const rssAfterMb = rssMb(server.pid);
    return { readyMs, rssStartMb, rssAfterMb, searchMs: await searchMs(server.url, null, rounds), olderSearchMs: v4 ? await searchMs(server.url, '4', rounds) : null, pages: urls.length };
  } finally {
    await server.stop();
  }
}

/** Runs the section; each site's figures are those of its fastest start. */
export async function versionFigures(current: string, v4: string, quick: boolean, line: Line): Promise<void> {
  const starts = quick ? 1 : 3;
  const rounds = quick ? 3 : 10;
  const a: Figures[] = [];
  const b: Figures[] = [];
  for (let i = 0; i < starts; i += 1) {
    a.push(await measure(current, null, rounds));
    b.push(await measure(current, v4, rounds));
  }
  const fastest = (runs: Figures[]) => runs.reduce((best, run) => (run.readyMs < best.readyMs ? run : best));
  const fa = fastest(a);
  const fb = fastest(b);
  for (const [name, f] of [['a current alone', fa], ['b current + v4', fb]] as const) {
    line(`${name}: ready (listening, server clock)`, `${f.readyMs} ms`);
    line(`${name}: RSS at start / after every page once (${f.pages} URLs)`, `${f.rssStartMb.toFixed(0)} MB / ${f.rssAfterMb.toFixed(0)} MB`);
    line(`${name}: search, ${QUERIES.length} queries x ${rounds}: median`, `${f.searchMs.toFixed(2)} ms${f.olderSearchMs === null ? '' : ` (version=4: ${f.olderSearchMs.toFixed(2)} ms)`}`);
  }
  line('b/a: ready (listening)', (fb.readyMs / fa.readyMs).toFixed(2));
  line('b/a: RSS at start', (fb.rssStartMb / fa.rssStartMb).toFixed(2));
  line('b/a: RSS after the crawl (b crawls both versions)', (fb.rssAfterMb / fa.rssAfterMb).toFixed(2));
  line('b/a: current search median', (fb.searchMs / fa.searchMs).toFixed(2));
  if (fb.olderSearchMs !== null) line('b: version=4 search median / a: current search median', (fb.olderSearchMs / fa.searchMs).toFixed(2));
}
