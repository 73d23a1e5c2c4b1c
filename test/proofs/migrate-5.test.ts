// Proofs of the "To v5 from v4" guide's statements about webpack 5.112 (audit record: docs/audit/migrate.md).
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified as build, effectiveOptions as defaults, projectDir, proves, validationLine as validation, webpackSource } from './proof';

describe('/migrate/5/', () => {
  proves('/migrate/5/#remove-deprecated-options', 'the webpack 4 names fail validation, except noEmitOnErrors; IgnorePlugin takes one object', () => {
    expect(validation({ optimization: { namedModules: true } })).toContain("unknown property 'namedModules'");
    expect(validation({ optimization: { namedChunks: true } })).toContain("unknown property 'namedChunks'");
    expect(validation({ optimization: { hashedModuleIds: true } })).toContain("unknown property 'hashedModuleIds'");
    expect(validation({ output: { jsonpFunction: 'x' } })).toContain("unknown property 'jsonpFunction'");
    expect(validation({ output: { hotUpdateFunction: 'x' } })).toContain("unknown property 'hotUpdateFunction'");
    expect(validation({ output: { ecmaVersion: 2015 } })).toContain("unknown property 'ecmaVersion'");
    expect(validation({ optimization: { splitChunks: { name: true } } })).not.toBe('valid');
    expect(validation({ optimization: { noEmitOnErrors: true } })).toBe('valid');
    expect(validation({ optimization: { moduleIds: 'hashed' } })).toBe('valid');
    const ignore = webpack.IgnorePlugin as unknown as new (...args: unknown[]) => webpack.WebpackPluginInstance;
    expect(() => webpack({ plugins: [new ignore(/^\.\/locale$/, /moment$/)] })).toThrow(/Ignore Plugin has been initialized using an options object that does not match/);
    return Promise.resolve();
  });

  proves('/migrate/5/#nodejs-polyfills-are-no-longer-automatic', 'a core module in a browser build is an error that names the removed polyfills', async () => {
    const built = await build(await projectDir('polyfill'), { 'src/index.js': "require('path');\n" }, { entry: './src/index.js' });
    expect(built.errors.join('\n')).toMatch(/Can't resolve 'path'[\s\S]*BREAKING CHANGE: webpack < 5 used to include polyfills for node\.js core modules by default\./);
  });

  proves('/migrate/5/#asset-modules-replace-file-url-and-raw-loaders', "asset inlines below maxSize and emits above it; [ext] includes the dot; asset/source gives the text", async () => {
    const built = await build(await projectDir('assets'), {
      'src/index.js': "import big from './big.png';\nimport small from './small.png';\nimport text from './notes.txt';\nconsole.log(big, small, text);\n",
      'src/big.png': 'b'.repeat(9000),
      'src/small.png': 's'.repeat(100),
      'src/notes.txt': 'NOTES_SOURCE_TEXT',
    }, {
      entry: './src/index.js',
      output: { assetModuleFilename: 'images/[hash][ext][query]' },
      module: { rules: [{ test: /\.png$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 8 * 1024 } } }, { test: /\.txt$/, type: 'asset/source' }] },
    });
    expect(built.files).toEqual([expect.stringMatching(/^images\/[0-9a-f]+\.png$/), 'main.js']);
    const code = await built.read('main.js');
    expect(code).toContain('data:image/png;base64,');
    expect(code).toContain('NOTES_SOURCE_TEXT');
  });

  proves('/migrate/5/#asset-modules-replace-file-url-and-raw-loaders', "an old-style loader on a new URL() reference emits a second file unless the rule sets type 'javascript/auto'", async () => {
    const files = {
      'copy-loader.js': "module.exports = function (content) {\n  const name = 'copied-' + require('path').basename(this.resourcePath);\n  this.emitFile(name, content);\n  return 'module.exports = __webpack_public_path__ + ' + JSON.stringify(name) + ';';\n};\nmodule.exports.raw = true;\n",
      'src/index.js': "import imported from './imported.png';\nconsole.log(imported, new URL('./referenced.png', import.meta.url));\n",
      'src/imported.png': 'PNG_ONE',
      'src/referenced.png': 'PNG_TWO',
    };
    const run = async (name: string, type?: string) => {
      const dir = await projectDir(name);
      return build(dir, files, { entry: './src/index.js', output: { publicPath: '' }, module: { rules: [{ test: /\.png$/, use: join(dir, 'copy-loader.js'), ...(type ? { type } : {}) }] } });
    };
    const untyped = await run('legacy-asset-untyped');
    const typed = await run('legacy-asset-typed', 'javascript/auto');
    const untypedImages = untyped.files.filter((f) => f.endsWith('.png'));
    expect(untypedImages).toHaveLength(3);
    expect(untypedImages).toEqual(expect.arrayContaining(['copied-imported.png', 'copied-referenced.png', expect.stringMatching(/^[0-9a-f]+\.png$/)]));
    expect(typed.files.filter((f) => f.endsWith('.png'))).toEqual(['copied-imported.png', 'copied-referenced.png']);
  });

  proves('/migrate/5/#persistent-caching', 'the filesystem cache is opt-in: production has no cache, development a memory cache', () => {
    expect(defaults({ mode: 'production' }).cache).toBe(false);
    expect(defaults({ mode: 'development' }).cache).toMatchObject({ type: 'memory' });
    // The repository root has a package.json, as a reader's project does.
    expect(defaults({ cache: { type: 'filesystem' } }).cache).toMatchObject({ cacheDirectory: join(process.cwd(), 'node_modules/.cache/webpack') });
    return Promise.resolve();
  });

  proves('/migrate/5/#deterministic-ids-for-long-term-caching', "ids are 'deterministic' in production and 'named' in development; [hash] is deprecated for [fullhash]", async () => {
    expect([defaults({ mode: 'production' }).optimization.moduleIds, defaults({ mode: 'production' }).optimization.chunkIds]).toEqual(['deterministic', 'deterministic']);
    expect([defaults({ mode: 'development' }).optimization.moduleIds, defaults({ mode: 'development' }).optimization.chunkIds]).toEqual(['named', 'named']);
    expect(await webpackSource('lib/template/TemplatedPathPlugin.js', '"[hash] is now [fullhash]', 1)).toContain('[hash] is now [fullhash]');
  });

  proves('/migrate/5/#json-modules-and-named-exports', 'a named import from JSON warns; a default import tree-shakes unused properties in production', async () => {
    const json = '{ "version": "1.2.3", "unusedKey": "UNUSED_VALUE" }\n';
    const named = await build(await projectDir('json-named'), { 'src/index.js': "import { version } from './p.json';\nconsole.log(version);\n", 'src/p.json': json }, { entry: './src/index.js' });
    expect(named.warnings.join('\n')).toContain("Should not import the named export 'version' (imported as 'version') from default-exporting module");
    const whole = await build(await projectDir('json-default'), { 'src/index.js': "import pkg from './p.json';\nconsole.log(pkg.version);\n", 'src/p.json': json }, { entry: './src/index.js' });
    expect(whole.warnings).toEqual([]);
    expect(await whole.read('main.js')).toContain('1.2.3');
    expect(await whole.read('main.js')).not.toContain('UNUSED_VALUE');
  });

  proves('/migrate/5/#the-object-form-of-outputlibrary', "libraryTarget still validates; type 'module' turns output.module on by itself; experiments.outputModule is ignored", async () => {
    expect(validation({ output: { library: 'MyWidget', libraryTarget: 'umd', libraryExport: 'default', umdNamedDefine: true } })).toBe('valid');
    expect(defaults({ output: { library: { type: 'module' } } }).output.module).toBe(true);
    expect(validation({ experiments: { outputModule: true } })).toBe('valid');
    expect(Object.keys(defaults({ experiments: { outputModule: true } as webpack.Configuration['experiments'] }).experiments)).toContain('outputModule');
    const built = await build(await projectDir('library-module'), { 'src/index.js': 'export const answer = 42;\n' }, { entry: './src/index.js', output: { library: { type: 'module' } } });
    expect(built.files).toEqual(['main.mjs']);
    expect(await built.read('main.mjs')).toMatch(/export\s*\{/);
  });

  proves('/migrate/5/#runtime-changes', 'require.include warns; publicPath defaults to auto for web', async () => {
    const built = await build(await projectDir('require-include'), { 'src/index.js': "require.include('./a.js');\n", 'src/a.js': 'console.log(1);\n' }, { entry: './src/index.js' });
    expect(built.warnings.join('\n')).toContain('require.include() is deprecated and will be removed soon.');
    expect(defaults({ target: 'web' }).output.publicPath).toBe('auto');
  });

  proves('/migrate/5/#plugin-and-loader-authors', 'compilation.chunks and chunk.files are Sets; compilation.assets changes after processAssets are deprecated', async () => {
    const kinds: string[] = [];
    await build(await projectDir('plugin-sets'), { 'src/index.js': 'console.log(1);\n' }, {
      entry: './src/index.js',
      plugins: [{ apply: (compiler: webpack.Compiler) => compiler.hooks.afterEmit.tap('Probe', (c) => { kinds.push(String(c.chunks instanceof Set), String([...c.chunks][0]?.files instanceof Set), String(c.compiler.webpack === webpack)); }) }],
    });
    expect(kinds).toEqual(['true', 'true', 'true']);
    expect(await webpackSource('lib/Compilation.js', '"DEP_WEBPACK_COMPILATION_ASSETS"', 2)).toContain('No more changes should happen to Compilation.assets after sealing');
  });
});
