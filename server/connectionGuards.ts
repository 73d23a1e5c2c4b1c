// Limits that keep one client from holding the server: a cap on open connections in total and
// per client (an IPv4 address, an IPv6 /64: see clientKey.ts; a clear 503 beyond), a cap on
// requests in flight on one connection (a pipelining client gets 503 for the excess and the
// connection closes), a short time-out for connections that have not sent a complete request
// yet, and a write time-out that drops a connection whose client stops reading, so the response
// waiting for it is freed. When the total is reached, a newcomer takes the place of an idle or
// unfinished connection of the client holding the most, if that client holds more than the
// newcomer's: a few networks that each open their full share (with headers trickling in, so that
// nothing is ever answered) cannot keep everyone else out.
// Separate from the HTTP server module: it only wraps the request handler and watches sockets.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { clientKey } from './clientKey';
import { isLoopbackAddress } from './routes/localRequest';

/** The limits; 0 turns one off. */
export interface ConnectionLimits {
  /** Open connections in total. */
  maxConnections: number;
  /** Open connections from one client (an IPv4 address, an IPv6 /64). */
  perClient: number;
  /** Loopback peers are not held to perClient: a reverse proxy on this machine connects from
   * loopback on behalf of all its clients. */
  exemptLoopback: boolean;
  /** Requests on one connection not yet answered (pipelining). */
  inFlightPerConnection: number;
  /** A response whose client takes nothing for this long is dropped. */
  writeTimeoutMs: number;
  /** A connection that has not sent a complete request (its headers) by then is dropped:
   * shorter than the server's header time-out, which also covers later requests. */
  firstRequestTimeoutMs: number;
}

/** Defaults: below a common limit of 1,024 open files, a share of a tenth per client. */
export const CONNECTION_DEFAULTS: ConnectionLimits = { maxConnections: 1000, perClient: 100, exemptLoopback: true, inFlightPerConnection: 8, writeTimeoutMs: 30_000, firstRequestTimeoutMs: 5_000 };

