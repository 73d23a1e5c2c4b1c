// Proofs of the behaviour statements checked in the tenth round of the guides audit
// (docs/audit/guides.md, "Tenth round").
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runOnce, runScript, writeFiles } from './proof';

describe('/guides/getting-started/', () => {
  proves('/guides/getting-started/#writing-the-source', 'without a configuration webpack starts at ./src and writes dist/main.js', async () => {
    const options = effectiveOptions({});
    expect(options.entry).toEqual({ main: { import: ['./src'] } });
    expect(options.output.filename).toBe('[name].js');
    expect(options.output.path).toBe(join(process.cwd(), 'dist'));
  });
});

describe('/guides/development/', () => {
  proves('/guides/development/#switching-to-development-mode', 'development mode skips minification, keeps readable module names and caches in memory', async () => {
    const development = effectiveOptions({ mode: 'development' });
    expect(development.optimization.minimize).toBe(false);
    expect(development.optimization.moduleIds).toBe('named');
    expect(development.cache).toMatchObject({ type: 'memory' });
    const production = effectiveOptions({ mode: 'production' });
    expect(production.optimization.minimize).toBe(true);
    expect(production.cache).toBe(false);
  });
});

describe('/guides/output-management/', () => {
  proves('/guides/output-management/#cleaning-the-output-folder', 'clean: true deletes files an earlier build left; clean: { keep } protects the matching ones', async () => {
    const dir = await projectDir('clean-keep');
    await writeFiles(dir, { 'dist/main.js': 'stale', 'dist/robots.txt': 'Disallow: /drafts/', 'dist/favicon.ico': 'icon' });
    const built = await buildUnminified(dir, { 'src/index.js': "console.log('board');\n" }, { mode: 'none', entry: { board: './src/index.js' }, output: { filename: '[name].bundle.js', clean: { keep: /robots\.txt/ } } });
    expect(built.files).toEqual(['board.bundle.js', 'robots.txt']);
  });
});

describe('/guides/code-splitting/', () => {
  proves('/guides/code-splitting/#prefetching-and-preloading', 'webpackPrefetch makes the runtime add a <link rel="prefetch" as="script"> with charset utf-8 and the public path in front of the file name', async () => {
    const built = await buildUnminified(await projectDir('prefetch-link'), {
      'src/index.js': "export async function later() { return import(/* webpackChunkName: \"calendar\", webpackPrefetch: true */ './calendar.js'); }\n",
      'src/calendar.js': 'export const c = 1;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js' });
    const main = await built.read('main.js');
    expect(main).toContain("link.charset = 'utf-8';");
    expect(main).toContain('link.rel = "prefetch";');
    expect(main).toContain('link.as = "script";');
    expect(main).toMatch(/link\.href = __webpack_require__\.p \+ __webpack_require__\.u\(chunkId\);/);
    expect(built.files).toContain('calendar.js');
  });

  proves('/guides/code-splitting/#dynamic-imports', 'import() returns a promise, also when the chunk is already loaded', async () => {
    const built = await buildUnminified(await projectDir('import-promise'), {
      'src/index.js': [
        "const first = import('./calendar.js');",
        'first.then(() => {',
        "  const again = import('./calendar.js');",
        "  console.log(first instanceof Promise, again instanceof Promise);",
        '});',
        '',
      ].join('\n'),
      'src/calendar.js': 'export const c = 1;\n',
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js' });
    expect(built.files).toContain('src_calendar_js.js');
    expect(runScript(join(built.dir, 'dist', 'main.js'))).toBe('true true');
  });
});

describe('/guides/hot-module-replacement/', () => {
  proves('/guides/hot-module-replacement/#enable-hmr', 'with hot on, webpack-dev-server adds webpack/hot/dev-server (only-dev-server for hot: only), applies the HMR plugin itself, and warns about one already listed', async () => {
    const server = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    expect(server).toMatch(/if \(this\.options\.hot === "only"\) \{\s*return require\.resolve\("webpack\/hot\/only-dev-server"\);\s*\} else if \(this\.options\.hot\) \{\s*return require\.resolve\("webpack\/hot\/dev-server"\);/);
    expect(server).toContain('\'"hot: true" automatically applies HMR plugin, you don\\\'t have to add it manually to your webpack configuration.\'');
    expect(server).toMatch(/const plugin = new webpack\.HotModuleReplacementPlugin\(\);\s*plugin\.apply\(compiler\);/);
  });

  proves('/guides/hot-module-replacement/#enable-hmr', 'an update nobody accepts aborts with "Aborted because <module> is not accepted" and the update propagation chain', async () => {
    const runtime = await readFile(require.resolve('webpack/lib/hmr/JavascriptHotModuleReplacement.runtime.js'), 'utf8');
    expect(runtime).toContain('chainInfo = "\\nUpdate propagation: " + result.chain.join(" -> ");');
    expect(runtime).toContain('"Aborted because " + moduleId + " is not accepted" + chainInfo');
    const client = await readFile(require.resolve('webpack/hot/dev-server.js'), 'utf8');
    expect(client).toContain('"[HMR] Cannot apply update. "');
  });
});

describe('/guides/integrations/', () => {
  proves('/guides/integrations/#gulp', "stats.toString takes a preset name: 'errors-only' and 'minimal' both print the errors of a failed build", async () => {
    const dir = await projectDir('stats-presets');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n" });
    const stats = await runOnce(webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } }));
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString('errors-only')).toMatch(/^ERROR in \.\/src\/index\.js[\s\S]*Module not found: Error: Can't resolve '\.\/missing\.js'/);
    expect(stats.toString('minimal')).toContain("Can't resolve './missing.js'");
  });
});

describe('/guides/csp/', () => {
  proves('/guides/csp/#nonces', 'the nonce set through __webpack_nonce__ also goes on the prefetch <link> elements the runtime creates', async () => {
    const built = await build(await projectDir('nonce-prefetch'), {
      'src/csp-nonce.js': "__webpack_nonce__ = 'abc';\n",
      'src/index.js': "export const later = () => import(/* webpackPrefetch: true */ './calendar.js');\n",
      'src/calendar.js': 'export const c = 1;\n',
    }, { mode: 'development', devtool: false, entry: ['./src/csp-nonce.js', './src/index.js'] });
    const main = await built.read('main.js');
    expect(main).toContain("__webpack_require__.nc = 'abc';");
    expect(main).toMatch(/if \(__webpack_require__\.nc\) \{[\s/*]*link\.setAttribute\("nonce", __webpack_require__\.nc\);/);
    expect(main).toMatch(/if \(__webpack_require__\.nc\) \{[\s/*]*script\.setAttribute\("nonce", __webpack_require__\.nc\);/);
  });
});
