// Proofs of statements of the mode, devtool, optimization, module and output pages corrected in
// an independent review: each builds the smallest project that would come out differently if
// the corrected statement were false.
import { join } from 'node:path';
import { buildUnminified, effectiveOptions, projectDir, proves } from './proof';

type Mode = 'development' | 'production' | 'none';

/** Every option path of the resolved options with its value, functions reduced to 'function'. */
function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = typeof value === 'function' ? 'function' : JSON.stringify(value) ?? 'undefined';
  }
  return out;
}

/** A loader that appends a marker naming the file it processed, relative to the project. */
const markLoader = "module.exports = function (source) { return source + '\\n;globalThis.marked = ' + JSON.stringify(require('path').relative(this.rootContext, this.resourcePath)) + ';'; };\n";

function marked(code: string): string[] {
  return [...code.matchAll(/globalThis\.marked = "([^"]+)"/g)].map((m) => m[1] ?? '').sort();
}

describe('/configuration/mode/', () => {
  proves('/configuration/mode/#what-each-mode-sets', 'the options that differ between the modes are the ones of the table and the paragraph below it; everything else is the same', async () => {
    const flat = Object.fromEntries((['development', 'production', 'none'] as Mode[]).map((mode) => [mode, flatten(effectiveOptions({ mode }))])) as Record<Mode, Record<string, string>>;
    const keys = new Set(Object.values(flat).flatMap((o) => Object.keys(o)));
    const differing = [...keys].filter((k) => !(flat.development[k] === flat.production[k] && flat.production[k] === flat.none[k]));
    // Reduce to the option the page names (a row, or a sentence below the table).
    const named = new Set(differing.map((k) => {
      if (k.startsWith('cache')) return 'cache';
      if (k.startsWith('performance')) return 'performance';
      if (k.startsWith('optimization.minimizeOptions')) return 'optimization.minimizeOptions';
      if (k.startsWith('resolve.byDependency.') && k.endsWith('.conditionNames')) return 'resolve.conditionNames';
      if (k.startsWith('module.generator.css/') && k.endsWith('.localIdentName')) return 'localIdentName';
      return k;
    }));
    expect([...named].sort()).toEqual([
      'cache', 'devtool', 'localIdentName', 'mode', 'module.parser.json.exportsDepth', 'module.unsafeCache',
      'optimization.avoidEntryIife', 'optimization.checkWasmTypes', 'optimization.chunkIds', 'optimization.concatenateModules',
      'optimization.emitOnErrors', 'optimization.flagIncludedChunks', 'optimization.inlineExports', 'optimization.innerGraph',
      'optimization.mangleExports', 'optimization.minimize', 'optimization.minimizeOptions', 'optimization.moduleIds', 'optimization.nodeEnv',
      'optimization.realContentHash', 'optimization.sideEffects', 'optimization.splitChunks.enforceSizeThreshold',
      'optimization.splitChunks.hidePathInfo', 'optimization.splitChunks.maxAsyncRequests', 'optimization.splitChunks.maxInitialRequests',
      'optimization.splitChunks.minRemainingSize', 'optimization.splitChunks.minSize', 'optimization.splitChunks.usedExports',
      'optimization.usedExports', 'output.pathinfo', 'output.strictModuleResolution', 'performance', 'resolve.cache',
      'resolve.conditionNames', 'resolveLoader.cache', 'snapshot.module.hash', 'snapshot.resolve.hash',
    ]);
    const column = (mode: Mode) => {
      const o = effectiveOptions({ mode });
      const css = (o.module.generator as Record<string, { localIdentName?: string }>)['css/module'];
      const split = o.optimization.splitChunks as Record<string, unknown>;
      return [o.optimization.inlineExports, o.optimization.avoidEntryIife, o.optimization.minimizeOptions, o.output.strictModuleResolution, typeof o.module.unsafeCache, o.resolve.cache, o.resolveLoader.cache, css?.localIdentName, split.usedExports, split.minRemainingSize];
    };
    // This repository's package.json gives a uniqueName; without one the name is '[id]-[local]'.
    expect(column('development')).toEqual([false, false, {}, true, 'function', true, true, '[uniqueName]-[id]-[local]', false, 0]);
    expect((effectiveOptions({ mode: 'development', output: { uniqueName: '' } }).module.generator as Record<string, { localIdentName?: string }>)['css/module']?.localIdentName).toBe('[id]-[local]');
    expect(column('production')).toEqual([true, true, { javascript: { compress: { passes: 2 } }, css: {}, html: {}, json: false }, false, 'boolean', false, false, '[fullhash]', true, undefined]);
    expect(column('none')).toEqual([false, false, {}, false, 'boolean', false, false, '[fullhash]', false, undefined]);
    expect(effectiveOptions({ mode: 'development' }).module.parser.json).toMatchObject({ exportsDepth: 1 });
    expect(effectiveOptions({ mode: 'production' }).snapshot).toMatchObject({ module: { hash: true }, resolve: { hash: true } });
    // The devtool exception: with futureDefaults any library, not only an ES module one.
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true }, output: { library: { type: 'umd', name: 'Lib' } } }).devtool).toBe(false);
    expect(effectiveOptions({ mode: 'development', output: { library: { type: 'umd', name: 'Lib' } } }).devtool).not.toBe(false);
  });
});

