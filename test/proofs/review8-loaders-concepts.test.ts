// Proofs of statements checked in the eighth review of the loader pages (docs/audit/loaders.md).
// null-loader 4.0.1 and raw-loader 4.0.2 are not part of the examples' toolchain: where a statement is about what
// webpack does with a loader's output, a local loader that returns the same output stands in for the package
// (null-loader's exported function returns an empty string; raw-loader with esModule: false returns
// `module.exports = <JSON string>`).
import { utimes, stat, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, runScript } from './proof';

const nullLoader = "module.exports = function () { return ''; };\n";
const rawLoader = "module.exports = function (content) { return 'module.exports = ' + JSON.stringify(content) + ';'; };\n";

describe('null-loader page', () => {
  proves('/loaders/null-loader/#getting-started', 'an emptied module gives a default import an empty object and named imports undefined, and the build succeeds', async () => {
    const dir = await projectDir('null-default-named');
    const built = await buildUnminified(dir, {
      'null.js': nullLoader,
      'src/a.css': 'body { color: red; }\n',
      'src/index.js': "import styles, { foo } from './a.css';\nconsole.log(JSON.stringify(styles), typeof foo);\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.css$/, use: join(dir, 'null.js') }] } });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('{} undefined');
  });

  proves('/loaders/null-loader/#replacing-the-loader-with-resolvealias', 'an alias set to false empties the module during resolution: the package need not even exist', async () => {
    const dir = await projectDir('null-alias-false');
    const built = await buildUnminified(dir, {
      'src/index.js': "import heavy from 'heavy-optional-dependency';\nconsole.log(JSON.stringify(heavy));\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', resolve: { alias: { 'heavy-optional-dependency': false } } });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('{}');
  });

  proves('/loaders/null-loader/#replacing-the-loader-with-resolvealias', 'DefinePlugin makes a branch statically false and the requests inside it are not followed, without a minimizer', async () => {
    const dir = await projectDir('null-define-dead-branch');
    const built = await buildUnminified(dir, {
      'src/index.js': "if (process.env.FEATURE === 'on') { require('missing-thing'); import('missing-other'); }\nconsole.log('ok');\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ 'process.env.FEATURE': JSON.stringify('off') })] });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).not.toContain('missing-thing');
    expect(runScript(join(dir, 'dist/main.js'))).toBe('ok');
  });

  proves('/loaders/null-loader/#replacing-the-loader-with-resolvealias', 'IgnorePlugin leaves a request out, and code that reaches it throws a module not found error at run time', async () => {
    const dir = await projectDir('null-ignore-plugin');
    const built = await buildUnminified(dir, {
      'src/index.js': "try { require('optional-extra'); } catch (e) { console.log(e.code, e.message); }\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^optional-extra$/ })] });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe("MODULE_NOT_FOUND Cannot find module 'optional-extra'");
  });
});

const dualPackage = {
  'node_modules/dual-build/package.json': JSON.stringify({ name: 'dual-build', main: 'index.js', module: 'index.mjs' }),
  'node_modules/dual-build/index.js': "module.exports = 'main-build';\n",
  'node_modules/dual-build/index.mjs': "export default 'module-build';\n",
  'null.js': nullLoader,
  'src/index.js': "import a from 'dual-build';\nconst b = require('dual-build');\nconsole.log(JSON.stringify(a), JSON.stringify(b));\n",
};

for (const target of ['web', 'node'] as const) {
  proves('/loaders/null-loader/#getting-started', `require.resolve() names the main file, but webpack bundles the module field's file for import and require() (target ${target}), so only a folder pattern empties it`, async () => {
    const dir = await projectDir(`null-require-resolve-${target}`);
    const byResolve = await buildUnminified(dir, dualPackage, {
      mode: 'none', target, entry: './src/index.js', output: { path: join(dir, 'dist/resolve') },
      module: { rules: [{ test: join(dir, 'node_modules/dual-build/index.js'), use: join(dir, 'null.js') }] },
    });
    expect(byResolve.errors).toEqual([]);
    expect(await byResolve.read('resolve/main.js')).toContain("'module-build'");
    expect(await byResolve.read('resolve/main.js')).not.toContain("'main-build'");
    const byFolder = await buildUnminified(dir, {}, {
      mode: 'none', target, entry: './src/index.js', output: { path: join(dir, 'dist/folder') },
      module: { rules: [{ test: /[\\/]node_modules[\\/]dual-build[\\/]/, use: join(dir, 'null.js') }] },
    });
    expect(byFolder.errors).toEqual([]);
    expect(await byFolder.read('folder/main.js')).not.toContain('module-build');
  });
}

proves('/loaders/expose-loader/#getting-started', "a package's module field sends webpack to another file than require.resolve() gives", async () => {
  const dir = await projectDir('expose-module-field');
  const built = await buildUnminified(dir, dualPackage, { mode: 'none', target: 'web', entry: './src/index.js' });
  expect(built.errors).toEqual([]);
  expect(require.resolve('dual-build', { paths: [dir] })).toBe(join(dir, 'node_modules/dual-build/index.js'));
  expect(await built.read('main.js')).toContain("'module-build'");
  expect(await built.read('main.js')).not.toContain("'main-build'");
});

describe('raw-loader page', () => {
  const bomText = '\ufeffhello "x"\n';

  proves('/loaders/raw-loader/#migrating-to-assetsource', 'require() on a source asset returns the string itself (no .default), and the asset keeps a leading byte-order mark', async () => {
    const dir = await projectDir('raw-asset-source');
    const built = await buildUnminified(dir, {
      'src/notice.txt': bomText,
      'src/index.js': "const text = require('./notice.txt');\nconsole.log(typeof text, typeof text.default, JSON.stringify(text));\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.txt$/, type: 'asset/source' }] } });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe(`string undefined ${JSON.stringify(bomText)}`);
  });

  proves('/loaders/raw-loader/#esmodule', 'a loader receives the text without the leading byte-order mark, so a CommonJS string export starts without it', async () => {
    const dir = await projectDir('raw-loader-bom');
    const built = await buildUnminified(dir, {
      'raw.js': rawLoader,
      'src/notice.txt': bomText,
      'src/index.js': "const text = require('./notice.txt');\nconsole.log(typeof text, JSON.stringify(text));\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.txt$/, use: join(dir, 'raw.js') }] } });
    expect(built.errors).toEqual([]);
    expect(runScript(join(dir, 'dist/main.js'))).toBe(`string ${JSON.stringify(bomText.slice(1))}`);
  });
});

describe('source-map-loader page', () => {
  proves('/loaders/source-map-loader/#getting-started', 'eval-source-map and eval-cheap-module-source-map put the maps inside the bundle; plain eval writes none', async () => {
    const dir = await projectDir('source-map-eval');
    const found: Record<string, boolean> = {};
    for (const devtool of ['eval', 'eval-source-map', 'eval-cheap-module-source-map']) {
      const built = await buildUnminified(dir, { 'src/index.js': "console.log('hi');\n" }, { mode: 'development', devtool, target: 'node', entry: './src/index.js', output: { path: join(dir, 'dist', devtool) } });
      expect(built.errors).toEqual([]);
      found[devtool] = /sourceMappingURL=data:application\/json/.test(await built.read(`${devtool}/main.js`));
    }
    expect(found).toEqual({ eval: false, 'eval-source-map': true, 'eval-cheap-module-source-map': true });
  });
});

describe('migrate to v5 page', () => {
  proves('/migrate/5/#cleaning-the-output-directory', 'output.clean removes files the build does not emit, and leaves an unchanged emitted file in place without rewriting it', async () => {
    const dir = await projectDir('migrate-output-clean');
    const config: webpack.Configuration = { mode: 'none', target: 'node', entry: './src/index.js', output: { clean: true } };
    const first = await buildUnminified(dir, { 'src/index.js': "console.log('hi');\n" }, config);
    expect(first.errors).toEqual([]);
    await writeFile(join(dir, 'dist/stale.js'), '// left over\n');
    const old = new Date('2001-01-01T00:00:00Z');
    await utimes(join(dir, 'dist/main.js'), old, old);
    const second = await buildUnminified(dir, {}, config);
    expect(second.errors).toEqual([]);
    expect(await readdir(join(dir, 'dist'))).toEqual(['main.js']);
    expect((await stat(join(dir, 'dist/main.js'))).mtime.getTime()).toBe(old.getTime());
  });
});

describe('output concepts page', () => {
  proves('/concepts/output/#cleaning-the-output-folder', 'output.clean deletes files the build does not emit, keeps files matching keep, and does not delete the files it emits again', async () => {
    const dir = await projectDir('concepts-output-clean');
    const config: webpack.Configuration = { mode: 'none', target: 'node', entry: './src/index.js', output: { clean: { keep: /\.htaccess$/ } } };
    expect((await buildUnminified(dir, { 'src/index.js': "console.log('hi');\n" }, config)).errors).toEqual([]);
    await writeFile(join(dir, 'dist/old.123.js'), '// stale\n');
    await writeFile(join(dir, 'dist/.htaccess'), 'Options -Indexes\n');
    const old = new Date('2001-01-01T00:00:00Z');
    await utimes(join(dir, 'dist/main.js'), old, old);
    expect((await buildUnminified(dir, {}, config)).errors).toEqual([]);
    expect((await readdir(join(dir, 'dist'))).sort()).toEqual(['.htaccess', 'main.js']);
    expect((await stat(join(dir, 'dist/main.js'))).mtime.getTime()).toBe(old.getTime());
  });
});
