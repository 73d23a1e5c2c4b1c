// Proofs of the behaviour statements fixed or found unproven in the fourth audit of the
// configuration pages optimization, resolve, devtool, target, mode, externals and entry-context
// (docs/audit/configuration.md, "Fourth round").
import { join } from 'node:path';
import { build, buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource } from './proof';

describe('optimization page', () => {
  proves('/configuration/optimization/#html-transforms', 'collapseWhitespace is off by default; true collapses each run of text whitespace to one space', async () => {
    const page = '<!DOCTYPE html>\n<html>\n<head><title>T</title></head>\n<body>\n<p>  hello    world  </p>\n<pre>  a    b  </pre>\n</body>\n</html>\n';
    const byDefault = await build(await projectDir('html-ws-default'), { 'src/index.html': page }, { entry: './src/index.html' });
    expect(byDefault.errors).toEqual([]);
    expect(await byDefault.read('index.html')).toContain('<p>  hello    world  </p>');
    const collapsed = await build(await projectDir('html-ws-true'), { 'src/index.html': page }, {
      entry: './src/index.html',
      optimization: { minimizeOptions: { html: { collapseWhitespace: true } } },
    });
    const html = await collapsed.read('index.html');
    expect(html).toContain('<p> hello world </p>');
    expect(html).toContain('<pre>  a    b  </pre>');
  });

  proves('/configuration/optimization/#optimizationminimizer', "the built-in minimizer uses Terser for JavaScript, and webpack's own printer with futureDefaults", async () => {
    const source = await webpackSource('lib/config/defaults.js', 'const javascriptMinify = futureDefaults', 6);
    expect(source).toContain('require.resolve("../javascript/jsMinify")');
    expect(source).toContain('export: "terserMinify"');
  });

  proves('/configuration/optimization/#optimizationminimizeoptions', 'a type left out takes its default: json stays off unless futureDefaults, xml stays off', async () => {
    const own = effectiveOptions({ mode: 'production', optimization: { minimizeOptions: { javascript: { compress: false } } } }).optimization.minimizeOptions;
    expect(own).toMatchObject({ javascript: { compress: false }, css: {}, html: {}, json: false });
    expect(own).not.toHaveProperty('xml');
    const future = effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).optimization.minimizeOptions;
    expect(future).toMatchObject({ json: true, xml: {} });
  });
});

