// Proofs of the option tables of /configuration/stats/: one small build whose stats are printed
// and serialized with the options each row describes.
import webpack from 'webpack';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectDir, proves, runOnce, webpackSource, writeFiles } from './proof';

const files = {
  'src/index.js': "import { a } from './lib/a.js';\nimport logo from './img/logo.png';\nimport icon from './img/icon.png';\nconsole.log(a, logo, icon);\nimport('./lazy.js');\nimport('./lib/b.js');\n",
  'src/lib/a.js': 'export const a = 1;\nexport const b = 2;\n',
  'src/lib/b.js': 'export default 4;\n',
  'src/lazy.js': "import('./lib/b.js');\nexport default 3;\n",
  'src/img/logo.png': 'x'.repeat(3000),
  'src/img/icon.png': 'y'.repeat(2000),
};

let stats: Promise<webpack.Stats> | null = null;

/** The one build every proof of this file reads: an entry, two lazy chunks, two image assets in img/. */
function built(): Promise<webpack.Stats> {
  stats ??= (async () => {
    const dir = await projectDir('stats');
    await writeFiles(dir, files);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), assetModuleFilename: 'img/[name][ext]' },
      module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] },
      performance: { hints: 'stats', maxAssetSize: 100, maxEntrypointSize: 100 },
      infrastructureLogging: { level: 'none' },
    });
    return runOnce(compiler);
  })();
  return stats;
}

const text = async (options: webpack.StatsOptions) => (await built()).toString(options);
const json = async (options: webpack.StatsOptions) => (await built()).toJson({ all: false, ...options });

