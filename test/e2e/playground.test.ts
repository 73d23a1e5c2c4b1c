// The playground in Chromium: editing rebuilds and changes the output, a shared link opens the
// same project, a misspelt option is reported with webpack's message and a suggestion, the
// effective configuration links every option, hostile project code is contained by the
// sandbox, no request leaves the machine, and the playground works offline after one visit.
import type { Page, Request } from 'playwright-core';
import { FRAME_PATH } from '../../shared/playgroundFrame';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { buildInPage, projectHash, readBuild, waitForBuild } from '../playground/browserBuild';

jest.setTimeout(240_000);

let server: RunningServer;
let page: Page;
const requests: string[] = [];

const SIMPLE = {
  'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false } };\n`,
  'src/index.js': `console.log('first version');\n`,
};

beforeAll(async () => {
  server = await startServer();
  const context = await openBrowser();
  page = await context.newPage();
  const record = (request: Request) => requests.push(request.url());
  context.on('request', record);
});

afterAll(async () => {
  await server?.stop();
});

/** Requests to anywhere but the site itself (blob: and data: URLs stay in the browser). */
const outside = () => requests.filter((url) => !url.startsWith(server.url) && !/^(blob|data|about):/.test(url));

describe('the playground page', () => {
  it('builds the project of the fragment and shows its emitted files', async () => {
    const build = await buildInPage(page, server.url, SIMPLE);
    expect(build.status).toBe('done');
    expect(build.files.get('main.js')?.toString()).toContain(`console.log('first version')`);
  });

  it('rebuilds after an edit in the editor and shows the new output', async () => {
    const before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
    await page.click('[data-file="src/index.js"]');
    await page.click('.cm-content');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`console.log('edited in the playground');\n`);
    await waitForBuild(page, before);
    await page.waitForFunction(() => document.querySelector('[data-output-file="main.js"]')?.textContent?.includes('edited in the playground'));
    const build = await readBuild(page);
    expect(build.files.get('main.js')?.toString()).not.toContain('first version');
  });

  it('shares the edited project in the URL fragment, which opens it elsewhere', async () => {
    await page.click('[data-share]');
    const shared = page.url();
    expect(shared).toMatch(/#project=[A-Za-z0-9_-]+$/);
    const other = await page.context().newPage();
    await other.goto(shared);
    await waitForBuild(other, 0);
    expect((await readBuild(other)).files.get('main.js')?.toString()).toContain('edited in the playground');
    await other.close();
  });

  it('builds a project whose link carries a binary file, emits it byte for byte, and shares it back', async () => {
    // A 1x1 PNG: not UTF-8, so it travels in the link's "binary" map as base64.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
      + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a2f1a7c40000000049454e44ae426082', 'hex');
    const project = {
      files: {
        'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false }, module: { rules: [{ test: /\\.png$/, type: 'asset/resource' }] } };\n`,
        'src/index.js': `import dot from './dot.png';\nconsole.log(dot);\n`,
      },
      binary: { 'src/dot.png': png.toString('base64') },
    };
    const before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#project=${Buffer.from(JSON.stringify(project), 'utf8').toString('base64url')}`);
    await waitForBuild(page, before);
    const build = await readBuild(page);
    expect(build.status).toBe('done');
    const emitted = [...build.files.keys()].find((file) => file.endsWith('.png'));
    expect(emitted).toBeDefined();
    expect(build.files.get(emitted ?? '')?.equals(png)).toBe(true);
    await page.click('[data-file="src/dot.png"]');
    await expect(page.textContent('[data-binary-file="src/dot.png"]')).resolves.toContain(`a PNG image of ${png.length} bytes`);
    await page.click('[data-share]');
    const shared = JSON.parse(Buffer.from(page.url().replace(/^.*#project=/, ''), 'base64url').toString('utf8')) as typeof project;
    expect(shared.binary).toEqual(project.binary);
  });

  it('previews a built page with its emitted files: an asset module\'s image, a chunk loaded on demand, a stylesheet\'s url()', async () => {
    // A valid 1x1 PNG.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const project = {
      files: {
        'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false }, module: { rules: [{ test: /\\.png$/, type: 'asset/resource' }, { test: /\\.css$/, use: ['style-loader', 'css-loader'] }] } };\n`,
        'src/index.js': `import dot from './dot.png';
import './page.css';
const img = new Image();
img.onload = () => { document.body.dataset.image = String(img.naturalWidth); };
img.src = dot;
document.body.append(img);
import('./later.js').then((later) => { document.body.dataset.chunk = later.word; });
const probe = new Image();
probe.onload = () => { document.body.dataset.background = 'loaded'; };
probe.src = getComputedStyle(document.body).backgroundImage.slice(5, -2);
\n`,
        'src/later.js': `export const word = 'loaded on demand';\n`,
        'src/page.css': `body { background-image: url(./dot.png); }\n`,
      },
      binary: { 'src/dot.png': png },
    };
    const previewAttached = page.waitForEvent('frameattached', { predicate: (frame) => frame.parentFrame()?.url().includes(FRAME_PATH) === true, timeout: 120_000 });
    const before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#project=${Buffer.from(JSON.stringify(project), 'utf8').toString('base64url')}`);
    await waitForBuild(page, before);
    expect((await readBuild(page)).status).toBe('done');
    const preview = await previewAttached;
    const body = await preview.waitForSelector('body[data-image][data-chunk][data-background]', { state: 'attached' });
    expect(await body.getAttribute('data-image')).toBe('1');
    expect(await body.getAttribute('data-chunk')).toBe('loaded on demand');
    expect(outside()).toEqual([]);
  });

  it('reports a misspelt option with webpack\'s message and the right name', async () => {
    const build = await buildInPage(page, server.url, { ...SIMPLE, 'webpack.config.js': `module.exports = { mode: 'production', outptu: {} };\n` });
    expect(build.status).toBe('failed');
    expect(build.configProblems.join('\n')).toContain(`configuration has an unknown property 'outptu'`);
    const suggestion = page.locator('[data-config-problem] .pg-problem__suggestion a');
    await expect(suggestion.textContent()).resolves.toBe('output');
    await expect(suggestion.getAttribute('href')).resolves.toBe('/configuration/output/');
  });

  it('shows the effective configuration with links, the project\'s options apart from the defaults', async () => {
    await buildInPage(page, server.url, SIMPLE);
    await page.click('[data-side="config"]');
    const tree = page.locator('[data-effective-config]');
    await tree.waitFor();
    await expect(tree.locator('[data-option="mode"]').getAttribute('data-origin')).resolves.toBe('project');
    await expect(tree.locator('[data-option="output"]').getAttribute('data-origin')).resolves.toBe('default');
    await expect(tree.locator('[data-option="mode"] a').getAttribute('href')).resolves.toBe('/configuration/mode/');
    await expect(tree.locator('[data-option="output.path"] a').first().getAttribute('href')).resolves.toBe('/configuration/output/#outputpath');
    await expect(tree.locator('[data-option="output.path"] code').first().textContent()).resolves.toBe('"/app/dist"');
    await page.click('[data-side="output"]');
  });

  it('contains hostile code: no site storage, no navigation of the page, no requests', async () => {
    if (!page.url().startsWith(server.url)) await buildInPage(page, server.url, SIMPLE);
    await page.evaluate(() => localStorage.setItem('site-secret', 'kept by the site'));
    const files = {
      'webpack.config.js': `module.exports = async () => {
  const tries = {};
  try { tries.configFetch = String(await fetch('https://example.org/steal')); } catch (error) { tries.configFetch = 'blocked'; }
  try { tries.configStorage = String(localStorage.getItem('site-secret')); } catch (error) { tries.configStorage = 'blocked'; }
  return { mode: 'production', optimization: { minimize: false }, plugins: [new (require('webpack').DefinePlugin)({ TRIES: JSON.stringify(tries) })] };
};\n`,
      'src/index.js': `const seen = TRIES;
try { seen.pageStorage = String(localStorage.getItem('site-secret')); } catch (error) { seen.pageStorage = 'blocked'; }
try { top.location.href = 'https://example.org/'; seen.pageNavigate = 'allowed'; } catch (error) { seen.pageNavigate = 'blocked'; }
fetch('https://example.org/steal').then(() => { seen.pageFetch = 'allowed'; }, () => { seen.pageFetch = 'blocked'; }).finally(() => {
  document.body.setAttribute('data-tries', JSON.stringify(seen));
});\n`,
    };
    const origin = server.url;
    // This build's preview: the frame the sandbox makes for it (the previous build's preview is
    // still shown until then, and is replaced).
    const previewAttached = page.waitForEvent('frameattached', { predicate: (frame) => frame.parentFrame()?.url().includes(FRAME_PATH) === true, timeout: 120_000 });
    const build = await buildInPage(page, origin, files);
    expect(build.status).toBe('done');
    const main = build.files.get('main.js')?.toString() ?? '';
    expect(main).toContain('"configFetch":"blocked"');
    expect(main).toContain('"configStorage":"blocked"');
    const preview = await previewAttached;
    const tries = JSON.parse((await (await preview.waitForSelector('body[data-tries]', { state: 'attached' })).getAttribute('data-tries')) ?? '{}');
    expect(tries).toEqual({ configFetch: 'blocked', configStorage: 'blocked', pageStorage: 'blocked', pageNavigate: 'blocked', pageFetch: 'blocked' });
    expect(page.url().startsWith(`${origin}/playground/`)).toBe(true);
    expect(outside()).toEqual([]);
  });

  it('serves the sandbox frame with a policy of its own and keeps eval out of the site\'s pages', async () => {
    const frame = await fetch(`${server.url}${FRAME_PATH}`);
    const policy = frame.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).not.toContain('allow-same-origin');
    const site = await fetch(`${server.url}/playground/`);
    expect(site.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });
});

/** A project that transpiles with babel-loader and preset-env for an old browser. */
const BABEL = {
  'webpack.config.js': `module.exports = {
  mode: 'production',
  optimization: { minimize: false },
  module: { rules: [{ test: /\\.js$/, use: { loader: 'babel-loader', options: { presets: [['@babel/preset-env', { targets: { ie: '11' } }]] } } }] },
};\n`,
  'src/index.js': `const pick = (value) => value ?? 'fallback';\nconsole.log(pick(null));\n`,
};

/** Addresses of the packs a context fetched, by pack id. */
function packRequests(list: string[]): string[] {
  return list.map((url) => /\/assets\/playground-worker-pack-([\w-]+)-[A-Z0-9]+\.js$/.exec(url)?.[1]).filter((id): id is string => Boolean(id));
}

describe('packs of big packages', () => {
  it('fetches a pack only for a project that names one of its packages, or needs a module it brings', async () => {
    const context = await openBrowser();
    const seen: string[] = [];
    context.on('request', (request: Request) => seen.push(request.url()));
    const tab = await context.newPage();
    expect((await buildInPage(tab, server.url, SIMPLE)).status).toBe('done');
    expect(packRequests(seen)).toEqual([]);
    const babel = await buildInPage(tab, server.url, BABEL);
    expect(babel.status).toBe('done');
    const main = babel.files.get('main.js')?.toString() ?? '';
    expect(main).toContain("var pick = function pick(value) {\n  return value !== null && value !== void 0 ? value : 'fallback';");
    expect(packRequests(seen)).toEqual(['babel']);
    // No trigger names the html pack here: the build misses lodash, fetches the pack that brings it, builds again.
    const lodash = await buildInPage(tab, server.url, {
      'webpack.config.js': `const { kebabCase } = require('lodash');\nmodule.exports = { mode: 'development', devtool: false, output: { filename: kebabCase('Main Bundle') + '.js' } };\n`,
      'src/index.js': `console.log('named by lodash');\n`,
    });
    expect(lodash.status).toBe('done');
    expect(lodash.files.get('main-bundle.js')?.toString()).toContain('named by lodash');
    expect(packRequests(seen)).toEqual(['babel', 'html']);
    // Kept in the worker: building babel again fetches nothing.
    expect((await buildInPage(tab, server.url, { ...BABEL, 'src/index.js': `console.log(() => 2);\n` })).status).toBe('done');
    expect(packRequests(seen)).toEqual(['babel', 'html']);
    await context.close();
  });
});

describe('offline', () => {
  it('builds after one visit with the network gone', async () => {
    const context = await openBrowser({ serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto(`${server.url}/playground/${projectHash(SIMPLE)}`);
    await waitForBuild(first, 0);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null || document.documentElement.dataset.offline === 'ready', undefined, { timeout: 60_000 });
    await first.waitForFunction(async () => (await (await caches.open('playground-worker')).keys()).length === 1);
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${server.url}/playground/${projectHash({ ...SIMPLE, 'src/index.js': `console.log('built offline');\n` })}`);
    await waitForBuild(offline, 0);
    const build = await readBuild(offline);
    expect(build.status).toBe('done');
    expect(build.files.get('main.js')?.toString()).toContain('built offline');
    await context.close();
  });

  it('builds a project with babel offline after one visit that used it, and says when a pack was never fetched', async () => {
    const context = await openBrowser({ serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto(`${server.url}/playground/${projectHash(BABEL)}`);
    await waitForBuild(first, 0);
    expect((await readBuild(first)).status).toBe('done');
    await first.waitForFunction(async () => (await (await caches.open('playground-worker')).keys()).some((request) => request.url.includes('/playground-worker-pack-babel-')));
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${server.url}/playground/${projectHash({ ...BABEL, 'src/index.js': `export const later = () => 'offline';\n` })}`);
    await waitForBuild(offline, 0);
    const build = await readBuild(offline);
    expect(build.status).toBe('done');
    expect(build.files.get('main.js')?.toString()).toContain("var later = function later() {\n  return 'offline';");
    const before = Number(await offline.getAttribute('[data-playground-status]', 'data-playground-builds'));
    await offline.evaluate((h) => {
      window.location.hash = h;
    }, projectHash({ 'webpack.config.js': `const Html = require('html-webpack-plugin');\nmodule.exports = { plugins: [new Html()] };\n`, 'src/index.js': `console.log(1);\n` }));
    await waitForBuild(offline, before);
    const missing = await readBuild(offline);
    expect(missing.status).toBe('failed');
    expect(missing.errors.join('\n')).toMatch(/packages "html" could not be loaded .*no network/);
    await context.close();
  });
});
