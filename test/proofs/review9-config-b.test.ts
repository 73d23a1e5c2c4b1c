// Proofs of the statements checked in the ninth review of the resolve, externals, stats and
// other-options pages (docs/audit/configuration.md, "Ninth round (dev-server, other-options, stats,
// resolve, externals)").
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import { get, whileListening } from './devServerRequest';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, runScript, writeFiles } from './proof';

/** The one emitted JavaScript file of a build (main.js, or main.mjs for ES module output). */
async function mainCode(built: { files: string[]; read(file: string): Promise<string> }): Promise<string> {
  const file = built.files.find((f) => /^main\.m?js$/.test(f));
  if (!file) throw new Error(`no main file among ${built.files.join(', ')}`);
  return built.read(file);
}

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolvecachewithcontext', 'the unsafe cache always keys by the folder resolved from; true adds the importing module, false shares one entry per folder and still resolves each folder to its own copy', async () => {
    const files = {
      'src/index.js': "import './a/one.js';\nimport './a/two.js';\nimport './b/three.js';\n",
      'src/a/one.js': "import v from 'lib';\nconsole.log('one', v);\n",
      'src/a/two.js': "import v from 'lib';\nconsole.log('two', v);\n",
      'src/b/three.js': "import v from 'lib';\nconsole.log('three', v);\n",
      'src/a/node_modules/lib/index.js': "export default 'LIB-A';\n",
      'src/b/node_modules/lib/index.js': "export default 'LIB-B';\n",
    };
    const entriesFor = async (cacheWithContext: boolean) => {
      const store: Record<string, unknown> = {};
      const built = await buildUnminified(await projectDir(`cache-with-context-${cacheWithContext}`), files, { mode: 'none', resolve: { unsafeCache: store, cacheWithContext } });
      expect(built.errors).toEqual([]);
      expect(runScript(join(built.dir, 'dist', 'main.js'))).toBe('one LIB-A\ntwo LIB-A\nthree LIB-B');
      return Object.keys(store)
        .map((key) => JSON.parse(key) as { request: string; path: string; context: unknown })
        .filter((key) => key.request === 'lib');
    };
    const withContext = await entriesFor(true);
    expect(withContext).toHaveLength(3);
    expect(withContext.map((key) => (key.context as { issuer: string }).issuer.split('/').pop()).sort()).toEqual(['one.js', 'three.js', 'two.js']);
    const withoutContext = await entriesFor(false);
    expect(withoutContext).toHaveLength(2);
    expect(withoutContext.map((key) => key.path.split('/').slice(-2).join('/')).sort()).toEqual(['src/a', 'src/b']);
  });

  proves('/configuration/resolve/#resolvecachepredicate', 'a request the predicate turns down is resolved but not kept in the unsafe cache', async () => {
    const store: Record<string, unknown> = {};
    const built = await buildUnminified(
      await projectDir('cache-predicate'),
      { 'src/index.js': "import a from './generated/a.js';\nimport b from './b.js';\nconsole.log(a, b);\n", 'src/generated/a.js': 'export default 1;\n', 'src/b.js': 'export default 2;\n' },
      { mode: 'none', resolve: { unsafeCache: store, cachePredicate: ({ request }: { request?: string }) => !String(request).includes('/generated/') } },
    );
    expect(built.errors).toEqual([]);
    const requests = Object.keys(store).map((key) => (JSON.parse(key) as { request: string }).request);
    expect(requests.some((request) => request.includes('b.js'))).toBe(true);
    expect(requests.some((request) => request.includes('/generated/'))).toBe(false);
  });

  proves('/configuration/resolve/#resolveimportsfields', "the imports map of package.json resolves a # specifier", async () => {
    const built = await buildUnminified(
      await projectDir('imports-field'),
      { 'package.json': '{ "name": "app", "imports": { "#config": "./src/config.js" } }\n', 'src/index.js': "import config from '#config';\nconsole.log(config);\n", 'src/config.js': "export default 'CONFIG';\n" },
      { mode: 'none' },
    );
    expect(built.errors).toEqual([]);
    expect(runScript(join(built.dir, 'dist', 'main.js'))).toBe('CONFIG');
  });

  proves('/configuration/resolve/#resolveloader', 'resolveLoader.modules finds a loader in a folder of the project by its bare name', async () => {
    const dir = await projectDir('resolve-loader');
    const built = await buildUnminified(
      dir,
      { 'src/index.js': "import text from './a.txt';\nconsole.log(text);\n", 'src/a.txt': 'hello', 'loaders/uppercase-loader.js': 'module.exports = function (source) { return `export default ${JSON.stringify(source.toUpperCase())};`; };\n' },
      { mode: 'none', resolveLoader: { modules: ['node_modules', join(dir, 'loaders')] }, module: { rules: [{ test: /\.txt$/, use: 'uppercase-loader' }] } },
    );
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist', 'main.js'))).toBe('HELLO');
    expect(effectiveOptions({ mode: 'development' }).resolveLoader).toMatchObject({ conditionNames: ['loader', 'require', 'node'], mainFields: ['loader', 'main'], extensions: ['.js'], mainFiles: ['index'], exportsFields: ['exports'] });
  });
});

