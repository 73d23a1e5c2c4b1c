// The process with VERSION_DIRS: a bad entry or a folder that cannot be served stops the server
// with one line naming it; the webpack 4 corpus is served under /v4/ by the built server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_DIR, itWithCorpus } from '../../helpers/corpus';
import { startServer, stopRunningServers } from '../../helpers/server';

const ROOT = join(__dirname, '..', '..', '..');
const SERVER = join(ROOT, 'dist', 'server', 'index.cjs');
const V4_DIR = process.env.V4_CORPUS_DIR ?? join(CORPUS_DIR, '..', '..', 'webpack-docs-v4', 'content');
jest.setTimeout(60_000);
afterAll(() => stopRunningServers());

describe('a server started with VERSION_DIRS', () => {
  it.each([
    ['does not exist', () => `4=${join(tmpdir(), 'no-such-version-folder-xyz')}`, /^error: version folder 4 ".*no-such-version-folder-xyz" does not exist\n$/],
    ['holds no pages', () => `4=${mkdtempSync(join(tmpdir(), 'empty-version-'))}`, /^error: version folder 4 ".*" holds no \.md or \.mdx pages\n$/],
    ['is named without a version', () => 'folder-only', /^error: VERSION_DIRS entry "folder-only" must be major=folder/],
  ])('stops with one line naming it and exit code 1 when the folder %s', (_what, value, message) => {
    const result = spawnSync(process.execPath, [SERVER], { cwd: ROOT, env: { ...process.env, VERSION_DIRS: value(), PORT: '0', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  itWithCorpus([V4_DIR], 'serves the webpack 4 pages under /v4/ and searches them with version=4 only', async () => {
    const server = await startServer({ VERSION_DIRS: `4=${V4_DIR}` });
    const page = await fetch(`${server.url}/v4/concepts/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('class="version-notice"');
    const scoped = (await (await fetch(`${server.url}/api/search?q=CommonsChunkPlugin&version=4`)).json()) as { results: { url: string }[] };
    expect(scoped.results.length).toBeGreaterThan(0);
    expect(scoped.results.every((r) => r.url.startsWith('/v4/'))).toBe(true);
    const current = (await (await fetch(`${server.url}/api/search?q=CommonsChunkPlugin`)).json()) as { results: { url: string }[] };
    expect(current.results.some((r) => r.url.startsWith('/v4/'))).toBe(false);
  });
});
