// Proofs of the statements checked in the fifth audit of the split-chunks, module-federation,
// html-webpack-plugin, hot-module-replacement, provide, ignore, banner and context-replacement
// plugin pages and of the compilation-object, normalmodulefactory-hooks and parser API pages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, webpackSource, writeFiles } from './proof';

/** Runs a built Node.js bundle and returns what it printed. */
function runNode(file: string): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  return { stdout: result.stdout.trim(), stderr: result.stderr, status: result.status };
}

describe('ModuleFederationPlugin page', () => {
  // One package, mylib@1.0.0, that the build provides itself and consumes with a range it does
  // not satisfy (^2.0.0): what the runtime does then depends on singleton and strictVersion.
  const files = {
    'package.json': JSON.stringify({ name: 'host', version: '0.0.0', dependencies: { mylib: '^1.0.0' } }),
    'node_modules/mylib/package.json': JSON.stringify({ name: 'mylib', version: '1.0.0', main: 'index.js' }),
    'node_modules/mylib/index.js': 'module.exports = "mylib@1.0.0";\n',
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "import v from 'mylib';\nconsole.log('got ' + v);\n",
  };
  const run = async (name: string, config: Record<string, unknown>) => {
    const built = await buildUnminified(await projectDir(`mf-${name}`), files, {
      mode: 'development',
      devtool: false,
      target: 'node',
      entry: './src/index.js',
      plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', shared: { mylib: { requiredVersion: '^2.0.0', ...config } } })],
    });
    expect(built.errors).toEqual([]);
    return runNode(join(built.dir, 'dist', 'main.js'));
  };

  proves('/plugins/module-federation-plugin/#shared', 'strictVersion defaults to true for a non-singleton module with a fallback: an unsatisfying version is skipped for the own copy, silently', async () => {
    const out = await run('default', {});
    expect(out.stdout).toBe('got mylib@1.0.0');
    expect(out.stderr).toBe('');
  });

  proves('/plugins/module-federation-plugin/#shared', 'strictVersion: false uses the unsatisfying version with a warning', async () => {
    const out = await run('loose', { strictVersion: false });
    expect(out.stdout).toBe('got mylib@1.0.0');
    expect(out.stderr).toContain('No satisfying version (^2.0.0) of shared module mylib found');
  });

  proves('/plugins/module-federation-plugin/#shared', 'a singleton defaults to strictVersion false and warns; with strictVersion: true it throws', async () => {
    const warned = await run('singleton', { singleton: true });
    expect(warned.stdout).toBe('got mylib@1.0.0');
    expect(warned.stderr).toContain('Unsatisfied version 1.0.0 from host of shared singleton module mylib (required ^2.0.0)');
    const strict = await run('singleton-strict', { singleton: true, strictVersion: true });
    expect(strict.stdout).toBe('');
    expect(strict.status).not.toBe(0);
    expect(strict.stderr).toContain('Unsatisfied version 1.0.0 from host of shared singleton module mylib (required ^2.0.0)');
  });
});

describe('HotModuleReplacementPlugin page', () => {
  proves('/plugins/hot-module-replacement-plugin/#outputhotupdatechunkfilename', 'the update chunks end in .mjs when output.module is on', () => {
    expect(effectiveOptions({ mode: 'development' }).output.hotUpdateChunkFilename).toBe('[id].[fullhash].hot-update.js');
    expect(effectiveOptions({ mode: 'development', output: { module: true } }).output.hotUpdateChunkFilename).toBe('[id].[fullhash].hot-update.mjs');
    return Promise.resolve();
  });

  proves('/plugins/hot-module-replacement-plugin/#outputhotupdatemainfilename', 'the manifest ends in .json.mjs when chunks load with import (the output.module default)', () => {
    expect(effectiveOptions({ mode: 'development' }).output.hotUpdateMainFilename).toBe('[runtime].[fullhash].hot-update.json');
    const esm = effectiveOptions({ mode: 'development', output: { module: true } }).output;
    expect(esm.chunkLoading).toBe('import');
    expect(esm.hotUpdateMainFilename).toBe('[runtime].[fullhash].hot-update.json.mjs');
    return Promise.resolve();
  });
});

