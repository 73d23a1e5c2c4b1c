// The shutdown timing rules and their configuration, without a process.
import { ConfigError, parseConfig } from '../../server/config';
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { silentLogger } from '../../server/logger';
import { createShutdown, listenerCloseAt, listenerHoldUntil } from '../../server/shutdown';

describe('listenerCloseAt', () => {
  const times = { delayMs: 5000, quietMs: 1000 };

  it('closes at the end of the drain window while connections keep arriving', () => {
    expect(listenerCloseAt(times, 10_000, 14_900)).toBe(15_000);
  });

  it('closes once no connection has arrived for the quiet period, counted from the signal at the earliest', () => {
    expect(listenerCloseAt(times, 10_000, 0)).toBe(11_000);
    expect(listenerCloseAt(times, 10_000, 12_500)).toBe(13_500);
  });

  it('waits the whole window when the quiet period is 0', () => {
    expect(listenerCloseAt({ delayMs: 5000, quietMs: 0 }, 10_000, 0)).toBe(15_000);
  });
});

describe('closing the listener after the drain window', () => {
  /** A stand-in server that takes one waiting connection per turn of the event loop for `forMs`
   * (as Node.js does with a queue of connections while requests keep it busy); resolves with when
   * it took the last one and when the shutdown closed the listener, in ms from the signal. */
  function closeAfterQueue(forMs: number, times: { delayMs: number; quietMs: number; timeoutMs: number }): Promise<{ lastTakenMs: number; closedMs: number }> {
    const server = new EventEmitter() as unknown as Server;
    const started = Date.now();
    let lastTakenMs = 0;
    let closed = false;
    const takeOne = () => {
      if (closed || Date.now() - started >= forMs) return;
      lastTakenMs = Date.now() - started;
      server.emit('connection');
      setImmediate(takeOne);
    };
    return new Promise((resolve) => {
      const stop = () => {
        closed = true;
        resolve({ lastTakenMs, closedMs: Date.now() - started });
      };
      createShutdown(server, times, { stop, exit: () => undefined, log: silentLogger() }).begin('SIGTERM');
      setImmediate(takeOne);
    });
  }

  it('closes only after a turn of the event loop in which no waiting connection was taken, even past the window', async () => {
    // Connections are taken for 80 ms, four times the 20 ms window.
    const { lastTakenMs, closedMs } = await closeAfterQueue(80, { delayMs: 20, quietMs: 0, timeoutMs: 600_000 });
    expect(lastTakenMs).toBeGreaterThanOrEqual(70);
    expect(closedMs).toBeGreaterThanOrEqual(lastTakenMs);
  });

  it('closes by listenerHoldUntil, halfway from the window to the deadline, when connections never stop coming', async () => {
    const times = { delayMs: 20, quietMs: 0, timeoutMs: 220 };
    expect(listenerHoldUntil(times, 1000)).toBe(1000 + 20 + 100);
    const { closedMs } = await closeAfterQueue(Number.POSITIVE_INFINITY, times);
    expect(closedMs).toBeGreaterThanOrEqual(120);
  });
});

describe('shutdown configuration', () => {
  it('drains up to 5 s (closing after 1 s without new connections) and exits by 20 s by default', () => {
    expect(parseConfig({}, '/').shutdown).toEqual({ delayMs: 5000, quietMs: 1000, timeoutMs: 20_000 });
  });

  it('reads SHUTDOWN_DELAY_MS, SHUTDOWN_QUIET_MS and SHUTDOWN_TIMEOUT_MS', () => {
    expect(parseConfig({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_QUIET_MS: '0', SHUTDOWN_TIMEOUT_MS: '3000' }, '/').shutdown).toEqual({ delayMs: 0, quietMs: 0, timeoutMs: 3000 });
  });

  it('refuses a deadline that leaves the drain window no time to finish', () => {
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '10000', SHUTDOWN_TIMEOUT_MS: '10000' }, '/')).toThrow(ConfigError);
    expect(() => parseConfig({ SHUTDOWN_DELAY_MS: '10000', SHUTDOWN_TIMEOUT_MS: '10000' }, '/')).toThrow(/SHUTDOWN_TIMEOUT_MS \(10000\) must be greater than SHUTDOWN_DELAY_MS \(10000\)/);
  });
});
