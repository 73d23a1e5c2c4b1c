// Proofs of the statements checked in the twelfth review of the stats, resolve and externals
// pages (docs/audit/configuration.md, "Round twelve (dev-server, other-options, stats, resolve,
// externals)").
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, runOnce, writeFiles } from './proof';

/** Builds a project in development mode and returns its stats (the compiler is closed). */
async function statsOf(label: string, files: Record<string, string>, config: webpack.Configuration): Promise<webpack.Stats> {
  const dir = await projectDir(label);
  await writeFiles(dir, files);
  return runOnce(webpack({ mode: 'development', devtool: false, context: dir, output: { path: join(dir, 'dist') }, ...config }));
}

describe('/configuration/stats/', () => {
  proves('/configuration/stats/#stats', "stats.toString() and stats.toJson() without an argument ignore the configuration's stats option; passing compiler.options.stats applies it", async () => {
    const stats = await statsOf('stats-api', { 'index.js': 'console.log(1);\n' }, { entry: './index.js', stats: 'none' });
    expect(stats.toString()).toContain('asset main.js');
    expect(stats.toJson().modules?.length).toBeGreaterThan(0);
    expect(stats.toString(stats.compilation.compiler.options.stats)).toBe('');
    expect(Object.keys(stats.toJson(stats.compilation.compiler.options.stats))).toEqual([]);
  });

  proves('/configuration/stats/#what-to-include', "entrypoints 'auto' hides a single one-file entry point, but chunkGroups or chunkGroupChildren bring the section back", async () => {
    const stats = await statsOf('stats-entrypoints', { 'index.js': 'console.log(1);\n' }, { entry: './index.js' });
    const has = (options: webpack.StatsOptions) => /Entrypoint main/.test(stats.toString({ preset: 'normal', ...options }));
    expect([has({}), has({ chunkGroups: true }), has({ chunkGroupChildren: true }), has({ entrypoints: true })]).toEqual([false, true, true, true]);
  });

  proves('/configuration/stats/#statswarningsfilter', 'ignoreWarnings leaves the warning out of the stats, the count and hasWarnings(), while compilation.warnings still holds it; warningsFilter only hides it from the stats', async () => {
    const files = { 'index.js': "import { nope } from './a.js';\nconsole.log(nope);\n", 'a.js': 'export const a = 1;\n' };
    const ignored = await statsOf('stats-ignore', files, { entry: './index.js', ignoreWarnings: [/nope/] });
    expect([ignored.hasWarnings(), ignored.toJson({ all: false, warningsCount: true }).warningsCount]).toEqual([false, 0]);
    expect(ignored.toString()).toContain('compiled successfully');
    expect(ignored.compilation.warnings.map((w) => w.message).join('\n')).toMatch(/export 'nope'/);
    const filtered = await statsOf('stats-filter', files, { entry: './index.js' });
    expect(filtered.hasWarnings()).toBe(true);
    expect(filtered.toJson({ all: false, warningsCount: true, warningsFilter: [/nope/] }).warningsCount).toBe(0);
  });
});

