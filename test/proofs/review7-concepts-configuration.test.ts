// Proofs of the behaviour statements checked in the seventh review of the concepts pages and of the
// configuration pages dev-server, watch, mode, externals, entry-context, performance, node, index,
// configuration-types, configuration-languages and plugins (docs/audit/concepts.md,
// docs/audit/configuration.md).
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

const importLib = { 'src/index.js': "import x from 'lib';\nconsole.log(x);\n" };

// A loader that appends its name to the module's code, so the output shows which loaders ran.
const tagLoader = (name: string) => `module.exports = function (source) { return source + '\\n// loader:${name}'; };\n`;

describe('externals page', () => {
  proves('/configuration/externals/#externalstypeglobal', 'the global type reads the object output.globalObject names: self for web, global for node', async () => {
    const web = await buildUnminified(await projectDir('ext-global-web'), importLib, {
      mode: 'none',
      entry: './src/index.js',
      externalsType: 'global',
      externals: { lib: 'lib' },
    });
    expect(await web.read('main.js')).toContain('module.exports = self["lib"];');
    const node = await buildUnminified(await projectDir('ext-global-node'), importLib, {
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      externalsType: 'global',
      externals: { lib: 'lib' },
    });
    expect(await node.read('main.js')).toContain('module.exports = global["lib"];');
  });

  proves('/configuration/externals/#externalstypeamd', 'without an AMD wrapper the module reads a variable named after its module id', async () => {
    const none = await buildUnminified(await projectDir('ext-amd-none'), importLib, {
      mode: 'none',
      entry: './src/index.js',
      externalsType: 'amd',
      externals: { lib: 'lib' },
    });
    expect(none.errors).toEqual([]);
    const noneCode = await none.read('main.js');
    expect(noneCode).toContain('module.exports = __WEBPACK_EXTERNAL_MODULE__1__;');
    expect(noneCode).not.toContain('define(');
    const dev = await buildUnminified(await projectDir('ext-amd-dev'), importLib, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      externalsType: 'amd',
      externals: { lib: 'lib' },
    });
    expect(await dev.read('main.js')).toContain('module.exports = __WEBPACK_EXTERNAL_MODULE_lib__;');
  });

  proves('/configuration/externals/#externalstypethis', 'the this type reads a property of this inside a sloppy function', async () => {
    const built = await buildUnminified(await projectDir('ext-this'), importLib, {
      mode: 'none',
      entry: './src/index.js',
      externalsType: 'this',
      externals: { lib: 'lib' },
    });
    expect(await built.read('main.js')).toContain('module.exports = (function() { return this["lib"]; }());');
  });
});

describe('plugins pages', () => {
  proves('/concepts/plugins/#anatomy-of-a-plugin', 'a plain function in plugins is called with the compiler as this and as its argument', async () => {
    const seen: unknown[] = [];
    const built = await buildUnminified(await projectDir('plugin-function'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [
        function functionPlugin(this: webpack.Compiler, compiler: webpack.Compiler) {
          seen.push(this === compiler, compiler instanceof webpack.Compiler);
        },
      ],
    });
    expect(built.errors).toEqual([]);
    expect(seen).toEqual([true, true]);
  });

  proves('/concepts/plugins/#order-and-interaction', 'two plugins tapping the same synchronous hook run in the order of the array', async () => {
    const order: string[] = [];
    const tapper = (name: string) => ({
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap(name, () => {
          order.push(name);
        });
      },
    });
    await buildUnminified(await projectDir('plugin-order'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [tapper('second-named-first'), tapper('first-named-second')],
    });
    expect(order).toEqual(['second-named-first', 'first-named-second']);
  });
});

