// Proofs of defaults that depend on the target, experiments.futureDefaults, output.module or a
// library type rather than on the mode alone, on the configuration pages.
import webpack from 'webpack';
import { effectiveOptions, projectDir, proves, writeFiles } from './proof';

type Target = webpack.Configuration['target'];

// A folder without a browserslist configuration, so an unset target means 'web' and inline
// browserslist queries are read as queries.
let context = '';
beforeAll(async () => {
  context = await projectDir('defaults-by-target');
});

const opts = (config: webpack.Configuration) => effectiveOptions({ context, entry: './a.js', ...config });
const at = (target: Target, config: webpack.Configuration = {}) => opts({ mode: 'production', target, ...config });
const future = { experiments: { futureDefaults: true } };

describe('defaults by target, futureDefaults, output.module and library', () => {
  proves('/configuration/output/#outputfilename', "'[name].mjs' also where webpack turns output.module on by itself: deno, bun, universal, module libraries and futureDefaults", async () => {
    expect(at('web').output.filename).toBe('[name].js');
    for (const target of ['deno', 'bun', ['web', 'node']] as Target[]) {
      expect(at(target).output.module).toBe(true);
      expect(at(target).output.filename).toBe('[name].mjs');
      expect(at(target).output.chunkFilename).toBe('[name].mjs');
    }
    expect(at('web', { output: { library: { type: 'module' } } }).output.filename).toBe('[name].mjs');
    expect(at('web', future).output.filename).toBe('[name].mjs');
    expect(at('node', future).output.workerChunkFilename).toBe('[name].mjs');
    // a target that cannot load ES modules keeps script output under futureDefaults
    expect(at('browserslist:ie 11', future).output.filename).toBe('[name].js');
  });

  proves('/configuration/output/#outputchunkloading', "script output: jsonp for web and electron-renderer, require for node and electron-main/-preload, async-node for async-node and nwjs; import for ES module output unless the target lacks import()", async () => {
    const loading = (target: Target, config: webpack.Configuration = {}) => at(target, config).output.chunkLoading;
    expect(loading('web')).toBe('jsonp');
    expect(loading('electron-renderer')).toBe('jsonp');
    expect(loading('webworker')).toBe('import-scripts');
    expect(loading('node')).toBe('require');
    expect(loading('electron-main')).toBe('require');
    expect(loading('electron-preload')).toBe('require');
    expect(loading('async-node')).toBe('async-node');
    expect(loading('nwjs')).toBe('async-node');
    for (const target of ['deno', 'bun', ['web', 'node']] as Target[]) expect(loading(target)).toBe('import');
    for (const target of ['web', 'node', 'webworker', 'nwjs'] as Target[]) expect(loading(target, future)).toBe('import');
    expect(loading('browserslist:ie 11', { output: { module: true } })).toBe('jsonp');
  });

  proves('/configuration/output/#outputworkerchunkloading', "import-scripts for browser targets with script output only; 'import' with ES module output, as futureDefaults gives", async () => {
    const worker = (target: Target, config: webpack.Configuration = {}) => at(target, config).output.workerChunkLoading;
    for (const target of ['web', 'webworker', 'electron-renderer', 'browserslist:last 2 chrome versions'] as Target[]) expect(worker(target)).toBe('import-scripts');
    expect(worker('node')).toBe('require');
    expect(worker('electron-preload')).toBe('require');
    expect(worker('async-node')).toBe('async-node');
    expect(worker('nwjs')).toBe('async-node');
    expect(worker('web', future)).toBe('import');
    expect(worker('web', { output: { module: true } })).toBe('import');
  });

  proves('/configuration/output/#outputwasmloading', "fetch for browsers, workers, electron-renderer, deno and bun; async-node for Node.js, electron-main/-preload and nwjs; universal for ['web', 'node']", async () => {
    const wasm = (target: Target) => at(target).output.wasmLoading;
    for (const target of ['web', 'webworker', 'electron-renderer', 'deno', 'bun'] as Target[]) expect(wasm(target)).toBe('fetch');
    for (const target of ['node', 'async-node', 'electron-main', 'electron-preload', 'nwjs'] as Target[]) expect(wasm(target)).toBe('async-node');
    expect(wasm(['web', 'node'])).toBe('universal');
    expect(at(['web', 'node']).output.workerWasmLoading).toBe('universal');
  });

  proves('/configuration/output/#outputglobalobject', "'global' for node, async-node, nwjs and all Electron targets (renderer included); 'globalThis' for deno and bun", async () => {
    for (const target of ['node', 'async-node', 'nwjs', 'electron-main', 'electron-renderer', 'electron-preload'] as Target[]) expect(at(target).output.globalObject).toBe('global');
    for (const target of ['deno', 'bun', ['web', 'node']] as Target[]) expect(at(target).output.globalObject).toBe('globalThis');
    expect(at('web').output.globalObject).toBe('self');
    expect(at('webworker').output.globalObject).toBe('self');
  });

  proves('/configuration/node/#node__filename', "'eval-only' for Node.js targets, deno, bun and universal targets; 'mock' for web, 'warn-mock' with futureDefaults", async () => {
    for (const key of ['__filename', '__dirname'] as const) {
      for (const target of ['node', 'async-node', 'electron-renderer', 'electron-preload', 'nwjs', 'deno', 'bun', ['web', 'node']] as Target[]) {
        expect((at(target).node as Record<string, unknown>)[key]).toBe('eval-only');
      }
      expect((at('web').node as Record<string, unknown>)[key]).toBe('mock');
      expect((at('webworker', future).node as Record<string, unknown>)[key]).toBe('warn-mock');
      expect((at('deno', future).node as Record<string, unknown>)[key]).toBe('eval-only');
    }
  });

  proves('/configuration/node/#node__dirname', "the same defaults as __filename: 'eval-only' for deno and bun too", async () => {
    expect((at('deno').node as Record<string, unknown>).__dirname).toBe('eval-only');
    expect((at('bun').node as Record<string, unknown>).__dirname).toBe('eval-only');
    expect((at('browserslist:last 2 chrome versions').node as Record<string, unknown>).__dirname).toBe('mock');
  });

  proves('/configuration/node/#nodeglobal', "false for Node.js, Electron and NW.js; true for web, deno, bun and universal; 'warn' there with futureDefaults", async () => {
    for (const target of ['node', 'electron-renderer', 'nwjs'] as Target[]) expect((at(target).node as Record<string, unknown>).global).toBe(false);
    for (const target of ['web', 'deno', 'bun', ['web', 'node']] as Target[]) {
      expect((at(target).node as Record<string, unknown>).global).toBe(true);
      expect((at(target, future).node as Record<string, unknown>).global).toBe('warn');
    }
  });

  proves('/configuration/performance/#performance', "production checks for web, webworker, browserslist browsers and universal targets; none for Electron, NW.js, deno and bun", async () => {
    for (const target of ['web', 'webworker', 'browserslist:last 2 chrome versions', ['web', 'node'], ['node', 'webworker']] as Target[]) {
      expect(at(target).performance).toMatchObject({ hints: 'warning', maxAssetSize: 250000 });
    }
    for (const target of ['node', 'electron-main', 'electron-renderer', 'electron-preload', 'nwjs', 'deno', 'bun'] as Target[]) {
      expect(at(target).performance).toBe(false);
    }
    expect(opts({ mode: 'development', target: 'web' }).performance).toBe(false);
  });

  proves('/configuration/mode/#what-each-mode-sets', "performance hints in production for browser and universal targets only; futureDefaults adds json: true and xml: {} to the production minimizeOptions", async () => {
    expect((at(['web', 'node']).performance as { hints: unknown }).hints).toBe('warning');
    expect(at('electron-renderer').performance).toBe(false);
    expect(at('web').optimization.minimizeOptions).toMatchObject({ json: false });
    expect(at('web').optimization.minimizeOptions).not.toHaveProperty('xml');
    expect(at('web', future).optimization.minimizeOptions).toMatchObject({ json: true, xml: {} });
  });

  proves('/configuration/optimization/#optimizationminimizeoptions', "futureDefaults turns json on and adds xml: {}; any library with output.module gets preserve_annotations", async () => {
    expect(at('web', future).optimization.minimizeOptions).toMatchObject({ json: true, xml: {} });
    expect(at('web').optimization.minimizeOptions?.javascript).toEqual({ compress: { passes: 2 } });
    const esm = { compress: { passes: 2 }, format: { preserve_annotations: true } };
    expect(at('web', { output: { library: { type: 'module' } } }).optimization.minimizeOptions?.javascript).toEqual(esm);
    // a umd library on a target that turns output.module on
    expect(at('deno', { output: { library: { type: 'umd', name: 'L' } } }).optimization.minimizeOptions?.javascript).toEqual(esm);
    // no library: no annotations, even with ES module output
    expect(at('deno').optimization.minimizeOptions?.javascript).toEqual({ compress: { passes: 2 } });
  });

  proves('/configuration/optimization/#optimizationsplitchunks', 'development and none use minSize 10000, enforceSizeThreshold 30000 and no request limits', async () => {
    for (const mode of ['development', 'none'] as const) {
      const split = opts({ mode, target: 'web' }).optimization.splitChunks as Record<string, unknown>;
      expect(split).toMatchObject({ minSize: 10000, enforceSizeThreshold: 30000, maxAsyncRequests: Infinity, maxInitialRequests: Infinity });
    }
    expect(at('web').optimization.splitChunks).toMatchObject({ minSize: 20000, enforceSizeThreshold: 50000, maxAsyncRequests: 30, maxInitialRequests: 30 });
  });

  proves('/configuration/resolve/#resolveextensionalias', 'with the built-in TypeScript support on (futureDefaults), .js, .mjs and .cjs map to their TypeScript siblings, merged key by key with yours', async () => {
    expect(at('web', { experiments: { typescript: false } }).resolve.extensionAlias).toBeUndefined();
    expect(at('web', future).resolve.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.mjs': ['.mjs', '.mts'], '.cjs': ['.cjs', '.cts'] });
    const merged = at('web', { ...future, resolve: { extensionAlias: { '.js': ['.js', '.tsx'], '.jsx': ['.jsx', '.tsx'] } } }).resolve.extensionAlias;
    expect(merged).toEqual({ '.js': ['.js', '.tsx'], '.mjs': ['.mjs', '.mts'], '.cjs': ['.cjs', '.cts'], '.jsx': ['.jsx', '.tsx'] });
  });

  proves('/configuration/resolve/#resolveextensions', 'futureDefaults turns experiments.typescript on whatever the Node.js version, which puts .ts in the extensions', async () => {
    const options = at('web', future);
    expect(options.experiments.typescript).toBe(true);
    expect(options.resolve.byDependency?.commonjs?.extensions).toEqual(['.ts', '.js', '.json', '.wasm']);
  });

  proves('/configuration/module/#javascript-parser-options', 'createRequire is on for Node.js, Electron, NW.js, deno and bun, off for web and universal targets', async () => {
    const createRequire = (target: Target) => (at(target).module.parser?.javascript as Record<string, unknown>).createRequire;
    for (const target of ['node', 'async-node', 'electron-main', 'electron-renderer', 'nwjs', 'deno', 'bun'] as Target[]) expect(createRequire(target)).toBe(true);
    for (const target of ['web', 'webworker', ['web', 'node']] as Target[]) expect(createRequire(target)).toBe(false);
  });

  proves('/configuration/module/#generator-options', 'css exportsOnly is false with a document and for universal targets, true for webworker, electron-preload, deno and bun', async () => {
    const exportsOnly = (target: Target) => (at(target).module.generator?.css as Record<string, unknown>).exportsOnly;
    for (const target of ['web', 'electron-renderer', ['web', 'node']] as Target[]) expect(exportsOnly(target)).toBe(false);
    for (const target of ['node', 'webworker', 'electron-preload', 'deno', 'bun'] as Target[]) expect(exportsOnly(target)).toBe(true);
  });

  proves('/configuration/externals/#externalspresets', 'mixed targets turn on several presets: renderer/preload web+node+electron, nwjs web+node+nwjs, universal web+node, deno web+deno, bun alone', async () => {
    const on = (target: Target) => Object.entries(at(target).externalsPresets).filter(([, v]) => v === true).map(([k]) => k).sort();
    expect(on('electron-renderer')).toEqual(['electron', 'electronRenderer', 'node', 'web']);
    expect(on('electron-preload')).toEqual(['electron', 'electronPreload', 'node', 'web']);
    expect(on('electron-main')).toEqual(['electron', 'electronMain', 'node']);
    expect(on('nwjs')).toEqual(['node', 'nwjs', 'web']);
    expect(on(['web', 'node'])).toEqual(['node', 'web']);
    expect(on('deno')).toEqual(['deno', 'web']);
    expect(on('bun')).toEqual(['bun']);
  });

  proves('/configuration/externals/#externalspresetsdeno', 'the deno target turns it on', async () => {
    expect(at('deno').externalsPresets.deno).toBe(true);
    expect(at('web').externalsPresets.deno).toBe(false);
  });

  proves('/configuration/externals/#externalspresetsbun', 'the bun target turns it on', async () => {
    expect(at('bun').externalsPresets.bun).toBe(true);
    expect(at('node').externalsPresets.bun).toBe(false);
  });

  proves('/configuration/target/#target', 'with futureDefaults, web, webworker, node and async-node all load chunks with import()', async () => {
    expect(at('web').output.chunkLoading).toBe('jsonp');
    for (const target of ['web', 'webworker', 'node', 'async-node'] as Target[]) {
      expect(at(target, future).output.module).toBe(true);
      expect(at(target, future).output.chunkLoading).toBe('import');
    }
  });

  proves('/configuration/output/#outputuniquename', "without a library name, the name of the package.json directly in context, or '' without one", async () => {
    const dir = await projectDir('unique-name');
    await writeFiles(dir, { 'package.json': '{"name":"@scope/shop"}', 'sub/.keep': '' });
    expect(effectiveOptions({ mode: 'production', context: dir }).output.uniqueName).toBe('@scope/shop');
    expect(effectiveOptions({ mode: 'production', context: dir, output: { library: 'Lib' } }).output.uniqueName).toBe('Lib');
    // not searched upward
    expect(effectiveOptions({ mode: 'production', context: `${dir}/sub` }).output.uniqueName).toBe('');
  });

  proves('/configuration/output/#outputsourceprefix', 'no default is filled in', async () => {
    expect(at('web').output.sourcePrefix).toBeUndefined();
  });

  proves('/configuration/resolve/#resolveconditionnames', 'environment conditions per target (none for universal), and typescript before the syntax condition with futureDefaults', async () => {
    expect(at('nwjs').resolve.conditionNames).toEqual(['webpack', 'production', 'node', 'browser', 'nwjs']);
    expect(at('deno').resolve.conditionNames).toEqual(['webpack', 'production', 'deno', 'node', 'browser']);
    expect(at('bun').resolve.conditionNames).toEqual(['webpack', 'production', 'bun', 'node']);
    expect(at(['web', 'node']).resolve.conditionNames).toEqual(['webpack', 'production']);
    expect(opts({ mode: 'none', target: 'web' }).resolve.conditionNames).toEqual(['webpack', 'production', 'browser']);
    expect(at('web', future).resolve.byDependency?.esm?.conditionNames).toEqual(['typescript', 'import', 'module-sync', 'module', '...']);
  });

  proves('/configuration/output/#outputlibrarytype', "a string library gets 'module' where output.module is on by default (deno, futureDefaults), 'var' otherwise", async () => {
    expect(at('web', { output: { library: 'L' } }).output.library?.type).toBe('var');
    expect(at('deno', { output: { library: 'L' } }).output.library?.type).toBe('module');
    expect(at('web', { ...future, output: { library: 'L' } }).output.library?.type).toBe('module');
    expect(at('web', { output: { libraryTarget: undefined, library: 'L', module: true } }).output.library?.type).toBe('module');
  });

  proves('/configuration/entry-context/#single-string', "the single entry is main, written as main.js, or main.mjs where output.module is on by default", async () => {
    const dir = await projectDir('entry-main-mjs');
    const run = (config: webpack.Configuration) => new Promise<string[]>((resolve, reject) => {
      const compiler = webpack({ mode: 'production', context: dir, entry: './a.js', devtool: false, optimization: { minimize: false }, output: { path: `${dir}/dist-${String(config.target)}` }, ...config });
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve(Object.keys(stats.compilation.assets).sort());
      });
    });
    await writeFiles(dir, { 'a.js': 'export const a = 1;\n' });
    expect(await run({ target: 'web' })).toEqual(['main.js']);
    expect(await run({ target: 'deno' })).toEqual(['main.mjs']);
  });
});