describe('/configuration/externals/', () => {
  proves('/configuration/externals/#object', "an object key for a Node.js built-in matches the request with and without the node: prefix, and so does the string form", async () => {
    const dir = await projectDir('externals-node-prefix');
    const built = await buildUnminified(dir, {
      'index.js': "import fs from 'node:fs';\nimport path from 'path';\nconsole.log(fs, path);\n",
    }, { mode: 'none', target: 'web', entry: './index.js', externals: [{ fs: 'commonjs fs' }, 'node:path'] });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.js');
    expect(main).toContain('require("fs")');
    expect(main).toContain('module.exports = path;');
  });

  proves('/configuration/externals/#function', 'the function receives dependencyType and originalRequest (a context element arrives as ./de.js with ./locale/de.js), and is called for the entry module too', async () => {
    const seen: string[] = [];
    const dir = await projectDir('externals-function');
    const built = await buildUnminified(dir, {
      'locale/de.js': "module.exports = 'de';\n",
      'index.js': "const name = globalThis.lang;\nconsole.log(require('./locale/' + name));\n",
    }, {
      mode: 'none', target: 'node', entry: './index.js',
      externals: [({ request, originalRequest, dependencyType }: { request?: string; originalRequest?: string; dependencyType?: string }, callback: () => void) => {
        seen.push(`${dependencyType} ${request} ${originalRequest}`);
        callback();
      }] as unknown as webpack.Configuration['externals'],
    });
    expect(built.errors).toEqual([]);
    expect(seen).toContain('esm ./index.js ./index.js');
    expect(seen).toContain('commonjs ./de.js ./locale/de.js');
  });

  proves('/configuration/externals/#function', 'a function that makes every relative request external makes the entry module external as well', async () => {
    const dir = await projectDir('externals-entry');
    const built = await buildUnminified(dir, { 'src/index.js': "console.log('bundled');\n" }, {
      mode: 'none', target: 'node', entry: './src/index.js', externalsType: 'commonjs',
      externals: [({ request }: { request?: string }, callback: (error?: null, value?: string) => void) => (request?.startsWith('.') ? callback(null, request) : callback())] as unknown as webpack.Configuration['externals'],
    });
    const main = await built.read('main.js');
    expect(main).toContain('require("./src/index.js")');
    expect(main).not.toContain("console.log('bundled')");
  });

  proves('/configuration/externals/#externalstypeimport', "module-import writes a static import only in an ES module output; in a script output it becomes import(), and a bare web target fails", async () => {
    const files = { 'index.js': "import x from 'lib';\nconsole.log(x);\n" };
    const esm = await buildUnminified(await projectDir('module-import-esm'), files, { mode: 'none', entry: './index.js', externalsType: 'module-import', externals: { lib: 'lib' }, output: { module: true } });
    expect(await esm.read('main.mjs')).toMatch(/import \* as \w+ from "lib"/);
    const script = await buildUnminified(await projectDir('module-import-script'), files, { mode: 'none', target: ['web', 'es2020'], entry: './index.js', externalsType: 'module-import', externals: { lib: 'lib' } });
    expect(await script.read('main.js')).toContain('module.exports = import("lib");');
    const bare = await buildUnminified(await projectDir('module-import-bare'), files, { mode: 'none', target: 'web', entry: './index.js', externalsType: 'module-import', externals: { lib: 'lib' } });
    expect(bare.errors.join('\n')).toContain("doesn't support dynamic import() syntax");
  });

  proves('/configuration/externals/#externalstypescript', "a script external also takes 'global@url', skips loading when the global exists, and a name without @ fails with Invalid request", async () => {
    const files = { 'index.js': "import _ from 'lodash';\nconsole.log(_);\n" };
    const url = 'https://cdn.example.test/lodash.min.js';
    const ok = await buildUnminified(await projectDir('script-string'), files, { mode: 'none', target: 'web', entry: './index.js', externalsType: 'script', externals: { lodash: `_@${url}` } });
    expect(ok.errors).toEqual([]);
    const main = await ok.read('main.js');
    expect(main).toContain(`(${JSON.stringify(url)}, `);
    expect(main).toContain('if(typeof _ !== "undefined") return resolve();');
    const bad = await buildUnminified(await projectDir('script-bad'), files, { mode: 'none', target: 'web', entry: './index.js', externalsType: 'script', externals: { lodash: '_' } });
    expect(bad.errors.join('\n')).toContain('Invalid request "_"');
  });

  proves('/configuration/externals/#options-of-an-external', 'sideEffects: false lets webpack drop an external whose exports are unused; by default the import stays', async () => {
    const dir = await projectDir('externals-side-effects');
    const files = { 'index.js': "import 'kept';\nimport 'dropped';\nconsole.log('main');\n" };
    const built = await buildUnminified(dir, files, {
      mode: 'production', target: 'node', entry: './index.js',
      externals: { kept: 'commonjs kept', dropped: { external: 'commonjs dropped', sideEffects: false } },
    });
    const main = await built.read('main.js');
    expect(main).toContain('require("kept")');
    expect(main).not.toContain('require("dropped")');
  });
});

describe('/configuration/externals/ (interop)', () => {
  proves('/configuration/externals/#options-of-an-external', "without interop the default import follows the importing module (.js checks __esModule, .mjs takes the whole exports); 'esModule' reads .default and 'default' the whole exports", async () => {
    const files = { 'a.js': "import d from 'lib';\nconsole.log(d);\n", 'b.mjs': "import d from 'lib';\nconsole.log(d);\n" };
    const line = async (label: string, entry: string, lib: unknown) => {
      const built = await buildUnminified(await projectDir(label), files, { mode: 'none', target: 'node', entry, externals: { lib } as webpack.Configuration['externals'] });
      return /console\.log\((.*)\)/.exec(await built.read('main.js'))?.[1];
    };
    expect(await line('interop-js', './a.js', 'commonjs lib')).toBe('(lib__WEBPACK_IMPORTED_MODULE_0___default())');
    expect(await line('interop-mjs', './b.mjs', 'commonjs lib')).toBe('lib__WEBPACK_IMPORTED_MODULE_0__');
    expect(await line('interop-esmodule', './a.js', { commonjs: 'lib', interop: 'esModule' })).toBe('lib__WEBPACK_IMPORTED_MODULE_0__["default"]');
    expect(await line('interop-default', './a.js', { commonjs: 'lib', interop: 'default' })).toBe('lib__WEBPACK_IMPORTED_MODULE_0__');
  });
});

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolverestrictions', 'a candidate outside the restrictions counts as not found and resolution moves on to the next extension', async () => {
    const dir = await projectDir('resolve-restrictions');
    const built = await buildUnminified(dir, {
      'index.js': "import x from './x';\nconsole.log(x);\n",
      'x.json': '{ "from": "json" }\n',
      'x.js': "export default 'from js';\n",
    }, { mode: 'none', entry: './index.js', resolve: { extensions: ['.json', '.js'], restrictions: [/\.js$/] } });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('from js');
  });
});
