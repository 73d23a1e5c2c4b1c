// Proofs of statements checked in the twelfth review of the concepts, migrate, blog and contribute pages and the
// glossary (docs/audit/concepts.md, docs/audit/migrate.md, docs/audit/other-pages.md).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, webpackSource, writeFiles } from './proof';

const lazyApp = {
  'src/index.js': "document.body.onclick = () => import('./editor.js').then((m) => m.default());\n",
  'src/editor.js': "export default () => console.log('editor');\n",
};

describe('/concepts/plugins/', () => {
  proves('/concepts/plugins/#adding-plugins-to-a-configuration', "chunks are rendered into files by a plugin, but writing the files is the compiler's own step, which plugins watch through emit and assetEmitted", async () => {
    const emitAssets = await webpackSource('lib/Compiler.js', 'emitAssets(compilation, callback) {', 200);
    expect(emitAssets).toContain('.writeFile(targetPath, content');
    expect(emitAssets).toContain('this.hooks.assetEmitted.callAsync(');
    expect(await webpackSource('lib/javascript/JavascriptModulesPlugin.js', 'compilation.hooks.renderManifest.tap(', 5)).toContain('PLUGIN_NAME');
    const seen: string[] = [];
    const built = await buildUnminified(await projectDir('plugins-emit'), lazyApp, {
      mode: 'development', devtool: false,
      plugins: [{
        apply(compiler: webpack.Compiler) {
          compiler.hooks.emit.tap('Watcher', (compilation) => { seen.push(`emit ${Object.keys(compilation.assets).length}`); });
          compiler.hooks.assetEmitted.tap('Watcher', (file) => { seen.push(`written ${file}`); });
        },
      }],
    });
    expect(built.errors).toEqual([]);
    expect(seen[0]).toBe('emit 2');
    expect(seen.slice(1).sort()).toEqual(['written main.js', 'written src_editor_js.js']);
  });

  proves('/concepts/plugins/#anatomy-of-a-plugin', 'the BuildTimerPlugin taps compile and done and logs its line through the infrastructure logger', async () => {
    class BuildTimerPlugin {
      apply(compiler: webpack.Compiler) {
        const pluginName = 'BuildTimerPlugin';
        let startedAt = 0;
        compiler.hooks.compile.tap(pluginName, () => { startedAt = Date.now(); });
        compiler.hooks.done.tap(pluginName, (stats) => {
          const ms = Date.now() - startedAt;
          compiler.getInfrastructureLogger(pluginName).info(`Build ${stats.hash} finished in ${ms} ms`);
        });
      }
    }
    const built = await buildUnminified(await projectDir('plugins-timer'), lazyApp, { mode: 'development', devtool: false, plugins: [new BuildTimerPlugin()] });
    expect(built.errors).toEqual([]);
    expect(built.logs.some((line) => /Build [0-9a-f]{20} finished in \d+ ms/.test(line))).toBe(true);
  });

  proves('/concepts/plugins/#plugins-and-the-nodejs-api', 'a plugin applied to a compiler after webpack() created it takes part in the run', async () => {
    const dir = await projectDir('plugins-node-api');
    await writeFiles(dir, lazyApp);
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
    const reported: number[] = [];
    new webpack.ProgressPlugin((percentage) => { reported.push(percentage); }).apply(compiler);
    const stats = await runOnce(compiler);
    expect(stats.hasErrors()).toBe(false);
    expect(reported.length).toBeGreaterThan(10);
    expect(reported[reported.length - 1]).toBe(1);
  });
});

describe('/concepts/manifest/', () => {
  proves('/concepts/manifest/#the-manifest', "import() is compiled into a call with the chunk's id; the runtime only turns a chunk id into its file name, hash included", async () => {
    const built = await buildUnminified(await projectDir('manifest-map'), lazyApp, { output: { filename: '[name].[contenthash].js' } });
    expect(built.errors).toEqual([]);
    const mainFile = built.files.find((file) => file.startsWith('main.'));
    const chunkFile = built.files.find((file) => !file.startsWith('main.'));
    const [chunkId, chunkHash] = (chunkFile ?? '').split('.');
    const main = await built.read(mainFile ?? '');
    // The calling code names the chunk; the runtime's __webpack_require__.u maps its id to the hashed name.
    expect(main).toContain(`__webpack_require__.e(/* import() */ ${chunkId})`);
    expect(main).toContain(`__webpack_require__.u = (chunkId) => (chunkId + "." + "${chunkHash}" + ".js")`);
  });
});

describe('/glossary/', () => {
  proves('/glossary/#manifest', 'the runtime maps chunk ids to file names; the chunk ids an import() needs are in the code at the import()', async () => {
    const built = await buildUnminified(await projectDir('glossary-manifest'), lazyApp, { mode: 'development', devtool: false });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.js');
    expect(main).toContain('__webpack_require__.e(/*! import() */ "src_editor_js")');
    expect(main).toContain('__webpack_require__.u = (chunkId) => (chunkId + ".js");');
  });
});

