// Proofs of API page statements corrected or confirmed in the ninth review: small builds and CLI
// runs whose results are read back.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, runOnce, runScript, writeFiles } from './proof';

const CLI = join(resolve(__dirname, '..', '..'), 'node_modules', 'webpack-cli', 'bin', 'cli.js');

describe('/api/stats/', () => {
  /** One production build in a fresh compiler (as a new CLI run would be), returning the asset flags of main. */
  const emitOnce = async (dir: string, filename: string, compareBeforeEmit = true) => {
    const compiler = webpack({
      mode: 'production', context: dir, entry: './src/index.js', optimization: { minimize: false },
      output: { path: join(dir, 'dist'), filename, compareBeforeEmit },
    });
    const stats = await runOnce(compiler);
    const asset = (stats.toJson({ all: false, assets: true, cachedAssets: true }).assets ?? []).find((a) => a.name.startsWith('main.'));
    return { emitted: asset?.emitted, comparedForEmit: asset?.comparedForEmit, cached: asset?.cached, immutable: asset?.info.immutable };
  };

  proves('/api/stats/#asset-objects', 'comparedForEmit is also true when a same-sized file on disk differed and was written (emitted true as well); only with emitted false was the file identical', async () => {
    const dir = await projectDir('compared-for-emit');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    expect(await emitOnce(dir, '[name].js')).toMatchObject({ emitted: true, comparedForEmit: false, cached: false });
    expect(await emitOnce(dir, '[name].js')).toMatchObject({ emitted: false, comparedForEmit: true, cached: false });
    await writeFiles(dir, { 'src/index.js': 'console.log(2);\n' });
    expect(await emitOnce(dir, '[name].js')).toMatchObject({ emitted: true, comparedForEmit: true, cached: false });
  });

  proves('/api/stats/#asset-objects', 'an immutable asset whose file already exists from a previous run is kept unread: cached true, comparedForEmit and emitted false; with compareBeforeEmit false it is written again', async () => {
    const dir = await projectDir('cached-immutable');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    expect(await emitOnce(dir, '[name].[contenthash].js')).toMatchObject({ emitted: true, comparedForEmit: false, cached: false, immutable: true });
    expect(await emitOnce(dir, '[name].[contenthash].js')).toMatchObject({ emitted: false, comparedForEmit: false, cached: true, immutable: true });
    expect(await emitOnce(dir, '[name].[contenthash].js', false)).toMatchObject({ emitted: true, comparedForEmit: false, cached: false, immutable: true });
  });
});

