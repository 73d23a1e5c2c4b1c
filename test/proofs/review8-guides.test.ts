// Proofs of the behaviour statements checked in the eighth round of the guides audit
// (docs/audit/guides.md, "Eighth round").
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves } from './proof';

// css-loader 7.1.5 comes from the examples' toolchain.
const examples = join(__dirname, '..', '..', '.tmp', 'docs-examples', 'node_modules');

const fontProject = (withFont: boolean): Record<string, string> => ({
  'src/index.js': "import './style.css';\n",
  'src/style.css': "@font-face { font-family: display; src: url('/fonts/display.woff2'); }\n",
  ...(withFont ? { 'fonts/display.woff2': 'wOF2' } : {}),
});

const fontConfig = {
  mode: 'development' as const,
  devtool: false as const,
  entry: './src/index.js',
  resolveLoader: { modules: [examples, 'node_modules'] },
  module: {
    rules: [
      { test: /\.css$/i, use: ['css-loader'] },
      { test: /\.woff2$/i, type: 'asset/resource' as const },
    ],
  },
};

describe('/guides/asset-management/', () => {
  proves('/guides/asset-management/#loading-fonts', "css-loader hands a root-relative url() to webpack, which finds it below the context folder (resolve.roots) and reports Module not found when the file is missing", async () => {
    expect(effectiveOptions({ mode: 'development', context: '/project' }).resolve.roots).toEqual(['/project']);
    const found = await buildUnminified(await projectDir('root-relative-url-found'), fontProject(true), fontConfig);
    expect(found.errors).toEqual([]);
    expect(found.files.some((file) => file.endsWith('.woff2'))).toBe(true);
    const missing = await buildUnminified(await projectDir('root-relative-url-missing'), fontProject(false), fontConfig);
    expect(missing.errors.join('\n')).toContain("Module not found: Error: Can't resolve '/fonts/display.woff2'");
  });
});

describe('/guides/lazy-loading/', () => {
  proves('/guides/lazy-loading/#dynamic-expressions', 'import(variable) without a static part builds with a Critical dependency warning into an empty context that rejects at run time', async () => {
    const built = await buildUnminified(
      await projectDir('import-variable'),
      {
        'src/a.js': 'export default 1;\n',
        'src/index.js': "const name = globalThis.NAME || './a.js';\nexport const load = () => import(name);\n",
      },
      { mode: 'development', devtool: false, entry: './src/index.js' },
    );
    expect(built.errors).toEqual([]);
    expect(built.warnings.join('\n')).toContain('Critical dependency: the request of a dependency is an expression');
    const code = await built.read('main.js');
    expect(code).toContain('webpackEmptyAsyncContext.keys = () => ([]);');
    // a.js sits next to index.js, yet nothing of it is in the build.
    expect(code).not.toContain('./src/a.js');
  });
});

describe('/guides/code-splitting/', () => {
  proves('/guides/code-splitting/#prefetching-and-preloading', 'webpackPreload in an entry chunk adds no preload code; in a chunk loaded on demand it does', async () => {
    const files = {
      'src/a.js': 'export default 1;\n',
      'src/mid.js': 'export const go = () => import(/* webpackPreload: true */ \'./a.js\');\n',
      'src/entry.js': "document.body.onclick = () => import(/* webpackPreload: true */ './a.js');\n",
      'src/lazy.js': "document.body.onclick = () => import('./mid.js');\n",
    };
    const fromEntry = await buildUnminified(await projectDir('preload-entry'), files, { mode: 'development', devtool: false, entry: './src/entry.js' });
    expect(fromEntry.errors).toEqual([]);
    expect(await fromEntry.read('main.js')).not.toContain('link.rel = "preload"');
    const fromLazy = await buildUnminified(await projectDir('preload-lazy'), files, { mode: 'development', devtool: false, entry: './src/lazy.js' });
    expect(fromLazy.errors).toEqual([]);
    expect(await fromLazy.read('main.js')).toContain('link.rel = "preload"');
  });

  proves('/guides/code-splitting/#splitchunksplugin', 'splitChunks: minSize 20000 and at most 30 requests in production, 10000 and no limit in development', async () => {
    const production = effectiveOptions({ mode: 'production' }).optimization.splitChunks as { minSize: number; maxAsyncRequests: number; maxInitialRequests: number; chunks: string };
    const development = effectiveOptions({ mode: 'development' }).optimization.splitChunks as typeof production;
    expect([production.chunks, production.minSize, production.maxAsyncRequests, production.maxInitialRequests]).toEqual(['async', 20000, 30, 30]);
    expect([development.minSize, development.maxAsyncRequests, development.maxInitialRequests]).toEqual([10000, Infinity, Infinity]);
  });
});