describe('ModuleFederationPlugin page, include and exclude', () => {
  const files = {
    'package.json': JSON.stringify({ name: 'host', version: '0.0.0', dependencies: { mylib: '^1.0.0' } }),
    'node_modules/mylib/package.json': JSON.stringify({ name: 'mylib', version: '1.0.0', main: 'index.js' }),
    'node_modules/mylib/index.js': 'module.exports = "mylib@1.0.0";\n',
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "import v from 'mylib';\nconsole.log('got ' + v);\n",
  };
  const sharedModules = async (name: string, config: Record<string, unknown>) => {
    const dir = await projectDir(`mf-filter-${name}`);
    await writeFiles(dir, files);
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      target: 'node',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', shared: { mylib: config } } as never)],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    const json = stats.toJson({ all: false, modules: true, errors: true });
    expect(json.errors).toEqual([]);
    return (json.modules ?? []).filter((m) => /^(consume|provide)-shared-module$/.test(String(m.moduleType))).length;
  };

  proves('/plugins/module-federation-plugin/#shared', 'include and exclude filter by version: a filtered-out package is bundled as if it were not shared', async () => {
    expect(await sharedModules('plain', {})).toBeGreaterThan(0);
    expect(await sharedModules('include-match', { include: { version: '^1.0.0' } })).toBeGreaterThan(0);
    expect(await sharedModules('include-miss', { include: { version: '^2.0.0' } })).toBe(0);
    expect(await sharedModules('exclude-match', { exclude: { version: '1.x' } })).toBe(0);
  });
});

describe('ModuleFederationPlugin page, defaults', () => {
  proves('/plugins/module-federation-plugin/#shared', 'strictVersion defaults to true only with a fallback import and without singleton', async () => {
    const source = await webpackSource('lib/sharing/ConsumeSharedPlugin.js', 'strictVersion:\n', 5);
    expect(source).toContain(': item.import !== false && !item.singleton');
  });
});

describe('BannerPlugin page', () => {
  proves('/plugins/banner-plugin/#test-include-exclude', 'a { glob } object and a function are accepted as filters; a source map never gets the banner', async () => {
    const files = { 'src/index.js': "import('./lazy');\nconsole.log('main');\n", 'src/lazy.js': "console.log('lazy');\n" };
    const built = await buildUnminified(await projectDir('banner-filters'), files, {
      mode: 'development',
      devtool: 'source-map',
      entry: './src/index.js',
      output: { filename: 'js/[name].js', chunkFilename: 'js/chunks/[name].js' },
      plugins: [
        new webpack.BannerPlugin({ banner: 'GLOB', test: { glob: 'js/*.js' } } as never),
        new webpack.BannerPlugin({ banner: 'FN', test: ((name: string) => name.includes('chunks')) as never }),
        new webpack.BannerPlugin({ banner: 'ALL', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }),
      ],
    });
    expect(built.errors).toEqual([]);
    const main = await built.read('js/main.js');
    const lazy = await built.read('js/chunks/src_lazy_js.js');
    expect(main).toContain('/*! GLOB */');
    expect(main).not.toContain('/*! FN */');
    expect(lazy).toContain('/*! FN */');
    expect(lazy).not.toContain('/*! GLOB */');
    expect(main).toContain('/*! ALL */');
    expect(built.files).toContain('js/main.js.map');
    expect(await built.read('js/main.js.map')).not.toContain('ALL');
  });
});

