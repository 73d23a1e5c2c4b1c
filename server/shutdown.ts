// Stopping without losing a request. A load balancer keeps sending new connections for a few
// seconds after it was told a replica is going away, and connections the kernel has already
// accepted wait in the listen queue until Node takes them: closing the listener at once resets
// all of them. So on SIGTERM/SIGINT the server first reports "not ready", keeps accepting and
// answering for a drain window (every response with Connection: close, so clients move on), and
// only then closes the listener, lets the requests in flight finish and exits; a hard deadline
// ends it if something hangs.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** Time limits of a shutdown, in milliseconds. */
export interface ShutdownTimes {
  /** Longest drain window: accept and answer, with Connection: close, for this long. */
  delayMs: number;
  /** The listener closes earlier once no connection has arrived for this long (0: never earlier). */
  quietMs: number;
  /** From the signal to a forced exit with code 1. */
  timeoutMs: number;
}

/** What a shutdown needs from the process. */
export interface ShutdownHooks {
  /** Closes the listener and calls back once every accepted request is answered. */
  stop: (done: () => void) => void;
  exit: (code: number) => void;
  log: Logger;
}

/** The shutdown of one server. */
export interface Shutdown {
  /** True from the signal on: readiness answers 503. */
  readonly stopping: boolean;
  /** Starts the shutdown (once; later calls do nothing). */
  begin(signal: string): void;
}

/** When the listener may close: at the end of the drain window, or once no connection has
 * arrived for the quiet period (counted from the signal at the earliest). */
export function listenerCloseAt(times: Pick<ShutdownTimes, 'delayMs' | 'quietMs'>, signalAt: number, lastConnectionAt: number): number {
  const end = signalAt + times.delayMs;
  if (times.quietMs <= 0) return end;
  return Math.min(end, Math.max(signalAt, lastConnectionAt) + times.quietMs);
}

/** The latest the listener may stay open while Node.js is still taking connections that were
 * waiting in the kernel's queue when the window ended: halfway from the window's end to the
 * deadline, so that what it takes then still has time to finish. */
export function listenerHoldUntil(times: ShutdownTimes, signalAt: number): number {
  return signalAt + times.delayMs + Math.max(0, times.timeoutMs - times.delayMs) / 2;
}

/** Watches the server's connections and carries out the shutdown when begun. */
export function createShutdown(server: Server, times: ShutdownTimes, { stop, exit, log }: ShutdownHooks): Shutdown {
  let stopping = false;
  let lastConnectionAt = 0;
  let connectionsTaken = 0;
  server.on('connection', () => {
    lastConnectionAt = Date.now();
    connectionsTaken += 1;
  });
  const closeAfterResponse = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Connection', 'close');
  };

  return {
    get stopping() {
      return stopping;
    },
    begin(signal) {
      if (stopping) return;
      stopping = true;
      const signalAt = Date.now();
      // Runs before the application's handler, so every response of the window says close.
      server.prependListener('request', closeAfterResponse);
      log.info({ signal, ...times }, 'shutting down: not ready, still answering during the drain window');
      const force = setTimeout(() => {
        log.error({ timeoutMs: times.timeoutMs }, 'requests still open at the shutdown deadline; exiting');
        exit(1);
      }, times.timeoutMs);
      force.unref();
      const close = () => {
        log.info({ drainedMs: Date.now() - signalAt }, 'drain window over: listener closed, finishing requests in flight');
        stop(() => {
          log.info({ ms: Date.now() - signalAt }, 'all requests finished');
          exit(0);
        });
      };
      // Closing the listener resets every connection still waiting in the kernel's queue, and
      // while requests keep the event loop busy Node.js takes only one of them per turn of the
      // loop (100 connections to a server that spends 100 ms on each request: 37 taken after
      // 3 s). So the listener closes after a whole turn, its poll for connections included,
      // in which none was taken: setImmediate runs right after that poll. A client that keeps
      // connecting past the window holds it open until listenerHoldUntil at most.
      const closeOnceQueueEmpty = () => {
        const taken = connectionsTaken;
        setImmediate(() => {
          if (listenerCloseAt(times, signalAt, lastConnectionAt) > Date.now()) closeWhenDue();
          else if (connectionsTaken !== taken && Date.now() < listenerHoldUntil(times, signalAt)) closeOnceQueueEmpty();
          else close();
        });
      };
      const closeWhenDue = () => {
        const wait = listenerCloseAt(times, signalAt, lastConnectionAt) - Date.now();
        if (wait > 0) setTimeout(closeWhenDue, wait);
        else closeOnceQueueEmpty();
      };
      closeWhenDue();
    },
  };
}
