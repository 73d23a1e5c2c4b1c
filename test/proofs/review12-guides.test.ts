// Proofs of the behaviour statements checked in the twelfth round of the guides audit
// (docs/audit/guides.md, "Round twelve").
import { mkdir, symlink } from 'node:fs/promises';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { join, resolve } from 'node:path';
import { build, effectiveOptions, projectDir, proves, webpackSource, writeFiles } from './proof';

describe('/guides/build-performance/', () => {
  // pnpm's layout: node_modules/debug links to .pnpm/debug@4.4.1/node_modules/debug, whose
  // dependency ms is linked next to it, in .pnpm/debug@4.4.1/node_modules/ms.
  async function pnpmLayout(name: string): Promise<string> {
    const dir = await projectDir(name);
    await writeFiles(dir, {
      'src/index.js': "import debug from 'debug';\nimport twice from 'twice-b';\nimport once from 'twice-a';\nconsole.log(debug, once === twice);\n",
      'node_modules/.pnpm/debug@4.4.1/node_modules/debug/package.json': '{"name":"debug","version":"4.4.1","main":"index.js"}',
      'node_modules/.pnpm/debug@4.4.1/node_modules/debug/index.js': "module.exports = 'debug+' + require('ms');\n",
      'node_modules/.pnpm/ms@2.1.3/node_modules/ms/package.json': '{"name":"ms","version":"2.1.3","main":"index.js"}',
      'node_modules/.pnpm/ms@2.1.3/node_modules/ms/index.js': "module.exports = 'ms';\n",
      'shared/package.json': '{"name":"shared","version":"1.0.0","main":"index.js"}',
      'shared/index.js': 'module.exports = {};\n',
    });
    await symlink('../../ms@2.1.3/node_modules/ms', join(dir, 'node_modules/.pnpm/debug@4.4.1/node_modules/ms'));
    await symlink('.pnpm/debug@4.4.1/node_modules/debug', join(dir, 'node_modules/debug'));
    // One package linked under two names.
    await symlink('../shared', join(dir, 'node_modules/twice-a'));
    await symlink('../shared', join(dir, 'node_modules/twice-b'));
    await mkdir(join(dir, 'dist'), { recursive: true });
    return dir;
  }

  proves('/guides/build-performance/#keep-resolving-cheap', "resolve.symlinks: false breaks pnpm's linked layout and bundles a package reached through two links twice", async () => {
    const config = { mode: 'development' as const, devtool: false as const, entry: './src/index.js' };
    const linked = await build(await pnpmLayout('symlinks-default'), {}, config);
    expect(linked.errors).toEqual([]);
    const linkedMain = await linked.read('main.js');
    expect(linkedMain).toContain('./node_modules/.pnpm/ms@2.1.3/node_modules/ms/index.js');
    // A development bundle opens each module definition with `/***/ "<id>"`: one for the shared package.
    expect(linkedMain.match(/\/\*\*\*\/ "\.\/shared\/index\.js"/g)).toHaveLength(1);
    expect(linkedMain).not.toContain('node_modules/twice-a/index.js');
    const kept = await build(await pnpmLayout('symlinks-false'), {}, { ...config, resolve: { symlinks: false } });
    expect(kept.errors.join('\n')).toContain("Can't resolve 'ms'");
    const keptMain = await kept.read('main.js');
    expect(keptMain).toContain('/***/ "./node_modules/twice-a/index.js"');
    expect(keptMain).toContain('/***/ "./node_modules/twice-b/index.js"');
    expect(keptMain).not.toContain('./shared/index.js');
  });

  proves('/guides/build-performance/#production-builds', "an own minimizer runs on the JavaScript only in front of '...', and without '...' native CSS is no longer minified", async () => {
    // A stand-in for swcMinify that marks what it minified.
    const own = () => new MinimizerPlugin({ minify: async (input: Record<string, string>) => ({ code: '/*OWN*/' + Object.values(input)[0] }), parallel: false } as never);
    const files = { 'src/index.js': "import './a.css';\nconsole.log('hi');\n", 'src/a.css': '.a {\n  color: red;\n}\n\n.b {\n  color: blue;\n}\n' };
    const minified = '.a{color:red}.b{color:blue}';
    const after = await build(await projectDir('minimizer-after'), files, { entry: './src/index.js', optimization: { minimizer: ['...', own()] } });
    expect(await after.read('main.js')).not.toContain('/*OWN*/');
    expect((await after.read('main.css')).trim()).toBe(minified);
    const before = await build(await projectDir('minimizer-before'), files, { entry: './src/index.js', optimization: { minimizer: [own(), '...'] } });
    expect(await before.read('main.js')).toMatch(/^\/\*OWN\*\//);
    expect((await before.read('main.css')).trim()).toBe(minified);
    const alone = await build(await projectDir('minimizer-alone'), files, { entry: './src/index.js', optimization: { minimizer: [own()] } });
    expect(await alone.read('main.js')).toMatch(/^\/\*OWN\*\//);
    expect(await alone.read('main.css')).toContain('.a {\n  color: red;\n}');
  });

  proves('/guides/build-performance/#turn-on-the-persistent-cache', "the filesystem cache defaults to node_modules/.cache/webpack beside the nearest package.json, and to .yarn/.cache/webpack under Yarn Plug'n'Play", async () => {
    // Jest runs in the repository root, which holds a package.json.
    const { cache } = effectiveOptions({ mode: 'production', cache: { type: 'filesystem' } });
    expect(cache && typeof cache === 'object' && 'cacheDirectory' in cache ? cache.cacheDirectory : undefined).toBe(resolve(process.cwd(), 'node_modules/.cache/webpack'));
    const source = await webpackSource('lib/config/defaults.js', 'F(cache, "cacheDirectory"', 26);
    expect(source).toContain('process.versions.pnp === "3"');
    expect(source).toContain('return path.resolve(dir, ".yarn/.cache/webpack");');
  });

  proves('/guides/build-performance/#compile-only-what-you-open', "a lazily compiled import() resolves only through module.hot: without HMR it stays pending and the client logs that it waits", async () => {
    // The proxy module of a not yet compiled import(): its promise is resolved only by the
    // next version of the proxy, handed over through module.hot.data.
    const proxy = await webpackSource('lib/hmr/LazyCompilationPlugin.js', 'module.exports = new Promise(function(resolve, reject) { resolveSelf = resolve; onError = reject; });', 9);
    expect(proxy).toContain('"if (module.hot) {"');
    expect(proxy).toContain('module.hot.data.resolveSelf(module.exports);');
    expect(proxy).toContain('data.resolveSelf = resolveSelf;');
    // The browser client says so when the page has no HMR.
    const client = await webpackSource('hot/lazy-compilation-web.js', 'if (!options.active && !options.module.hot)', 4);
    expect(client).toContain('Hot Module Replacement is not enabled. Waiting for process restart...');
    // The request from the page starts a rebuild, and only in watch mode.
    const backend = await webpackSource('lib/hmr/lazyCompilationBackend.js', 'let moduleActivated = false;', 12);
    expect(backend).toContain('if (moduleActivated && compiler.watching) compiler.watching.invalidate();');
  });
});
