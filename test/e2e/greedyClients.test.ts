// Clients that ask for the largest answer and never read it, one connection each or 200
// pipelined on one connection: the process's memory stays bounded, /concepts/ is served
// meanwhile, and the write time-out drops them. On the corpus, whose combined printable page
// data is the largest answer the site has (several megabytes).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { heapProbe, type HeapProbe } from '../helpers/heapProbe';
import { startServer, type RunningServer } from '../helpers/server';
import { CORPUS_DIR, describeWithCorpus } from '../helpers/corpus';

jest.setTimeout(180_000);

/** Memory the process holds for JavaScript objects and buffers after a full collection, in MB. */
async function liveMemoryMb(probe: HeapProbe, pid: number): Promise<number> {
  await probe.liveHeapMb(pid);
  const usage = JSON.parse(readFileSync(probe.env.HEAP_PROBE_FILE as string, 'utf8')) as { heapUsed: number; arrayBuffers: number };
  return (usage.heapUsed + usage.arrayBuffers) / 2 ** 20;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Connects from a loopback address, sends the raw requests, reads the first chunk of the answer and then nothing. */
function nonReader(port: number, localAddress: string, requests: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(requests));
    socket.on('error', () => undefined);
    socket.once('data', () => {
      socket.pause();
      resolve(socket);
    });
  });
}

const DROPPED = /client stopped reading; connection dropped/g;

describeWithCorpus([CORPUS_DIR], 'greedy clients', () => {
  let server: RunningServer;
  let probe: HeapProbe;
  let bigPath: string;
  let baseline: number;
  const port = () => Number(new URL(server.url).port);
  const dropped = () => server.output().match(DROPPED)?.length ?? 0;
  const concepts = async () => {
    const res = await fetch(`${server.url}/concepts/`);
    return [res.status, (await res.text()).includes('<title>Concepts | webpack</title>')];
  };

  beforeAll(async () => {
    probe = heapProbe();
    server = await startServer({ CONTENT_DIR: CORPUS_DIR, WRITE_TIMEOUT_MS: '3000', ...probe.env });
    const { version } = (await (await fetch(`${server.url}/readyz`)).json()) as { version: string };
    bigPath = `/page-data/${version}/printable/data.json`;
    // Prepared once; from then on every answer shares that one body.
    const body = await (await fetch(server.url + bigPath, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    expect(body.byteLength).toBeGreaterThan(2 * 2 ** 20);
    await concepts();
    baseline = await liveMemoryMb(probe, server.pid);
  });

  afterAll(async () => {
    await server?.stop();
    probe?.dispose();
  });

  const request = () => `GET ${bigPath} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`;

  it('keeps memory bounded with 300 clients that do not read the largest answer, serves /concepts/ meanwhile, then drops them', async () => {
    // From ten addresses, as many clients would.
    const sockets = await Promise.all(Array.from({ length: 300 }, (_, i) => nonReader(port(), `127.0.0.${2 + (i % 10)}`, request())));
    expect(await concepts()).toEqual([200, true]);
    const during = await liveMemoryMb(probe, server.pid);
    // 300 private copies of the answer would be well over a gigabyte.
    expect(during - baseline).toBeLessThan(64);
    await until(() => dropped() >= 300, 'non-reading clients dropped');
    expect(await concepts()).toEqual([200, true]);
    for (const s of sockets) s.destroy();
  });

  it('keeps memory bounded with 200 pipelined requests on one connection, serves /concepts/ meanwhile, then drops it', async () => {
    const before = dropped();
    const socket = await nonReader(port(), '127.0.0.20', request().repeat(200));
    expect(await concepts()).toEqual([200, true]);
    const during = await liveMemoryMb(probe, server.pid);
    expect(during - baseline).toBeLessThan(64);
    await until(() => dropped() > before, 'pipelining client dropped');
    expect(await concepts()).toEqual([200, true]);
    socket.destroy();
  });
});
