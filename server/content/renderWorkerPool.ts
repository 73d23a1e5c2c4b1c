// The server's side of the render worker (renderWorker.ts): one thread, started when first
// needed, renders the pages live reload reads again, one at a time, while the main thread keeps
// answering requests. A page that takes the worker longer than the time allowed, or that makes
// it fail or run out of its memory, becomes a problem of that file (its last good version stays
// on the site) and a fresh worker takes the next page.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { ContentProblem } from './frontmatter';
import type { Page } from './pageFromFile';
import type { SourceFile } from './read';
import type { RenderSettings } from './renderSettings';
import { pageAfterCrossing, type FromRenderWorker, type ToRenderWorker } from './renderWorkerMessages';

/** Renders one file with the titles of the folder's pages (by URL); never rejects. */
export type PageRendering = (file: SourceFile, titles: ReadonlyMap<string, string>) => Promise<Page | ContentProblem>;

/** How long one page may take in the worker: the slowest shape at the page cap takes about 3 s. */
export const RENDER_TIMEOUT_MS = 60_000;
/** The worker's heap: far above what a page at the cap needs, far below the machine's memory. */
export const RENDER_WORKER_HEAP_MB = 512;

/** Options of the render worker. */
export interface RenderWorkerOptions {
  /** The worker's script (dist/server/renderWorker.cjs, beside the server's bundle). */
  script: string;
  log: Logger;
  timeoutMs?: number;
  heapMb?: number;
}

interface Job {
  id: number;
  folder: number;
  file: SourceFile;
  titles: ReadonlyMap<string, string>;
  resolve: (result: Page | ContentProblem) => void;
}

/** Creates the render worker; `renderer(settings)` gives the rendering of one folder. */
export function createRenderWorker({ script, log, timeoutMs = RENDER_TIMEOUT_MS, heapMb = RENDER_WORKER_HEAP_MB }: RenderWorkerOptions) {
  const settingsOf = new Map<number, RenderSettings>();
  const queue: Job[] = [];
  let worker: Worker | null = null;
  /** Folders set up in the current worker, with the titles last sent for each. */
  let known = new Map<number, ReadonlyMap<string, string> | null>();
  let current: { job: Job; timer: ReturnType<typeof setTimeout>; failure: string | null } | null = null;
  let lastError: string | null = null;
  let nextId = 1;
  let closed = false;

  const problem = (file: SourceFile, message: string): ContentProblem => ({ file: file.path, line: 1, message });

  function settle(job: Job, result: Page | ContentProblem): void {
    if (current?.job === job) {
      clearTimeout(current.timer);
      current = null;
    }
    job.resolve(result);
    next();
  }

  function start(): Worker {
    const started = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // The server's own handles keep the process; a worker waiting for pages must not.
    started.unref();
    lastError = null;
    started.on('message', (message: FromRenderWorker) => {
      const job = current?.job;
      if (!job || job.id !== message.id) return;
      settle(job, 'error' in message ? problem(job.file, `markdown could not be rendered: ${message.error}`) : pageAfterCrossing(message.result));
    });
    started.on('error', (error) => {
      lastError = error.message;
      log.error({ err: error, file: current?.job.file.path }, 'render worker failed');
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      known = new Map();
      if (!current) return next();
      const { job, failure } = current;
      settle(job, problem(job.file, failure ?? `could not be rendered: the render worker stopped (${lastError ?? `exit code ${code}`}); the page may be too large or too complex`));
    });
    return started;
  }

  function next(): void {
    if (current || closed) return;
    const job = queue.shift();
    if (!job) return;
    const running = worker ?? (worker = start());
    const send = (message: ToRenderWorker) => running.postMessage(message);
    if (!known.has(job.folder)) {
      send({ kind: 'setup', folder: job.folder, settings: settingsOf.get(job.folder) as RenderSettings });
      known.set(job.folder, null);
    }
    // Titles cross only when they changed since the last page of the folder.
    if (known.get(job.folder) !== job.titles) {
      send({ kind: 'titles', folder: job.folder, titles: [...job.titles] });
      known.set(job.folder, job.titles);
    }
    log.debug({ file: job.file.path }, 'rendering in the render worker');
    send({ kind: 'render', id: job.id, folder: job.folder, file: job.file });
    const timer = setTimeout(() => {
      if (current?.job !== job) return;
      current.failure = `rendering took more than ${timeoutMs / 1000} s and was stopped: split the page or simplify it`;
      void running.terminate();
    }, timeoutMs);
    timer.unref();
    current = { job, timer, failure: null };
  }

  return {
    /** The rendering of one folder's pages with the given settings. */
    renderer(settings: RenderSettings): PageRendering {
      const folder = settingsOf.size + 1;
      settingsOf.set(folder, settings);
      return (file, titles) =>
        new Promise((resolve) => {
          if (closed) return resolve(problem(file, 'could not be rendered: the server is stopping'));
          queue.push({ id: nextId++, folder, file, titles, resolve });
          next();
        });
    },
    /** Stops the worker; pages still waiting become problems. */
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(problem(job.file, 'could not be rendered: the server is stopping'));
      const running = worker;
      worker = null;
      if (current) settle(current.job, problem(current.job.file, 'could not be rendered: the server is stopping'));
      await running?.terminate();
    },
  };
}

/** The render worker as returned by createRenderWorker. */
export type RenderWorker = ReturnType<typeof createRenderWorker>;
