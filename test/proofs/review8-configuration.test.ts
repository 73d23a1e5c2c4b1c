// Proofs of the statements checked in the eighth review of the configuration pages
// (docs/audit/configuration.md, "Eighth round (the other configuration pages)").
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, webpackSource } from './proof';

const nodeGlobals = {
  'src/utils/log.js': 'export const f = __filename; export const d = __dirname; export const g = global;\n',
  'src/index.js': "import * as log from './utils/log.js';\nconsole.log(log);\n",
};

/** Runs an array of configurations and resolves with the error MultiCompiler reports. */
function runMulti(configs: webpack.Configuration[]): Promise<string> {
  return new Promise((resolve) => {
    const compiler = webpack(configs);
    compiler.run((err) => {
      compiler.close(() => resolve(err ? err.message : 'no error'));
    });
  });
}

describe('/configuration/node/', () => {
  proves('/configuration/node/#node__filename', 'true inserts the path relative to the context, mock inserts /index.js', async () => {
    const exact = await buildUnminified(await projectDir('node-true'), nodeGlobals, { mode: 'none', target: 'web', entry: './src/index.js', node: { __filename: true, __dirname: true } });
    const mainTrue = await exact.read('main.js');
    expect(mainTrue).toContain('var __webpack_filename__ = "src/utils/log.js";');
    expect(mainTrue).toContain('var __webpack_dirname__ = "src/utils";');
    const mock = await buildUnminified(await projectDir('node-mock'), nodeGlobals, { mode: 'none', target: 'web', entry: './src/index.js' });
    const mainMock = await mock.read('main.js');
    expect(mainMock).toContain('var __webpack_filename__ = "/index.js";');
    expect(mainMock).toContain('var __webpack_dirname__ = "/";');
  });

  proves('/configuration/node/#node__dirname', "eval-only derives the values from import.meta.url in ES module output and leaves them alone in CommonJS output", async () => {
    const esm = await buildUnminified(await projectDir('node-esm'), nodeGlobals, { mode: 'none', target: 'node20', entry: './src/index.js', output: { module: true } });
    const file = esm.files.find((f) => f.endsWith('.mjs') || f.endsWith('.js')) as string;
    const code = await esm.read(file);
    expect(code).toContain('var __webpack_filename__ = __webpack_fileURLToPath__(import.meta.url);');
    const cjs = await buildUnminified(await projectDir('node-cjs'), nodeGlobals, { mode: 'none', target: 'node20', entry: './src/index.js' });
    expect(await cjs.read('main.js')).toContain('const f = __filename; const d = __dirname; const g = global;');
  });

  proves('/configuration/node/#nodeglobal', 'true uses globalThis when output.environment.globalThis is true, otherwise the __webpack_require__.g helper; warn reports each use', async () => {
    const plain = await buildUnminified(await projectDir('global-web'), nodeGlobals, { mode: 'none', target: 'web', entry: './src/index.js' });
    expect(await plain.read('main.js')).toContain('const g = __webpack_require__.g;');
    const modern = await buildUnminified(await projectDir('global-es2020'), nodeGlobals, { mode: 'none', target: ['web', 'es2020'], entry: './src/index.js' });
    expect(await modern.read('main.js')).toContain('const g = globalThis;');
    const warn = await buildUnminified(await projectDir('global-warn'), { 'src/index.js': 'console.log(global.a, global.b);\n' }, { mode: 'none', target: 'web', entry: './src/index.js', node: { global: 'warn' } });
    expect(warn.warnings.filter((w) => w.includes('"global" has been used'))).toHaveLength(2);
  });

  proves('/configuration/node/#node__filename', "the defaults: eval-only for Node.js-like targets, deno, bun and the universal ES module target, mock for the web", async () => {
    for (const target of ['node', 'electron-renderer', 'nwjs', 'deno', 'bun'] as const) expect(effectiveOptions({ target }).node).toMatchObject({ __filename: 'eval-only', __dirname: 'eval-only' });
    for (const target of ['universal', ['web', 'node']] as const) expect(effectiveOptions({ target: target as string | string[], output: { module: true } }).node).toMatchObject({ __filename: 'eval-only', global: true });
    expect(effectiveOptions({ target: 'web' }).node).toEqual({ global: true, __filename: 'mock', __dirname: 'mock' });
    expect(effectiveOptions({ target: 'web', experiments: { futureDefaults: true } }).node).toEqual({ global: 'warn', __filename: 'warn-mock', __dirname: 'warn-mock' });
  });
});

