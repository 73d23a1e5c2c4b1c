// "Open in playground" on the guides: a block bound to an example step links to the playground
// with that step's project; following the link from the page builds the project in the
// browser, and what it emits equals what webpack in node emits for the same project folder.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { readBuild, waitForBuild } from '../playground/browserBuild';

jest.setTimeout(300_000);

const EXAMPLES = join(__dirname, '..', '..', 'content', 'examples');

/** A step's files as they are on disk (text files, forward-slash paths). */
function stepFiles(step: string): Record<string, string> {
  const dir = join(EXAMPLES, step);
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (statSync(file).isFile()) files[relative(dir, file).split('\\').join('/')] = readFileSync(file, 'utf8');
  }
  return files;
}

/** What webpack in node emits for a project, file by file. The build runs in a child process
 * without blocking this one, so the test's keep-alive connections to the server keep their
 * timers (a blocked event loop would reuse a socket the server has already closed). */
async function nodeBuild(files: Record<string, string>): Promise<{ status: string; files: Map<string, Buffer> }> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'playground', 'nodeReference.cjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.end(JSON.stringify([{ name: 'step', files }]));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`node reference build failed: ${Buffer.concat(stderr).toString('utf8')}`);
  const [result] = (JSON.parse(Buffer.concat(stdout).toString('utf8')) as { results: { status: string; files: [string, string][] }[] }).results;
  if (!result) throw new Error('node reference build gave no result');
  return { status: result.status, files: new Map(result.files.map(([file, base64]) => [file, Buffer.from(base64, 'base64')])) };
}

let server: RunningServer;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  page = await (await openBrowser()).newPage();
});

afterAll(async () => {
  await server?.stop();
});

describe('Open in playground on the getting-started guide', () => {
  it('links each complete step once, with the step\'s project in the fragment, without scripts', async () => {
    const html = await (await fetch(`${server.url}/guides/getting-started/`)).text();
    const steps = [...html.matchAll(/data-open-playground="([^"]+)"/g)].map((m) => m[1]);
    expect(steps).toEqual(['getting-started/1-first-build', 'getting-started/2-configuration', 'getting-started/3-npm-script']);
    const href = /href="(\/playground\/#project=[^"]+)" data-open-playground="getting-started\/2-configuration"/.exec(html)?.[1] ?? '';
    const project = JSON.parse(Buffer.from(href.replace(/^.*#project=/, ''), 'base64url').toString('utf8')) as { files: Record<string, string> };
    const onDisk = stepFiles('getting-started/2-configuration');
    expect(Object.keys(project.files).sort()).toEqual(Object.keys(onDisk).sort());
    expect(project.files['webpack.config.js']).toBe(onDisk['webpack.config.js']);
    expect(project.files['src/countdown.js']).toBe(onDisk['src/countdown.js']);
    // The playground brings its own toolchain: the manifest keeps the rest, not devDependencies.
    const manifest = JSON.parse(project.files['package.json'] ?? '{}');
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.dependencies).toEqual(JSON.parse(onDisk['package.json'] ?? '{}').dependencies);
  });

  it('builds the clicked step in the browser as webpack in node builds it', async () => {
    await page.goto(`${server.url}/guides/getting-started/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('[data-open-playground="getting-started/2-configuration"]');
    await page.waitForURL(/\/playground\/#project=/);
    await waitForBuild(page, 0);
    const browser = await readBuild(page);
    const node = await nodeBuild(stepFiles('getting-started/2-configuration'));
    expect(node.status).toBe('done');
    expect(browser.status).toBe('done');
    expect(browser.files.get('main.js')?.toString('utf8')).toContain('Countdown board');
    expect(browser.files.get('main.js')?.toString('utf8')).toBe(node.files.get('main.js')?.toString('utf8'));
    expect([...browser.files.keys()].sort()).toEqual([...node.files.keys()].sort());
  });
});

describe('every example step linked from the guides', () => {
  it('builds in the browser to the same files as webpack in node', async () => {
    const links: [string, string][] = [];
    for (const guide of ['getting-started', 'lazy-loading']) {
      const html = await (await fetch(`${server.url}/guides/${guide}/`)).text();
      for (const m of html.matchAll(/href="(\/playground\/#project=[^"]+)" data-open-playground="([^"]+)"/g)) links.push([m[2] ?? '', m[1] ?? '']);
    }
    expect(links.map(([step]) => step)).toEqual(['getting-started/1-first-build', 'getting-started/2-configuration', 'getting-started/3-npm-script', 'lazy-loading/1-eager', 'lazy-loading/2-on-demand']);
    // One page opens the links one after another, as a reader following them would.
    await page.goto(`${server.url}/playground/`);
    await waitForBuild(page, 0);
    for (const [step, href] of links) {
      const before = Number(await page.getAttribute('[data-playground-status]', 'data-playground-builds'));
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, href.slice(href.indexOf('#')));
      await waitForBuild(page, before);
      const browser = await readBuild(page);
      const node = await nodeBuild(stepFiles(step));
      expect({ step, status: browser.status }).toEqual({ step, status: 'done' });
      expect({ step, files: [...browser.files.keys()].sort() }).toEqual({ step, files: [...node.files.keys()].sort() });
      for (const [file, bytes] of node.files) expect({ step, file, text: browser.files.get(file)?.toString('utf8') }).toEqual({ step, file, text: bytes.toString('utf8') });
    }
  });
});
