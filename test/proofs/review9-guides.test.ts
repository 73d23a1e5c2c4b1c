// Proofs of the behaviour statements checked in the ninth round of the guides audit
// (docs/audit/guides.md, "Ninth round").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, runScript, writeFiles } from './proof';

describe('/guides/package-exports/', () => {
  proves('/guides/package-exports/#which-conditions-webpack-sets', "worker is active for every request when the target is 'webworker', and with other targets only for the request new Worker(new URL(...)) names", async () => {
    const files = {
      'node_modules/probe/package.json': JSON.stringify({
        name: 'probe',
        exports: {
          '.': { worker: './w-entry.js', default: './d-entry.js' },
          './inner': { worker: './w-inner.js', default: './d-inner.js' },
        },
      }),
      // The worker's own module imports probe/inner again.
      'node_modules/probe/w-entry.js': "import 'probe/inner';\nconsole.log('W-ENTRY');\n",
      'node_modules/probe/d-entry.js': "console.log('D-ENTRY');\n",
      'node_modules/probe/w-inner.js': "console.log('W-INNER');\n",
      'node_modules/probe/d-inner.js': "console.log('D-INNER');\n",
      'src/index.js': "import 'probe/inner';\nnew Worker(new URL('probe', import.meta.url));\n",
    };
    const picked = async (target: string): Promise<Record<string, string[]>> => {
      const built = await buildUnminified(await projectDir(`worker-condition-${target}`), files, { mode: 'development', devtool: false, target, entry: './src/index.js' });
      expect(built.errors).toEqual([]);
      const out: Record<string, string[]> = {};
      for (const file of built.files) out[file] = ((await built.read(file)).match(/console\.log\('[WD]-[A-Z]+'\)/g) ?? []).map((call) => call.slice(13, -2));
      return out;
    };
    // web: the worker request gets w-entry.js, every import (in the page and in the worker) the default file.
    expect(await picked('web')).toEqual({ 'main.js': ['D-INNER'], 'node_modules_probe_w-entry_js.js': ['D-INNER', 'W-ENTRY'] });
    // webworker: the condition is on for all requests.
    expect(await picked('webworker')).toEqual({ 'main.js': ['W-INNER'], 'node_modules_probe_w-entry_js.js': ['W-INNER', 'W-ENTRY'] });
  });

  proves('/guides/package-exports/#which-conditions-webpack-sets', "the default target is 'web' without a browserslist configuration and 'browserslist' with one; a list of targets sets a target condition only when no target contradicts it", async () => {
    const plain = await projectDir('default-target-plain');
    await writeFiles(plain, { 'package.json': '{ "name": "plain" }\n' });
    const withList = await projectDir('default-target-browserslist');
    await writeFiles(withList, { 'package.json': '{ "name": "listed", "browserslist": ["chrome 100"] }\n' });
    const plainOptions = effectiveOptions({ mode: 'development', context: plain });
    expect(plainOptions.target).toBe('web');
    expect(plainOptions.resolve.conditionNames).toEqual(['webpack', 'development', 'browser']);
    const listedOptions = effectiveOptions({ mode: 'development', context: withList });
    expect(listedOptions.target).toBe('browserslist');
    expect(listedOptions.resolve.conditionNames).toEqual(['webpack', 'development', 'browser']);
    expect(effectiveOptions({ mode: 'development', context: plain, target: 'browserslist:node 20' }).resolve.conditionNames).toEqual(['webpack', 'development', 'node']);
    expect(effectiveOptions({ mode: 'development', context: plain, target: ['web', 'es2020'] }).resolve.conditionNames).toEqual(['webpack', 'development', 'browser']);
    expect(effectiveOptions({ mode: 'development', context: plain, target: ['web', 'node'] }).resolve.conditionNames).toEqual(['webpack', 'development']);
  });
});

describe('/guides/asset-management/', () => {
  proves('/guides/asset-management/#loading-images', "asset/bytes is a fifth asset type: the import is a Uint8Array of the file, nothing is emitted, and with { type: 'bytes' } gets it without a rule (with { type: 'text' } gets asset/source)", async () => {
    const built = await buildUnminified(
      await projectDir('asset-bytes'),
      {
        'src/data.bin': 'AB',
        'src/note.txt': 'hello',
        'src/ruled.dat': 'C',
        'src/index.js': [
          "import bytes from './data.bin' with { type: 'bytes' };",
          "import text from './note.txt' with { type: 'text' };",
          "import ruled from './ruled.dat';",
          'console.log(bytes instanceof Uint8Array, Array.from(bytes).join(), JSON.stringify(text), ruled instanceof Uint8Array, Array.from(ruled).join());',
          '',
        ].join('\n'),
      },
      { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.dat$/, type: 'asset/bytes' }] } },
    );
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    expect(runScript(join(built.dir, 'dist', 'main.js'))).toBe('true 65,66 "hello" true 67');
    expect(validationLineFor('asset/bytes')).toBe('valid');
  });
});

