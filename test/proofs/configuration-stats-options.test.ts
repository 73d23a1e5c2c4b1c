// Proofs of the option sections of /configuration/stats/: a few small builds (one with warnings,
// one with a nested missing module, one with three, one rebuilt from the memory cache) printed
// with the options each section describes, plus webpack-cli runs for the CLI statements.
import webpack from 'webpack';
import { spawnSync } from 'node:child_process';
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

/** Runs a compiler to the end and returns its stats (errors are part of the stats, not a rejection). */
function runCompiler(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolveRun, reject) => {
    compiler.run((error, result) => {
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolveRun(result);
    });
  });
}

const cache = new Map<string, Promise<webpack.Stats>>();

/** One build per project, shared by the proofs that print it. */
function stats(name: string, files: Record<string, string>, config: webpack.Configuration = {}): Promise<webpack.Stats> {
  if (!cache.has(name)) {
    cache.set(name, (async () => {
      const dir = await projectDir(`stats-${name}`);
      await writeFiles(dir, files);
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, optimization: { minimize: false }, infrastructureLogging: { level: 'none' }, ...config });
      const result = await runCompiler(compiler);
      await new Promise<void>((done) => compiler.close(() => done()));
      return result;
    })());
  }
  return cache.get(name) as Promise<webpack.Stats>;
}

class LogPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('LogPlugin', (compilation) => {
      const logger = compilation.getLogger('LogPlugin');
      logger.error('an error line');
      logger.warn('a warn line');
      logger.info('an info line');
      logger.log('a log line');
      logger.debug('a debug line');
    });
  }
}

/** Two warnings (a dynamic require and an asset over the size limit), a lazy chunk and log lines of every level. */
const warned = () =>
  stats('warned', {
    'src/index.js': "import { helper } from './helper.js';\nimport('./lazy.js');\nconst name = globalThis.name;\nconsole.log(helper(), require(name));\n",
    'src/helper.js': `export function helper() { return ${JSON.stringify('h'.repeat(300))}; }\n`,
    'src/lazy.js': 'export default 1;\n',
  }, { plugins: [new LogPlugin()], performance: { hints: 'warning', maxAssetSize: 200, maxEntrypointSize: 100000 } });

/** One missing module, reached through a chain of imports. */
const oneError = () =>
  stats('one-error', { 'src/index.js': "import './a.js';\n", 'src/a.js': "import './deep.js';\n", 'src/deep.js': "import './missing.js';\n" });

/** Three missing modules. */
const threeErrors = () =>
  stats('three-errors', { 'src/index.js': "import './missing-1.js';\nimport './missing-2.js';\nimport './missing-3.js';\n" });

