import { createCompressionQueue } from '../../../server/cache/compressionQueue';

/** A job that finishes when `release` is called, recording when it started. */
function gatedJob(log: string[], name: string) {
  let release = () => undefined as void;
  const job = () => {
    log.push(`start ${name}`);
    return new Promise<string>((done) => {
      release = () => {
        log.push(`end ${name}`);
        done(name);
      };
    });
  };
  return { job, release: () => release() };
}

describe('the compression queue', () => {
  it('runs one job at a time, in order', async () => {
    const log: string[] = [];
    const queue = createCompressionQueue(1000);
    const a = gatedJob(log, 'a');
    const b = gatedJob(log, 'b');
    const first = queue.run(10, a.job);
    const second = queue.run(10, b.job);
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['start a']);
    a.release();
    await expect(first).resolves.toBe('a');
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.release();
    await expect(second).resolves.toBe('b');
    expect(queue.pendingBytes).toBe(0);
  });

  it('refuses a job past its bound of waiting bytes, and takes jobs again once they ran', async () => {
    const log: string[] = [];
    const queue = createCompressionQueue(100);
    const a = gatedJob(log, 'a');
    const first = queue.run(80, a.job);
    expect(queue.run(30, gatedJob(log, 'b').job)).toBeNull();
    expect(queue.pendingBytes).toBe(80);
    await new Promise((r) => setImmediate(r));
    a.release();
    await first;
    const c = gatedJob(log, 'c');
    const third = queue.run(30, c.job);
    expect(third).not.toBeNull();
    await new Promise((r) => setImmediate(r));
    c.release();
    await expect(third).resolves.toBe('c');
    expect(log).toEqual(['start a', 'end a', 'start c', 'end c']);
  });

  it('always takes one body, however large, when nothing waits', async () => {
    const queue = createCompressionQueue(10);
    await expect(queue.run(1_000, async () => 'big')).resolves.toBe('big');
  });

  it('goes on with the next job after one failed', async () => {
    const queue = createCompressionQueue(100);
    const failed = queue.run(10, async () => Promise.reject(new Error('zlib failed')));
    const next = queue.run(10, async () => 'next');
    await expect(failed).rejects.toThrow('zlib failed');
    await expect(next).resolves.toBe('next');
  });
});
