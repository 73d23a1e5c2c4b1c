// Proofs of statements on the ten tutorial guides checked in their fifth audit
// (docs/audit/guides.md, "Fifth round (the ten tutorial guides)").
import { join } from 'node:path';
import { Script } from 'node:vm';
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, runOnce, writeFiles } from './proof';

/** Emits `page.html` with markup an HTML minifier shortens (optional tag, quoted attribute values). */
class EmitPage {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitPage', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPage', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('page.html', new webpack.sources.RawSource('<!doctype html><html><head><meta charset="utf-8"><title>Board</title></head><body></body></html>'));
      });
    });
  }
}

/** The modules of a build with their bailout reasons, as `stats: { optimizationBailout: true }` reports them. */
async function statsModules(dir: string, files: Record<string, string>, config: webpack.Configuration) {
  await writeFiles(dir, files);
  const compiler = webpack({ context: dir, ...config, output: { path: join(dir, 'dist') } });
  const stats = await runOnce(compiler);
  const json = stats.toJson({ all: false, modules: true, nestedModules: true, optimizationBailout: true, errors: true });
  expect(json.errors ?? []).toEqual([]);
  return json.modules ?? [];
}

// Each runtime has its own module cache: one definition of it per copy of the runtime.
const runtimeCopies = (code: string) => code.split('const __webpack_module_cache__ = {};').length - 1;

