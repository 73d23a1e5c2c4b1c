// Reads a Chromium trace of one page load and finds its long tasks: the main thread's tasks of
// the page's renderer over 50 ms, each said to be ours when script of the site (one of our
// bundles, or an inline script of the page itself) took at least half of it, layout and style
// that script forced included, with what took the time inside. A task in which the browser
// lays the page out on its own and one of our listeners runs for a millisecond is not ours.
// Pure: the bench records the trace (longTasks.ts), this only reads it.

/** The fields of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string }; worldId?: number; name?: string };
}

export interface LongTask {
  /** From the first task of the page's main thread, ms. */
  startMs: number;
  durationMs: number;
  /** Script of the site took at least half of it. */
  ours: boolean;
  /** Time in script of the site (what it forced included), ms. */
  ourScriptMs: number;
  /** The largest kinds of work inside, longest first ("v8.evaluateModule 12.3 ms"). */
  inside: string[];
}

export const LONG_TASK_MS = 50;

/** Events that run script, with the script's URL in args.data.url. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch']);
/** Work worth naming inside a task. */
const WORK_EVENTS = new Set([...SCRIPT_EVENTS, 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'MinorGC', 'MajorGC', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'ScriptCatchup']);

/** The complete events of the page's main thread (the renderer thread that parsed the page's
 * document), in order; throws when the trace has no parse of it. */
function mainThreadEvents(events: TraceEvent[], pageUrl: string): TraceEvent[] {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl);
  if (!parse) throw new Error(`the trace has no document parse of ${pageUrl}`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
}

function isOurScript(url: string | undefined, origin: string, pageUrl: string): boolean {
  if (!url) return false;
  return url === pageUrl || (url.startsWith(origin + '/') && /\.m?js(\?|$)/.test(url));
}

/** Chromium names no script in a module's evaluation event, only the world it ran in. Every
 * module the page's own world evaluates is ours: the site's Content-Security-Policy allows
 * scripts of its own origin alone, and a harness's or an extension's scripts run in worlds
 * of their own. */
function isPageModuleEvaluation(event: TraceEvent): boolean {
  return event.name === 'v8.evaluateModule' && event.args?.worldId === 0;
}

function isOurs(event: TraceEvent, origin: string, pageUrl: string): boolean {
  return isPageModuleEvaluation(event) || isOurScript(event.args?.data?.url, origin, pageUrl);
}

/** Every task of the page's main thread over `overMs` (a long task by default), in order. */
export function longTasksOf(events: TraceEvent[], pageUrl: string, overMs = LONG_TASK_MS): LongTask[] {
  const onThread = mainThreadEvents(events, pageUrl);
  const origin = new URL(pageUrl).origin;
  const tasks = onThread.filter((e) => e.name === 'RunTask');
  const first = tasks[0]?.ts ?? 0;
  const result: LongTask[] = [];
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    if (duration <= overMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Outermost script events of ours only: a function called from a function is counted once.
    let ourScriptMs = 0;
    let ourUntil = 0;
    for (const e of inside) {
      if (!SCRIPT_EVENTS.has(e.name) || !isOurs(e, origin, pageUrl) || e.ts < ourUntil) continue;
      ourUntil = e.ts + (e.dur ?? 0);
      ourScriptMs += (e.dur ?? 0) / 1000;
    }
    const ours = ourScriptMs >= duration / 2;
    const work = new Map<string, number>();
    // An event nested in one of the same name (a function called from a function) is counted once.
    const countedUntil = new Map<string, number>();
    for (const e of inside) {
      if (!WORK_EVENTS.has(e.name) || e.ts < (countedUntil.get(e.name) ?? 0)) continue;
      countedUntil.set(e.name, e.ts + (e.dur ?? 0));
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const named = [...work].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
    result.push({ startMs: (task.ts - first) / 1000, durationMs: duration, ours, ourScriptMs, inside: named });
  }
  return result;
}

/** The longest of these tasks in which our script ran, or null. */
export function longestOurs(tasks: LongTask[]): LongTask | null {
  return tasks.filter((t) => t.ours).reduce<LongTask | null>((best, t) => (best === null || t.durationMs > best.durationMs ? t : best), null);
}

/** How long the page's module scripts took to evaluate in its own world (their top-level
 * code, each module graph once), in ms: the part of starting the page's script that cannot be split. */
export function moduleEvaluationMs(events: TraceEvent[], pageUrl: string): number {
  return mainThreadEvents(events, pageUrl)
    .filter(isPageModuleEvaluation)
    .reduce((total, e) => total + (e.dur ?? 0) / 1000, 0);
}

/** How the page's document was committed: the longest set-up of a window's script context in
 * the page's renderer (LocalWindowProxy::Initialize), the longest commit of a navigation there
 * (DocumentLoader::CommitNavigation, which contains that set-up), and how many renderer
 * processes the browser had. A page given a process of its own at commit, instead of the one
 * its tab's navigation had prepared, shows one renderer more and a longer set-up. */
export function commitOf(events: TraceEvent[], pageUrl: string): { windowSetUpMs: number; commitMs: number; renderers: number } {
  const onThread = mainThreadEvents(events, pageUrl);
  const longest = (name: string) => Math.max(0, ...onThread.filter((e) => e.name === name).map((e) => (e.dur ?? 0) / 1000));
  const renderers = new Set(events.filter((e) => e.name === 'process_name' && e.ph === 'M' && e.args?.name === 'Renderer').map((e) => e.pid));
  return { windowSetUpMs: longest('LocalWindowProxy::Initialize'), commitMs: longest('DocumentLoader::CommitNavigation'), renderers: renderers.size };
}