describe('/configuration/externals/', () => {
  proves('/configuration/externals/#externalstypecommonjs', 'in ES module output a Node.js target (externalsPresets.node) loads commonjs externals through createRequire; a web target writes a bare require that fails', async () => {
    const files = { 'src/index.js': "import value from 'lib';\nconsole.log(value);\n", 'node_modules/lib/index.js': "module.exports = 'LIB';\n" };
    for (const type of ['commonjs', 'commonjs2'] as const) {
      const node = await buildUnminified(await projectDir(`cjs-esm-node-${type}`), files, { mode: 'none', target: 'node', output: { module: true }, externalsType: type, externals: { lib: 'lib' } });
      expect(effectiveOptions({ target: 'node' }).externalsPresets.node).toBe(true);
      const code = await mainCode(node);
      expect(code).toContain('import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "node:module";');
      expect(code).toContain('module.exports = __WEBPACK_EXTERNAL_createRequire_require("lib");');
      expect(runScript(join(node.dir, 'dist', 'main.mjs'))).toBe('LIB');
    }
    const web = await buildUnminified(await projectDir('cjs-esm-web'), files, { mode: 'none', target: 'web', output: { module: true }, externalsType: 'commonjs', externals: { lib: 'lib' } });
    const code = await mainCode(web);
    expect(code).toContain('module.exports = require("lib");');
    expect(code).not.toContain('createRequire');
    expect(runScript(join(web.dir, 'dist', 'main.mjs'))).toMatch(/^THROWS ReferenceError: require is not defined/);
  });

  proves('/configuration/externals/#externalstypenode-commonjs', 'on a Node.js target with ES module output, commonjs gives the same code as node-commonjs', async () => {
    const files = { 'src/index.js': "import value from 'lib';\nconsole.log(value);\n" };
    const codeFor = async (type: 'commonjs' | 'node-commonjs') =>
      mainCode(await buildUnminified(await projectDir(`same-as-node-cjs-${type}`), files, { mode: 'none', target: 'node', output: { module: true }, externalsType: type, externals: { lib: 'lib' } }));
    expect(await codeFor('commonjs')).toBe(await codeFor('node-commonjs'));
  });

  proves('/configuration/externals/#externalstypeumd', 'without a UMD library the module reads a variable nothing declares, and the bundle throws a ReferenceError', async () => {
    const built = await buildUnminified(await projectDir('umd-no-wrapper'), { 'src/index.js': "import x from 'lib';\nconsole.log(x);\n" }, { mode: 'none', externalsType: 'umd', externals: { lib: 'lib' } });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('module.exports = __WEBPACK_EXTERNAL_MODULE__1__;');
    expect(runScript(join(built.dir, 'dist', 'main.js'))).toMatch(/^THROWS ReferenceError: __WEBPACK_EXTERNAL_MODULE__1__ is not defined/);
  });

  proves('/configuration/externals/#other-types', 'assign reads the variable exactly like var; commonjs-module and commonjs-static write the require() of commonjs', async () => {
    const codeFor = async (externalsType: 'assign' | 'var' | 'commonjs' | 'commonjs-module' | 'commonjs-static') =>
      (await buildUnminified(await projectDir(`other-type-${externalsType}`), { 'src/index.js': "import x from 'lib';\nconsole.log(x);\n" }, { mode: 'none', externalsType, externals: { lib: 'lib' } })).read('main.js');
    const assign = await codeFor('assign');
    expect(assign).toContain('module.exports = lib;');
    expect(assign).toBe(await codeFor('var'));
    const commonjs = await codeFor('commonjs');
    expect(commonjs).toContain('module.exports = require("lib");');
    expect(await codeFor('commonjs-module')).toBe(commonjs);
    expect(await codeFor('commonjs-static')).toBe(commonjs);
  });

  proves('/configuration/externals/#regexp', 'the expression is tested against the request as written, ./utils included', async () => {
    const built = await buildUnminified(
      await projectDir('regexp-request'),
      { 'src/index.js': "import u from './utils';\nconsole.log(u);\n", 'src/utils.js': 'export default 1;\n' },
      { mode: 'none', externalsType: 'commonjs', externals: [/^\.\/utils$/] },
    );
    const code = await built.read('main.js');
    expect(code).toContain('module.exports = require("./utils");');
    expect(code).not.toContain('export default 1');
  });

  proves('/configuration/externals/#options-of-an-external', 'byLayer makes a request external only for modules of that layer', async () => {
    const built = await buildUnminified(
      await projectDir('by-layer'),
      { 'src/server.js': "import fs from 'node:fs';\nconsole.log(typeof fs);\n", 'src/client.js': "import fs from 'node:fs';\nconsole.log(typeof fs);\n" },
      {
        mode: 'none',
        target: 'web',
        entry: { server: { import: './src/server.js', layer: 'server' }, client: './src/client.js' },
        // The page's object mixes byLayer with a request key, which webpack's TypeScript types cannot express.
        externals: { react: { external: 'React', sideEffects: false }, byLayer: { server: { 'node:fs': 'commonjs node:fs' } } } as unknown as webpack.Configuration['externals'],
      },
    );
    expect(await built.read('server.js')).toContain('module.exports = require("node:fs");');
    expect(await built.read('client.js')).not.toContain('require("node:fs")');
    expect(built.errors.some((error) => error.includes('node:fs'))).toBe(true);
  });

  proves('/configuration/externals/#externalspresetsweb', 'URLs in CSS url() and @import, and # fragments, are left as written; without the preset they fail', async () => {
    const files = {
      'src/index.js': "import './a.css';\n",
      'src/a.css': "@import url('https://cdn.example.test/base.css');\n.a { background: url(https://cdn.example.test/y.png); }\n.b { filter: url(#blur); }\n.c { background: url(//cdn.example.test/z.png); }\n",
    };
    const web = await buildUnminified(await projectDir('web-preset-css'), files, { mode: 'none', target: 'web' });
    expect(web.errors).toEqual([]);
    const css = await web.read('main.css');
    for (const kept of ['@import url("https://cdn.example.test/base.css");', 'url(https://cdn.example.test/y.png)', 'url(#blur)', 'url(//cdn.example.test/z.png)']) expect(css).toContain(kept);
    const off = await buildUnminified(await projectDir('web-preset-css-off'), files, { mode: 'none', target: 'web', externalsPresets: { web: false } });
    expect(off.errors.length).toBeGreaterThanOrEqual(4);
    expect(off.errors.some((error) => error.includes("Can't resolve '#blur'"))).toBe(true);
  });
});

