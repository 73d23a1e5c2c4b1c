// Bench figure of the "abuse" section: how long the server takes to start (spawned until
// /healthz answers) on a copy of the documentation with a stranger's hostile folder added
// (test/fixtures/hostileFolder.ts: links out of the folder, a FIFO, an alias bomb, and one
// 70 kB page of each once-quadratic shape), against the same copy without it. Goal: 3 times at
// most. Runs alternate between the two folders so that load from elsewhere falls on both alike.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeHostileFolder } from '../fixtures/hostileFolder';
import { startServer } from '../helpers/server';
import { quantile } from './stats';

/** What the figure needs from the bench script. */
export interface HostileStartupOptions {
  quick: boolean;
  corpus: string;
  line: (label: string, value: string) => void;
  heading: (title: string) => void;
}

/** Milliseconds from spawning the server on `dir` until /healthz answers (polled every 100 ms). */
async function startupMs(dir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ CONTENT_DIR: dir, LOG_LEVEL: 'silent' });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

/** Prints the start-up time with the hostile folder against without it. */
export async function hostileStartupFigures({ quick, corpus, line, heading }: HostileStartupOptions): Promise<void> {
  heading('Hostile content at start-up (documentation copy + hostile folder, against the copy alone; goal ≤ 3×)');
  const plain = mkdtempSync(join(tmpdir(), 'bench-plain-'));
  const hostile = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  try {
    cpSync(corpus, plain, { recursive: true });
    cpSync(corpus, hostile, { recursive: true });
    makeHostileFolder(70_000, join(hostile, 'zz-hostile'));
    const times = { plain: [] as number[], hostile: [] as number[] };
    const rounds = quick ? 2 : 5;
    for (let round = 0; round < rounds; round += 1) {
      times.plain.push(await startupMs(plain));
      times.hostile.push(await startupMs(hostile));
    }
    const plainMs = quantile(times.plain, 0.5);
    const hostileMs = quantile(times.hostile, 0.5);
    line('start-up, documentation alone (median)', `${plainMs.toFixed(0)} ms`);
    line('start-up, with the hostile folder (median)', `${hostileMs.toFixed(0)} ms`);
    line('ratio (goal ≤ 3)', `${(hostileMs / plainMs).toFixed(2)}×`);
  } finally {
    rmSync(plain, { recursive: true, force: true });
    rmSync(hostile, { recursive: true, force: true });
  }
}