describe('loaders concepts page', () => {
  const loaderFiles = {
    'loaders/pre.js': tagLoader('pre'),
    'loaders/normal.js': tagLoader('normal'),
    'loaders/post.js': tagLoader('post'),
    'loaders/inline.js': tagLoader('inline'),
  };
  const rules = (dir: string): webpack.RuleSetRule[] => [
    { test: /data\.js$/, enforce: 'pre', use: `${dir}/loaders/pre.js` },
    { test: /data\.js$/, use: `${dir}/loaders/normal.js` },
    { test: /data\.js$/, enforce: 'post', use: `${dir}/loaders/post.js` },
  ];
  // The tags in the module whose id ends with `./src/<file>` (development's named ids).
  const loadersIn = (code: string, file: string) => {
    const module = code.split('\n/***/ "').find((part) => part.startsWith(`./src/${file}`) || part.includes(`!./src/${file}`));
    return module?.match(/loader:\w+/g) ?? [];
  };

  proves('/concepts/loaders/#inline-loaders', '! skips normal loaders, -! pre and normal ones, !! all configured loaders', async () => {
    const dir = await projectDir('loader-prefixes');
    const inline = `${dir}/loaders/inline.js`;
    const built = await buildUnminified(dir, {
      ...loaderFiles,
      'src/data.js': 'export default 1;\n',
      'src/a.js': 'export default 2;\n',
      'src/index.js': [
        "import plain from './data.js';",
        `import bang from '!${inline}!./data.js?bang';`,
        `import dash from '-!${inline}!./data.js?dash';`,
        `import both from '!!${inline}!./data.js?both';`,
        'console.log(plain, bang, dash, both);',
        '',
      ].join('\n'),
    }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: { rules: rules(dir) },
    });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    // Normal order: post runs last, so its tag is appended last.
    expect(loadersIn(code, 'data.js"')).toEqual(['loader:pre', 'loader:normal', 'loader:post']);
    expect(loadersIn(code, 'data.js?bang')).toEqual(['loader:pre', 'loader:inline', 'loader:post']);
    expect(loadersIn(code, 'data.js?dash')).toEqual(['loader:inline', 'loader:post']);
    expect(loadersIn(code, 'data.js?both')).toEqual(['loader:inline']);
  });

  proves('/concepts/loaders/#installing-and-configuring', 'falsy entries in use are skipped and a function entry receives the module', async () => {
    const dir = await projectDir('loader-falsy-use');
    const resources: string[] = [];
    const built = await buildUnminified(dir, { ...loaderFiles, 'src/data.js': 'export default 1;\n', 'src/index.js': "import d from './data.js';\nconsole.log(d);\n" }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: {
        rules: [
          { test: /data\.js$/, use: [false, '', null, `${dir}/loaders/normal.js`] as webpack.RuleSetUseItem[] },
          {
            test: /data\.js$/,
            use: (info: Parameters<webpack.RuleSetUseFunction>[0]) => {
              resources.push(info.resource ?? '');
              return [`${dir}/loaders/inline.js`];
            },
          },
        ],
      },
    });
    expect(built.errors).toEqual([]);
    expect(loadersIn(await built.read('main.js'), 'data.js"')).toEqual(['loader:inline', 'loader:normal']);
    expect(resources.some((r) => r.endsWith('data.js'))).toBe(true);
  });
});

describe('targets concepts page', () => {
  proves('/concepts/targets/#default-target', 'a browserslist file in a folder above context, or the BROWSERSLIST variable, makes the default target browserslist', async () => {
    const dir = await projectDir('browserslist-above');
    await writeFiles(dir, { browserslist: 'chrome 100\n', 'app/package.json': '{ "name": "app" }\n' });
    expect(effectiveOptions({ context: `${dir}/app` }).target).toBe('browserslist');
    const bare = await projectDir('browserslist-env');
    await writeFiles(bare, { 'package.json': '{ "name": "bare" }\n' });
    const saved = process.env.BROWSERSLIST;
    delete process.env.BROWSERSLIST;
    try {
      expect(effectiveOptions({ context: bare }).target).toBe('web');
      process.env.BROWSERSLIST = 'chrome 100';
      expect(effectiveOptions({ context: bare }).target).toBe('browserslist');
    } finally {
      if (saved === undefined) delete process.env.BROWSERSLIST;
      else process.env.BROWSERSLIST = saved;
    }
  });
});

