// The Node HTTP server around the request handler: timeouts that keep slow clients from holding
// it, a safe answer to requests Node cannot parse, and a graceful stop that finishes every
// accepted request and tells keep-alive clients to go away instead of resetting them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/** Time limits of the server, in milliseconds. */
export interface ServerTimeouts {
  headers: number;
  request: number;
  keepAlive: number;
}

const SECURITY_HEADERS = 'Content-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n';

/** Creates the HTTP server. */
export function createHttpServer(handler: (req: IncomingMessage, res: ServerResponse) => void, timeouts: ServerTimeouts, log: Logger) {
  let closing = false;
  const server: Server = createServer(
    // Check connections for the header and request time-outs often enough to enforce them.
    { connectionsCheckingInterval: Math.min(1000, timeouts.headers), requestTimeout: timeouts.request, headersTimeout: timeouts.headers, keepAliveTimeout: timeouts.keepAlive },
    (req, res) => {
      // While stopping, every response tells the client not to reuse the connection.
      if (closing) res.setHeader('Connection', 'close');
      handler(req, res);
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    const body = status.slice(4);
    socket.end(`HTTP/1.1 ${status}\r\n${SECURITY_HEADERS}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });

  return {
    server,
    /** Stops accepting, lets accepted requests finish, then calls done. */
    stop(done: () => void): void {
      if (closing) return;
      closing = true;
      // server.close() also drops idle keep-alive connections at once; a client may be sending
      // its next request on one at that moment and would see a reset. So only listening stops
      // here: idle connections end with the keep-alive time-out, and every request that still
      // arrives on them is answered (with Connection: close).
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => undefined;
      server.close(() => done());
      server.closeIdleConnections = closeIdle;
      log.info('stopped accepting connections; finishing requests in flight');
    },
  };
}