describe('/guides/shimming/', () => {
  proves('/guides/shimming/#nodejs-built-ins-in-the-browser', 'a bare core-module import fails with Module not found (plus a BREAKING CHANGE note for buffer); a node: import fails with UnhandledSchemeError that resolve.fallback does not fix, until the prefix is stripped', async () => {
    const bare = await buildUnminified(
      await projectDir('core-bare'),
      { 'src/index.js': "import b from 'buffer';\nimport fs from 'fs';\nconsole.log(b, fs);\n" },
      { mode: 'development', devtool: false, entry: './src/index.js' },
    );
    const bufferError = bare.errors.find((e) => e.includes("Can't resolve 'buffer'")) ?? '';
    const fsError = bare.errors.find((e) => e.includes("Can't resolve 'fs'")) ?? '';
    expect(bufferError).toContain('Module not found');
    expect(bufferError).toContain('BREAKING CHANGE');
    expect(fsError).toContain('Module not found');
    expect(fsError).not.toContain('BREAKING CHANGE');
    const files = { 'src/index.js': "import path from 'node:path';\nconsole.log(path);\n" };
    const prefixed = await buildUnminified(await projectDir('core-node-scheme'), files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      resolve: { fallback: { path: false, 'node:path': false }, alias: { 'node:path': false } },
    });
    expect(prefixed.errors.join('\n')).toContain('UnhandledSchemeError: Reading from "node:path" is not handled by plugins');
    const stripped = await buildUnminified(await projectDir('core-node-stripped'), files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      resolve: { fallback: { path: false } },
      plugins: [new webpack.NormalModuleReplacementPlugin(/^node:/, (resource) => { resource.request = resource.request.replace(/^node:/, ''); })],
    });
    expect(stripped.errors).toEqual([]);
  });
});

describe('/guides/hot-module-replacement/', () => {
  proves('/guides/hot-module-replacement/#use-importmeta-in-es-modules', 'without HMR, an if (module.hot) block is cut out, while an if (import.meta.webpackHot) block stays with the expression replaced by undefined until a minimizer drops it', async () => {
    const files = {
      'src/index.js': "import './a.js';\nif (import.meta.webpackHot) { import.meta.webpackHot.accept('./a.js', () => console.log('ESM-HOT')); }\n",
      'src/a.js': "if (module.hot) { module.hot.accept(); console.log('CJS-HOT'); }\nmodule.exports = 1;\n",
    };
    const unminified = await buildUnminified(await projectDir('hot-guards-dev'), files, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(unminified.errors).toEqual([]);
    const code = await unminified.read('main.js');
    expect(code).not.toContain('CJS-HOT');
    expect(code).toContain('ESM-HOT');
    expect(code).toMatch(/if \(\/\* unsupported import\.meta\.webpackHot \*\/ undefined\)/);
    const minified = await build(await projectDir('hot-guards-prod'), files, { mode: 'production', entry: './src/index.js' });
    expect(minified.errors).toEqual([]);
    expect(await minified.read('main.js')).not.toContain('HOT');
  });
});
