// Proofs of statements checked in the eleventh review of the loader pages (docs/audit/loaders.md).
// Only what webpack, webpack-cli and the packages in the repository's devDependencies (imports-loader) do is
// proven here. The remark-loader, file-loader, istanbul-instrumenter-loader and mocha-loader statements were
// checked with builds of those packages at the versions the pages name, recorded in the audit record.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, runScript, writeFiles } from './proof';

const ROOT = resolve(__dirname, '..', '..');
const CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
// Loaders named by package resolve from the repository's node_modules, not from the temp project.
const fromRepo = { resolveLoader: { modules: [join(ROOT, 'node_modules'), 'node_modules'] } };

const data = JSON.stringify({ title: 'Inv', unusedKey: 'UNUSED_MARKER', nested: { a: 1, deepUnused: 'DEEP_MARKER' } });
const reader = "import s from './s.data';\nconsole.log(s.title, s.nested.a);\n";

describe('/loaders/json5-loader/', () => {
  proves('/loaders/json5-loader/#built-in-alternative-with-a-custom-parser', 'the native json type drops unread properties only with usedExports: nested ones in production, top level only in development', async () => {
    const native = async (name: string, config: webpack.Configuration) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, { 'src/s.data': data, 'src/index.js': reader }, {
        entry: './src/index.js',
        target: 'node',
        devtool: false,
        ...config,
        module: { rules: [{ test: /\.data$/, type: 'json', parser: { parse: JSON.parse } }] },
      });
      expect(built.errors).toEqual([]);
      expect(runScript(join(dir, 'dist/main.js'))).toBe('Inv 1');
      const out = await built.read('main.js');
      return [out.includes('UNUSED_MARKER'), out.includes('DEEP_MARKER')];
    };
    expect(await native('json-dev', { mode: 'development' })).toEqual([true, true]);
    expect(await native('json-prod', { mode: 'production' })).toEqual([false, false]);
    expect(await native('json-dev-used', { mode: 'development', optimization: { usedExports: true } })).toEqual([false, true]);
  });

  proves('/loaders/json5-loader/#built-in-alternative-with-a-custom-parser', 'a module.exports object literal: unread top-level values become dead code until minified, nested properties stay', async () => {
    const dir = await projectDir('json-cjs-literal');
    // Writes what json5-loader writes with esModule: false.
    const loader = 'module.exports = function (source) { return "module.exports = " + source; };\n';
    const files = { 'cjs-like-loader.js': loader, 'src/s.data': data, 'src/index.js': "const s = require('./s.data');\nconsole.log(s.title, s.nested.a);\n" };
    const config = (minimize: boolean): webpack.Configuration => ({
      mode: 'production',
      target: 'node',
      entry: './src/index.js',
      optimization: { minimize },
      module: { rules: [{ test: /\.data$/, type: 'javascript/auto', loader: join(dir, 'cjs-like-loader.js') }] },
    });
    const plain = await build(dir, files, config(false));
    const out = await plain.read('main.js');
    expect(out).toMatch(/unused pure expression \*\/ null && \("UNUSED_MARKER"\)/);
    expect(out).toContain('DEEP_MARKER');
    const minDir = await projectDir('json-cjs-literal-min');
    const min = await build(minDir, { ...files, 'cjs-like-loader.js': loader }, { ...config(true), module: { rules: [{ test: /\.data$/, type: 'javascript/auto', loader: join(minDir, 'cjs-like-loader.js') }] } });
    const minOut = await min.read('main.js');
    expect(minOut).not.toContain('UNUSED_MARKER');
    expect(minOut).toContain('DEEP_MARKER');
    expect(runScript(join(minDir, 'dist/main.js'))).toBe('Inv 1');
  });
});

