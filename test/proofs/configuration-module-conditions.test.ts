// Proofs of /configuration/module/ statements about rule conditions and rule results: which loaders
// reach which module, read from development bundles where a marking loader appended its name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, type Built } from './proof';

/** A loader that appends `// mark:<name>` to the source, so the bundle shows where it ran. */
const MARK_LOADER = 'module.exports = function (source) {\n  return `${source}\\n// mark:${this.getOptions().name}`;\n};\n';

/** The marks in the code of the bundled module whose request (after any loaders) is `id`. */
function marksOf(bundle: string, id: string): string[] {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const header = new RegExp(`!\\*\\*\\* (?:[^\\n]*!)?${escaped} \\*\\*\\*!`).exec(bundle);
  if (!header) return ['(module not in bundle)'];
  const rest = bundle.slice(header.index + header[0].length);
  const next = [rest.indexOf('/***/ }'), rest.indexOf('!*** ')].filter((i) => i >= 0);
  const code = next.length ? rest.slice(0, Math.min(...next)) : rest;
  return [...code.matchAll(/\/\/ mark:(\S+)/g)].map((m) => m[1] ?? '');
}

/** A project folder and the rules built for it: the rules need the loader's absolute path. */
async function markedProject(name: string, files: Record<string, string>, rules: (mark: (n: string) => webpack.RuleSetUseItem, dir: string) => webpack.Configuration): Promise<Built> {
  const dir = await projectDir(name);
  const mark = (n: string): webpack.RuleSetUseItem => ({ loader: join(dir, 'loaders/mark.js'), options: { name: n } });
  return buildUnminified(dir, { 'loaders/mark.js': MARK_LOADER, ...files }, { mode: 'development', devtool: false, entry: './src/index.js', ...rules(mark, dir) });
}

