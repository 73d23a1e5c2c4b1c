// Proofs of the behaviour statements of /configuration/mode/.
import { build, effectiveOptions as resolved, projectDir, proves, webpackSource } from './proof';

type Mode = 'development' | 'production' | 'none';

/** The table of /configuration/mode/#what-each-mode-sets, column by column. */
const table: Record<Mode, Record<string, unknown>> = {
  development: { pathinfo: true, nodeEnv: 'development', moduleIds: 'named', chunkIds: 'named', minimize: false, usedExports: false, sideEffects: 'flag', concatenateModules: false, innerGraph: false, mangleExports: false, flagIncludedChunks: false, realContentHash: false, emitOnErrors: true, checkWasmTypes: false, minSize: 10000, maxAsyncRequests: Infinity, maxInitialRequests: Infinity, enforceSizeThreshold: 30000, hidePathInfo: false, hints: false },
  production: { pathinfo: false, nodeEnv: 'production', moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: true, usedExports: true, sideEffects: true, concatenateModules: true, innerGraph: true, mangleExports: true, flagIncludedChunks: true, realContentHash: true, emitOnErrors: false, checkWasmTypes: true, minSize: 20000, maxAsyncRequests: 30, maxInitialRequests: 30, enforceSizeThreshold: 50000, hidePathInfo: true, hints: 'warning' },
  none: { pathinfo: false, nodeEnv: false, moduleIds: 'natural', chunkIds: 'natural', minimize: false, usedExports: false, sideEffects: 'flag', concatenateModules: false, innerGraph: false, mangleExports: false, flagIncludedChunks: false, realContentHash: false, emitOnErrors: true, checkWasmTypes: false, minSize: 10000, maxAsyncRequests: Infinity, maxInitialRequests: Infinity, enforceSizeThreshold: 30000, hidePathInfo: false, hints: false },
};

function tableColumn(mode: Mode): Record<string, unknown> {
  const o = resolved({ mode });
  const opt = o.optimization;
  const split = opt.splitChunks as Record<string, unknown>;
  const perf = o.performance as false | { hints?: unknown };
  return {
    pathinfo: o.output.pathinfo, nodeEnv: opt.nodeEnv, moduleIds: opt.moduleIds, chunkIds: opt.chunkIds, minimize: opt.minimize,
    usedExports: opt.usedExports, sideEffects: opt.sideEffects, concatenateModules: opt.concatenateModules, innerGraph: opt.innerGraph,
    mangleExports: opt.mangleExports, flagIncludedChunks: opt.flagIncludedChunks, realContentHash: opt.realContentHash, emitOnErrors: opt.emitOnErrors,
    checkWasmTypes: opt.checkWasmTypes, minSize: split.minSize, maxAsyncRequests: split.maxAsyncRequests, maxInitialRequests: split.maxInitialRequests,
    enforceSizeThreshold: split.enforceSizeThreshold, hidePathInfo: split.hidePathInfo, hints: perf === false ? false : perf.hints,
  };
}

const nodeEnvSource = { 'src/index.js': 'console.log(process.env.NODE_ENV);\n' };

