// Proofs of /configuration/output/, /configuration/module/ and /configuration/optimization/
// statements checked in their tenth review: output.html writing no page while webpack's HTML
// support is off, the output.copy rows that had no proof (minimizing of copied files, the
// transform cache, ignore, followSymlinks, preservePermissions, context, a function `to`), the
// output.resourceHints rows (the function form, `entry` hints for a page entry, the manifest
// URLs, how urlHints rules and magic comments combine, `as` and `crossorigin` defaults, the
// modulepreload polyfill default), the HTML minifier rows mergeScripts, mergeStyles,
// removeEmptyElements, minifyConditionalComments and sortAttributes, inlineExports' length
// limit, and Rule.phase needing the import phase experiments.
import { join } from 'node:path';
import { chmod, mkdir, stat, symlink, lstat } from 'node:fs/promises';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runOnce, writeFiles } from './proof';

const script = { 'src/index.js': 'console.log(1);\n' };

describe('/configuration/output/ (tenth review)', () => {
  proves('/configuration/output/#outputhtml', "a rule giving .html files a loader or a type, like experiments.html: false, leaves output.html writing no page without a warning; experiments.html: true writes it beside such a rule", async () => {
    const dir = await projectDir('html-off');
    await writeFiles(dir, { ...script, 'raw-loader.js': 'module.exports = (s) => "export default " + JSON.stringify(s);\n' });
    const page = async (name: string, config: webpack.Configuration) => {
      const built = await buildUnminified(await projectDir(name), script, {
        mode: 'development', devtool: false, entry: './src/index.js', output: { html: true }, ...config,
      });
      expect(built.errors).toEqual([]);
      expect(built.warnings).toEqual([]);
      return built.files;
    };
    expect(await page('html-default', {})).toEqual(['main.html', 'main.js']);
    expect(await page('html-loader-rule', { module: { rules: [{ test: /\.html$/, loader: join(dir, 'raw-loader.js') }] } })).toEqual(['main.js']);
    expect(await page('html-type-rule', { module: { rules: [{ test: /\.html$/, type: 'asset/source' }] } })).toEqual(['main.js']);
    expect(await page('html-false', { experiments: { html: false } })).toEqual(['main.js']);
    expect(await page('html-true-rule', { experiments: { html: true }, module: { rules: [{ test: /\.html$/, type: 'asset/source' }] } })).toEqual(['main.html', 'main.js']);
  });

  proves('/configuration/output/#outputcopy', 'a copied JavaScript file is minified in production like any asset; info: { minimized: true } keeps it as written', async () => {
    const vendor = 'function  add ( a ) { return a + 1 }\nconsole.log( add(2) )\n';
    const copied = async (name: string, info?: object) => {
      const built = await build(await projectDir(name), { ...script, 'public/vendor.js': vendor }, {
        entry: './src/index.js', output: { copy: [{ from: 'public/vendor.js', ...(info ? { info } : {}) }] },
      } as webpack.Configuration);
      expect(built.errors).toEqual([]);
      return built.read('vendor.js');
    };
    expect(await copied('copy-minified')).toMatch(/^function add\((\w)\)\{return \1\+1\}console\.log\(add\(2\)\);$/);
    expect(await copied('copy-kept', { minimized: true })).toBe(vendor);
  });

  proves('/configuration/output/#outputcopy', "transform.cache skips the transform on rebuilds only while webpack's cache is on: once in three development runs, every run in production or with cache: false", async () => {
    const dir = await projectDir('copy-transform-cache');
    await writeFiles(dir, { ...script, 'public/robots.txt': 'robots\n' });
    const calls = async (mode: 'development' | 'production', cache?: boolean) => {
      let count = 0;
      const transform = { transformer: (content: Buffer) => { count += 1; return content; }, ...(cache === undefined ? {} : { cache }) };
      const compiler = webpack({
        mode, devtool: false, context: dir, entry: './src/index.js',
        output: { path: join(dir, `dist-${mode}-${String(cache)}`), copy: [{ from: 'public/robots.txt', transform }] },
      } as webpack.Configuration);
      for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return count;
    };
    expect(await calls('development')).toBe(1);
    expect(await calls('development', false)).toBe(3);
    expect(await calls('production')).toBe(3);
  });

  proves('/configuration/output/#outputcopy', "an ignore glob naming a folder skips it whole; followSymlinks: false copies the link; preservePermissions keeps the mode; a folder in from is the context; a to function gets absoluteFilename, sourceFilename and filename", async () => {
    const dir = await projectDir('copy-more');
    await writeFiles(dir, { ...script, 'public/a.txt': 'a\n', 'public/sub/b.txt': 'b\n', 'public/sub/deeper/c.txt': 'c\n', 'img/p.png': 'p' });
    await chmod(join(dir, 'public/a.txt'), 0o755);
    await symlink('../public/a.txt', join(dir, 'img/link.png'));
    const seen: string[] = [];
    const built = await buildUnminified(dir, {}, {
      mode: 'development', devtool: false, entry: './src/index.js',
      output: {
        copy: [
          { from: 'public', to: 'ignored', globOptions: { ignore: ['**/sub'] } },
          { from: 'img', to: 'links', globOptions: { followSymlinks: false } },
          { from: 'public/a.txt', to: 'perm', preservePermissions: true },
          { from: 'public/a.txt', to: 'plain' },
          { from: 'public/sub', to: (data: { absoluteFilename: string; sourceFilename: string; filename: string }) => { seen.push(`${data.sourceFilename} ${data.filename} ${data.absoluteFilename === join(dir, data.sourceFilename)}`); return 'fn'; } },
        ],
      },
    } as webpack.Configuration);
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['fn/b.txt', 'fn/deeper/c.txt', 'ignored/a.txt', 'links/link.png', 'links/p.png', 'main.js', 'perm/a.txt', 'plain/a.txt']);
    expect((await lstat(join(dir, 'dist/links/link.png'))).isSymbolicLink()).toBe(true);
    expect((await stat(join(dir, 'dist/perm/a.txt'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(dir, 'dist/plain/a.txt'))).mode & 0o777).not.toBe(0o755);
    expect(seen.sort()).toEqual(['public/sub/b.txt b.txt true', 'public/sub/deeper/c.txt deeper/c.txt true']);
  });

  const hintFiles = {
    'src/index.js': "import lib from 'lib';\nconsole.log(lib);\nimport(/* webpackChunkName: \"lazy\" */ './lazy.js');\n",
    'src/admin.js': "import lib from 'lib';\nconsole.log('admin', lib);\n",
    'src/lazy.js': 'export default 1;\n',
    'node_modules/lib/index.js': "export default 'lib';\n",
  };
  const vendorSplit = { splitChunks: { chunks: 'all' as const, minSize: 0, cacheGroups: { vendor: { test: /node_modules/, name: 'vendor' } } } };
  const links = async (built: { read(file: string): Promise<string> }, page = 'main.html') => (await built.read(page)).match(/<link[^>]*>/g) ?? [];

  proves('/configuration/output/#outputresourcehints', 'a function receives one object whose defaultHints is the automatic list, each hint with hostChunks; filtering on hostChunks drops a hint', async () => {
    let keys: string[] = [];
    const built = await buildUnminified(await projectDir('hints-function'), hintFiles, {
      mode: 'development', devtool: false, entry: './src/index.js', optimization: vendorSplit,
      output: {
        html: true,
        resourceHints: (context: { defaultHints: Array<{ hostChunks: string[] }> }) => {
          keys = Object.keys(context).sort();
          expect(context.defaultHints.map((hint) => hint.hostChunks)).toEqual([['vendor']]);
          return context.defaultHints.filter((hint) => !hint.hostChunks.includes('vendor'));
        },
      },
    } as webpack.Configuration);
    expect(built.errors).toEqual([]);
    expect(keys).toEqual(['compilation', 'defaultHints', 'entryName', 'entrypoint', 'hostType']);
    expect(await links(built)).toEqual([]);
    // The list itself is not the first argument: treating it as an array fails the build.
    const asList = await buildUnminified(await projectDir('hints-function-list'), hintFiles, {
      mode: 'development', devtool: false, entry: './src/index.js', optimization: vendorSplit,
      output: { html: true, resourceHints: (list: unknown[]) => list.filter(() => true) },
    } as webpack.Configuration);
    expect(asList.errors.join('\n')).toContain('list.filter is not a function');
  });

  proves('/configuration/output/#outputresourcehints', 'an entry hint expands to the initial chunks of an entry without a page of its own, but for an entry with a generated page only to its own chunk', async () => {
    const hinted = async (name: string, admin: webpack.EntryObject[string]) => {
      const built = await buildUnminified(await projectDir(name), hintFiles, {
        mode: 'development', devtool: false, entry: { main: './src/lazy.js', admin }, optimization: vendorSplit,
        output: { html: true, resourceHints: [{ entry: 'admin', rel: 'preload' }] },
      } as webpack.Configuration);
      expect(built.errors).toEqual([]);
      return links(built);
    };
    expect(await hinted('hints-entry-no-page', { import: './src/admin.js', html: false } as webpack.EntryObject[string])).toEqual([
      '<link rel="preload" as="script" href="vendor.js">',
      '<link rel="preload" as="script" href="admin.js">',
    ]);
    expect(await hinted('hints-entry-page', './src/admin.js')).toEqual(['<link rel="preload" as="script" href="admin.js">']);
  });

  proves('/configuration/output/#outputresourcehints', "manifest hrefs are publicPath plus the file name, bare while publicPath is 'auto'; hints of the array form stay out of the manifest", async () => {
    const manifest = async (name: string, output: webpack.Configuration['output']) => {
      const built = await buildUnminified(await projectDir(name), hintFiles, {
        mode: 'development', devtool: false, entry: './src/index.js', optimization: vendorSplit, output,
      } as webpack.Configuration);
      expect(built.errors).toEqual([]);
      return JSON.parse(await built.read('hints.json')) as { main: Array<{ href: string }> };
    };
    expect((await manifest('hints-manifest-auto', { resourceHints: { initial: true, manifest: 'hints.json' } })).main.map((hint) => hint.href)).toEqual(['vendor.js']);
    expect((await manifest('hints-manifest-static', { publicPath: '/static/', resourceHints: { initial: true, manifest: 'hints.json' } })).main.map((hint) => hint.href)).toEqual(['/static/vendor.js']);
    expect((await manifest('hints-manifest-array', { resourceHints: { initial: [{ chunk: 'vendor', rel: 'preload' }], manifest: 'hints.json' } })).main).toEqual([]);
  });

  proves('/configuration/output/#outputresourcehints', "urlHints rules merge field by field; a rule's preload outranks a webpackPrefetch comment, a comment cannot say webpackPreload: false, a later preload: false can; as comes from the extension", async () => {
    const files = {
      'src/index.js': [
        "console.log(new URL(/* webpackPrefetch: true */ './p.png', import.meta.url));",
        "console.log(new URL(/* webpackPrefetch: true, webpackPreload: false */ './s.svg', import.meta.url));",
        "console.log(new URL('./f.woff2', import.meta.url));",
        "console.log(new URL('./d.bin', import.meta.url));",
        '',
      ].join('\n'),
      'src/p.png': 'p', 'src/s.svg': '<svg/>', 'src/f.woff2': 'f', 'src/d.bin': 'd',
    };
    const built = await buildUnminified(await projectDir('hints-url-merge'), files, {
      mode: 'development', devtool: false, entry: './src/index.js',
      module: { rules: [{ test: /\.bin$/, type: 'asset/resource' }] },
      output: { html: true, assetModuleFilename: '[name][ext]', resourceHints: { urlHints: [{ preload: true }, { test: /\.woff2$/, preload: false, prefetch: true }] } },
    } as webpack.Configuration);
    expect(built.errors).toEqual([]);
    expect(built.warnings.join('\n')).toContain('`webpackPreload` expected true, but received: false.');
    expect((await links(built)).sort()).toEqual([
      '<link rel="prefetch" as="font" href="f.woff2">',
      '<link rel="preload" as="fetch" href="d.bin">',
      '<link rel="preload" as="image" href="p.png">',
      '<link rel="preload" as="image" href="s.svg">',
    ]);
  });

  proves('/configuration/output/#outputresourcehints', 'chunk hints take crossorigin from output.crossOriginLoading and as="script", except modulepreload links, which get no as', async () => {
    const built = await buildUnminified(await projectDir('hints-chunk-attrs'), hintFiles, {
      mode: 'development', devtool: false, entry: './src/index.js', optimization: vendorSplit,
      output: { html: true, crossOriginLoading: 'use-credentials', resourceHints: [{ chunk: 'vendor', rel: 'preload' }, { chunk: 'lazy', rel: 'modulepreload' }] },
    } as webpack.Configuration);
    expect(built.errors).toEqual([]);
    expect(await links(built)).toEqual([
      '<link rel="preload" as="script" href="vendor.js" crossorigin="use-credentials">',
      '<link rel="modulepreload" href="lazy.js" crossorigin="use-credentials">',
    ]);
  });

  proves('/configuration/output/#outputresourcehints', 'modulePreloadPolyfill defaults on only for targets without modulepreload', async () => {
    const polyfill = (target?: string) => (effectiveOptions({ target, output: { module: true } }).output.resourceHints as { modulePreloadPolyfill?: boolean }).modulePreloadPolyfill;
    expect(polyfill('web')).toBe(false);
    expect(polyfill('browserslist:chrome 60')).toBe(true);
  });
});

