// The playground builds projects with the real webpack in the browser exactly as node does:
// every emitted file byte for byte, the stats text, errors and configuration problems. One
// Chromium page builds the projects one after another in the same worker; node builds the
// same projects in a project folder with webpack installed (test/playground/nodeReference.cjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { buildInPage, type PageBuild } from '../playground/browserBuild';
import { PARITY_PROJECTS } from '../playground/parityProjects';

jest.setTimeout(600_000);

interface NodeResult {
  name: string;
  status: string;
  files: [string, string][];
  errors: string[];
  configProblems: string[];
  stats: string;
}

let server: RunningServer;
let page: Page;
let node: Map<string, NodeResult>;
const browser = new Map<string, PageBuild>();

beforeAll(async () => {
  const run = spawnSync(process.execPath, [join(__dirname, '..', 'playground', 'nodeReference.cjs')], { input: JSON.stringify(PARITY_PROJECTS), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`node reference builds failed: ${run.stderr}`);
  const { root, results } = JSON.parse(run.stdout) as { root: string; results: NodeResult[] };
  // The one difference by design: where the project lies (node: a temporary folder; the
  // worker: /app) shows in messages that name an absolute path.
  const local = (text: string) => text.split(root).join('/app');
  node = new Map(results.map((r) => [r.name, { ...r, stats: local(r.stats), errors: r.errors.map(local), configProblems: r.configProblems.map(local) }]));
  server = await startServer();
  const context = await openBrowser();
  page = await context.newPage();
  // Projects build one after another in the same page and worker.
  for (const project of PARITY_PROJECTS) browser.set(project.name, await buildInPage(page, server.url, project.files));
});

afterAll(async () => {
  await server?.stop();
});

describe('a project built in the browser equals the node build', () => {
  it('covers at least 20 projects', () => {
    expect(PARITY_PROJECTS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PARITY_PROJECTS.map((p) => [p.name]))('%s', (name) => {
    const expected = node.get(name);
    const actual = browser.get(name);
    if (!expected || !actual) throw new Error(`no result for ${name}`);
    expect(actual.status).toBe(expected.status === 'done' ? 'done' : 'failed');
    expect([...actual.files.keys()].sort()).toEqual(expected.files.map(([file]) => file).sort());
    for (const [file, base64] of expected.files) {
      const bytes = actual.files.get(file);
      expect({ file, text: bytes?.toString('utf8') }).toEqual({ file, text: Buffer.from(base64, 'base64').toString('utf8') });
      expect(bytes?.equals(Buffer.from(base64, 'base64'))).toBe(true);
    }
    if (expected.configProblems.length === 0) expect(actual.stats).toMatch(/webpack 5\.112\.2\)? compiled/);
    expect(actual.stats).toBe(expected.stats);
    expect(actual.configProblems).toEqual(expected.configProblems);
  });
});
