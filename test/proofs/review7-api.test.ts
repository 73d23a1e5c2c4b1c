// Proofs of API page statements corrected in the seventh review: small builds whose loggers,
// stats and hooks are read back.
import { execFileSync, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { join, resolve } from 'node:path';
import webpack from 'webpack';
import { createFsFromVolume, Volume } from 'memfs';
import { projectDir, proves, runOnce, writeFiles } from './proof';

/** One development build with a plugin; returns the text of the infrastructure stream and the stats. */
async function runWith(name: string, config: webpack.Configuration, plugin: (compiler: webpack.Compiler) => void): Promise<{ out: string; stats: webpack.Stats }> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
  const stream = new PassThrough();
  let out = '';
  stream.on('data', (chunk) => { out += String(chunk); });
  const compiler = webpack({
    mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
    ...config,
    infrastructureLogging: { stream: stream as unknown as NodeJS.WritableStream, ...config.infrastructureLogging },
    plugins: [{ apply: plugin }],
  });
  const stats = await runOnce(compiler);
  return { out, stats };
}

describe('/api/logging/', () => {
  const infra = (compiler: webpack.Compiler) => {
    const logger = compiler.getInfrastructureLogger('P');
    compiler.hooks.done.tap('P', () => {
      logger.time('t');
      logger.timeEnd('t');
      logger.status('st');
      logger.groupCollapsed('gc');
      logger.log('inside');
      logger.groupEnd();
    });
  };
  proves('/api/logging/#levels', "infrastructureLogging.level prints status messages from 'info' on and timer output from 'log' on; 'verbose' adds the contents of collapsed groups", async () => {
    const at = async (level: 'warn' | 'info' | 'log' | 'verbose') => (await runWith(`infra-${level}`, { infrastructureLogging: { level } }, infra)).out;
    expect(await at('warn')).toBe('');
    expect(await at('info')).toBe('<s> [P] st\n');
    const log = await at('log');
    expect(log).toMatch(/^<t> \[P\] t: [\d.]+ ms\n<s> \[P\] st\n<\+> \[P\] gc\n$/);
    const verbose = await at('verbose');
    expect(verbose).toContain('[P] inside');
    expect(verbose).toMatch(/^<t> \[P\] t: /);
  });

  proves('/api/logging/#status', 'a compilation logger status message and timer output appear in the stats only at the verbose level, one entry each', async () => {
    const { stats } = await runWith('compilation-status', {}, (compiler) => {
      compiler.hooks.thisCompilation.tap('P', (compilation) => {
        const logger = compilation.getLogger('P');
        compilation.hooks.processAssets.tap('P', () => {
          logger.status('one');
          logger.status('two');
          logger.time('t');
          logger.timeEnd('t');
          logger.info('i');
        });
      });
    });
    const types = (logging: 'log' | 'verbose') => (stats.toJson({ all: false, logging }).logging?.P?.entries ?? []).map((e) => `${e.type}:${(e.message ?? "").split(':')[0]}`);
    expect(types('log')).toEqual(['info:i']);
    expect(types('verbose')).toEqual(['status:one', 'status:two', 'time:t', 'info:i']);
  });

  proves('/api/logging/#filtering', 'stats.loggingDebug and infrastructureLogging.debug accept true, which shows debug output of every logger; a string matches a path segment only', async () => {
    const debugging = (compiler: webpack.Compiler) => {
      compiler.getInfrastructureLogger('Infra').debug('infra-debug');
      compiler.hooks.thisCompilation.tap('P', (compilation) => {
        compilation.getLogger('Comp').debug('comp-debug');
        compilation.getLogger('Comp').getChildLogger('cache').debug('child-debug');
      });
    };
    const on = await runWith('debug-true', { infrastructureLogging: { debug: true } }, debugging);
    expect(on.out).toContain('[Infra] infra-debug');
    const messages = (loggingDebug: webpack.StatsOptions['loggingDebug']) => Object.values(on.stats.toJson({ all: false, logging: 'none', loggingDebug }).logging ?? {}).flatMap((g) => g.entries.map((e) => e.message));
    expect(messages(true)).toEqual(expect.arrayContaining(['comp-debug', 'child-debug']));
    expect(messages('Comp')).toEqual([]);
    expect(messages('cache')).toEqual(['child-debug']);
    const off = await runWith('debug-false', {}, debugging);
    expect(off.out).toBe('');
  });
});

