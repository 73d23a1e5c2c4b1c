// More proofs of the SplitChunksPlugin page: one project (two 30 KB packages, one imported by the
// entry and one by a lazy chunk, plus a JSON file) built with the options the sections describe.
import webpack from 'webpack';
import { join } from 'node:path';
import { buildUnminified, effectiveOptions, projectDir, proves, webpackSource } from './proof';

const big = (n: number): string => `module.exports = ${JSON.stringify('x'.repeat(n))};\n`;
const files = {
  'node_modules/alpha/package.json': '{"name":"alpha","main":"index.js"}\n',
  'node_modules/alpha/index.js': big(30000),
  'node_modules/beta/package.json': '{"name":"beta","main":"index.js"}\n',
  'node_modules/beta/index.js': big(30000),
  'src/index.js': "require('alpha');\nimport('./lazy.js');\n",
  'src/lazy.js': "require('beta');\nrequire('./data.json');\n",
  'src/data.json': JSON.stringify({ d: 'y'.repeat(30000) }),
};
let count = 0;
/** The emitted file names of the project built with `splitChunks` (production unless `mode` says otherwise). */
async function filesWith(splitChunks: webpack.Configuration['optimization'] extends infer O ? O extends { splitChunks?: infer S } ? S : never : never, mode: 'production' | 'development' = 'production', dir?: string): Promise<string[]> {
  const built = await buildUnminified(dir ?? (await projectDir(`split-more-${(count += 1)}`)), files, { mode, entry: './src/index.js', output: { chunkFilename: '[name].js' }, optimization: { splitChunks } });
  expect(built.errors).toEqual([]);
  return built.files;
}
const numbered = (n: number): unknown[] => Array.from({ length: n }, () => expect.stringMatching(/^\d+\.js$/));

