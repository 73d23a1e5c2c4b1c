// Proofs of the behaviour statements checked in the audit of the plugin pages (docs/audit/plugins.md).
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

const src = (code: string) => ({ 'src/index.js': code });

describe('DefinePlugin page', () => {
  proves('/plugins/define-plugin/#keys', 'a member chain key does not replace its parts', async () => {
    const built = await build(await projectDir('define-chain'), src('console.log(process.env.API_URL, process.env);\n'), {
      mode: 'none',
      entry: './src/index.js',
      optimization: { nodeEnv: false },
      plugins: [new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify('https://api.test') })],
    });
    expect(await built.read('main.js')).toContain('console.log("https://api.test", process.env)');
  });

  proves('/plugins/define-plugin/#keys', 'a typeof key replaces the typeof expression', async () => {
    const built = await build(await projectDir('define-typeof'), src('console.log(typeof window);\n'), {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ 'typeof window': JSON.stringify('object') })],
    });
    expect(await built.read('main.js')).toContain('console.log("object")');
  });

  proves('/plugins/define-plugin/#object-values', 'an object defines each member and the whole object', async () => {
    const built = await build(await projectDir('define-object'), src('console.log(BUILD.debug); console.log(BUILD);\n'), {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ BUILD: { version: JSON.stringify('1.0.0'), debug: false } })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('console.log(false)');
    expect(code).toContain('console.log(({"version":"1.0.0","debug":false}))');
  });

  proves('/plugins/define-plugin/#usage', 'a false flag drops the dead branch and its import() chunk, even without a minifier', async () => {
    const files = { 'src/index.js': "if (__ENABLE_DEVTOOLS__) { import('./devtools').then((m) => m.mount()); }\nconsole.log('app');\n", 'src/devtools.js': 'export const mount = () => 1;\n' };
    const built = await build(await projectDir('define-dead-branch'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ __ENABLE_DEVTOOLS__: false })],
    });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).not.toContain('devtools');
  });

  proves('/plugins/define-plugin/#usage', 'a local binding shadows a definition, and a shorthand property is expanded', async () => {
    const built = await build(await projectDir('define-scope'), src('function f(VERSION) { return VERSION; }\nconsole.log(f(1), { VERSION });\n'), {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ VERSION: JSON.stringify('1.2.3') })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('function f(VERSION) { return VERSION; }');
    expect(code).toContain('{ VERSION:"1.2.3" }');
  });

  proves('/plugins/define-plugin/#usage', 'defining process.env.NODE_ENV against mode warns about conflicting values', async () => {
    const built = await build(await projectDir('define-conflict'), src('console.log(process.env.NODE_ENV);\n'), {
      mode: 'production',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('staging') })],
    });
    expect(built.warnings.join('\n')).toContain("Conflicting values for 'process.env.NODE_ENV'");
  });

  proves('/plugins/define-plugin/#pitfalls', 'strings, comments and noParse files are not replaced', async () => {
    const files = { 'src/index.js': "require('./raw.js');\n// FLAG in a comment\nconsole.log('FLAG', FLAG);\n", 'src/raw.js': 'console.log(FLAG);\n' };
    const built = await build(await projectDir('define-noparse'), files, {
      mode: 'none',
      entry: './src/index.js',
      module: { noParse: /raw\.js$/ },
      plugins: [new webpack.DefinePlugin({ FLAG: 'true' })],
    });
    const code = await built.read('main.js');
    expect(code).toContain("console.log('FLAG', true)");
    expect(code).toContain('// FLAG in a comment');
    expect(code).toContain('console.log(FLAG);');
  });

  proves('/plugins/define-plugin/#definepluginruntimevalue', 'passing true marks the value as uncacheable', async () => {
    const source = await webpackSource('lib/define/DefinePlugin.js', 'class RuntimeValue', 60);
    expect(source).toMatch(/this\.options === true/);
  });
});

describe('EnvironmentPlugin page', () => {
  proves('/plugins/environment-plugin/#keys-array-form', 'a listed variable that is not set fails the build with EnvVariableNotDefinedError', async () => {
    delete process.env.DOCS_PROOF_UNSET;
    const built = await build(await projectDir('env-missing'), src('console.log(process.env.DOCS_PROOF_UNSET);\n'), {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.EnvironmentPlugin(['DOCS_PROOF_UNSET'])],
    });
    expect(built.errors.join('\n')).toContain('DOCS_PROOF_UNSET environment variable is undefined');
  });

  proves('/plugins/environment-plugin/#defaults-object-form', 'fallbacks are JSON-serialised while environment values are strings; null is optional', async () => {
    process.env.DOCS_PROOF_SET = 'false';
    delete process.env.DOCS_PROOF_FLAG;
    delete process.env.DOCS_PROOF_OPTIONAL;
    const built = await build(await projectDir('env-defaults'), src('console.log(process.env.DOCS_PROOF_SET, process.env.DOCS_PROOF_FLAG, process.env.DOCS_PROOF_OPTIONAL, import.meta.env.DOCS_PROOF_FLAG);\n'), {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.EnvironmentPlugin({ DOCS_PROOF_SET: true, DOCS_PROOF_FLAG: false, DOCS_PROOF_OPTIONAL: null })],
    });
    delete process.env.DOCS_PROOF_SET;
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toContain('console.log("false", false, null, false)');
  });

  proves('/plugins/environment-plugin/#pitfalls', 'variables are read when each compilation starts', async () => {
    const source = await webpackSource('lib/define/EnvironmentPlugin.js', 'compiler.hooks.thisCompilation.tap', 8);
    expect(source).toMatch(/process\.env\[key\]/);
  });
});

