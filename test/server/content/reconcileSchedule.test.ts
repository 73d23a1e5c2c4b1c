import { createReconcileSchedule } from '../../../server/content/reconcileSchedule';

const timings = { batchMs: 15, settleMs: 120 };

describe('the reconcile schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function schedule(changedOnPass: (n: number) => boolean = () => false) {
    const passes: string[][] = [];
    const reconcile = jest.fn(async (scopes: string[]) => {
      passes.push(scopes);
      return changedOnPass(passes.length);
    });
    const errors: unknown[] = [];
    return { passes, errors, schedule: createReconcileSchedule(reconcile, (e) => errors.push(e), timings) };
  }

  it('compares hinted paths as one batch, then once more after the settle period', async () => {
    const { passes, schedule: s } = schedule();
    s.hint('guide/a.mdx');
    s.hint('guide/b.mdx');
    s.hint('guide/a.mdx');
    await jest.advanceTimersByTimeAsync(timings.batchMs);
    expect(passes).toEqual([['guide/a.mdx', 'guide/b.mdx']]);
    await jest.advanceTimersByTimeAsync(timings.settleMs - 1);
    expect(passes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(passes).toEqual([['guide/a.mdx', 'guide/b.mdx'], ['guide/a.mdx', 'guide/b.mdx']]);
    await jest.advanceTimersByTimeAsync(10 * timings.settleMs);
    expect(passes).toHaveLength(2);
  });

  it('keeps settling the touched paths while a settle pass still finds changes (events were lost)', async () => {
    const { passes, schedule: s } = schedule((n) => n === 2 || n === 3);
    s.hint('a.mdx');
    await jest.advanceTimersByTimeAsync(timings.batchMs + 4 * timings.settleMs);
    expect(passes).toEqual([['a.mdx'], ['a.mdx'], ['a.mdx'], ['a.mdx']]);
  });

  it('waits for quiet: a new batch moves the settle pass and it covers every path touched since', async () => {
    const { passes, schedule: s } = schedule();
    s.hint('a.mdx');
    await jest.advanceTimersByTimeAsync(timings.batchMs + timings.settleMs / 2);
    s.hint('b.mdx');
    await jest.advanceTimersByTimeAsync(timings.batchMs + timings.settleMs - 1);
    expect(passes).toEqual([['a.mdx'], ['b.mdx']]);
    await jest.advanceTimersByTimeAsync(1);
    expect(passes).toEqual([['a.mdx'], ['b.mdx'], ['a.mdx', 'b.mdx']]);
  });

  it('runs passes one after another and folds full passes asked for while one waits', async () => {
    let release = () => {};
    const passes: string[][] = [];
    const s = createReconcileSchedule(
      (scopes) => {
        passes.push(scopes);
        return passes.length === 1 ? new Promise<boolean>((done) => (release = () => done(false))) : Promise.resolve(false);
      },
      () => {},
      timings,
    );
    s.full();
    await jest.advanceTimersByTimeAsync(0);
    // The first pass is running; the next two requests wait as one pass.
    s.full();
    s.full();
    await jest.advanceTimersByTimeAsync(0);
    expect(passes).toEqual([['']]);
    release();
    await s.idle();
    expect(passes).toEqual([[''], ['']]);
  });

  it('reports a failed pass and goes on with the next', async () => {
    let n = 0;
    const errors: unknown[] = [];
    const s = createReconcileSchedule(
      async () => {
        n += 1;
        if (n === 1) throw new Error('disk hiccup');
        return false;
      },
      (e) => errors.push(e),
      timings,
    );
    s.full();
    await s.idle();
    s.full();
    await s.idle();
    expect(n).toBe(2);
    expect(errors).toEqual([new Error('disk hiccup')]);
  });
});
