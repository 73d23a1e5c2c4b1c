// Bench section "abuse", the answers and connections part: what each endpoint a client can ask
// for costs the server against a cached page, all measured in one run on the corpus with its
// Korean translation. (1) Server CPU per request of each endpoint once it has been asked for
// once (goal: at most 5 times a cached /concepts/). (2) The p99 of a cached /concepts/ while 20
// connections ask for one endpoint without pause, against its p99 alone (goal: at most 2 times).
// (3) A crawl of every English and Korean page with its page data and the print views, three
// times over at the default cache budget: the share of cache hits in the third pass (goal 90%).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, request } from 'node:http';
import { startServer, type RunningServer } from '../helpers/server';
import { quantile } from './stats';

// The bench runs from its bundle in dist/tools: the load script is found from the repository root.
const LOAD_CLIENTS = join(resolve(__dirname, '..', '..'), 'test', 'bench', 'loadClients.cjs');

/** What the section needs from the bench script. */
export interface AnswerAbuseOptions {
  quick: boolean;
  corpus: string;
  koreanCorpus: string;
  line: (label: string, value: string) => void;
  heading: (title: string) => void;
}

interface Answer {
  status: number;
  ms: number;
  cache: string;
  bytes: number;
}

function fetchOnce(base: string, path: string, agent: Agent, encoding = 'br, gzip'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(base + path, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => (bytes += d.byteLength));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, cache: String(res.headers['x-cache'] ?? ''), bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** CPU time the process's threads have used, in ms: the scheduler's count in nanoseconds
 * (/proc/<pid>/task/<tid>/schedstat), where /proc/<pid>/stat counts ticks of 10 ms, a tenth
 * of the whole cost of 200 cached pages. A thread that has ended is no longer counted. */
function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return ns / 1e6;
}

/** The endpoints a client can ask for, by name: each a function of the request number, so that
 * an endpoint of many addresses (unknown paths) is asked at a different one each time. */
function endpoints(version: string): [string, (i: number) => string, string?][] {
  return [
    ['cached page /concepts/', () => '/concepts/'],
    ['cached page /ko/concepts/', () => '/ko/concepts/'],
    ['Not Found, alternating /x/ and /ko/x/', (i) => (i % 2 ? `/ko/missing-${i}/` : `/missing-${i}/`)],
    ['sitemap.xml', () => '/sitemap.xml'],
    ['robots.txt', () => '/robots.txt'],
    ['blog feed', () => '/blog/feed.xml'],
    ['llms.txt', () => '/llms.txt'],
    ['/ko/llms.txt', () => '/ko/llms.txt'],
    ['markdown twin', () => '/configuration/output/index.md'],
    ['markdown twin /ko/', () => '/ko/concepts/index.md'],
    ['page data', () => `/page-data/${version}/configuration/output/data.json`],
    ['offline manifest', () => `/page-data/${version}/manifest.json`],
    ['offline page piece', () => `/page-data/${version}/configuration/output/page.json`],
    ['offline section piece', () => `/page-data/${version}/sections/configuration.json`],
    ['print view /concepts/printable/', () => '/concepts/printable/'],
    ['print view /printable/', () => '/printable/'],
    ['print view data', () => `/page-data/${version}/printable/data.json`],
    ['print view /printable/ uncompressed', () => '/printable/', 'identity'],
    ['search', (i) => `/api/search?q=${['output', 'loader', 'plugin', 'entry'][i % 4]}`],
    ['sponsors', () => '/api/sponsors.json'],
  ];
}

async function cpuPerRequest(server: Pick<RunningServer, 'url' | 'pid'>, path: (i: number) => string, count: number, encoding?: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // Asked once first: what depends only on the content version is built then.
  await fetchOnce(server.url, path(0), agent, encoding);
  const before = cpuMs(server.pid);
  for (let i = 1; i <= count; i += 1) await fetchOnce(server.url, path(i), agent, encoding);
  const used = cpuMs(server.pid) - before;
  agent.destroy();
  return used / count;
}

/** A bare node:http server in a process of its own that answers every request with one file's
 * bytes, read into memory once: what sending those bytes costs at the least. */