describe('/configuration/optimization/ (tenth review)', () => {
  const page = '<!doctype html><html><head><title>t</title><style>.a{color:red}</style><style>.b{color:blue}</style></head><body><div></div><span></span><div id="keep"></div><!--[if IE]>  <p   class="ie" >  old  </p>  <![endif]--><a title="t" href="h" id="i" class="c">x</a><a id="j" href="k" class="d">y</a></body></html>\n';

  proves('/configuration/optimization/#html-transforms', 'mergeStyles, removeEmptyElements, minifyConditionalComments and sortAttributes are off by default and change an emitted page when set', async () => {
    const minified = async (name: string, html: object) => {
      const built = await build(await projectDir(name), { 'src/index.html': page }, {
        entry: './src/index.html', optimization: { minimizeOptions: { html } },
      } as webpack.Configuration);
      expect(built.errors).toEqual([]);
      return built.read('index.html');
    };
    const plain = await minified('html-min-default', {});
    expect(plain).toContain('<style>.a{color:red}</style><style>.b{color:blue}</style>');
    expect(plain).toContain('<div></div><span></span>');
    expect(plain).toContain('<!--[if IE]>  <p   class="ie" >');
    expect(plain).toContain('<a title=t href=h id=i class=c>');
    const set = await minified('html-min-set', { mergeStyles: true, removeEmptyElements: true, minifyConditionalComments: true, sortAttributes: true });
    expect(set).toContain('<style>.a{color:red}.b{color:blue}</style>');
    expect(set).toContain('<body><div id=keep>');
    expect(set).toContain('<!--[if IE]><p class=ie>');
    // id and class are the commonest names of the document.
    expect(set).toContain('<a id=i class=c href=h title=t>');
  });

  proves('/configuration/optimization/#html-transforms', "mergeScripts joins adjacent attribute-less inline scripts with ';', so an error in the first stops the second; mergeStyles leaves a sheet starting with @import apart", async () => {
    // webpack moves a page's inline scripts into its bundle and inlines a sheet's @import, so the minifier is asked directly.
    const htmlMinify = require('webpack/lib/html/htmlMinify.js') as (input: Record<string, string>, map: undefined, options: object) => Promise<{ code: string }>;
    const source = '<!doctype html><body><script>var a = 1; throw new Error("x")</script><script>var b = 2; console.log(b)</script></body>';
    expect((await htmlMinify({ 'index.html': source }, undefined, {})).code).toContain('</script><script>');
    const merged = (await htmlMinify({ 'index.html': source }, undefined, { mergeScripts: true })).code;
    expect(merged).toContain('<script>var a = 1; throw new Error("x")\n;var b = 2; console.log(b)</script>');
    const styles = '<!doctype html><head><style>.a{color:red}</style><style>.b{color:blue}</style><style>@import "x.css";</style></head>';
    expect((await htmlMinify({ 'index.html': styles }, undefined, { mergeStyles: true })).code).toContain('<style>.a{color:red}.b{color:blue}</style><style>@import "x.css";</style>');
  });

  proves('/configuration/optimization/#optimizationinlineexports', 'the limit is six characters, not bytes: a five-letter accented string and 123456 are inlined, 1234567 and a seven-letter string are not', async () => {
    const built = await buildUnminified(await projectDir('inline-exports-length'), {
      'src/f.js': "export const S = 'ééééé';\nexport const T = 'abcdefg';\nexport const N = 123456;\nexport const M = 1234567;\n",
      'src/index.js': "import { S, T, N, M } from './f.js';\nconsole.log(S, T, N, M);\n",
    }, { entry: './src/index.js', optimization: { concatenateModules: false } });
    const call = (await built.read('main.js')).match(/console\.log\(.*\)/)?.[0] ?? '';
    expect(call).toContain('"ééééé"');
    expect(call).toContain('123456');
    expect(call).not.toContain('1234567');
    expect(call).not.toContain('abcdefg');
  });
});

