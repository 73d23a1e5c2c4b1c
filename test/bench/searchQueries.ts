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

/** What a reader types that is not a topic: a word with a typo (a letter missing, doubled or
 * two swapped), an option name typed bare and run together ("publicpath"), a singular for a
 * plural title, two words for a compound ("source map"). Each with the pages that answer
 * it (any of them counts; a path without #anchor stands for any section of the page). */
export type ReaderQuery = [string, string[]];

/** Reader queries whose answers both our content and the upstream corpus have. */
const READER_QUERIES_BOTH: ReaderQuery[] = [
  ['loadr', ['/loaders/', '/concepts/loaders/']],
  ['loader', ['/loaders/', '/concepts/loaders/']],
  ['pluggins', ['/plugins/', '/concepts/plugins/', '/configuration/plugins/']],
  ['devtol', ['/configuration/devtool/']],
  ['externls', ['/configuration/externals/']],
  ['sourcemap', ['/configuration/devtool/']],
  ['publicpath', ['/configuration/output/#outputpublicpath']],
  ['output.publicPath', ['/configuration/output/#outputpublicpath']],
  ['chunkfilename', ['/configuration/output/#outputchunkfilename']],
  ['chunkfilname', ['/configuration/output/#outputchunkfilename']],
  ['hashfunction', ['/configuration/output/#outputhashfunction']],
  ['splitchunks', ['/configuration/optimization/#optimizationsplitchunks', '/plugins/split-chunks-plugin/']],
  ['devserver', ['/configuration/dev-server/']],
  ['entyr', ['/configuration/entry-context/', '/concepts/entry-points/']],
  ['tagret', ['/configuration/target/', '/concepts/targets/']],
  ['ouptut', ['/configuration/output/', '/concepts/output/']],
  ['perfomance', ['/configuration/performance/']],
  ['source map', ['/configuration/devtool/']],
  ['mainfields', ['/configuration/resolve/#resolvemainfields']],
  ['runtimechunk', ['/configuration/optimization/#optimizationruntimechunk']],
  ['moduleids', ['/configuration/optimization/#optimizationmoduleids']],
  ['historyapifallback', ['/configuration/dev-server/#devserverhistoryapifallback']],
  ['sideeffects', ['/configuration/optimization/#optimizationsideeffects', '/guides/tree-shaking/', '/configuration/module/#rulesideeffects']],
];

/** Reader queries on our own content. */
export const READER_QUERIES_OURS: ReaderQuery[] = [...READER_QUERIES_BOTH, ['resolve alias', ['/configuration/resolve/']]];

/** Reader queries on the upstream corpus. */
export const READER_QUERIES_CORPUS: ReaderQuery[] = [...READER_QUERIES_BOTH, ['cachegroups', ['/plugins/split-chunks-plugin/']]];

function matches(resultUrl: string, expected: string): boolean {
  return expected.includes('#') ? resultUrl === expected : resultUrl.split('#')[0] === expected;
}

/** Rank (0-based) of the first result answering the query, or -1 within the first 10. */
export function rankOf(index: SearchIndex, query: string, expected: string | readonly string[]): number {
  const accepted = typeof expected === 'string' ? [expected] : expected;
  return index.search(query, 10).findIndex((r) => accepted.some((e) => matches(r.url, e)));
}

/** Mean reciprocal rank over the query set, counting the first 10 results, and the queries
 * answered within the first 3. */
export function meanReciprocalRank(index: SearchIndex, queries: readonly (readonly [string, string | readonly string[]])[] = SEARCH_QUERIES): { mrr: number; misses: string[]; top3: number } {
  let total = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const [query, expected] of queries) {
    const rank = rankOf(index, query, expected);
    if (rank < 0) misses.push(query);
    else total += 1 / (rank + 1);
    if (rank >= 0 && rank < 3) top3 += 1;
  }
  return { mrr: total / queries.length, misses, top3 };
}
