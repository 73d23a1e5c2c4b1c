// npm run bench: speed, memory, search quality and live-reload figures, measured side by side
// in one run on this machine. A script, never a test: timings on shared machines are noisy, so
// only ratios measured together mean anything.
//   npm run bench            full run (about twelve minutes)
//   npm run bench -- --quick short durations, for a first look
//   npm run bench -- --only=search,live   selected sections
//   npm run bench -- --only=translations  English alone against English with the Korean translation
//   npm run bench -- --only=versions      the current docs alone against them with webpack 4 under /v4/
//   npm run bench -- --only=lighthouse    Lighthouse: each page against its static twin (about 25 minutes)
//   npm run bench -- --only=longtasks     long tasks of a load in a Chromium trace at 4x (about 2 minutes)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildContent } from '../../server/content/contentSnapshot';
import { readContentFolder } from '../../server/content/read';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../server/search/pagesOf';
import { createSearchIndex } from '../../server/search/searchIndex';
import { exportSite } from '../../server/tools/exportSite';
import { fileToUrl } from '../../shared/urls';
import { bundleSizes } from '../helpers/bundleSizes';
import { heapProbe } from '../helpers/heapProbe';
import { freePort } from '../helpers/server';
import { offlineFigures } from './offline';
import { scaleFigures } from './scale';
import { translationFigures } from './translations';
import { versionFigures } from './versions';
import { lighthouseSection, MOBILE_PAGES } from './lighthouseSection';
import { longTaskFigures } from './longTasks';
import { playgroundFigures } from './playground';
import { liveConvergence } from './liveConvergence';
import { meanReciprocalRank, READER_QUERIES_CORPUS, READER_QUERIES_OURS, SEARCH_QUERIES, type ReaderQuery } from './searchQueries';
import { searchAbuseFigures } from './searchAbuse';
import { answerAbuseFigures } from './answerAbuse';
import { hostileStartupFigures } from './hostileStartup';
import { quantile } from './stats';
import { rssMb } from './crawlProbes';
import { loadAutocannon } from './benchTools';

/** autocannon from the bench's own install, loaded when a section first needs it. */
const autocannon: ReturnType<typeof loadAutocannon> = (options) => loadAutocannon()(options);

const ROOT = resolve(__dirname, '..', '..');
const CORPUS = process.env.CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus', 'webpack-docs', 'content');
const KOREAN_CORPUS = process.env.KOREAN_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus', 'webpack-docs-ko', 'content');
const V4_CORPUS = process.env.V4_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus', 'webpack-docs-v4', 'content');
const QUICK = process.argv.includes('--quick');
/** --only=a,b runs just those sections (bundle, search, abuse, startup, live, convergence, throughput, reliability, lighthouse, offline, scale, translations, versions, playground). */
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',') ?? null;
const wanted = (section: string) => ONLY === null || ONLY.includes(section);
const LOAD_SECONDS = QUICK ? 3 : 10;
const SERVER = join(ROOT, 'dist', 'server', 'index.cjs');

function line(label: string, value: string): void {
  process.stdout.write(`${label.padEnd(48)} ${value}\n`);
}

function heading(title: string): void {
  process.stdout.write(`\n## ${title}\n`);
}