describe('/configuration/configuration-types/', () => {
  proves('/configuration/configuration-types/#dependencies', 'a missing name and a cycle are reported as errors before compiling', async () => {
    const dir = await projectDir('deps');
    await build(dir, { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js' });
    const base = { mode: 'none' as const, context: dir, entry: './src/index.js' };
    expect(await runMulti([{ ...base, name: 'a', output: { path: `${dir}/a` } }, { ...base, name: 'b', dependencies: ['zz'], output: { path: `${dir}/b` } }])).toContain('Compiler dependency `zz` not found');
    expect(await runMulti([{ ...base, name: 'c', dependencies: ['d'], output: { path: `${dir}/c` } }, { ...base, name: 'd', dependencies: ['c'], output: { path: `${dir}/d` } }])).toContain('Circular dependency found in compiler dependencies');
  });

  proves('/configuration/configuration-types/#parallelism', 'no limit for the array, 100 inside one configuration', async () => {
    expect(effectiveOptions({}).parallelism).toBe(100);
    expect(await webpackSource('lib/MultiCompiler.js', 'parallelism: options.parallelism || Infinity', 1)).toContain('Infinity');
  });
});

describe('/configuration/plugins/', () => {
  proves('/configuration/plugins/#conditional-plugins', 'falsy entries are skipped and a function is called with the compiler as this and as its argument', async () => {
    const seen: boolean[] = [];
    const built = await build(await projectDir('plugins-falsy'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [false, null, undefined, 0, '', function (this: webpack.Compiler, compiler: webpack.Compiler) { seen.push(this === compiler && compiler instanceof webpack.Compiler); }],
    });
    expect(built.errors).toEqual([]);
    expect(seen).toEqual([true]);
  });
});

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentsbuildhttp', 'frozen defaults to true in production only, for the array form as well', async () => {
    expect(effectiveOptions({ mode: 'production', experiments: { buildHttp: ['https://x.test/'] } }).experiments.buildHttp).toMatchObject({ frozen: true, upgrade: false });
    expect(effectiveOptions({ mode: 'development', experiments: { buildHttp: { allowedUris: ['https://x.test/'] } } }).experiments.buildHttp).toMatchObject({ frozen: false });
  });

  proves('/configuration/experiments/#experimentscacheunaffected', 'the cache only gets cacheUnaffected in development', async () => {
    expect(effectiveOptions({ mode: 'development', experiments: { cacheUnaffected: true } }).cache).toMatchObject({ cacheUnaffected: true });
    expect(effectiveOptions({ mode: 'none', cache: { type: 'memory' }, experiments: { cacheUnaffected: true } }).cache).toMatchObject({ cacheUnaffected: false });
  });
});

/** A production build with one performance check on, returning its warnings that start with `prefix`. */
async function check(name: string, files: Record<string, string>, performance: webpack.Configuration['performance'], prefix: string): Promise<string[]> {
  const built = await buildUnminified(await projectDir(name), files, { mode: 'production', entry: './src/index.js', performance });
  return built.warnings.filter((w) => w.startsWith(prefix));
}

const contextFiles = (count: number): Record<string, string> => {
  const files: Record<string, string> = { 'src/index.js': "const ctx = require.context('./ctx');\nconsole.log(ctx.keys());\n" };
  for (let i = 0; i < count; i++) files[`src/ctx/f${i}.js`] = `module.exports = ${i};\n`;
  return files;
};

const chain = (depth: number): Record<string, string> => {
  const files: Record<string, string> = { 'src/index.js': "import('./l1.js');\n" };
  for (let i = 1; i <= depth; i++) files[`src/l${i}.js`] = i < depth ? `import('./l${i + 1}.js');\nexport const v${i} = ${i};\n` : `export const v${i} = ${i};\n`;
  return files;
};

const bigModule = (bytes: number): Record<string, string> => ({
  'src/index.js': "import { text } from './big.js';\nconsole.log(text);\n",
  'src/big.js': `export const text = ${JSON.stringify('x'.repeat(bytes))};\n`,
});