describe('/configuration/stats/', () => {
  proves('/configuration/stats/#what-to-include', 'nestedModules lists the modules merged into a concatenated module', async () => {
    const nested = /\.\/src\/index\.js \+ \d+ modules[^\n]*\n\s+\| \.\/src\/index\.js \d+ bytes/;
    expect(await text({ nestedModules: false })).not.toMatch(nested);
    expect(await text({ nestedModules: true })).toMatch(nested);
  });

  proves('/configuration/stats/#what-to-include', 'moduleAssets lists files a loader emitted, and asset modules keep an empty list', async () => {
    const modules = (await json({ modules: true, moduleAssets: true })).modules ?? [];
    expect(modules.find((m) => m.name === './src/img/logo.png')?.assets).toEqual([]);
    expect(((await json({ modules: true })).modules ?? []).every((m) => m.assets === undefined)).toBe(true);
  });

  proves('/configuration/stats/#what-to-include', 'providedExports prints the export names of each module', async () => {
    const out = await text({ providedExports: true });
    expect(out).toMatch(/\.\/src\/lazy\.js[^\n]*\n\s+\[exports: default\]/);
    expect(out).toMatch(/\[no exports\]/);
  });

  proves('/configuration/stats/#what-to-include', 'usedExports, ids and depth print flags after each module', async () => {
    expect(await text({ usedExports: true })).toMatch(/\[(no exports used|all exports used|only some exports used: [^\]]+)\]/);
    const flags = await text({ all: false, modules: true, ids: true, depth: true });
    expect(flags).toMatch(/^\.\/src\/index\.js \+ \d+ modules \[\d+\] [^\n]*\{\d+\} \[depth 0\]/m);
    expect(flags).toMatch(/^\.\/src\/lazy\.js \[\d+\] [^\n]*\[depth 1\]/m);
  });

  proves('/configuration/stats/#what-to-include', 'chunkGroupAuxiliary names the images of asset modules after the entry point, and only counts them when off', async () => {
    expect(await text({ all: false, entrypoints: true, chunkGroupAuxiliary: true })).toMatch(/^Entrypoint main [^\n]*= main\.js [^\n]*\(img\/(icon|logo)\.png [^\n]*img\/(icon|logo)\.png/m);
    expect(await text({ all: false, entrypoints: true, chunkGroupAuxiliary: false })).toMatch(/^Entrypoint main [^\n]*= main\.js 2 auxiliary assets$/m);
  });

  proves('/configuration/stats/#what-to-include', 'env prints only what a tool passes as _env, and webpack-cli passes nothing', async () => {
    expect(await text({ env: true })).not.toMatch(/Environment \(--env\)/);
    expect(await text({ env: true, _env: { stage: 'beta' } } as webpack.StatsOptions)).toMatch(/Environment \(--env\): \{\n\s+"stage": "beta"\n\}/);
    const cli = await readFile(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).not.toMatch(/_env/);
  });

  proves('/configuration/stats/#what-to-include', 'outputPath adds the absolute output.path to the JSON', async () => {
    expect((await json({ outputPath: true })).outputPath).toMatch(/[\\/]stats[\\/]dist$/);
    expect((await json({})).outputPath).toBeUndefined();
  });

  proves('/configuration/stats/#what-to-include', "hints prints performance.hints: 'stats' findings as HINT blocks without changing the status line", async () => {
    const out = await text({});
    expect(out).toMatch(/^HINT in asset size limit/m);
    expect(out).toMatch(/compiled successfully/);
    expect(await text({ hints: false })).not.toMatch(/HINT in/);
  });

  proves('/configuration/stats/#what-to-include', 'hintsCount, errorsCount and warningsCount add counts to the JSON; the status line needs the last two', async () => {
    const counts = await json({ hintsCount: true, errorsCount: true, warningsCount: true });
    expect(counts).toMatchObject({ hintsCount: 3, errorsCount: 0, warningsCount: 0 });
    expect(await text({ hintsCount: false })).toMatch(/compiled successfully/);
    const bare = await text({ errorsCount: false, warningsCount: false });
    expect(bare).toMatch(/webpack [\d.]+ compiled in/);
    expect(bare).not.toMatch(/successfully/);
  });

  proves('/configuration/stats/#errors-in-detail', 'errorsSpace and warningsSpace are one budget for the whole list, cutting details only, and errorDetails: true ignores them', async () => {
    const limit = await webpackSource('lib/stats/DefaultStatsFactoryPlugin.js', 'const errorsSpaceLimit', 45);
    expect(limit).toMatch(/return \{ \.\.\.error, details: "" \}/);
    expect(limit).toMatch(/fullLength \+= len;/);
    for (const kind of ['errorsSpace', 'warningsSpace']) {
      // the source fails this proof when the errorDetails guard no longer sits in front of the budget
      const guard = await webpackSource('lib/stats/DefaultStatsFactoryPlugin.js', `options.errorDetails === true ||\n\t\t\t\t!Number.isFinite(options.${kind})`, 2);
      expect(guard).toContain(kind);
    }
  });

  proves('/configuration/stats/#filtering-sorting-and-space', 'a string in excludeAssets matches a name after a folder only; a RegExp matches any name', async () => {
    const byName = await text({ excludeAssets: 'logo.png' });
    expect(byName).toMatch(/hidden assets [^\n]* 1 asset/);
    expect(await text({ excludeAssets: 'main.js' })).not.toMatch(/hidden assets/);
    expect(await text({ excludeAssets: /^main\.js$/ })).toMatch(/hidden assets [^\n]* 1 asset/);
  });

  proves('/configuration/stats/#filtering-sorting-and-space', 'exclude is ignored, excludeModules hides what it matches', async () => {
    const line = /^\s+\.\/src\/lazy\.js \d+ bytes \[built\]/m;
    expect(await text({ exclude: /lazy/ } as webpack.StatsOptions)).toMatch(line);
    const hidden = await text({ excludeModules: /lazy/ });
    expect(hidden).not.toMatch(line);
    expect(hidden).toMatch(/hidden modules [^\n]* 1 module/);
    expect(await text({ excludeModules: 'lazy.js' })).toMatch(/hidden modules [^\n]* 1 module/);
    expect(await text({ excludeModules: 'lazy' })).toMatch(line);
  });

  proves('/configuration/stats/#filtering-sorting-and-space', "chunksSort and modulesSort sort by a JSON field, '!' first reversing it", async () => {
    const order = (out: string) => [...out.matchAll(/^chunk \(runtime: main\) (\S+)/gm)].map((m) => m[1]);
    expect(order(await text({ all: false, chunks: true, chunksSort: '!size' }))[0]).toBe('main.js');
    expect(order(await text({ all: false, chunks: true, chunksSort: 'size' })).at(-1)).toBe('main.js');
    const modules = ((await json({ modules: true, modulesSort: '!size' })).modules ?? []).filter((m) => m.type === 'module').map((m) => m.size ?? 0);
    expect(modules.length).toBeGreaterThan(2);
    expect(modules).toEqual([...modules].sort((x, y) => y - x));
  });

  proves('/configuration/stats/#filtering-sorting-and-space', 'chunkModulesSpace and reasonsSpace fold what does not fit into a count', async () => {
    expect(await text({ all: false, chunks: true, chunkModules: true, chunkModulesSpace: 1 })).toMatch(/^\s+\d+ chunk modules$/m);
    expect(await text({ all: false, modules: true, reasons: true, reasonsSpace: 1 })).toMatch(/lib\/b\.js[^\n]* 2 reasons$/m);
  });

  proves('/configuration/stats/#grouping', 'assets and modules group by folder and extension, by extension alone, and by type', async () => {
    const both = await text({ assetsSpace: 4, modulesSpace: 6 });
    expect(both).toMatch(/^assets by path img\/\*\.png /m);
    expect(both).toMatch(/^\s+javascript modules /m);
    expect(both).toMatch(/^\s+asset modules /m);
    expect(await text({ assetsSpace: 4, groupAssetsByPath: false })).toMatch(/^assets by extension \*\.png /m);
    expect(await text({ assetsSpace: 4, groupAssetsByExtension: false })).toMatch(/^assets by path img\/ /m);
  });
});
