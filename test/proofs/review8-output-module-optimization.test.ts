// Proofs of /configuration/output/, /configuration/module/ and /configuration/optimization/
// statements checked in their eighth review: the global names derived from uniqueName, the two
// import attribute fields (with and assert) and the forms each matches, and the chunk relations of
// the stats output, which need the chunk list.
import webpack from 'webpack';
import { join, relative } from 'node:path';
import { readdir, stat, utimes } from 'node:fs/promises';

async function readdirRecursive(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath ?? (e as unknown as { path: string }).path, e.name)).split('\\').join('/')).sort();
}
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, validationLine, writeFiles } from './proof';

describe('/configuration/output/, /configuration/module/ and /configuration/optimization/ (eighth review)', () => {
  proves('/configuration/output/#other-file-names', "hotUpdateGlobal is 'webpackHotUpdate' plus uniqueName made into an identifier", async () => {
    const options = effectiveOptions({ mode: 'development', output: { uniqueName: 'my-app' } });
    expect(options.output.hotUpdateGlobal).toBe('webpackHotUpdatemy_app');
  });

  proves('/configuration/output/#outputchunkloadingglobal', "chunkLoadingGlobal is 'webpackChunk' plus uniqueName made into an identifier", async () => {
    const options = effectiveOptions({ mode: 'production', output: { uniqueName: 'my-app' } });
    expect(options.output.chunkLoadingGlobal).toBe('webpackChunkmy_app');
    const built = await buildUnminified(await projectDir('chunk-loading-global'), {
      'src/index.js': "import('./lazy.js');\n",
      'src/lazy.js': 'export default 1;\n',
    }, { mode: 'production', entry: './src/index.js', output: { uniqueName: 'my-app' } });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('self["webpackChunkmy_app"]');
  });

  proves('/configuration/module/#rulewith', 'Rule.with matches only imports written with `with`, Rule.assert only those written with `assert`', async () => {
    const built = await buildUnminified(await projectDir('with-and-assert'), {
      'src/index.js': 'import a from "./a.txt" assert { type: "text" };\nimport b from "./b.txt" with { type: "text" };\nconsole.log(a, b);\n',
      'src/a.txt': 'AAA\n',
      'src/b.txt': 'BBB\n',
    }, {
      mode: 'development', devtool: false, entry: './src/index.js',
      module: { rules: [{ assert: { type: 'text' }, type: 'asset/source' }, { with: { type: 'text' }, type: 'asset/inline' }] },
    });
    expect(built.errors).toEqual([]);
    const js = await built.read('main.js');
    // a.txt (assert form) gets asset/source from the assert rule, not the data URL of the with rule.
    expect(js).toContain('module.exports = "AAA\\n";');
    // b.txt (with form) gets asset/inline from the with rule.
    expect(js).toContain('module.exports = "data:text/plain;base64,QkJCCg==";');
  });

  proves('/configuration/module/#ruleassert', 'Rule.assert matches the older assert form of import attributes', async () => {
    const built = await buildUnminified(await projectDir('assert-only'), {
      'src/index.js': 'import a from "./a.txt" assert { type: "text" };\nconsole.log(a);\n',
      'src/a.txt': 'AAA\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [{ assert: { type: 'text' }, type: 'asset/source' }] } });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('module.exports = "AAA\\n";');
  });

  proves('/configuration/optimization/#checking-what-the-optimizations-did', 'chunkRelations shows parents and children of each chunk, only when the chunk list (chunks: true) is on', async () => {
    const dir = await projectDir('chunk-relations');
    await writeFiles(dir, { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' });
    const run = async (stats: webpack.Configuration['stats']) => (await runOnce(webpack({
      mode: 'production', context: dir, entry: './src/index.js',
      output: { path: join(dir, 'dist') }, optimization: { minimize: false, chunkIds: 'named' },
    }))).toString(stats);
    const withChunks = await run({ chunkRelations: true, chunks: true, colors: false });
    expect(withChunks).toContain('>{src_lazy_js}<');
    expect(withChunks).toContain('<{main}>');
    const without = await run({ chunkRelations: true, colors: false });
    expect(without).not.toContain('>{');
    expect(without).not.toContain('<{');
  });
  proves('/configuration/module/#modulenoparse', 'an absolute-path string in noParse is matched against the request with its loaders, so a file a loader applies to is parsed; a glob string is matched against the file path alone', async () => {
    const files = {
      'src/index.js': "require('./lib/legacy.js');\n",
      'src/lib/legacy.js': "require('./missing');\nmodule.exports = 1;\n",
      'id-loader.js': 'module.exports = function (source) { return source; };\n',
    };
    const run = async (name: string, noParse: string, withLoader: boolean) => {
      const dir = await projectDir(name);
      const abs = noParse === 'ABS' ? join(dir, 'src', 'lib') : noParse;
      return buildUnminified(dir, files, {
        mode: 'development', devtool: false, entry: './src/index.js',
        module: { noParse: abs, rules: withLoader ? [{ test: /legacy\.js$/, loader: join(dir, 'id-loader.js') }] : [] },
      });
    };
    // Not parsed: the require of the missing file is not followed.
    expect((await run('noparse-abs', 'ABS', false)).errors).toEqual([]);
    // Parsed once a loader applies: the request starts with the loader, not with the folder.
    expect((await run('noparse-abs-loader', 'ABS', true)).errors.join('\n')).toContain("Can't resolve './missing'");
    // A glob string looks at the file path only, so the loader does not matter.
    expect((await run('noparse-glob-loader', 'legacy.js', true)).errors).toEqual([]);
  });
  proves('/configuration/output/#outputcopy', 'dot files match unless globOptions.dot is false; globOptions.deep: 1 reads only the base folder; preserveTimestamps keeps the modification time, which is otherwise the time of the copy', async () => {
    const dir = await projectDir('copy-glob-options');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'public/.hidden': 'a\n',
      'public/t.txt': 't\n',
      'public/sub/b.txt': 'b\n',
    });
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(join(dir, 'public', 't.txt'), old, old);
    const copyTo = async (out: string, copy: unknown) => {
      const built = await buildUnminified(dir, {}, { mode: 'development', devtool: false, entry: './src/index.js', output: { path: join(dir, out), copy } as never });
      expect(built.errors).toEqual([]);
      return (await readdirRecursive(join(dir, out))).filter((f) => f !== 'main.js');
    };
    expect(await copyTo('plain', ['public'])).toEqual(['.hidden', 'sub/b.txt', 't.txt']);
    expect((await stat(join(dir, 'plain', 't.txt'))).mtime.getUTCFullYear()).not.toBe(2020);
    expect(await copyTo('no-dot', [{ from: 'public', globOptions: { dot: false } }])).toEqual(['sub/b.txt', 't.txt']);
    expect(await copyTo('deep-1', [{ from: 'public/**/*', globOptions: { deep: 1 } }])).toEqual(['.hidden', 't.txt']);
    await copyTo('times', [{ from: 'public', preserveTimestamps: true }]);
    expect((await stat(join(dir, 'times', 't.txt'))).mtime.getUTCFullYear()).toBe(2020);
  });
  proves('/configuration/module/#ruletype', "javascript/dynamic rejects import and export statements but still handles import() and require()", async () => {
    const files = {
      'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\nconsole.log(require('./other.js'));\n",
      'src/lazy.js': 'module.exports = 2;\n',
      'src/other.js': 'module.exports = 3;\n',
      'src/esm.js': "import x from './lazy.js';\nconsole.log(x);\n",
    };
    const rules = [{ test: /[\\/]src[\\/]/, type: 'javascript/dynamic' }];
    const dynamic = await buildUnminified(await projectDir('type-dynamic'), files, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules } });
    expect(dynamic.errors).toEqual([]);
    const js = dynamic.files.filter((f) => f.endsWith('.js'));
    expect(js.length).toBe(2); // main.js and the lazy chunk of import()
    const statements = await buildUnminified(await projectDir('type-dynamic-esm'), files, { mode: 'development', devtool: false, entry: './src/esm.js', module: { rules } });
    expect(statements.errors.join('\n')).toContain("'import' and 'export' may appear only with 'sourceType: module'");
  });
  proves('/configuration/output/#older-library-options', 'amd, commonjs and root are keys of output.library.name; directly in output.library they fail validation', async () => {
    expect(validationLine({ output: { library: { type: 'umd', name: { amd: 'my-lib', commonjs: 'my-lib', root: 'MyLib' } } } })).toBe('valid');
    expect(validationLine({ output: { library: { type: 'umd', amd: 'my-lib' } } })).not.toBe('valid');
  });
  proves('/configuration/module/#javascript-parser-options', 'dynamicImportFetchPriority sets the fetchpriority of every import() without a webpackFetchPriority comment', async () => {
    const built = await buildUnminified(await projectDir('fetch-priority'), {
      'src/index.js': 'import("./l.js");\nimport(/* webpackFetchPriority: "low" */ "./m.js");\n',
      'src/l.js': 'export default 1;\n',
      'src/m.js': 'export default 2;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js', module: { parser: { javascript: { dynamicImportFetchPriority: 'high' } } } });
    expect(built.errors).toEqual([]);
    const js = await built.read('main.js');
    expect(js).toContain('"src_l_js", "high")');
    expect(js).toContain('"src_m_js", "low")');
    expect(js).toContain('script.setAttribute("fetchpriority", fetchPriority)');
  });
});