describe('/api/compiler-hooks/', () => {
  proves('/api/compiler-hooks/#logs-of-a-compilation', 'compilation.hooks.log gets type, args and time, plus trace for error, warn and trace entries; returning true keeps the entry out of the stats', async () => {
    const seen: Array<{ type: string; keys: string[]; trace: boolean }> = [];
    const { stats } = await runWith('compilation-log-hook', {}, (compiler) => {
      compiler.hooks.thisCompilation.tap('P', (compilation) => {
        compilation.hooks.log.tap('P', (origin, entry) => {
          if (origin !== 'Noisy') return undefined;
          seen.push({ type: entry.type, keys: Object.keys(entry).sort(), trace: Array.isArray(entry.trace) });
          return entry.type === 'info' ? true : undefined;
        });
        const logger = compilation.getLogger('Noisy');
        logger.info('dropped');
        logger.warn('w');
        logger.error('e');
        logger.trace();
        logger.log('l');
      });
    });
    expect(seen.map((s) => `${s.type}:${s.trace}`)).toEqual(['info:false', 'warn:true', 'error:true', 'trace:true', 'log:false']);
    expect(seen[0]?.keys).toEqual(['args', 'time', 'trace', 'type']);
    const kept = (stats.toJson({ all: false, logging: 'verbose' }).logging?.Noisy?.entries ?? []).map((e) => e.message);
    expect(kept).not.toContain('dropped');
    expect(kept).toContain('l');
  });

  proves('/api/compiler-hooks/#infrastructurelog', 'infrastructureLog is called for every infrastructure message, also for those the level filters out', async () => {
    const seen: string[] = [];
    const { out } = await runWith('infrastructure-log-hook', { infrastructureLogging: { level: 'none' } }, (compiler) => {
      compiler.hooks.infrastructureLog.tap('P', (name, type, args) => {
        if (name === 'Mine') seen.push(`${type}:${String(args?.[0])}`);
        return undefined;
      });
      const logger = compiler.getInfrastructureLogger('Mine');
      logger.debug('d');
      logger.info('i');
    });
    expect(seen).toEqual(['debug:d', 'info:i']);
    expect(out).toBe('');
  });
});

