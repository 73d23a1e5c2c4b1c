// Proofs of the behaviour statements of /configuration/module/ (parser options for dynamic requests
// and the older module-level spellings of them).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const dynamic = {
  'src/index.js': "const n = process.argv[2];\nrequire(n);\nrequire('./locale/' + n);\n",
  'src/locale/en.js': "module.exports = 'en';\n",
  'src/locale/sub/deep.js': "module.exports = 'deep';\n",
  'src/other.js': "module.exports = 'other';\n",
};

/** The names of the modules a build of `dynamic` (or other files) includes, with its warnings and errors. */
async function modulesOf(name: string, module: webpack.ModuleOptions, files: Record<string, string> = dynamic, entry = './src/index.js') {
  const built = await build(await projectDir(name), files, { mode: 'none', entry, module });
  const out = await built.read('main.js');
  // Each file's source is unique, so a file is bundled when its source is in the output.
  const included = (file: string) => out.includes(String(files[file]).trim());
  return { built, included };
}

const critical = (warnings: string[]) => warnings.filter((w) => w.startsWith('Critical dependency'));

/**
 * The Node.js deprecation codes (DEP_...) a build prints when it runs in a process of its own, as a
 * reader's build does (the test runner's process does not pass deprecation warnings on). `config` is
 * the source of a configuration object literal; the project is `dir`.
 */
async function deprecationsOf(dir: string, config: string): Promise<string[]> {
  const script = `const webpack = require(${JSON.stringify(require.resolve('webpack'))});
webpack(Object.assign({ mode: 'none', context: ${JSON.stringify(dir)}, output: { path: ${JSON.stringify(dir + '/dist')} } }, ${config}))
  .run((error, stats) => { if (error || stats.hasErrors()) { console.error(error || stats.toString()); process.exitCode = 1; } });`;
  const { stderr } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: dir });
  return [...stderr.matchAll(/\[(DEP_[A-Z_]+)\]/g)].map((m) => m[1]!);
}

