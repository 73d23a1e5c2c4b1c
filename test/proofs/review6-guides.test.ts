// Proofs of the behaviour statements checked in the sixth round of the guides audit
// (docs/audit/guides.md, "Sixth round").
import { buildUnminified, effectiveOptions, projectDir, proves, webpackSource } from './proof';

describe('/guides/csp/', () => {
  proves('/guides/csp/#what-webpack-does-at-run-time', "development's devtool is eval for JavaScript (CSS source-map only with webpack's own CSS), and none for an ES module library", async () => {
    expect(effectiveOptions({ mode: 'development' }).devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
    expect(effectiveOptions({ mode: 'development', module: { rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }] } }).devtool).toEqual([
      { type: 'javascript', use: 'eval' },
    ]);
    expect(effectiveOptions({ mode: 'development', output: { library: { type: 'module' } } }).devtool).toBe(false);
    expect(effectiveOptions({ mode: 'development', output: { library: { type: 'modern-module' } } }).devtool).toBe(false);
    expect(effectiveOptions({ mode: 'development', output: { library: { type: 'commonjs2' } } }).devtool).toContainEqual({ type: 'javascript', use: 'eval' });
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true }, output: { library: { type: 'commonjs2' } } }).devtool).toBe(false);
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).devtool).toContainEqual({ type: 'javascript', use: 'eval' });
  });
});

describe('/guides/caching/', () => {
  proves('/guides/caching/#putting-a-hash-in-the-file-name', 'hashes are 20 characters long, 16 (with xxhash64) under experiments.futureDefaults', async () => {
    const plain = effectiveOptions({ mode: 'production' }).output;
    expect([plain.hashDigestLength, plain.hashFunction]).toEqual([20, 'md4']);
    const future = effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).output;
    expect([future.hashDigestLength, future.hashFunction]).toEqual([16, 'xxhash64']);
    const dir = await projectDir('caching-hash-length');
    const built = await buildUnminified(dir, { 'src/index.js': 'console.log(1);\n' }, { experiments: { futureDefaults: true }, output: { filename: '[name].[contenthash].js' } });
    expect(built.files).toEqual([expect.stringMatching(/^main\.[0-9a-f]{16}\.js$/)]);
  });
});

describe('/guides/production/', () => {
  proves('/guides/production/#what-production-mode-does', 'production size warnings (performance) apply to browser targets only', async () => {
    for (const target of ['web', 'webworker']) {
      expect(effectiveOptions({ mode: 'production', context: __dirname, target }).performance).toMatchObject({ hints: 'warning', maxAssetSize: 250000, maxEntrypointSize: 250000 });
    }
    for (const target of ['node', 'electron-main', 'electron-renderer', 'electron-preload', 'nwjs', 'deno', 'bun']) {
      expect(effectiveOptions({ mode: 'production', context: __dirname, target }).performance).toBe(false);
    }
  });

  proves('/guides/production/#minification', "futureDefaults swaps Terser for webpack's own printer; an ES module library keeps annotations", async () => {
    const source = await webpackSource('lib/config/defaults.js', 'const javascriptMinify = futureDefaults', 8);
    expect(source).toContain('require.resolve("../javascript/jsMinify")');
    expect(source).toContain('export: "terserMinify"');
    expect(effectiveOptions({ mode: 'production' }).optimization.minimizeOptions).toMatchObject({ javascript: { compress: { passes: 2 } } });
    expect(effectiveOptions({ mode: 'production', output: { module: true, library: { type: 'module' } } }).optimization.minimizeOptions).toMatchObject({
      javascript: { compress: { passes: 2 }, format: { preserve_annotations: true } },
    });
  });
});

describe('/guides/author-libraries/', () => {
  proves('/guides/author-libraries/#exposing-the-exports', "globalObject is self for the web target, globalThis for a browserslist of browsers that have it", async () => {
    expect(effectiveOptions({ mode: 'production', context: __dirname, target: 'web' }).output.globalObject).toBe('self');
    expect(effectiveOptions({ mode: 'production', context: __dirname, target: 'browserslist:last 2 chrome versions' }).output.globalObject).toBe('globalThis');
    const dir = await projectDir('author-libraries-global-object');
    const built = await buildUnminified(
      dir,
      { 'package.json': JSON.stringify({ name: 'lib', browserslist: ['last 2 chrome versions'] }), 'src/index.js': 'export const one = 1;\n' },
      { output: { filename: 'lib.js', library: { name: 'lib', type: 'umd' } } },
    );
    expect(await built.read('lib.js')).toMatch(/\}\)\(globalThis, /);
  });
});

