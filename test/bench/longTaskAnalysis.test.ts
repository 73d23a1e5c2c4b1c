import { commitOf, longestOurs, longTasksOf, moduleEvaluationMs, type TraceEvent } from './longTaskAnalysis';

const PAGE = 'http://127.0.0.1:4000/concepts/';
const MAIN = { pid: 1, tid: 7 };

function x(name: string, startMs: number, durMs: number, url?: string, at = MAIN): TraceEvent {
  return { name, ph: 'X', ...at, ts: startMs * 1000, dur: durMs * 1000, ...(url ? { args: { data: { url } } } : {}) };
}

const parse: TraceEvent = { name: 'ParseHTML', ph: 'X', ...MAIN, ts: 1000, dur: 2000, args: { beginData: { url: PAGE } } };

describe('long tasks of a traced page load', () => {
  const events: TraceEvent[] = [
    x('RunTask', 0, 5),
    parse,
    // The browser's own layout: long, not ours.
    x('RunTask', 10, 80),
    x('Layout', 11, 70),
    // Our bundle's evaluation: long and ours.
    x('RunTask', 100, 120),
    // (Chromium names no script in a module's evaluation event, only its world: 0, the page's.)
    { ...x('v8.evaluateModule', 101, 110), args: { worldId: 0 } },
    // A callback of ours, nested calls counted once.
    x('RunTask', 300, 60),
    x('FunctionCall', 301, 55, 'http://127.0.0.1:4000/assets/main-ABC.js'),
    x('FunctionCall', 302, 40, 'http://127.0.0.1:4000/assets/main-ABC.js'),
    // The browser's own layout with a listener of ours running briefly: not ours.
    x('RunTask', 700, 100),
    x('Layout', 701, 90),
    x('EventDispatch', 795, 2, 'http://127.0.0.1:4000/concepts/'),
    // Someone else's script (an extension, another origin): long, not ours.
    x('RunTask', 400, 90),
    x('FunctionCall', 401, 85, 'https://elsewhere.example/widget.js'),
    // A module evaluated in another world (a harness's, an extension's): not ours.
    x('RunTask', 1000, 70),
    { ...x('v8.evaluateModule', 1001, 65), args: { worldId: 3 } },
    // Short work of ours is no long task.
    x('RunTask', 500, 30),
    x('FunctionCall', 501, 28, 'http://127.0.0.1:4000/assets/main-ABC.js'),
    // Another renderer's long task is not this page's.
    x('RunTask', 600, 300, undefined, { pid: 2, tid: 7 }),
  ];

  it('lists the main thread tasks over 50 ms in order, marking those mostly spent in our script', () => {
    const tasks = longTasksOf(events, PAGE);
    expect(tasks.map((t) => [t.startMs, t.durationMs, t.ours])).toEqual([
      [10, 80, false],
      [100, 120, true],
      [300, 60, true],
      [400, 90, false],
      [700, 100, false],
      [1000, 70, false],
    ]);
    expect(tasks[4]?.ourScriptMs).toBe(2);
    expect(tasks[1]?.inside).toEqual(['v8.evaluateModule 110.0 ms']);
    expect(tasks[2]?.inside).toEqual(['FunctionCall 55.0 ms']);
  });

  it('counts layout our script forced as ours', () => {
    const forced = [parse, x('RunTask', 0, 80), x('FunctionCall', 1, 75, 'http://127.0.0.1:4000/assets/main-ABC.js'), x('Layout', 10, 60)];
    expect(longTasksOf(forced, PAGE).map((t) => [t.ours, t.ourScriptMs])).toEqual([[true, 75]]);
  });

  it('counts the page\'s inline scripts as ours', () => {
    const inline = [parse, x('RunTask', 0, 70), x('EvaluateScript', 1, 65, PAGE)];
    expect(longTasksOf(inline, PAGE).map((t) => t.ours)).toEqual([true]);
  });

  it('lists shorter tasks too when asked', () => {
    expect(longTasksOf(events, PAGE, 20).filter((t) => t.ours).map((t) => t.durationMs)).toEqual([120, 60, 30]);
  });

  it('picks the longest task of ours, or none', () => {
    expect(longestOurs(longTasksOf(events, PAGE))?.durationMs).toBe(120);
    expect(longestOurs(longTasksOf([parse, x('RunTask', 0, 80), x('Layout', 1, 70)], PAGE))).toBeNull();
  });

  it('adds up the module evaluations of the page\'s own world on its main thread', () => {
    const other = { ...x('v8.evaluateModule', 700, 40, undefined, { pid: 2, tid: 7 }), args: { worldId: 0 } };
    expect(moduleEvaluationMs([...events, { ...x('v8.evaluateModule', 800, 5), args: { worldId: 0 } }, other], PAGE)).toBe(115);
  });

  it('reads the commit of the page\'s document: its longest window set-up and commit, and the renderer processes', () => {
    const renderer = (pid: number): TraceEvent => ({ name: 'process_name', ph: 'M', pid, tid: 0, ts: 0, args: { name: 'Renderer' } });
    const commit = [
      parse,
      renderer(1),
      renderer(3),
      { name: 'process_name', ph: 'M', pid: 9, tid: 0, ts: 0, args: { name: 'Browser' } },
      x('DocumentLoader::CommitNavigation', 0, 30),
      x('LocalWindowProxy::Initialize', 5, 12),
      x('LocalWindowProxy::Initialize', 20, 2),
      // The set-up of another renderer's window (the tab's blank page) is not the page's.
      x('LocalWindowProxy::Initialize', 0, 40, undefined, { pid: 3, tid: 7 }),
    ];
    expect(commitOf(commit, PAGE)).toEqual({ windowSetUpMs: 12, commitMs: 30, renderers: 2 });
  });

  it('refuses a trace without the page\'s document', () => {
    expect(() => longTasksOf([x('RunTask', 0, 80)], PAGE)).toThrow('no document parse');
  });
});