describe('JavascriptParser hooks page', () => {
  proves('/api/parser/#pattern', 'pattern fires for plain var and let names, parameters, catch clauses and destructuring, but not for a plain const outside a function, which varDeclarationConst still sees unless preDeclarator took it over (const x = require())', async () => {
    const seen: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('P', (factory) => {
          factory.hooks.parser.for('javascript/auto').tap('P', (parser: any) => {
            for (const name of ['plainVar', 'plainLet', 'plainConst', 'destructured', 'param', 'caught']) {
              parser.hooks.pattern.for(name).tap('P', () => {
                seen.push(name);
                return undefined;
              });
            }
            for (const name of ['plainConst', 'required']) {
              parser.hooks.varDeclarationConst.for(name).tap('P', () => {
                seen.push(`varDeclarationConst:${name}`);
                return undefined;
              });
            }
          });
        });
      },
    };
    const code = [
      'var plainVar = 1;',
      'let plainLet = 2;',
      'const plainConst = 3;',
      "const required = require('./cjs');",
      'const { destructured } = { destructured: 4 };',
      'function f(param) { return param; }',
      'try { f(plainVar + plainLet + plainConst + required); } catch (caught) { console.log(caught); }',
      'console.log(destructured);',
      '',
    ].join('\n');
    const built = await buildUnminified(await projectDir('parser-pattern'), { 'src/index.js': code, 'src/cjs.js': 'module.exports = 1;\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(seen.sort()).toEqual(['caught', 'destructured', 'param', 'plainLet', 'plainVar', 'varDeclarationConst:plainConst']);
  });
});