describe('/configuration/devtool/', () => {
  const app = { 'src/index.js': "import './style.css';\nimport { double } from './lib.js';\nconsole.log(double(2));\n", 'src/lib.js': 'export function double(x) { return x * 2; }\n', 'src/style.css': 'body { color: red; }\n' };

  proves('/configuration/devtool/#devtool', "values starting with eval ignore the entry's type: { type: 'css', use: 'eval' } wraps the JavaScript and gives CSS no map", async () => {
    const built = await buildUnminified(await projectDir('review-devtool-eval-css'), app, { entry: './src/index.js', devtool: [{ type: 'css', use: 'eval' }] });
    expect(built.files).toEqual(['main.css', 'main.js']);
    expect(await built.read('main.js')).toContain('eval(');
    expect(await built.read('main.css')).not.toContain('sourceMappingURL');
  });

  proves('/configuration/devtool/#debugids', 'a -scopes suffix adds the scopes field to the map, after -debugids when both are used', async () => {
    const built = await buildUnminified(await projectDir('review-devtool-scopes'), app, { entry: './src/index.js', devtool: 'source-map-debugids-scopes', optimization: { concatenateModules: false } });
    const map = JSON.parse(await built.read('main.js.map')) as Record<string, unknown>;
    expect(map).toHaveProperty('scopes');
    expect(map).toHaveProperty('debugId');
  });
});

describe('/configuration/optimization/', () => {
  proves('/configuration/optimization/#optimizationconcatenatemodules', "CommonJS modules are concatenated only in strict mode; others bail out with 'Module is not in strict mode'", async () => {
    let result = '';
    const bailouts = async (name: string, prefix: string): Promise<string> => {
      const built = await buildUnminified(await projectDir(name), { 'src/index.js': "import lib from './lib.js';\nconsole.log(lib.a);\n", 'src/lib.js': `${prefix}exports.a = 1;\n` }, {
        entry: './src/index.js',
        plugins: [{ apply: (compiler) => compiler.hooks.done.tap('Record', (stats) => { result = JSON.stringify(stats.toJson({ all: false, modules: true, optimizationBailout: true, nestedModules: true }).modules); }) }],
      });
      expect(built.errors).toEqual([]);
      return result;
    };
    expect(await bailouts('review-concat-sloppy', '')).toContain('Module is not in strict mode');
    const strict = await bailouts('review-concat-strict', "'use strict';\n");
    expect(strict).toContain('./src/index.js + 1 modules');
    expect(strict).not.toContain('Module is not in strict mode');
  });
});

describe('/configuration/module/', () => {
  proves('/configuration/module/#ruleglob', "a relative glob matches at any depth, so 'src/**/*.js' selects node_modules/<pkg>/src too; '!**/node_modules/**' or an absolute folder keeps it to the project", async () => {
    const files = {
      'src/index.js': "import './a.test.js';\nimport 'lib';\nimport './deep/x.js';\n",
      'src/a.test.js': '1;\n',
      'src/deep/x.js': '2;\n',
      'node_modules/lib/package.json': '{ "name": "lib", "main": "src/i.js" }\n',
      'node_modules/lib/src/i.js': '3;\n',
      'mark-loader.js': markLoader,
    };
    const run = async (name: string, glob: (dir: string) => string[]) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, { entry: './src/index.js', module: { rules: [{ glob: glob(dir), use: join(dir, 'mark-loader.js') }] } });
      expect(built.errors).toEqual([]);
      return marked(await built.read('main.js'));
    };
    expect(await run('review-glob-relative', () => ['src/**/*.js', '!**/*.test.js'])).toEqual(['node_modules/lib/src/i.js', 'src/deep/x.js', 'src/index.js']);
    expect(await run('review-glob-excluded', () => ['src/**/*.js', '!**/*.test.js', '!**/node_modules/**'])).toEqual(['src/deep/x.js', 'src/index.js']);
    expect(await run('review-glob-absolute', (dir) => [`${join(dir, 'src').split('\\').join('/')}/**/*.js`, '!**/*.test.js'])).toEqual(['src/deep/x.js', 'src/index.js']);
  });
});

