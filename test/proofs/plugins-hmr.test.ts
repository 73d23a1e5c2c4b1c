// Proofs of the HotModuleReplacementPlugin page: a Node.js watch run with the plugin, whose bundle
// is loaded into this process and asked for updates after each edit, and one-off builds without
// and with the plugin.
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, buildUnminified, projectDir, proves, webpackSource, writeFiles } from './proof';

type HotLog = { log: string[]; check?: () => Promise<string[] | null>; status?: () => string };
const hot = globalThis as unknown as { __hmrProof: HotLog };

describe('/plugins/hot-module-replacement-plugin/', () => {
  proves('/plugins/hot-module-replacement-plugin/#pitfalls', 'an accepted change is swapped in: its side effects run again and the accept callback re-renders; a change nobody accepts aborts the update', async () => {
    const dir = await projectDir('hmr-watch');
    await writeFiles(dir, {
      'src/index.js': [
        "import { render } from './app.js';",
        'const state = globalThis.__hmrProof;',
        'state.log.push(render());',
        'state.check = () => import.meta.webpackHot.check(true);',
        'state.status = () => import.meta.webpackHot.status();',
        "import.meta.webpackHot.accept('./app.js', () => { state.log.push('accepted ' + render()); });",
        '',
      ].join('\n'),
      'src/app.js': "globalThis.__hmrProof.log.push('side effect');\nexport function render() { return 'ONE'; }\n",
    });
    hot.__hmrProof = { log: [] };
    const compiler = webpack({ mode: 'development', devtool: false, target: 'node', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new webpack.HotModuleReplacementPlugin()] });
    const files: string[][] = [];
    const outcomes: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let builds = 0;
      // What the bundle shows once a build took the last edit in. Other rebuilds are passed over: the watcher reports
      // the folders of a project made just before the run as new, which starts rebuilds of their own (one of them may
      // take the edit in without the watcher reporting it), and a save can be read between its truncation and its write.
      let awaited: RegExp | undefined;
      const watching = compiler.watch({}, (error, stats) => {
        void (async () => {
          if (error || !stats) throw error ?? new Error('no stats');
          if (awaited && !awaited.test(readFileSync(join(dir, 'dist', 'main.js'), 'utf8'))) return;
          if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
          // Nothing more counts until the next edit is written.
          awaited = /(?!)/;
          builds += 1;
          files.push((await readdir(join(dir, 'dist'))).sort());
          if (builds === 1) {
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            require(join(dir, 'dist', 'main.js'));
            awaited = /'TWO'/;
            await writeFiles(dir, { 'src/app.js': "globalThis.__hmrProof.log.push('side effect');\nexport function render() { return 'TWO'; }\n" });
          } else if (builds === 2) {
            outcomes.push(JSON.stringify(await hot.__hmrProof.check?.()));
            const edited = `${await readFile(join(dir, 'src/index.js'), 'utf8')}// edited\n`;
            awaited = /\/\/ edited/;
            await writeFiles(dir, { 'src/index.js': edited });
          } else {
            try {
              await hot.__hmrProof.check?.();
              outcomes.push('applied');
            } catch (e) {
              outcomes.push(`${hot.__hmrProof.status?.()}: ${(e as Error).message}`);
            }
            watching?.close(() => resolve());
          }
        })().catch((e: unknown) => {
          watching?.close(() => reject(e as Error));
        });
      });
    });
    expect(hot.__hmrProof.log).toEqual(['side effect', 'ONE', 'side effect', 'accepted TWO']);
    expect(outcomes).toEqual(['["./src/app.js"]', 'abort: Aborted because ./src/index.js is not accepted\nUpdate propagation: ./src/index.js']);
    // Hot update files appear only on rebuilds, named by the default templates.
    expect(files[0]).toEqual(['main.js']);
    expect(files[1]).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.hot-update\.js$/), expect.stringMatching(/^main\.[0-9a-f]{20}\.hot-update\.json$/), 'main.js']);
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'webpack/hot/dev-server reloads the page when an update cannot be applied; webpack/hot/only-dev-server only logs', async () => {
    const reload = await webpackSource('hot/dev-server.js', '.catch(function (err)', 20);
    expect(reload).toContain('["abort", "fail"].indexOf(status) >= 0');
    expect(reload).toContain('window.location.reload()');
    const only = await readFile(require.resolve('webpack/hot/only-dev-server.js'), 'utf8');
    expect(only).toContain('Ignored an update to unaccepted module');
    expect(only).not.toContain('location.reload');
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'in a build without the plugin, module.hot becomes false and its block is dropped; import.meta.webpackHot becomes undefined and the minifier drops its block', async () => {
    const files = {
      'src/index.js': "import './legacy.js';\nif (import.meta.webpackHot) { console.log('HOT_ESM'); }\nconsole.log('APP');\n",
      'src/legacy.js': "if (module.hot) { console.log('HOT_CJS'); }\nmodule.exports = 1;\n",
    };
    const plain = await buildUnminified(await projectDir('hmr-off-plain'), files, { mode: 'none', entry: './src/index.js' });
    const code = await plain.read('main.js');
    expect(code).not.toContain('HOT_CJS');
    expect(code).toContain('if (false)');
    expect(code).toContain("if (/* unsupported import.meta.webpackHot */ undefined) { console.log('HOT_ESM'); }");
    const minified = await build(await projectDir('hmr-off-minified'), files, { entry: './src/index.js' });
    const small = await minified.read('main.js');
    expect(small).toContain('APP');
    expect(small).not.toContain('HOT_ESM');
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'in a production build the plugin adds tens of kilobytes of runtime and stops scope hoisting of a module that uses the HMR API', async () => {
    const files = { 'src/index.js': "import { render } from './app.js';\nrender();\nif (import.meta.webpackHot) import.meta.webpackHot.accept('./app.js', render);\n", 'src/app.js': "export function render() { console.log('RENDER'); }\n" };
    const without = await build(await projectDir('hmr-prod-without'), files, { entry: './src/index.js' });
    const withHmr = await build(await projectDir('hmr-prod-with'), files, { entry: './src/index.js', plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(withHmr.files).toEqual(['main.js']);
    const small = (await without.read('main.js')).length;
    const large = (await withHmr.read('main.js')).length;
    expect(small).toBeLessThan(200);
    expect(large).toBeGreaterThan(10_000);
    // The parser marks a module that uses module.hot or import.meta.webpackHot, and concatenation reads the mark.
    expect(await webpackSource('lib/hmr/HotModuleReplacementPlugin.js', 'module.buildInfo.moduleConcatenationBailout = "Hot Module Replacement"', 1)).toBeTruthy();
    expect(await webpackSource('lib/optimize/ModuleConcatenationPlugin.js', 'const bailoutReason = module.getConcatenationBailoutReason', 3)).toContain('setBailoutReason(module, bailoutReason)');
  });

  proves('/plugins/hot-module-replacement-plugin/#when-to-use-it', 'webpack-dev-server treats an unset hot as true and then applies the plugin itself, warning when the configuration has one already', async () => {
    const server = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    expect(server).toContain('typeof options.hot === "boolean" || options.hot === "only"\n        ? options.hot\n        : true;');
    expect(server).toContain('const plugin = new webpack.HotModuleReplacementPlugin();');
    expect(server).toContain('"hot: true" automatically applies HMR plugin');
  });

  proves('/plugins/hot-module-replacement-plugin/#usage', 'with [contenthash] in the file name, a change gives the chunk a new file and the old one stays in output.path', async () => {
    const dir = await projectDir('hmr-contenthash');
    const config: webpack.Configuration = { mode: 'development', devtool: false, entry: './src/index.js', output: { filename: '[name].[contenthash].js' } };
    await buildUnminified(dir, { 'src/index.js': "console.log('ONE');\n" }, config);
    const second = await buildUnminified(dir, { 'src/index.js': "console.log('TWO');\n" }, config);
    expect(second.files).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/), expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/)]);
  });
});
