// Proofs of the ModuleConcatenationPlugin, MergeDuplicateChunksPlugin and MinChunkSizePlugin pages:
// small builds whose module groups (from the stats) or emitted chunks show what each plugin did.
import webpack from 'webpack';
import { join } from 'node:path';
import { buildUnminified, projectDir, proves, webpackSource, writeFiles } from './proof';

/** Builds and returns each module's name as the stats show it, with its concatenation bailouts. */
async function concatenation(name: string, files: Record<string, string>, config: webpack.Configuration): Promise<Record<string, string[]>> {
  const dir = await projectDir(name);
  await writeFiles(dir, files);
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    const compiler = webpack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ...config, optimization: { minimize: false, ...config.optimization } });
    compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
  });
  const json = stats.toJson({ all: false, modules: true, optimizationBailout: true });
  const out: Record<string, string[]> = {};
  for (const m of json.modules ?? []) if (m.name?.startsWith('./src/')) out[m.name] = (m.optimizationBailout ?? []).filter((b) => b.startsWith('ModuleConcatenation bailout: '));
  return out;
}

const mixed = {
  'src/index.js': "import legacy from './legacy.js';\nimport { r } from './required.js';\nconst strict = require('./strict-cjs.js');\nconsole.log(legacy, r, strict.x, require('./required.js').r);\n",
  'src/legacy.js': "module.exports = 'LEGACY';\n",
  'src/strict-cjs.js': "'use strict';\nexports.x = 'STRICT';\n",
  'src/required.js': "export const r = 'R';\n",
};

let esOnlyGroups: Record<string, string[]> | null = null;