describe('/loaders/worker-loader/', () => {
  proves('/loaders/worker-loader/#migrating-to-native-worker-support', 'with ES module output (output.module or futureDefaults) a worker written without options gets type "module"', async () => {
    const files = { 'src/w.worker.js': 'self.onmessage = () => {};\n', 'src/index.js': "new Worker(new URL('./w.worker.js', import.meta.url));\n" };
    const generated = async (name: string, config: webpack.Configuration) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, { mode: 'development', devtool: false, entry: './src/index.js', ...config });
      expect(built.errors).toEqual([]);
      const main = built.files.find((f) => /^main\.m?js$/.test(f)) as string;
      return (await built.read(main)).match(/new Worker\(.*\)/)?.[0] ?? '';
    };
    expect(await generated('worker-script', {})).not.toContain('type');
    expect(await generated('worker-module', { experiments: { outputModule: true }, output: { module: true } })).toContain('{ type: "module" }');
    expect(await generated('worker-future', { experiments: { futureDefaults: true } })).toContain('{ type: "module" }');
  });
});

describe('/loaders/imports-loader/', () => {
  proves('/loaders/imports-loader/#imports', 'commonjs syntaxes: pure, single and multiple become require() lines, in that order', async () => {
    const dir = await projectDir('imports-commonjs');
    const built = await buildUnminified(dir, {
      'node_modules/m/index.js': 'module.exports = { x: 1, y: 2 };\n',
      'src/lib.js': 'console.log(JSON.stringify([x, yy, z]));\n',
      'src/index.js': "require('./lib.js');\n",
    }, {
      ...fromRepo,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /lib\.js$/, loader: 'imports-loader', options: { type: 'commonjs', imports: ['single m z', 'multiple m x', 'multiple m y yy', 'pure m'] } }] },
    });
    expect(built.errors).toEqual([]);
    const out = await built.read('main.js');
    expect(out).toMatch(/__webpack_require__\(\d+\);\nvar z = __webpack_require__\(\d+\);\nvar \{ x, y: yy \} = __webpack_require__\(\d+\);/);
    expect(runScript(join(dir, 'dist/main.js'))).toBe('[1,2,{"x":1,"y":2}]');
  });

  proves('/loaders/imports-loader/#additionalcode', 'additionalCode goes after the imports and before the wrapped module body', async () => {
    const dir = await projectDir('imports-additional');
    const built = await buildUnminified(dir, {
      'src/poly.js': 'globalThis.polyfilled = true;\n',
      'src/lib.js': 'console.log(typeof define, this === globalThis, globalThis.polyfilled);\n',
      'src/index.js': "import './lib.js';\n",
    }, {
      ...fromRepo,
      mode: 'none',
      target: 'node',
      entry: './src/index.js',
      module: { rules: [{ test: /lib\.js$/, loader: 'imports-loader', options: { imports: 'side-effects ./poly.js', additionalCode: 'var define = false;', wrapper: 'globalThis' } }] },
    });
    expect(built.errors).toEqual([]);
    const out = await built.read('main.js');
    expect(out.indexOf('var define = false;')).toBeGreaterThan(out.indexOf('IMPORTS FROM imports-loader'));
    expect(out.indexOf('(function() {')).toBeGreaterThan(out.indexOf('var define = false;'));
    expect(runScript(join(dir, 'dist/main.js'))).toBe('boolean true true');
  });
});

describe('/loaders/css-loader/', () => {
  proves('/loaders/css-loader/#development-and-production-setup', '--mode production does not set process.env.NODE_ENV for the configuration; --config-node-env does', async () => {
    const dir = await projectDir('node-env-cli');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': "const isProduction = process.env.NODE_ENV === 'production';\nclass P { apply(c) { c.hooks.done.tap('p', () => console.log('MODE ' + c.options.mode + ' isProduction ' + isProduction)); } }\nmodule.exports = { mode: isProduction ? 'production' : 'development', plugins: [new P()] };\n",
    });
    const run = (...args: string[]) => {
      const env = { ...process.env };
      delete env.NODE_ENV;
      const out = execFileSync(process.execPath, [CLI, ...args], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      return out.split('\n').find((line) => line.startsWith('MODE')) ?? '';
    };
    expect(run('--mode', 'production')).toBe('MODE production isProduction false');
    expect(run('--config-node-env', 'production')).toBe('MODE production isProduction true');
  });
});