describe('/api/node/', () => {
  const sizeOnlyAfterEmit = async (name: string) => {
    const dir = await projectDir(name);
    await writeFiles(dir, { 'fixtures/entry.js': 'console.log(1);\n' });
    const compiler = webpack({
      mode: 'production', context: join(dir, 'fixtures'), entry: './entry.js', optimization: { minimize: false },
      plugins: [new webpack.BannerPlugin({ banner: '/* ACME */', raw: true })],
    });
    const fs = createFsFromVolume(new Volume());
    compiler.outputFileSystem = fs as unknown as webpack.Compiler['outputFileSystem'];
    const readable: Record<string, boolean> = {};
    const tryRead = (hook: string, compilation: webpack.Compilation) => {
      try { readable[hook] = compilation.getAsset('main.js')?.source.source().toString().startsWith('/* ACME */') ?? false; } catch { readable[hook] = false; }
    };
    compiler.hooks.emit.tap('P', (compilation) => tryRead('emit', compilation));
    compiler.hooks.afterEmit.tap('P', (compilation) => tryRead('afterEmit', compilation));
    compiler.hooks.done.tap('P', (stats) => tryRead('done', stats.compilation));
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    expect(readable).toEqual({ emit: true, afterEmit: false, done: false });
    expect(() => stats.compilation.getAsset('main.js')?.source.source()).toThrow('Content and Map of this Source is not available (only size() is supported)');
    const main = fs.readFileSync(join(stats.compilation.outputOptions.path ?? '', 'main.js'), 'utf8');
    expect(String(main)).toMatch(/^\/\* ACME \*\//);
  };
  proves('/api/node/#compiling-in-tests', "after the files are written, an asset's source in the compilation only knows its size (source() throws in afterEmit and done, not in emit); the page's test reads the output from memfs instead", () => sizeOnlyAfterEmit('compiling-in-tests'));
  proves('/api/compiler-hooks/#afteremit', "in afterEmit and done an asset's source in compilation.assets only knows its size; source() throws", () => sizeOnlyAfterEmit('after-emit-size-only'));
});

describe('/api/stats/', () => {
  proves('/api/stats/#choosing-what-to-include', 'optimizationBailout lists concatenation bailouts, CommonJS bailouts and, with optimization.sideEffects true only, statements with side effects', async () => {
    const files = {
      'src/index.js': "import { a } from './a.js';\nconsole.log(a);\nimport('./lazy.js');\n",
      'src/a.js': 'export const a = 1;\n',
      'src/lazy.js': 'module.exports = 1;\n',
    };
    const bailouts = async (name: string, sideEffects: boolean | 'flag') => {
      const dir = await projectDir(name);
      await writeFiles(dir, files);
      const compiler = webpack({ mode: 'production', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false, sideEffects } });
      const stats = await runOnce(compiler);
      const modules = stats.toJson({ all: false, modules: true, optimizationBailout: true }).modules ?? [];
      return modules.find((m) => m.name === './src/lazy.js')?.optimizationBailout ?? [];
    };
    const withAnalysis = await bailouts('bailout-side-effects', true);
    expect(withAnalysis).toEqual(expect.arrayContaining([
      expect.stringMatching(/^CommonJS bailout: module\.exports is used directly/),
      expect.stringMatching(/^Statement \(ExpressionStatement\) with side effects in source code/),
      expect.stringMatching(/^ModuleConcatenation bailout: /),
    ]));
    const flagOnly = await bailouts('bailout-flag', 'flag');
    expect(flagOnly.some((b) => b.startsWith('Statement'))).toBe(false);
    expect(flagOnly.some((b) => b.startsWith('CommonJS bailout'))).toBe(true);
  });
});

describe('/api/cli/', () => {
  const CLI = join(resolve(__dirname, '..', '..'), 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const cli = (cwd: string, args: string[]) => {
    const { NODE_ENV: _ignored, ...env } = process.env;
    const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
    return { code: run.status, all: run.stdout + run.stderr };
  };
  proves('/api/cli/#negated-flags', "configuration booleans have a --no- form; the CLI's own --progress and --json have none (Unknown option, exit code 2), --no-color exists", async () => {
    const dir = await projectDir('negated-flags');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const negated = cli(dir, ['--mode', 'none', '--no-bail', '--no-devtool', '--no-optimization-minimize', '--no-color']);
    expect(negated.code).toBe(0);
    expect(negated.all).toContain('compiled successfully');
    for (const flag of ['--no-progress', '--no-json']) {
      const run = cli(dir, ['--mode', 'none', flag]);
      expect(run.code).toBe(2);
      expect(run.all).toContain(`Unknown option '${flag}'`);
    }
  });
});

describe('/api/compilation-object/', () => {
  const childTaps = async (name: string) => {
    const dir = await projectDir(name);
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'src/template.js': "module.exports = 't';\n" });
    const seen: string[] = [];
    const childPlugin = {
      apply(child: webpack.Compiler) {
        child.hooks.compilation.tap('ChildOwn', () => { seen.push('compilation'); });
        child.hooks.thisCompilation.tap('ChildOwn', () => { seen.push('thisCompilation'); });
        child.hooks.afterCompile.tap('ChildOwn', () => { seen.push('afterCompile'); });
        child.hooks.make.tap('ChildOwn', () => { seen.push('make'); });
      },
    };
    const compiler = webpack({
      mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      plugins: [{
        apply(parent: webpack.Compiler) {
          parent.hooks.thisCompilation.tap('Parent', (compilation) => { seen.push(`parent thisCompilation ${compilation.compiler === parent}`); });
          parent.hooks.compilation.tap('Parent', (compilation) => { seen.push(`parent compilation ${compilation.compiler === parent}`); });
          parent.hooks.make.tapAsync('TemplatePlugin', (compilation, callback) => {
            const child = compilation.createChildCompiler('TemplatePlugin', { filename: 'template-[name].js' }, [new webpack.EntryPlugin(dir, './src/template.js', { name: 'template' }), childPlugin]);
            child.runAsChild((error) => callback(error ?? undefined));
          });
        },
      }],
    });
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    expect(Object.keys(stats.compilation.assets).sort()).toEqual(['main.js', 'template-template.js']);
    expect(seen).toEqual(['parent thisCompilation true', 'parent compilation true', 'thisCompilation', 'parent compilation false', 'make']);
  };
  proves('/api/compilation-object/#createchildcompiler', "a parent's thisCompilation tap skips the child while its compilation tap runs for it; a child compiler's own plugins keep their thisCompilation and make taps, while their compilation and afterCompile taps are replaced by the parent's", () => childTaps('child-compiler-taps'));
  proves('/api/compiler-hooks/#thiscompilation', "a thisCompilation tap on the compiler does not run for child compilations; a child's thisCompilation runs only the taps of its own plugins", () => childTaps('this-compilation-child'));
});