describe('the tutorial guides', () => {
  proves('/guides/getting-started/#modules', 'class fields, private fields, optional chaining and nullish coalescing keep their syntax in a minified production bundle', async () => {
    const built = await build(await projectDir('modern-syntax'), {
      'src/index.js': 'class Board { count = 1; #days = 2; get days() { return this.#days; } }\nconsole.log(new Board().days, globalThis.events?.length ?? 0);\n',
    }, { entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toMatch(/count=1;#\w+=2/);
    expect(code).toContain('?.length??0');
  });

  proves('/guides/output-management/#generating-indexhtml', "webpack's minimizer shortens an emitted .html file in production while experiments.html is on, and leaves it alone once a rule handles .html files", async () => {
    const files = { 'src/index.js': 'console.log(1);\n' };
    const minified = await build(await projectDir('html-minimized'), files, { entry: './src/index.js', plugins: [new EmitPage()] });
    expect(minified.errors).toEqual([]);
    const page = await minified.read('page.html');
    expect(page).not.toContain('<html>');
    expect(page).toContain('<meta charset=utf-8>');
    const kept = await build(await projectDir('html-with-rule'), files, {
      entry: './src/index.js',
      plugins: [new EmitPage()],
      module: { rules: [{ test: /\.html$/, type: 'asset/source' }] },
    });
    expect(kept.errors).toEqual([]);
    expect(await kept.read('page.html')).toContain('<html><head><meta charset="utf-8">');
  });

  proves('/guides/code-splitting/#entry-dependencies', 'entries with dependOn use the runtime in the chunk of the entry they depend on, so they share one runtime without optimization.runtimeChunk', async () => {
    const built = await buildUnminified(await projectDir('depend-on'), {
      'src/lib.js': 'export const shared = 1;\n',
      'src/board.js': "import { shared } from './lib.js';\nconsole.log('board', shared);\n",
      'src/clock.js': "import { shared } from './lib.js';\nconsole.log('clock', shared);\n",
    }, {
      mode: 'development',
      devtool: false,
      entry: { board: { import: './src/board.js', dependOn: 'shared' }, clock: { import: './src/clock.js', dependOn: 'shared' }, shared: './src/lib.js' },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['board.js', 'clock.js', 'shared.js']);
    expect(runtimeCopies(await built.read('shared.js'))).toBe(1);
    expect(runtimeCopies(await built.read('board.js'))).toBe(0);
    expect(runtimeCopies(await built.read('clock.js'))).toBe(0);
  });

  proves('/guides/development/#webpack-dev-server', 'without runtimeChunk every entry carries its own runtime; runtimeChunk: single moves it into one runtime chunk', async () => {
    const files = {
      'src/lib.js': 'export const shared = 1;\n',
      'src/board.js': "import { shared } from './lib.js';\nconsole.log('board', shared);\n",
      'src/clock.js': "import { shared } from './lib.js';\nconsole.log('clock', shared);\n",
    };
    const entry = { board: './src/board.js', clock: './src/clock.js' };
    const separate = await buildUnminified(await projectDir('two-runtimes'), files, { mode: 'development', devtool: false, entry });
    expect(runtimeCopies(await separate.read('board.js'))).toBe(1);
    expect(runtimeCopies(await separate.read('clock.js'))).toBe(1);
    const single = await buildUnminified(await projectDir('one-runtime'), files, { mode: 'development', devtool: false, entry, optimization: { runtimeChunk: 'single' } });
    expect(single.files).toEqual(['board.js', 'clock.js', 'runtime.js']);
    expect(runtimeCopies(await single.read('runtime.js'))).toBe(1);
    expect(runtimeCopies(await single.read('board.js'))).toBe(0);
  });

  proves('/guides/code-splitting/#prefetching-and-preloading', "the runtime preloads the webpackPreload children of chunks it loads on demand, and adds nothing for a preload written in an entry chunk", async () => {
    const fromEntry = await buildUnminified(await projectDir('preload-entry'), {
      'src/index.js': "document.addEventListener('click', () => import(/* webpackPreload: true */ './a.js'));\n",
      'src/a.js': 'export const a = 1;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    expect(fromEntry.errors).toEqual([]);
    const entryRuntime = await fromEntry.read('main.js');
    expect(entryRuntime).not.toContain('chunkToChildrenMap');
    expect(entryRuntime).not.toContain('link.rel = "preload"');
    const nested = await buildUnminified(await projectDir('preload-nested'), {
      'src/index.js': "document.addEventListener('click', () => import(/* webpackPreload: true */ './a.js').then((m) => m.run()));\n",
      'src/a.js': "export function run() { return import(/* webpackPreload: true */ './b.js'); }\n",
      'src/b.js': 'export const b = 1;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    const nestedRuntime = await nested.read('main.js');
    expect(nestedRuntime).toContain('link.rel = "preload"');
    expect(nestedRuntime.replace(/\/\*+\//g, '').replace(/\s+/g, '')).toContain('varchunkToChildrenMap={"src_a_js":["src_b_js"]};');
  });

  proves('/guides/environment-variables/#exposing-values-to-application-code', 'a DefinePlugin value without JSON.stringify is pasted in as code: a production build stops with a SyntaxError, a development build compiles into a bundle that throws one', async () => {
    // The guide's two modules: the entry and the module that reads the constant.
    const files = {
      'src/api.js': 'export async function loadEvents() {\n  const response = await fetch(`${__API_URL__}/events`);\n  if (!response.ok) throw new Error(`Loading events failed: ${response.status}`);\n  return response.json();\n}\n',
      'src/index.js': "import { loadEvents } from './api.js';\nloadEvents().then((events) => console.log(events.length));\n",
    };
    const plugins = [new webpack.DefinePlugin({ __API_URL__: 'https://staging.example.com' })];
    const production = await build(await projectDir('define-raw-production'), files, { entry: './src/index.js', plugins });
    // The CLI prints this error as `SyntaxError: Unexpected token (2:39)`.
    expect(production.errors.join('\n')).toMatch(/Unexpected token/);
    const development = await buildUnminified(await projectDir('define-raw-development'), files, { mode: 'development', devtool: false, entry: './src/index.js', plugins });
    expect(development.errors).toEqual([]);
    const code = await development.read('main.js');
    expect(code).toContain('${https://staging.example.com}');
    let thrown: unknown = null;
    try {
      new Script(code);
    } catch (error) {
      thrown = error;
    }
    // vm errors come from another realm: compare the name, not the class.
    expect((thrown as Error | null)?.name).toBe('SyntaxError');
  });

  proves('/guides/tree-shaking/#what-prevents-tree-shaking', 'optimizationBailout reports "Module is not in strict mode" for a sloppy CommonJS module, and a strict CommonJS module is concatenated in production', async () => {
    const modules = await statsModules(await projectDir('cjs-bailout'), {
      'src/index.js': "import sloppy from './sloppy.js';\nimport strict from './strict.js';\nconsole.log(sloppy, strict);\n",
      'src/sloppy.js': 'module.exports = { x: 1 };\n',
      'src/strict.js': "'use strict';\nmodule.exports = { y: 2 };\n",
    }, { mode: 'production', entry: './src/index.js', optimization: { minimize: false } });
    const sloppy = modules.find((m) => m.name === './src/sloppy.js');
    expect(sloppy?.optimizationBailout).toContain('ModuleConcatenation bailout: Module is not in strict mode');
    const root = modules.find((m) => m.name?.startsWith('./src/index.js + '));
    expect(root?.name).toBe('./src/index.js + 1 modules');
    expect((root?.modules ?? []).map((m) => m.name)).toContain('./src/strict.js');
  });
});
