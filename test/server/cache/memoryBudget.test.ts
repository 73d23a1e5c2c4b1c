// One memory budget for what is kept per page: on the corpus, whose pages and page data would
// fill about five times the budget here (20 MB against 4 MiB), once a crawler has requested
// every page (and every page's data), the per-page caches together hold no more than the
// operator's CACHE_MAX_BYTES, and they do fill it (the pages are kept up to it).
import { createServer } from 'node:http';
import request from 'supertest';
import { createContentStore } from '../../../server/content/store';
import { buildContent } from '../../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../../server/content/contentAssets';
import { readContentFolder } from '../../../server/content/read';
import { siteUrls } from '../../../server/content/siteUrls';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { pageDataUrl } from '../../../shared/urls';
import { fillQueue } from '../../../server/cache/prepareResponse';
import { generateLargeSite } from '../../helpers/largeSite';
import { appOverStore } from '../../helpers/testApp';
import { CORPUS_DIR, describeWithCorpus } from '../../helpers/corpus';

const BUDGET = 4 * 1024 * 1024;

describeWithCorpus([CORPUS_DIR], 'memory budget on the corpus', () => {
  jest.setTimeout(240_000);

  it('keeps every per-page cache within CACHE_MAX_BYTES after every page was requested', async () => {
    const site = generateLargeSite(CORPUS_DIR, 1);
    try {
      const files = await readContentFolder(site.dir);
      const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
      const { app, caches } = appOverStore(createContentStore(snapshot), BUDGET);
      const urls = siteUrls(snapshot);
      expect(urls.length).toBeGreaterThan(150);
      const server = createServer(app).listen(0, '127.0.0.1');
      try {
        for (const url of urls) {
          expect((await request(server).get(url).set('accept-encoding', 'gzip')).status).toBe(200);
          expect((await request(server).get(pageDataUrl(snapshot.version, url))).status).toBe(200);
        }
      } finally {
        server.close();
      }
      // Entries are compressed off the request path, one at a time: wait until the queue is empty
      // (a fill the full queue refused is simply not made).
      while (fillQueue.pendingBytes > 0) await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      expect(caches.bytes).toBeLessThanOrEqual(BUDGET);
      expect(caches.pages.bytes).toBeGreaterThan(BUDGET / 2);
      expect(caches.parts.bytes).toBeGreaterThan(0);
    } finally {
      site.remove();
    }
  });
});