describe('/configuration/module/ (tenth review)', () => {
  proves('/configuration/module/#rulephase', "import defer and import source fail to parse without their experiments, so a 'defer' or 'source' rule matches nothing; with them the rule's loader runs", async () => {
    const dir = await projectDir('rule-phase');
    await mkdir(join(dir, 'src'), { recursive: true });
    await writeFiles(dir, {
      'src/x.js': 'export const a = 1;\n',
      'src/d.js': "import defer * as x from './x.js';\nconsole.log(x.a);\n",
      'src/s.js': "import source s from './x.js';\nconsole.log(s);\n",
      'mark-loader.js': "module.exports = function (s) { return s + '\\nexport const marked = 1;\\n'; };\n",
    });
    const phase = async (name: string, entry: string, rulePhase: string, experiments: webpack.Configuration['experiments']) => {
      const compiler = webpack({
        mode: 'development', devtool: false, context: dir, entry, experiments, output: { path: join(dir, `dist-${name}`) },
        module: { rules: [{ test: /x\.js$/, phase: rulePhase, loader: join(dir, 'mark-loader.js') }] },
      } as webpack.Configuration);
      const stats = await runOnce(compiler);
      return stats.toJson({ all: false, errors: true, modules: true, nestedModules: true, source: true });
    };
    const deferOff = await phase('defer-off', './src/d.js', 'defer', {});
    expect(deferOff.errors?.[0]?.message).toContain('Module parse failed: Unexpected token');
    const deferOn = await phase('defer-on', './src/d.js', 'defer', { deferImport: true });
    expect(deferOn.errors).toEqual([]);
    expect(JSON.stringify(deferOn.modules)).toContain('export const marked = 1;');
    const sourceOff = await phase('source-off', './src/s.js', 'source', {});
    expect(sourceOff.errors?.[0]?.message).toContain('Module parse failed: Unexpected token');
  });
});