/** Whether a rule's type is accepted by the schema ('valid', or the error's first line). */
function validationLineFor(type: string): string {
  try {
    webpack.validate({ module: { rules: [{ test: /x/, type }], generator: { [type]: {} }, parser: { [type]: {} } } });
    return 'valid';
  } catch (error) {
    return (error as Error).message.split('\n')[1]?.trim() ?? '';
  }
}

describe('/guides/environment-variables/', () => {
  proves('/guides/environment-variables/#exposing-values-to-application-code', "optimization.nodeEnv follows mode for development and production; with mode 'none' it is false and process.env.NODE_ENV stays in the bundle as written", async () => {
    expect(effectiveOptions({ mode: 'development' }).optimization.nodeEnv).toBe('development');
    expect(effectiveOptions({ mode: 'production' }).optimization.nodeEnv).toBe('production');
    expect(effectiveOptions({ mode: 'none' }).optimization.nodeEnv).toBe(false);
    const built = await buildUnminified(await projectDir('node-env-none'), { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' }, { mode: 'none', entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('console.log(process.env.NODE_ENV)');
  });
});

describe('/guides/public-path/', () => {
  proves('/guides/public-path/#the-default-auto', "publicPath is 'auto' for targets with a document or importScripts (Electron's renderer included) and '' for Electron's main and preload scripts, NW.js, Deno and Bun unless output.module is on", async () => {
    const publicPath = (target: string, module = false) => effectiveOptions({ mode: 'production', target, output: { module } }).output.publicPath;
    expect(publicPath('electron-renderer')).toBe('auto');
    for (const target of ['electron-main', 'electron-preload', 'nwjs', 'deno', 'bun', 'async-node']) {
      expect([target, publicPath(target)]).toEqual([target, '']);
      expect([target, publicPath(target, true)]).toEqual([target, 'auto']);
    }
  });
});

describe('/guides/build-performance/', () => {
  proves('/guides/build-performance/#measure-first', 'with profile on, detailed stats print each module with its resolve and build times, and verbose stats add the timing of the compilation phases', async () => {
    const dir = await projectDir('profile-stats');
    await writeFiles(dir, { 'src/index.js': "import './a.js';\n", 'src/a.js': 'export default 1;\n' });
    const stats = await runOnce(webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, profile: true }));
    const detailed = stats.toString({ preset: 'detailed', colors: false });
    expect(detailed).toMatch(/\.\/src\/a\.js [\s\S]*?\d+ ms \(resolving: \d+ ms, restoring: \d+ ms, integration: \d+ ms, building: \d+ ms, storing: \d+ ms\)/);
    expect(detailed).not.toContain('seal compilation');
    const verbose = stats.toString({ preset: 'verbose', colors: false });
    expect(verbose).toMatch(/LOG from webpack\.Compiler[\s\S]*seal compilation: [\d.]+ ms/);
  });
});

describe('/guides/author-libraries/', () => {
  proves('/guides/author-libraries/#adding-an-es-module-build', 'of two configurations that clean the same folder, the one that emits later deletes the output of the other', async () => {
    const dir = await projectDir('clean-two-configs');
    await writeFiles(dir, { 'src/index.js': 'export const a = 1;\n' });
    const config = (name: string, filename: string, dependencies: string[] = []): webpack.Configuration => ({
      name,
      dependencies,
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), filename, clean: true },
    });
    // dependencies makes the second build run after the first, as a slower build would.
    const compiler = webpack([config('umd', 'lib.js'), config('esm', 'lib.esm.js', ['umd'])]);
    await new Promise<void>((done, fail) => compiler.run((error) => (error ? fail(error) : compiler.close(() => done()))));
    expect(existsSync(join(dir, 'dist', 'lib.esm.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist', 'lib.js'))).toBe(false);
  });
});

describe('/guides/development-vagrant/', () => {
  proves('/guides/development-vagrant/#configuring-the-dev-server', 'webpack-dev-server 5 listens on every interface when host is left unset', async () => {
    const dir = await projectDir('dev-server-host-unset');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    const server = new Server({ port: 0, hot: false, static: false, devMiddleware: { stats: 'none' } }, compiler);
    await server.start();
    try {
      const address = server.server?.address();
      expect(typeof address === 'object' && address ? address.address : address).toMatch(/^(::|0\.0\.0\.0)$/);
    } finally {
      await server.stop();
    }
  });
});