describe('/configuration/stats/', () => {
  proves('/configuration/stats/#statspreset', "preset: false and preset: true keep the normal defaults; only stats: false or preset: 'none' print nothing", async () => {
    const dir = await projectDir('stats-preset-boolean');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const stats = await runOnce(webpack({ mode: 'none', context: dir, output: { path: join(dir, 'dist') }, stats: { preset: false } }));
    expect(effectiveOptions({ stats: { preset: false } }).stats).toEqual({ preset: false });
    const normal = stats.toString('normal');
    expect(normal).toContain('asset main.js');
    expect(stats.toString({ preset: false })).toBe(normal);
    expect(stats.toString({ preset: true })).toBe(normal);
    expect(stats.toString({ preset: 'none' })).toBe('');
    expect(stats.toString(false)).toBe('');
  });
});

describe('/configuration/other-options/', () => {
  const pkg = (text: string, version = '1.0.0') => ({
    'node_modules/pkg/package.json': `{ "name": "pkg", "version": "${version}", "main": "index.js" }\n`,
    'node_modules/pkg/index.js': `module.exports = '${text}';\n`,
  });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1100));
  /** Builds with a filesystem cache and the given snapshot options; the PKG marker in the output. */
  const cachedBuild = async (dir: string, name: string, snapshot: webpack.Configuration['snapshot']): Promise<string> => {
    const compiler = webpack({ mode: 'development', devtool: false, context: dir, output: { path: join(dir, 'dist') }, cache: { type: 'filesystem', cacheDirectory: join(dir, '.cache'), name }, snapshot });
    await runOnce(compiler);
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    return /PKG\d/.exec(await readFile(join(dir, 'dist', 'main.js'), 'utf8'))?.[0] ?? 'none';
  };
  /** The marker after a first build, after an edit without a new version, and after a new version. */
  const threeBuilds = async (label: string, snapshot: (dir: string) => webpack.Configuration['snapshot']): Promise<string[]> => {
    const dir = await projectDir(label);
    await writeFiles(dir, { 'src/index.js': "import value from 'pkg';\nconsole.log(value);\n", ...pkg('PKG1') });
    const seen = [await cachedBuild(dir, label, snapshot(dir))];
    await pause();
    await writeFiles(dir, pkg('PKG2'));
    seen.push(await cachedBuild(dir, label, snapshot(dir)));
    await pause();
    await writeFiles(dir, pkg('PKG3', '1.0.1'));
    seen.push(await cachedBuild(dir, label, snapshot(dir)));
    return seen;
  };

  proves('/configuration/other-options/#snapshotunmanagedpaths', 'a package listed in unmanagedPaths is checked file by file inside a managed node_modules', async () => {
    expect(await threeBuilds('managed-only', (dir) => ({ managedPaths: [join(dir, 'node_modules') + '/'] }))).toEqual(['PKG1', 'PKG1', 'PKG3']);
    expect(await threeBuilds('unmanaged', (dir) => ({ managedPaths: [join(dir, 'node_modules') + '/'], unmanagedPaths: [join(dir, 'node_modules', 'pkg')] }))).toEqual(['PKG1', 'PKG2', 'PKG3']);
  });

  proves('/configuration/other-options/#snapshotimmutablepaths', 'files in an immutable path are not checked at all: neither an edit nor a new version is seen', async () => {
    expect(effectiveOptions({ mode: 'development' }).snapshot.immutablePaths).toEqual([]);
    expect(await threeBuilds('immutable', (dir) => ({ managedPaths: [], immutablePaths: [join(dir, 'node_modules') + '/'] }))).toEqual(['PKG1', 'PKG1', 'PKG1']);
  });
});

