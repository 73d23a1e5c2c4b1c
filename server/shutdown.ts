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

/** Watches the server's connections and carries out the shutdown when begun. */
export function createShutdown(server: Server, times: ShutdownTimes, { stop, exit, log }: ShutdownHooks): Shutdown {
  let stopping = false;
  let lastConnectionAt = 0;
  server.on('connection', () => {
    lastConnectionAt = Date.now();
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
      const closeWhenDue = () => {
        const wait = listenerCloseAt(times, signalAt, lastConnectionAt) - Date.now();
        if (wait > 0) {
          setTimeout(closeWhenDue, wait);
          return;
        }
        // A timer can fire right after a long render, before the event loop has polled the
        // listener: setImmediate runs after that poll, so connections already waiting in the
        // kernel's queue are taken (and counted as new) before the listener closes.
        setImmediate(() => {
          if (listenerCloseAt(times, signalAt, lastConnectionAt) > Date.now()) {
            closeWhenDue();
            return;
          }
          log.info({ drainedMs: Date.now() - signalAt }, 'drain window over: listener closed, finishing requests in flight');
          stop(() => {
            log.info({ ms: Date.now() - signalAt }, 'all requests finished');
            exit(0);
          });
        });
      };
      closeWhenDue();
    },
  };
}
