// Proofs of /configuration/experiments/ statements that a build cannot show cheaply (a download or a
// browser would be needed), from webpack's source.
import { proves, webpackSource } from './proof';

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentsbuildhttp', 'the lockfile defaults to webpack.lock in the context, <name>.webpack.lock for a named configuration, and the cache beside it', async () => {
    const text = await webpackSource('lib/schemes/HttpUriPlugin.js', 'const lockfileLocation =', 14);
    expect(text).toMatch(/compiler\.context,\s*compiler\.name\s*\?\s*`\$\{toSafePath\(compiler\.name\)\}\.webpack\.lock`\s*:\s*"webpack\.lock"/);
    expect(text).toMatch(/: `\$\{lockfileLocation\}\.data`/);
  });

  proves('/configuration/experiments/#experimentslazycompilation', 'imports makes only modules that every dependency reaches through import() lazy; entries is separate', async () => {
    const text = await webpackSource('lib/hmr/LazyCompilationPlugin.js', '!resolveData.dependencies.every(', 10);
    expect(text).toMatch(/this\.imports &&\s*\(dep\.type === "import\(\)" \|\|/);
    expect(text).toMatch(/this\.entries && isDependencyKind\(dep, "entry"\)/);
    const apply = await webpackSource('lib/config/WebpackOptionsApply.js', 'entries: !lazyOptions || lazyOptions.entries !== false,', 2);
    expect(apply).toMatch(/imports: !lazyOptions \|\| lazyOptions\.imports !== false/);
  });
});
