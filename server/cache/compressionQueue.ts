// Cache fills compress each response with gzip and brotli at their best levels in libuv's
// worker threads. A crawler asks faster than that: started as they came, the compressions ran
// side by side, each waiting body and each encoder's memory held at once, and the allocator
// kept the peak. Fills therefore wait in one queue and compress one at a time; a fill that
// would make the queue hold more than its bound is not made (the response was sent already;
// the page is simply rendered again on its next request). Answers kept once per content version
// outside the LRU (print views, see htmlCache.ts pin) are few and always wait their turn.

/** Runs compression jobs one at a time, within a bound of waiting bytes. */
export interface CompressionQueue {
  /** Queues a job for a body of `bytes`; null when the queue is full (the job never runs),
   * unless `always`: then the job waits its turn whatever the queue holds. */
  run<T>(bytes: number, job: () => Promise<T>, always?: boolean): Promise<T> | null;
  /** Bytes of the bodies queued or being compressed. */
  readonly pendingBytes: number;
}

/** Creates a queue holding at most `maxPendingBytes` of bodies (one body always fits). */
export function createCompressionQueue(maxPendingBytes: number): CompressionQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run(bytes, job, always = false) {
      if (!always && pending > 0 && pending + bytes > maxPendingBytes) return null;
      pending += bytes;
      const result = tail.then(job).finally(() => {
        pending -= bytes;
      });
      tail = result.catch(() => undefined);
      return result;
    },
    get pendingBytes() {
      return pending;
    },
  };
}