interface SocketState {
  address: string;
  /** The client it counts against (clientKey). */
  key: string;
  /** Exempt from the per-client share, and never made room from (a proxy on this machine). */
  exempt: boolean;
  /** When it was accepted, and whether a complete request arrived on it since. */
  openedAt: number;
  requested: boolean;
  inFlight: number;
  refused: boolean;
  /** What was waiting to be sent when last seen (see waiting()), and when the client last took
   * some of it (or nothing was waiting). */
  buffered: number;
  queued: number;
  progressAt: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Bytes waiting to leave a socket: in its stream buffer (the write under way counted whole until
 * it completes), and the part of libuv's write queue the kernel has not taken yet, which goes
 * down as the client reads (the handle's writeQueueSize, read live). */
function waiting(socket: Socket): { buffered: number; queued: number } {
  const handle = (socket as unknown as { _handle?: { writeQueueSize?: number } | null })._handle;
  return { buffered: socket.writableLength, queued: handle?.writeQueueSize ?? 0 };
}

const rawRefusal = (message: string) =>
  `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 10\r\nCache-Control: no-store\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`;

/** Creates the guards; wrap the request handler with handler() and call attach() on the server. */
export function createConnectionGuards(limits: ConnectionLimits, log: Logger) {
  const sockets = new Map<Socket, SocketState>();
  /** The open connections of each client, oldest first. */
  const perClient = new Map<string, Set<Socket>>();
  let refusedTotal = 0;
  let evictedTotal = 0;

  const refuse = (socket: Socket, state: SocketState, message: string) => {
    state.refused = true;
    refusedTotal += 1;
    socket.end(rawRefusal(message));
    // A client that keeps its end open does not keep the descriptor.
    socket.setTimeout(2000, () => socket.destroy());
  };

  /** A connection to close for a newcomer whose client then holds `holding`: an idle or
   * unfinished one (no request being answered) of the client holding the most, when that client
   * holds more than the newcomer's. */
  const roomFor = (newcomer: string, holding: number): Socket | null => {
    let largest: Set<Socket> | null = null;
    for (const [key, held] of perClient) {
      if (key === newcomer || held.size <= holding || (largest && held.size <= largest.size)) continue;
      const first = held.values().next().value;
      if (first && sockets.get(first)?.exempt) continue;
      largest = held;
    }
    if (!largest) return null;
    for (const socket of largest) {
      const state = sockets.get(socket);
      if (state && state.inFlight === 0 && !state.refused) return socket;
    }
    return null;
  };

  const onConnection = (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const key = clientKey(address);
    const held = perClient.get(key) ?? new Set<Socket>();
    held.add(socket);
    perClient.set(key, held);
    const now = Date.now();
    const exempt = limits.exemptLoopback && isLoopbackAddress(address);
    const state: SocketState = { address, key, exempt, openedAt: now, requested: false, inFlight: 0, refused: false, buffered: 0, queued: 0, progressAt: now };
    sockets.set(socket, state);
    socket.once('close', () => {
      sockets.delete(socket);
      held.delete(socket);
      if (held.size === 0 && perClient.get(key) === held) perClient.delete(key);
    });
    if (limits.perClient > 0 && held.size > limits.perClient && !exempt) {
      refuse(socket, state, `Too many connections from this address (at most ${limits.perClient}); close some and try again.`);
    } else if (limits.maxConnections > 0 && sockets.size > limits.maxConnections) {
      const victim = roomFor(key, held.size);
      if (victim) {
        evictedTotal += 1;
        log.warn({ address: sockets.get(victim)?.address, for: address }, 'connection closed to make room for another client');
        victim.destroy();
      } else refuse(socket, state, `The server is at its limit of ${limits.maxConnections} connections; try again shortly.`);
    }
  };

  // Connections whose client stopped taking data: bytes wait to be sent and none has left for
  // writeTimeoutMs. Checked by one timer for all connections. Progress is the client's: the
  // waiting bytes going down. socket.bytesWritten counts what the server handed over, which
  // does not move while the kernel drains one large write (a steady reader of a 4.5 MB page at
  // 100 kB/s was cut after 3.3 MB); the server writing more is no progress either.
  let lastSweepAt = Date.now();
  let sweepEveryMs = 1000;
  const sweep = () => {
    const now = Date.now();
    // Time the server itself was busy (a long render blocks the event loop, and this timer with
    // it) is not the clients' time: a request waiting unread in the socket, or bytes waiting for
    // the server's next write, are not the client's delay. Every clock is moved on by the stall.
    const stalled = Math.max(0, now - lastSweepAt - sweepEveryMs);
    lastSweepAt = now;
    for (const state of sockets.values()) {
      state.openedAt += stalled;
      state.progressAt += stalled;
    }
    for (const [socket, state] of sockets) {
      const { buffered, queued } = waiting(socket);
      const drained = buffered < state.buffered || queued < state.queued;
      state.buffered = buffered;
      state.queued = queued;
      if (!state.requested && !state.refused && limits.firstRequestTimeoutMs > 0 && now - state.openedAt >= limits.firstRequestTimeoutMs) {
        log.warn({ address: state.address }, 'no complete request in time; connection dropped');
        socket.destroy();
      } else if (buffered === 0 || drained) {
        state.progressAt = now;
      } else if (limits.writeTimeoutMs > 0 && now - state.progressAt >= limits.writeTimeoutMs) {
        log.warn({ address: state.address, buffered: socket.writableLength }, 'client stopped reading; connection dropped');
        socket.destroy();
      }
    }
  };

  return {
    /** Wraps the request handler with the in-flight limit. */
    handler(next: Handler): Handler {
      return (req, res) => {
        const state = sockets.get(req.socket);
        if (!state) return next(req, res);
        // Requests already parsed on a refused connection are not answered.
        if (state.refused) return;
        state.requested = true;
        if (limits.inFlightPerConnection > 0 && state.inFlight >= limits.inFlightPerConnection) {
          // The answers on one connection leave in order, so this one waits for those before it;
          // the connection then closes, and requests pipelined after it are dropped.
          state.refused = true;
          const body = `Too many requests in flight on this connection (at most ${limits.inFlightPerConnection}).`;
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' });
          res.end(body);
          return;
        }
        state.inFlight += 1;
        let done = false;
        const finished = () => {
          if (done) return;
          done = true;
          state.inFlight -= 1;
        };
        res.once('finish', finished);
        res.once('close', finished);
        next(req, res);
      };
    },
    /** Watches the server's connections. */
    attach(server: Server): void {
      // Before the HTTP layer sees the connection, so a refused one gets only the refusal.
      server.prependListener('connection', onConnection);
      // Beyond the refusals' own margin, the operating system's accept is not followed up at all:
      // Node.js closes such a connection unanswered, and the room-making above never sees it. A
      // refused connection stays open until its client's end arrives, and a network that reopens
      // its refused connections at once keeps up to one more for each it holds: a margin as
      // large as the total, so that their churn does not fill it while a newcomer knocks.
      if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections + Math.max(64, limits.maxConnections);
      const timeouts = [limits.writeTimeoutMs, limits.firstRequestTimeoutMs].filter((t) => t > 0);
      if (timeouts.length > 0) {
        sweepEveryMs = Math.max(50, Math.min(1000, Math.floor(Math.min(...timeouts) / 4)));
        lastSweepAt = Date.now();
        const timer = setInterval(sweep, sweepEveryMs);
        timer.unref();
        server.once('close', () => clearInterval(timer));
      }
    },
    /** Open connections, and connections refused so far. */
    get stats() {
      return { connections: sockets.size, clients: perClient.size, refused: refusedTotal, evicted: evictedTotal };
    },
  };
}

/** The guards as returned by createConnectionGuards. */
export type ConnectionGuards = ReturnType<typeof createConnectionGuards>;
