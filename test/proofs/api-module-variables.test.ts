// Proofs of /api/module-variables/: what webpack puts in place of each free variable, read from the
// bundle and, where the value only exists at run time, from running the bundle with Node.js.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

/** Builds the files (entry src/index.js, mode none) and returns the bundle text and a runner. */
async function bundle(name: string, files: Record<string, string>, config: webpack.Configuration = {}) {
  const dir = await projectDir(name);
  const built = await build(dir, files, { mode: 'none', entry: { app: './src/index.js' }, ...config });
  if (built.errors.length) throw new Error(built.errors.join('\n'));
  return {
    ...built,
    code: await built.read('app.js'),
    /** The bundle without webpack's runtime line markers, for patterns that span lines. */
    flat: (await built.read('app.js')).replace(/\/\*{6}\/ ?/g, ''),
    /** Runs dist/app.js with Node.js and returns the JSON it printed last. */
    run: (): unknown => {
      const out = execFileSync(process.execPath, [join(dir, 'dist', 'app.js')], { encoding: 'utf8' }).trim().split('\n');
      return JSON.parse(out[out.length - 1]!);
    },
  };
}

// One node-target bundle for the CommonJS and Node.js variables, run once.
let nodeRun: Promise<{ code: string; result: Record<string, unknown> }> | null = null;
function nodeBundle() {
  nodeRun ??= (async () => {
    const built = await bundle('node-target', {
      'src/index.js': `const cjs = require('./cjs.js');
const dark = require('./widget.js?theme=dark');
const plain = require('./widget.js');
const fn = require('./single.js');
setImmediate(() => console.log(JSON.stringify({
  cjs, loadedAfter: cjs.loadedAfter(), dark, plain, sameInstance: dark === plain, single: typeof fn === 'function' ? fn('Hello World') : null,
  globalType: typeof global, dirname: __dirname, filename: __filename, hot: typeof module.hot,
  hash: __webpack_hash__, chunkName: __webpack_chunkname__, debug: typeof DEBUG, nonWebpackRequire: __non_webpack_require__('node:path').sep,
})));
`,
      'src/cjs.js': `const during = module.loaded;
exports.added = 1;
exports = { replaced: 2 };
module.exports.during = during;
module.exports.loadedAfter = () => module.loaded;
`,
      'src/widget.js': 'module.exports = { query: __resourceQuery };\n',
      'src/single.js': "module.exports = function slugify(text) { return text.toLowerCase().replace(/[^a-z0-9]+/g, '-'); };\n",
    }, { target: 'node' });
    return { code: built.code, result: built.run() as Record<string, unknown> };
  })();
  return nodeRun;
}

