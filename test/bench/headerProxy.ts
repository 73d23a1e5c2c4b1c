// A proxy that adds to every response of a site the two response headers of helmet's defaults
// the server leaves out (server/app.ts): the bench measures the page with them, beside the page
// as served, to show what they cost.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LEFT_OUT_HEADERS: Readonly<Record<string, string>> = { 'cross-origin-opener-policy': 'same-origin', 'origin-agent-cluster': '?1' };

/** Starts a proxy of origin on a free port of this machine; stop() closes it. */
export async function headerProxy(origin: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const upstream = request(origin + (req.url ?? '/'), { method: req.method, headers: { ...req.headers, host: new URL(origin).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...LEFT_OUT_HEADERS });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