const ANSI = /\u001b\[/;

describe('/configuration/stats/ options', () => {
  proves('/configuration/stats/#stats', "an object picks a preset with stats.preset and overrides single options; true is 'normal' and false 'none'", async () => {
    const built = await warned();
    expect(built.toString({ preset: 'minimal' })).toMatch(/^2 assets\n\d+ modules\n/);
    expect(built.toString({ preset: 'minimal', timings: false })).not.toMatch(/ in \d+ ms/);
    expect(built.toString({ preset: 'minimal' })).toMatch(/ in \d+ ms/);
    expect(built.toString(true as unknown as webpack.StatsOptions)).toBe(built.toString('normal'));
    expect(built.toString(false as unknown as webpack.StatsOptions)).toBe('');
  });

  proves('/configuration/stats/#stats', '--json writes the data with the stats settings of the configuration, so stats: none gives {} unless --stats overrides it', async () => {
    const dir = await projectDir('stats-cli-json');
    await writeFiles(dir, { 'src/index.js': "console.log('json');\n", 'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.js', stats: 'none' };\n" });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_PATH: join(process.cwd(), 'node_modules') } });
    expect(run('--json', 'none.json').status).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'none.json'), 'utf8'))).toEqual({});
    expect(run('--json', 'normal.json', '--stats', 'normal').status).toBe(0);
    const normal = JSON.parse(await readFile(join(dir, 'normal.json'), 'utf8')) as webpack.StatsCompilation;
    expect(normal.assets?.map((a) => a.name)).toEqual(['main.js']);
    expect(normal.modules?.map((m) => m.name)).toEqual(['./src/index.js']);
  });

  proves('/configuration/stats/#options', "the text defaults are the 'normal' preset's; toJson() includes more, such as the hash and the chunks", async () => {
    const built = await warned();
    expect(built.toString()).toBe(built.toString({ preset: 'normal' }));
    expect(built.toString()).not.toMatch(/^chunk /m);
    const json = built.toJson();
    expect(json.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(json.chunks?.length).toBe(2);
  });

  proves('/configuration/stats/#statsall', 'all: false leaves only what you set; a preset with its own values beats all', async () => {
    const built = await warned();
    expect(built.toString({ all: false, assets: true })).toMatch(/^asset main\.js [\d.]+ KiB \[emitted\] \(name: main\)\nasset \d+\.js [\d.]+ bytes \[emitted\]$/);
    expect(built.toString({ all: false })).toBe('');
    expect(built.toString({ preset: 'normal', all: false })).toBe('');
    expect(built.toString({ preset: 'detailed', all: false })).toMatch(/^chunk /m);
  });

  proves('/configuration/stats/#statsbuiltat', 'builtAt prints the date and time the build finished', async () => {
    const built = await warned();
    expect(built.toString({ all: false, builtAt: true })).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: webpack compiled/);
    expect(built.toString({ all: false })).toBe('');
  });

  proves('/configuration/stats/#statscached', 'cachedModules (and its old name cached) lists the modules a rebuild took from the cache', async () => {
    const dir = await projectDir('stats-cached');
    await writeFiles(dir, { 'src/index.js': "import './a.js';\n", 'src/a.js': "console.log('a');\n" });
    // Files changed within the last moments count as possibly changed again; date them an hour back.
    const past = new Date(Date.now() - 3_600_000);
    for (const file of ['src/index.js', 'src/a.js']) await utimes(join(dir, file), past, past);
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', devtool: false, output: { path: join(dir, 'dist') }, cache: { type: 'memory' }, infrastructureLogging: { level: 'none' } });
    await runCompiler(compiler);
    const rebuilt = await runCompiler(compiler);
    await new Promise<void>((done) => compiler.close(() => done()));
    const listed = (options: webpack.StatsOptions) => (rebuilt.toJson({ all: false, modules: true, ...options }).modules ?? []).map((m) => m.name);
    expect(listed({ cachedModules: false })).toEqual([]);
    expect(listed({ cachedModules: true })).toEqual(expect.arrayContaining(['./src/index.js', './src/a.js']));
    expect(listed({ cached: true })).toEqual(expect.arrayContaining(['./src/index.js', './src/a.js']));
    expect(rebuilt.toString({ modules: true, cachedModules: true })).toMatch(/\[cached\] 2 modules|\.\/src\/a\.js [\d.]+ bytes \[cached\]/);
  });

  proves('/configuration/stats/#statschunks', 'chunks adds a line per chunk: files, names, size and entry or initial flags', async () => {
    const text = (await warned()).toString({ all: false, chunks: true });
    expect(text).toMatch(/^chunk \(runtime: main\) main\.js \(main\) [\d.]+ (KiB|bytes) \(javascript\) [\d.]+ KiB \(runtime\) \[entry\] \[rendered\]$/m);
    expect(text).toMatch(/^chunk \(runtime: main\) \d+\.js [\d.]+ bytes \[rendered\]$/m);
  });

  proves('/configuration/stats/#statschunkmodules', 'with chunks shown, the modules are listed under their chunk', async () => {
    const text = (await warned()).toString({ all: false, chunks: true, chunkModules: true });
    expect(text).toMatch(/^chunk \(runtime: main\) \d+\.js [\d.]+ bytes \[rendered\]\n {2}\.\/src\/lazy\.js [\d.]+ bytes \[built\] \[code generated\]$/m);
    // With chunks on, the normal text drops the flat module list in favour of the grouped one.
    const normal = (await warned()).toString({ chunks: true });
    expect(normal).toMatch(/\d+\.js \d+ bytes \[rendered\]\n {2}\.\/src\/lazy\.js /);
    expect(normal).not.toMatch(/^(cacheable|built|orphan|runtime) modules /m);
    expect((await warned()).toString()).toMatch(/^(cacheable|built|orphan|runtime) modules /m);
    // Asking for modules explicitly turns chunkModules off: the flat list returns, the chunks list no modules.
    const explicit = (await warned()).toString({ chunks: true, modules: true, modulesSpace: Infinity });
    expect(explicit).toMatch(/\d+\.js \d+ bytes \[rendered\]\nchunk /);
    expect(explicit).toMatch(/^(cacheable|built|orphan|runtime) modules /m);
    expect(explicit).toContain('./src/lazy.js ');
  });

  proves('/configuration/stats/#statscolors', 'colors adds ANSI codes and an object replaces single ones; the CLI uses --color/--no-color, then stats.colors, then what the terminal supports', async () => {
    const built = await warned();
    expect(built.toString({ colors: false })).not.toMatch(ANSI);
    expect(built.toString({ colors: true })).toContain('\u001b[1m\u001b[32m[emitted]\u001b[39m\u001b[22m');
    expect(built.toString({ colors: { green: '\u001b[32;1m' } })).toContain('\u001b[32;1m[emitted]');
    const cli = await readFile(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).toMatch(/\/\/ From arguments\s*if \(typeof this\.#isColorSupportChanged !== "undefined"\) \{\s*colors = Boolean\(this\.#isColorSupportChanged\);\s*\}\s*\/\/ From stats\s*else if \(typeof configuration\.stats\.colors !== "undefined"\) \{\s*colors = configuration\.stats\.colors;\s*\}\s*\/\/ Default\s*else \{\s*colors = Boolean\(this\.colors\.isColorSupported\);/);
  });

  proves('/configuration/stats/#statscontext', 'module paths are printed relative to stats.context', async () => {
    const built = await warned();
    const context = built.compilation.compiler.context;
    expect(built.toString({ all: false, modules: true, modulesSpace: Infinity })).toMatch(/^\.\/src\/lazy\.js /m);
    expect(built.toString({ all: false, modules: true, modulesSpace: Infinity, context: join(context, '..') })).toMatch(/^\.\/stats-warned\/src\/lazy\.js /m);
    expect(() => webpack.validate({ stats: { context: 'relative/folder' } })).toThrow(/configuration\.stats\.context: The provided value "relative\/folder" is not an absolute path!/);
  });

  proves('/configuration/stats/#statserrordetails', "'auto' shows an error's resolver log while there are fewer than three errors and hides it from three on, and never shows warning details; true always shows them", async () => {
    const one = (await oneError()).toString({ all: false, errors: true, errorDetails: 'auto' });
    expect(one).toMatch(/resolve '\.\/missing\.js' in '.*src'\n/);
    expect(one).toMatch(/missing\.js doesn't exist/);
    const three = await threeErrors();
    expect(three.toString({ all: false, errors: true, errorDetails: 'auto' })).not.toMatch(/doesn't exist/);
    expect(three.toString({ all: false, errors: true, errorDetails: true })).toMatch(/missing-3\.js doesn't exist/);
    const detailsOfWarnings = await readFile(require.resolve('webpack/lib/stats/DefaultStatsFactoryPlugin.js'), 'utf8');
    expect(detailsOfWarnings).toMatch(/errorDetails === true \|\|\s*\(type\.endsWith\("\.error"\) && cachedGetErrors\(compilation\)\.length < 3\)/);
  });

  proves('/configuration/stats/#statserrors', 'errors prints each error and errorsCount the summary; hiding them does not make the build succeed', async () => {
    const built = await oneError();
    expect(built.toString({ all: false, errors: true })).toMatch(/^ERROR in \.\/src\/deep\.js 1:0-22\nModule not found: Error: Can't resolve '\.\/missing\.js'/);
    expect(built.toString({ all: false, errorsCount: true })).toBe('webpack compiled with 1 error');
    expect(built.toString({ errors: false })).not.toContain('ERROR in');
    expect(built.hasErrors()).toBe(true);
    const dir = await projectDir('stats-cli-errors');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n", 'webpack.config.js': "module.exports = { mode: 'production', entry: './src/index.js', stats: { errors: false } };\n" });
    const run = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js')], { cwd: dir, encoding: 'utf8' });
    expect(run.stdout).not.toContain('ERROR in');
    expect(run.stdout).toMatch(/compiled with 1 error in \d+ ms/);
    expect(run.status).toBe(1);
  });

  proves('/configuration/stats/#statslogging', "the levels add up: 'error' shows errors, 'log' adds warn, info and log lines, 'verbose' adds webpack's timing reports; debug lines need loggingDebug", async () => {
    const built = await warned();
    const ofPlugin = (logging: webpack.StatsOptions['logging']) => (/LOG from LogPlugin\n([\s\S]*?)(?:\n\n|$)/.exec(built.toString({ all: false, logging }))?.[1] ?? '').split('\n').filter(Boolean);
    expect(ofPlugin('error')).toEqual(['<e> an error line', '+ 4 hidden lines']);
    expect(ofPlugin('info')).toEqual(['<e> an error line', '<w> a warn line', '<i> an info line', '+ 2 hidden lines']);
    expect(ofPlugin('log')).toEqual(['<e> an error line', '<w> a warn line', '<i> an info line', '    a log line', '+ 1 hidden lines']);
    expect(ofPlugin('verbose')).toEqual(['<e> an error line', '<w> a warn line', '<i> an info line', '    a log line', '+ 1 hidden lines']);
    // loggingDebug: a RegExp matches the logger name; a string only matches it as a path segment after a separator.
    expect(built.toString({ all: false, logging: 'warn', loggingDebug: [/LogPlugin/] })).toMatch(/^DEBUG LOG from LogPlugin\n<e> an error line\n<w> a warn line\n<i> an info line\n {4}a log line\n {4}a debug line/);
    expect(built.toString({ all: false, logging: 'warn', loggingDebug: ['LogPlugin'] })).not.toContain('a debug line');
    expect(built.toString({ all: false, logging: 'verbose' })).toMatch(/LOG from webpack\.Compilation\n<t> /);
    expect(built.toString({ all: false, logging: true })).toBe(built.toString({ all: false, logging: 'log' }));
  });

  proves('/configuration/stats/#statsmoduletrace', 'each error ends with the chain of imports that reached the module', async () => {
    const built = await oneError();
    expect(built.toString({ all: false, errors: true, moduleTrace: true, errorDetails: false })).toMatch(/\n @ \.\/src\/a\.js 1:0-19\n @ \.\/src\/index\.js 1:0-16/);
    expect(built.toString({ all: false, errors: true, moduleTrace: false, errorDetails: false })).not.toContain(' @ ');
  });

  proves('/configuration/stats/#statsperformance', 'performance: false hides the [big] labels; the size warnings are still produced', async () => {
    const built = await warned();
    expect(built.toString({ all: false, assets: true, performance: true })).toContain('[big]');
    expect(built.toString({ all: false, assets: true, performance: false })).not.toContain('[big]');
    expect(built.compilation.warnings.map((w) => w.name)).toContain('AssetsOverSizeLimitWarning');
  });

  proves('/configuration/stats/#statspreset', "'errors-only' with timings prints the errors and the build time", async () => {
    const text = (await oneError()).toString({ preset: 'errors-only', timings: true });
    expect(text).toMatch(/^ERROR in \.\/src\/deep\.js/);
    expect(text).toMatch(/\n\nwebpack compiled with 1 error in \d+ ms$/);
    expect(text).not.toMatch(/^asset|^\.\/src\/index\.js/m);
  });

  proves('/configuration/stats/#statspublicpath', "publicPath prints output.publicPath as configured: 'auto' stays 'auto'", async () => {
    expect((await warned()).toString({ all: false, publicPath: true })).toBe('PublicPath: auto');
    const fixed = await stats('public-path', { 'src/index.js': "console.log('p');\n" }, { output: { publicPath: '/static/' } });
    expect(fixed.toString({ all: false, publicPath: true })).toBe('PublicPath: /static/');
  });

  proves('/configuration/stats/#statswarnings', 'warnings: false hides them from the text and from toJson() with the same options; the compilation and warningsCount keep them', async () => {
    const built = await warned();
    expect(built.toString({ all: false, warnings: true })).toMatch(/^WARNING in \.\/src\/index\.js 4:22-35\nCritical dependency: the request of a dependency is an expression/m);
    expect(built.toString({ all: false, warnings: false })).toBe('');
    expect(built.toString({ all: false, warningsCount: true })).toMatch(/^webpack compiled with [2-9] warnings$/);
    expect(built.toString({ warnings: false })).toMatch(/compiled with 2 warnings in \d+ ms$/);
    expect(built.toJson({ warnings: false }).warnings).toBeUndefined();
    expect(built.hasWarnings()).toBe(true);
  });

  proves('/configuration/stats/#statswarningsfilter', 'strings match inside the text of the warning fields, RegExps test it, functions return true to hide; hidden warnings leave warningsCount but stay in the compilation', async () => {
    const built = await warned();
    const shown = (warningsFilter: webpack.StatsOptions['warningsFilter']) =>
      (built.toJson({ all: false, warnings: true, warningsCount: true, warningsFilter }).warnings ?? []).map((w) => w.message.split('\n')[0]);
    const all = shown(undefined);
    expect(all).toEqual(expect.arrayContaining(['Critical dependency: the request of a dependency is an expression']));
    expect(shown('Critical dependency')).not.toContain('Critical dependency: the request of a dependency is an expression');
    expect(shown('./src/index.js')).not.toContain('Critical dependency: the request of a dependency is an expression'); // the module name is one of the fields
    expect(all).toHaveLength(2);
    expect(shown(/request of a dependency/)).toEqual([all[1]]);
    expect(shown((warning) => warning.message.startsWith('Critical'))).toEqual([all[1]]);
    // Filtered warnings leave warningsCount too; the compilation keeps them.
    expect(built.toJson({ all: false, warningsCount: true, warningsFilter: 'Critical' }).warningsCount).toBe(1);
    expect(built.toString({ all: false, warningsCount: true, warningsFilter: 'Critical' })).toBe('webpack compiled with 1 warning');
    expect(built.compilation.warnings).toHaveLength(2);
    const factory = await readFile(require.resolve('webpack/lib/stats/DefaultStatsFactoryPlugin.js'), 'utf8');
    expect(factory).toMatch(/"config\.stats\.warningsFilter is deprecated in favor of config\.ignoreWarnings",\s*"DEP_WEBPACK_STATS_WARNINGS_FILTER"/);
  });

  proves('/configuration/stats/#presets', 'what each preset prints', async () => {
    const built = await warned();
    const failed = await oneError();
    expect(built.toString('none')).toBe('');
    expect(built.toString('summary')).toBe('webpack 5.112.2 compiled with 2 warnings');
    expect(failed.toString('errors-only')).toMatch(/^LOG from LogPlugin|^ERROR in \.\/src\/deep\.js[\s\S]* @ \.\/src\/a\.js 1:0-19\n @ \.\/src\/index\.js 1:0-16\n\nwebpack compiled with 1 error$/);
    const errorsWarnings = built.toString('errors-warnings');
    expect(errorsWarnings).toMatch(/^LOG from LogPlugin\n<e> an error line\n<w> a warn line\n/);
    expect(errorsWarnings).toMatch(/WARNING in \.\/src\/index\.js[\s\S]*WARNING in asset size limit[\s\S]*webpack compiled with 2 warnings$/);
    expect(errorsWarnings).not.toMatch(/^asset /m);
    expect(built.toString('minimal')).toMatch(/^2 assets\n\d+ modules\n[\s\S]*webpack 5\.112\.2 compiled with 2 warnings in \d+ ms$/);
    const normal = built.toString('normal');
    expect(normal).toMatch(/^asset main\.js /m);
    expect(normal).toMatch(/^<i> an info line$/m);
    expect(normal).not.toMatch(/^Entrypoint /m); // one entry of one file
    const detailed = built.toString('detailed');
    expect(detailed).toMatch(/^Entrypoint main /m);
    expect(detailed).toMatch(/^chunk \{\d+\} /m);
    expect(detailed).toMatch(/^asset main\.js [\d.]+ KiB \{\d+\} \[emitted\]/m); // module and chunk ids
    expect(detailed).toMatch(/^ {4}\[no exports\]\n {4}\[used exports unknown\]$/m);
    expect(detailed).toMatch(/\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: webpack 5\.112\.2 compiled with 2 warnings in \d+ ms \([0-9a-f]{20}\)$/); // build time and hash
    const verbose = built.toString('verbose');
    expect(verbose).toMatch(/ModuleConcatenation bailout|harmony side effect evaluation|import\(\) \.\/lazy\.js/);
    expect(verbose.length).toBeGreaterThan(detailed.length);
    const split = await stats('entrypoints', { 'src/index.js': "import './style.css';\n", 'src/style.css': '.a { color: red; }\n' });
    expect(split.toString('normal')).toMatch(/^Entrypoint main \d+ bytes = main\.js \d+ bytes main\.css \d+ bytes$/m);
  });

  proves('/configuration/stats/#statsassets', 'lists the files largest first with [big] for those over the limits, 15 lines by default', async () => {
    const text = (await warned()).toString({ all: false, assets: true, performance: true });
    expect(text).toMatch(/^asset main\.js [\d.]+ KiB \[emitted\] \[big\] \(name: main\)\nasset \d+\.js [\d.]+ bytes \[emitted\] \[big\]$/);
    expect(await webpackSource('lib/stats/DefaultStatsPresetPlugin.js', 'assetsSpace: (o, { forToString })', 1)).toContain('(forToString ? 15 : Infinity)');
    expect(await webpackSource('lib/stats/DefaultStatsPresetPlugin.js', 'assetsSort: () =>', 1)).toContain('"!size"');
  });

  proves('/configuration/stats/#statshash', 'adds the hash of the compilation', async () => {
    const built = await warned();
    expect(built.toString({ all: false, hash: true })).toBe(`webpack compiled (${built.hash})`);
    expect(built.hash).toMatch(/^[0-9a-f]{20}$/);
  });

  proves('/configuration/stats/#statsmodules', 'groups modules in the text and caps the list at 15 lines; a larger modulesSpace lists them one by one', async () => {
    const built = await warned();
    expect(built.toString({ all: false, modules: true })).toMatch(/^runtime modules [\d.]+ KiB \d+ modules\n/);
    const listed = built.toString({ all: false, modules: true, modulesSpace: Infinity, runtimeModules: false });
    expect(listed).toMatch(/^\.\/src\/index\.js \+ 1 modules [\d.]+ bytes \[built\] \[code generated\]$/m);
    expect(listed).toMatch(/^\.\/src\/lazy\.js \d+ bytes \[built\] \[code generated\]$/m);
    expect(await webpackSource('lib/stats/DefaultStatsPresetPlugin.js', 'modulesSpace: (o, { forToString })', 1)).toContain('(forToString ? 15 : Infinity)');
  });

  proves('/configuration/stats/#statsreasons', 'prints, under each module, the module that imports it and the statement', async () => {
    const text = (await warned()).toString({ all: false, modules: true, modulesSpace: Infinity, reasons: true });
    expect(text).toMatch(/^\.\/src\/lazy\.js \d+ bytes \[built\] \[code generated\]\n {2}import\(\) \.\/lazy\.js \.\/src\/index\.js \+ 1 modules \.\/src\/index\.js 2:0-19$/m);
  });

  proves('/configuration/stats/#statstimings', 'prints how long the compilation took', async () => {
    const built = await warned();
    expect(built.toString({ all: false, timings: true })).toMatch(/^webpack compiled in \d+ ms$/);
    expect(built.toString({ all: false, timings: true, version: true, errorsCount: true, warningsCount: true })).toMatch(/^webpack 5\.112\.2 compiled with 2 warnings in \d+ ms$/);
  });

  proves('/configuration/stats/#statsversion', 'prints the webpack version', async () => {
    expect((await warned()).toString({ all: false, version: true })).toBe('webpack 5.112.2 compiled');
  });

  proves('/configuration/stats/#multiple-configurations', "each configuration of an array prints with its own stats, under its name", async () => {
    const dir = await projectDir('stats-multi');
    await writeFiles(dir, { 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n" });
    const base = { mode: 'production' as const, context: dir, optimization: { minimize: false }, infrastructureLogging: { level: 'none' as const } };
    const compiler = webpack([
      { ...base, name: 'client', entry: './src/a.js', output: { path: join(dir, 'dist/a') }, stats: 'minimal' },
      { ...base, name: 'server', entry: './src/b.js', output: { path: join(dir, 'dist/b') }, stats: { all: false, assets: true } },
    ]);
    const multi = await new Promise<webpack.MultiStats>((resolveRun, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolveRun(result)))));
    const text = multi.toString({ children: compiler.compilers.map((c) => c.options.stats) } as webpack.StatsOptions);
    expect(text).toMatch(/^client:\n {2}1 asset\n {2}1 module\n {2}client \(webpack 5\.112\.2\) compiled successfully in \d+ ms\n\nserver:\n {2}asset main\.js \d+ bytes \[emitted\] \(name: main\)$/);
  });

  proves('/configuration/stats/#using-stats-in-nodejs', 'the run callback receives a Stats object with toString, toJson, hasErrors and hasWarnings', async () => {
    const built = await oneError();
    expect(built).toBeInstanceOf(webpack.Stats);
    expect([built.hasErrors(), built.hasWarnings()]).toEqual([true, false]);
    expect(built.toJson({ all: false, errorsCount: true }).errorsCount).toBe(1);
  });
});