describe('/api/module-methods/', () => {
  proves('/api/module-methods/#importmetaglob', 'import.meta.glob is on by default; importMeta false or importMeta.glob false leaves the call as written, importMetaContext false only turns off import.meta.webpackContext', async () => {
    const files = {
      'src/pages/a.js': "export default 'page-a';\n",
      'src/pages/b.js': "export default 'page-b';\n",
      'src/index.js': [
        "const titles = import.meta.glob('./pages/*.js', { eager: true, import: 'default' });",
        'console.log(JSON.stringify(titles));',
        "if (process.env.CTX) { const ctx = import.meta.webpackContext('./pages', { regExp: /\\.js$/ }); console.log(JSON.stringify(ctx.keys())); }",
        '',
      ].join('\n'),
    };
    const variant = async (name: string, javascript: object) => {
      const dir = await projectDir(name);
      await writeFiles(dir, files);
      const compiler = webpack({ mode: 'development', devtool: false, target: 'node', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, module: { parser: { javascript } } });
      const stats = await runOnce(compiler);
      expect(stats.hasErrors()).toBe(false);
      const code = (await import('node:fs')).readFileSync(join(dir, 'dist', 'main.js'), 'utf8');
      return { code, dir };
    };
    const on = await variant('glob-default', {});
    expect(execFileSync(process.execPath, [join(on.dir, 'dist', 'main.js')], { encoding: 'utf8', env: { ...process.env, CTX: '1' } }).trim().split('\n'))
      .toEqual(['{"./pages/a.js":"page-a","./pages/b.js":"page-b"}', '["./a.js","./b.js"]']);
    const contextOff = await variant('glob-context-off', { importMetaContext: false });
    expect(contextOff.code).toContain('page-a');
    expect(contextOff.code).toMatch(/\.webpackContext\('\.\/pages'/);
    // importMeta false: both left as written, no page bundled
    const allOff = await variant('glob-import-meta-off', { importMeta: false });
    expect(allOff.code).toMatch(/\.glob\('\.\/pages\/\*\.js'/);
    expect(allOff.code).toMatch(/\.webpackContext\('\.\/pages'/);
    expect(allOff.code).not.toContain('page-a');
    // importMeta.glob false: the glob alone is left as written, webpackContext still compiled
    const globOff = await variant('glob-field-off', { importMeta: { glob: false } });
    expect(globOff.code).toMatch(/\.glob\('\.\/pages\/\*\.js'/);
    expect(globOff.code).not.toMatch(/\.webpackContext\('\.\/pages'/);
  });
});

describe('/api/loaders/', () => {
  proves('/api/loaders/#inline-loaders', "inline query-string options arrive as strings (css-loader 7 rejects modules=true, takes modules=local and {\"modules\":true}); JSON options keep their types", async () => {
    const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');
    const dir = await projectDir('inline-loader-options');
    await writeFiles(dir, {
      'options-loader.js': 'module.exports = function () { return `module.exports = ${JSON.stringify(this.getOptions())};`; };\n',
      'src/card.css': '.card { color: red; }\n',
    });
    const buildWith = async (name: string, index: string) => {
      await writeFiles(dir, { [`src/${name}.js`]: index });
      const compiler = webpack({ mode: 'development', devtool: false, target: 'node', context: dir, entry: `./src/${name}.js`, output: { path: join(dir, 'dist'), filename: `${name}.js` }, resolveLoader: { modules: [examples, 'node_modules'], alias: { 'options-loader': join(dir, 'options-loader.js') } } });
      const stats = await runOnce(compiler);
      return stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];
    };
    expect(await buildWith('opts', "console.log(JSON.stringify(require('options-loader?flag=true&n=1!./card.css')), JSON.stringify(require('options-loader?{\"flag\":true,\"n\":1}!./card.css')));\n")).toEqual([]);
    const printed = execFileSync(process.execPath, [join(dir, 'dist', 'opts.js')], { encoding: 'utf8' }).trim();
    expect(printed).toBe('{"flag":"true","n":"1"} {"flag":true,"n":1}');
    const rejected = await buildWith('css-true', "import styles from 'style-loader!css-loader?modules=true!./card.css';\nconsole.log(styles);\n");
    expect(rejected.join('\n')).toContain('options.modules should be one of these');
    expect(await buildWith('css-local', "import styles from 'style-loader!css-loader?modules=local!./card.css';\nconsole.log(styles);\n")).toEqual([]);
    expect(await buildWith('css-json', "import styles from 'style-loader!css-loader?{\"modules\":true}!./card.css';\nconsole.log(styles);\n")).toEqual([]);
  });
});

describe('/api/module-variables/', () => {
  proves('/api/module-variables/#moduleloaded', 'module.loaded works in a javascript/auto file written as an ES module; in a .mjs file webpack leaves module to the environment', async () => {
    const dir = await projectDir('module-loaded');
    await writeFiles(dir, {
      'src/index.js': "import './esm.js';\nimport './strict.mjs';\n",
      'src/esm.js': "export const x = 1;\nconsole.log('esm', module.loaded);\nsetTimeout(() => console.log('esm later', module.loaded));\n",
      'src/strict.mjs': "export const y = 1;\nconsole.log('mjs', typeof module === 'undefined' ? 'undefined' : 'defined');\n",
    });
    const compiler = webpack({ mode: 'development', devtool: false, target: 'web', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    // run the web bundle in a fresh context without Node's module object, as a browser would
    const { runInNewContext } = await import('node:vm');
    const { readFileSync } = await import('node:fs');
    const lines: string[] = [];
    await new Promise<void>((done) => {
      runInNewContext(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'), {
        console: { log: (...a: unknown[]) => { lines.push(a.join(' ')); if (String(a[0]) === 'esm later') done(); } },
        setTimeout, self: {}, document: undefined,
      });
    });
    expect(lines).toEqual(['esm false', 'mjs undefined', 'esm later true']);
  });

  proves('/api/module-variables/#__webpack_public_path__', "__webpack_public_path__ is a fixed output.publicPath as given; with the web default 'auto' it is the folder of the running script, and Node.js targets default to ''", async () => {
    const { runInNewContext } = await import('node:vm');
    const { readFileSync } = await import('node:fs');
    const publicPath = async (name: string, target: 'web' | 'node', output: webpack.Configuration['output']) => {
      const dir = await projectDir(name);
      await writeFiles(dir, { 'src/index.js': "console.log(JSON.stringify(__webpack_public_path__));\n" });
      const compiler = webpack({ mode: 'development', devtool: false, target, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), ...output } });
      await runOnce(compiler);
      const lines: string[] = [];
      runInNewContext(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'), {
        console: { log: (line: string) => lines.push(line) }, self: {}, require, __filename: join(dir, 'dist', 'main.js'),
        document: { currentScript: { tagName: 'SCRIPT', src: 'https://cdn.example.com/app/main.js' } },
      });
      return JSON.parse(lines[0] ?? 'null');
    };
    expect(await publicPath('public-path-auto', 'web', {})).toBe('https://cdn.example.com/app/');
    expect(await publicPath('public-path-fixed', 'web', { publicPath: '/static/' })).toBe('/static/');
    expect(await publicPath('public-path-node', 'node', {})).toBe('');
  });
});