describe('module variables', () => {
  proves('/api/module-variables/#moduleloaded', 'module.loaded is false during the top-level code and true afterwards', async () => {
    const { result } = await nodeBundle();
    expect(result.cjs).toMatchObject({ during: false });
    expect(result.loadedAfter).toBe(true);
  });

  proves('/api/module-variables/#modulehot', 'module.hot is undefined without HMR and an object with HotModuleReplacementPlugin', async () => {
    const { result } = await nodeBundle();
    expect(result.hot).toBe('undefined');
    const hot = await bundle('module-hot', { 'src/index.js': 'console.log(JSON.stringify([typeof module.hot, typeof import.meta.webpackHot]));\nexport {};\n' }, { target: 'node', plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(hot.run()).toEqual(['object', 'object']);
  });

  proves('/api/module-variables/#moduleexports', 'what a module assigns to module.exports is what require returns, a single function included', async () => {
    const { result } = await nodeBundle();
    expect(result.single).toBe('hello-world');
  });

  proves('/api/module-variables/#exports', 'properties added to exports are exported; reassigning exports exports nothing', async () => {
    const { result } = await nodeBundle();
    expect(result.cjs).toEqual({ added: 1, during: false });
  });

  proves('/api/module-variables/#moduleid', 'module.id is a path with the development defaults and a number in production', async () => {
    const files = { 'src/index.js': "require('./other.js');\n", 'src/other.js': 'console.log(JSON.stringify(module.id));\n' };
    const dev = await bundle('module-id-dev', files, { mode: 'development', devtool: false, target: 'node' });
    expect(dev.run()).toBe('./src/other.js');
    const prod = await bundle('module-id-prod', files, { mode: 'production', target: 'node', optimization: { minimize: false } });
    expect(typeof prod.run()).toBe('number');
  });

  proves('/api/module-variables/#global', 'web targets replace global with a helper that resolves to globalThis; Node.js targets leave it; node.global: false turns the replacement off', async () => {
    const files = { 'src/index.js': 'console.log(typeof global);\n' };
    const web = await bundle('global-web', files, { target: 'web' });
    expect(web.code).toContain('typeof __webpack_require__.g');
    expect(web.flat).toMatch(/__webpack_require__\.g = \(function\(\) \{\s*if \(typeof globalThis === 'object'\) return globalThis;/);
    const node = await bundle('global-node', files, { target: 'node' });
    expect(node.code).toContain('console.log(typeof global);');
    const off = await bundle('global-off', files, { target: 'web', node: { global: false } });
    expect(off.code).toContain('console.log(typeof global);');
    expect(off.code).not.toContain('__webpack_require__.g');
  });

  proves('/api/module-variables/#__dirname', "web targets mock __dirname as '/'; Node.js targets leave it to Node.js, the output file's folder; node.__dirname: true gives the source folder relative to context", async () => {
    const files = { 'src/index.js': "console.log(JSON.stringify(require('./utils/paths.js')));\n", 'src/utils/paths.js': 'module.exports = [__dirname, __filename];\n' };
    const web = await bundle('dirname-web', files, { target: 'web' });
    expect(web.run()).toEqual(['/', '/index.js']);
    const node = await bundle('dirname-node', files, { target: 'node' });
    expect(node.run()).toEqual([join(node.dir, 'dist'), join(node.dir, 'dist', 'app.js')]);
    const relative = await bundle('dirname-true', files, { target: 'web', node: { __dirname: true, __filename: true } });
    expect(relative.run()).toEqual(['src/utils', 'src/utils/paths.js']);
  });

  proves('/api/module-variables/#__filename', "the mock value is '/index.js', and node.__filename: true gives the path relative to context", async () => {
    const files = { 'src/index.js': "require('./utils/paths.js');\n", 'src/utils/paths.js': 'console.log(JSON.stringify(__filename));\n' };
    expect((await bundle('filename-mock', files, { target: 'web' })).run()).toBe('/index.js');
    expect((await bundle('filename-true', files, { target: 'web', node: { __filename: true } })).run()).toBe('src/utils/paths.js');
  });

  proves('/api/module-variables/#__resourcequery', 'the query of the request with its ?, or an empty string; each query is a separate module instance', async () => {
    const { result } = await nodeBundle();
    expect(result.dark).toEqual({ query: '?theme=dark' });
    expect(result.plain).toEqual({ query: '' });
    expect(result.sameInstance).toBe(false);
  });

  proves('/api/module-variables/#__webpack_public_path__', 'reads and assignments become __webpack_require__.p, which prefixes the URLs of later chunks', async () => {
    const built = await bundle('public-path', {
      'src/index.js': "import './public-path.js';\nimport('./later.js');\n",
      'src/public-path.js': "__webpack_public_path__ = 'https://cdn.example.com/';\n",
      'src/later.js': 'export default 1;\n',
    }, { target: 'web' });
    expect(built.code).toContain('__webpack_require__.p = \'https://cdn.example.com/\';');
    expect(built.flat).toMatch(/__webpack_require__\.p \+ __webpack_require__\.u\(chunkId\)/);
  });

  proves('/api/module-variables/#__webpack_chunk_load__', "loads a chunk by ID and resolves once its modules are registered, so __webpack_require__ can run them", async () => {
    const built = await bundle('chunk-load', {
      'src/index.js': `const moduleId = require.resolveWeak('./charts.js');
const before = Boolean(__webpack_modules__[moduleId]);
__webpack_chunk_load__('charts').then(() => {
  console.log(JSON.stringify({ before, after: Boolean(__webpack_modules__[moduleId]), drawn: __webpack_require__(moduleId).draw() }));
});
if (process.env.NEVER_SET) import(/* webpackChunkName: "charts" */ './charts.js');
`,
      'src/charts.js': "export const draw = () => 'drawn';\n",
    }, { target: 'node', optimization: { chunkIds: 'named' } });
    expect(built.files).toContain('charts.js');
    expect(built.run()).toEqual({ before: false, after: true, drawn: 'drawn' });
  });

  proves('/api/module-variables/#__webpack_hash__', 'the value is the compilation hash, the one [fullhash] gives', async () => {
    const built = await bundle('hash', { 'src/index.js': 'console.log(JSON.stringify(__webpack_hash__));\n' }, { target: 'node', output: { filename: '[name].js', chunkFilename: '[fullhash].js' } });
    const hash = built.run() as string;
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    const { result } = await nodeBundle();
    expect(typeof result.hash).toBe('string');
  });

  proves('/api/module-variables/#__webpack_chunkname__', "in the entry chunk, which holds the runtime, it is that chunk's name", async () => {
    const { result } = await nodeBundle();
    expect(result.chunkName).toBe('app');
  });

  proves('/api/module-variables/#__webpack_nonce__', 'an assigned nonce is set as the nonce attribute of the script tags that load chunks', async () => {
    const built = await bundle('nonce', { 'src/index.js': "__webpack_nonce__ = 'abc';\nimport('./later.js');\n", 'src/later.js': 'export default 1;\n' }, { target: 'web' });
    expect(built.code).toContain("__webpack_require__.nc = 'abc';");
    expect(built.flat).toMatch(/if \(__webpack_require__\.nc\) \{\s*script\.setAttribute\("nonce", __webpack_require__\.nc\);/);
  });

  proves('/api/module-variables/#__non_webpack_require__', 'becomes a plain require that webpack does not process; Node.js runs it at run time', async () => {
    const { code, result } = await nodeBundle();
    expect(code).toContain("require('node:path')");
    expect(result.nonWebpackRequire).toBe('/');
  });

  proves('/api/module-variables/#__webpack_exports_info__', 'used, usedExports, provideInfo and canMangle become constants after the export analysis', async () => {
    const built = await bundle('exports-info', {
      'src/index.js': "import { used } from './lib.js';\nconsole.log(used);\n",
      'src/lib.js': `export const used = 1;
export const unused = 2;
export const info = [__webpack_exports_info__.used.used, __webpack_exports_info__.unused.used, __webpack_exports_info__.usedExports, __webpack_exports_info__.used.provideInfo, __webpack_exports_info__.used.canMangle];
`,
    }, { mode: 'production', optimization: { minimize: false, concatenateModules: false, mangleExports: false } });
    expect(built.code).toContain('const info = [true, false, ["used"], true, true];');
  });

  proves('/api/module-variables/#__webpack_share_scopes__', 'the share scopes and the sharing initializer are __webpack_require__.S and .I; initializing creates the scope, and returns 1 instead of a promise when there is nothing to register', async () => {
    const built = await bundle('share-scopes', {
      'src/index.js': "const result = __webpack_init_sharing__('default');\nPromise.resolve(result).then(() => console.log(JSON.stringify([typeof result, Object.keys(__webpack_share_scopes__)])));\n",
    }, { target: 'node' });
    expect(built.code).toContain("__webpack_require__.I('default')");
    expect(built.code).toContain('Object.keys(__webpack_require__.S)');
    expect(built.flat).toContain('if(!promises.length) return initPromises[name] = 1;');
    expect(built.run()).toEqual(['number', ['default']]);
  });

  proves('/api/module-variables/#__webpack_init_sharing__', 'returns the number 1 when the scope has nothing to register, and the same 1 on a second call; await handles both', async () => {
    const built = await bundle('init-sharing', {
      'src/index.js': "(async () => { const first = __webpack_init_sharing__('default'); const again = __webpack_init_sharing__('default'); await first; " + "console.log(JSON.stringify([first, again, typeof __webpack_share_scopes__.default])); })();\n",
    }, { target: 'node' });
    expect(built.run()).toEqual([1, 1, 'object']);
  });

  proves('/api/module-variables/#other-runtime-variables', '__webpack_is_included__ is a build-time boolean that adds no module; __webpack_runtime_id__, __webpack_get_script_filename__ and __webpack_module__ are runtime values', async () => {
    const built = await bundle('other-runtime', {
      'src/index.js': `if (process.env.NEVER_SET) import('./lazy.js');
console.log(JSON.stringify([__webpack_is_included__('./lazy.js'), __webpack_is_included__('./absent.js'), __webpack_runtime_id__, __webpack_get_script_filename__('lazy'), __webpack_module__.id === module.id]));
`,
      'src/lazy.js': 'export default 1;\n',
      'src/absent.js': 'export default 2;\n',
    }, { target: 'node', optimization: { chunkIds: 'named' } });
    expect(built.code).not.toContain('absent.js');
    expect(built.run()).toEqual([true, false, 'app', 'lazy.js', true]);
  });

  proves('/api/module-variables/#importmetaurl', "import.meta.url becomes the source file's file:// URL at build time; new URL(file, import.meta.url) emits the file as an asset; module.parser.javascript.importMeta: false leaves import.meta alone", async () => {
    const files = { 'src/index.js': "export const here = import.meta.url;\nexport const logo = new URL('./logo.svg', import.meta.url).href;\nexport const major = import.meta.webpack;\n", 'src/logo.svg': '<svg/>' };
    const built = await bundle('import-meta', files, { target: 'web', output: { assetModuleFilename: '[name][ext]', publicPath: '/static/' } });
    expect(built.code).toContain(`const here = ${JSON.stringify(`file://${join(built.dir, 'src', 'index.js')}`)};`);
    expect(built.files).toContain('logo.svg');
    expect(built.code).toMatch(/new URL\(\/\* asset import \*\/ __webpack_require__\(\d+\), __webpack_require__\.b\)/);
    const off = await bundle('import-meta-off', files, { target: 'web', module: { parser: { javascript: { importMeta: false } } } });
    expect(off.code).toContain('const here = import.meta.url;');
  });

  proves('/api/module-variables/#importmetawebpack', 'import.meta.webpack is the major version, 5', async () => {
    const built = await bundle('import-meta-webpack', { 'src/index.js': 'export const major = import.meta.webpack;\n' });
    expect(built.code).toContain('const major = 5;');
  });

  proves('/api/module-variables/#debug', 'webpack 5 leaves DEBUG alone; DefinePlugin defines it', async () => {
    const { code, result } = await nodeBundle();
    expect(result.debug).toBe('undefined');
    expect(code).toContain('typeof DEBUG');
    const defined = await bundle('debug-defined', { 'src/index.js': 'console.log(JSON.stringify(DEBUG));\n' }, { target: 'node', plugins: [new webpack.DefinePlugin({ DEBUG: JSON.stringify(true) })] });
    expect(defined.run()).toBe(true);
  });
});