describe('/configuration/mode/', () => {
  proves('/configuration/mode/#what-each-mode-sets', 'each mode resolves the options of the table to the values shown', async () => {
    for (const mode of ['development', 'production', 'none'] as const) expect({ mode, ...tableColumn(mode) }).toEqual({ mode, ...table[mode] });
  });

  proves('/configuration/mode/#what-each-mode-sets', "development's devtool is eval for JavaScript and source-map for CSS, and false for an ES module library", async () => {
    expect(resolved({ mode: 'development' }).devtool).toEqual([{ type: 'css', use: 'source-map' }, { type: 'javascript', use: 'eval' }]);
    expect(resolved({ mode: 'development', output: { library: { type: 'module' } }, experiments: { outputModule: true } }).devtool).toBe(false);
    expect(resolved({ mode: 'production' }).devtool).toBe(false);
    expect(resolved({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
    expect(resolved({ mode: 'production' }).cache).toBe(false);
  });

  proves('/configuration/mode/#what-each-mode-sets', 'development and production replace process.env.NODE_ENV in the bundle, none leaves it as written', async () => {
    const dev = await build(await projectDir('node-env-dev'), nodeEnvSource, { mode: 'development', entry: './src/index.js', devtool: false });
    expect(await dev.read('main.js')).toMatch(/console\.log\("development"\)/);
    const prod = await build(await projectDir('node-env-prod'), nodeEnvSource, { mode: 'production', entry: './src/index.js' });
    expect(await prod.read('main.js')).toMatch(/console\.log\("production"\)/);
    const none = await build(await projectDir('node-env-none'), nodeEnvSource, { mode: 'none', entry: './src/index.js' });
    expect(await none.read('main.js')).toMatch(/console\.log\(process\.env\.NODE_ENV\)/);
  });

  proves('/configuration/mode/#what-each-mode-sets', 'the condition name is development in development, production in production and in none', async () => {
    expect(resolved({ mode: 'development' }).resolve.conditionNames).toContain('development');
    expect(resolved({ mode: 'production' }).resolve.conditionNames).toContain('production');
    expect(resolved({ mode: 'none' }).resolve.conditionNames).toContain('production');
    expect(resolved({ mode: 'none' }).resolve.conditionNames).not.toContain('development');
  });

  proves('/configuration/mode/#what-each-mode-sets', 'providedExports and removeEmptyChunks are the same in every mode', async () => {
    for (const mode of ['development', 'production', 'none'] as const) expect(resolved({ mode }).optimization).toMatchObject({ providedExports: true, removeEmptyChunks: true });
  });

  proves('/configuration/mode/#what-each-mode-sets', 'performance hints are on for production browser targets only (node targets get none)', async () => {
    expect(resolved({ mode: 'production', target: 'web' }).performance).toMatchObject({ hints: 'warning', maxAssetSize: 250000, maxEntrypointSize: 250000 });
    expect(resolved({ mode: 'production', target: 'node' }).performance).toBe(false);
  });

  proves('/configuration/mode/#mode', 'without a mode webpack builds with the production preset and warns', async () => {
    const built = await build(await projectDir('no-mode'), nodeEnvSource, { mode: undefined, entry: './src/index.js' });
    expect(built.warnings.join('\n')).toMatch(/The 'mode' option has not been set/);
    expect(await built.read('main.js')).toMatch(/console\.log\("production"\)/);
  });

  proves('/configuration/mode/#development', "output.pathinfo writes each module's path in a comment; export details only with 'verbose'", async () => {
    const files = { 'src/index.js': "import { a } from './a';\nconsole.log(a);\n", 'src/a.js': 'export const a = 1;\n' };
    const plain = await (await build(await projectDir('pathinfo'), files, { mode: 'development', entry: './src/index.js', devtool: false })).read('main.js');
    expect(plain).toMatch(/!\*{3} \.\/src\/a\.js \*{3}!/);
    expect(plain).not.toMatch(/\/\*! namespace exports \*\//);
    const verbose = await (await build(await projectDir('pathinfo-verbose'), files, { mode: 'development', entry: './src/index.js', devtool: false, output: { pathinfo: 'verbose' } })).read('main.js');
    expect(verbose).toMatch(/\/\*! namespace exports \*\//);
  });

  proves('/configuration/mode/#production', 'emitOnErrors: false writes no assets when the compilation has errors', async () => {
    const built = await build(await projectDir('emit-on-errors'), { 'src/index.js': "import './missing';\n" }, { mode: 'production', entry: './src/index.js' });
    expect(built.errors.join('\n')).toMatch(/Can't resolve '.\/missing'/);
    expect(built.files).toEqual([]);
  });

  proves('/configuration/mode/#production', "sideEffects true analyses source as well as package flags, 'flag' only reads the flags", async () => {
    const text = await webpackSource('lib/config/WebpackOptionsApply.js', 'new SideEffectsFlagPlugin(', 3);
    expect(text).toMatch(/options\.optimization\.sideEffects === true/);
  });

  proves('/configuration/mode/#mode-and-node_env', 'mode does not set process.env.NODE_ENV for the Node.js process that runs webpack', async () => {
    const before = process.env.NODE_ENV;
    await build(await projectDir('node-env-process'), nodeEnvSource, { mode: 'production', entry: './src/index.js' });
    expect(process.env.NODE_ENV).toBe(before);
  });
});
