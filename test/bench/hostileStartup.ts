// Bench figure of the "abuse" section: how long the server takes to start (spawned until
// /healthz answers) on a copy of the documentation with a stranger's hostile folder added
// (test/fixtures/hostileFolder.ts: links out of the folder, a FIFO, an alias bomb, and one
// 70 kB page of each once-quadratic shape), against the same copy without it. Goal: 3 times at
// most. Runs alternate between the two folders so that load from elsewhere falls on both alike.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeHostileFolder } from '../fixtures/hostileFolder';
import { freePort } from '../helpers/server';
import { quantile } from './stats';

const SERVER = resolve(__dirname, '..', '..', 'dist', 'server', 'index.cjs');

/** What the figure needs from the bench script. */
export interface HostileStartupOptions {
  quick: boolean;
  corpus: string;
  line: (label: string, value: string) => void;
  heading: (title: string) => void;
}

/** Milliseconds from spawning the server on `dir` until /healthz answers (polled every 50 ms;
 * up to two minutes, as a loaded machine may need). */
async function startupMs(dir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', HSTS: '0', LOG_LEVEL: 'silent', CONTENT_DIR: dir },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < 120_000) {
      if (child.exitCode !== null) throw new Error(`server on ${dir} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server on ${dir} did not answer /healthz within two minutes`);
  } finally {
    child.kill('SIGKILL');
  }
}

/** Prints the start-up time with the hostile folder against without it. */
export async function hostileStartupFigures({ quick, corpus, line, heading }: HostileStartupOptions): Promise<void> {
  heading('Hostile content at start-up (documentation copy + hostile folder, against the copy alone; goal ≤ 3×)');
  const plain = mkdtempSync(join(tmpdir(), 'bench-plain-'));
  const hostile = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  try {
    cpSync(corpus, plain, { recursive: true });
    cpSync(corpus, hostile, { recursive: true });
    // test/bench and dist/tools are both two levels below the repository.
    makeHostileFolder(70_000, join(hostile, 'zz-hostile'), resolve(__dirname, '..', '..', 'test', 'fixtures', 'hostile-content'));
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
