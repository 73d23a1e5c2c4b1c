// The Node HTTP server around the request handler: timeouts that keep slow clients from holding
// it, a safe answer to requests Node cannot parse, and a graceful stop that finishes every
// accepted request and tells keep-alive clients to go away instead of resetting them; and
// listening, with a one-line answer when the port cannot be had.
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

/** The port could not be listened on; the message says which and what to do, in one line. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
}

/** The one-line explanation of a listen failure we can explain, or null. */
export function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string | null {
  const where = `port ${port} on ${host}`;
  if (error.code === 'EADDRINUSE') return `${where} is already in use. Stop what is using it, or set PORT to a free port (PORT=${port < 65535 ? port + 1 : 3000} npm start).`;
  if (error.code === 'EACCES') return `no permission to listen on ${where}. Use a port above 1023 (PORT=3000), or run with the right to bind it.`;
  if (error.code === 'EADDRNOTAVAIL') return `address ${host} is not an address of this machine, so ${where} cannot be listened on. Set HOST to one of its addresses (HOST=0.0.0.0 for all).`;
  return null;
}

/** Listens on the port and resolves with the port bound (the one the system chose for 0);
 * rejects with a ListenError when the port is taken or not allowed. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const message = listenFailure(error, port, host);
      reject(message ? new ListenError(message) : error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

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