describe('/plugins/module-concatenation-plugin/', () => {
  proves('/plugins/module-concatenation-plugin/#optimizationconcatenatemodules', 'with the production default a strict-mode CommonJS module and a required ES module join the group and a sloppy one reports "not in strict mode"; { commonjs: false } and the bare plugin hoist ES modules reached by import only', async () => {
    const cjsBailout = 'ModuleConcatenation bailout: Cannot concat with ./src/legacy.js: Module is not in strict mode';
    expect(await concatenation('concat-default', mixed, { mode: 'production' })).toEqual({
      './src/index.js + 2 modules': [cjsBailout],
      './src/legacy.js': ['ModuleConcatenation bailout: Module is not in strict mode'],
    });
    const esOnly = {
      './src/index.js': [
        'ModuleConcatenation bailout: Cannot concat with ./src/legacy.js: Module is not an ECMAScript module',
        'ModuleConcatenation bailout: Cannot concat with ./src/required.js: Module ./src/required.js is referenced from these modules with unsupported syntax: ./src/index.js (referenced with cjs full require)',
      ],
      './src/legacy.js': ['ModuleConcatenation bailout: Module is not an ECMAScript module'],
      './src/required.js': [],
      './src/strict-cjs.js': ['ModuleConcatenation bailout: Module is not an ECMAScript module'],
    };
    expect(await concatenation('concat-esm-only', mixed, { mode: 'production', optimization: { concatenateModules: { commonjs: false } } })).toEqual(esOnly);
    esOnlyGroups = esOnly;
  });

  proves('/plugins/module-concatenation-plugin/#usage', 'the bare plugin with concatenateModules unset hoists ES modules reached by import only, like { commonjs: false }', async () => {
    expect(esOnlyGroups).not.toBeNull();
    expect(await concatenation('concat-plugin', mixed, { mode: 'none', plugins: [new webpack.optimize.ModuleConcatenationPlugin()] })).toEqual(esOnlyGroups);
  });

  proves('/plugins/module-concatenation-plugin/#when-modules-are-not-concatenated', 'eval(), module.id and a module shared with a lazy chunk bail out; the lazy chunk\'s target is the root of its own group; without providedExports every module bails out', async () => {
    const files = {
      'src/index.js': "import { a } from './a.js';\nimport { e } from './evals.js';\nimport { m } from './modid.js';\nimport { s } from './shared.js';\nconsole.log(a, e, m, s);\nimport('./lazy.js');\n",
      'src/a.js': "export const a = 'A';\n",
      'src/evals.js': "export const e = eval('1');\n",
      'src/modid.js': 'export const m = module.id;\n',
      'src/shared.js': "export const s = 'S';\n",
      'src/lazy.js': "import { s } from './shared.js';\nimport { l } from './lazy-dep.js';\nexport default s + l;\n",
      'src/lazy-dep.js': "export const l = 'L';\n",
    };
    const groups = await concatenation('concat-bailouts', files, { mode: 'none', optimization: { concatenateModules: true } });
    expect(Object.keys(groups).sort()).toEqual(['./src/evals.js', './src/index.js + 1 modules', './src/lazy.js + 1 modules', './src/modid.js', './src/shared.js']);
    expect(groups['./src/evals.js']).toEqual(['ModuleConcatenation bailout: Module uses eval()']);
    expect(groups['./src/modid.js']).toEqual(['ModuleConcatenation bailout: Module uses module.id']);
    expect(groups['./src/index.js + 1 modules']).toContain('ModuleConcatenation bailout: Cannot concat with ./src/shared.js: Module ./src/shared.js is referenced from different chunks by these modules: ./src/lazy.js');
    const off = await concatenation('concat-no-provided', files, { mode: 'production', optimization: { providedExports: false } });
    expect(off['./src/a.js']).toEqual(['ModuleConcatenation bailout: Module has no provided exports info (optimization.providedExports is disabled)']);
  });

  proves('/plugins/module-concatenation-plugin/#seeing-bailouts', 'a module that uses the HMR API reports "Module uses Hot Module Replacement"; CommonJS concatenation is on for true and for an object unless commonjs is false', async () => {
    const files = { 'src/index.js': "import { a } from './a.js';\nconsole.log(a);\nif (import.meta.webpackHot) import.meta.webpackHot.accept();\n", 'src/a.js': "export const a = 'A';\n" };
    const groups = await concatenation('concat-hmr', files, { mode: 'production', plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(groups['./src/index.js']).toEqual(['ModuleConcatenation bailout: Module uses Hot Module Replacement']);
    const source = await webpackSource('lib/util/concatenate.js', 'const isCommonJsConcatenationEnabled', 4);
    expect(source).toContain('? concatenateModules.commonjs !== false');
    expect(source).toContain(': concatenateModules === true;');
  });
});

const duplicates = {
  'src/index.js': "import('./reports.js');\nimport('./export.js');\n",
  'src/reports.js': "export const r = () => import('./table-view.js');\n",
  'src/export.js': "export const e = () => import('./table-view.js');\n",
  'src/table-view.js': "export default 'TABLE';\n",
};

describe('/plugins/merge-duplicate-chunks-plugin/', () => {
  proves('/plugins/merge-duplicate-chunks-plugin/#how-duplicates-arise', 'two import() calls of one module give two identical chunks, which the default merges into one', async () => {
    const merged = await buildUnminified(await projectDir('merge-default'), duplicates, { entry: './src/index.js' });
    const apart = await buildUnminified(await projectDir('merge-off'), duplicates, { entry: './src/index.js', optimization: { mergeDuplicateChunks: false } });
    expect(merged.files).toHaveLength(4);
    expect(apart.files).toHaveLength(5);
    const tables = await Promise.all(apart.files.map(async (f) => (await apart.read(f)).includes("'TABLE'")));
    expect(tables.filter(Boolean)).toHaveLength(2);
  });

  proves('/plugins/merge-duplicate-chunks-plugin/#usage', 'the page\'s instance at stage 20 with the option off and splitChunks on merges the duplicates too', async () => {
    const built = await buildUnminified(await projectDir('merge-stage'), duplicates, { entry: './src/index.js', optimization: { mergeDuplicateChunks: false, splitChunks: { chunks: 'all' } }, plugins: [new webpack.optimize.MergeDuplicateChunksPlugin({ stage: 20 })] });
    expect(built.files).toHaveLength(4);
  });

  proves('/plugins/merge-duplicate-chunks-plugin/#which-chunks-are-merged', 'same modules, no entry module, same runtime presence, equal export usage across runtimes, and canChunksBeIntegrated; the default stage is STAGE_BASIC (-10), SplitChunksPlugin runs at STAGE_ADVANCED (10)', async () => {
    const source = await webpackSource('lib/optimize/MergeDuplicateChunksPlugin.js', 'outer: for (const otherChunk of possibleDuplicates)', 30);
    expect(source).toContain('if (otherChunk.hasRuntime() !== chunk.hasRuntime()) continue;');
    expect(source).toContain('if (chunkGraph.getNumberOfEntryModules(chunk) > 0) continue;');
    expect(source).toContain('exportsInfo.isEquallyUsed(');
    expect(source).toContain('if (chunkGraph.canChunksBeIntegrated(chunk, otherChunk))');
    expect(await webpackSource('lib/optimize/MergeDuplicateChunksPlugin.js', 'constructor(options', 1)).toContain('{ stage: STAGE_BASIC }');
    expect(await webpackSource('lib/optimize/OptimizationStages.js', 'STAGE_ADVANCED', 3)).toContain('STAGE_BASIC = -10');
    expect(await webpackSource('lib/optimize/SplitChunksPlugin.js', 'compilation.hooks.optimizeChunks.tap(', 4)).toContain('stage: STAGE_ADVANCED');
  });
});

const small = { 'src/index.js': "import('./alpha.js');\nimport('./beta.js');\nconsole.log('ENTRY');\n", 'src/alpha.js': "export default 'ALPHA';\n", 'src/beta.js': "export default 'BETA';\n" };
const minChunks = async (name: string, options: ConstructorParameters<typeof webpack.optimize.MinChunkSizePlugin>[0], files: Record<string, string> = small, config: webpack.Configuration = {}) =>
  buildUnminified(await projectDir(name), files, { entry: './src/index.js', output: { chunkFilename: '[name].js' }, plugins: [new webpack.optimize.MinChunkSizePlugin(options)], ...config });

describe('/plugins/min-chunk-size-plugin/', () => {
  proves('/plugins/min-chunk-size-plugin/#entrychunkmultiplicator', 'with the default 10 two small async chunks merge with each other; with 0.5 they are pulled into the entry chunk', async () => {
    expect((await minChunks('min-default', { minChunkSize: 40 })).files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
    expect((await minChunks('min-entry-weight', { minChunkSize: 40, entryChunkMultiplicator: 0.5 })).files).toEqual(['main.js']);
  });

  proves('/plugins/min-chunk-size-plugin/#chunkoverhead', 'chunkOverhead 0 and 1,000,000 choose the same merge, since every candidate saves one overhead', async () => {
    expect((await minChunks('min-overhead-0', { minChunkSize: 40, chunkOverhead: 0 })).files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
    expect((await minChunks('min-overhead-big', { minChunkSize: 40, chunkOverhead: 1_000_000 })).files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js']);
  });

  proves('/plugins/min-chunk-size-plugin/#how-it-decides', 'merging keeps the shorter of two chunk names, so the alpha-page file disappears; entry chunks of two entry points stay small; a merge into the entry can trigger the entrypoint size hint', async () => {
    const named = { ...small, 'src/index.js': "import(/* webpackChunkName: 'alpha-page' */ './alpha.js');\nimport(/* webpackChunkName: 'beta' */ './beta.js');\n" };
    expect((await minChunks('min-names', { minChunkSize: 40 }, named)).files).toEqual(['beta.js', 'main.js']);
    expect((await minChunks('min-two-entries', { minChunkSize: 10_000 }, small, { entry: { a: './src/alpha.js', b: './src/beta.js' } })).files).toEqual(['a.js', 'b.js']);
    const hinted = await minChunks('min-hint', { minChunkSize: 10_000 }, small, { performance: { hints: 'warning', maxEntrypointSize: 100 } });
    expect(hinted.files).toEqual(['main.js']);
    expect(hinted.warnings.join('\n')).toContain('entrypoint size limit');
  });
});
