// Proofs of the statements checked in the eleventh review of the dev-server and other-options
// pages (docs/audit/configuration.md, "Round eleven (dev-server, other-options, stats, resolve,
// externals)").
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import { get, whileListening } from './devServerRequest';
import { build, projectDir, proves, runOnce, writeFiles } from './proof';

/** Starts a dev server on a free port of 127.0.0.1 for a one-module project, runs `check`, stops it. */
async function withServer(label: string, options: Server.Configuration, check: (port: number) => Promise<void>): Promise<void> {
  const dir = await projectDir(label);
  await writeFiles(dir, { 'src/index.js': `console.log('${'BUNDLE '.repeat(400)}');\n` });
  const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
  const server = new Server({ port: 0, host: '127.0.0.1', hot: false, liveReload: false, static: false, devMiddleware: { stats: 'none' }, ...options }, compiler);
  await whileListening(server, check);
}

describe('/configuration/dev-server/', () => {
  proves('/configuration/dev-server/#devserverallowedhosts', 'a Host outside allowedHosts (localhost included) gets Cross-Origin-Resource-Policy: same-origin, and a no-cors load from another site is refused; a listed name or a leading-dot domain gets neither', async () => {
    await withServer('allowed-hosts', { allowedHosts: ['app.local', '.preview.example.test'] }, async (port) => {
      const local = await get(port, '/main.js');
      expect(local.status).toBe(200);
      expect(local.headers['cross-origin-resource-policy']).toBe('same-origin');
      const crossSite = await get(port, '/main.js', { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Site': 'cross-site' });
      expect([crossSite.status, crossSite.body]).toEqual([403, 'Cross-Origin request blocked']);
      for (const host of ['app.local', 'preview.example.test', 'a.preview.example.test']) {
        const listed = await get(port, '/main.js', { Host: host });
        expect([host, listed.status, listed.headers['cross-origin-resource-policy']]).toEqual([host, 200, undefined]);
      }
      expect((await get(port, '/main.js', { Host: 'x.app.local' })).body).toBe('Invalid Host header');
    });
  });

  proves('/configuration/dev-server/#devserverheaders', "Access-Control-Allow-Origin: '*' in the object form drops the same-origin resource policy, the same header from a function does not unless it also returns a Cross-Origin-Resource-Policy", async () => {
    await withServer('headers-object', { headers: { 'Access-Control-Allow-Origin': '*' } }, async (port) => {
      const reply = await get(port, '/main.js');
      expect([reply.headers['access-control-allow-origin'], reply.headers['cross-origin-resource-policy']]).toEqual(['*', undefined]);
    });
    await withServer('headers-function', { headers: () => ({ 'Access-Control-Allow-Origin': '*' }) }, async (port) => {
      const reply = await get(port, '/main.js');
      expect([reply.headers['access-control-allow-origin'], reply.headers['cross-origin-resource-policy']]).toEqual(['*', 'same-origin']);
    });
    await withServer('headers-function-policy', { headers: () => ({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }) }, async (port) => {
      expect((await get(port, '/main.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  proves('/configuration/dev-server/#devserverproxy', 'a function entry is called once without arguments at start, then for each request that reaches the proxies, never for a bundle', async () => {
    const calls: string[] = [];
    await withServer('proxy-function', {
      proxy: [
        (req?: { url?: string }) => {
          calls.push(req ? String(req.url) : 'start');
          return { context: ['/api'], target: 'http://127.0.0.1:9' };
        },
      ],
    }, async (port) => {
      expect(calls).toEqual(['start']);
      expect((await get(port, '/main.js')).status).toBe(200);
      await get(port, '/api/users');
      expect(calls).toEqual(['start', '/api/users']);
    });
    // A function that reads the request stops the start.
    await expect(withServer('proxy-function-throws', { proxy: [(req) => ({ context: ['/api'], target: String((req as unknown as { headers: Record<string, string> }).headers['x-backend']) })] }, async () => undefined)).rejects.toThrow(
      /Cannot read properties of undefined/,
    );
  });
});

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#ignorewarnings', 'an ignored warning is gone from getWarnings(), the stats and hasWarnings(), but compilation.warnings still holds it', async () => {
    const dir = await projectDir('ignore-warnings');
    await writeFiles(dir, { 'src/index.js': "import { nope } from './a';\nconsole.log(nope);\n", 'src/a.js': 'export const a = 1;\n' });
    const stats = await runOnce(webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ignoreWarnings: [/nope/], infrastructureLogging: { level: 'none' } }));
    expect(stats.compilation.getWarnings()).toHaveLength(0);
    expect(stats.hasWarnings()).toBe(false);
    expect(stats.toJson({ all: false, warnings: true, warningsCount: true }).warningsCount).toBe(0);
    expect(stats.compilation.warnings.map((warning) => warning.message).join('\n')).toMatch(/export 'nope'/);
  });

  proves('/configuration/other-options/#dotenv', 'a variable set in the environment wins over the file, import.meta.env reads the same values, .env.[mode] overrides .env, and names without the prefix stay unreplaced', async () => {
    const dir = await projectDir('dotenv');
    process.env.WEBPACK_R11_A = 'FROM_ENV';
    try {
      const built = await build(dir, {
        'src/index.js': 'console.log(process.env.WEBPACK_R11_A, import.meta.env.WEBPACK_R11_B, process.env.R11_SECRET, import.meta.env.WEBPACK_R11_M);\n',
        '.env': 'WEBPACK_R11_A=FROM_FILE\nWEBPACK_R11_B=B_FILE\nR11_SECRET=hidden\nWEBPACK_R11_M=BASE\n',
        '.env.development': 'WEBPACK_R11_M=DEV_FILE\n',
      }, { mode: 'development', devtool: false, dotenv: true, entry: './src/index.js' });
      expect(built.errors).toEqual([]);
      expect(await built.read('main.js')).toContain('console.log("FROM_ENV", "B_FILE", process.env.R11_SECRET, "DEV_FILE")');
    } finally {
      delete process.env.WEBPACK_R11_A;
    }
  });

  proves('/configuration/other-options/#amd', 'amd: false leaves define() calls alone instead of bundling their dependencies', async () => {
    const files = { 'src/index.js': "define(['./a'], function (a) { console.log(a); });\n", 'src/a.js': 'module.exports = 1;\n' };
    const on = await build(await projectDir('amd-on'), files, { mode: 'none', entry: './src/index.js' });
    const off = await build(await projectDir('amd-off'), files, { mode: 'none', entry: './src/index.js', amd: false });
    expect(await on.read('main.js')).not.toMatch(/define\(\['\.\/a'\]/);
    expect(await off.read('main.js')).toMatch(/define\(\['\.\/a'\]/);
    expect(await off.read('main.js')).not.toContain('module.exports = 1;');
  });
});
