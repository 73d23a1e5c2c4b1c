// Proofs of /api/loaders/ (the kinds of loaders and the loader context): loaders written into the
// project and run by real builds; the dependency methods by one watch run with edits.
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, pastWatcherAccuracy, projectDir, proves, writeFiles } from './proof';

/** Builds src/index.js (or `entry`) through the loaders (files of the project; the first runs last) and returns the bundle. */
async function buildWith(name: string, files: Record<string, string>, loaders: (string | { loader: string; options: object })[], config: webpack.Configuration = {}) {
  const dir = await projectDir(name);
  const built = await build(dir, { 'src/index.js': 'export default "source";\n', ...files }, {
    mode: 'none',
    entry: './src/index.js',
    module: { rules: [{ test: /index\.js$/, use: loaders.map((l) => (typeof l === 'string' ? join(dir, l) : { ...l, loader: join(dir, l.loader) })) }] },
    ...config,
  });
  return { ...built, code: await built.read('main.js').catch(() => '') };
}

/** The JSON a loader exported as `export default <json>;` in the bundle. */
function exported(code: string): unknown {
  const m = / = \((.*)\);\/\*end\*\//.exec(code);
  if (!m) throw new Error(`no exported value in:\n${code}`);
  return JSON.parse(m[1]!);
}
const exportJson = (expr: string) => `"export default " + JSON.stringify(${expr}) + ";/*end*/"`;

/** The project of the watch run with an edit per kind of dependency. */
async function dependenciesProject(): Promise<string> {
  const dir = await projectDir('dependencies-watch');
  await writeFiles(dir, {
    'src/index.js': 'export default 1;\n',
    'data.txt': 'one',
    'folder/a.txt': 'a',
    'deps-loader.js': `const path = require('path');
module.exports = function (c) {
  const root = this.rootContext;
  this.addDependency(path.join(root, 'data.txt'));
  this.addContextDependency(path.join(root, 'folder'));
  this.addMissingDependency(path.join(root, 'override.txt'));
  return c;
};\n`,
  });
  const past = new Date(Date.now() - 60_000);
  for (const f of ['src/index.js', 'data.txt', 'folder/a.txt', 'deps-loader.js']) await utimes(join(dir, f), past, past);
  return dir;
}

