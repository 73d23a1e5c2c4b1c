// Bench section "abuse": what the costliest search a visitor can write does to the server. In
// process, the worst of the hostile query families (see hostileQueries.ts) against the reader
// queries of the quality set, as server time per search (goal: at most 10 times); over HTTP,
// the p99 of a cached /concepts/ while 20 connections send near-worst searches that all miss
// the result cache, against its p99 alone.
import { Agent, get } from 'node:http';
import { buildContent } from '../../server/content/contentSnapshot';
import { readContentFolder } from '../../server/content/read';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { searchablePages } from '../../server/search/pagesOf';
import { createSearchIndex, type SearchIndex } from '../../server/search/searchIndex';
import { startServer } from '../helpers/server';
import { HOSTILE_QUERIES } from './hostileQueries';
import { SEARCH_QUERIES } from './searchQueries';
import { quantile } from './stats';

/** What the section needs from the bench script. */
export interface AbuseBenchOptions {
  quick: boolean;
  corpus: string;
  line: (label: string, value: string) => void;
  heading: (title: string) => void;
}

/** Median time of each uncached search, in ms. The queries are run in rounds, one of each per
 * round, so that a burst of load from elsewhere on the machine falls on all of them alike. */
function medianMs(index: SearchIndex, queries: string[], rounds: number): number[] {
  const times = queries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    queries.forEach((query, i) => {
      const started = process.hrtime.bigint();
      index.measure(query);
      times[i]?.push(Number(process.hrtime.bigint() - started) / 1e6);
    });
  }
  return times.map((t) => quantile(t, 0.5));
}

/** Many distinct spellings (distinct cache keys) of the costliest kind of query: common words
 * and the short prefix with the most work behind it. */
function attackQueries(index: SearchIndex, count: number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const prefixes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  const costly = prefixes
    .map((p) => ({ p, postings: index.measure(`the to is in ${p}`).work.postings }))
    .sort((a, b) => b.postings - a.postings)
    .slice(0, 20)
    .map((c) => c.p);
  const words = ['the', 'to', 'is', 'in', 'of', 'and', 'you', 'for', 'can', 'use', 'this', 'that', 'with', 'be', 'are'];
  const queries: string[] = [];
  for (let i = 0; queries.length < count; i += 1) {
    queries.push(`${words[i % words.length]} ${words[(i * 7 + 3) % words.length]} ${words[(i * 11 + 5) % words.length]} ${costly[i % costly.length]}`);
  }
  return queries;
}

function timedGet(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    }).on('error', reject);
  });
}

async function latencies(url: string, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timedGet(url, agent));
  agent.destroy();
  return times;
}

/** Runs the section. */
export async function searchAbuseFigures({ quick, corpus, line, heading }: AbuseBenchOptions): Promise<void> {
  heading('Search abuse (corpus): worst query against a normal one');
  const files = await readContentFolder(corpus);
  const index = createSearchIndex(searchablePages(buildContent(files, createMarkdownRenderer(), { editBase: '' })), { rememberResults: false });
  const rounds = quick ? 30 : 100;
  const attack = attackQueries(index, 900);
  const normalQueries = SEARCH_QUERIES.map(([query]) => query);
  const hostileEntries = Object.entries(HOSTILE_QUERIES);
  const sample = attack.slice(0, 20);
  const all = medianMs(index, [...normalQueries, ...hostileEntries.map(([, query]) => query), ...sample], rounds);
  const normal = quantile(all.slice(0, normalQueries.length), 0.5);
  const hostile = hostileEntries.map(([name, query], i) => ({ name, ms: all[normalQueries.length + i] ?? 0, postings: index.measure(query).work.postings }));
  const worst = hostile.reduce((a, b) => (b.ms > a.ms ? b : a));
  const attackMs = quantile(all.slice(normalQueries.length + hostileEntries.length), 0.5);
  line('normal query, median of the quality set', `${normal.toFixed(3)} ms`);
  line('reported attack ("a " × 98 + "ae")', `${hostile.find((h) => h.name === 'repeatedShortWords')?.ms.toFixed(3)} ms`);
  line(`worst family (${worst.name})`, `${worst.ms.toFixed(3)} ms, ${worst.postings} index entries scored`);
  line('crafted near-worst queries (the HTTP load below)', `${attackMs.toFixed(3)} ms median`);
  line('worst / normal (goal at most 10)', `${(Math.max(worst.ms, attackMs) / normal).toFixed(1)}`);

  const count = quick ? 200 : 1000;
  heading(`Search abuse over HTTP: /concepts/ p99 alone and under 20 connections of worst-case searches (${count} requests)`);
  const server = await startServer({ CONTENT_DIR: corpus, LOG_LEVEL: 'error' });
  try {
    const page = `${server.url}/concepts/`;
    await latencies(page, 20);
    const alone = await latencies(page, count);
    let stop = false;
    let searches = 0;
    const searchTimes: number[] = [];
    const workers = Array.from({ length: 20 }, async (_, w) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = w; !stop; i += 20) {
        searchTimes.push(await timedGet(`${server.url}/api/search?q=${encodeURIComponent(attack[i % attack.length] ?? '')}`, agent));
        searches += 1;
      }
      agent.destroy();
    });
    // Let the attack reach full speed before measuring.
    while (searches < 100) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    const loaded = await latencies(page, count);
    const seconds = (Date.now() - started) / 1000;
    const sent = searches;
    stop = true;
    await Promise.all(workers);
    const p99Alone = quantile(alone, 0.99);
    const p99Loaded = quantile(loaded, 0.99);
    line('/concepts/ p50 / p99 alone', `${quantile(alone, 0.5).toFixed(2)} ms / ${p99Alone.toFixed(2)} ms`);
    line('/concepts/ p50 / p99 under attack', `${quantile(loaded, 0.5).toFixed(2)} ms / ${p99Loaded.toFixed(2)} ms`);
    line('p99 under attack / alone', `${(p99Loaded / p99Alone).toFixed(1)}`);
    line('attacking searches answered (all cache misses)', `${(sent / seconds).toFixed(0)} req/s, p50 ${quantile(searchTimes, 0.5).toFixed(2)} ms`);
  } finally {
    await server.stop();
  }
}
