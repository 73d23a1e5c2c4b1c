// Proofs of API page statements corrected in the sixth review: small Node.js bundles that print
// what the generated code evaluates to at run time.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, writeFiles } from './proof';

/** Runs a Node.js bundle and returns the lines it printed. */
function runBundle(dir: string, file = 'main.js'): string[] {
  return execFileSync(process.execPath, [join(dir, 'dist', file)], { cwd: join(dir, 'dist'), encoding: 'utf8' }).trim().split('\n');
}

describe('/api/module-variables/', () => {
  proves('/api/module-variables/#other-importmeta-properties', 'import.meta.main is a run-time check against the started entry module: true in each entry module, false in what they import; inserted without parentheses, so !import.meta.main is always false', async () => {
    const dir = await projectDir('import-meta-main');
    const built = await buildUnminified(dir, {
      'src/a.js': "import './c.js';\nconsole.log('a', import.meta.main);\n",
      'src/b.js': "console.log('b', import.meta.main);\n",
      'src/c.js': "console.log('c', import.meta.main, !import.meta.main, !(import.meta.main));\n",
    }, { mode: 'development', devtool: false, target: 'node', entry: { main: ['./src/a.js', './src/b.js'] } });
    expect(built.errors).toEqual([]);
    // c is not an entry module: false, yet !import.meta.main is false too (no parentheses), !(…) is true
    expect(runBundle(dir)).toEqual(['c false false true', 'a true', 'b true']);
    // not a constant: the generated code compares the module with the runtime's started one
    expect(await built.read('main.js')).toContain('__webpack_require__.c[__webpack_require__.s] === module');
  });

  const envFiles = { 'src/index.js': 'console.log(JSON.stringify(import.meta.env));\n' };
  const env = async (name: string, config: object) => {
    const dir = await projectDir(name);
    const built = await buildUnminified(dir, envFiles, { target: 'node', entry: './src/index.js', devtool: false, ...config });
    expect(built.errors).toEqual([]);
    return JSON.parse(runBundle(dir)[0] ?? 'null');
  };

  proves('/api/module-variables/#other-importmeta-properties', "import.meta.env is {} in none mode; with optimization.nodeEnv set, MODE is the nodeEnv value, BASE_URL is a fixed output.publicPath (else '/'), SSR is true for Node.js targets only", async () => {
    expect(await env('env-none', { mode: 'none' })).toEqual({});
    expect(await env('env-dev', { mode: 'development' })).toEqual({ NODE_ENV: 'development', MODE: 'development', DEV: true, PROD: false, SSR: true, BASE_URL: '/' });
    expect(await env('env-public-path', { mode: 'production', output: { publicPath: '/static/' } })).toEqual({ NODE_ENV: 'production', MODE: 'production', DEV: false, PROD: true, SSR: true, BASE_URL: '/static/' });
    expect(await env('env-node-env', { mode: 'production', optimization: { nodeEnv: 'staging' } })).toMatchObject({ NODE_ENV: 'staging', MODE: 'staging', DEV: false, PROD: true });
  });

  proves('/configuration/module/#javascript-parser-options', "importMeta.env: webpack's keys only while optimization.nodeEnv is set (none mode gives {}); NODE_ENV and MODE follow nodeEnv, BASE_URL a fixed publicPath", async () => {
    expect(await env('env-none-row', { mode: 'none' })).toEqual({});
    expect(await env('env-node-env-row', { mode: 'development', optimization: { nodeEnv: 'staging' } })).toMatchObject({ NODE_ENV: 'staging', MODE: 'staging', BASE_URL: '/' });
    expect(await env('env-public-path-row', { mode: 'production', output: { publicPath: '/static/' } })).toMatchObject({ BASE_URL: '/static/' });
  });

  proves('/api/module-variables/#other-importmeta-properties', 'import.meta.env.SSR is false for web and for universal targets', async () => {
    for (const [name, target, file] of [['env-web', 'web', 'main.js'], ['env-universal', ['web', 'node'], 'main.mjs']] as const) {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, envFiles, { mode: 'development', devtool: false, target: target as never, entry: './src/index.js' });
      expect(built.errors).toEqual([]);
      expect(await built.read(file)).toContain('"SSR":false');
    }
  });
  proves('/api/module-variables/#__non_webpack_require__', 'with output.module and a Node.js target __non_webpack_require__ is a require made by createRequire(import.meta.url) and loads at run time; with a web target the build warns', async () => {
    const files = { 'src/index.js': "const path = __non_webpack_require__('node:path');\nconsole.log(typeof path.join);\n" };
    const dir = await projectDir('non-webpack-require-esm');
    const built = await buildUnminified(dir, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', experiments: { outputModule: true }, output: { module: true } });
    expect(built.warnings).toEqual([]);
    expect(await built.read('main.mjs')).toContain('__WEBPACK_EXTERNAL_createRequire(import.meta.url)');
    expect(runBundle(dir, 'main.mjs')).toEqual(['function']);
    const cjs = await projectDir('non-webpack-require-cjs');
    const cjsBuilt = await buildUnminified(cjs, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js' });
    expect(await cjsBuilt.read('main.js')).toContain("require('node:path')");
    const web = await projectDir('non-webpack-require-web');
    const webBuilt = await buildUnminified(web, files, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', experiments: { outputModule: true }, output: { module: true } });
    expect(webBuilt.warnings.join('\n')).toContain('__non_webpack_require__ is only allowed in target node');
  });
  proves('/api/module-variables/#__dirname', "with experiments.futureDefaults a web build still mocks __dirname ('/') and replaces global, and warns for each use", async () => {
    const dir = await projectDir('future-defaults-mocks');
    const built = await buildUnminified(dir, { 'src/index.js': 'console.log(__dirname, typeof global);\n' }, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', experiments: { futureDefaults: true } });
    expect(built.errors).toEqual([]);
    expect(built.warnings.join('\n')).toContain('"__dirname" has been used, it will be undefined in next major version');
    expect(built.warnings.join('\n')).toContain('"global" has been used, it will be undefined in next major version');
    const code = await built.read('main.mjs');
    expect(code).toContain('var __webpack_dirname__ = "/"');
    expect(code).toContain('typeof __webpack_require__.g');
  });
  proves('/api/module-variables/#other-importmeta-properties', "an unknown import.meta field is kept for the run time with output.module (importMeta 'preserve-unknown' by default) and becomes undefined otherwise", async () => {
    const files = { 'src/index.js': 'console.log(import.meta.custom);\n' };
    const esm = await projectDir('import-meta-unknown-esm');
    const esmBuilt = await buildUnminified(esm, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', experiments: { outputModule: true }, output: { module: true } });
    expect(esmBuilt.errors).toEqual([]);
    expect(await esmBuilt.read('main.mjs')).toContain('__webpack_import_meta__.custom');
    const cjs = await projectDir('import-meta-unknown-cjs');
    const cjsBuilt = await buildUnminified(cjs, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js' });
    expect(await cjsBuilt.read('main.js')).toContain('/* unsupported import.meta.custom */ undefined');
  });
});

describe('/api/module-methods/', () => {
  proves('/api/module-methods/#handling-loading-errors', 'a missing chunk file: require() chunk loading of a Node.js build throws MODULE_NOT_FOUND synchronously from import(); with output.module the promise rejects with ERR_MODULE_NOT_FOUND', async () => {
    const files = {
      'src/lazy.js': 'export const x = 1;\n',
      'src/index.js': "let p;\ntry { p = import('./lazy.js'); console.log('no sync throw'); } catch (e) { console.log('sync ' + e.code); }\nif (p) p.then(() => console.log('ok'), (e) => console.log('rejected ' + e.code));\n",
    };
    const { rm } = await import('node:fs/promises');
    const cjs = await projectDir('chunk-missing-cjs');
    const cjsBuilt = await buildUnminified(cjs, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js' });
    const cjsChunk = cjsBuilt.files.find((f) => f !== 'main.js');
    expect(cjsChunk).toBeDefined();
    await rm(join(cjs, 'dist', cjsChunk as string));
    expect(runBundle(cjs)).toEqual(['sync MODULE_NOT_FOUND']);
    const esm = await projectDir('chunk-missing-esm');
    const esmBuilt = await buildUnminified(esm, files, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', experiments: { outputModule: true }, output: { module: true } });
    const esmChunk = esmBuilt.files.find((f) => f !== 'main.mjs');
    expect(esmChunk).toBeDefined();
    await rm(join(esm, 'dist', esmChunk as string));
    expect(runBundle(esm, 'main.mjs')).toEqual(['no sync throw', 'rejected ERR_MODULE_NOT_FOUND']);
  });
});

describe('/api/node/', () => {
  /** Whether a ProgressPlugin reporter exists while processAssets runs. */
  async function hasProgress(dir: string, config: webpack.Configuration): Promise<boolean> {
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ...config });
    let reporter: unknown;
    compiler.hooks.thisCompilation.tap('Proof', (compilation) => compilation.hooks.processAssets.tap('Proof', () => { reporter = webpack.ProgressPlugin.getReporter(compiler); }));
    await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))));
    return typeof reporter === 'function';
  }

  proves('/api/node/#reporting-progress', "infrastructureLogging.progress: true makes webpack() add a ProgressPlugin (not with level 'none'); without it there is none", async () => {
    const dir = await projectDir('infrastructure-progress');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const quiet = { stream: { write: () => true, isTTY: false } as unknown as NodeJS.WritableStream };
    expect(await hasProgress(dir, { infrastructureLogging: { ...quiet } })).toBe(false);
    expect(await hasProgress(dir, { infrastructureLogging: { ...quiet, progress: true } })).toBe(true);
    expect(await hasProgress(dir, { infrastructureLogging: { ...quiet, progress: true, level: 'none' } })).toBe(false);
    // 'auto' (the futureDefaults value) stays off when the stream is not an interactive terminal
    expect(await hasProgress(dir, { infrastructureLogging: { ...quiet, progress: 'auto' } })).toBe(false);
  });
});

describe('/api/loaders/', () => {
  proves('/api/loaders/#thistarget', "this.target is 'universal' for target ['web', 'node'] and 'deno' for target deno", async () => {
    const dir = await projectDir('loader-target');
    await writeFiles(dir, { 'target-loader.js': 'module.exports = function () { return `export default ${JSON.stringify(this.target)};`; };\n' });
    for (const [target, expected] of [[['web', 'node'], 'universal'], ['deno', 'deno']] as const) {
      const built = await buildUnminified(dir, { 'src/index.js': "import t from './a.txt';\nconsole.log(t);\n", 'src/a.txt': 'x\n' }, {
        mode: 'development', devtool: false, target: target as never, entry: './src/index.js',
        output: { path: join(dir, 'dist', String(expected)) },
        module: { rules: [{ test: /\.txt$/, use: join(dir, 'target-loader.js') }] },
      });
      expect(built.errors).toEqual([]);
      const file = built.files.find((f) => f.startsWith(`${expected}/main.`)) as string;
      expect(await built.read(file)).toContain(`"${expected}"`);
    }
  });
});

describe('/api/plugins/', () => {
  proves('/api/plugins/#syncbailhook', 'every JavascriptParser hook is a SyncBailHook, directly or inside a HookMap', async () => {
    const dir = await projectDir('parser-hook-classes');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const kinds = new Set<string>();
    compiler.hooks.normalModuleFactory.tap('Proof', (factory) => factory.hooks.parser.for('javascript/auto').tap('Proof', (parser) => {
      for (const hook of Object.values(parser.hooks) as { constructor: { name: string }; for?: (key: string) => { constructor: { name: string } } }[]) {
        kinds.add(hook.constructor.name === 'HookMap' && hook.for ? hook.for('proof').constructor.name : hook.constructor.name);
      }
    }));
    await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))));
    expect([...kinds]).toEqual(['SyncBailHook']);
  });
});

describe('/api/cli/', () => {
  proves('/api/cli/#config-node-env', "process.env.NODE_ENV in application code is replaced by the mode's value in production and development and left as written in mode none", async () => {
    const files = { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' };
    for (const [mode, expected] of [['production', 'console.log("production")'], ['development', 'console.log("development")'], ['none', 'console.log(process.env.NODE_ENV)']] as const) {
      const dir = await projectDir(`node-env-${mode}`);
      const built = await buildUnminified(dir, files, { mode, devtool: false, target: 'node', entry: './src/index.js' });
      expect(await built.read('main.js')).toContain(expected);
    }
  });
});
