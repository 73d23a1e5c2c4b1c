// What the crawling bench sections (translations, versions) ask of a running server: one
// uncompressed request with its time, and the process's resident memory.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

/** An answer as a crawler reads it. */
export interface CrawlAnswer {
  status: number;
  ms: number;
  body: string;
}

/** One request as a crawler makes it (no compression): each page is a miss the first time. */
export function fetchText(url: string): Promise<CrawlAnswer> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const req = request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
