// Keeps the content up to date while the server runs: a changed file is re-read and re-rendered
// alone, the snapshot is reassembled (cheap), and listeners hear which pages changed. Watcher
// events only say where to look: reconcile() compares what was read with what the disk says now
// and reads again wherever they differ, so the site ends up serving what is on disk however the
// events arrived. A file that breaks keeps its last good version on the site and is reported as
// a problem while it is broken on disk; a content folder that disappears keeps everything.
// Pages read again are rendered by `renderOffThread` when given (the server's render worker), so
// saving a huge page never stalls requests; the start-up seed renders in process.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import type { LiveChange } from '../../shared/types';
import { fileToUrl } from '../../shared/urls';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { assembleSnapshot, type ContentSnapshot } from './contentSnapshot';
import { isContentPath, isDataPath, isPagePath } from './contentPaths';
import { parseSiteData } from './siteData';
import type { ContentProblem } from './frontmatter';
import { contentIdentities, FileTooLargeError, NotRegularFileError, readSourceFile, type ContentFiles, type FileStamp, type SourceFile } from './read';
import { isPage, renderPage, type Page, type PageOptions } from './pageFromFile';
import { filesToRead } from './staleFiles';
import type { PageRendering } from './renderWorkerPool';
import type { ContentStore } from './store';

/** What listeners are told after a change (the event the browser receives). */
export type ContentChange = LiveChange;

/** Options of the live content. */
export interface LiveContentOptions {
  root: string;
  store: ContentStore;
  renderer: MarkdownRenderer;
  pageOptions: PageOptions;
  log: Logger;
  /** Renders the pages read again off the main thread (the same renderer and options as data). */
  renderOffThread?: PageRendering;
}

const LAST_GOOD = '; the last good version stays on the site';

/** What was read at a path: its stamp (null when unreadable) and a hash of its bytes. */
interface ReadRecord {
  stamp: FileStamp | null;
  hash: string | null;
}

type Reread = SourceFile | ContentProblem | 'same' | 'gone';

const hashOf = (source: string) => createHash('sha1').update(source).digest('hex');

