// Another machine for tests of per-client limits: a network namespace joined to this one by a
// veth pair, holding as many IPv4 and IPv6 addresses as asked (the IPv6 ones all in one /64).
// Loopback peers are exempt from per-client limits (a proxy on the same machine speaks for
// everyone), so only clients arriving on a real interface show what an attacker meets.
// Needs root and iproute2; remoteNetwork() says why when it cannot make one.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';

const CLIENTS = join(__dirname, 'remoteClients.cjs');

/** A namespace with its addresses, the addresses of this side, and a way to run clients in it. */
export interface RemoteNetwork {
  /** This machine's addresses on the link (where a server listening on :: is reached). */
  local: { v4: string; v6: string };
  /** The remote machine's addresses. */
  v4: string[];
  v6: string[];
  /** Runs remoteClients.cjs in the namespace with the given options. */
  run(options: Record<string, unknown>): ChildProcess;
  /** One GET from a remote address; the status (0: reset or no answer) and the start of the body. */
  get(from: string, host: string, port: number, path: string): Promise<{ status: number; body: string }>;
  dispose(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Makes the namespace, or returns the reason it cannot. */
export function remoteNetwork(count: { v4: number; v6: number }): RemoteNetwork | { skip: string } {
  const id = `${process.pid % 10000}${randomInt(1000)}`;
  const ns = `rn${id}`;
  const [here, there] = [`rh${id}`, `rt${id}`];
  // A private /24 and /64 of their own, so that parallel runs do not meet.
  const [a, b] = [randomInt(64, 128), randomInt(1, 255)];
  const net4 = `10.${a}.${b}`;
  const net6 = `fd00:${a.toString(16)}:${b.toString(16)}:1`;
  try {
    ip('netns', 'add', ns);
  } catch (error: unknown) {
    return { skip: `cannot create a network namespace (needs root and iproute2): ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` };
  }
  const children = new Set<ChildProcess>();
  const dispose = () => {
    for (const child of children) child.kill('SIGKILL');
    // Deleting the namespace deletes its end of the pair, and with it this end.
    try {
      ip('netns', 'del', ns);
    } catch {
      // already gone
    }
  };
  try {
    ip('link', 'add', here, 'type', 'veth', 'peer', 'name', there);
    ip('link', 'set', there, 'netns', ns);
    ip('addr', 'add', `${net4}.1/24`, 'dev', here);
    ip('-6', 'addr', 'add', `${net6}::1/64`, 'dev', here, 'nodad');
    ip('link', 'set', here, 'up');
    ip('-n', ns, 'link', 'set', 'lo', 'up');
    const v4 = Array.from({ length: count.v4 }, (_, i) => `${net4}.${10 + i}`);
    const v6 = Array.from({ length: count.v6 }, (_, i) => `${net6}::${(0x100 + i).toString(16)}`);
    for (const address of v4) ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', there);
    for (const address of v6) ip('-n', ns, '-6', 'addr', 'add', `${address}/64`, 'dev', there, 'nodad');
    ip('-n', ns, 'link', 'set', there, 'up');
    const run = (options: Record<string, unknown>) => {
      const child = spawn('ip', ['netns', 'exec', ns, process.execPath, CLIENTS, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    };
    return {
      local: { v4: `${net4}.1`, v6: `${net6}::1` },
      v4,
      v6,
      run,
      get: (from, host, port, path) =>
        new Promise((resolve, reject) => {
          let out = '';
          const child = run({ mode: 'get', host, port, from, path });
          child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
          child.once('exit', () => {
            try {
              resolve(JSON.parse(out) as { status: number; body: string });
            } catch {
              reject(new Error(`the remote client printed ${JSON.stringify(out)}`));
            }
          });
        }),
      dispose,
    };
  } catch (error: unknown) {
    dispose();
    return { skip: `cannot set up the namespace's link: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` };
  }
}

/** The last status line a `hold` client printed. */
export function holdStatus(child: ChildProcess): () => { open: number; held: number; refused: number; closed: number } {
  let last = { open: 0, held: 0, refused: 0, closed: 0 };
  let pending = '';
  child.stdout?.on('data', (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    const latest = lines.at(-1);
    if (latest) last = JSON.parse(latest) as typeof last;
  });
  return () => last;
}
