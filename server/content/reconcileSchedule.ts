// When to compare the disk with what was read. Watcher events are hints: paths that arrive close
// together form one batch, compared at once; every path touched since things were last quiet is
// compared once more after a settle period longer than the watcher's own throttle (chokidar drops
// a second `change` for a path within 50 ms and never sends it later), and again for as long as
// a settle pass still finds something. A full pass over the whole tree can be asked for at any
// time (the watcher runs one every second). Every pass runs after the one before it.

/** Compares the given scopes ('' is the whole tree); resolves to true when something changed. */
export type Reconcile = (scopes: string[]) => Promise<boolean>;

/** Timings of the schedule, in milliseconds. */
export interface ScheduleTimings {
  /** How long hints gather into one batch. */
  batchMs: number;
  /** Quiet time after a batch before its paths are compared again. */
  settleMs: number;
}

/** The default timings: the settle period is well past chokidar's 50 ms change throttle. */
export const DEFAULT_TIMINGS: ScheduleTimings = { batchMs: 15, settleMs: 120 };

/** Creates the schedule; onError receives a failed pass (the next pass starts anyway). */
export function createReconcileSchedule(reconcile: Reconcile, onError: (error: unknown) => void, timings: ScheduleTimings = DEFAULT_TIMINGS) {
  let pending = new Set<string>();
  let touched = new Set<string>();
  let batchTimer: ReturnType<typeof setTimeout> | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let fullQueued = false;
  let passes = 0;

  const run = (work: () => Promise<unknown>) => {
    running = running
      .then(() => {
        if (stopped) return undefined;
        passes += 1;
        return work();
      })
      .catch(onError);
  };
  const armSettle = () => {
    if (stopped) return;
    if (settleTimer) clearTimeout(settleTimer);
    settleTimer = setTimeout(settle, timings.settleMs);
  };
  // One batch pass and one settle pass wait at most: a waiting pass takes the paths gathered
  // when it starts. A storm of thousands of events otherwise queued a pass per 15 ms of events,
  // and an edit made after the storm waited behind all of them.
  let batchQueued = false;
  let settleQueued = false;
  const flush = () => {
    batchTimer = null;
    if (batchQueued) return;
    batchQueued = true;
    run(async () => {
      batchQueued = false;
      const batch = [...pending];
      pending = new Set();
      for (const path of batch) touched.add(path);
      await reconcile(batch);
      armSettle();
    });
  };
  function settle(): void {
    settleTimer = null;
    if (settleQueued) return;
    settleQueued = true;
    run(async () => {
      settleQueued = false;
      const scope = [...touched];
      touched = new Set();
      if (!(await reconcile(scope))) return;
      // Something was still missing: events were lost, so look at the same paths once more.
      for (const path of scope) touched.add(path);
      armSettle();
    });
  }

  return {
    /** Notes that something may have changed at this path (relative, forward slashes; a folder stands for all below it). */
    hint(path: string): void {
      if (stopped) return;
      pending.add(path);
      if (!batchTimer) batchTimer = setTimeout(flush, timings.batchMs);
    },
    /** Queues a pass over the whole tree. */
    full(): void {
      // One queued full pass covers any number of requests made while it waits.
      if (fullQueued) return;
      fullQueued = true;
      run(() => {
        fullQueued = false;
        return reconcile(['']);
      });
    },
    /** Passes started so far, and the paths waiting in the batch and for the settle pass. */
    state(): { passes: number; pending: number; touched: number } {
      return { passes, pending: pending.size, touched: touched.size };
    },
    /** Resolves once every queued pass has finished. */
    idle(): Promise<void> {
      return running.then(() => undefined);
    },
    /** Stops the timers; resolves when the pass in progress has finished. */
    stop(): Promise<void> {
      stopped = true;
      if (batchTimer) clearTimeout(batchTimer);
      if (settleTimer) clearTimeout(settleTimer);
      return running.then(() => undefined);
    },
  };
}

/** The schedule as returned by createReconcileSchedule. */
export type ReconcileSchedule = ReturnType<typeof createReconcileSchedule>;
