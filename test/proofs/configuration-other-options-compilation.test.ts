// Proofs of the compilation options of /configuration/other-options/ (amd to extends).
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions as resolved, projectDir, proves, webpackSource, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

/** A UMD wrapper that prefers AMD when it sees define.amd, like many older libraries. */
const umd = `(function (root, factory) {
  if (typeof define === 'function' && define.amd) { define([], factory); }
  else if (typeof module === 'object' && module.exports) { module.exports = factory(); }
})(this, function () { return 'UMD_VALUE'; });
`;

/** Runs webpack with the Node.js API and returns the error of the run, the stats and the files written. */
async function runWith(dir: string, config: webpack.Configuration): Promise<{ error: Error | null; errors: number; files: string[] }> {
  const compiler = webpack({ context: dir, devtool: false, infrastructureLogging: { level: 'none' }, optimization: { minimize: false }, ...config, output: { path: join(dir, 'dist') } });
  const [error, stats] = await new Promise<[Error | null, webpack.Stats | undefined]>((resolve) => compiler.run((e, s) => compiler.close(() => resolve([e ?? null, s]))));
  const files = await readdir(join(dir, 'dist')).catch(() => [] as string[]);
  return { error, errors: stats?.compilation.errors.length ?? 0, files: files.sort() };
}