describe('resolve page', () => {
  const tsconfig = JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@app/*': ['src/app/*'] } } });
  const files = {
    'tsconfig.json': tsconfig,
    'tsconfig.app.json': tsconfig,
    'src/app/api.js': 'export const api = 1;\n',
    'src/sub/index.js': "import { api } from '@app/api';\nconsole.log(api);\n",
  };

  proves('/configuration/resolve/#resolvetsconfig', 'true uses the nearest tsconfig.json upward from the importing file, above the context too; a nearer one shadows it', async () => {
    const dir = await projectDir('tsconfig-true');
    const above = await buildUnminified(dir, files, { mode: 'none', context: join(dir, 'src'), entry: './sub/index.js', resolve: { tsconfig: true } });
    expect(above.errors).toEqual([]);
    const shadowed = await buildUnminified(await projectDir('tsconfig-shadow'), { ...files, 'src/sub/tsconfig.json': '{"compilerOptions":{}}' }, {
      mode: 'none',
      entry: './src/sub/index.js',
      resolve: { tsconfig: true },
    });
    expect(shadowed.errors.join('\n')).toContain("Can't resolve '@app/api'");
  });

  proves('/configuration/resolve/#resolvetsconfig', 'a relative configFile is resolved from the folder of the importing file; an absolute one works', async () => {
    const dir = await projectDir('tsconfig-relative');
    const relative = await buildUnminified(dir, files, { mode: 'none', entry: './src/sub/index.js', resolve: { tsconfig: { configFile: './tsconfig.app.json' } } });
    expect(relative.errors.join('\n')).toContain(`ENOENT: no such file or directory, open '${join(dir, 'src/sub/tsconfig.app.json')}'`);
    const absolute = await buildUnminified(await projectDir('tsconfig-absolute'), files, {
      mode: 'none',
      entry: './src/sub/index.js',
      resolve: { tsconfig: { configFile: join(await projectDir('tsconfig-absolute'), 'tsconfig.app.json'), references: 'auto' } },
    });
    expect(absolute.errors).toEqual([]);
  });

  proves('/configuration/resolve/#resolvetsconfig', 'references takes auto or a string; an array of files fails validation', async () => {
    expect(validationLine({ resolve: { tsconfig: { references: 'auto' } } })).toBe('valid');
    expect(validationLine({ resolve: { tsconfig: { references: './a.json' } } })).toBe('valid');
    expect(validationLine({ resolve: { tsconfig: { references: ['./a.json'] } } })).toContain('configuration.resolve.tsconfig should be one of these');
  });

  proves('/configuration/resolve/#resolveextensions', '.html follows the JavaScript extensions, and moves to the front with experiments.html: true or futureDefaults', async () => {
    const esm = (experiments: object) => effectiveOptions({ mode: 'none', experiments }).resolve.byDependency?.esm?.extensions as string[];
    const auto = esm({});
    expect(auto.indexOf('.html')).toBeGreaterThan(auto.indexOf('.js'));
    expect(esm({ html: true })[0]).toBe('.html');
    expect(esm({ futureDefaults: true })[0]).toBe('.html');
  });

  proves('/configuration/resolve/#resolvemainfields', 'browser comes first for browser targets only; targets that also run Node.js get module and main', async () => {
    const fields = (target: string) => {
      const esm = effectiveOptions({ mode: 'none', target }).resolve.byDependency?.esm;
      return [esm?.mainFields, esm?.aliasFields];
    };
    for (const target of ['web', 'webworker', 'electron-renderer']) expect(fields(target)).toEqual([['browser', 'module', '...'], ['browser']]);
    for (const target of ['node', 'electron-preload', 'nwjs', 'deno', 'universal']) expect(fields(target)).toEqual([['module', '...'], []]);
  });
});

describe('externals page', () => {
  const electronApp = { 'src/index.js': "const { app } = require('electron');\nconst legacy = require('app');\nconsole.log(app, legacy);\n" };

  proves('/configuration/externals/#externalspresetselectronmain', 'electronMain works only together with electron: true', async () => {
    const alone = await buildUnminified(await projectDir('electron-main-alone'), electronApp, { mode: 'none', target: 'node', entry: './src/index.js', externalsPresets: { electronMain: true } });
    expect(alone.errors.join('\n')).toContain("Can't resolve 'electron'");
    expect(alone.errors.join('\n')).toContain("Can't resolve 'app'");
    const both = await buildUnminified(await projectDir('electron-main-both'), electronApp, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      externalsPresets: { electron: true, electronMain: true },
    });
    expect(both.errors).toEqual([]);
    const code = await both.read('main.js');
    expect(code).toContain('require("electron")');
    expect(code).toContain('require("app")');
  });

  proves('/configuration/externals/#externalspresetselectron', 'shared modules only without a context preset; with output.module an import becomes a static import from Electron 28 on', async () => {
    const shared = await buildUnminified(await projectDir('electron-shared'), electronApp, { mode: 'none', target: 'node', entry: './src/index.js', externalsPresets: { electron: true } });
    expect(shared.errors.join('\n')).toContain("Can't resolve 'app'");
    expect(shared.errors.join('\n')).not.toContain("Can't resolve 'electron'");
    const esm = { 'src/index.js': "import { app } from 'electron';\nconsole.log(app);\n" };
    const modern = await buildUnminified(await projectDir('electron30-module'), esm, { mode: 'none', target: 'electron30-main', entry: './src/index.js', output: { module: true } });
    expect(await modern.read('main.mjs')).toContain('import * as __WEBPACK_EXTERNAL_MODULE_electron__ from "electron";');
    const old = await buildUnminified(await projectDir('electron20-module'), esm, { mode: 'none', target: 'electron20-main', entry: './src/index.js', output: { module: true } });
    expect(await old.read('main.mjs')).toContain('__WEBPACK_EXTERNAL_createRequire_require("electron")');
    expect(old.warnings.join('\n')).toContain('does not support ECMAScript modules (added in electron 28)');
  });

  proves('/configuration/externals/#externalspresetsnodemodules', 'allowlist accepts strings, regular expressions and functions', async () => {
    expect(validationLine({ externalsPresets: { nodeModules: { allowlist: ['a', /^@b\//, (request: string) => request === 'c'] } } })).toBe('valid');
  });
});

describe('devtool page', () => {
  const imports = { 'src/y.js': 'export const y = 2;\n', 'src/index.js': "import { y } from './y';\nconsole.log(y);\n" };

  proves('/configuration/devtool/#debugids', 'the scopes field is written only for rewritten imports: a scope hoisted module gets none', async () => {
    const wrapped = await buildUnminified(await projectDir('scopes-wrapped'), imports, { mode: 'none', entry: './src/index.js', devtool: 'source-map-scopes' });
    expect(JSON.parse(await wrapped.read('main.js.map'))).toHaveProperty('scopes');
    const hoisted = await buildUnminified(await projectDir('scopes-hoisted'), imports, {
      mode: 'none',
      entry: './src/index.js',
      devtool: 'source-map-scopes',
      optimization: { concatenateModules: true },
    });
    expect(JSON.parse(await hoisted.read('main.js.map'))).not.toHaveProperty('scopes');
    const plain = await buildUnminified(await projectDir('scopes-none'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', devtool: 'source-map-scopes' });
    expect(JSON.parse(await plain.read('main.js.map'))).not.toHaveProperty('scopes');
  });

  proves('/configuration/devtool/#devtool', "an ES module library in one entry's library turns the development default off for the whole build", async () => {
    const withEntryLibrary = effectiveOptions({ mode: 'development', entry: { lib: { import: './lib.js', library: { type: 'module' } }, app: './app.js' } });
    expect(withEntryLibrary.devtool).toBe(false);
    const commonjs = effectiveOptions({ mode: 'development', entry: { lib: { import: './lib.js', library: { type: 'commonjs2' } } } });
    expect(commonjs.devtool).toContainEqual({ type: 'javascript', use: 'eval' });
  });
  proves('/configuration/devtool/#loader-source-maps', 'webpack asks loaders for maps (this.sourceMap) for non-cheap values and those with module, not for eval or cheap without module', async () => {
    const seen: Record<string, boolean> = {};
    const files = { 'src/index.js': 'console.log(1);\n', 'record-loader.js': 'module.exports = function (source) { globalThis.__sourceMapFlag = this.sourceMap; return source; };\n' };
    for (const devtool of ['source-map', 'cheap-module-source-map', 'eval-source-map', 'cheap-source-map', 'eval-cheap-source-map', 'eval', false] as const) {
      const dir = await projectDir(`loader-flag-${devtool}`);
      delete (globalThis as { __sourceMapFlag?: boolean }).__sourceMapFlag;
      await buildUnminified(dir, files, { mode: 'none', entry: './src/index.js', devtool, module: { rules: [{ test: /index\.js$/, loader: join(dir, 'record-loader.js') }] } });
      seen[String(devtool)] = (globalThis as { __sourceMapFlag?: boolean }).__sourceMapFlag === true;
    }
    expect(seen).toEqual({
      'source-map': true,
      'cheap-module-source-map': true,
      'eval-source-map': true,
      'cheap-source-map': false,
      'eval-cheap-source-map': false,
      eval: false,
      false: false,
    });
  });
});

describe('mode page', () => {
  proves('/configuration/mode/#what-each-mode-sets', "the development devtool is false with a module library in output.library or in an entry's library", async () => {
    expect(effectiveOptions({ mode: 'development', output: { library: { type: 'modern-module' } } }).devtool).toBe(false);
    expect(effectiveOptions({ mode: 'development', entry: { lib: { import: './lib.js', library: { type: 'module' } } } }).devtool).toBe(false);
  });
});

describe('entry-context page', () => {
  proves('/configuration/entry-context/#entrychunkloading', 'chunkLoading: false puts what the entry imports with import() into its initial chunk, with no loading runtime', async () => {
    const files = { 'src/app.js': "import('./lazy').then((m) => console.log(m.value));\n", 'src/lazy.js': 'export const value = 42;\n' };
    const off = await buildUnminified(await projectDir('entry-chunk-loading-off'), files, { mode: 'none', entry: { app: { import: './src/app.js', chunkLoading: false } } });
    expect(off.files).toEqual(['app.js']);
    const code = await off.read('app.js');
    expect(code).toContain('const value = 42;');
    expect(code).not.toContain('__webpack_require__.e = ');
    const on = await buildUnminified(await projectDir('entry-chunk-loading-on'), files, { mode: 'none', entry: { app: './src/app.js' } });
    expect(on.files.length).toBe(2);
    expect(await on.read('app.js')).toContain('__webpack_require__.e = ');
  });
});