describe('/configuration/dev-server/', () => {
  /** Runs `webpack serve` on configurations a and b (devServer on those named), checks the servers it starts, and stops it. */
  async function serveArray(label: string, withDevServer: string[], check: (ports: number[]) => Promise<void>): Promise<void> {
    const dir = await projectDir(label);
    const devServer = "{ host: '127.0.0.1', static: false, hot: false, liveReload: false, onListening(server) { console.log('LISTENING=' + server.server.address().port); } }";
    await writeFiles(dir, {
      'src/a.js': "console.log('a');\n",
      'src/b.js': "console.log('b');\n",
      'webpack.config.js': `const withDevServer = ${JSON.stringify(withDevServer)};
module.exports = ['a', 'b'].map((name) => ({ name, mode: 'development', entry: './src/' + name + '.js', output: { filename: name + '.js' }, stats: 'none', infrastructureLogging: { level: 'warn' }, ...(withDevServer.includes(name) ? { devServer: ${devServer} } : {}) }));\n`,
    });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    // A base port of its own, so that the automatic search starts away from other servers.
    const basePort = 41000 + Math.floor(Math.random() * 8000);
    const child = spawn(process.execPath, [cli, 'serve'], { cwd: dir, env: { ...process.env, WEBPACK_DEV_SERVER_BASE_PORT: String(basePort) } });
    const exited = new Promise<void>((resolveExit) => child.on('exit', () => resolveExit()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    try {
      const ports = await new Promise<number[]>((resolvePorts, reject) => {
        let output = '';
        const seen = () => [...output.matchAll(/LISTENING=(\d+)/g)].map((match) => Number(match[1]));
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (seen().length === withDevServer.length) resolvePorts(seen());
        });
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', () => reject(new Error(`webpack serve exited: ${output}`)));
      });
      await check(ports);
    } finally {
      child.kill('SIGINT');
      await exited;
      clearTimeout(timer);
    }
  }
  const status = async (port: number, file: string) => (await get(port, `/${file}`)).status;

  proves('/configuration/dev-server/#running-the-dev-server', 'webpack serve starts a server on its own port for each configuration with devServer, but only the last one started serves the bundles, those of every configuration', async () => {
    await serveArray('serve-array-both', ['a', 'b'], async (ports) => {
      expect(new Set(ports).size).toBe(2);
      const [first, last] = ports as [number, number];
      expect([await status(last, 'a.js'), await status(last, 'b.js')]).toEqual([200, 200]);
      expect([await status(first, 'a.js'), await status(first, 'b.js')]).toEqual([404, 404]);
    });
  });

  proves('/configuration/dev-server/#running-the-dev-server', 'with devServer in one configuration of the array, its one server serves the bundles of all of them', async () => {
    await serveArray('serve-array-one', ['a'], async (ports) => {
      const port = ports[0] as number;
      expect([await status(port, 'a.js'), await status(port, 'b.js')]).toEqual([200, 200]);
    });
  });
  proves('/configuration/dev-server/#devserverstatic', 'a bundle wins over a static file with the same URL, a folder without index.html is listed, and static: false serves only the bundle', async () => {
    const dir = await projectDir('static-precedence');
    await writeFiles(dir, { 'src/index.js': "console.log('BUNDLE');\n", 'public/main.js': "console.log('STATIC');\n", 'public/docs/notes.txt': 'notes\n' });
    const withServer = async (staticOption: Server.Configuration['static'], check: (port: number) => Promise<void>) => {
      const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
      const server = new Server({ port: 0, host: '127.0.0.1', hot: false, liveReload: false, devMiddleware: { stats: 'none' }, static: staticOption }, compiler);
      await whileListening(server, check);
    };
    await withServer({ directory: join(dir, 'public'), watch: false }, async (port) => {
      const main = await get(port, '/main.js');
      expect(main.body).toContain("console.log('BUNDLE')");
      expect(main.body).not.toContain('STATIC');
      const listing = await get(port, '/docs/');
      expect(listing.status).toBe(200);
      expect(listing.body).toContain('notes.txt');
    });
    await withServer(false, async (port) => {
      expect((await get(port, '/main.js')).status).toBe(200);
      expect((await get(port, '/docs/notes.txt')).status).toBe(404);
    });
  });
});