describe('/configuration/output/', () => {
  proves('/configuration/output/#outputchunkfilename', 'a filename with [chunkhash], [contenthash], [name] or [id] is reused; a fixed one or one with only [fullhash] gets an [id]. prefix; a function gives [id].js', async () => {
    const chunkFilename = (filename: unknown) => effectiveOptions({ output: { filename } as never }).output.chunkFilename;
    expect(chunkFilename('js/[name].js')).toBe('js/[name].js');
    expect(chunkFilename('js/app.[contenthash].js')).toBe('js/app.[contenthash].js');
    expect(chunkFilename('js/app.[chunkhash].js')).toBe('js/app.[chunkhash].js');
    expect(chunkFilename('js/bundle.js')).toBe('js/[id].bundle.js');
    expect(chunkFilename('js/bundle.[fullhash].js')).toBe('js/[id].bundle.[fullhash].js');
    expect(chunkFilename(() => 'x.js')).toBe('[id].js');
  });
});

describe('/configuration/optimization/ (reading the output)', () => {
  proves('/configuration/optimization/#checking-what-the-optimizations-did', 'unused functions, classes and arrow functions stay unmarked; only other side-effect-free values get the unused pure expression marker', async () => {
    const built = await buildUnminified(await projectDir('review-unused-marker'), {
      'src/index.js': "import { used } from './lib.js';\nconsole.log(used);\n",
      'src/lib.js': 'export const used = 1;\nexport const unusedArrow = () => 2;\nexport class Unused {}\nexport function unusedFn() { return 2; }\nexport const unusedObj = { a: 1 };\n',
    }, { entry: './src/index.js', optimization: { inlineExports: false } });
    const code = await built.read('main.js');
    expect(code).toContain('const unusedArrow = () => 2;');
    expect(code).toContain('class Unused {}');
    expect(code).toContain('function unusedFn() { return 2; }');
    expect(code).toContain('const unusedObj = (/* unused pure expression or super */ null && ({ a: 1 }));');
    expect(code).not.toContain('unused harmony exports');
  });
});

describe('/configuration/output/ (publicPath)', () => {
  proves('/configuration/output/#outputpublicpath', "the default is 'auto' for web, webworker and electron-renderer, '' for node, electron-main, electron-preload and nwjs", async () => {
    const publicPath = (target: string) => effectiveOptions({ target }).output.publicPath;
    expect(['web', 'webworker', 'electron-renderer'].map(publicPath)).toEqual(['auto', 'auto', 'auto']);
    expect(['node', 'electron-main', 'electron-preload', 'nwjs'].map(publicPath)).toEqual(['', '', '', '']);
  });
});

describe('/configuration/output/ (html)', () => {
  proves('/configuration/output/#outputhtml', 'html.integrity without crossOriginLoading builds with a warning; the page example, with crossOriginLoading, builds clean', async () => {
    const files = { 'src/app.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' };
    const html = { title: 'Shop', meta: { viewport: 'width=device-width, initial-scale=1' }, integrity: true };
    const entry = { app: './src/app.js', admin: './src/admin.js' };
    const bare = await buildUnminified(await projectDir('review-html-integrity'), files, { entry, output: { html } as never });
    expect(bare.warnings).toEqual([expect.stringContaining('output.html.integrity is set but output.crossOriginLoading is not')]);
    const page = await buildUnminified(await projectDir('review-html-integrity-cors'), files, { entry, output: { html, crossOriginLoading: 'anonymous' } as never });
    expect(page.warnings).toEqual([]);
    expect(page.files).toEqual(expect.arrayContaining(['app.html', 'admin.html']));
    expect(await page.read('app.html')).toContain('integrity="sha384-');
  });
});
