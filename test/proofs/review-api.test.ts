// Proofs of API page statements corrected in an independent review: each builds a small project
// and looks at what webpack did (a loader's context values, a parser hook's calls, AMD output).
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, writeFiles } from './proof';

// A loader that reports this.target and this.sourceMap as a warning, for the loader-context proofs.
const reportLoader = 'module.exports = function (c) { this.emitWarning(new Error("CTX " + JSON.stringify({ target: this.target, sourceMap: this.sourceMap }))); return c; };\n';

async function loaderContext(name: string, config: webpack.Configuration): Promise<{ target?: string; sourceMap: boolean }> {
  const dir = await projectDir(name);
  const built = await buildUnminified(dir, { 'src/index.js': 'export default 1;\n', 'report-loader.js': reportLoader }, {
    entry: './src/index.js',
    ...config,
    module: { rules: [{ test: /index\.js$/, use: join(dir, 'report-loader.js') }] },
  });
  const line = built.warnings.find((w) => w.includes('CTX '));
  if (!line) throw new Error(`no loader report: ${built.errors.join('\n')}`);
  return JSON.parse(line.slice(line.indexOf("CTX ") + 4).split("\n")[0] ?? "{}");
}

describe('/api/loaders/', () => {
  proves('/api/loaders/#thistarget', 'this.target is the platform name without a version: node20 gives node, electron30-main gives electron-main, a browserslist target gives web', async () => {
    expect((await loaderContext('target-node20', { target: 'node20' })).target).toBe('node');
    expect((await loaderContext('target-electron', { target: 'electron30-main' })).target).toBe('electron-main');
    expect((await loaderContext('target-browserslist', { target: 'browserslist:chrome 100' })).target).toBe('web');
  });

  proves('/api/loaders/#thissourcemap', "this.sourceMap is false for devtool false and an explicit 'eval', true for source-map values and for the development default", async () => {
    const dev = { mode: 'development' } as const;
    expect((await loaderContext('sm-false', { ...dev, devtool: false })).sourceMap).toBe(false);
    expect((await loaderContext('sm-eval', { ...dev, devtool: 'eval' })).sourceMap).toBe(false);
    expect((await loaderContext('sm-source-map', { ...dev, devtool: 'eval-cheap-module-source-map' })).sourceMap).toBe(true);
    expect((await loaderContext('sm-default', dev)).sourceMap).toBe(true);
  });
});

describe('/api/module-methods/', () => {
  proves('/api/module-methods/#define-with-a-factory', 'a named define is a local module: the same file can list it by name, another file cannot resolve the name', async () => {
    const dir = await projectDir('amd-named');
    const same = await buildUnminified(dir, {
      'src/index.js': "define('greeter', [], function () { return { hi: 'named' }; });\ndefine(['greeter'], function (g) { console.log('got ' + g.hi); });\n",
    }, { entry: './src/index.js', target: 'node' });
    expect(same.errors).toEqual([]);
    expect(execFileSync(process.execPath, [join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe('got named\n');
    const other = await buildUnminified(await projectDir('amd-named-other'), {
      'src/index.js': "define('greeter', [], function () { return 1; });\nrequire('./other.js');\n",
      'src/other.js': "define(['greeter'], function (g) { console.log(g); });\n",
    }, { entry: './src/index.js', target: 'node' });
    expect(other.errors.join('\n')).toContain("Can't resolve 'greeter'");
  });
});

describe('/api/parser/', () => {
  proves('/api/parser/#exportspecifier', 'exportSpecifier fires for export lists and for the names of exporting declarations, including a named export default function; an anonymous one goes to exportExpression', async () => {
    const calls: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('Spy', (factory) => {
          factory.hooks.parser.for('javascript/auto').tap('Spy', (parser: any) => {
            parser.hooks.exportSpecifier.tap('Spy', (_s: unknown, id: string, name: string, index: unknown) => {
              if (parser.state.module.resource.endsWith('index.js')) calls.push(`spec ${id} ${name} ${index}`);
            });
            parser.hooks.exportExpression.tap('Spy', (_s: unknown, node: { type: string }) => {
              calls.push(`expr ${node.type}`);
            });
            parser.hooks.exportDeclaration.tap('Spy', (_s: unknown, node: { type: string }) => {
              if (parser.state.module.resource.endsWith('index.js')) calls.push(`decl ${node.type}`);
            });
          });
        });
      },
    };
    await buildUnminified(await projectDir('parser-export-specifier'), {
      'src/index.js': "const local = 1;\nexport { local as api };\nexport const x = 1;\nexport default function render() {}\nimport './anon.js';\n",
      'src/anon.js': 'export default function () {}\n',
    }, { entry: './src/index.js', plugins: [plugin] });
    expect(calls).toEqual(expect.arrayContaining(['spec local api 0', 'spec x x 0', 'spec render default undefined', 'decl VariableDeclaration', 'decl FunctionDeclaration', 'expr FunctionDeclaration']));
  });
});

describe('/api/compilation-hooks/', () => {
  proves('/api/compilation-hooks/#processerrors', 'an error filtered out by processErrors no longer counts: stats.hasErrors() is false while compilation.errors still holds it', async () => {
    const dir = await projectDir('process-errors-filter');
    await writeFiles(dir, { 'src/index.js': "import './missing.js';\n" });
    const seen: { hasErrors: boolean; raw: number }[] = [];
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist2') },
      plugins: [{ apply(c: webpack.Compiler) {
        c.hooks.thisCompilation.tap('Filter', (compilation) => { compilation.hooks.processErrors.tap('Filter', () => []); });
        c.hooks.done.tap('Filter', (stats) => { seen.push({ hasErrors: stats.hasErrors(), raw: stats.compilation.errors.length }); });
      } }],
    });
    await new Promise<void>((resolve, reject) => compiler.run((err) => compiler.close(() => (err ? reject(err) : resolve()))));
    expect(seen).toEqual([{ hasErrors: false, raw: 1 }]);
  });
});