describe('/configuration/performance/', () => {
  proves('/configuration/performance/#additional-checks', 'broadContexts reports a context without a filter only from 20 matched modules on', async () => {
    expect(await check('broad-19', contextFiles(19), { hints: 'warning', broadContexts: true }, 'broad contexts')).toHaveLength(0);
    expect(await check('broad-20', contextFiles(20), { hints: 'warning', broadContexts: true }, 'broad contexts')).toHaveLength(1);
    const expression = { ...contextFiles(20), 'src/index.js': "const name = String(Math.random());\nconsole.log(require('./ctx/' + name));\n" };
    expect(await check('broad-expression', expression, { hints: 'warning', broadContexts: true }, 'broad contexts')).toHaveLength(1);
    const included = { ...contextFiles(20), 'src/index.js': "const name = String(Math.random());\nimport(/* webpackInclude: /\\.js$/ */ './ctx/' + name);\n" };
    expect(await check('broad-include', included, { hints: 'warning', broadContexts: true }, 'broad contexts')).toHaveLength(0);
    const lazy = { ...contextFiles(20), 'src/index.js': "const name = String(Math.random());\nimport('./ctx/' + name);\n" };
    expect(await check('broad-import', lazy, { hints: 'warning', broadContexts: true }, 'broad contexts')).toHaveLength(1);
  });

  proves('/configuration/performance/#additional-checks', 'asyncChunkWaterfalls reports chains of three import() levels, not of two', async () => {
    expect(await check('waterfall-2', chain(2), { hints: 'warning', asyncChunkWaterfalls: true }, 'async chunk waterfall')).toHaveLength(0);
    expect(await check('waterfall-3', chain(3), { hints: 'warning', asyncChunkWaterfalls: true }, 'async chunk waterfall')).toHaveLength(1);
  });

  proves('/configuration/performance/#additional-checks', 'largeModules needs half of the chunk and a fifth of maxAssetSize', async () => {
    // A 12 kB module is the whole chunk, but below 50,000 bytes (a fifth of the default 250,000).
    expect(await check('large-default', bigModule(12000), { hints: 'warning', largeModules: true }, 'large modules')).toHaveLength(0);
    // With maxAssetSize 40,000 the floor is 8,000 bytes, and the same module is reported.
    expect(await check('large-lower', bigModule(12000), { hints: 'warning', largeModules: true, maxAssetSize: 40000 }, 'large modules')).toHaveLength(1);
  });

  proves('/configuration/performance/#additional-checks', 'hotspots names only work of 100 ms or more', async () => {
    expect(await webpackSource('lib/performance/HotspotsPlugin.js', 'const MIN_REPORTED_MS', 1)).toContain('const MIN_REPORTED_MS = 100;');
  });
});

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#bail', 'with bail the callback receives the first error and nothing is written', async () => {
    const dir = await projectDir('bail');
    await build(dir, { 'src/index.js': "import './missing-one.js';\nimport './missing-two.js';\n" }, { mode: 'none', entry: './src/index.js', output: { path: `${dir}/first` } });
    const result = await new Promise<{ err: string; stats: boolean }>((resolve) => {
      const compiler = webpack({ mode: 'development', bail: true, context: dir, entry: './src/index.js', output: { path: `${dir}/bailed` } });
      compiler.run((err, stats) => compiler.close(() => resolve({ err: err ? err.message : '', stats: Boolean(stats) })));
    });
    // The two imports resolve in parallel: whichever fails first is the one error handed over.
    expect(result.err).toMatch(/Can't resolve '\.\/missing-(one|two)\.js'/);
    expect(result.err.match(/Can't resolve/g)).toHaveLength(1);
    expect(result.stats).toBe(false);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${dir}/bailed`)).toBe(false);
  });

  proves('/configuration/other-options/#loader', "this.target is 'web' for webworker, 'node' for async-node and 'universal' for ['web', 'node'] with ES module output", async () => {
    const files = { 'src/index.js': "import t from './t.js';\nconsole.log(t);\n", 'src/t.js': '', 'target-loader.js': 'module.exports = function () { return `export default ${JSON.stringify(String(this.target))};`; };\n' };
    const cases: [webpack.Configuration['target'], boolean, string][] = [['webworker', false, 'web'], ['async-node', false, 'node'], ['bun', false, 'bun'], [['web', 'node'], true, 'universal']];
    for (const [target, module, expected] of cases) {
      const dir = await projectDir(`loader-target-${expected}-${String(target)}`.replace(/[^a-z-]/gi, '_'));
      const built = await buildUnminified(dir, files, { mode: 'none', target, entry: './src/index.js', output: { module }, module: { rules: [{ test: /t\.js$/, loader: `${dir}/target-loader.js` }] } });
      const main = built.files.find((f) => /^main\.m?js$/.test(f)) as string;
      expect(await built.read(main)).toContain(`"${expected}"`);
    }
  });

  proves('/configuration/other-options/#dotenv', 'variables already set in the environment win over the .env file, and only the prefix reaches the code', async () => {
    const before = process.env.WEBPACK_REVIEW_B;
    process.env.WEBPACK_REVIEW_B = 'from-environment';
    try {
      const built = await buildUnminified(await projectDir('dotenv'), {
        '.env': 'WEBPACK_REVIEW_A=from-file\nWEBPACK_REVIEW_B=from-file\nSECRET_REVIEW=hidden\n',
        'src/index.js': 'console.log(process.env.WEBPACK_REVIEW_A, process.env.WEBPACK_REVIEW_B, import.meta.env.WEBPACK_REVIEW_A, process.env.SECRET_REVIEW);\n',
      }, { mode: 'none', entry: './src/index.js', dotenv: true });
      expect(await built.read('main.js')).toContain('console.log("from-file", "from-environment", "from-file", process.env.SECRET_REVIEW)');
    } finally {
      if (before === undefined) delete process.env.WEBPACK_REVIEW_B;
      else process.env.WEBPACK_REVIEW_B = before;
    }
  });
});
