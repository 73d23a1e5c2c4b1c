// A plain HTTP GET to a dev server started by a proof, with the answer as the client got it.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Where the server listens: a port on 127.0.0.1, or a Unix socket. */
export interface Target {
  port?: number;
  socketPath?: string;
}

/** A GET with the given headers (Host defaults to localhost); the body read as latin1. */
export function get(target: Target | number, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const at = typeof target === 'number' ? { port: target } : target;
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', ...at, path, headers: { Host: 'localhost', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What `whileListening` needs of a dev server (webpack-dev-server's `Server`). */
interface StartableServer {
  start(): Promise<void>;
  stop(): Promise<void>;
  server?: { address(): unknown } | null;
}

/** Starts the dev server, hands `check` the port it listens on, and stops the server however `check` ends. */
export async function whileListening(server: StartableServer, check: (port: number) => Promise<void>): Promise<void> {
  await server.start();
  try {
    const address = server.server?.address() as { port?: number } | string | null | undefined;
    await check(typeof address === 'object' && address ? (address.port ?? 0) : 0);
  } finally {
    await server.stop();
  }
}
