// The live heap of a server started with heapProbe.cjs (see there): environment to start it with,
// and a reading after a full collection.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface HeapProbe {
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Live heap in MB after a full collection in the process, or NaN when it did not answer. */
  liveHeapMb(pid: number): Promise<number>;
  /** process.memoryUsage() of the process after a full collection, in MB (empty when it did not answer). */
  usageMb(pid: number): Promise<Partial<Record<keyof NodeJS.MemoryUsage, number>>>;
  dispose(): void;
}

export function heapProbe(root = resolve(__dirname, '..', '..')): HeapProbe {
  const dir = mkdtempSync(join(tmpdir(), 'heap-probe-'));
  const file = join(dir, 'heap.json');
  const usageMb: HeapProbe['usageMb'] = async (pid) => {
    // 0 or below would signal a whole process group.
    if (!(pid > 0)) throw new Error(`no process to probe (pid ${pid})`);
    rmSync(file, { force: true });
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 100; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      try {
        const usage = JSON.parse(readFileSync(file, 'utf8')) as Record<keyof NodeJS.MemoryUsage, number>;
        return Object.fromEntries(Object.entries(usage).map(([name, bytes]) => [name, bytes / 2 ** 20]));
      } catch {
        // not written yet
      }
    }
    return {};
  };
  return {
    // Quoted, so a folder name with spaces survives NODE_OPTIONS parsing.
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(join(root, 'test', 'helpers', 'heapProbe.cjs'))}`].filter(Boolean).join(' '),
      HEAP_PROBE_FILE: file,
    },
    liveHeapMb: async (pid) => (await usageMb(pid)).heapUsed ?? Number.NaN,
    usageMb,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