describe('/api/cli/', () => {
  /** Starts `webpack watch`, waits for the first failed build, sends the signal and resolves with the exit code. */
  const stopWatchAfterFailedBuild = (cwd: string, signal: NodeJS.Signals | 'stdin') => new Promise<{ code: number | null; out: string }>((done, fail) => {
    const { NODE_ENV: _ignored, ...env } = process.env;
    const args = [CLI, 'watch', '--mode', 'none', ...(signal === 'stdin' ? ['--watch-options-stdin'] : [])];
    const child = spawn(process.execPath, args, { cwd, env: { ...env, NO_COLOR: '1' } });
    let out = '';
    let stopped = false;
    const seen = (chunk: Buffer) => {
      out += String(chunk);
      if (!/compiled with 1 error/.test(out) || stopped) return;
      stopped = true;
      if (signal === 'stdin') child.stdin.end();
      else child.kill(signal);
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('error', fail);
    child.on('exit', (code) => done({ code, out }));
  });

  proves('/api/cli/#exit-codes', 'a watcher stopped with SIGINT or SIGTERM, or by closing standard input under --watch-options-stdin, after a build with errors exits with code 0', async () => {
    const dir = await projectDir('watch-exit-code');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n" });
    for (const signal of ['SIGINT', 'SIGTERM', 'stdin'] as const) {
      const { code, out } = await stopWatchAfterFailedBuild(dir, signal);
      expect(out).toContain("Module not found: Error: Can't resolve './missing.js'");
      expect(code).toBe(0);
    }
  });
});

describe('/api/module-variables/', () => {
  proves('/api/module-variables/#other-runtime-variables', "__webpack_base_uri__ starts as document.baseURI in classic web scripts, self.location in a webworker build, new URL('./', import.meta.url) (a URL object for the output folder) with output.module, the file URL of the output file for Node.js, and an entry's baseUri when set", async () => {
    const files = {
      'src/index.js': "console.log(typeof __webpack_base_uri__, String(__webpack_base_uri__));\nconsole.log(new URL('./file.txt', import.meta.url).href);\n",
      'src/file.txt': 'x',
    };
    const baseLine = async (name: string, config: webpack.Configuration) => {
      const built = await build(await projectDir(`base-uri-${name}`), files, { mode: 'development', devtool: false, entry: './src/index.js', ...config });
      expect(built.errors).toEqual([]);
      const main = built.files.find((f) => /^main\.m?js$/.test(f)) ?? '';
      const line = (await built.read(main)).split('\n').find((l) => l.includes('__webpack_require__.b =')) ?? '';
      return { line: line.replace(/^[/*\s]+/, ''), file: join(built.dir, 'dist', main) };
    };
    expect((await baseLine('web', { target: 'web' })).line).toBe("__webpack_require__.b = (typeof document !== 'undefined' && document.baseURI) || self.location.href;");
    expect((await baseLine('worker', { target: 'webworker' })).line).toBe('__webpack_require__.b = self.location + "";');
    expect((await baseLine('web-module', { target: 'web', output: { module: true } })).line).toBe('__webpack_require__.b = new URL("./", import.meta.url);');
    expect((await baseLine('node', { target: 'node' })).line).toBe('__webpack_require__.b = require("node:url").pathToFileURL(__filename);');
    expect((await baseLine('entry', { target: 'web', entry: { main: { import: './src/index.js', baseUri: 'https://cdn.example.com/' } } })).line).toBe('__webpack_require__.b = "https://cdn.example.com/";');
    const nodeModule = await baseLine('node-module', { target: 'node', output: { module: true } });
    const [kind, printed] = runScript(nodeModule.file).split('\n');
    expect(kind).toMatch(/^object file:\/\/.*\/dist\/$/);
    expect(printed).toMatch(/^file:\/\/.*\/dist\/[0-9a-f]+\.txt$/);
  });
});

describe('/api/module-methods/', () => {
  proves('/api/module-methods/#handling-loading-errors', 'with output.module a browser build loads chunks with a native import(), forgets a failed chunk and passes the import() error on unchanged (no ChunkLoadError); run in Node.js a missing chunk rejects with ERR_MODULE_NOT_FOUND', async () => {
    const built = await build(await projectDir('esm-chunk-error'), {
      'src/index.js': "import('./later.js').then(() => console.log('loaded'), (e) => console.log('rejected', e.name, e.code));\n",
      'src/later.js': 'export default 1;\n',
    }, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', output: { module: true } });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.mjs');
    expect(main).not.toContain('ChunkLoadError');
    expect(main).toContain('"src_later_js": () => (import("./src_later_js.mjs"))');
    expect(main).toMatch(/if\(installedChunks\[chunkId\] !== 0\) installedChunks\[chunkId\] = undefined;\s*(\/\*+\/\s*)*throw e;/);
    expect(runScript(join(built.dir, 'dist', 'main.mjs'))).toBe('loaded');
    await rm(join(built.dir, 'dist', 'src_later_js.mjs'));
    expect(runScript(join(built.dir, 'dist', 'main.mjs'))).toBe('rejected Error ERR_MODULE_NOT_FOUND');
  });
});

describe('/api/module-methods/ preload', () => {
  proves('/api/module-methods/#webpackpreload', 'webpackPreload adds a link with rel preload for classic scripts and rel modulepreload with output.module or output.scriptType module', async () => {
    const files = { 'src/index.js': "import('./a.js');\n", 'src/a.js': "export const a = () => import(/* webpackPreload: true */ './b.js');\n", 'src/b.js': 'export default 2;\n' };
    const rel = async (name: string, output: webpack.Configuration['output']) => {
      const built = await build(await projectDir(`preload-${name}`), files, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', output });
      const main = built.files.find((f) => /^main\.m?js$/.test(f)) ?? '';
      return [...(await built.read(main)).matchAll(/link\.rel = "([a-z]+)";/g)].map((m) => m[1]);
    };
    expect(await rel('classic', {})).toEqual(['preload']);
    expect(await rel('module', { module: true })).toEqual(['modulepreload']);
    expect(await rel('script-type', { scriptType: 'module' })).toEqual(['modulepreload']);
  });
});

describe('/api/module-methods/ fetch priority', () => {
  proves('/api/module-methods/#webpackfetchpriority', 'webpackFetchPriority sets the fetchpriority attribute of the chunk script; with output.module the value reaches a chunk loader that ignores it', async () => {
    const files = { 'src/index.js': "import(/* webpackFetchPriority: \"high\" */ './a.js');\n", 'src/a.js': 'export default 1;\n' };
    const main = async (name: string, output: webpack.Configuration['output']) => {
      const built = await build(await projectDir(`fetch-priority-${name}`), files, { mode: 'development', devtool: false, target: 'web', entry: './src/index.js', output });
      return built.read(built.files.find((f) => /^main\.m?js$/.test(f)) ?? '');
    };
    const classic = await main('classic', {});
    expect(classic).toContain('"src_a_js", "high")');
    expect(classic).toContain('script.setAttribute("fetchpriority", fetchPriority);');
    const esm = await main('module', { module: true });
    expect(esm).toContain('"src_a_js", "high")');
    expect(esm).toContain('__webpack_require__.f.j = (chunkId, promises) => {');
    expect(esm.toLowerCase()).not.toContain('setattribute("fetchpriority"');
  });
});

describe('/api/cli/ configurations', () => {
  const cliRun = async (cwd: string, args: string[]) => {
    const { spawnSync } = await import('node:child_process');
    const { NODE_ENV: _ignored, ...env } = process.env;
    const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
    return { code: run.status, all: run.stdout + run.stderr };
  };
  const reporter = (name: string) => `({ apply(c) { c.hooks.done.tap('${name}', () => console.log('PLUGIN ${name}', c.options.output.filename, c.options.mode)); } })`;
  const configs = {
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'a.config.js': `module.exports = { mode: 'development', devtool: false, output: { filename: 'a.js' }, plugins: [${reporter('A')}] };\n`,
    'b.config.js': `module.exports = { mode: 'none', output: { filename: 'b.js' }, plugins: [${reporter('B')}] };\n`,
  };

  proves('/api/cli/#merging', 'with --merge the later file wins for scalar values (mode, output.filename) and the plugins arrays are appended', async () => {
    const dir = await projectDir('cli-merge');
    await writeFiles(dir, configs);
    const run = await cliRun(dir, ['-c', 'a.config.js', '-c', 'b.config.js', '--merge']);
    expect(run.code).toBe(0);
    expect(run.all).toContain('PLUGIN A b.js none');
    expect(run.all).toContain('PLUGIN B b.js none');
    expect(run.all).not.toContain('asset a.js');
  });

  proves('/api/cli/#multiple-files', 'two --config files without --merge are built as two separate configurations', async () => {
    const dir = await projectDir('cli-multiple');
    await writeFiles(dir, configs);
    const run = await cliRun(dir, ['-c', 'a.config.js', '-c', 'b.config.js']);
    expect(run.code).toBe(0);
    expect(run.all).toContain('PLUGIN A a.js development');
    expect(run.all).toContain('PLUGIN B b.js none');
  });

  proves('/api/cli/#build', 'a positional argument of the build command is the entry module, built with the default output dist/main.js', async () => {
    const dir = await projectDir('cli-positional');
    await writeFiles(dir, { 'src/index.js': configs['src/index.js'], 'src/admin.js': configs['src/admin.js'] });
    const run = await cliRun(dir, ['./src/admin.js', '--mode', 'none']);
    expect(run.code).toBe(0);
    const { readFile } = await import('node:fs/promises');
    const main = await readFile(join(dir, 'dist', 'main.js'), 'utf8');
    expect(main).toContain("console.log('admin')");
    expect(main).not.toContain("console.log('index')");
  });
});

describe('/api/loaders/', () => {
  /** Builds app.css?inline#top through spy-loader and second-loader; what the spy saw on `this`. */
  const loaderContext = async () => {
    const dir = await projectDir('loader-context');
    await writeFiles(dir, {
      'src/index.js': "import './styles/app.css?inline#top';\n",
      'src/styles/app.css': 'body {}\n',
      'spy-loader.js': `module.exports = function () {
  this._compilation.__seen = {
    resource: this.resource, resourcePath: this.resourcePath, resourceQuery: this.resourceQuery, resourceFragment: this.resourceFragment,
    context: this.context, rootContext: this.rootContext,
    request: this.request, remainingRequest: this.remainingRequest, currentRequest: this.currentRequest, previousRequest: this.previousRequest,
    loaderKeys: Object.keys(this.loaders[0]), loaderIndex: this.loaderIndex, loaders: this.loaders.length,
    arrowFunction: this.environment.arrowFunction,
    hash: [this.hashFunction, this.hashDigest, this.hashDigestLength],
    internals: [this._compiler === this._compilation.compiler, this._module.resource === this.resource],
    dependencies: this.getDependencies(), contextDependencies: this.getContextDependencies(), missingDependencies: this.getMissingDependencies(),
    version: this.version, webpack: this.webpack,
  };
  return 'export default 1;';
};
`,
      'second-loader.js': "module.exports = function (content) { this.addDependency(require('path').join(__dirname, 'extra.txt')); return content; };\n",
    });
    const compiler = webpack({
      mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), hashFunction: 'sha256', hashDigestLength: 12 },
      module: { rules: [{ test: /\.css$/, use: [join(dir, 'spy-loader.js'), join(dir, 'second-loader.js')] }] },
    });
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    return { dir, seen: (stats.compilation as unknown as { __seen: Record<string, unknown> }).__seen };
  };

  proves('/api/loaders/#thisresource-resourcepath-resourcequery-resourcefragment', 'resource, resourcePath, resourceQuery and resourceFragment split app.css?inline#top as the table shows; context is the file\'s folder and rootContext the configured context', async () => {
    const { dir, seen } = await loaderContext();
    const css = join(dir, 'src', 'styles', 'app.css');
    expect(seen).toMatchObject({ resource: `${css}?inline#top`, resourcePath: css, resourceQuery: '?inline', resourceFragment: '#top', context: join(dir, 'src', 'styles'), rootContext: dir });
  });

  proves('/api/loaders/#thisrequest-thisremainingrequest-thiscurrentrequest-thispreviousrequest', 'request is the whole request, remainingRequest the part right of the loader, currentRequest from the loader on, previousRequest the part left of it', async () => {
    const { dir, seen } = await loaderContext();
    const resource = `${join(dir, 'src', 'styles', 'app.css')}?inline#top`;
    const spy = join(dir, 'spy-loader.js');
    const second = join(dir, 'second-loader.js');
    expect(seen).toMatchObject({ request: `${spy}!${second}!${resource}`, remainingRequest: `${second}!${resource}`, currentRequest: `${spy}!${second}!${resource}`, previousRequest: '' });
  });

  proves('/api/loaders/#thisloaders-and-thisloaderindex', 'this.loaders holds an object per loader with path, request, query, options, data, pitch, normal, raw and execution flags; loaderIndex is the position of the running loader', async () => {
    const { seen } = await loaderContext();
    expect(seen.loaderKeys).toEqual(expect.arrayContaining(['path', 'request', 'query', 'options', 'data', 'pitch', 'normal', 'raw', 'pitchExecuted', 'normalExecuted']));
    expect(seen).toMatchObject({ loaderIndex: 0, loaders: 2 });
  });

  proves('/api/loaders/#thisgetdependencies-getcontextdependencies-getmissingdependencies', 'getDependencies returns the file dependencies recorded so far, the resource and those of the loaders that ran before', async () => {
    const { dir, seen } = await loaderContext();
    expect(seen).toMatchObject({ dependencies: [join(dir, 'src', 'styles', 'app.css'), join(dir, 'extra.txt')], contextDependencies: [], missingDependencies: [] });
  });

  proves('/api/loaders/#hash-settings', 'hashFunction, hashDigest and hashDigestLength on the loader context mirror the output options; environment, version 2, webpack true and the internal _compiler, _compilation and _module are there', async () => {
    const { seen } = await loaderContext();
    expect(seen).toMatchObject({ hash: ['sha256', 'hex', 12], arrowFunction: true, version: 2, webpack: true, internals: [true, true] });
  });
});

describe('/api/compilation-object/ and others', () => {
  /** One development build with source maps and a plugin that exercises the compilation and resolver methods. */
  const inspect = async () => {
    const dir = await projectDir('compilation-methods');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const out: Record<string, unknown> = {};
    const compiler = webpack({
      mode: 'development', devtool: 'source-map', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      plugins: [{
        apply(c: webpack.Compiler) {
          c.hooks.afterResolvers.tap('P', () => {
            c.resolverFactory.get('normal', { alias: { ignored: false } }).resolve({}, c.context, 'ignored', {}, (err, result) => { out.resolved = [err, result]; });
          });
          c.hooks.thisCompilation.tap('P', (compilation) => {
            compilation.hooks.afterChunks.tap('P', () => {
              const first = compilation.addChunk('extra');
              out.sameChunk = first === compilation.addChunk('extra');
              compilation.chunks.delete(first);
            });
            compilation.hooks.processAssets.tap({ name: 'P', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
              const snapshot = compilation.getAssets();
              snapshot.length = 0;
              out.assetsAfterClearingSnapshot = compilation.getAssets().map((a) => a.name).sort();
              compilation.renameAsset('main.js', 'renamed.js');
              out.chunkFiles = [...compilation.chunks].flatMap((chunk) => [...chunk.files]);
              out.renamedRelated = compilation.getAsset('renamed.js')?.info.related;
              out.missing = compilation.getAsset('main.js');
            });
            const logger = compilation.getLogger('MyPlugin');
            logger.getChildLogger('cache').info('from the child');
            logger.trace();
          });
        },
      }],
    });
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    return { out, stats };
  };

  proves('/api/compilation-object/#getassets', 'getAssets returns a snapshot: emptying the returned array does not remove assets', async () => {
    const { out } = await inspect();
    expect(out.assetsAfterClearingSnapshot).toEqual(['main.js', 'main.js.map']);
  });

  proves('/api/compilation-object/#renameasset', 'renameAsset renames the file in the chunk files and keeps its info, getAsset of the old name is undefined', async () => {
    const { out } = await inspect();
    expect(out.chunkFiles).toEqual(['renamed.js']);
    expect(out.renamedRelated).toEqual({ sourceMap: 'main.js.map' });
    expect(out.missing).toBeUndefined();
  });

  proves('/api/compilation-object/#addchunk', 'addChunk with a name that exists returns that chunk', async () => {
    const { out } = await inspect();
    expect(out.sameChunk).toBe(true);
  });

  proves('/api/resolvers/#resolverresolve', 'resolver.resolve calls back with false for a request ignored through an alias set to false; options passed to resolverFactory.get are used', async () => {
    const { out } = await inspect();
    expect(out.resolved).toEqual([null, false]);
  });

  proves('/api/logging/#child-loggers', 'a child logger is named parent/child; trace entries of a compilation logger appear only with debug output for the logger', async () => {
    const { stats } = await inspect();
    const logging = stats.toJson({ all: false, logging: 'verbose' }).logging ?? {};
    expect(logging['MyPlugin/cache']?.entries.map((e) => e.message)).toEqual(['from the child']);
    expect(logging.MyPlugin?.entries ?? []).toEqual([]);
    const debug = stats.toJson({ all: false, logging: 'verbose', loggingDebug: [/^MyPlugin$/] }).logging ?? {};
    expect(debug.MyPlugin?.entries.map((e) => e.type)).toEqual(['trace']);
  });
});
