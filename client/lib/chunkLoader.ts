// One loader for every lazy chunk (sponsors, starter kits, chat, vote...): it tracks each
// chunk's state (unrequested, loading, loaded, failed), times out after 120000 ms, and names
// failures the way webpack's own chunk loading does: ChunkLoadError (missing, timeout or error, with the URL),
// CSS_CHUNK_LOAD_FAILED (with the URL) and MODULE_NOT_FOUND.
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

/** Loading state of a chunk. */
export type ChunkState = 'unrequested' | 'loading' | 'loaded' | 'failed';

/** Failure types of a script chunk. */
export type ChunkFailure = 'missing' | 'timeout' | 'error';

/** A script chunk that could not be loaded. */
export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;
  readonly request: string;
  constructor(type: ChunkFailure, request: string) {
    super(`Loading chunk failed.\n(${type}: ${request})`);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
  }
}

/** A stylesheet chunk that could not be loaded. */
export class CssChunkLoadError extends Error {
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
  readonly request: string;
  constructor(request: string) {
    super(`Loading CSS chunk failed.\n(${request})`);
    this.name = 'CssChunkLoadError';
    this.request = request;
  }
}

/** A module name that is not in the import table. */
export class ModuleNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(name: string) {
    super(`Cannot find module '${name}'`);
    this.name = 'ModuleNotFoundError';
  }
}

/** What the loader needs from the environment (replaced in tests). */
export interface LoaderEnvironment {
  /** Checks whether a failed chunk URL exists at all (404 means missing). */
  probe(url: string): Promise<number>;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

type Importer = () => Promise<unknown>;

function failedUrl(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1]?.replace(/[)'".,]+$/, '') ?? '';
}

/** Creates a loader over an import table: chunk name → dynamic import. */
export function createChunkLoader(table: Record<string, Importer>, env: LoaderEnvironment, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  const states = new Map<string, ChunkState>();
  const pending = new Map<string, Promise<unknown>>();
  const notify = new Set<() => void>();
  const setState = (name: string, state: ChunkState) => {
    states.set(name, state);
    notify.forEach((fn) => fn());
  };

  async function classify(error: unknown): Promise<Error> {
    if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
    const url = failedUrl(error);
    if (/\.css(\?|$)/.test(url)) return new CssChunkLoadError(url);
    let status = 0;
    try {
      status = url ? await env.probe(url) : 0;
    } catch {
      status = 0;
    }
    return new ChunkLoadError(status === 404 ? 'missing' : 'error', url || 'unknown');
  }

  return {
    /** The state of a chunk. */
    state(name: string): ChunkState {
      return states.get(name) ?? 'unrequested';
    },
    /** Subscribes to state changes; returns the unsubscribe function. */
    subscribe(fn: () => void): () => void {
      notify.add(fn);
      return () => notify.delete(fn);
    },
    /** Lets go of a loaded resource (its result and state), so that a resource kept elsewhere,
     * or not at all, is not also held here for the whole session. */
    forget(name: string): void {
      pending.delete(name);
      states.delete(name);
    },
    /** Loads a chunk once (or any resource, given its own importer); a failed one may be loaded again. */
    load<T>(name: string, importer: Importer | undefined = table[name]): Promise<T> {
      if (!importer) return Promise.reject(new ModuleNotFoundError(name));
      const existing = pending.get(name);
      if (existing) return existing as Promise<T>;
      setState(name, 'loading');
      const promise = new Promise<T>((resolve, reject) => {
        const timer = env.setTimer(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
        importer().then(
          (module) => {
            env.clearTimer(timer);
            resolve(module as T);
          },
          (error: unknown) => {
            env.clearTimer(timer);
            classify(error).then(reject, reject);
          },
        );
      }).then(
        (module) => {
          setState(name, 'loaded');
          return module;
        },
        (error: unknown) => {
          pending.delete(name);
          setState(name, 'failed');
          throw error;
        },
      );
      pending.set(name, promise);
      return promise;
    },
  };
}

/** A loader as returned by createChunkLoader. */
export type ChunkLoader = ReturnType<typeof createChunkLoader>;
