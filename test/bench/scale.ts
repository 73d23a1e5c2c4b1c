// Bench section "scale": the corpus grown x1, x4 and x10 (every page of every section copied
// with a suffix, see test/helpers/largeSite.ts), each served by the built server with the
// default settings. Per size: start-up time, RSS at start and after every page was requested
// once (as a crawler does), the miss time of each page, the weight of five named pages and
// the search latency. The x1 site is the reference: ratios compare the same pages.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { generateLargeSite } from '../helpers/largeSite';
import { heapProbe } from '../helpers/heapProbe';
import { startServer } from '../helpers/server';
import { quantile } from './stats';

const NAMED = ['/plugins/define-plugin/', '/concepts/', '/configuration/output/', '/guides/getting-started/', '/api/cli/'];
const QUERIES = ['entry', 'loader options', 'splitChunks', 'devServer proxy', 'module federation'];

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body: string;
  /** Content-Encoding of the answer ('' for none). */
  encoding: string;
}

function fetchPage(url: string, encoding: string | null): Promise<Answer> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        done({ status: res.statusCode ?? 0, bytes: body.byteLength, ms: Number(process.hrtime.bigint() - started) / 1e6, body: encoding ? '' : body.toString(), encoding: String(res.headers['content-encoding'] ?? '') });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** What one size measured, by page URL where it is per page. */
interface SizeFigures {
  pages: number;
  missMs: Map<string, number>;
  htmlBytes: Map<string, number>;
  rssStartMb: number;
  rssAfterMb: number;
}

async function measureSize(corpus: string, factor: number, line: (label: string, value: string) => void): Promise<SizeFigures> {
  const site = generateLargeSite(corpus, factor);
  const probe = heapProbe();
  try {
    const started = Date.now();
    const server = await startServer({ CONTENT_DIR: site.dir, LOG_LEVEL: 'error', ...probe.env });
    const startupMs = Date.now() - started;
    try {
      const rssStartMb = rssMb(server.pid);
      const usageStart = await probe.usageMb(server.pid);
      const liveStartMb = usageStart.heapUsed ?? Number.NaN;
      const sitemap = (await fetchPage(`${server.url}/sitemap.xml`, null)).body;
      const urls = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
      const missMs = new Map<string, number>();
      const htmlBytes = new Map<string, number>();
      // Every page once, as a crawler asks (no compression): each is a miss.
      for (const url of urls) {
        const answer = await fetchPage(server.url + url, null);
        missMs.set(url, answer.ms);
        htmlBytes.set(url, answer.bytes);
      }
      const rssAfterMb = rssMb(server.pid);
      // What is retained, not garbage not yet collected: the live heap after a full collection.
      const usageAfter = await probe.usageMb(server.pid);
      const liveHeapMb = usageAfter.heapUsed ?? Number.NaN;
      const rssAfterGcMb = rssMb(server.pid);
      // A crawler faster than the cache fills leaves pages out of the cache (see
      // server/cache/compressionQueue.ts): a second round fills it further.
      for (const url of urls) await fetchPage(server.url + url, null);
      const rssSecondMb = rssMb(server.pid);
      const misses = [...missMs.values()];
      line(`x${factor}: pages`, `${site.pages} files, ${urls.length} URLs`);
      line(`x${factor}: ready in`, `${startupMs} ms`);
      line(`x${factor}: RSS at start / after every page`, `${rssStartMb.toFixed(0)} MB / ${rssAfterMb.toFixed(0)} MB`);
      line(`x${factor}: live heap (full GC) at start / after every page`, `${liveStartMb.toFixed(0)} MB / ${liveHeapMb.toFixed(0)} MB (RSS then ${rssAfterGcMb.toFixed(0)} MB)`);
      const fields = (usage: typeof usageStart) => (['heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const).map((name) => (usage[name] ?? Number.NaN).toFixed(0)).join(' / ');
      line(`x${factor}: heapTotal / heapUsed / external / arrayBuffers at start`, `${fields(usageStart)} MB`);
      line(`x${factor}: the same after every page (full GC)`, `${fields(usageAfter)} MB`);
      line(`x${factor}: RSS after every page twice`, `${rssSecondMb.toFixed(0)} MB (growth ${(rssSecondMb - rssStartMb).toFixed(0)} MB)`);
      line(`x${factor}: miss per page, median / p95`, `${quantile(misses, 0.5).toFixed(1)} ms / ${quantile(misses, 0.95).toFixed(1)} ms`);
      for (const url of NAMED) {
        // As a browser asks, until the answer is the stored brotli body (a fill the queue
        // refused is made on a later miss).
        let br = await fetchPage(server.url + url, 'br, gzip');
        for (let tries = 0; br.encoding !== 'br' && tries < 50; tries += 1) {
          await new Promise((r) => setTimeout(r, 100));
          br = await fetchPage(server.url + url, 'br, gzip');
        }
        // A first visit also fetches the section's navigation the page names (once per section).
        const piece = /"sectionPiece":"([^"]+)"/.exec((await fetchPage(server.url + url, null)).body)?.[1];
        const nav = piece ? (await fetchPage(server.url + piece, 'br, gzip')).bytes : 0;
        line(
          `x${factor}: ${url} identity / br / +section br`,
          `${((htmlBytes.get(url) ?? 0) / 1024).toFixed(1)} kB / ${(br.bytes / 1024).toFixed(1)} kB / ${(nav / 1024).toFixed(1)} kB`,
        );
      }
      const searches: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (const q of QUERIES) searches.push((await fetchPage(`${server.url}/api/search?q=${encodeURIComponent(q)}&round=${round}`, null)).ms);
      }
      line(`x${factor}: search, median / p95`, `${quantile(searches, 0.5).toFixed(1)} ms / ${quantile(searches, 0.95).toFixed(1)} ms`);
      return { pages: urls.length, missMs, htmlBytes, rssStartMb, rssAfterMb };
    } finally {
      await server.stop();
    }
  } finally {
    probe.dispose();
    site.remove();
  }
}

/** Median over the pages of the reference of (value at this size / value at the reference). */
function medianRatio(reference: Map<string, number>, other: Map<string, number>): number {
  const ratios = [...reference].flatMap(([url, value]) => {
    const at = other.get(url);
    return at === undefined || value === 0 ? [] : [at / value];
  });
  return quantile(ratios, 0.5);
}

/** Runs the section; the factors are 1, 4 and 10 (1 and 4 with --quick). */
export async function scaleFigures(corpus: string, quick: boolean, line: (label: string, value: string) => void): Promise<void> {
  const factors = quick ? [1, 4] : [1, 4, 10];
  const sizes: [number, SizeFigures][] = [];
  for (const factor of factors) sizes.push([factor, await measureSize(corpus, factor, line)]);
  const [, reference] = sizes[0] ?? [];
  if (!reference) return;
  for (const [factor, size] of sizes.slice(1)) {
    line(`x${factor}/x1: miss, same pages (median ratio)`, `${medianRatio(reference.missMs, size.missMs).toFixed(2)}x`);
    line(`x${factor}/x1: HTML weight, same pages (median ratio)`, `${medianRatio(reference.htmlBytes, size.htmlBytes).toFixed(2)}x`);
    line(`x${factor}-x1: RSS growth after every page`, `${(size.rssAfterMb - size.rssStartMb).toFixed(0)} MB (x1: ${(reference.rssAfterMb - reference.rssStartMb).toFixed(0)} MB)`);
  }
}
