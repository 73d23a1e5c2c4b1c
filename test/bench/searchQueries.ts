// A fixed set of queries with the page a reader expects first, on the upstream corpus. Used by
// the search quality test and reported as MRR@10 by the benchmark.
import type { SearchIndex } from '../../server/search/searchIndex';

/** A query and the page (path, optionally with #anchor) that should come first. */
export const SEARCH_QUERIES: [string, string][] = [
  ['splitChunks cacheGroups', '/plugins/split-chunks-plugin/'],
  ['output filename', '/configuration/output/'],
  ['hot module replacement', '/concepts/hot-module-replacement/'],
  ['devtool', '/configuration/devtool/'],
  ['tree shaking', '/guides/tree-shaking/'],
  ['module federation', '/concepts/module-federation/'],
  ['public path', '/guides/public-path/'],
  ['resolve alias', '/configuration/resolve/'],
  ['code splitting', '/guides/code-splitting/'],
  ['lazy loading', '/guides/lazy-loading/'],
  ['dev server proxy', '/configuration/dev-server/'],
  ['externals', '/configuration/externals/'],
  ['DefinePlugin', '/plugins/define-plugin/'],
  ['ProvidePlugin', '/plugins/provide-plugin/'],
  ['caching contenthash', '/guides/caching/'],
  ['typescript', '/guides/typescript/'],
  ['environment variables', '/guides/environment-variables/'],
  ['asset modules', '/guides/asset-modules/'],
  ['writing a loader', '/contribute/writing-a-loader/'],
  ['compiler hooks', '/api/compiler-hooks/'],
  ['migrate to webpack 5', '/migrate/5/'],
  ['mode production', '/configuration/mode/'],
  ['stats', '/configuration/stats/'],
  ['target node', '/configuration/target/'],
  ['entry points', '/concepts/entry-points/'],
  ['optimization minimize', '/configuration/optimization/'],
  ['webpack-cli init', '/api/cli/'],
  ['shimming', '/guides/shimming/'],
  ['watch options', '/configuration/watch/'],
  ['performance hints', '/configuration/performance/'],
];

function matches(resultUrl: string, expected: string): boolean {
  return expected.includes('#') ? resultUrl === expected : resultUrl.split('#')[0] === expected;
}

/** Mean reciprocal rank over the query set, counting the first 10 results. */
export function meanReciprocalRank(index: SearchIndex, queries = SEARCH_QUERIES): { mrr: number; misses: string[] } {
  let total = 0;
  const misses: string[] = [];
  for (const [query, expected] of queries) {
    const rank = index.search(query, 10).findIndex((r) => matches(r.url, expected));
    if (rank < 0) misses.push(query);
    else total += 1 / (rank + 1);
  }
  return { mrr: total / queries.length, misses };
}