describe('manifest concepts page', () => {
  proves('/concepts/manifest/#an-asset-manifest-for-your-server', 'hashes are 20 characters long by default and 16 with futureDefaults', async () => {
    expect(effectiveOptions({ mode: 'production' }).output.hashDigestLength).toBe(20);
    expect(effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).output.hashDigestLength).toBe(16);
    const built = await buildUnminified(await projectDir('hash-length'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'production',
      entry: './src/index.js',
      output: { filename: '[name].[contenthash].js' },
    });
    expect(built.files).toEqual([expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/)]);
  });
});

describe('under-the-hood page', () => {
  proves('/concepts/under-the-hood/#phase-2-sealing-and-chunking', 'a node_modules module used by a single lazy chunk still moves into a vendors chunk of its own', async () => {
    const built = await buildUnminified(await projectDir('vendor-unshared'), {
      'node_modules/biglib/package.json': '{ "name": "biglib", "main": "index.js" }\n',
      'node_modules/biglib/index.js': `module.exports = function () { return ${JSON.stringify('x'.repeat(30000))}; };\n`,
      'src/lazy.js': `import lib from 'biglib';\nexport const own = ${JSON.stringify('y'.repeat(25000))};\nexport default () => lib() + own;\n`,
      'src/index.js': "import('./lazy').then((m) => console.log(m.default()));\n",
    }, { mode: 'production', entry: './src/index.js' });
    expect(built.errors).toEqual([]);
    const chunks = built.files.filter((f) => f !== 'main.js');
    expect(chunks).toHaveLength(2);
    const texts = await Promise.all(chunks.map((f) => built.read(f)));
    expect(texts.filter((t) => t.includes('x'.repeat(30000)) && !t.includes('y'.repeat(25000)))).toHaveLength(1);
  });
});

describe('built-in TypeScript with futureDefaults', () => {
  proves('/concepts/module-resolution/#from-a-path-to-a-file', 'futureDefaults puts .html and .ts in front of the import extensions and .ts in front of the require ones', async () => {
    const future = effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).resolve.byDependency as Record<string, { extensions: string[] }>;
    expect(future.esm?.extensions).toEqual(['.html', '.ts', '.js', '.json', '.wasm', '.css']);
    expect(future.commonjs?.extensions).toEqual(['.ts', '.js', '.json', '.wasm']);
    const tsOnly = effectiveOptions({ mode: 'production', experiments: { typescript: true } }).resolve.byDependency as Record<string, { extensions: string[] }>;
    expect(tsOnly.esm?.extensions).toEqual(['.ts', '.js', '.json', '.wasm', '.html', '.css']);
  });

  proves('/concepts/loaders/#installing-and-configuring', 'with futureDefaults a .ts module is handled by the built-in support, which needs module.stripTypeScriptTypes', async () => {
    const dir = await projectDir('ts-future-defaults');
    const files = { 'src/index.js': "import { f } from './util';\nconsole.log(f(1));\n", 'src/util.ts': 'export const f = (x: number): number => x + 1;\n' };
    const built = await buildUnminified(dir, files, { mode: 'development', devtool: false, experiments: { futureDefaults: true }, entry: './src/index.js' });
    if (typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function') {
      expect(built.errors).toEqual([]);
      expect(await built.read('main.mjs')).toContain('x + 1');
    } else {
      expect(built.errors.join('\n')).toContain('experiments.typescript requires Node.js >= 22.6');
    }
  });
});

describe('configuration index page', () => {
  proves('/configuration/#how-a-configuration-file-works', 'validate defaults to false only in production with futureDefaults, and then a misspelt option builds', async () => {
    expect(effectiveOptions({ mode: 'production', experiments: { futureDefaults: true } }).validate).toBe(false);
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).validate).toBe(true);
    expect(effectiveOptions({ mode: 'production' }).validate).toBe(true);
    expect(validationLine({ mode: 'production', outptu: {} })).toContain("has an unknown property 'outptu'");
    const built = await buildUnminified(await projectDir('validate-off'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'production',
      experiments: { futureDefaults: true },
      entry: './src/index.js',
      ...({ outptu: { filename: 'x.js' } } as object),
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.mjs']);
  });

  proves('/configuration/#an-annotated-overview', "target 'browserslist' stops the build when the project has no browserslist configuration", async () => {
    const dir = await projectDir('browserslist-missing');
    await writeFiles(dir, { 'package.json': '{ "name": "no-browserslist" }\n', 'src/index.js': 'console.log(1);\n' });
    await expect(build(dir, {}, { mode: 'production', target: 'browserslist', entry: './src/index.js' })).rejects.toThrow(
      "No browserslist config found to handle the 'browserslist' target.",
    );
  });
});

