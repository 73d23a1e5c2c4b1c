// A watched content folder served in-process (the real watcher, the real live content), and the
// oracle that says what it must end up serving: the same pure renderer run over the disk as it
// is now. A file that is broken on disk may keep a version the site read earlier, which must be
// one that was on disk at that path at some point.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import supertest from 'supertest';
import { buildContent, type ContentSnapshot } from '../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../server/content/contentAssets';
import { createLiveContent, type LiveContent } from '../../server/content/liveContent';
import { readContentFolder, type ContentFiles } from '../../server/content/read';
import { createContentStore, type ContentStore } from '../../server/content/store';
import { watchContentFolder, type StopWatching, type WatchTimings } from '../../server/content/watch';
import { silentLogger } from '../../server/logger';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { appOverStore } from './testApp';
import { fileToUrl } from '../../shared/urls';

const PAGE_OPTIONS = { editBase: 'https://example.org/edit' };
const LAST_GOOD = '; the last good version stays on the site';

/** A running live site over a content folder. */
export interface LiveSite {
  root: string;
  store: ContentStore;
  live: LiveContent;
  renderer: MarkdownRenderer;
  app: ReturnType<typeof appOverStore>['app'];
  /** Stops watching; `stop.state()` tells what the watcher holds. */
  stop: StopWatching;
}

/** Reads the folder, serves it and watches it, as the server does with WATCH_CONTENT=1. */
export async function startLiveSite(root: string, timings?: WatchTimings): Promise<LiveSite> {
  const files = await readContentFolder(root);
  const renderer = createMarkdownRenderer(contentAssetOptions(files));
  const store = createContentStore(buildContent(files, renderer, PAGE_OPTIONS));
  const live = createLiveContent({ root, store, renderer, pageOptions: PAGE_OPTIONS, log: silentLogger() });
  live.seed(files);
  const stop = await watchContentFolder(root, live, silentLogger(), timings);
  return { root, store, live, renderer, app: appOverStore(store, undefined, live).app, stop };
}

/** What the disk says: the problems of the files as they are, and the snapshot the site must serve. */
export interface Expected {
  problems: string[];
  snapshot: ContentSnapshot;
}

const problemKey = (p: { file: string; line: number; message: string }) => `${p.file}:${p.line}: ${p.message.replace(LAST_GOOD, '')}`;

/**
 * The expected state for the disk `files`: a page broken on disk is served in the version the
 * site holds, which must be one of `history` for its path (or not at all).
 */
export function expectedFrom(files: ContentFiles, site: LiveSite, history: ReadonlyMap<string, ReadonlySet<string>>): Expected {
  const asOnDisk = buildContent(files, site.renderer, PAGE_OPTIONS);
  const broken = new Set(asOnDisk.problems.map((p) => p.file));
  const pages = files.pages.flatMap((file) => {
    if (!broken.has(file.path)) return [file];
    const held = site.store.current().pages.get(fileToUrl(file.path))?.source;
    if (held === undefined) return [];
    if (!history.get(file.path)?.has(held)) throw new Error(`${file.path} is served in a version that was never on disk there`);
    return [{ ...file, source: held, size: Buffer.byteLength(held) }];
  });
  return { problems: asOnDisk.problems.map(problemKey).sort(), snapshot: buildContent({ ...files, pages }, site.renderer, PAGE_OPTIONS) };
}

function matches(site: LiveSite, expected: Expected): boolean {
  const now = site.store.current();
  return now.version === expected.snapshot.version && JSON.stringify(now.problems.map(problemKey).sort()) === JSON.stringify(expected.problems);
}

/**
 * Waits until the site's version and problem list equal what the disk says, checking at once
 * and at every change the site publishes; rejects after `limitMs` from `since`. Resolves to the
 * time from `since` until the site matched.
 */
export async function convergence(site: LiveSite, history: ReadonlyMap<string, ReadonlySet<string>>, since: number, limitMs: number): Promise<{ ms: number; expected: Expected }> {
  const files = await readContentFolder(site.root);
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const check = (): boolean => {
      let expected: Expected;
      try {
        expected = expectedFrom(files, site, history);
      } catch (error: unknown) {
        unsubscribe();
        clearTimeout(timer);
        reject(error);
        return true;
      }
      if (!matches(site, expected)) return false;
      unsubscribe();
      clearTimeout(timer);
      resolve({ ms: performance.now() - since, expected });
      return true;
    };
    if (check()) return;
    unsubscribe = site.live.subscribe(() => void check());
    timer = setTimeout(
      () => {
        unsubscribe();
        const expected = expectedFrom(files, site, history);
        const now = site.store.current();
        const differing = [...new Set([...now.pages.keys(), ...expected.snapshot.pages.keys()])].filter((url) => now.pages.get(url)?.source !== expected.snapshot.pages.get(url)?.source);
        reject(new Error(`not converged after ${limitMs} ms: pages differing ${JSON.stringify(differing)}; problems served ${JSON.stringify(now.problems.map(problemKey))}, on disk ${JSON.stringify(expected.problems)}`));
      },
      Math.max(0, limitMs - (performance.now() - since)),
    );
  });
}

/** Every URL's served HTML and /readyz of the site, next to those of an app over the expected snapshot. */
export async function servedAndExpected(site: LiveSite, expected: Expected, keep: (url: string, i: number) => boolean = () => true) {
  const reference = appOverStore(createContentStore(expected.snapshot), undefined, createLiveContent({ root: site.root, store: createContentStore(expected.snapshot), renderer: site.renderer, pageOptions: PAGE_OPTIONS, log: silentLogger() })).app;
  const urls = [...new Set([...site.store.current().pages.keys(), ...expected.snapshot.pages.keys()])].sort().filter(keep);
  const served: Record<string, string> = {};
  const wanted: Record<string, string> = {};
  for (const url of urls) {
    const [a, b] = await Promise.all([supertest(site.app).get(url), supertest(reference).get(url)]);
    served[url] = `${a.status} ${a.text}`;
    wanted[url] = `${b.status} ${b.text}`;
  }
  const ready = await supertest(site.app).get('/readyz');
  const readyProblems = (ready.body as { problems: { file: string; line: number; message: string }[] }).problems.map(problemKey).sort();
  return { served, wanted, readyStatus: ready.status, readyProblems };
}

/** Adds every page now on disk to the history of its path. */
export function recordHistory(root: string, paths: readonly string[], history: Map<string, Set<string>>): void {
  for (const path of paths) {
    let source: string;
    try {
      source = readFileSync(join(root, path), 'utf8');
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const seen = history.get(path) ?? new Set<string>();
    seen.add(source);
    history.set(path, seen);
  }
}