describe('/api/module-methods/ import.meta.glob', () => {
  proves('/api/module-methods/#importmetaglob', 'import.meta.glob returns an object keyed by relative request: lazy loader functions by default, the modules with eager, one export with import', async () => {
    const dir = await projectDir('import-meta-glob');
    const built = await buildUnminified(dir, {
      'src/pages/a.js': "export default 'a';\n",
      'src/pages/b.js': "export default 'b';\n",
      'src/index.js': "const pages = import.meta.glob('./pages/*.js');\nconst titles = import.meta.glob('./pages/*.js', { eager: true, import: 'default' });\nconsole.log(JSON.stringify(Object.keys(pages)), typeof pages['./pages/a.js'], JSON.stringify(titles));\npages['./pages/b.js']().then((m) => console.log('lazy ' + m.default));\n",
    }, { entry: './src/index.js', target: 'node' });
    expect(built.errors).toEqual([]);
    expect(execFileSync(process.execPath, [join(dir, 'dist', 'main.js')], { encoding: 'utf8' })).toBe('["./pages/a.js","./pages/b.js"] function {"./pages/a.js":"a","./pages/b.js":"b"}\nlazy b\n');
  });
});

describe('/api/module-variables/', () => {
  proves('/api/module-variables/#other-importmeta-properties', 'import.meta.main is true only in the entry module, dirname/filename are the output file, env holds NODE_ENV, MODE, DEV, PROD, SSR and BASE_URL; { env: false } leaves import.meta.env alone', async () => {
    const files = {
      'src/other.js': 'export const main = import.meta.main;\n',
      'src/index.js': "import { main as otherMain } from './other.js';\nconsole.log(JSON.stringify({ main: import.meta.main, otherMain, dirname: import.meta.dirname, filename: import.meta.filename, env: import.meta.env }));\n",
    };
    const dir = await projectDir('import-meta-fields');
    await buildUnminified(dir, files, { mode: 'development', devtool: false, entry: './src/index.js', target: 'node' });
    const out = JSON.parse(execFileSync(process.execPath, [join(dir, 'dist', 'main.js')], { encoding: 'utf8' }));
    expect(out).toEqual({ main: true, otherMain: false, dirname: join(dir, 'dist'), filename: join(dir, 'dist', 'main.js'), env: { NODE_ENV: 'development', MODE: 'development', DEV: true, PROD: false, SSR: true, BASE_URL: '/' } });
    const web = await buildUnminified(await projectDir('import-meta-web'), { 'src/index.js': 'console.log(import.meta.env.SSR);\n' }, { entry: './src/index.js' });
    expect(await web.read('main.js')).toMatch(/"SSR":false|console\.log\(false\)/);
    const off = await buildUnminified(await projectDir('import-meta-env-off'), { 'src/index.js': 'console.log(import.meta.env);\n' }, { entry: './src/index.js', output: { module: true }, module: { parser: { javascript: { importMeta: { env: false } } } } });
    expect(await off.read('main.mjs').catch(() => off.read('main.js'))).toContain('import.meta.env');
  });
});