describe('loader kinds and context', () => {
  // The watch run checks that each edit rebuilds the module, and a rebuild started by new folders of the
  // project rebuilds it as well, with nothing edited: its project is made before the tests run, and the run
  // waits until its folders are too old to be reported (see pastWatcherAccuracy).
  let watchedDir: string;
  beforeAll(async () => {
    watchedDir = await dependenciesProject();
  });

  proves('/api/loaders/#synchronous-loaders', 'a returned value or this.callback with content, map and meta reaches the next loader; a throw fails the module with that error', async () => {
    const built = await buildWith('sync', {
      'sender.js': "module.exports = function (c) { this.callback(null, c.toUpperCase(), undefined, { ast: 'from sender' }); };\n",
      'receiver.js': `module.exports = function (c, map, meta) { return ${exportJson('[c, meta]')}; };\n`,
    }, ['receiver.js', 'sender.js']);
    expect(exported(built.code)).toEqual(['EXPORT DEFAULT "SOURCE";\n', { ast: 'from sender' }]);
    const thrown = await buildWith('sync-throw', { 't.js': "module.exports = function () { throw new Error('sync loader failed'); };\n" }, ['t.js']);
    expect(thrown.errors.join('\n')).toMatch(/Module build failed[\s\S]*sync loader failed/);
  });

  proves('/api/loaders/#asynchronous-loaders', 'this.async(), an async function and a returned promise all hand their result on later', async () => {
    const built = await buildWith('async', {
      'cb.js': "module.exports = function (c) { const done = this.async(); setImmediate(() => done(null, c + ';/*callback*/')); };\n",
      'fn.js': "module.exports = async function (c) { await new Promise((r) => setImmediate(r)); return c + ';/*async function*/'; };\n",
      'promise.js': "module.exports = function (c) { return Promise.resolve(c + ';/*promise*/'); };\n",
    }, ['promise.js', 'fn.js', 'cb.js']);
    expect(built.code).toMatch(/\/\*callback\*\/;\/\*async function\*\/;\/\*promise\*\//);
  });

  proves('/api/loaders/#thiscallback', 'a second call throws "already called"; an Error as first argument fails the module; a value returned after calling it is ignored', async () => {
    const twice = await buildWith('callback-twice', {
      'l.js': "module.exports = function (c) { let second = 'none'; const self = this; this.callback(null, c); try { self.callback(null, c); } catch (e) { second = e.message; } self.emitWarning(new Error('second call: ' + second)); };\n",
    }, ['l.js']);
    expect(twice.warnings.join('\n')).toContain('second call: callback(): The callback was already called.');
    const failed = await buildWith('callback-error', { 'l.js': "module.exports = function () { this.callback(new Error('reported through callback')); };\n" }, ['l.js']);
    expect(failed.errors.join('\n')).toContain('reported through callback');
    const ignored = await buildWith('callback-return', { 'l.js': "module.exports = function (c) { this.callback(null, c + ';/*from callback*/'); return 'export default \"returned\"'; };\n" }, ['l.js']);
    expect(ignored.code).toContain('/*from callback*/');
    expect(ignored.code).not.toContain('"returned"');
  });

  proves('/api/loaders/#thisasync', 'the returned callback delivers the result once the work is done', async () => {
    const built = await buildWith('this-async', { 'l.js': "module.exports = function (c) { const cb = this.async(); setTimeout(() => cb(null, c + ';/*later*/'), 1); };\n" }, ['l.js']);
    expect(built.code).toContain('/*later*/');
  });

  proves('/api/loaders/#thisgetoptions', 'returns the rule options, or the inline query parsed as query string or JSON; a schema mismatch fails with schema-utils\' "Invalid options object"', async () => {
    const dir = await projectDir('get-options');
    const loader = `module.exports = function () { return ${exportJson('[this.getOptions(), this.query]')}; };\n`;
    const files = {
      'l.js': loader,
      'checked.js': "module.exports = function (c) { this.getOptions({ type: 'object', properties: { prefix: { type: 'string' } }, additionalProperties: false }); return c; };\n",
      'src/rule.js': 'module.exports = 1;\n',
      'src/index.js': `import a from './rule.js';\nimport b from ${JSON.stringify(`${join(dir, 'l.js')}?flag=1&name=x!./other.js`)};\nimport c from ${JSON.stringify(`${join(dir, 'l.js')}?{"json":true}!./other.js`)};\nconsole.log(a, b, c);\n`,
      'src/other.js': 'module.exports = 2;\n',
    };
    const built = await build(dir, files, {
      mode: 'none', entry: './src/index.js',
      module: { rules: [{ test: /rule\.js$/, use: { loader: join(dir, 'l.js'), options: { fromRule: true } } }] },
    });
    const code = await built.read('main.js');
    const values = [...code.matchAll(/__WEBPACK_DEFAULT_EXPORT__ = \((.*)\);\/\*end\*\//g)].map((m) => JSON.parse(m[1]!));
    expect(values).toContainEqual([{ fromRule: true }, { fromRule: true }]);
    expect(values).toContainEqual([{ flag: '1', name: 'x' }, '?flag=1&name=x']);
    expect(values).toContainEqual([{ json: true }, '?{"json":true}']);
    const invalid = await buildWith('get-options-schema', { 'checked.js': files['checked.js'] }, [{ loader: 'checked.js', options: { prefix: 3 } }]);
    expect(invalid.errors.join('\n')).toMatch(/Invalid options object[\s\S]*prefix/);
  });

  proves('/api/loaders/#thisquery', 'this.query is the options object of the rule, or the query string starting with ? for an inline request', async () => {
    const built = await buildWith('query', { 'l.js': `module.exports = function () { return ${exportJson('this.query')}; };\n` }, [{ loader: 'l.js', options: { a: 1 } }]);
    expect(exported(built.code)).toEqual({ a: 1 });
  });

  // One watch run with an edit per kind of dependency a loader can declare.
  let watchRun: Promise<{ rebuilds: Record<string, boolean> }> | null = null;
  function dependencyWatchRun() {
    watchRun ??= (async () => {
      const dir = watchedDir;
      await pastWatcherAccuracy([dir]);
      const compiler = webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        module: { rules: [{ test: /index\.js$/, use: join(dir, 'deps-loader.js') }] },
      });
      let onBuild: (() => void) | null = null;
      let builtModules: string[] = [];
      compiler.hooks.thisCompilation.tap('Proof', (compilation) => {
        builtModules = [];
        compilation.hooks.buildModule.tap('Proof', (m) => { builtModules.push(m.identifier()); });
      });
      compiler.hooks.done.tap('Proof', () => { onBuild?.(); });
      const nextBuild = () => new Promise<string[]>((resolve) => { onBuild = () => { onBuild = null; resolve(builtModules); }; });
      const first = nextBuild();
      compiler.watch({ aggregateTimeout: 20 }, () => undefined);
      await first;
      const rebuilds: Record<string, boolean> = {};
      const edit = async (name: string, change: () => Promise<void>) => {
        const rebuilt = nextBuild();
        await change();
        rebuilds[name] = (await rebuilt).some((id) => id.endsWith('index.js'));
      };
      await edit('file', () => writeFile(join(dir, 'data.txt'), 'two'));
      await edit('context', () => writeFile(join(dir, 'folder', 'b.txt'), 'b'));
      await edit('missing', () => writeFile(join(dir, 'override.txt'), 'now here'));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return { rebuilds };
    })();
    return watchRun;
  }

  proves('/api/loaders/#thisadddependency', 'in watch mode, editing a file the loader declared rebuilds the module; this.dependency is the same function', async () => {
    expect((await dependencyWatchRun()).rebuilds.file).toBe(true);
    const alias = await buildWith('dependency-alias', { 'l.js': `module.exports = function () { return ${exportJson('this.dependency === this.addDependency')}; };\n` }, ['l.js']);
    expect(exported(alias.code)).toBe(true);
  });

  proves('/api/loaders/#thisaddcontextdependency', 'in watch mode, adding a file to the declared folder rebuilds the module', async () => {
    expect((await dependencyWatchRun()).rebuilds.context).toBe(true);
  });

  proves('/api/loaders/#thisaddmissingdependency', 'in watch mode, creating the declared missing file rebuilds the module', async () => {
    expect((await dependencyWatchRun()).rebuilds.missing).toBe(true);
  });

  proves('/api/loaders/#thiscleardependencies', 'removes the resource and the dependencies of the loaders that ran before, and makes the module cacheable again', async () => {
    const cacheable: boolean[] = [];
    const built = await buildWith('clear', {
      'adder.js': "module.exports = function (c) { this.addDependency(require('path').join(this.rootContext, 'extra.txt')); this.cacheable(false); return c; };\n",
      'clearer.js': `module.exports = function () { const before = this.getDependencies().map((f) => f.split(/[\\\\/]/).pop()); this.clearDependencies(); return ${exportJson('[before, this.getDependencies()]')}; };\n`,
    }, ['clearer.js', 'adder.js'], {
      plugins: [{ apply: (c) => c.hooks.compilation.tap('Proof', (compilation) => compilation.hooks.succeedModule.tap('Proof', (m) => { cacheable.push(Boolean(m.buildInfo?.cacheable)); })) }],
    });
    expect(exported(built.code)).toEqual([['index.js', 'extra.txt'], []]);
    expect(cacheable).toEqual([true]);
  });

  proves('/api/loaders/#thisaddbuilddependency', 'a change of the declared file invalidates the whole persistent cache: every module is built again, not only the one whose loader declared it', async () => {
    const dir = await projectDir('build-dependency');
    const cacheDirectory = join(dir, '.cache');
    await writeFiles(dir, {
      'src/index.js': "import './other.js';\nexport default 1;\n",
      'src/other.js': 'export default 2;\n',
      'flag.txt': 'one',
      'l.js': "module.exports = function (c) { this.addBuildDependency(require('path').join(this.rootContext, 'flag.txt')); return c; };\n",
    });
    // Files as a project has them, written well before the build: webpack does not trust the
    // time of a file changed within its file system's accuracy of the build's start, and on a
    // busy machine the second run then built other.js again.
    const past = new Date(Date.now() - 60_000);
    for (const file of ['src/index.js', 'src/other.js', 'flag.txt', 'l.js']) await utimes(join(dir, file), past, past);
    const runOnce = async () => {
      const built: string[] = [];
      const compiler = webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        cache: { type: 'filesystem', cacheDirectory, buildDependencies: {} },
        module: { rules: [{ test: /index\.js$/, use: join(dir, 'l.js') }] },
      });
      compiler.hooks.thisCompilation.tap('Proof', (compilation) => compilation.hooks.buildModule.tap('Proof', (m) => { built.push(m.identifier().replace(/^.*[\\/]/, '')); }));
      await new Promise<void>((resolve, reject) => compiler.run((err) => (err ? reject(err) : resolve())));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return built.sort();
    };
    expect(await runOnce()).toEqual(['index.js', 'other.js']);
    expect(await runOnce()).toEqual([]);
    await writeFile(join(dir, 'flag.txt'), 'two');
    expect(await runOnce()).toEqual(['index.js', 'other.js']);
  });

  proves('/api/loaders/#thisemitfile', 'the file is written to the output directory next to the bundle', async () => {
    const built = await buildWith('emit-file', { 'l.js': "module.exports = function (c) { this.emitFile('meta/index.json', JSON.stringify({ size: c.length })); return c; };\n" }, ['l.js']);
    expect(built.files).toEqual(['main.js', 'meta/index.json']);
    expect(JSON.parse(await built.read('meta/index.json'))).toEqual({ size: 'export default "source";\n'.length });
  });

  proves('/api/loaders/#thisemitwarning', 'the warning is listed and the build has no error', async () => {
    const built = await buildWith('warning', { 'l.js': "module.exports = function (c) { this.emitWarning('just a warning'); return c + ';/*built*/'; };\n" }, ['l.js']);
    expect(built.warnings.join('\n')).toContain('just a warning');
    expect(built.errors).toEqual([]);
    expect(built.code).toContain('/*built*/');
  });

  proves('/api/loaders/#thisemiterror', 'the error is listed and the module is still built with the returned content', async () => {
    const built = await buildWith('error', { 'l.js': "module.exports = function (c) { this.emitError('an error'); return c + ';/*still built*/'; };\n" }, ['l.js']);
    expect(built.errors.join('\n')).toContain('an error');
    expect(built.code).toContain('/*still built*/');
  });

  proves('/api/loaders/#thisgetresolve', 'the resolver takes extra options and returns a promise when called without a callback', async () => {
    const built = await buildWith('get-resolve', {
      'src/theme.scss': '',
      'l.js': `module.exports = function () { const r = this.getResolve({ extensions: ['.scss'] }); const p = r(this.context, './theme'); const isPromise = typeof p.then === 'function'; return p.then((f) => ${exportJson("[isPromise, f.split(/[\\\\/]/).pop()]")}); };\n`,
    }, ['l.js']);
    expect(exported(built.code)).toEqual([true, 'theme.scss']);
  });

  proves('/api/loaders/#thisimportmodule', 'compiles and executes the module at build time and, without a callback, returns a promise of its exports', async () => {
    const built = await buildWith('import-module', {
      'src/tokens.js': "import { base } from './base.js';\nexport default { primary: base + '-500', builtAt: typeof window };\n",
      'src/base.js': "export const base = 'blue';\n",
      'l.js': `module.exports = function () { const p = this.importModule('./tokens.js'); const isPromise = typeof p.then === 'function'; return p.then((m) => ${exportJson('[isPromise, m.default]')}); };\n`,
    }, ['l.js']);
    expect(exported(built.code)).toEqual([true, { primary: 'blue-500', builtAt: 'undefined' }]);
  });

  proves('/api/loaders/#thisloadmodule', 'hands back the source the loaders produced for the module, not bundle code, without executing it', async () => {
    const dir = await projectDir('load-module');
    const built = await build(dir, {
      'src/index.js': 'export default 0;\n',
      'src/other.js': "globalThis.executed = true;\nimport x from './leaf.js';\nexport default x;\n",
      'src/leaf.js': 'export default 1;\n',
      'mark.js': "module.exports = function (c) { return c + '/*marked*/'; };\n",
      'l.js': `module.exports = function () { const cb = this.async(); this.loadModule('./other.js', (err, source) => cb(err, ${exportJson('[String(source), typeof globalThis.executed]')})); };\n`,
    }, { mode: 'none', entry: './src/index.js', module: { rules: [{ test: /index\.js$/, use: join(dir, 'l.js') }, { test: /other\.js$/, use: join(dir, 'mark.js') }] } });
    const [source, executed] = exported(await built.read('main.js')) as [string, string];
    expect(source).toBe("globalThis.executed = true;\nimport x from './leaf.js';\nexport default x;\n/*marked*/");
    expect(executed).toBe('undefined');
  });

  proves('/api/loaders/#thiscontext', 'this.context is the directory of the current file', async () => {
    const dir = await projectDir('context');
    await mkdir(join(dir, 'src', 'styles'), { recursive: true });
    const built = await build(dir, {
      'src/index.js': "import v from './styles/app.js';\nconsole.log(v);\n",
      'src/styles/app.js': 'export default 1;\n',
      'l.js': `module.exports = function () { return ${exportJson('[this.context, this.rootContext]')}; };\n`,
    }, { mode: 'none', entry: './src/index.js', module: { rules: [{ test: /app\.js$/, use: join(dir, 'l.js') }] } });
    expect(exported(await built.read('main.js'))).toEqual([join(dir, 'src', 'styles'), dir]);
  });

  proves('/api/loaders/#thisfs', "this.fs is the compiler's input file system", async () => {
    const built = await buildWith('fs', {
      'l.js': `module.exports = function () { const cb = this.async(); this.fs.readFile(this.resourcePath, (err, data) => cb(err, ${exportJson('[this.fs === this._compiler.inputFileSystem, String(data)]')})); };\n`,
    }, ['l.js']);
    expect(exported(built.code)).toEqual([true, 'export default "source";\n']);
  });

  proves('/api/loaders/#raw-loaders', 'with raw = true the loader receives a Buffer, otherwise a string; either may return a string', async () => {
    const loader = (raw: boolean) => `module.exports = function (c) { return ${exportJson('[Buffer.isBuffer(c), c.length]')}; };\nmodule.exports.raw = ${String(raw)};\n`;
    // 'é' is one character and two bytes in UTF-8
    const raw = await buildWith('raw', { 'src/index.js': 'é', 'l.js': loader(true) }, ['l.js']);
    expect(exported(raw.code)).toEqual([true, 2]);
    const text = await buildWith('not-raw', { 'src/index.js': 'é', 'l.js': loader(false) }, ['l.js']);
    expect(exported(text.code)).toEqual([false, 1]);
  });

  proves('/api/loaders/#thisutils', 'contextify makes a request relative, absolutify makes it absolute again, createHash uses output.hashFunction by default', async () => {
    const built = await buildWith('utils', {
      'l.js': `module.exports = function () {
  const rel = this.utils.contextify(this.rootContext, this.resourcePath);
  const abs = this.utils.absolutify(this.rootContext, rel);
  const hash = this.utils.createHash().update('x').digest('hex');
  return ${exportJson("[rel, abs === this.resourcePath, hash === require('crypto').createHash('sha256').update('x').digest('hex'), [this.hashFunction, this.hashDigest, this.hashDigestLength]]")};
};\n`,
    }, ['l.js'], { output: { hashFunction: 'sha256', hashDigestLength: 8 } });
    expect(exported(built.code)).toEqual(['./src/index.js', true, true, ['sha256', 'hex', 8]]);
  });

  proves('/api/loaders/#thismode', 'this.mode is the configured mode, and "production" when mode is not set', async () => {
    const loader = { 'l.js': `module.exports = function () { return ${exportJson('this.mode')}; };\n` };
    const unset = await buildWith('mode-unset', loader, ['l.js'], { mode: undefined, optimization: { minimize: false } });
    expect(exported(unset.code)).toBe('production');
    const dev = await buildWith('mode-dev', loader, ['l.js'], { mode: 'development', devtool: false });
    expect(exported(dev.code)).toBe('development');
  });

  proves('/api/loaders/#thishot', 'this.hot is true with HotModuleReplacementPlugin and undefined without it', async () => {
    const loader = { 'l.js': `module.exports = function () { return ${exportJson('String(this.hot)')}; };\n` };
    const hot = await buildWith('hot-on', loader, ['l.js'], { plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(exported(hot.code)).toBe('true');
    const cold = await buildWith('hot-off', loader, ['l.js']);
    expect(exported(cold.code)).toBe('undefined');
  });
});
