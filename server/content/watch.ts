// Watches the content folder with chokidar and hands batches of changed paths to the live
// content. Events that arrive close together (an editor's save, a rename) form one batch. The
// folder itself is checked every second: when it disappears (renamed away) the site keeps its
// last good content; when it comes back, a fresh watcher starts and everything is read again.
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from 'pino';
import type { LiveContent } from './liveContent';

const BATCH_MS = 15;
const ROOT_CHECK_MS = 1000;

/** Starts watching; resolves, once every folder is watched, to a function that stops. */
export async function watchContentFolder(root: string, live: LiveContent, log: Logger): Promise<() => Promise<void>> {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let watcher: FSWatcher | null = null;

  const run = (work: () => Promise<unknown>) => {
    running = running.then(work).catch((error: unknown) => log.error({ err: error }, 'content update failed; the last good version stays on the site'));
  };
  const flush = () => {
    timer = null;
    const batch = [...pending];
    pending = new Set();
    run(() => live.apply(batch));
  };
  const queue = (path: string) => {
    pending.add(relative(root, path).split(sep).join('/'));
    if (!timer) timer = setTimeout(flush, BATCH_MS);
  };
  const start = () => {
    const started = watch(root, { ignoreInitial: true, ignored: (path) => /(^|[/\\])(\.|node_modules)/.test(relative(root, path)) });
    for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) started.on(event, queue);
    started.on('error', (error) => log.error({ err: error }, 'content watcher error'));
    watcher = started;
    return new Promise<void>((resolve) => started.once('ready', () => resolve()));
  };

  // Changes made before the first scan finished would go unseen, so the server waits for it.
  await start();
  let present = true;
  const rootCheck = setInterval(() => {
    const now = existsSync(root);
    // Also catch a folder that came back before this check ever saw it gone (the missing folder
    // was noticed through the watcher's own events).
    if (now === present && !(now && live.missingRoot())) return;
    present = now;
    const old = watcher;
    watcher = null;
    void old?.close();
    if (now) {
      log.info({ root }, 'content folder is back; reading it again');
      void start();
    }
    // apply() notices a missing folder (keeps everything) or a returned one (reads it all).
    run(() => live.apply([]));
  }, ROOT_CHECK_MS);
  rootCheck.unref();
  log.info({ root }, 'watching content for changes');
  return async () => {
    clearInterval(rootCheck);
    await watcher?.close();
  };
}
