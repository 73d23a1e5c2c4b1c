// Watches the content folder with chokidar and hands batches of changed paths to the live
// content. Events that arrive close together (an editor's save, a rename) form one batch.
import { relative, sep } from 'node:path';
import { watch } from 'chokidar';
import type { Logger } from 'pino';
import type { LiveContent } from './liveContent';

const BATCH_MS = 15;

/** Starts watching; returns a function that stops. */
export function watchContentFolder(root: string, live: LiveContent, log: Logger): () => Promise<void> {
  const watcher = watch(root, { ignoreInitial: true, ignored: (path) => /(^|[/\\])(\.|node_modules)/.test(relative(root, path)) });
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const flush = () => {
    timer = null;
    const batch = [...pending];
    pending = new Set();
    running = running.then(() =>
      live.apply(batch).catch((error: unknown) => log.error({ err: error }, 'content update failed; the last good version stays on the site')),
    );
  };
  const queue = (path: string) => {
    pending.add(relative(root, path).split(sep).join('/'));
    if (!timer) timer = setTimeout(flush, BATCH_MS);
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, queue);
  watcher.on('error', (error) => log.error({ err: error }, 'content watcher error'));
  log.info({ root }, 'watching content for changes');
  return () => watcher.close();
}
