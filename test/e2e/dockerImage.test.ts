// The container image, built the way an operator builds it, from a clean context: no engine runs
// in CI, so each Dockerfile stage is carried out in an empty folder with exactly the files its
// COPY lines name (see helpers/dockerBuild.ts). A file the build or the server needs but the
// Dockerfile forgets makes a stage fail here as it would in `docker build`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStages, machineEnv, seededNpmCache, type BuiltStage } from '../helpers/dockerBuild';
import { freePort, stopChild } from '../helpers/server';

jest.setTimeout(600_000);
const ROOT = join(__dirname, '..', '..');

describe('the Dockerfile', () => {
  let work: string;
  let runtime: BuiltStage;
  const started: ChildProcess[] = [];

  /** Starts the runtime stage's CMD with its ENV on a free port; resolves once it listens. */
  async function startRuntime(): Promise<{ child: ChildProcess; port: number }> {
    const [command, ...args] = runtime.stage.cmd ?? [];
    if (!command) throw new Error('the runtime stage has no CMD');
    const port = await freePort();
    const child = spawn(command, args, { cwd: runtime.dir, env: { ...machineEnv(), ...runtime.stage.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const seen = (data: Buffer) => {
        output += data.toString();
        if (output.includes('listening on')) resolve();
      };
      child.stdout?.on('data', seen);
      child.stderr?.on('data', seen);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
    });
    return { child, port };
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'image-'));
    const stages = await buildStages(ROOT, work, await seededNpmCache(work));
    const last = [...stages.values()].pop();
    if (!last) throw new Error('the Dockerfile has no stage');
    runtime = last;
  });

  afterAll(async () => {
    await Promise.all(started.map((child) => stopChild(child, 'SIGKILL')));
    rmSync(work, { recursive: true, force: true });
  });

  it('builds an image without tests or development dependencies', () => {
    expect(existsSync(join(runtime.dir, runtime.stage.cmd?.[1] ?? 'missing'))).toBe(true);
    expect(existsSync(join(runtime.dir, 'test'))).toBe(false);
    expect(existsSync(join(runtime.dir, 'node_modules', 'express'))).toBe(true);
    expect(existsSync(join(runtime.dir, 'node_modules', 'jest'))).toBe(false);
    expect(existsSync(join(runtime.dir, 'node_modules', 'esbuild'))).toBe(false);
  });

  it('starts with its CMD and ENV and answers /healthz and / with 200', async () => {
    const { port } = await startRuntime();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>webpack</title>');
  });

  it('exits 0 on SIGTERM', async () => {
    const { child } = await startRuntime();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