describe('/guides/package-exports/', () => {
  proves('/guides/package-exports/#which-conditions-webpack-sets', 'worker applies to the request new Worker names, not to the worker’s own imports; CSS @import resolves with style, not browser', async () => {
    const dir = await projectDir('package-exports-conditions');
    const pkg = (name: string, exports: object) => ({ [`node_modules/${name}/package.json`]: JSON.stringify({ name, exports: { '.': exports } }) });
    const built = await buildUnminified(
      dir,
      {
        ...pkg('wpkg', { worker: './w.js', default: './d.js' }),
        'node_modules/wpkg/w.js': 'export default "worker-file";\n',
        'node_modules/wpkg/d.js': 'export default "default-file";\n',
        ...pkg('cpkg', { browser: './b.css', style: './s.css', default: './d.css' }),
        'node_modules/cpkg/b.css': '.from-browser { color: red }\n',
        'node_modules/cpkg/s.css': '.from-style { color: red }\n',
        'node_modules/cpkg/d.css': '.from-default { color: red }\n',
        'src/a.css': '@import "cpkg";\n',
        'src/index.js': 'import "./a.css";\nnew Worker(new URL("wpkg", import.meta.url));\nnew Worker(new URL("./worker.js", import.meta.url));\n',
        'src/worker.js': 'import x from "wpkg";\nconsole.log(x);\n',
      },
      { mode: 'development', devtool: false },
    );
    expect(built.errors).toEqual([]);
    const text = async (match: RegExp) => Promise.all(built.files.filter((f) => match.test(f)).map((f) => built.read(f)));
    const css = (await text(/\.css$/)).join('');
    expect(css).toContain('.from-style');
    expect(css).not.toMatch(/from-browser|from-default/);
    // The worker started from the package's name gets its `worker` file ...
    expect((await text(/wpkg_w_js\.js$/)).join('')).toContain('worker-file');
    // ... while the package imported inside src/worker.js resolves to `default`.
    expect((await text(/src_worker_js\.js$/)).join('')).toContain('default-file');
    expect((await text(/src_worker_js\.js$/)).join('')).not.toContain('worker-file');
  });
});

describe('/guides/typescript/', () => {
  proves('/guides/typescript/#install-the-compiler-and-the-loader', "experiments.typescript is 'auto' (off on Node.js 20) unless futureDefaults makes it true", async () => {
    const hasApi = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';
    expect(effectiveOptions({}).experiments.typescript).toBe(hasApi);
    expect(effectiveOptions({ experiments: { futureDefaults: true } }).experiments.typescript).toBe(true);
  });
});

describe('/guides/build-performance/', () => {
  proves('/guides/build-performance/#skip-production-work', "pathinfo: false drops the path comment above each module, while an eval devtool's sourceURL comments stay", async () => {
    const files = { 'src/index.js': 'import "./a.js";\nconsole.log(1);\n', 'src/a.js': 'console.log("a");\n' };
    const withInfo = await buildUnminified(await projectDir('perf-pathinfo-on'), files, { mode: 'development' });
    expect(await withInfo.read('main.js')).toContain('!*** ./src/a.js ***!');
    const without = await buildUnminified(await projectDir('perf-pathinfo-off'), files, { mode: 'development', output: { pathinfo: false } });
    const text = await without.read('main.js');
    expect(text).not.toContain('!*** ./src/a.js ***!');
    expect(text).toContain('sourceURL=webpack:///./src/a.js');
  });
});

describe('/guides/asset-modules/', () => {
  proves('/guides/asset-modules/#setting-up', 'an imported but unused asset is still emitted in production unless the package declares sideEffects: false', async () => {
    const files = { 'src/index.js': 'import url from "./photo.png";\nconsole.log(1);\n', 'src/photo.png': 'not really a png' };
    const config = { module: { rules: [{ test: /\.png$/, type: 'asset/resource' as const }] } };
    const kept = await buildUnminified(await projectDir('asset-unused-kept'), files, config);
    expect(kept.files.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const dropped = await buildUnminified(await projectDir('asset-unused-dropped'), { ...files, 'package.json': JSON.stringify({ name: 'demo', sideEffects: false }) }, config);
    expect(dropped.files).toEqual(['main.js']);
  });
});

describe('/guides/package-exports/ (typescript condition)', () => {
  proves('/guides/package-exports/#which-conditions-webpack-sets', 'the typescript condition is active only while experiments.typescript is on', async () => {
    const files = {
      'node_modules/tpkg/package.json': JSON.stringify({ name: 'tpkg', exports: { '.': { typescript: './t.js', default: './d.js' } } }),
      'node_modules/tpkg/t.js': 'export default "typescript-file";\n',
      'node_modules/tpkg/d.js': 'export default "default-file";\n',
      'src/index.js': 'import x from "tpkg";\nconsole.log(x, require("tpkg"));\n',
    };
    const off = await buildUnminified(await projectDir('package-exports-ts-off'), files, { mode: 'development', devtool: false, experiments: { typescript: false } });
    expect(await off.read('main.js')).not.toContain('typescript-file');
    const on = await buildUnminified(await projectDir('package-exports-ts-on'), files, { mode: 'development', devtool: false, experiments: { typescript: true } });
    const text = await on.read('main.js');
    expect(text).toContain('typescript-file');
    expect(text).not.toContain('default-file');
  });
});
