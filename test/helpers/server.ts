// Starts the built server (dist/) as a child process on a free port for browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** A running server. */
export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  /** Ends the server and resolves with its exit code, or the name of the signal that ended it
   * (a crash shows as SIGSEGV or SIGABRT, not as a bare null). Without a signal it is killed at once: a
   * graceful stop waits out the drain window and every idle keep-alive connection, seconds that
   * only the tests of stopping need (they pass SIGTERM or SIGINT and check what it does). */
  stop: (signal?: NodeJS.Signals) => Promise<number | NodeJS.Signals | null>;
  /** Resolves with the exit code (or ending signal) once the server ends by itself (no signal is sent). */
  exited: () => Promise<number | NodeJS.Signals | null>;
}

/** Finds a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Every server started in this module's lifetime (one test file under jest) that has not exited. */
const runningChildren = new Set<ChildProcess>();

/** How a process ended: its exit code, or the signal that ended it. */
function endOf(child: ChildProcess): number | NodeJS.Signals | null {
  return child.exitCode ?? child.signalCode;
}

/** Resolves with how the process ended, once it has (at once when it already had). */
function ended(child: ChildProcess): Promise<number | NodeJS.Signals | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(endOf(child));
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
}

/** Sends the signal unless the process has already ended; resolves with its exit code (or the
 * signal that ended it) once it has. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<number | NodeJS.Signals | null> {
  const end = ended(child);
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return end;
}

/** Kills every server still running: a test that failed before its own `stop()` would otherwise
 * leave a process behind, and jest would never exit. */
export async function stopRunningServers(): Promise<void> {
  await Promise.all([...runningChildren].map((child) => stopChild(child, 'SIGKILL')));
}

// Under jest, each test file stops what its tests left running once it has finished.
if (typeof afterAll === 'function') afterAll(stopRunningServers);

/** Starts dist/server/index.cjs with the given environment and waits for /healthz (on a free
 * port, or on env.PORT to stand in for a server that was stopped). */
export async function startServer(env: Record<string, string> = {}, cwd = ROOT, entry = join(ROOT, 'dist', 'server', 'index.cjs')): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd,
    // As `npm run serve` and the image start it (MALLOC_ARENA_MAX: see the Dockerfile).
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', HSTS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningChildren.add(child);
  child.once('exit', () => runningChildren.delete(child));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Until it answers or exits: how long start-up takes depends on the machine's load, and the
  // test's own time-out bounds the wait.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    stop: (signal: NodeJS.Signals = 'SIGKILL') => stopChild(child, signal),
    exited: () => ended(child),
  };
}