describe('/concepts/configuration/', () => {
  proves('/concepts/configuration/#a-function', 'a configuration that sets no mode builds in production (what a plain npx webpack does when the function reads an undefined argv.mode)', async () => {
    const options = effectiveOptions({ entry: './src/index.js' });
    expect(options.mode).toBeUndefined();
    expect(options.optimization.minimize).toBe(true);
    expect(options.optimization.nodeEnv).toBe('production');
  });
});

describe('/concepts/module-resolution/', () => {
  proves('/concepts/module-resolution/#from-a-path-to-a-file', 'with a loader rule for .css and .html files the built-in support is off and an import no longer tries those extensions', async () => {
    const files = {
      'src/index.js': "import './styles';\nimport './page';\n",
      'src/styles.css': '.a { color: red; }\n',
      'src/page.html': '<p>page</p>\n',
      'text-loader.js': "module.exports = (source) => 'export default ' + JSON.stringify(source);\n",
    };
    const on = await buildUnminified(await projectDir('resolve-ext-on'), files, { mode: 'development', devtool: false });
    expect(on.errors).toEqual([]);
    const dir = await projectDir('resolve-ext-off');
    const loader = join(dir, 'text-loader.js');
    const off = await buildUnminified(dir, files, {
      mode: 'development', devtool: false,
      module: { rules: [{ test: /\.css$/, use: [loader] }, { test: /\.html$/, use: [loader] }] },
    });
    expect(off.errors.map((error) => error.split('\n')[0]).sort()).toEqual([
      `Module not found: Error: Can't resolve './page' in '${join(dir, 'src')}'`,
      `Module not found: Error: Can't resolve './styles' in '${join(dir, 'src')}'`,
    ]);
  });
});

describe('/concepts/why-webpack/', () => {
  proves('/concepts/why-webpack/#what-webpack-does', 'a request for a file that does not exist is a build error', async () => {
    const built = await buildUnminified(await projectDir('why-missing'), { 'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n" }, { mode: 'development', devtool: false });
    expect(built.errors.map((error) => error.split('\n')[0])).toEqual([expect.stringContaining("Module not found: Error: Can't resolve './logo.png'")]);
  });
});

describe('/blog/2026-05-05-module-federation-patterns/', () => {
  proves('/blog/2026-05-05-module-federation-patterns/#start-every-app-with-an-async-boundary', "initialising the shared scope loads the remotes' entries; an exposed module reached through a further import() is fetched for that chunk", async () => {
    const files = {
      'node_modules/react/package.json': '{ "name": "react", "version": "18.2.0", "main": "index.js" }\n',
      'node_modules/react/index.js': 'module.exports = { version: "18.2.0" };\n',
      'package.json': '{ "name": "host", "dependencies": { "react": "^18.2.0" } }\n',
      'src/index.js': "import('./bootstrap');\n",
      'src/bootstrap.js': "import React from 'react';\nconsole.log(React.version);\nexport const load = () => import('checkout/CheckoutButton');\n",
    };
    const built = await buildUnminified(await projectDir('mf-boundary'), files, {
      mode: 'development', devtool: false,
      plugins: [new webpack.container.ModuleFederationPlugin({
        name: 'storefront',
        remotes: { checkout: 'checkout@https://checkout.example.test/remoteEntry.js' },
        shared: { react: { singleton: true } },
      })],
    });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.js');
    // __webpack_require__.I (initialise sharing) calls initExternal for the remote container.
    expect(main).toMatch(/initExternal\("webpack\/container\/reference\/checkout"\)/);
    // The remotes' chunk handler maps the remote module to the chunk of the nested import() alone;
    // bootstrap's chunk waits only for the shared module it consumes.
    const remotes = main.slice(main.indexOf('chunkMapping = {'), main.indexOf('idToExternalAndNameMapping'));
    expect([...remotes.matchAll(/"([^"]+)": \[/g)].map((m) => m[1])).toEqual(['webpack_container_remote_checkout_CheckoutButton']);
    expect(main).toMatch(/"src_bootstrap_js": \[\s*(?:\/\*{6}\/\s*)?"webpack\/sharing\/consume\/default\/react\/react"/);
  });
});

describe('/migrate/5/', () => {
  proves('/migrate/5/#the-object-form-of-outputlibrary', 'experiments has no outputModule in this release, and a module library turns output.module on with .mjs names', async () => {
    const schema = JSON.parse(await readFile(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { Experiments: { properties: Record<string, unknown> } } };
    expect(Object.keys(schema.definitions.Experiments.properties)).not.toContain('outputModule');
    const options = effectiveOptions({ output: { library: { type: 'module' } } });
    expect(options.output.module).toBe(true);
    expect(options.output.filename).toBe('[name].mjs');
  });
});