/** Creates the live content over the snapshot currently in the store. */
export function createLiveContent({ root, store, renderer, pageOptions, log, renderOffThread }: LiveContentOptions) {
  const pages = new Map<string, Page>();
  for (const page of store.current().pages.values()) pages.set(page.node.path, page);
  const problems = new Map<string, ContentProblem>();
  const dataFiles = new Map<string, SourceFile>();
  const read = new Map<string, ReadRecord>();
  const listeners = new Set<(change: ContentChange) => void>();
  let rootProblem: ContentProblem | null = null;

  const problemList = () => [...problems.values(), ...(rootProblem ? [rootProblem] : [])];
  const problemKey = () => JSON.stringify(problemList());

  const publish = (changed: string[]) => {
    const { data, problems: dataProblems } = parseSiteData([...dataFiles.values()]);
    const next: ContentSnapshot = assembleSnapshot([...pages.values()], [...problemList(), ...dataProblems], data, { assets: store.current().assets });
    store.replace(next);
    const change = { version: next.version, changed, problems: next.problems };
    for (const listener of listeners) listener(change);
    return change;
  };

  // The titles of the pages as they are now, made again only after a page changed (the render
  // worker is sent them only when they are another map).
  let titleMap: Map<string, string> | null = null;
  const titles = () => (titleMap ??= new Map([...pages.values()].map((page) => [page.node.url, page.node.title])));
  const setPage = (path: string, page: Page) => {
    pages.set(path, page);
    titleMap = null;
  };

  // Titles come from the pages as they are now, not from the last published snapshot: pages of
  // one batch name each other correctly whatever order they are read in.
  const renderHere = (file: SourceFile) => {
    const known = titles();
    return renderPage(file, renderer, { ...pageOptions, pageTitle: (url) => known.get(url) });
  };
  const render = (file: SourceFile): Promise<Page | ContentProblem> => (renderOffThread ? renderOffThread(file, titles()) : Promise.resolve(renderHere(file)));

  function setProblem(path: string, problem: ContentProblem, what: string): void {
    const message = `${problem.message}${pages.has(path) ? LAST_GOOD : ''}`;
    // Reported once per version of the problem, not on every pass that finds it still there.
    if (problems.get(path)?.message !== message) log.error({ ...problem }, what);
    problems.set(path, { ...problem, message });
  }

  /** Reads a file again; 'same' when its bytes did not change since the last read. */
  async function reread(path: string): Promise<Reread> {
    let file: SourceFile;
    try {
      file = await readSourceFile(root, path);
    } catch (error: unknown) {
      const code = (error as NodeJS.ErrnoException).code;
      // A link or special file put where a page was is not content, as at start-up.
      if (code === 'ENOENT' || code === 'ENOTDIR' || error instanceof NotRegularFileError) {
        read.delete(path);
        return 'gone';
      }
      read.set(path, { stamp: null, hash: null });
      if (error instanceof FileTooLargeError) return { file: path, line: 1, message: `cannot be read: ${error.message}` };
      return { file: path, line: 1, message: `cannot be read (${code ?? (error as Error).message})` };
    }
    const hash = hashOf(file.source);
    const before = read.get(path);
    read.set(path, { stamp: file.stamp ?? null, hash });
    return before?.hash === hash ? 'same' : file;
  }

  function removePath(path: string): string[] {
    const before = pages.get(path);
    pages.delete(path);
    titleMap = null;
    problems.delete(path);
    read.delete(path);
    return before ? [before.node.url] : [fileToUrl(path)];
  }

  async function loadPage(path: string): Promise<string[]> {
    const result = await reread(path);
    if (result === 'same') return [];
    if (result === 'gone') return removePath(path);
    if (!('source' in result)) {
      setProblem(path, result, 'content file cannot be read');
      return [];
    }
    const before = pages.get(path);
    const page = await render(result);
    if (!isPage(page)) {
      setProblem(path, page, 'content file has a problem');
      return [];
    }
    problems.delete(path);
    for (const warning of page.warnings) log.warn(warning, 'content warning');
    setPage(path, page);
    return [...new Set([page.node.url, ...(before ? [before.node.url] : [])])];
  }

  async function loadData(path: string): Promise<boolean> {
    const result = await reread(path);
    if (result === 'same') return false;
    if (result === 'gone') {
      dataFiles.delete(path);
      problems.delete(path);
    } else if ('source' in result) {
      dataFiles.set(path, result);
      problems.delete(path);
    } else setProblem(path, result, 'data file cannot be read');
    return true;
  }

  /** Renders again the pages that show a title that changed in this batch. */
  async function renderTitleDependents(before: Map<string, string>): Promise<string[]> {
    const after = titles();
    const moved = new Set([...before.keys(), ...after.keys()].filter((url) => before.get(url) !== after.get(url)));
    if (moved.size === 0) return [];
    const changed: string[] = [];
    const dependents = [...pages].filter(([, page]) => page.titleLinks.some((url) => moved.has(url)));
    for (const [path, page] of dependents) {
      const again = await render({ path, source: page.source, size: page.node.size });
      if (!isPage(again)) continue;
      setPage(path, again);
      changed.push(again.node.url);
    }
    return changed;
  }

  /** Reads the given files again; publishes when a page, a data file or the problem list changed. */
  async function update(paths: readonly string[], problemsBefore: string): Promise<ContentChange | null> {
    const titlesBefore = titles();
    const changed: string[] = [];
    for (const path of new Set(paths)) {
      if (isPagePath(path)) changed.push(...(await loadPage(path)));
      else if (isDataPath(path) && (await loadData(path))) changed.push('*');
    }
    changed.push(...(await renderTitleDependents(titlesBefore)));
    if (changed.length === 0 && problemKey() === problemsBefore) return null;
    return publish([...new Set(changed)]);
  }

  /** Compares the disk below the scopes with what was read, and reads again what differs. */
  async function reconcileScopes(scopes: readonly string[], problemsBefore: string): Promise<ContentChange | null> {
    const disk = await contentIdentities(root, scopes);
    // A folder renamed away during the pass looks empty: never take that for "every file deleted".
    if (!existsSync(root)) return folderMissing();
    const stamps = new Map([...read].map(([path, record]) => [path, record.stamp]));
    return update(filesToRead(stamps, disk, scopes), problemsBefore);
  }

  function folderMissing(): ContentChange | null {
    if (rootProblem) return null;
    rootProblem = { file: '.', line: 1, message: `content folder "${root}" is missing${LAST_GOOD}` };
    log.error(rootProblem, 'content folder missing');
    return publish([]);
  }

  /** Handles a missing or returned content folder; undefined when the folder is where it was. */
  async function checkFolder(): Promise<ContentChange | null | undefined> {
    if (!existsSync(root)) return folderMissing();
    if (!rootProblem) return undefined;
    const before = problemKey();
    rootProblem = null;
    // Files that came back unchanged keep their identity and are not rendered again.
    return reconcileScopes([''], before);
  }

  return {
    /** Seeds what the start-up read found: data files, the stamps of every file, and its problems. */
    seed(files: Pick<ContentFiles, 'pages' | 'data' | 'unreadable'>): void {
      for (const file of [...files.pages, ...files.data]) read.set(file.path, { stamp: file.stamp ?? null, hash: hashOf(file.source) });
      for (const file of files.data) dataFiles.set(file.path, file);
      for (const file of files.pages) {
        // Not in the snapshot: broken, or left out for sharing another page's URL.
        if (pages.has(file.path)) continue;
        const result = renderHere(file);
        if (isPage(result)) setPage(file.path, result);
        else problems.set(file.path, result);
      }
      for (const file of files.unreadable.filter((u) => isContentPath(u.path))) {
        // No stamp: every pass tries again, and the problem goes when the file is fine or gone.
        read.set(file.path, { stamp: null, hash: null });
        problems.set(file.path, { file: file.path, line: 1, message: `cannot be read: ${file.message}` });
      }
    },
    /** Subscribes to changes; returns the unsubscribe function. */
    subscribe(listener: (change: ContentChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Compares every page and data file at or below the given paths ('' is the whole folder)
     * with what was read, reads again what differs, and publishes if anything changed.
     */
    async reconcile(scopes: readonly string[] = ['']): Promise<ContentChange | null> {
      const folder = await checkFolder();
      if (folder !== undefined) return folder;
      return reconcileScopes(scopes, problemKey());
    },
    /** How many paths each per-path record holds (pages, problems, data files, files read). */
    sizes(): { pages: number; problems: number; dataFiles: number; read: number } {
      return { pages: pages.size, problems: problems.size, dataFiles: dataFiles.size, read: read.size };
    },
    /** True while the content folder is known to be missing. */
    missingRoot(): boolean {
      return rootProblem !== null;
    },
  };
}

/** The live content as returned by createLiveContent. */
export type LiveContent = ReturnType<typeof createLiveContent>;