describe('NormalModuleFactory hooks page', () => {
  proves('/api/normalmodulefactory-hooks/#resolveforscheme', 'VirtualUrlPlugin resolves its modules through resolveForScheme, keyed by its scheme (virtual by default)', async () => {
    const schemes: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('P', (factory) => {
          factory.hooks.resolveForScheme.for('virtual').tap({ name: 'P', stage: -10 }, (data) => {
            schemes.push(data.resource);
            return undefined;
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('nmf-virtual'), { 'src/index.js': "import answer from 'virtual:answer';\nconsole.log(answer);\n" }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.experiments.schemes.VirtualUrlPlugin({ answer: 'export default 42;' }), plugin],
    });
    expect(built.errors).toEqual([]);
    expect(schemes.length).toBeGreaterThan(0);
    expect(await built.read('main.js')).toContain('42');
  });
});

describe('IgnorePlugin page', () => {
  proves('/plugins/ignore-plugin/#what-happens-at-runtime', 'an ignored entry request becomes an empty module instead of one that throws', async () => {
    const dir = await projectDir('ignore-entry');
    await writeFiles(dir, { 'src/optional.js': "console.log('optional');\n" });
    const built = await buildUnminified(dir, { 'src/index.js': "console.log('main');\n" }, {
      mode: 'none',
      entry: ['./src/index.js', './src/optional.js'],
      plugins: [new webpack.IgnorePlugin({ resourceRegExp: /optional/ })],
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toContain("console.log('main')");
    expect(code).not.toContain("console.log('optional')");
    expect(code).not.toContain('MODULE_NOT_FOUND');
    expect(runNode(join(built.dir, 'dist', 'main.js'))).toEqual({ stdout: 'main', stderr: '', status: 0 });
  });
});

describe('SplitChunksPlugin page', () => {
  // shared.js is imported by two lazy chunks; its source is exactly `size` bytes, while the code
  // webpack generates for it (wrapper, export definitions) is longer.
  const sharedProject = (size: number) => {
    const head = 'export const text = "';
    const tail = '";\n';
    return {
      'src/index.js': "import('./a');\nimport('./b');\n",
      'src/a.js': "import { text } from './shared';\nconsole.log('a', text);\n",
      'src/b.js': "import { text } from './shared';\nconsole.log('b', text);\n",
      'src/shared.js': head + 'x'.repeat(size - head.length - tail.length) + tail,
    };
  };
  const sharedSplit = async (name: string, minSize: number) => {
    const built = await buildUnminified(await projectDir(name), sharedProject(3000), {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      optimization: { splitChunks: { minSize, enforceSizeThreshold: 1e9 } },
    });
    expect(built.errors).toEqual([]);
    return built.files.some((file) => file.includes('src_shared_js'));
  };

  proves('/plugins/split-chunks-plugin/#minsize', 'sizes are those of the module source as the loaders return it, not of the code webpack generates', async () => {
    expect(await sharedSplit('sc-size-equal', 3000)).toBe(true);
    expect(await sharedSplit('sc-size-above', 3001)).toBe(false);
  });

  proves('/plugins/split-chunks-plugin/#constructor', 'optimization.splitChunks: false turns the plugin off', async () => {
    const files = sharedProject(3000);
    const on = await buildUnminified(await projectDir('sc-on'), files, { mode: 'development', devtool: false, entry: './src/index.js', optimization: { splitChunks: { minSize: 0 } } });
    const off = await buildUnminified(await projectDir('sc-off'), files, { mode: 'development', devtool: false, entry: './src/index.js', optimization: { splitChunks: false } });
    expect(on.files.some((file) => file.includes('src_shared_js'))).toBe(true);
    expect(off.files.some((file) => file.includes('src_shared_js'))).toBe(false);
    expect(await off.read('src_a_js.js')).toContain('x'.repeat(100));
    expect(await off.read('src_b_js.js')).toContain('x'.repeat(100));
  });

  proves('/plugins/split-chunks-plugin/#chunks', "chunks: 'initial' leaves a package that only a lazy chunk uses inside that chunk, and splits the one the entry uses", async () => {
    const files = {
      'src/index.js': "import 'eager-pkg';\nimport('./lazy');\n",
      'src/lazy.js': "import 'lazy-pkg';\n",
      'node_modules/eager-pkg/index.js': "console.log('eager');\n",
      'node_modules/lazy-pkg/index.js': "console.log('lazy');\n",
    };
    const built = await buildUnminified(await projectDir('sc-initial'), files, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      optimization: { splitChunks: { chunks: 'initial', minSize: 0 } },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('vendors-node_modules_eager-pkg_index_js.js');
    expect(built.files.some((file) => file.includes('lazy-pkg'))).toBe(false);
    expect(await built.read('src_lazy_js.js')).toContain("console.log('lazy')");
  });
});

describe('Compilation object page', () => {
  proves('/api/compilation-object/#addinclude', 'addInclude puts a module into the named entry, creating the entry if needed, without running it at startup', async () => {
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.make.tapAsync('P', (compilation, callback) => {
          const { EntryPlugin } = compiler.webpack;
          let pending = 2;
          const done = (error?: Error | null) => {
            if (error) callback(error);
            else if (--pending === 0) callback();
          };
          compilation.addInclude(compiler.context, EntryPlugin.createDependency('./src/extra.js', { name: 'main' }), { name: 'main' }, done);
          compilation.addInclude(compiler.context, EntryPlugin.createDependency('./src/extra.js', { name: 'other' }), { name: 'other' }, done);
        });
      },
    };
    const files = { 'src/index.js': "console.log('main ran');\n", 'src/extra.js': "console.log('extra ran');\n" };
    const built = await buildUnminified(await projectDir('compilation-addinclude'), files, { mode: 'none', target: 'node', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js', 'other.js']);
    expect(await built.read('main.js')).toContain("console.log('extra ran')");
    expect(runNode(join(built.dir, 'dist', 'main.js')).stdout).toBe('main ran');
    expect(runNode(join(built.dir, 'dist', 'other.js')).stdout).toBe('');
  });


  proves('/api/compilation-object/#assets', 'renameAsset renames the file in chunk.files and deleteAsset takes it out', async () => {
    const files: Record<string, string[]> = {};
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('P', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'P', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
            const chunkFiles = () => [...compilation.chunks].flatMap((chunk) => [...chunk.files]).sort();
            files.before = chunkFiles();
            compilation.renameAsset('main.js', 'renamed.js');
            files.renamed = chunkFiles();
            compilation.deleteAsset('renamed.js');
            files.deleted = chunkFiles();
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('compilation-assets'), { 'src/index.js': "console.log('assets');\n" }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(files).toEqual({ before: ['main.js'], renamed: ['renamed.js'], deleted: [] });
    expect(built.files).toEqual([]);
  });


  proves('/api/compilation-object/#useful-properties', 'fullHash is the whole digest and hash its first output.hashDigestLength characters', async () => {
    let hashes: { hash?: string; fullHash?: string } = {};
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.done.tap('P', (stats) => {
          hashes = { hash: stats.compilation.hash, fullHash: stats.compilation.fullHash };
        });
      },
    };
    await buildUnminified(await projectDir('compilation-hash'), { 'src/index.js': "console.log('hash');\n" }, { mode: 'none', entry: './src/index.js', output: { hashDigestLength: 8 }, plugins: [plugin] });
    expect(hashes.hash).toHaveLength(8);
    expect(hashes.fullHash!.length).toBeGreaterThan(8);
    expect(hashes.fullHash!.startsWith(hashes.hash!)).toBe(true);
  });
});

describe('ProvidePlugin page', () => {
  proves('/plugins/provide-plugin/#how-it-differs-from-similar-tools', "a 'window.jQuery' key also serves a typeof window.jQuery check, and a local declaration keeps its file out", async () => {
    const files = {
      'src/index.js': "import './local';\nconsole.log(typeof window.jQuery, window.jQuery.fn);\n",
      'src/local.js': "const $ = (s) => s;\nconsole.log($('local'));\n",
      'node_modules/jquery/index.js': "module.exports = { fn: 'jq' };\n",
    };
    const built = await buildUnminified(await projectDir('provide-member'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.ProvidePlugin({ $: 'jquery', 'window.jQuery': 'jquery' })],
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toContain('console.log(typeof __webpack_provided_window_dot_jQuery, __webpack_provided_window_dot_jQuery.fn)');
    expect(code).toContain("module.exports = { fn: 'jq' };");
    expect(code).toContain("const $ = (s) => s;\nconsole.log($('local'));");
  });
});

describe('JavascriptParser hooks page, pre-walk hooks', () => {
  proves('/api/parser/#prestatement', 'preStatement and blockPreStatement are marked deprecated; a tap on them turns the full statement walk back on', async () => {
    const pre = await webpackSource('lib/javascript/JavascriptParser.js', 'Every statement the hoisting pass reads', 6);
    expect(pre).toContain('@deprecated');
    expect(pre).toContain('preStatement: new SyncBailHook');
    const block = await webpackSource('lib/javascript/JavascriptParser.js', 'Every statement the block pass reads', 6);
    expect(block).toContain('@deprecated');
    expect(block).toContain('blockPreStatement: new SyncBailHook');
  });

  proves('/api/parser/#prestatementbytype', 'a typed tap fires for a function declaration, and for an import declaration too', async () => {
    const seen: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('P', (factory) => {
          factory.hooks.parser.for('javascript/auto').tap('P', (parser: any) => {
            for (const type of ['FunctionDeclaration', 'ImportDeclaration']) {
              parser.hooks.preStatementByType.for(type).tap('P', (statement: { type: string }) => {
                seen.push(statement.type);
                return undefined;
              });
            }
          });
        });
      },
    };
    const files = { 'src/index.js': "import x from './x';\nfunction f() { return x; }\nconsole.log(f());\n", 'src/x.js': 'export default 1;\n' };
    const built = await buildUnminified(await projectDir('parser-prestatement'), files, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(seen).toContain('FunctionDeclaration');
    expect(seen).toContain('ImportDeclaration');
  });
});

describe('HtmlWebpackPlugin page', () => {
  proves('/plugins/html-webpack-plugin/#filename', 'with [name] each entry gets a page, but every page loads every entry unless chunks limits it', async () => {
    const built = await buildUnminified(await projectDir('html-per-entry'), { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n' }, {
      mode: 'development',
      entry: { a: './src/a.js', b: './src/b.js' },
      plugins: [new HtmlWebpackPlugin({ filename: '[name].html' })],
    });
    expect(built.files).toEqual(['a.html', 'a.js', 'b.html', 'b.js']);
    const page = await built.read('a.html');
    expect(page).toContain('src="a.js"');
    expect(page).toContain('src="b.js"');
  });
});

describe('HotModuleReplacementPlugin page, dev server', () => {
  proves('/plugins/hot-module-replacement-plugin/#when-to-use-it', 'webpack-dev-server applies the plugin for hot only inside its webSocketServer branch', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    const branch = source.indexOf('if (this.options.webSocketServer) {\n      const compilers');
    const entries = source.indexOf('this.addAdditionalEntries(compiler);', branch);
    const hot = source.indexOf('new webpack.HotModuleReplacementPlugin()', branch);
    expect(branch).toBeGreaterThan(0);
    expect(entries).toBeGreaterThan(branch);
    expect(hot).toBeGreaterThan(entries);
    // the branch closes only after the plugin is applied
    const body = source.slice(branch, hot);
    const depth = [...body].reduce((d, c) => d + (c === '{' ? 1 : c === '}' ? -1 : 0), 0);
    expect(depth).toBeGreaterThan(0);
  });
});

describe('ModuleFederationPlugin page, filename', () => {
  proves('/plugins/module-federation-plugin/#filename', 'without filename the container is emitted under output.filename, named after the container', async () => {
    const built = await buildUnminified(await projectDir('mf-no-filename'), { 'src/index.js': 'console.log(1);\n', 'src/x.js': 'export default 1;\n' }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      plugins: [new webpack.container.ModuleFederationPlugin({ name: 'shop', exposes: { './x': './src/x.js' } })],
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js', 'shop.js', 'src_x_js.js']);
    expect(await built.read('shop.js')).toMatch(/^var shop;/);
  });
});

describe('JavascriptParser hooks page, what the hooks receive', () => {
  const files = {
    'src/index.js': [
      "import * as ns from './x.js';",
      "export * from './x.js';",
      "export { a as renamedA } from './x.js';",
      'export default function render() { return 1; }',
      "const y1 = myLib.util('a').value.deep;",
      "myLib.util('a').method();",
      'const z1 = freeObj.member.chain;',
      'const w1 = otherFree.prop;',
      'outer: for (const i of [1]) { break outer; }',
      'new Thing();',
      'await Promise.resolve(1);',
      "if ('a' in ns) { console.log(ns.a); }",
      'console.log(y1, z1, w1);',
      '',
    ].join('\n'),
    'src/x.js': 'export const a = 1;\n',
    'src/anon.js': 'export default function () { return 2; }\n',
    'src/obj.js': "export default { name: 'config' };\n",
  };
  let logged: Promise<unknown[][]> | undefined;
  const log = () => {
    logged ??= (async () => {
      const entries: unknown[][] = [];
      const plugin = {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.normalModuleFactory.tap('P', (factory) => {
            factory.hooks.parser.for('javascript/auto').tap('P', (p: any) => {
              const file = () => String(p.state.module.resource).split('/').pop();
              p.hooks.exportExpression.tap('P', (_s: unknown, node: { type: string }) => void entries.push(['exportExpression', file(), node.type]));
              p.hooks.exportDeclaration.tap('P', (_s: unknown, decl: { type: string }) => void entries.push(['exportDeclaration', file(), decl.type]));
              p.hooks.exportImportSpecifier.tap('P', (_s: unknown, source: string, id: string | null, name: string | null) => void entries.push(['exportImportSpecifier', source, id, name]));
              p.hooks.memberChainOfCallMemberChain.for('myLib').tap('P', (_e: unknown, callee: string[], _c: unknown, members: string[]) => void entries.push(['memberChainOfCallMemberChain', callee, members]));
              p.hooks.callMemberChainOfCallMemberChain.for('myLib').tap('P', (_e: unknown, callee: string[], _c: unknown, members: string[]) => void entries.push(['callMemberChainOfCallMemberChain', callee, members]));
              p.hooks.unhandledExpressionMemberChain.for('otherFree').tap('P', (_e: unknown, members: string[]) => void entries.push(['unhandledExpressionMemberChain', members]));
              p.hooks.label.for('outer').tap('P', () => void entries.push(['label', 'outer']));
              p.hooks.new.for('Thing').tap('P', () => void entries.push(['new', 'Thing']));
              p.hooks.topLevelAwait.tap('P', (e: { type: string }) => void entries.push(['topLevelAwait', e.type]));
              p.hooks.collectGuards.tap({ name: 'P', stage: -100 }, (e: { type: string; operator: string }) => void entries.push(['collectGuards', e.type, e.operator]));
            });
          });
        },
      };
      const built = await buildUnminified(await projectDir('parser-receive'), files, {
        mode: 'none',
        entry: { i: './src/index.js', a: './src/anon.js', o: './src/obj.js' },
        plugins: [plugin],
      });
      expect(built.errors).toEqual([]);
      return entries;
    })();
    return logged;
  };

  proves('/api/parser/#exportexpression', 'an object and an anonymous function after export default call exportExpression; a named function calls exportDeclaration', async () => {
    const entries = await log();
    expect(entries).toContainEqual(['exportExpression', 'obj.js', 'ObjectExpression']);
    expect(entries).toContainEqual(['exportExpression', 'anon.js', 'FunctionDeclaration']);
    expect(entries).toContainEqual(['exportDeclaration', 'index.js', 'FunctionDeclaration']);
    expect(entries.filter((e) => e[0] === 'exportExpression' && e[1] === 'index.js')).toEqual([]);
  });

  proves('/api/parser/#exportimportspecifier', 'export * passes null for both names; a named re-export passes both', async () => {
    const entries = await log();
    expect(entries).toContainEqual(['exportImportSpecifier', './x.js', null, null]);
    expect(entries).toContainEqual(['exportImportSpecifier', './x.js', 'a', 'renamedA']);
  });

  proves('/api/parser/#memberchainofcallmemberchain', 'a property read on a call chain result is keyed by the root name', async () => {
    expect(await log()).toContainEqual(['memberChainOfCallMemberChain', ['util'], ['value', 'deep']]);
  });

  proves('/api/parser/#callmemberchainofcallmemberchain', 'a method call on a call chain result is keyed by the root name', async () => {
    expect(await log()).toContainEqual(['callMemberChainOfCallMemberChain', ['util'], ['method']]);
  });

  proves('/api/parser/#unhandledexpressionmemberchain', 'a member chain no expressionMemberChain tap handles reaches unhandledExpressionMemberChain', async () => {
    expect(await log()).toContainEqual(['unhandledExpressionMemberChain', ['prop']]);
  });

  proves('/api/parser/#label', 'label is keyed by the label name', async () => {
    expect(await log()).toContainEqual(['label', 'outer']);
  });

  proves('/api/parser/#new', 'new is keyed by the constructor name', async () => {
    expect(await log()).toContainEqual(['new', 'Thing']);
  });

  proves('/api/parser/#toplevelawait', 'a top-level await calls topLevelAwait with the AwaitExpression', async () => {
    expect(await log()).toContainEqual(['topLevelAwait', 'AwaitExpression']);
  });

  proves('/api/parser/#collectguards', "collectGuards receives the test of an if statement, such as 'a' in ns", async () => {
    expect(await log()).toContainEqual(['collectGuards', 'BinaryExpression', 'in']);
  });
});
