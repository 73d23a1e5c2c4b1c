// Watches the content folder with chokidar and passes what it sees to the reconcile schedule as
// hints. Its events alone are not trusted: chokidar drops a second change of a path within
// 50 ms, so the raw file system notifications are hints too, every touched path is compared
// again after a settle period, and a stat pass over the whole tree runs every second to catch
// what no event reported. The folder itself is checked every second: when it disappears
// (renamed away) the site keeps its last good content; when it comes back, a fresh watcher
// starts and the tree is compared again.
import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from 'pino';
import { isIgnoredPath } from './contentPaths';
import type { LiveContent } from './liveContent';
import { createReconcileSchedule, DEFAULT_TIMINGS, type ScheduleTimings } from './reconcileSchedule';

const ROOT_CHECK_MS = 1000;
/** How often the whole tree is compared with what was read (a stat pass; see npm run bench).
 * It bounds how long a change whose events were lost (a git branch switch) stays unseen: every
 * change is served within 1.5 s, this plus the pass itself. */
export const FULL_PASS_MS = 1000;

/** Timings of the watcher, for tests that need other ones. */
export interface WatchTimings extends ScheduleTimings {
  fullPassMs: number;
}

/** What the watcher holds: passes run so far, paths waiting for a pass, and the paths chokidar
 * watches (folders and the entries it knows in them). */
export interface WatchState {
  passes: number;
  pending: number;
  touched: number;
  watched: number;
}

/** Stops watching (resolves once the pass in progress has finished); `state()` tells what the
 * watcher holds. */
export type StopWatching = (() => Promise<void>) & { state(): WatchState };

/** Starts watching; resolves, once every folder is watched, to a function that stops. */
export async function watchContentFolder(
  root: string,
  live: LiveContent,
  log: Logger,
  timings: WatchTimings = { ...DEFAULT_TIMINGS, fullPassMs: FULL_PASS_MS },
): Promise<StopWatching> {
  let watcher: FSWatcher | null = null;
  const schedule = createReconcileSchedule(
    async (scopes) => (await live.reconcile(scopes)) !== null,
    (error: unknown) => log.error({ err: error }, 'content update failed; the last good version stays on the site'),
    timings,
  );
  const hint = (path: string) => {
    const inside = relative(root, path);
    if (inside.startsWith('..')) return;
    const relativePath = inside.split(sep).join('/');
    if (!isIgnoredPath(relativePath)) schedule.hint(relativePath);
  };
  const start = () => {
    // followSymlinks off: a link in the folder (to / or to /proc) is not content, and following
    // it would watch the whole file system.
    const started = watch(root, { ignoreInitial: true, followSymlinks: false, ignored: (path) => isIgnoredPath(relative(root, path).split(sep).join('/')) });
    for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) started.on(event, hint);
    // The raw notifications arrive before chokidar's throttle: a save it drops is still a hint.
    // A folder's watcher names the entry inside it; a file's own watcher names the file itself
    // (a folder holding an entry of its own name is then compared whole, which covers both).
    started.on('raw', (_event, name, details) => {
      const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      if (typeof watched !== 'string' || !name) return;
      hint(basename(watched) === name ? watched : join(watched, name));
    });
    started.on('error', (error) => log.error({ err: error }, 'content watcher error'));
    watcher = started;
    return new Promise<void>((resolve) => started.once('ready', () => resolve()));
  };

  // Changes made before the first scan finished would go unseen, so the server waits for it,
  // then compares the whole tree with what the start-up read found.
  await start();
  schedule.full();
  let present = true;
  const rootCheck = setInterval(() => {
    const now = existsSync(root);
    // Also catch a folder that came back before this check ever saw it gone (the missing folder
    // was noticed through a pass).
    if (now === present && !(now && live.missingRoot())) return;
    present = now;
    const old = watcher;
    watcher = null;
    void old?.close();
    if (now) {
      log.info({ root }, 'content folder is back; reading it again');
      void start();
    }
    // A pass notices a missing folder (keeps everything) or a returned one (compares it all).
    schedule.full();
  }, ROOT_CHECK_MS);
  rootCheck.unref();
  const fullPass = setInterval(() => schedule.full(), timings.fullPassMs);
  fullPass.unref();
  log.info({ root }, 'watching content for changes');
  const stop = async () => {
    clearInterval(rootCheck);
    clearInterval(fullPass);
    await watcher?.close();
    await schedule.stop();
  };
  const watchedPaths = () => Object.entries(watcher?.getWatched() ?? {}).reduce((sum, [, names]) => sum + 1 + names.length, 0);
  return Object.assign(stop, { state: (): WatchState => ({ ...schedule.state(), watched: watchedPaths() }) });
}