describe('/configuration/module/ conditions and results', () => {
  proves('/configuration/module/#modulerules', "falsy entries are skipped, every matching rule applies, and the built-in rules still give .json its type", async () => {
    const built = await markedProject('rules', { 'src/index.js': "import data from './data.json';\nconsole.log(data);\n", 'src/data.json': '{ "a": 1 }' }, (mark) => ({
      module: { rules: [false, null, undefined, 0, '', { test: /\.js$/, use: [mark('first')] }, { test: /index/, use: [mark('second')] }] },
    }));
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    // Loaders of later rules run first, so the first rule's mark comes last.
    expect(marksOf(bundle, './src/index.js')).toEqual(['second', 'first']);
    expect(bundle).toContain('{"a":1}');
    expect(validationLine({ module: { rules: [false, null, undefined, 0, ''] } })).toBe('valid');
    // webpack 5.0.0's schema had no falsy rule entries (a sampled release schema kept for the option release data).
    const schema500 = JSON.parse(gunzipSync(readFileSync(join(__dirname, '../fixtures/webpack-schemas/5.0.0.json.gz'))).toString('utf8')) as { definitions: Record<string, unknown> };
    expect(JSON.stringify(schema500.definitions.RuleSetRules)).not.toContain('Falsy');
  });

  proves('/configuration/module/#moduledefaultrules', "replacing defaultRules drops the built-in rules unless '...' keeps them", async () => {
    const files = { 'src/index.js': "import data from './data.json';\nconsole.log(data);\n", 'src/data.json': '{ "a": 1 }' };
    const kept = await markedProject('default-rules-kept', files, (mark) => ({ module: { defaultRules: ['...', { test: /\.js$/, use: [mark('extra')] }] } }));
    expect(kept.errors).toEqual([]);
    expect(marksOf(await kept.read('main.js'), './src/index.js')).toEqual(['extra']);
    const replaced = await markedProject('default-rules-replaced', files, () => ({ module: { defaultRules: [] } }));
    expect(replaced.errors.join('\n')).toContain('Module parse failed: Unexpected token');
  });

  proves('/configuration/module/#condition-syntax', 'a string matches by prefix, and test inside a condition object fails validation', async () => {
    expect(validationLine({ module: { rules: [{ test: { and: [/\.js$/], test: /x/ } }] } })).toBe("- configuration.module.rules[0].test has an unknown property 'test'. These properties are valid:");
    const built = await markedProject('condition-syntax', { 'src/index.js': "import './lib/a.js';\nimport './lib/a.test.js';\n", 'src/lib/a.js': '', 'src/lib/a.test.js': '' }, (mark, dir) => ({
      module: { rules: [{ test: { and: [/\.js$/, join(dir, 'src/lib')], not: [/\.test\.js$/] }, use: [mark('and-not')] }] },
    }));
    const bundle = await built.read('main.js');
    expect([marksOf(bundle, './src/lib/a.js'), marksOf(bundle, './src/lib/a.test.js'), marksOf(bundle, './src/index.js')]).toEqual([['and-not'], [], []]);
  });

  const layout = {
    'src/index.js': "import './a.js';\nimport './vendor/v.js';\nimport 'pkg';\n",
    'src/a.js': '',
    'src/vendor/v.js': '',
    'node_modules/pkg/index.js': '',
  };

  let conditions: Promise<string> | null = null;
  /** One build where include, exclude, resource and nested rules each mark what they matched. */
  function conditionsBundle(): Promise<string> {
    conditions ??= markedProject('include-exclude', layout, (mark, dir) => ({
      module: {
        rules: [
          { test: /\.js$/, include: join(dir, 'src'), use: [mark('include')] },
          { test: /\.js$/, include: join(dir, 'src'), exclude: join(dir, 'src/vendor'), use: [mark('exclude')] },
          { resource: { and: [/\.js$/, join(dir, 'src')], not: join(dir, 'src/vendor') }, use: [mark('resource')] },
          { include: join(dir, 'src'), rules: [{ test: /a\.js$/, use: [mark('nested-a')] }, { test: /\.js$/, use: [mark('nested-js')] }] },
        ],
      },
    })).then((built) => built.read('main.js'));
    return conditions;
  }

  proves('/configuration/module/#ruleinclude', 'a rule with include leaves node_modules alone', async () => {
    const bundle = await conditionsBundle();
    expect(marksOf(bundle, './src/a.js')).toContain('include');
    expect(marksOf(bundle, './node_modules/pkg/index.js')).toEqual([]);
  });

  proves('/configuration/module/#ruleexclude', 'exclude wins over test and include', async () => {
    const bundle = await conditionsBundle();
    expect(marksOf(bundle, './src/a.js')).toContain('exclude');
    expect(marksOf(bundle, './src/vendor/v.js')).not.toContain('exclude');
    expect(marksOf(bundle, './src/vendor/v.js')).toContain('include');
  });

  proves('/configuration/module/#ruleresource', 'resource with and and not does what test, include and exclude do', async () => {
    const bundle = await conditionsBundle();
    expect(marksOf(bundle, './src/a.js')).toContain('resource');
    expect(marksOf(bundle, './src/vendor/v.js')).not.toContain('resource');
    expect(marksOf(bundle, './node_modules/pkg/index.js')).not.toContain('resource');
  });

  proves('/configuration/module/#rulerules', 'nested rules apply only below a matching parent, and every matching nested rule applies', async () => {
    const bundle = await conditionsBundle();
    expect(marksOf(bundle, './src/a.js').filter((m) => m.startsWith('nested'))).toEqual(['nested-js', 'nested-a']);
    expect(marksOf(bundle, './node_modules/pkg/index.js')).toEqual([]);
  });

  proves('/configuration/module/#rulerealresource', 'with a !=! prefix, test sees the match resource and realResource the real file', async () => {
    const built = await markedProject('real-resource', { 'src/index.js': "import './styles.txt!=!./data.js';\n", 'src/data.js': '' }, (mark) => ({
      module: { rules: [{ test: /\.txt$/, realResource: /data\.js$/, use: [mark('real')] }, { test: /\.txt$/, realResource: /other\.js$/, use: [mark('other')] }, { test: /data\.js$/, use: [mark('by-test')] }] },
    }));
    expect(built.errors).toEqual([]);
    expect([...(await built.read('main.js')).matchAll(/\/\/ mark:(\S+)/g)].map((m) => m[1])).toEqual(['real']);
  });

  proves('/configuration/module/#ruleissuer', 'the same file gets a loader only when the importing module matches', async () => {
    const built = await markedProject('issuer', { 'src/index.js': "import './a.js';\nimport './b.js';\n", 'src/a.js': "import './shared.js';\n", 'src/b.js': "import './shared.js';\n", 'src/shared.js': "console.log('shared');\n" }, (mark) => ({
      module: { rules: [{ test: /shared\.js$/, issuer: /a\.js$/, use: [mark('from-a')] }] },
    }));
    const bundle = await built.read('main.js');
    expect(bundle.match(/console\.log\('shared'\);/g)).toHaveLength(2);
    expect(bundle.match(/\/\/ mark:from-a/g)).toHaveLength(1);
  });

  proves('/configuration/module/#ruleloader', 'loader with options is the same as a one-entry use', async () => {
    const dir = await projectDir('loader-shorthand');
    const built = await buildUnminified(dir, { 'loaders/mark.js': MARK_LOADER, 'src/index.js': '' }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      module: { rules: [{ test: /\.js$/, loader: join(dir, 'loaders/mark.js'), options: { name: 'short' } }] },
    });
    expect(marksOf(await built.read('main.js'), './src/index.js')).toEqual(['short']);
  });

  proves('/configuration/module/#ruleoptions', 'options beside use is rejected when the rules are compiled, and query fails validation', async () => {
    const dir = await projectDir('options-with-use');
    expect(validationLine({ module: { rules: [{ use: 'x-loader', options: { a: 1 } }] } })).toBe('valid');
    await expect(buildUnminified(dir, { 'src/index.js': '' }, { entry: './src/index.js', module: { rules: [{ use: 'x-loader', options: { a: 1 } }] } })).rejects.toThrow("A Rule must not have a 'options' property when it has a 'use' property");
    expect(validationLine({ module: { rules: [{ loader: 'x-loader', query: { a: 1 } }] } })).toMatch(/has an unknown property 'query'/);
  });

  proves('/configuration/module/#ruleparser', 'parser options of a rule override module.parser for its files only', async () => {
    const built = await buildUnminified(await projectDir('rule-parser'), {
      'src/index.js': "import './legacy-lib.js';\nimport './modern.js';\n",
      'src/legacy-lib.js': "define([], function () { return 'legacy'; });\n",
      'src/modern.js': "define([], function () { return 'modern'; });\n",
    }, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [{ test: /legacy-lib\.js$/, parser: { amd: false } }] } });
    const bundle = await built.read('main.js');
    expect(bundle).toContain("define([], function () { return 'legacy'; });");
    expect(bundle).not.toContain("define([], function () { return 'modern'; });");
    expect(bundle).toContain('__WEBPACK_AMD_DEFINE_ARRAY__');
  });

  proves('/configuration/module/#rulegenerator', 'filename, outputPath, publicPath, emit: false and dataUrl of a rule shape the asset', async () => {
    const built = await buildUnminified(await projectDir('rule-generator'), {
      'src/index.js': "import a from './a.woff2';\nimport b from './b.ttf';\nimport c from './c.svg';\nconsole.log(a, b, c);\n",
      'src/a.woff2': 'woff2',
      'src/b.ttf': 'ttf',
      'src/c.svg': '<svg/>',
    }, {
      mode: 'development',
      devtool: false,
      entry: './src/index.js',
      output: { publicPath: '/' },
      module: {
        rules: [
          { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name][ext]', publicPath: 'https://cdn.example.test/', emit: false } },
          { test: /\.ttf$/, type: 'asset/resource', generator: { filename: '[name][ext]', outputPath: 'static/' } },
          { test: /\.svg$/, type: 'asset/inline', generator: { dataUrl: { encoding: false, mimetype: 'image/svg+xml' } } },
        ],
      },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js', 'static/b.ttf']);
    const bundle = await built.read('main.js');
    expect(bundle).toContain('"https://cdn.example.test/fonts/a.woff2"');
    expect(bundle).toContain('__webpack_require__.p + "b.ttf"');
    expect(bundle).toContain('"data:image/svg+xml,%3Csvg%2F%3E"');
  });

  proves('/configuration/module/#rulesideeffects', 'false lets an unused module go, true keeps one its package calls side-effect free', async () => {
    const files = {
      'src/index.js': "import 'pkg/global.js';\nimport { unused } from './utils/u.js';\nconsole.log('index');\n",
      'src/utils/u.js': "console.log('utils run');\nexport const unused = 1;\n",
      'node_modules/pkg/package.json': '{ "name": "pkg", "sideEffects": false }',
      'node_modules/pkg/global.js': "console.log('global styles run');\n",
    };
    const plain = await buildUnminified(await projectDir('side-effects-plain'), files, { entry: './src/index.js' });
    expect(await plain.read('main.js')).not.toContain('global styles run');
    expect(await plain.read('main.js')).toContain('utils run');
    const ruled = await buildUnminified(await projectDir('side-effects-rules'), files, {
      entry: './src/index.js',
      module: { rules: [{ test: /global\.js$/, sideEffects: true }, { include: /src[\\/]utils/, sideEffects: false }] },
    });
    expect(await ruled.read('main.js')).toContain('global styles run');
    expect(await ruled.read('main.js')).not.toContain('utils run');
  });

  proves('/configuration/module/#ruleenforce', 'pre, normal and post loaders run in that order whatever the rule order, and !, -! and !! switch groups off', async () => {
    const built = await markedProject('enforce', {
      'src/index.js': "import './t1.js';\nimport '!./t2.js';\nimport '-!./t3.js';\nimport '!!./t4.js';\n",
      'src/t1.js': '',
      'src/t2.js': '',
      'src/t3.js': '',
      'src/t4.js': '',
    }, (mark) => ({
      module: {
        rules: [
          { test: /t\d\.js$/, enforce: 'post', use: [mark('post')] },
          { test: /t\d\.js$/, use: [mark('normal')] },
          { test: /t\d\.js$/, enforce: 'pre', use: [mark('pre')] },
        ],
      },
    }));
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(['t1', 't2', 't3', 't4'].map((t) => marksOf(bundle, `./src/${t}.js`))).toEqual([['pre', 'normal', 'post'], ['pre', 'post'], ['post'], []]);
  });

  proves('/configuration/module/#moduleunsafecache', 'on for node_modules with a cache, off without; the cache skips the factory for a known dependency', async () => {
    const development = effectiveOptions({ mode: 'development' }).module.unsafeCache;
    expect(typeof development).toBe('function');
    const inNodeModules = (name: string) => (development as (module: { nameForCondition(): string }) => boolean)({ nameForCondition: () => name });
    expect([inNodeModules('/p/node_modules/x/index.js'), inNodeModules('/p/src/index.js')]).toEqual([true, false]);
    expect(effectiveOptions({ mode: 'production' }).module.unsafeCache).toBe(false);
    const source = await webpackSource('lib/Compilation.js', 'const unsafeCache = options.module.unsafeCache;', 8);
    expect(source).toMatch(/typeof unsafeCache === "function" \? unsafeCache : \(\) => true/);
    expect(await webpackSource('lib/Compilation.js', 'if (this._unsafeCache) {', 6)).toContain('unsafeCacheDependencies.get(dep)');
  });

  let other: Promise<Built> | null = null;
  /** One build where the other conditions each mark what they matched. */
  function otherConditions(): Promise<Built> {
    other ??= markedProject('other-conditions', {
      'src/index.js': [
        "import raw from './q.txt?raw';",
        "import plain from './q.txt';",
        "import './f.js#inline';",
        "const cjs = require('./dep-cjs.js');",
        "const url = new URL('./u.txt', import.meta.url);",
        "import org from '@my-org/pkg/lib/button.js';",
        "import other from '@my-org/pkg/lib/other.js';",
        "import text from 'data:text/plain,hello%20data';",
        "import attr from './w.txt' with { type: 'text' };",
        "import './g.js';",
        "import './g.test.js';",
        "import legacy from './legacy.js';",
        'console.log(raw, plain, cjs, url, org, other, text, attr, legacy);',
        '',
      ].join('\n'),
      'src/q.txt': 'query text',
      'src/f.js': '',
      'src/dep-cjs.js': 'module.exports = 1;\n',
      'src/u.txt': 'url text',
      'src/w.txt': 'attribute text',
      'src/g.js': '',
      'src/g.test.js': '',
      'src/legacy.js': "if (false) require('./not-there');\nmodule.exports = 'legacy';\n",
      'node_modules/@my-org/pkg/package.json': '{ "name": "@my-org/pkg" }',
      'node_modules/@my-org/pkg/lib/button.js': 'export default "button";\n',
      'node_modules/@my-org/pkg/lib/other.js': 'export default "other";\n',
    }, (mark) => ({
      name: 'server',
      module: {
        noParse: /legacy\.js$/,
        rules: [
          { test: /q\.txt$/, oneOf: [{ resourceQuery: /raw/, type: 'asset/source' }, { type: 'asset/resource' }] },
          { resourceFragment: /#inline/, use: [mark('fragment')] },
          { dependency: 'commonjs', use: [mark('commonjs')] },
          { dependency: 'url', type: 'asset/resource', generator: { filename: 'by-url/[name][ext]' } },
          { descriptionData: { name: /^@my-org\// }, use: [mark('org')] },
          { descriptionRelativePath: './lib/button.js', use: [mark('relative')] },
          { scheme: 'data', mimetype: 'text/plain', type: 'asset/source' },
          { test: /w\.txt$/, with: { type: 'text' }, type: 'asset/source' },
          { glob: ['src/**/*.js', '!**/*.test.js'], use: [mark('glob')] },
          { test: /index\.js$/, compiler: 'server', use: [mark('server')] },
          { test: /index\.js$/, compiler: { not: 'server' }, use: [mark('client')] },
        ],
      },
    }));
    return other;
  }

  proves('/configuration/module/#ruleresourcequery', 'a query picks the rule, and in oneOf only the first match applies', async () => {
    const built = await otherConditions();
    expect(built.errors).toEqual([]);
    const bundle = await built.read('main.js');
    expect(bundle).toContain('module.exports = "query text";');
    expect(built.files.filter((file) => file.endsWith('.txt'))).toEqual(expect.arrayContaining(['by-url/u.txt', expect.stringMatching(/^[0-9a-f]{20}\.txt$/)]));
    expect(built.files.filter((file) => file.endsWith('.txt'))).toHaveLength(2);
  });

  proves('/configuration/module/#ruleoneof', 'only the first matching rule of oneOf is used', async () => {
    const built = await otherConditions();
    // The ?raw import became source text, the plain one a file: never both for one module.
    expect((await built.read('main.js')).match(/query text/g)).toHaveLength(1);
  });

  proves('/configuration/module/#ruleresourcefragment', 'the fragment of the request is matched with its #', async () => {
    expect(marksOf(await (await otherConditions()).read('main.js'), './src/f.js#inline')).toContain('fragment');
  });

  proves('/configuration/module/#ruledependency', "'commonjs' matches require(), 'url' matches new URL()", async () => {
    const built = await otherConditions();
    const bundle = await built.read('main.js');
    expect(marksOf(bundle, './src/dep-cjs.js')).toContain('commonjs');
    expect(marksOf(bundle, './src/g.js')).not.toContain('commonjs');
    expect(built.files).toContain('by-url/u.txt');
  });

  proves('/configuration/module/#ruledescriptiondata', "a field of the owning package.json selects the package's files", async () => {
    const bundle = await (await otherConditions()).read('main.js');
    expect(marksOf(bundle, './node_modules/@my-org/pkg/lib/other.js')).toEqual(['org']);
    expect(marksOf(bundle, './src/g.js')).not.toContain('org');
  });

  proves('/configuration/module/#ruledescriptionrelativepath', "the path below the package folder starts with ./ and uses forward slashes", async () => {
    const bundle = await (await otherConditions()).read('main.js');
    expect(marksOf(bundle, './node_modules/@my-org/pkg/lib/button.js')).toEqual(expect.arrayContaining(['relative', 'org']));
    expect(marksOf(bundle, './node_modules/@my-org/pkg/lib/other.js')).not.toContain('relative');
  });

  proves('/configuration/module/#rulescheme', 'a data: URL is matched by scheme and mimetype', async () => {
    expect(await (await otherConditions()).read('main.js')).toContain('module.exports = "hello data";');
  });

  proves('/configuration/module/#rulemimetype', 'the default rules give data: URLs of JavaScript, JSON, WebAssembly, CSS, HTML and web manifests their types', async () => {
    const rules = (effectiveOptions({ mode: 'production' }).module.defaultRules ?? []).filter((rule): rule is webpack.RuleSetRule => typeof rule === 'object' && rule !== null && 'mimetype' in rule);
    expect(rules.map((rule) => rule.type)).toEqual(['javascript/auto', 'json', 'javascript/esm', 'webassembly/async', 'css/module', 'css', 'html', 'asset/webmanifest']);
  });

  proves('/configuration/module/#rulewith', 'an import attribute selects the rule', async () => {
    expect(await (await otherConditions()).read('main.js')).toContain('module.exports = "attribute text";');
  });

  proves('/configuration/module/#ruleglob', 'glob patterns match the resource and ! excludes', async () => {
    const bundle = await (await otherConditions()).read('main.js');
    expect(marksOf(bundle, './src/g.js')).toContain('glob');
    expect(marksOf(bundle, './src/g.test.js')).not.toContain('glob');
  });

  proves('/configuration/module/#rulecompiler', "the configuration's name is the compiler the condition sees", async () => {
    const marks = marksOf(await (await otherConditions()).read('main.js'), './src/index.js');
    expect(marks).toContain('server');
    expect(marks).not.toContain('client');
  });

  proves('/configuration/module/#modulenoparse', 'a matching file is copied as it is: its require() calls are not followed', async () => {
    const built = await otherConditions();
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain("if (false) require('./not-there');");
  });

  proves('/configuration/module/#ruleissuerlayer', "a module imported from a layer's module gets the rule; the same file imported elsewhere does not", async () => {
    const built = await markedProject('issuer-layer', {
      'src/index.js': "import './shared.js';\n",
      'src/server.js': "import './shared.js';\nimport cfg from '@cfg';\nimport top from '@top';\nconsole.log(cfg, top);\n",
      'src/shared.js': "console.log('shared');\n",
      'src/config.js': 'export default "config";\n',
      'src/top.js': 'export default "top";\n',
    }, (mark, dir) => ({
      entry: { main: './src/index.js', server: { import: './src/server.js', layer: 'server' } },
      resolve: { alias: { '@top': join(dir, 'src/top.js') } },
      module: {
        rules: [
          { test: /shared\.js$/, issuerLayer: 'server', use: [mark('server-layer')] },
          { test: /server\.js$/, resolve: { alias: { '@cfg': join(dir, 'src/config.js') } } },
        ],
      },
    }));
    expect(built.errors).toEqual([]);
    expect(marksOf(await built.read('main.js'), './src/shared.js')).toEqual([]);
    expect(marksOf(await built.read('server.js'), './src/shared.js')).toEqual(['server-layer']);
  });

  proves('/configuration/module/#ruleresolve', "a rule's resolve options apply to requests from its modules, merged with the top-level ones", async () => {
    const files = { 'src/index.js': "import cfg from '@cfg';\nconsole.log(cfg);\n", 'src/server.js': "import cfg from '@cfg';\nimport top from '@top';\nconsole.log(cfg, top);\n", 'src/config.js': 'export default "config";\n', 'src/top.js': 'export default "top";\n' };
    const built = await markedProject('rule-resolve', files, (_mark, dir) => ({
      entry: { main: './src/index.js', server: './src/server.js' },
      resolve: { alias: { '@top': join(dir, 'src/top.js') } },
      module: { rules: [{ test: /server\.js$/, resolve: { alias: { '@cfg': join(dir, 'src/config.js') } } }] },
    }));
    // Only index.js fails: server.js gets @cfg from its rule and still @top from the top level.
    expect(built.errors).toHaveLength(1);
    expect(built.errors[0]).toContain("Can't resolve '@cfg'");
    expect(await built.read('server.js')).toContain('"config"');
    expect(await built.read('server.js')).toContain('"top"');
  });
});

