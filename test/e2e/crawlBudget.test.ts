// A crawler cycling through every address of the site, from outside: every English and Korean
// page, each page's data, and the print views of both languages, three times over, against the
// built server with its default cache budget. The third pass is answered from the cache (at
// least 90% of it: the goal; the print views and their data are kept outside the LRU and the
// budget fits the rest). On the corpus with its Korean translation.
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { startServer, type RunningServer } from '../helpers/server';
import { describeWithCorpus } from '../helpers/corpus';
import { CORPUS_DIR } from '../helpers/testApp';
import { isEnglishOnly, routeOfPath } from '../../shared/routes';

jest.setTimeout(600_000);
const KOREAN_DIR = join(CORPUS_DIR, '..', '..', 'webpack-docs-ko', 'content');
const SECTIONS = ['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'];

/** One GET, compressed as a browser takes it unless the body is to be read. */
function get(base: string, path: string, agent: Agent, encoding = 'br, gzip'): Promise<{ status: number; cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    request(base + path, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache'] ?? ''), body: Buffer.concat(chunks).toString() }));
    })
      .on('error', reject)
      .end();
  });
}

describeWithCorpus([CORPUS_DIR, KOREAN_DIR], 'a crawl of every page of every language', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CONTENT_DIR: CORPUS_DIR, TRANSLATION_DIRS: `ko=${KOREAN_DIR}` });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is answered from the cache in its third pass at the default budget', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { version } = JSON.parse((await get(server.url, '/readyz', agent, 'identity')).body) as { version: string };
    const sitemap = (await get(server.url, '/sitemap.xml', agent, 'identity')).body;
    const english = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/').filter((p) => !p.startsWith('/ko/'));
    const pages = [...english, '/printable/', ...SECTIONS.map((s) => `/${s}/printable/`)];
    // English-only screens (the playground) have no Korean address.
    const both = [...pages, ...pages.filter((p) => !isEnglishOnly(routeOfPath(p).kind)).map((p) => `/ko${p}`)];
    const paths = [...both, ...both.map((p) => `/page-data/${version}${p}data.json`)];
    expect(english.length).toBeGreaterThan(100);
    let hits = 0;
    for (let pass = 1; pass <= 3; pass += 1) {
      for (const path of paths) {
        const answer = await get(server.url, path, agent);
        expect([path, answer.status]).toEqual([path, 200]);
        if (pass === 3 && answer.cache === 'HIT') hits += 1;
      }
    }
    agent.destroy();
    expect(hits / paths.length).toBeGreaterThanOrEqual(0.9);
  });
});
