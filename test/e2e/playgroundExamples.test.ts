// "Open in playground" on the guides: a block bound to an example step links to the playground
// with that step's project; following the link from the page builds the project in the
// browser, and what it emits equals what webpack in node emits for the same project folder.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { EXAMPLE_TEXT_FILE } from '../../server/content/contentPaths';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { readBuild, waitForBuild } from '../playground/browserBuild';

jest.setTimeout(300_000);

const EXAMPLES = join(__dirname, '..', '..', 'content', 'examples');

/** Files the content reader takes as an example's text; the others are carried as bytes. */
const TEXT_FILE = EXAMPLE_TEXT_FILE;

/** A step's project as it is on disk: text files as text, the others in base64 (forward-slash paths). */
function stepProject(step: string): { files: Record<string, string>; binary: Record<string, string> } {
  const dir = join(EXAMPLES, step);
  const files: Record<string, string> = {};
  const binary: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!statSync(file).isFile()) continue;
    const path = relative(dir, file).split('\\').join('/');
    if (TEXT_FILE.test(path)) files[path] = readFileSync(file, 'utf8');
    else binary[path] = readFileSync(file).toString('base64');
  }
  return { files, binary };
}

/** A step's text files as they are on disk. */
const stepFiles = (step: string): Record<string, string> => stepProject(step).files;

/** What webpack in node emits for each project, file by file, in one child process. The build
 * runs without blocking this process, so the test's keep-alive connections to the server keep
 * their timers (a blocked event loop would reuse a socket the server has already closed). */
async function nodeBuilds(projects: { name: string; files: Record<string, string>; binary?: Record<string, string> }[]): Promise<Map<string, { status: string; files: Map<string, Buffer> }>> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'playground', 'nodeReference.cjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.end(JSON.stringify(projects));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`node reference build failed: ${Buffer.concat(stderr).toString('utf8')}`);
  const { results } = JSON.parse(Buffer.concat(stdout).toString('utf8')) as { results: { name: string; status: string; files: [string, string][] }[] };
  return new Map(results.map((r) => [r.name, { status: r.status, files: new Map(r.files.map(([file, base64]) => [file, Buffer.from(base64, 'base64')])) }]));
}

/** What webpack in node emits for one project. */
async function nodeBuild(files: Record<string, string>): Promise<{ status: string; files: Map<string, Buffer> }> {
  const result = (await nodeBuilds([{ name: 'step', files }])).get('step');
  if (!result) throw new Error('node reference build gave no result');
  return result;
}

/** Steps whose build fails on purpose: their guide shows webpack's error (a relative import
 * without its extension in a `"type": "module"` package; a subpath the package does not export). */
const FAILING_BY_DESIGN = ['ecma-script-modules/2-type-module', 'package-exports/2-not-exported'];

/** The steps the playground can open as they are, worked out from the folders on disk: a
 * configuration or src/index.js, every package named one the playground ships or one that only
 * serves a build (its binary files are small: all of them travel in the link). */
function playableSteps(): string[] {
  const offered = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shared', 'data', 'playgroundPackages.json'), 'utf8')) as Record<string, string[]>;
  const ships = new Set(Object.values(offered).flat());
  const steps: string[] = [];
  for (const guide of readdirSync(EXAMPLES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const step of readdirSync(join(EXAMPLES, guide.name), { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const name = `${guide.name}/${step.name}`;
      const names = readdirSync(join(EXAMPLES, name), { recursive: true }).map(String).filter((f) => statSync(join(EXAMPLES, name, f)).isFile());
      if (!names.includes('webpack.config.js') && !names.includes('src/index.js')) continue;
      const manifest = names.includes('package.json') ? (JSON.parse(readFileSync(join(EXAMPLES, name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>) : {};
      const packages = ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
      if (packages.every((p) => ships.has(p))) steps.push(name);
    }
  }
  return steps.sort();
}

/** A file's bytes as a comparison shows them: its text when it is UTF-8, else base64. */
function shown(bytes: Buffer | undefined): string | undefined {
  if (!bytes) return undefined;
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : `base64:${bytes.toString('base64')}`;
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
  it('is offered exactly when the playground can build it, and builds there to the same files as webpack in node', async () => {
    const links = new Map<string, string>();
    const guides = readdirSync(join(__dirname, '..', '..', 'content', 'guides')).filter((f) => /\.mdx?$/.test(f));
    for (const file of guides) {
      const name = file.replace(/\.mdx?$/, '');
      const html = await (await fetch(`${server.url}/guides/${name === 'index' ? '' : `${name}/`}`)).text();
      for (const m of html.matchAll(/href="(\/playground\/#project=[^"]+)" data-open-playground="([^"]+)"/g)) links.set(m[2] ?? '', m[1] ?? '');
    }
    // Every step the playground can open is offered on its guide; no other one is.
    const playable = playableSteps();
    expect([...links.keys()].sort()).toEqual(playable);
    expect(playable.length).toBeGreaterThanOrEqual(10);
    const node = await nodeBuilds(playable.map((step) => ({ name: step, ...stepProject(step) })));
    // The steps whose build fails in node are the ones the guides show failing, no more: a
    // package missing from the reference install would otherwise make both sides fail alike.
    expect([...node].filter(([, result]) => result.status !== 'done').map(([step]) => step).sort()).toEqual(FAILING_BY_DESIGN);
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
      const expected = node.get(step);
      expect({ step, status: browser.status }).toEqual({ step, status: expected?.status === 'done' ? 'done' : 'failed' });
      expect({ step, files: [...browser.files.keys()].sort() }).toEqual({ step, files: [...(expected?.files.keys() ?? [])].sort() });
      for (const [file, bytes] of expected?.files ?? []) expect({ step, file, content: shown(browser.files.get(file)) }).toEqual({ step, file, content: shown(bytes) });
    }
  });
});