describe('ProvidePlugin page', () => {
  proves('/plugins/provide-plugin/#identifier-to-module', 'only modules using the free identifier import the module, and a local declaration wins', async () => {
    const files = {
      'src/index.js': "import './local.js';\nimport './plain.js';\nconsole.log($('x'));\n",
      'src/local.js': 'const $ = (s) => s;\nconsole.log($("local"));\n',
      'src/plain.js': 'console.log("plain");\n',
      'src/jq.js': 'module.exports = function jq(s) { return "JQ_MARKER" + s; };\n',
    };
    const built = await build(await projectDir('provide-basic'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.ProvidePlugin({ $: './jq.js' })],
    });
    const code = await built.read('main.js');
    expect(code.match(/JQ_MARKER/g)).toHaveLength(1);
    expect(code).toContain('/* provided dependency */ var $ = __webpack_require__');
    expect(code).toMatch(/const \$ = \(s\) => s;\nconsole\.log\(\$\("local"\)\);/);
    expect(code).toMatch(/console\.log\("plain"\);/);
  });

  proves('/plugins/provide-plugin/#default-export-of-an-es-module', 'a plain request gives the namespace object, an array path picks the export', async () => {
    const files = {
      'src/index.js': 'console.log(typeof loggerNs.default, typeof logger, typeof helper);\n',
      'src/logger.js': 'export default function log() {}\nexport const helper = () => 1;\n',
    };
    const built = await build(await projectDir('provide-default'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.ProvidePlugin({ loggerNs: './logger.js', logger: ['./logger.js', 'default'], helper: ['./logger.js', 'helper'] })],
    });
    const out = await built.read('main.js');
    // Runs the bundle and reads what it logged.
    const logged: unknown[][] = [];
    new Function('console', out)({ log: (...a: unknown[]) => logged.push(a) });
    expect(logged).toEqual([['function', 'function', 'function']]);
  });

  proves('/plugins/provide-plugin/#how-it-differs-from-similar-tools', 'a member expression key such as window.jQuery is provided too', async () => {
    const files = { 'src/index.js': 'console.log(typeof window.jQuery);\n', 'src/jq.js': 'module.exports = function jq() {};\n' };
    const built = await build(await projectDir('provide-member'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.ProvidePlugin({ 'window.jQuery': './jq.js' })],
    });
    const logged: unknown[][] = [];
    new Function('console', 'window', await built.read('main.js'))({ log: (...a: unknown[]) => logged.push(a) }, {});
    expect(logged).toEqual([['function']]);
  });
});

describe('IgnorePlugin page', () => {
  proves('/plugins/ignore-plugin/#resourceregexp', 'the pattern is tested against the request as written, and an ignored require throws MODULE_NOT_FOUND', async () => {
    const files = { 'src/index.js': "try { require('./optional'); } catch (e) { console.log(e.code); }\nconsole.log(require('./kept'));\n", 'src/optional.js': 'module.exports = "OPTIONAL_MARKER";\n', 'src/kept.js': 'module.exports = "kept";\n' };
    const built = await build(await projectDir('ignore-basic'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/optional$/ })],
    });
    const code = await built.read('main.js');
    expect(code).not.toContain('OPTIONAL_MARKER');
    expect(built.errors).toEqual([]);
    const logged: unknown[][] = [];
    new Function('console', code)({ log: (...a: unknown[]) => logged.push(a) });
    expect(logged).toEqual([['MODULE_NOT_FOUND'], ['kept']]);
  });

  proves('/plugins/ignore-plugin/#requests-that-create-context-modules', 'a context request is tested as its directory, and contextRegExp limits by the importer\'s folder', async () => {
    const files = {
      'src/index.js': "const name = String(Date.now() % 2);\ntry { require('./locale/' + name); } catch (e) {}\nrequire('./lib/use.js');\n",
      'src/locale/a.js': 'module.exports = "APP_LOCALE";\n',
      'src/lib/use.js': "const n = String(Date.now() % 2);\ntry { require('./locale/' + n); } catch (e) {}\n",
      'src/lib/locale/a.js': 'module.exports = "LIB_LOCALE";\n',
    };
    const built = await build(await projectDir('ignore-context'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /lib$/ })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('APP_LOCALE');
    expect(code).not.toContain('LIB_LOCALE');
  });

  proves('/plugins/ignore-plugin/#checkresource', 'checkResource receives the request and the importer\'s folder', async () => {
    const seen: string[][] = [];
    const files = { 'src/index.js': "require('./a');\n", 'src/a.js': 'module.exports = 1;\n' };
    const dir = await projectDir('ignore-check');
    await build(dir, files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.IgnorePlugin({ checkResource: (resource, context) => { seen.push([resource, context]); return false; } })],
    });
    expect(seen).toContainEqual(['./a', `${dir}/src`]);
  });
});
