// The shutdown timing rules and their configuration, without a process.
import { ConfigError, parseConfig } from '../../server/config';
import { listenerCloseAt } from '../../server/shutdown';

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