describe('/plugins/split-chunks-plugin/ (options)', () => {
  proves('/plugins/split-chunks-plugin/#options', 'a top-level minSize applies to the default groups; the same option inside a group overrides it for that group', async () => {
    expect(await filesWith({ chunks: 'all', minSize: 1e9 })).toEqual([...numbered(1), 'main.js']);
    expect(await filesWith({ chunks: 'all', minSize: 1e9, cacheGroups: { vendors: { test: /[\\/]node_modules[\\/]/, minSize: 0 } } })).toEqual([...numbered(3), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#minsizereduction', 'a minSizeReduction no split reaches leaves every package in place', async () => {
    expect(await filesWith({ chunks: 'all', minSizeReduction: 1e9 })).toEqual([...numbered(1), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#minchunks', 'with the default minChunks of 1 the defaultVendors group splits a package that a single chunk uses (in development, where minRemainingSize is 0)', async () => {
    expect(await filesWith({ chunks: 'all' }, 'development')).toEqual(['main.js', 'src_lazy_js.js', 'vendors-node_modules_alpha_index_js.js', 'vendors-node_modules_beta_index_js.js']);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegroupidhint', 'in development the vendors group\'s id hint starts the generated name: vendors-node_modules_alpha_index_js.js', async () => {
    expect(await filesWith({ chunks: 'all' }, 'development')).toContain('vendors-node_modules_alpha_index_js.js');
  });

  proves('/plugins/split-chunks-plugin/#maxasyncrequests', 'with maxAsyncRequests: 1 the lazy chunk keeps its package; the split happens when the package passes enforceSizeThreshold', async () => {
    expect(await filesWith({ maxAsyncRequests: 1, enforceSizeThreshold: 1e9 })).toEqual([...numbered(1), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#enforcesizethreshold', 'a candidate above enforceSizeThreshold is split even though maxAsyncRequests: 1 forbids it', async () => {
    expect(await filesWith({ maxAsyncRequests: 1, enforceSizeThreshold: 100 })).toEqual([...numbered(2), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#maxsize', 'parts are named after the original chunk, the delimiter and a hash; minSize wins over maxSize; maxSize wins over maxInitialRequests', async () => {
    const parts = await filesWith({ chunks: 'all', maxSize: 100, minSize: 100, cacheGroups: { defaultVendors: false } });
    expect(parts.filter((f) => f.startsWith('main'))).toEqual([expect.stringMatching(/^main-[0-9a-f]{8}\.js$/), expect.stringMatching(/^main-[0-9a-f]{8}\.js$/)]);
    expect(await filesWith({ chunks: 'all', maxSize: 100, minSize: 1e6, cacheGroups: { defaultVendors: false } })).toEqual([...numbered(1), 'main.js']);
    const limited = await filesWith({ chunks: 'all', maxSize: 100, minSize: 100, maxInitialRequests: 1, cacheGroups: { defaultVendors: false } });
    expect(limited.filter((f) => f.startsWith('main'))).toHaveLength(2);
  });

  proves('/plugins/split-chunks-plugin/#hidepathinfo', 'in development (hidePathInfo false) the maxSize parts carry the module paths; in production only a hash', async () => {
    const parts = await filesWith({ chunks: 'all', maxSize: 100, minSize: 100, cacheGroups: { defaultVendors: false } }, 'development');
    expect(parts).toContain('main-node_modules_alpha_index_js-c9c602a0.js');
    expect(parts.some((f) => /^main-src_index_js-[0-9a-f]{8}\.js$/.test(f))).toBe(true);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouptype', 'a group with type: \'json\' takes the JSON module only', async () => {
    expect(await filesWith({ cacheGroups: { json: { type: 'json', name: 'data', chunks: 'all' } } })).toEqual([...numbered(1), 'data.js', 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouptest', 'a string test matches modules whose absolute path starts with it', async () => {
    const dir = await projectDir('split-more-test-string');
    expect(await filesWith({ cacheGroups: { abs: { test: join(dir, 'node_modules', 'be'), name: 'abs', chunks: 'all' } } }, 'production', dir)).toEqual([...numbered(1), 'abs.js', 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#options-a-cache-group-can-override', 'a group without its own maxAsyncRequests takes the top-level value; its own value replaces it', async () => {
    expect(await filesWith({ maxAsyncRequests: 1, enforceSizeThreshold: 1e9 })).toEqual([...numbered(1), 'main.js']);
    expect(await filesWith({ maxAsyncRequests: 1, enforceSizeThreshold: 1e9, cacheGroups: { vendors: { test: /[\\/]node_modules[\\/]/, maxAsyncRequests: 5 } } })).toEqual([...numbered(2), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#defaultsizetypes', 'a size given as an object limits only the types it names: { javascript: 1e9 } blocks the split, { css: 1e9 } does not', async () => {
    expect(await filesWith({ minSize: { javascript: 1e9 } })).toEqual([...numbered(1), 'main.js']);
    expect(await filesWith({ minSize: { css: 1e9 } })).toEqual([...numbered(2), 'main.js']);
  });

  proves('/plugins/split-chunks-plugin/#fallbackcachegroup', 'a chunk cut by maxSize for modules no group selects takes its minSize from fallbackCacheGroup', async () => {
    const cut = { chunks: 'all', maxSize: 100, minSize: 100, cacheGroups: { defaultVendors: false } } as const;
    expect((await filesWith(cut)).filter((f) => f.startsWith('main'))).toHaveLength(2);
    expect((await filesWith({ ...cut, fallbackCacheGroup: { minSize: 1e6 } })).filter((f) => f.startsWith('main'))).toEqual(['main.js']);
  });

  proves('/plugins/split-chunks-plugin/#cachegroups', 'a group under the key of a default replaces it whole, and a group without test matches every module', async () => {
    expect(effectiveOptions({ mode: 'production', optimization: { splitChunks: { cacheGroups: { defaultVendors: { filename: 'vendor/[name].js' } } } } }).optimization.splitChunks).toMatchObject({ cacheGroups: { defaultVendors: { filename: 'vendor/[name].js' } } });
    const replaced = effectiveOptions({ mode: 'production', optimization: { splitChunks: { cacheGroups: { defaultVendors: { filename: 'vendor/[name].js' } } } } }).optimization.splitChunks;
    expect(replaced && Object.keys((replaced.cacheGroups ?? {}) as object).sort()).toEqual(['default', 'defaultVendors']);
    expect(replaced && (replaced.cacheGroups as Record<string, object>).defaultVendors).toEqual({ filename: 'vendor/[name].js' });
    // A group without test matches every module.
    expect(await webpackSource('lib/optimize/SplitChunksPlugin.js', 'const checkTest = ', 2)).toContain('if (test === undefined) return true;');
  });
});
