// Page data of client navigations: what a long reading session keeps is bounded in bytes, the
// chunk loader holds none of it, and a page read recently comes back without a request.
import { createChunkLoader } from '../../client/lib/chunkLoader';
import { createPageDataLoader, keptBytes } from '../../client/lib/pageDataLoader';
import type { PageData } from '../../shared/types';

const env = { probe: async () => 200, setTimer: () => 0, clearTimer: () => undefined };

function site(articleBytes: number) {
  const requested: string[] = [];
  const fetch = async (url: string) => {
    requested.push(url);
    const body = JSON.stringify({ kind: 'doc', url, html: 'x'.repeat(articleBytes) });
    return new Response(body, { status: url.includes('missing') ? 500 : 200, headers: { 'x-content-version': 'v1' } });
  };
  const loader = createChunkLoader({}, env);
  const pages = createPageDataLoader({ loader, fetch, complete: async (data: PageData) => data, maxBytes: 1024 * 1024 });
  return { requested, loader, pages };
}

describe('page data loader', () => {
  it('keeps no more than its budget over a session of 200 pages of 100 kB', async () => {
    const { pages, loader } = site(100_000);
    for (let i = 0; i < 200; i += 1) {
      const url = `/page-data/v1/guides/page-${i}/data.json`;
      const loaded = await pages.load(url);
      expect(loaded.data.url).toBe(url);
      expect(loader.state(`page-data:${url}`)).toBe('unrequested');
    }
    const kept = pages.kept();
    expect(kept.bytes).toBeLessThanOrEqual(1024 * 1024);
    // Each page costs about 400 kB to keep, so the budget holds the last two.
    expect(kept.size).toBe(2);
    expect(pages.known('/page-data/v1/guides/page-199/data.json')?.served).toBe('v1');
    expect(pages.known('/page-data/v1/guides/page-0/data.json')).toBeUndefined();
  });

  it('answers a page read recently from memory, without a request', async () => {
    const { pages, requested } = site(1000);
    await pages.load('/page-data/v1/concepts/data.json');
    await pages.load('/page-data/v1/guides/data.json');
    expect(pages.known('/page-data/v1/concepts/data.json')?.data.url).toBe('/page-data/v1/concepts/data.json');
    expect(requested).toHaveLength(2);
  });

  it('counts a page by its JSON text', () => {
    expect(keptBytes('{"a":1}')).toBe(28);
  });

  it('keeps nothing of a failed load and lets it be tried again', async () => {
    const { pages, loader, requested } = site(10);
    const url = '/page-data/v1/missing/data.json';
    // The chunk loader names the failure as it names a chunk's (Error loading content. follows).
    await expect(pages.load(url)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(loader.state(`page-data:${url}`)).toBe('unrequested');
    expect(pages.known(url)).toBeUndefined();
    await expect(pages.load(url)).rejects.toThrow();
    expect(requested).toHaveLength(2);
  });
});