interface Child {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((done) => {
      get(url, (res) => {
        res.resume();
        done(res.statusCode === 200);
      }).on('error', () => done(false));
    });
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startNode(args: string[], env: Record<string, string>, probe: string): Promise<Child & { startupMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // As `npm run serve` and the image start it (MALLOC_ARENA_MAX: see the Dockerfile).
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', HSTS: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + probe, child);
  return {
    url,
    process: child,
    startupMs: Date.now() - started,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

interface Fetched {
  status: number;
  body: Buffer;
  firstByteMs: number;
  headers: IncomingHttpHeaders;
}

function fetchBody(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const req = httpRequest(url, { headers }, (res) => {
      const firstByteMs = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), firstByteMs, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

function peakRssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Load from autocannon; by default as a browser asks (brotli or gzip), or with no Accept-Encoding. */
async function load(url: string, connections: number, seconds: number, compressed = true): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers: compressed ? { 'accept-encoding': 'br, gzip' } : {} });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

function bundleFigures(): void {
  heading('Client bundle (esbuild metafile, gzip -9)');
  const sizes = bundleSizes(join(ROOT, 'dist', 'client'));
  for (const chunk of [...sizes.chunks].sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzipBytes - a.gzipBytes)) {
    line(
      `${chunk.url}${chunk.firstLoad ? ' (first load)' : ''}`,
      `${(chunk.minifiedBytes / 1024).toFixed(1).padStart(6)} kB min ${(chunk.gzipBytes / 1024).toFixed(1).padStart(5)} kB gz  ${chunk.largestInputs.join(', ')}`,
    );
  }
  line('first-load JavaScript, documentation page (budget 90 kB gz)', `${(sizes.firstLoadJs / 1024).toFixed(1)} kB gz`);
  line('  + screen chunk on home, organization... pages', `${(sizes.screenJs / 1024).toFixed(1)} kB gz`);
  line('first-load CSS (budget 20 kB gz)', `${(sizes.firstLoadCss / 1024).toFixed(1)} kB gz`);
}

/** MRR@10 and the queries answered within the first 3 results, for one set of reader queries. */
function readerQuality(name: string, index: ReturnType<typeof createSearchIndex>, queries: ReaderQuery[]): void {
  const { mrr, misses, top3 } = meanReciprocalRank(index, queries);
  line(`${name}: MRR@10 / top 3 over ${queries.length}`, `${mrr.toFixed(3)} / ${top3} of ${queries.length}${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`);
}

async function searchFigures(): Promise<void> {
  heading('Search (corpus)');
  const files = await readContentFolder(CORPUS);
  const snapshot = buildContent(files, createMarkdownRenderer(), { editBase: '' });
  const started = performance.now();
  const index = createSearchIndex(searchablePages(snapshot), { rememberResults: false });
  line('index build', `${(performance.now() - started).toFixed(0)} ms, ${index.size} documents`);
  const { mrr, misses } = meanReciprocalRank(index);
  line(`MRR@10 over ${SEARCH_QUERIES.length} queries`, `${mrr.toFixed(3)}${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`);
  readerQuality('reader queries (typos, bare option names)', index, READER_QUERIES_CORPUS);
  const ours = createSearchIndex(searchablePages(buildContent(await readContentFolder(join(ROOT, 'content')), createMarkdownRenderer(), { editBase: '' })), { rememberResults: false });
  readerQuality('reader queries on our content', ours, READER_QUERIES_OURS);
  for (const [query] of SEARCH_QUERIES) index.search(query);
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const [query] of SEARCH_QUERIES) {
      const t = process.hrtime.bigint();
      index.search(query);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  line('query time, no result cache (mean / p99)', `${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)} ms / ${quantile(times, 0.99).toFixed(3)} ms`);
}

async function liveReloadLatency(): Promise<void> {
  heading('Live reload (corpus copy, save → event in the browser channel)');
  const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  cpSync(CORPUS, dir, { recursive: true });
  const server = await startNode([SERVER], { CONTENT_DIR: dir, WATCH_CONTENT: '1' }, '/healthz');
  const file = join(dir, 'concepts', 'output.mdx');
  const original = readFileSync(file, 'utf8');
  const samples: number[] = [];
  await new Promise<void>((done, fail) => {
    const req = get(`${server.url}/__live`, (res) => {
      let buffer = '';
      let savedAt = 0;
      let round = 0;
      const next = () => {
        round += 1;
        if (round > 10) {
          req.destroy();
          done();
          return;
        }
        setTimeout(() => {
          savedAt = performance.now();
          writeFileSync(file, `${original}\n\nEdit number ${round}.\n`);
        }, 150);
      };
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          if (!event.startsWith('data:')) continue;
          const change = JSON.parse(event.slice(5)) as { changed: string[] };
          if (savedAt && change.changed.includes('/concepts/output/')) {
            samples.push(performance.now() - savedAt);
            savedAt = 0;
            next();
          } else if (round === 0) next();
        }
      });
    });
    req.on('error', (error) => (samples.length >= 10 ? done() : fail(error)));
  });
  const page = await fetchBody(`${server.url}/concepts/output/`);
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
  line('save → change event (median / max of 10)', `${quantile(samples, 0.5).toFixed(0)} ms / ${Math.max(...samples).toFixed(0)} ms`);
  line('page reflects the last edit', page.body.toString().includes('Edit number 10.') ? 'yes' : 'NO');
}

