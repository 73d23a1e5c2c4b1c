// Proofs of statements checked in the eleventh review of the concepts, migrate, blog and contribute pages
// (docs/audit/concepts.md, docs/audit/migrate.md, docs/audit/other-pages.md).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, writeFiles } from './proof';

describe('/concepts/configuration/', () => {
  proves('/concepts/configuration/#other-languages', 'without a loader package webpack-cli stops with "Unable to use specified module loaders", and registers tsx itself once the loaders of interpret have failed', async () => {
    expect(require('webpack-cli/package.json').version).toBe('7.3.1');
    const cli = await readFile(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    const rechoir = await readFile(require.resolve('rechoir/index.js', { paths: [require.resolve('webpack-cli')] }), 'utf8');
    expect(rechoir).toContain('Unable to use specified module loaders for');
    // tsx is tried only after rechoir.prepare (ts-node, sucrase, @babel/register, ...) has thrown.
    const prepare = cli.indexOf('rechoir.prepare(extensions, configPath)');
    expect(prepare).toBeGreaterThan(0);
    expect(cli.indexOf('registerTsxLoader()', prepare)).toBeGreaterThan(prepare);
    expect(cli).toContain('("tsx/cjs")');
  });
});

describe('/concepts/entry-points/', () => {
  const files = {
    'src/app.js': "import('./lazy.js').then((m) => console.log(m.default));\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/worker.js': "self.onmessage = () => {};\n",
    'src/img.js': "console.log(new URL('./pic.png', import.meta.url).href);\n",
    'src/pic.png': 'PNG',
  };

  proves('/concepts/entry-points/#entry-descriptors', 'asyncChunks: false puts what the entry loads with import() into its initial chunk', async () => {
    const on = await buildUnminified(await projectDir('entry-async-on'), files, { mode: 'development', devtool: false, entry: { app: './src/app.js' } });
    expect(on.errors).toEqual([]);
    expect(on.files.length).toBe(2);
    const off = await buildUnminified(await projectDir('entry-async-off'), files, { mode: 'development', devtool: false, entry: { app: { import: './src/app.js', asyncChunks: false } } });
    expect(off.errors).toEqual([]);
    expect(off.files).toEqual(['app.js']);
    expect(await off.read('app.js')).toContain("'lazy'");
  });

  proves('/concepts/entry-points/#entry-descriptors', 'worker: true names the entry file with output.workerChunkFilename', async () => {
    const built = await buildUnminified(await projectDir('entry-worker'), files, {
      mode: 'development', devtool: false,
      entry: { page: './src/app.js', bg: { import: './src/worker.js', worker: true } },
      output: { filename: '[name].page.js', chunkFilename: '[name].chunk.js', workerChunkFilename: '[name].worker.js' },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('bg.worker.js');
    expect(built.files).toContain('page.page.js');
  });

  proves('/concepts/entry-points/#entry-descriptors', "baseUri is the base new URL(..., import.meta.url) resolves against in that entry", async () => {
    const built = await buildUnminified(await projectDir('entry-baseuri'), files, {
      mode: 'development', devtool: false, target: 'web',
      entry: { img: { import: './src/img.js', baseUri: 'https://cdn.example.test/app/' } },
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('img.js');
    expect(code).toContain('__webpack_require__.b = "https://cdn.example.test/app/"');
    expect(code).toMatch(/new URL\(\/\* asset import \*\/ __webpack_require__\(.*\), __webpack_require__\.b\)/);
  });
});

describe('/concepts/modules/', () => {
  proves('/concepts/modules/#module-types', "a pre or post loader rule keeps experiments.css, html and asyncWebAssembly at 'auto'; a rule with loaders or a type turns them off, and a type-only css/module rule then fails", async () => {
    for (const [key, file] of [['css', 'a.css'], ['html', 'a.html'], ['asyncWebAssembly', 'a.wasm']] as const) {
      const test = new RegExp(`\\.${file.split('.')[1]}$`);
      expect(effectiveOptions({ module: { rules: [{ test, enforce: 'pre', use: 'x-loader' }] } }).experiments[key]).toBe('auto');
      expect(effectiveOptions({ module: { rules: [{ test, enforce: 'post', loader: 'x-loader' }] } }).experiments[key]).toBe('auto');
      expect(effectiveOptions({ module: { rules: [{ test, use: 'x-loader' }] } }).experiments[key]).toBe(false);
    }
    const built = await buildUnminified(await projectDir('modules-css-module-type'), {
      'src/a.css': '.a { color: red; }\n',
      'src/index.js': "import './a.css';\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [{ test: /\.css$/, type: 'css/module' }] } });
    expect(built.errors.join('\n')).toContain('No parser registered for css/module');
  });
});

describe('/concepts/dependency-graph/', () => {
  proves('/concepts/dependency-graph/#from-modules-to-chunks', 'a module every parent chunk provides is left out of the child chunk while the chunk graph is built; removeAvailableModules is off in every mode', async () => {
    for (const mode of ['production', 'development', 'none'] as const) expect(effectiveOptions({ mode }).optimization.removeAvailableModules).toBe(false);
    const built = await buildUnminified(await projectDir('graph-available'), {
      'src/index.js': "import { shared } from './shared.js';\nconsole.log(shared);\nimport('./lazy.js');\n",
      'src/lazy.js': "import { shared } from './shared.js';\nconsole.log('lazy', shared);\n",
      'src/shared.js': "export const shared = 'SHARED_MARK';\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js', optimization: { removeAvailableModules: false } });
    expect(built.errors).toEqual([]);
    const lazy = built.files.find((file) => file !== 'main.js') ?? '';
    expect(lazy).not.toBe('');
    expect(await built.read('main.js')).toContain('SHARED_MARK');
    expect(await built.read(lazy)).not.toContain('SHARED_MARK');
  });
});

describe('/migrate/', () => {
  proves('/migrate/#keep-the-lock-file-honest', 'the persistent cache lives in node_modules/.cache/webpack of the nearest folder with a package.json', async () => {
    const dir = await projectDir('migrate-cache-dir');
    await writeFiles(dir, { 'package.json': '{"name":"x","private":true}\n' });
    const cwd = process.cwd();
    try {
      process.chdir(dir);
      const cache = effectiveOptions({ cache: { type: 'filesystem' } }).cache as { cacheDirectory: string };
      expect(cache.cacheDirectory).toBe(join(process.cwd(), 'node_modules/.cache/webpack'));
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('/blog/2026-07-14-smaller-bundles-checklist/', () => {
  proves('/blog/2026-07-14-smaller-bundles-checklist/#6-ship-modern-syntax-where-you-can', "target defaults to 'browserslist' when the project has a browserslist configuration, and to 'web' without one", async () => {
    const withList = await projectDir('blog-browserslist');
    await writeFiles(withList, { '.browserslistrc': 'last 2 chrome versions\n' });
    expect(effectiveOptions({ context: withList }).target).toBe('browserslist');
    const without = await projectDir('blog-no-browserslist');
    expect(effectiveOptions({ context: without }).target).toBe('web');
  });
});

describe('/contribute/writing-a-plugin/', () => {
  proves('/contribute/writing-a-plugin/#compiler-and-compilation', 'the compilation hook fires for a child compilation, thisCompilation does not', async () => {
    const dir = await projectDir('plugin-child');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const seen: string[] = [];
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      plugins: [{
        apply(c: webpack.Compiler) {
          c.hooks.compilation.tap('Count', (compilation) => seen.push(`compilation:${compilation.compiler.isChild() ? 'child' : 'main'}`));
          c.hooks.thisCompilation.tap('Count', (compilation) => {
            seen.push(`thisCompilation:${compilation.compiler.isChild() ? 'child' : 'main'}`);
            if (compilation.compiler.isChild()) return;
            compilation.hooks.additionalAssets.tapAsync('Count', (done) => {
              compilation.createChildCompiler('Child', {}, []).runAsChild(() => done());
            });
          });
        },
      }],
    });
    await runOnce(compiler);
    expect(seen).toEqual(['thisCompilation:main', 'compilation:main', 'compilation:child']);
  });
});
