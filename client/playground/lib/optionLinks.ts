// Where an option of webpack's configuration is described on this site: the reference page of
// its top-level option, at the heading of the option itself (`output.filename` →
// /configuration/output/#outputfilename), as the configuration pages name their headings.

const PAGES: Record<string, string> = {
  entry: 'entry-context',
  context: 'entry-context',
  mode: 'mode',
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  optimization: 'optimization',
  plugins: 'plugins',
  devServer: 'dev-server',
  cache: 'cache',
  devtool: 'devtool',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
  externals: 'externals',
  externalsType: 'externals',
  externalsPresets: 'externals',
  performance: 'performance',
  node: 'node',
  stats: 'stats',
  experiments: 'experiments',
  infrastructureLogging: 'infrastructureLogging',
  snapshot: 'other-options',
  amd: 'other-options',
  bail: 'other-options',
  dependencies: 'other-options',
  ignoreWarnings: 'other-options',
  loader: 'other-options',
  name: 'other-options',
  parallelism: 'other-options',
  profile: 'other-options',
  recordsPath: 'other-options',
  recordsInputPath: 'other-options',
  recordsOutputPath: 'other-options',
  dotenv: 'other-options',
};

/** The reference URL of an option, by its dotted path (array indexes are left out). With the
 * heading ids of the configuration pages (by page), an option without a heading of its own
 * links to the nearest option above it that has one, else to the page. */
export function optionLink(path: string, anchors?: Readonly<Record<string, readonly string[]>>): string {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  const top = parts[0] ?? '';
  const named = PAGES[top] ?? 'other-options';
  // A page the content does not have: its options are on the other options' page.
  const page = anchors && !anchors[named] ? 'other-options' : named;
  if (parts.length === 1 && page === top.toLowerCase()) return `/configuration/${page}/`;
  const known = anchors?.[page];
  if (!known) return `/configuration/${page}/#${parts.join('').toLowerCase()}`;
  for (let n = parts.length; n > 0; n -= 1) {
    const id = parts.slice(0, n).join('').toLowerCase();
    if (known.includes(id)) return `/configuration/${page}/#${id}`;
  }
  return `/configuration/${page}/`;
}
