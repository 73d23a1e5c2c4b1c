// Keeps the content up to date while the server runs: one changed file is re-read and
// re-rendered alone, the snapshot is reassembled (cheap), and listeners hear which pages
// changed. A file that breaks keeps its last good version on the site and is reported as a
// problem until it is fixed; a content folder that disappears keeps everything as it was.
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import { fileToUrl } from '../../shared/urls';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { assembleSnapshot, type ContentSnapshot } from './buildIndex';
import { parseSiteData } from './data';
import type { ContentProblem } from './frontmatter';
import { readContentFolder, readSourceFile, type SourceFile } from './read';
import { isPage, renderPage, type Page, type PageOptions } from './renderPage';
import type { ContentStore } from './store';

/** What listeners are told after a change. */
export interface ContentChange {
  version: string;
  /** URLs whose page was added, changed or removed. */
  changed: string[];
  problems: ContentProblem[];
}

/** Options of the live content. */
export interface LiveContentOptions {
  root: string;
  store: ContentStore;
  renderer: MarkdownRenderer;
  pageOptions: PageOptions;
  log: Logger;
}

const PAGE = /\.mdx?$/;
const DATA = /^(data\/.+\.json|redirects\.json)$/;

/** Creates the live content over the snapshot currently in the store. */
export function createLiveContent({ root, store, renderer, pageOptions, log }: LiveContentOptions) {
  const pages = new Map<string, Page>();
  for (const page of store.current().pages.values()) pages.set(page.node.path, page);
  const problems = new Map<string, ContentProblem>();
  const dataFiles = new Map<string, SourceFile>();
  const listeners = new Set<(change: ContentChange) => void>();
  let rootProblem: ContentProblem | null = null;

  const publish = (changed: string[]) => {
    const all = [...problems.values(), ...(rootProblem ? [rootProblem] : [])];
    const { data, problems: dataProblems } = parseSiteData([...dataFiles.values()]);
    const next: ContentSnapshot = assembleSnapshot([...pages.values()], [...all, ...dataProblems], data);
    store.replace(next);
    const change = { version: next.version, changed, problems: next.problems };
    for (const listener of listeners) listener(change);
    return change;
  };

  async function loadPage(path: string): Promise<string[]> {
    const before = pages.get(path);
    let file: SourceFile;
    try {
      file = await readSourceFile(root, path);
    } catch (error: unknown) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return removePath(path);
      problems.set(path, { file: path, line: 1, message: `cannot be read (${code ?? (error as Error).message}); the last good version stays on the site` });
      log.error({ file: path, line: 1, err: error }, 'content file cannot be read');
      return [];
    }
    const result = renderPage(file, renderer, { ...pageOptions, pageTitle: (url) => store.current().pages.get(url)?.node.title });
    if (!isPage(result)) {
      problems.set(path, { ...result, message: `${result.message}${before ? '; the last good version stays on the site' : ''}` });
      log.error(result, 'content file has a problem');
      return [];
    }
    problems.delete(path);
    for (const warning of result.warnings) log.warn(warning, 'content warning');
    pages.set(path, result);
    return [...new Set([result.node.url, ...(before ? [before.node.url] : [])])];
  }

  function removePath(path: string): string[] {
    const before = pages.get(path);
    pages.delete(path);
    problems.delete(path);
    return before ? [before.node.url] : [fileToUrl(path)];
  }

  return {
    /** Seeds the data files (JSON) read at start. */
    seedData(files: SourceFile[]): void {
      for (const file of files) dataFiles.set(file.path, file);
    },
    /** Subscribes to changes; returns the unsubscribe function. */
    subscribe(listener: (change: ContentChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Applies a batch of changed or removed paths (relative, forward slashes). */
    async apply(paths: string[]): Promise<ContentChange | null> {
      if (!existsSync(root)) {
        rootProblem = { file: '.', line: 1, message: `content folder "${root}" is missing; the last good version stays on the site` };
        log.error(rootProblem, 'content folder missing');
        return publish([]);
      }
      if (rootProblem) {
        rootProblem = null;
        return this.reloadAll();
      }
      const changed: string[] = [];
      for (const path of [...new Set(paths)]) {
        if (PAGE.test(path)) changed.push(...(await loadPage(path)));
        else if (DATA.test(path)) {
          try {
            dataFiles.set(path, await readSourceFile(root, path));
          } catch (error: unknown) {
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') dataFiles.delete(path);
            else log.error({ file: path, err: error }, 'data file cannot be read');
          }
          changed.push('*');
        }
      }
      return publish(changed);
    },
    /** Reads the whole folder again (after the folder came back). */
    async reloadAll(): Promise<ContentChange> {
      const files = await readContentFolder(root);
      const seen = new Set<string>();
      const changed: string[] = [];
      for (const file of files.pages) {
        seen.add(file.path);
        const current = pages.get(file.path);
        if (current && current.source === file.source) continue;
        changed.push(...(await loadPage(file.path)));
      }
      for (const path of [...pages.keys()]) if (!seen.has(path)) changed.push(...removePath(path));
      dataFiles.clear();
      for (const file of files.data) dataFiles.set(file.path, file);
      return publish(changed);
    },
    /** True while the content folder is known to be missing. */
    missingRoot(): boolean {
      return rootProblem !== null;
    },
    /** The page of a file path, if any (for the search index). */
    pageAt(path: string): Page | undefined {
      return pages.get(path);
    },
  };
}

/** The live content as returned by createLiveContent. */
export type LiveContent = ReturnType<typeof createLiveContent>;
