// No Docker engine runs here, so this proves the Dockerfile's runtime stage by doing its steps:
// production-only install in an empty folder, the build output and content copied in, start, GET /.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(240_000);
const ROOT = join(__dirname, '..', '..');

describe('the Dockerfile runtime stage', () => {
  let dir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'runtime-stage-'));
    for (const file of ['package.json', 'package-lock.json']) cpSync(join(ROOT, file), join(dir, file));
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe' });
    cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts with production dependencies only and serves / with 200', async () => {
    server = await startServer({ CONTENT_DIR: 'content' }, dir, join(dir, 'dist', 'server', 'index.cjs'));
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>webpack</title>');
  });

  it('exits 0 on SIGTERM', async () => {
    const code = await server?.stop();
    server = undefined;
    expect(code).toBe(0);
  });
});