describe('/configuration/module/', () => {
  proves('/configuration/module/#javascript-parser-options', 'require(expression) warns by default and bundles no file while exprContextRegExp is false', async () => {
    const { built, included } = await modulesOf('expr-default', {});
    expect(critical(built.warnings)).toEqual([expect.stringMatching(/the request of a dependency is an expression/)]);
    expect(included('src/other.js')).toBe(false);
  });

  proves('/configuration/module/#javascript-parser-options', 'exprContextRegExp picks the files bundled for require(expression); exprContextRecursive false keeps to one folder', async () => {
    const recursive = await modulesOf('expr-regexp', { parser: { javascript: { exprContextRegExp: /other\.js$|deep\.js$/ } } });
    expect(recursive.included('src/other.js')).toBe(true);
    expect(recursive.included('src/locale/sub/deep.js')).toBe(true);
    const flat = await modulesOf('expr-flat', { parser: { javascript: { exprContextRegExp: /other\.js$|deep\.js$/, exprContextRecursive: false, wrappedContextRegExp: /en/ } } });
    expect(flat.included('src/other.js')).toBe(true);
    expect(flat.included('src/locale/sub/deep.js')).toBe(false);
  });

  proves('/configuration/module/#javascript-parser-options', "a request with a fixed part bundles every match, subfolders too unless wrappedContextRecursive is false, and warns only with wrappedContextCritical", async () => {
    const open = await modulesOf('wrapped-default', {});
    expect(open.included('src/locale/en.js')).toBe(true);
    expect(open.included('src/locale/sub/deep.js')).toBe(true);
    expect(critical(open.built.warnings).some((w) => /a part of the request/.test(w))).toBe(false);
    const flat = await modulesOf('wrapped-flat', { parser: { javascript: { wrappedContextRecursive: false, wrappedContextCritical: true } } });
    expect(flat.included('src/locale/en.js')).toBe(true);
    expect(flat.included('src/locale/sub/deep.js')).toBe(false);
    expect(critical(flat.built.warnings).some((w) => /a part of the request of a dependency is an expression/.test(w))).toBe(true);
  });

  proves('/configuration/module/#javascript-parser-options', 'passing require around as a value warns, and unknownContextCritical false silences it', async () => {
    const files = { 'src/pass.js': 'function use(f) { return f; }\nuse(require);\n' };
    const warned = await modulesOf('unknown-default', {}, files, './src/pass.js');
    expect(critical(warned.built.warnings)).toEqual([expect.stringMatching(/require function is used in a way in which dependencies cannot be statically extracted/)]);
    const quiet = await modulesOf('unknown-off', { parser: { javascript: { unknownContextCritical: false } } }, files, './src/pass.js');
    expect(critical(quiet.built.warnings)).toEqual([]);
  });

  proves('/configuration/module/#older-module-level-parser-options', 'the module-level spellings still work, print no deprecation warning, and lose to module.parser.javascript', async () => {
    const old = await modulesOf('old-spelling', { exprContextCritical: false });
    expect(old.built.warnings).toEqual([]);
    const both = await modulesOf('old-and-new', { exprContextCritical: false, parser: { javascript: { exprContextCritical: true } } });
    expect(critical(both.built.warnings)).toEqual([expect.stringMatching(/the request of a dependency is an expression/)]);
    expect(await deprecationsOf(old.built.dir, "{ entry: './src/index.js', module: { exprContextCritical: false, unknownContextCritical: false, strictExportPresence: true } }")).toEqual([]);
  });

  proves('/configuration/module/#older-module-level-parser-options', 'module.strictExportPresence turns a missing export into an error', async () => {
    const files = { 'src/s.js': "import { nope } from './b';\nconsole.log(nope);\n", 'src/b.js': 'export const yes = 1;\n' };
    const warned = await build(await projectDir('presence-default'), files, { mode: 'none', entry: './src/s.js' });
    expect(warned.warnings.join('\n')).toMatch(/export 'nope' \(imported as 'nope'\) was not found/);
    const strict = await build(await projectDir('presence-strict'), files, { mode: 'none', entry: './src/s.js', module: { strictExportPresence: true } });
    expect(strict.errors.join('\n')).toMatch(/export 'nope' \(imported as 'nope'\) was not found/);
  });

  proves('/configuration/module/#javascript-parser-options', "commonjs, import and esm false leave require(), import() and import statements in the output as written", async () => {
    const files = { 'src/cjs.js': "const a = require('./dep');\nimport('./dep');\nconsole.log(a);\n", 'src/dep.js': "module.exports = 'dep';\n" };
    const noCjs = await (await build(await projectDir('commonjs-off'), files, { mode: 'none', entry: './src/cjs.js', module: { parser: { javascript: { commonjs: false } } } })).read('main.js');
    expect(noCjs).toContain("const a = require('./dep');");
    expect(noCjs).not.toContain("import('./dep')");
    const noImport = await (await build(await projectDir('import-off'), files, { mode: 'none', entry: './src/cjs.js', module: { parser: { javascript: { import: false } } } })).read('main.js');
    expect(noImport).toContain("import('./dep');");
    expect(noImport).not.toContain("require('./dep')");
    const esmFiles = { 'src/esm.js': "import d from './dep';\nexport const y = d;\n", 'src/dep.js': "module.exports = 'dep';\n" };
    const noEsm = await (await build(await projectDir('esm-off'), esmFiles, { mode: 'none', entry: './src/esm.js', module: { parser: { javascript: { esm: false } } } })).read('main.js');
    expect(noEsm).toContain("import d from './dep';");
  });

  proves('/configuration/module/#javascript-parser-options', 'require.include warns while requireInclude is unset, not when true; requireContext false leaves the call with a warning', async () => {
    const files = { 'src/inc.js': "require.include('./dep');\n", 'src/ctx.js': "require.context('./', false, /dep/);\n", 'src/dep.js': "module.exports = 'dep';\n" };
    const unset = await build(await projectDir('include-unset'), files, { mode: 'none', entry: './src/inc.js' });
    expect(unset.warnings.join('\n')).toMatch(/require\.include\(\) is deprecated/);
    const on = await build(await projectDir('include-on'), files, { mode: 'none', entry: './src/inc.js', module: { parser: { javascript: { requireInclude: true } } } });
    expect(on.warnings).toEqual([]);
    const ctx = await build(await projectDir('context-off'), files, { mode: 'none', entry: './src/ctx.js', module: { parser: { javascript: { requireContext: false } } } });
    expect(critical(ctx.warnings)).toEqual([expect.stringMatching(/require function is used in a way/)]);
    expect(await ctx.read('main.js')).toMatch(/\.context\('\.\/', false, \/dep\/\)/);
  });

  proves('/configuration/module/#javascript-parser-options', 'System.import is left alone unless system is true, then bundled with a deprecation warning', async () => {
    const files = { 'src/sys.js': "System.import('./dep');\n", 'src/dep.js': "module.exports = 'dep';\n" };
    const off = await build(await projectDir('system-off'), files, { mode: 'none', entry: './src/sys.js' });
    expect(await off.read('main.js')).toContain("System.import('./dep')");
    const on = await build(await projectDir('system-on'), files, { mode: 'none', entry: './src/sys.js', module: { parser: { javascript: { system: true } } } });
    expect(on.warnings.join('\n')).toMatch(/System\.import\(\) is deprecated/);
    expect(await on.read('main.js')).not.toContain('System.import');
  });

  proves('/configuration/module/#condition-objects', 'and, or, not and glob (relative patterns at any depth, ! excludes) pick the modules a rule applies to', async () => {
    const files = { 'src/index.js': "import a from './data/a.txt';\nimport b from './b.txt';\nconsole.log(a, b);\n", 'src/data/a.txt': 'hello there\n', 'src/b.txt': 'bye now\n' };
    const matched = async (name: string, test: webpack.RuleSetCondition) => {
      const dir = await projectDir(name);
      const built = await build(dir, files, { mode: 'none', entry: './src/index.js', module: { rules: [{ test, type: 'asset/source' }] } });
      const out = await built.read('main.js');
      return ['a', 'b'].filter((n) => out.includes(n === 'a' ? '"hello there\\n"' : '"bye now\\n"'));
    };
    expect(await matched('cond-and-not', { and: [/\.txt$/, { not: /data/ }] })).toEqual(['b']);
    expect(await matched('cond-or', { or: [/a\.txt$/, /b\.txt$/] })).toEqual(['a', 'b']);
    expect(await matched('cond-array', [/a\.txt$/, /b\.txt$/])).toEqual(['a', 'b']);
    expect(await matched('cond-glob-relative', { glob: 'data/*.txt' })).toEqual(['a']);
    expect(await matched('cond-glob-exclude', { glob: ['**/*.txt', '!**/data/**'] })).toEqual(['b']);
  });

  proves('/configuration/module/#ruleuse', 'loader options reach this.getOptions(); the string form is parsed as a query string and is deprecated', async () => {
    const files = {
      'loader.js': "module.exports = function () { return 'export default ' + JSON.stringify(JSON.stringify(this.getOptions())) + ';'; };\n",
      'src/index.js': "import x from './x.txt';\nconsole.log(x);\n",
      'src/x.txt': 'hi\n',
    };
    const optionsSeen = async (name: string, options: string | Record<string, unknown>) => {
      const dir = await projectDir(name);
      const built = await build(dir, files, { mode: 'none', entry: './src/index.js', module: { rules: [{ test: /\.txt$/, use: [{ loader: `${dir}/loader.js`, options }] }] } });
      return JSON.parse(JSON.parse(/"(\{.*?\})"/.exec(await built.read('main.js'))![0]));
    };
    expect(await optionsSeen('options-object', { a: 1, b: [2] })).toEqual({ a: 1, b: [2] });
    expect(await optionsSeen('options-string', 'a=1&b=two')).toEqual({ a: '1', b: 'two' });
    const dir = await projectDir('options-string');
    const rule = (options: string) => `{ entry: './src/index.js', module: { rules: [{ test: /\\.txt$/, use: [{ loader: ${JSON.stringify(`${dir}/loader.js`)}, options: ${options} }] }] } }`;
    expect(await deprecationsOf(dir, rule("'a=1&b=two'"))).toEqual(['DEP_WEBPACK_RULE_LOADER_OPTIONS_STRING']);
    expect(await deprecationsOf(dir, rule('{ a: 1 }'))).toEqual([]);
  });
});