async function startupAndMemory(): Promise<string[]> {
  heading('Start-up and memory (corpus)');
  const server = await startNode([SERVER], { CONTENT_DIR: CORPUS }, '/');
  line('start-up to the first 200', `${server.startupMs} ms`);
  const files = await readContentFolder(CORPUS);
  const urls = files.pages.map((f) => fileToUrl(f.path));
  for (const url of urls) await fetchBody(server.url + url, { 'accept-encoding': 'br, gzip' });
  line(`peak RSS after every corpus page once (${urls.length})`, `${peakRssMb(server.process.pid).toFixed(0)} MB (aim under 250 MB)`);
  await server.stop();
  return urls;
}

async function throughput(): Promise<void> {
  heading(`Throughput (autocannon, 50 connections, ${LOAD_SECONDS} s each, Accept-Encoding: br, gzip)`);
  const exportDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  await exportSite({ contentDir: CORPUS, clientDir: join(ROOT, 'dist', 'client'), out: exportDir, siteUrl: 'https://webpack.js.org' });
  const hit = await startNode([SERVER], { CONTENT_DIR: CORPUS }, '/healthz');
  const miss = await startNode([SERVER], { CONTENT_DIR: CORPUS, CACHE_MAX_BYTES: '0' }, '/healthz');
  // The largest corpus page, by rendered size.
  const files = await readContentFolder(CORPUS);
  let largest = '/';
  let largestSize = 0;
  for (const f of files.pages) {
    const url = fileToUrl(f.path);
    const size = (await fetchBody(hit.url + url)).body.byteLength;
    if (size > largestSize) [largest, largestSize] = [url, size];
  }
  const pages = ['/concepts/', largest, '/printable/'];
  for (const page of pages) await fetchBody(hit.url + page, { 'accept-encoding': 'br, gzip' });
  await new Promise((r) => setTimeout(r, 3000));
  // The limit: node:http writing the very responses our cache holds for each page, from memory:
  // the same status, headers (security headers included) and body, brotli when the client takes
  // it, else the plain HTML. Only what Node adds to every response itself is left to Node.
  const NODE_ADDS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const responseOf = async (url: string, headers: Record<string, string>, file: string) => {
    const fetched = await fetchBody(url, headers);
    writeFileSync(file, fetched.body);
    return { file, headers: Object.fromEntries(Object.entries(fetched.headers).filter(([name]) => !NODE_ADDS.has(name))) };
  };
  const bodies: Record<string, Record<'br' | 'identity', { file: string; headers: Record<string, unknown> }>> = {};
  for (const [i, page] of pages.entries()) {
    bodies[page] = {
      br: await responseOf(hit.url + page, { 'accept-encoding': 'br, gzip' }, join(exportDir, `bare-${i}.br`)),
      identity: await responseOf(hit.url + page, {}, join(exportDir, `bare-${i}.html`)),
    };
  }
  const barePort = await freePort();
  const bareScript = `
    const http = require('node:http'); const fs = require('node:fs');
    const pages = ${JSON.stringify(bodies)};
    const loaded = {};
    for (const [k, p] of Object.entries(pages)) loaded[k] = { br: { ...p.br, body: fs.readFileSync(p.br.file) }, identity: { ...p.identity, body: fs.readFileSync(p.identity.file) } };
    http.createServer((req, res) => { const page = loaded[req.url]; if (!page) { res.statusCode = 404; return res.end(); }
      const r = /\\bbr\\b/.test(req.headers['accept-encoding'] || '') ? page.br : page.identity;
      res.writeHead(200, r.headers); res.end(r.body); })
      .listen(${barePort}, '127.0.0.1');`;
  const bare = spawn(process.execPath, ['-e', bareScript], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${barePort}/concepts/`, bare);
  const staticPort = await freePort();
  const staticScript = `
    const express = require('express'); const compression = require('compression');
    const app = express(); app.use(compression()); app.use(express.static(${JSON.stringify(exportDir)}));
    app.listen(${staticPort}, '127.0.0.1');`;
  const staticServer = spawn(process.execPath, ['-e', staticScript], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  await waitFor(`http://127.0.0.1:${staticPort}/concepts/`, staticServer);

  for (const page of pages) {
    process.stdout.write(`\n${page}${page === largest ? ` (largest corpus page, ${(largestSize / 1024).toFixed(0)} kB)` : ''}\n`);
    const results = {
      bare: await load(`http://127.0.0.1:${barePort}${page}`, 50, LOAD_SECONDS),
      static: await load(`http://127.0.0.1:${staticPort}${page}`, 50, LOAD_SECONDS),
      hit: await load(hit.url + page, 50, LOAD_SECONDS),
      miss: await load(miss.url + page, 50, LOAD_SECONDS),
    };
    const names: Record<keyof typeof results, string> = {
      bare: '1 node:http, same bytes from memory',
      static: '2 express.static + compression',
      hit: '3 this server, cache hit',
      miss: '4 this server, cache off (render each time)',
    };
    for (const key of Object.keys(results) as (keyof typeof results)[]) {
      const r = results[key];
      line(`  ${names[key]}`, `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ''}`);
    }
    line('  ratio 3/1 (target ≥ 0.75)', (results.hit.rps / results.bare.rps).toFixed(2));
    line('  ratio 3/2 (target ≥ 2)', (results.hit.rps / results.static.rps).toFixed(2));
    line('  ratio 4/2', (results.miss.rps / results.static.rps).toFixed(2));
    // Without compression the bytes on the wire dominate; the same two servers for comparison.
    const plainBare = await load(`http://127.0.0.1:${barePort}${page}`, 50, LOAD_SECONDS, false);
    const plainMiss = await load(miss.url + page, 50, LOAD_SECONDS, false);
    line('  1 node:http, no Accept-Encoding', `${plainBare.rps.toFixed(0).padStart(6)} req/s  p50 ${plainBare.p50} ms  p99 ${plainBare.p99} ms`);
    line('  4 cache off, no Accept-Encoding', `${plainMiss.rps.toFixed(0).padStart(6)} req/s  p50 ${plainMiss.p50} ms  p99 ${plainMiss.p99} ms${plainMiss.errors ? `  errors ${plainMiss.errors}` : ''}`);
  }
  const firstBytes: number[] = [];
  for (let i = 0; i < 5; i += 1) firstBytes.push((await fetchBody(`${miss.url}/printable/`)).firstByteMs);
  line('\n/printable/ first byte, not cached (median of 5)', `${quantile(firstBytes, 0.5).toFixed(0)} ms (target ≤ 50 ms)`);
  bare.kill();
  staticServer.kill();
  await hit.stop();
  await miss.stop();
  rmSync(exportDir, { recursive: true, force: true });
}

async function reliability(): Promise<void> {
  heading(`Reliability (corpus): mixed load, 200 connections, ${QUICK ? 10 : 60} s`);
  const server = await startNode([SERVER], { CONTENT_DIR: CORPUS, CACHE_MAX_BYTES: String(32 * 1024 * 1024) }, '/healthz');
  const home = await fetchBody(`${server.url}/`);
  const script = /<script type="module" src="([^"]+)"/.exec(home.body.toString())?.[1] ?? '/';
  const version = /"contentVersion":"([^"]+)"/.exec(home.body.toString())?.[1] ?? 'x';
  const files = await readContentFolder(CORPUS);
  const urls = files.pages.map((f) => fileToUrl(f.path));
  const requests = [
    ...urls.slice(0, 40).map((path) => ({ path })),
    { path: '/printable/' },
    ...urls.slice(40, 60).map((path) => ({ path: `/page-data/${version}${path}data.json` })),
    { path: script },
    ...Array.from({ length: 20 }, (_, i) => ({ path: `/missing/${i}/${Math.random().toString(36).slice(2)}/` })),
    { path: '/api/search?q=output%20filename' },
  ];
  const result = await autocannon({ url: server.url, connections: 200, duration: QUICK ? 10 : 60, headers: { 'accept-encoding': 'br, gzip' }, requests });
  line('requests', `${result.requests.average.toFixed(0)} req/s average`);
  line('latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`);
  line('errors + timeouts (target 0)', String(result.errors + result.timeouts));
  await server.stop();

  heading('Memory under 100,000 distinct unknown URLs (corpus)');
  // Resident memory moves with the garbage collector's timing by tens of megabytes; the live
  // heap after a full collection says whether anything is kept (see test/helpers/heapProbe.cjs).
  const probe = heapProbe(ROOT);
  const flood = await startNode([SERVER], { CONTENT_DIR: CORPUS, ...probe.env }, '/healthz');
  await fetchBody(`${flood.url}/concepts/`);
  const rss = () => rssMb(flood.process.pid ?? -1);
  const heapAfterGc = () => probe.liveHeapMb(flood.process.pid ?? -1);
  const unknownUrls = (prefix: string, amount: number) => {
    let sent = 0;
    return {
      sent: () => sent,
      run: () =>
        autocannon({
          url: flood.url,
          connections: 50,
          amount,
          requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: `/${prefix}/${(sent += 1)}/${sent.toString(36)}/` }) }],
        }),
    };
  };
  // A warm-up of the same shape first: the heap grows to its working size under this load
  // whether or not anything is kept, so only growth after it says something about retention.
  await unknownUrls('warm', 20_000).run();
  const before = rss();
  const heapBefore = await heapAfterGc();
  const measured = unknownUrls('unknown', 100_000);
  await measured.run();
  const sent = measured.sent();
  const after = rss();
  const heapAfter = await heapAfterGc();
  const cached = await fetchBody(`${flood.url}/concepts/`);
  line('resident memory before / after', `${before.toFixed(0)} MB / ${after.toFixed(0)} MB (growth ${(after - before).toFixed(1)} MB; moves with the collector's timing)`);
  line('live heap after a full collection, before / after', `${heapBefore.toFixed(1)} MB / ${heapAfter.toFixed(1)} MB (growth ${(heapAfter - heapBefore).toFixed(1)} MB, target under 30)`);
  line('unknown URLs sent', String(sent));
  line('a good page still answered', cached.status === 200 ? 'yes' : 'NO');
  await flood.stop();
  probe.dispose();
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  process.stdout.write(`# Benchmark ${new Date().toISOString()} · node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GB · ${QUICK ? 'quick' : 'full'} run\n`);
  if (wanted('bundle')) bundleFigures();
  if (wanted('search')) await searchFigures();
  // The abuse section's parts may also be asked for alone: abuse-search, abuse-answers, abuse-startup.
  if (wanted('abuse') || wanted('abuse-search')) await searchAbuseFigures({ quick: QUICK, corpus: CORPUS, line, heading });
  if (wanted('abuse') || wanted('abuse-answers')) await answerAbuseFigures({ quick: QUICK, corpus: CORPUS, koreanCorpus: KOREAN_CORPUS, line, heading });
  if (wanted('abuse') || wanted('abuse-startup')) await hostileStartupFigures({ quick: QUICK, corpus: CORPUS, line, heading });
  if (wanted('startup')) await startupAndMemory();
  if (wanted('live')) await liveReloadLatency();
  if (wanted('convergence')) {
    heading('Convergence (corpus copy, random saves 0 to 100 ms apart → the site serves the disk)');
    await liveConvergence(CORPUS, QUICK, line);
  }
  if (wanted('throughput')) await throughput();
  if (wanted('reliability')) await reliability();
  if (wanted('lighthouse')) {
    await lighthouseSection({
      quick: QUICK,
      corpus: CORPUS,
      argv: process.argv,
      startSite: (env) => startNode([SERVER], env, '/healthz'),
      waitFor,
      fetchText: async (url) => {
        // Lighthouse asks for compressed pages: this fills that cache entry first.
        await fetchBody(url, { 'accept-encoding': 'br, gzip' });
        return (await fetchBody(url)).body.toString();
      },
    });
  }
  if (wanted('longtasks')) {
    heading(`Long tasks of a page load (Chromium trace, CPU throttled 4x, 375x812, ${QUICK ? 2 : 5} loads each)`);
    const sites = [
      { set: 'content', site: await startNode([SERVER], {}, '/healthz') },
      { set: 'corpus', site: await startNode([SERVER], { CONTENT_DIR: CORPUS }, '/healthz') },
    ];
    try {
      await longTaskFigures(sites.map(({ set, site }) => ({ set, url: site.url })), MOBILE_PAGES, QUICK ? 2 : 5, line);
    } finally {
      for (const { site } of sites) await site.stop();
    }
  }
  if (wanted('offline')) {
    heading('Offline reading (corpus copy, Chromium with CPU throttled 4x, 375x812)');
    await offlineFigures(CORPUS, line);
  }
  if (wanted('scale')) {
    heading('Scale (corpus x1, x4, x10; default settings; every page requested once)');
    await scaleFigures(CORPUS, QUICK, line);
  }
  if (wanted('playground')) {
    heading('Playground (webpack in the browser against node, same run; desktop and phone 375x812 at CPU 4x)');
    await playgroundFigures(QUICK, line);
  }
  if (wanted('translations')) {
    heading('Translations (corpus alone, then with the Korean translation as ko; every page once in every language)');
    await translationFigures(CORPUS, KOREAN_CORPUS, QUICK, line);
  }
  if (wanted('versions')) {
    heading('Versions (corpus alone, then with the webpack 4 docs under /v4/; every page of both once)');
    await versionFigures(CORPUS, V4_CORPUS, QUICK, line);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
