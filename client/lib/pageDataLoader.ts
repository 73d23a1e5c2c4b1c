// Fetches the page data of client navigations and keeps the last pages read in a small LRU
// bounded by bytes: going back is immediate, and a long reading session does not keep every
// page it opened (a page's data carries its article's HTML, 10 to 400 kB of JSON).
import type { PageData } from '../../shared/types';
import { createByteLru } from './byteLru';
import type { ChunkLoader } from './chunkLoader';

/** Memory for the data of pages read before. */
export const PAGE_DATA_KEPT_BYTES = 2 * 1024 * 1024;

/** A page's data ready to render, with the content version the server answered with. */
export interface LoadedPageData {
  data: PageData;
  served: string | null;
}

/** What a page's data costs to keep, from its JSON text: a string of n UTF-16 code units takes
 * up to 2n bytes, and the parsed objects (mostly the article's HTML string) as much again. */
export const keptBytes = (json: string): number => json.length * 4;

/** What the loader needs: the shared chunk loader (states, time-out, named errors), fetch, and
 * the completion of raw page data (its section navigation and strings). */
export interface PageDataLoaderDeps {
  loader: Pick<ChunkLoader, 'load' | 'forget'>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  complete: (data: PageData) => Promise<PageData>;
  maxBytes?: number;
}

/** Creates the loader; `known` answers from memory, `load` fetches what is not known. */
export function createPageDataLoader({ loader, fetch, complete, maxBytes = PAGE_DATA_KEPT_BYTES }: PageDataLoaderDeps) {
  const kept = createByteLru<LoadedPageData>(maxBytes);
  const keyOf = (url: string) => `page-data:${url}`;
  return {
    /** The data of a page read recently, if it is still kept. */
    known(url: string): LoadedPageData | undefined {
      return kept.get(keyOf(url));
    },
    /** Fetches a page's data and keeps it; the chunk loader lets go of it once it is here. */
    load(url: string): Promise<LoadedPageData> {
      const key = keyOf(url);
      const forget = () => loader.forget(key);
      return loader
        .load<LoadedPageData & { bytes: number }>(key, async () => {
          const response = await fetch(url, { headers: { accept: 'application/json' } });
          if (!response.ok && response.status !== 404) throw new Error(`page data ${url} answered ${response.status}`);
          const text = await response.text();
          return { data: await complete(JSON.parse(text) as PageData), served: response.headers.get('x-content-version'), bytes: keptBytes(text) };
        })
        .then(
          ({ data, served, bytes }) => {
            forget();
            const loaded = { data, served };
            kept.set(key, loaded, bytes);
            return loaded;
          },
          (error: unknown) => {
            forget();
            throw error;
          },
        );
    },
    /** Bytes and entries kept, for tests. */
    kept: () => ({ size: kept.size, bytes: kept.bytes }),
  };
}

/** A page-data loader as created above. */
export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
