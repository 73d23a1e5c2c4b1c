// The render worker of live reload: the worker bundled from its source renders a page exactly as
// the main thread does (titles of other pages, images of a translation's folder, the deflated
// article in a Buffer of its own); a page that never finishes or that ends the worker becomes a
// problem of its file, and the next page is rendered by a fresh worker.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { isPage, renderPage } from '../../../server/content/pageFromFile';
import { folderRenderSettings, pageOptionsFor, rendererFor } from '../../../server/content/renderSettings';
import { createRenderWorker, type RenderWorker } from '../../../server/content/renderWorkerPool';
import { silentLogger } from '../../../server/logger';

const REPO = join(__dirname, '..', '..', '..');
// Inside the repository (.tmp is ignored by git) so the bundle finds the packages it leaves out.
const OUT = join(REPO, '.tmp');

const source = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const file = (path: string, text: string) => ({ path, source: text, size: Buffer.byteLength(text) });

describe('render worker', () => {
  let dir: string;
  const workers: RenderWorker[] = [];
  const worker = (script: string, timeoutMs?: number) => {
    const made = createRenderWorker({ script, log: silentLogger(), ...(timeoutMs ? { timeoutMs } : {}) });
    workers.push(made);
    return made;
  };

  beforeAll(() => {
    mkdirSync(OUT, { recursive: true });
    dir = mkdtempSync(join(OUT, 'render-worker-'));
    buildSync({ entryPoints: [join(REPO, 'server/content/renderWorker.ts')], outfile: join(dir, 'renderWorker.cjs'), bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'warning' });
    // A stand-in that answers like the worker, but never finishes "hang" and ends on "crash".
    writeFileSync(
      join(dir, 'faulty.cjs'),
      `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.kind !== 'render') return;
  if (m.file.source === 'hang') for (;;);
  if (m.file.source === 'crash') process.exit(3);
  parentPort.postMessage({ id: m.id, result: { file: m.file.path, line: 1, message: 'rendered ' + m.file.source } });
});`,
    );
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a translated page as the main thread does, with the titles of the other pages', async () => {
    const settings = folderRenderSettings({ assets: ['guides/a.png'], imageSizes: new Map([['guides/a.png', { width: 20, height: 10 }]]) }, 'ko', 'https://example.org/edit');
    const page = file('guides/one.md', source('One', '[see](/guides/two/) and [this](/concepts/)\n\n![a](./a.png)\n\n## 설치 {#install}\n\n```js\nconst a = 1;\n```'));
    const titles = new Map([['/guides/two/', 'Two (ko)']]);
    const expected = renderPage(page, rendererFor(settings), { ...pageOptionsFor(settings), pageTitle: (url) => titles.get(url) });
    const got = await worker(join(dir, 'renderWorker.cjs')).renderer(settings)(page, titles);
    if (!isPage(got) || !isPage(expected)) throw new Error('both must be pages');
    expect(Buffer.isBuffer(got.compressed.deflated)).toBe(true);
    expect(got).toEqual(expected);
    expect(got.html).toContain('/ko/content-assets/guides/a.png');
    expect(got.titleLinks).toEqual(expected.titleLinks);
  });

  it('gives the problem of a broken page, and the titles as they are at each render', async () => {
    const settings = folderRenderSettings({ assets: [], imageSizes: new Map() }, null, 'https://example.org/edit');
    const render = worker(join(dir, 'renderWorker.cjs')).renderer(settings);
    expect(await render(file('bad.md', '---\ntitle: [\n---\n'), new Map())).toMatchObject({ file: 'bad.md', line: expect.any(Number) });
    const linking = file('a.md', source('A', 'Read [here](/b/).'));
    const here = (titles: Map<string, string>) => renderPage(linking, rendererFor(settings), { ...pageOptionsFor(settings), pageTitle: (url) => titles.get(url) });
    const bee = new Map([['/b/', 'Bee']]);
    const bees = new Map([['/b/', 'Bees']]);
    const [first, second] = [await render(linking, bee), await render(linking, bees)];
    expect([first, second]).toEqual([here(bee), here(bees)]);
    if (!isPage(first) || !isPage(second)) throw new Error('both must be pages');
    expect([first.titleLinks, first.html === second.html]).toEqual([['/b/'], false]);
  });

  it('makes a page that never finishes a problem of its file and renders the next in a fresh worker', async () => {
    const render = worker(join(dir, 'faulty.cjs'), 300).renderer(folderRenderSettings({ assets: [], imageSizes: new Map() }, null, 'e'));
    const results = await Promise.all([render(file('slow.md', 'hang'), new Map()), render(file('next.md', 'fine'), new Map())]);
    expect(results).toEqual([
      { file: 'slow.md', line: 1, message: 'rendering took more than 0.3 s and was stopped: split the page or simplify it' },
      { file: 'next.md', line: 1, message: 'rendered fine' },
    ]);
  });

  it('makes a page that ends the worker a problem of its file and renders the next in a fresh worker', async () => {
    const render = worker(join(dir, 'faulty.cjs')).renderer(folderRenderSettings({ assets: [], imageSizes: new Map() }, null, 'e'));
    const results = await Promise.all([render(file('crash.md', 'crash'), new Map()), render(file('next.md', 'fine'), new Map())]);
    expect(results[0]).toEqual({ file: 'crash.md', line: 1, message: 'could not be rendered: the render worker stopped (exit code 3); the page may be too large or too complex' });
    expect(results[1]).toEqual({ file: 'next.md', line: 1, message: 'rendered fine' });
  });
});