async function bareSender(file: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const script = `const http = require('node:http'); const body = require('node:fs').readFileSync(process.argv[1]);
    const server = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }); res.end(body); });
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare sender exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
}

/** Asks for an endpoint (its first two addresses: Not Found alternates languages) until its
 * answer comes from what was stored. The first answer goes out before its stored copy is
 * compressed (in the fill queue's threads, seconds for the 4.5 MB print view), and that
 * compression must not be counted as the cost of the requests after it. */
async function built(server: RunningServer, path: (i: number) => string, agent: Agent, encoding?: string): Promise<void> {
  for (const i of [0, 1]) {
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = await fetchOnce(server.url, path(i), agent, encoding);
      // Answers without X-Cache are never stored (made on every request).
      if (answer.cache === 'HIT' || answer.cache === '') break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Requests of one endpoint or of the reference in a row, taking turns. */
const BLOCK = 20;

/** CPU per request of an endpoint and of the reference (a cached /concepts/), measured in
 * alternating blocks: on a shared machine the CPU time of the same work moves with the load of
 * the moment, so the ratio is taken between figures of the same moments. */
async function cpuAgainstReference(server: RunningServer, path: (i: number) => string, count: number, encoding?: string): Promise<{ ms: number; reference: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const reference = new Agent({ keepAlive: true, maxSockets: 1 });
  await built(server, path, agent, encoding);
  await fetchOnce(server.url, '/concepts/', reference);
  let used = 0;
  let referenceUsed = 0;
  for (let done = 0; done < count; done += BLOCK) {
    const n = Math.min(BLOCK, count - done);
    let before = cpuMs(server.pid);
    for (let i = 1; i <= n; i += 1) await fetchOnce(server.url, '/concepts/', reference);
    referenceUsed += cpuMs(server.pid) - before;
    before = cpuMs(server.pid);
    for (let i = 1; i <= n; i += 1) await fetchOnce(server.url, path(done + i), agent, encoding);
    used += cpuMs(server.pid) - before;
  }
  agent.destroy();
  reference.destroy();
  return { ms: used / count, reference: referenceUsed / count };
}

async function latencies(server: RunningServer, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push((await fetchOnce(server.url, '/concepts/', agent)).ms);
  agent.destroy();
  return times;
}

/** /concepts/ latencies while 20 connections (in another process, loadClients.cjs) ask for one
 * endpoint without pause. */
async function underLoad(server: RunningServer, path: (i: number) => string, count: number, encoding = 'br, gzip'): Promise<number[]> {
  const paths = Array.from({ length: 200 }, (_, i) => path(i));
  const load = spawn(process.execPath, [LOAD_CLIENTS, JSON.stringify({ base: server.url, paths, connections: 20, encoding })], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      load.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      load.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
    });
    return await latencies(server, count);
  } finally {
    load.kill('SIGKILL');
  }
}

/** Every English and Korean page, its page data, and the print views of both languages. */
async function crawlPaths(server: RunningServer, version: string): Promise<string[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sitemap = await new Promise<string>((resolve, reject) => {
    request(`${server.url}/sitemap.xml`, { agent }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
  agent.destroy();
  const english = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/').filter((p) => !p.startsWith('/ko/'));
  const sections = ['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'];
  const pages = [...english, '/printable/', ...sections.map((s) => `/${s}/printable/`)];
  const both = [...pages, ...pages.map((p) => `/ko${p}`)];
  return [...both, ...both.map((p) => `/page-data/${version}${p}data.json`)];
}

/** Runs the section. */
export async function answerAbuseFigures({ quick, corpus, koreanCorpus, line, heading }: AnswerAbuseOptions): Promise<void> {
  const server = await startServer({ CONTENT_DIR: corpus, TRANSLATION_DIRS: `ko=${koreanCorpus}`, LOG_LEVEL: 'error' });
  try {
    const { version } = (await (await fetch(`${server.url}/readyz`)).json()) as { version: string };
    const list = endpoints(version);
    const count = quick ? 200 : 1000;

    heading(`Answers: server CPU per request of each endpoint against a cached page (corpus with ko, ${count} requests each, after one, in blocks of ${BLOCK} taking turns with the reference)`);
    // Warmed up first (the code paths compiled, the heap at its working size); each endpoint is
    // then measured in turns with the reference (see cpuAgainstReference).
    await cpuPerRequest(server, () => '/concepts/', count);
    const measured: [string, { ms: number; reference: number }][] = [];
    for (const [name, path, encoding] of list.slice(1)) measured.push([name, await cpuAgainstReference(server, path, count, encoding)]);
    const references = measured.map(([, m]) => m.reference);
    line('cached page /concepts/ (the reference)', `${(references.reduce((a, b) => a + b, 0) / references.length).toFixed(3)} ms (${Math.min(...references).toFixed(3)} to ${Math.max(...references).toFixed(3)})`);
    let worst = { name: '', ratio: 0 };
    for (const [name, { ms, reference }] of measured) {
      const ratio = ms / Math.max(reference, 0.001);
      if (ratio > worst.ratio) worst = { name, ratio };
      line(name, `${ms.toFixed(3)} ms, ${ratio.toFixed(1)} times`);
    }
    line('worst endpoint / cached page (goal at most 5)', `${worst.ratio.toFixed(1)} (${worst.name})`);
    // The uncompressed print view of every page is megabytes: its cost is the copying of its
    // bytes into the socket, so it is also given against a bare server sending the same bytes.
    const printed = Buffer.from(await (await fetch(`${server.url}/printable/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const folder = mkdtempSync(join(tmpdir(), 'bench-printable-'));
    writeFileSync(join(folder, 'printable.html'), printed);
    const bare = await bareSender(join(folder, 'printable.html'));
    try {
      const bareMs = await cpuPerRequest(bare, () => '/', count, 'identity');
      const ours = measured.find(([name]) => name === 'print view /printable/ uncompressed')?.[1].ms ?? 0;
      line(`bare node:http sending the same ${(printed.length / 1e6).toFixed(2)} MB`, `${bareMs.toFixed(3)} ms; uncompressed /printable/ ${(ours / Math.max(bareMs, 0.001)).toFixed(2)} times it`);
    } finally {
      bare.stop();
      rmSync(folder, { recursive: true, force: true });
    }

    const samples = quick ? 100 : 400;
    heading(`Answers: /concepts/ p99 alone and under 20 connections of each endpoint (${samples} requests)`);
    await latencies(server, 20);
    const alone = quantile(await latencies(server, samples), 0.99);
    line('/concepts/ p99 alone', `${alone.toFixed(2)} ms`);
    let worstLoad = { name: '', ratio: 0 };
    // The first endpoint is another cached page: what 20 connections cost /concepts/ at the least,
    // whatever they ask for; each endpoint is also given against it.
    let underPages = 0;
    let worstAgainstPages = { name: '', ratio: 0 };
    for (const [name, path, encoding] of list.slice(1)) {
      const p99 = quantile(await underLoad(server, path, samples, encoding), 0.99);
      const ratio = p99 / alone;
      if (underPages === 0) underPages = p99;
      const againstPages = p99 / underPages;
      if (ratio > worstLoad.ratio) worstLoad = { name, ratio };
      if (againstPages > worstAgainstPages.ratio) worstAgainstPages = { name, ratio: againstPages };
      line(`under ${name}`, `${p99.toFixed(2)} ms, ${ratio.toFixed(1)} times alone, ${againstPages.toFixed(1)} times under cached pages`);
    }
    line('worst p99 under load / alone (goal at most 2)', `${worstLoad.ratio.toFixed(1)} (${worstLoad.name})`);
    line('worst p99 under load / under cached pages', `${worstAgainstPages.ratio.toFixed(1)} (${worstAgainstPages.name})`);
  } finally {
    await server.stop();
  }

  // A fresh server, so that the crawl starts from an empty cache at the default budget.
  const crawled = await startServer({ CONTENT_DIR: corpus, TRANSLATION_DIRS: `ko=${koreanCorpus}`, LOG_LEVEL: 'error' });
  try {
    const { version } = (await (await fetch(`${crawled.url}/readyz`)).json()) as { version: string };
    const paths = await crawlPaths(crawled, version);
    heading(`Answers: a crawl of every English and Korean page, page data and print view (${paths.length} addresses), three passes at the default budget`);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let pass = 1; pass <= 3; pass += 1) {
      let hits = 0;
      let bad = 0;
      const cpuBefore = cpuMs(crawled.pid);
      for (const path of paths) {
        const answer = await fetchOnce(crawled.url, path, agent);
        if (answer.cache === 'HIT') hits += 1;
        if (answer.status !== 200) bad += 1;
      }
      const cpu = (cpuMs(crawled.pid) - cpuBefore) / paths.length;
      line(`pass ${pass}: cache hits${pass === 3 ? ' (goal at least 90%)' : ''}`, `${((hits / paths.length) * 100).toFixed(1)}%, ${cpu.toFixed(2)} ms CPU per request${bad ? `, ${bad} not 200` : ''}`);
    }
    agent.destroy();
    const ready = (await (await fetch(`${crawled.url}/readyz`)).json()) as { pages: number };
    line('English pages in the content', String(ready.pages));
  } finally {
    await crawled.stop();
  }
}