describe('mode page', () => {
  proves('/configuration/mode/#mode', 'webpack-cli takes the mode from NODE_ENV when neither the file nor the command line sets one', async () => {
    const { execFile } = require('node:child_process') as typeof import('node:child_process');
    const dir = await projectDir('mode-from-node-env');
    await writeFiles(dir, {
      'package.json': '{ "name": "mode-from-node-env" }\n',
      'src/index.js': 'console.log("app");\n',
      'webpack.config.js': "module.exports = (env, argv) => { console.log('argv.mode=' + argv.mode); return { entry: './src/index.js' }; };\n",
    });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const run = (nodeEnv: string | undefined) =>
      new Promise<string>((resolve, reject) => {
        const env = { ...process.env };
        delete env.NODE_ENV;
        if (nodeEnv) env.NODE_ENV = nodeEnv;
        execFile(process.execPath, [cli], { cwd: dir, env }, (error, stdout, stderr) => (error ? reject(error) : resolve(stdout + stderr)));
      });
    const fromEnv = await run('development');
    expect(fromEnv).toContain('argv.mode=undefined');
    expect(fromEnv).not.toContain("The 'mode' option has not been set");
    expect(await readFile(`${dir}/dist/main.js`, 'utf8')).toContain('eval(');
    const without = await run(undefined);
    expect(without).toContain("The 'mode' option has not been set");
    expect(await readFile(`${dir}/dist/main.js`, 'utf8')).not.toContain('eval(');
  });
});

describe('watch page', () => {
  proves('/configuration/watch/#watchoptionsaggregatetimeout', 'webpack passes 20 ms to the watcher when aggregateTimeout is not set', async () => {
    const source = await webpackSource('lib/watch/Watching.js', 'if (typeof this.watchOptions.aggregateTimeout !== "number")', 3);
    expect(source).toContain('this.watchOptions.aggregateTimeout = 20;');
    expect(effectiveOptions({ mode: 'development' }).watchOptions).toEqual({});
  });
});

describe('watch page, managed paths', () => {
  proves('/configuration/watch/#watchoptionsignored', "the managed path is webpack's own node_modules folder, and every node_modules folder with futureDefaults", async () => {
    const own = require.resolve('webpack/package.json').replace(/webpack[\\/]package\.json$/, '');
    expect(effectiveOptions({ mode: 'development' }).snapshot.managedPaths).toEqual([own]);
    const future = effectiveOptions({ mode: 'development', experiments: { futureDefaults: true } }).snapshot.managedPaths as RegExp[];
    expect(future).toHaveLength(1);
    expect(future[0]?.test('/somewhere/else/packages/app/node_modules/lib/index.js')).toBe(true);
  });
});

describe('dev-server page', () => {
  proves('/configuration/dev-server/#devserverwebsocketserver', 'the dev server answers on port 0 with its ws server on /ws and serves the bundle from memory', async () => {
    const Server = require('webpack-dev-server');
    const dir = await projectDir('dev-server-memory');
    await writeFiles(dir, { 'src/index.js': 'console.log("from memory");\n' });
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: `${dir}/dist` }, infrastructureLogging: { level: 'none' } });
    const server = new Server({ port: 0, host: '127.0.0.1', static: false, hot: false, liveReload: false, setupExitSignals: false }, compiler);
    await server.start();
    try {
      const port = (server.server.address() as AddressInfo).port;
      const bundle = await fetch(`http://127.0.0.1:${port}/main.js`);
      expect(bundle.status).toBe(200);
      expect(await bundle.text()).toContain('from memory');
      expect(server.options.webSocketServer).toEqual({ type: 'ws', options: { path: '/ws' } });
      const { readdir } = require('node:fs/promises');
      await expect(readdir(`${dir}/dist`)).rejects.toThrow('ENOENT');
    } finally {
      await server.stop();
    }
  });
});