describe('/configuration/other-options/ compilation options', () => {
  proves('/configuration/other-options/#amd', 'amd sets what modules see as define.amd; false leaves define alone so a UMD wrapper takes its CommonJS branch', async () => {
    const files = { 'src/index.js': "import value from './umd';\nconsole.log(define.amd.jQuery, value);\n", 'src/umd.js': umd };
    const jquery = await buildUnminified(await projectDir('amd-jquery'), files, { entry: './src/index.js', devtool: false, amd: { jQuery: true } });
    expect(await jquery.read('main.js')).toMatch(/__webpack_require__\.amdO = \{"jQuery":true\}/);
    const off = await buildUnminified(await projectDir('amd-off'), { 'src/index.js': "import value from './umd';\nconsole.log(value);\n", 'src/umd.js': umd }, { entry: './src/index.js', devtool: false, amd: false });
    const main = await off.read('main.js');
    expect(main).toMatch(/define\(\[\], factory\)/);
    expect(main).not.toMatch(/__WEBPACK_AMD_DEFINE/);
    // Run as a CommonJS script, where no define exists: the wrapper exports through module.exports.
    const logged: unknown[] = [];
    new Function('console', 'module', main)({ log: (...a: unknown[]) => logged.push(...a) }, { exports: {} });
    expect(logged).toEqual(['UMD_VALUE']);
  });

  proves('/configuration/other-options/#bail', 'without bail all errors are collected (and development still writes output, production none); bail stops at the first error with no output', async () => {
    const files = { 'src/bad.js': "import a from './missing-a';\nimport b from './missing-b';\nconsole.log(a, b);\n", 'src/good.js': 'console.log(1);\n' };
    const entry = { bad: './src/bad.js', good: './src/good.js' };
    const dev = await projectDir('bail-dev');
    await writeFiles(dev, files);
    expect(await runWith(dev, { mode: 'development', entry })).toEqual({ error: null, errors: 2, files: ['bad.js', 'good.js'] });
    const prod = await projectDir('bail-prod');
    await writeFiles(prod, files);
    expect(await runWith(prod, { mode: 'production', entry })).toEqual({ error: null, errors: 2, files: [] });
    const bail = await projectDir('bail-on');
    await writeFiles(bail, files);
    const bailed = await runWith(bail, { mode: 'development', entry, bail: true });
    // Whichever of the two resolutions fails first stops the build.
    expect(bailed.error?.message).toMatch(/Can't resolve '\.\/missing-[ab]'/);
    expect(bailed.files).toEqual([]);
  });

  proves('/configuration/other-options/#name', 'the name heads its part of the stats, is what --config-name selects, and is part of the default cache name', async () => {
    expect(resolved({ name: 'admin-panel', mode: 'production', cache: { type: 'filesystem' } }).cache).toMatchObject({ name: 'admin-panel-production' });
    const dir = await projectDir('name-cli');
    await writeFiles(dir, {
      'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n",
      'webpack.config.js': "module.exports = ['admin-panel', 'shop'].map((name, i) => ({ name, mode: 'production', devtool: false, entry: i ? './src/b.js' : './src/a.js', output: { filename: `${name}.js` } }));\n",
    });
    const both = await run(process.execPath, [cli], { cwd: dir });
    expect(both.stdout).toMatch(/^admin-panel:$/m);
    expect(both.stdout).toMatch(/^shop:$/m);
    const one = await run(process.execPath, [cli, '--config-name', 'shop'], { cwd: dir });
    expect(one.stdout).not.toMatch(/admin-panel/);
  });

  proves('/configuration/other-options/#parallelism', 'defaults to 100 and caps the module queues and code generation of one compilation', async () => {
    expect(resolved({}).parallelism).toBe(100);
    expect(await webpackSource('lib/Compilation.js', 'this.processDependenciesQueue = new AsyncQueue({', 4)).toMatch(/parallelism: options\.parallelism \|\| 100/);
    expect(await webpackSource('lib/Compilation.js', 'this.rebuildQueue = new AsyncQueue({', 4)).toMatch(/parallelism: options\.parallelism \|\| 100/);
  });

  proves('/configuration/other-options/#profile', 'profile adds per-module timings to the stats; webpack --profile --json writes them to a file', async () => {
    const dir = await projectDir('profile');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': "module.exports = { mode: 'production', devtool: false, entry: './src/index.js' };\n" });
    await run(process.execPath, [cli, '--profile', '--json', 'stats.json'], { cwd: dir });
    const stats = JSON.parse(await readFile(join(dir, 'stats.json'), 'utf8')) as { modules: { profile?: Record<string, number> }[] };
    expect(Object.keys(stats.modules[0]?.profile ?? {})).toEqual(expect.arrayContaining(['total', 'resolving', 'building', 'factory']));
    const compiler = webpack({ context: dir, entry: './src/index.js', devtool: false, output: { path: join(dir, 'api') }, infrastructureLogging: { level: 'none' } });
    const plain = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((e, s) => compiler.close(() => (e || !s ? reject(e) : resolve(s)))));
    expect(plain.toJson({ all: false, modules: true }).modules?.[0]?.profile).toBeUndefined();
  });

  proves('/configuration/other-options/#validate', "the schema check is what throws 'Invalid configuration object'; validate: false skips it", async () => {
    expect(() => webpack({ entry: './src/index.js', entyr: 'x' } as webpack.Configuration)).toThrow(/Invalid configuration object[\s\S]*unknown property 'entyr'/);
    expect(() => webpack({ entry: './src/index.js', entyr: 'x', validate: false } as webpack.Configuration)).not.toThrow();
  });

  proves('/configuration/other-options/#extends', 'webpack-cli merges the extended file under this one; the Node.js API ignores extends', async () => {
    const dir = await projectDir('extends');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.base.js': "module.exports = { devtool: false, output: { filename: 'from-base.js', path: __dirname + '/base-dist' } };\n",
      'webpack.config.js': "module.exports = { extends: [require.resolve('./webpack.base.js')], mode: 'production', entry: './src/index.js', output: { filename: 'own.js' } };\n",
    });
    await run(process.execPath, [cli], { cwd: dir });
    expect(await readFile(join(dir, 'base-dist', 'own.js'), 'utf8')).toMatch(/console\.log\(1\)/);
    const api = await runWith(dir, { mode: 'production', entry: './src/index.js', extends: join(dir, 'webpack.base.js') });
    expect(api.files).toEqual(['main.js']);
  });

  proves('/configuration/other-options/#loader', 'its properties reach every loader as this, next to the target and environment webpack fills in', async () => {
    const files = { 'src/index.js': 'console.log(__BRAND__);\n', 'loaders/brand.js': 'module.exports = function (source) { return source.replace(/__BRAND__/g, JSON.stringify([this.brandName, this.target, this.environment.arrowFunction])); };\n' };
    const dir = await projectDir('loader-context');
    const built = await buildUnminified(dir, files, { entry: './src/index.js', devtool: false, target: 'web', loader: { brandName: 'Acme' }, module: { rules: [{ test: /\.js$/, use: join(dir, 'loaders/brand.js') }] } });
    expect(await built.read('main.js')).toMatch(/console\.log\(\["Acme","web",true\]\)/);
  });

  proves('/configuration/other-options/#dotenv', 'prefixed variables reach process.env and import.meta.env; the environment wins over files, .env.[mode] over .env, dir: false reads no file', async () => {
    const files = {
      '.env': 'WEBPACK_A=from-file\nSECRET=hidden\nWEBPACK_B=from-file\nPUBLIC_C=public\n',
      '.env.production': 'WEBPACK_A=from-mode-file\n',
      'src/index.js': 'console.log(process.env.WEBPACK_A, import.meta.env.WEBPACK_A, process.env.WEBPACK_B, process.env.SECRET, process.env.PUBLIC_C);\n',
    };
    const saved = process.env.WEBPACK_B;
    process.env.WEBPACK_B = 'from-environment';
    try {
      const line = async (name: string, dotenv: webpack.Configuration['dotenv']) => {
        const built = await buildUnminified(await projectDir(name), files, { entry: './src/index.js', devtool: false, dotenv });
        return /console\.log\(([^;]*)\);/.exec(await built.read('main.js'))?.[1];
      };
      expect(await line('dotenv-on', true)).toBe('"from-mode-file", "from-mode-file", "from-environment", process.env.SECRET, process.env.PUBLIC_C');
      expect(await line('dotenv-prefix', { prefix: ['WEBPACK_', 'PUBLIC_'] })).toBe('"from-mode-file", "from-mode-file", "from-environment", process.env.SECRET, "public"');
      expect(await line('dotenv-template', { template: ['.env'] })).toBe('"from-file", "from-file", "from-environment", process.env.SECRET, process.env.PUBLIC_C');
      expect(await line('dotenv-no-dir', { dir: false })).toBe('process.env.WEBPACK_A, undefined, "from-environment", process.env.SECRET, process.env.PUBLIC_C');
    } finally {
      if (saved === undefined) delete process.env.WEBPACK_B;
      else process.env.WEBPACK_B = saved;
    }
  });
});
