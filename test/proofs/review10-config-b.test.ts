// Proofs of the statements checked in the tenth review of the externals, resolve, stats,
// other-options and dev-server pages (docs/audit/configuration.md, "Tenth round (dev-server,
// other-options, stats, resolve, externals)").
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, writeFiles } from './proof';

/** The one emitted JavaScript file of a build (main.js, or main.mjs for ES module output). */
async function mainCode(built: { files: string[]; read(file: string): Promise<string> }): Promise<string> {
  const file = built.files.find((f) => /^main\.m?js$/.test(f));
  if (!file) throw new Error(`no main file among ${built.files.join(', ')}`);
  return built.read(file);
}

describe('/configuration/externals/', () => {
  proves('/configuration/externals/#externalspresets', 'a universal target turns on the web and node presets through the ES module output it switches on; with output.module false it turns on neither', async () => {
    const universal = effectiveOptions({ mode: 'none', target: ['web', 'node'] });
    expect(universal.output.module).toBe(true);
    expect(universal.externalsPresets).toMatchObject({ web: true, node: true });
    const script = effectiveOptions({ mode: 'none', target: ['web', 'node'], output: { module: false, chunkFormat: 'commonjs' } });
    expect(script.externalsPresets).toMatchObject({ web: false, node: false });
  });

  proves('/configuration/externals/#externalspresetsweb', 'with experiments.buildHttp no target turns on the web preset, and an https import is fetched instead of left external', async () => {
    expect(effectiveOptions({ mode: 'none', target: 'web' }).externalsPresets.web).toBe(true);
    expect(effectiveOptions({ mode: 'none', target: 'web', experiments: { buildHttp: { allowedUris: ['https://allowed.example.test/'] } } }).externalsPresets.web).toBe(false);
    const files = { 'src/index.js': "import x from 'https://cdn.example.test/x.js';\nconsole.log(x);\n" };
    const external = await buildUnminified(await projectDir('web-preset-url'), files, { mode: 'none', output: { module: true } });
    expect(external.errors).toEqual([]);
    expect(await mainCode(external)).toContain('from "https://cdn.example.test/x.js"');
    const fetched = await buildUnminified(await projectDir('build-http-url'), files, {
      mode: 'none',
      output: { module: true },
      experiments: { buildHttp: { allowedUris: ['https://allowed.example.test/'] } },
    });
    expect(fetched.errors.join('\n')).toContain("https://cdn.example.test/x.js doesn't match the allowedUris policy");
  });

  proves('/configuration/externals/#externalspresetselectron', 'with output.module on an Electron version before 28, webpack warns and loads the Electron modules with a require() made by createRequire', async () => {
    const files = { 'src/index.js': "import { app } from 'electron';\nconsole.log(app);\n" };
    const old = await buildUnminified(await projectDir('electron20-module'), files, { mode: 'none', target: 'electron20-main', output: { module: true } });
    expect(old.errors).toEqual([]);
    expect(old.warnings.join('\n')).toContain("'output.module' is enabled, but the targeted electron version does not support ECMAScript modules (added in electron 28)");
    const code = await mainCode(old);
    expect(code).toContain('createRequire');
    expect(code).toContain('("electron")');
    expect(code).not.toMatch(/import \* as \S+ from "electron"/);
    const current = await buildUnminified(await projectDir('electron28-module'), files, { mode: 'none', target: 'electron28-main', output: { module: true } });
    expect(current.warnings).toEqual([]);
    expect(await mainCode(current)).toMatch(/import \* as \S+ from "electron"/);
  });

  proves('/configuration/externals/#externalspresetsnodemodules', 'only a bare package name is kept external: a path into node_modules and a name aliased to another package are bundled', async () => {
    const files = {
      'src/index.js': "import a from 'lib-a';\nimport c from 'lib-c';\nimport c2 from '../node_modules/lib-c/index.js';\nconsole.log(a, c, c2);\n",
      'node_modules/lib-b/package.json': '{"name":"lib-b"}',
      'node_modules/lib-b/index.js': "module.exports = 'from lib-b';\n",
      'node_modules/lib-c/package.json': '{"name":"lib-c"}',
      'node_modules/lib-c/index.js': "module.exports = 'from lib-c';\n",
    };
    const built = await buildUnminified(await projectDir('node-modules-preset'), files, {
      mode: 'none',
      target: 'node',
      externalsPresets: { nodeModules: true },
      resolve: { alias: { 'lib-a': 'lib-b' } },
    });
    expect(built.errors).toEqual([]);
    const code = await mainCode(built);
    expect(code).toContain('module.exports = require("lib-c");');
    expect(code).toContain("module.exports = 'from lib-c';");
    expect(code).toContain("module.exports = 'from lib-b';");
    expect(code).not.toContain('require("lib-a")');
    expect(code).not.toContain('require("lib-b")');
  });

  proves('/configuration/externals/#externalstypeimport', 'the example builds with its es2020 target and loads the URL with import(); without the target it fails', async () => {
    const files = { 'src/index.js': "import pdf from 'pdf-engine';\nconsole.log(pdf);\n" };
    const externals = { 'pdf-engine': 'https://cdn.example.test/pdf-engine.mjs' };
    const example = await buildUnminified(await projectDir('import-example'), files, { mode: 'none', target: ['web', 'es2020'], externalsType: 'import', externals });
    expect(example.errors).toEqual([]);
    expect(await mainCode(example)).toContain('module.exports = import("https://cdn.example.test/pdf-engine.mjs");');
    const bare = await buildUnminified(await projectDir('import-example-bare'), files, { mode: 'none', externalsType: 'import', externals });
    expect(bare.errors.join('\n')).toContain("The target environment doesn't support 'import()'");
  });
});

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolvealias', 'an alias to a file path gets past the exports map; an alias to another specifier of the package is checked against it and fails', async () => {
    const files = {
      'src/index.js': "import x from 'pkg/internal';\nconsole.log(x);\n",
      'node_modules/pkg/package.json': JSON.stringify({ name: 'pkg', exports: { '.': './index.js' } }),
      'node_modules/pkg/index.js': "export default 'main';\n",
      'node_modules/pkg/lib/internal.js': "export default 'internal';\n",
    };
    const bySpecifier = await buildUnminified(await projectDir('alias-specifier'), files, { mode: 'none', resolve: { alias: { 'pkg/internal': 'pkg/lib/internal.js' } } });
    expect(bySpecifier.errors.join('\n')).toContain('"./lib/internal.js" is not exported');
    const dir = await projectDir('alias-path');
    const byPath = await buildUnminified(dir, files, { mode: 'none', resolve: { alias: { 'pkg/internal': join(dir, 'node_modules/pkg/lib/internal.js') } } });
    expect(byPath.errors).toEqual([]);
    expect(await byPath.read('main.js')).toContain("'internal'");
  });
});

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#cachebuilddependencies', 'an optional build dependency may be missing, and its appearing or disappearing invalidates the cache; a missing one that is not optional keeps the cache from being written', async () => {
    const dir = await projectDir('optional-build-dependency');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    /** Builds once with a fresh compiler and waits for the cache to be written; the number of modules built and the cache warnings. */
    const run = async (optional: boolean) => {
      const warnings: string[] = [];
      const compiler = webpack({
        mode: 'none',
        context: dir,
        output: { path: join(dir, 'dist') },
        infrastructureLogging: { level: 'warn', console: { ...console, warn: (...a: unknown[]) => warnings.push(a.join(' ')) } as Console },
        cache: {
          type: 'filesystem',
          cacheDirectory: join(dir, optional ? '.cache-optional' : '.cache-required'),
          buildDependencies: { flag: [optional ? { dependency: './flag.txt', optional: true } : './flag.txt'] },
        },
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      const built = (stats.toJson({ all: false, modules: true }).modules ?? []).filter((m) => m.built).length;
      return { built, warnings: warnings.join('\n') };
    };
    expect((await run(true)).built).toBe(1);
    expect((await run(true)).built).toBe(0);
    await writeFile(join(dir, 'flag.txt'), 'on');
    expect((await run(true)).built).toBe(1);
    expect((await run(true)).built).toBe(0);
    await rm(join(dir, 'flag.txt'));
    expect((await run(true)).built).toBe(1);
    const first = await run(false);
    expect(first.warnings).toContain('Caching failed for pack');
    expect(first.warnings).toContain("Can't resolve './flag.txt'");
    expect((await run(false)).built).toBe(1);
  });
});

describe('/configuration/dev-server/', () => {
  proves('/configuration/dev-server/#devserverstatic', 'static.watch watches the folder through the same watcher as watchFiles, which sends the reload only while liveReload is on', async () => {
    const source = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    expect(source).toMatch(/setupWatchStaticFiles\(\) \{[\s\S]{0,300}if \(item\.watch\) \{\s*this\.watchFiles\(item\.directory, item\.watch\);/);
    expect(source).toMatch(/watchFiles\(watchPath, watchOptions\) \{[\s\S]{0,300}if \(this\.options\.liveReload\) \{\s*watcher\.on\("change"[\s\S]{0,200}"static-changed"/);
  });
});
