// Proofs of the behaviour statements checked in the eleventh round of the guides audit
// (docs/audit/guides.md, "Round eleven").
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runScript, writeFiles } from './proof';

// The guide's math module, with marker strings that survive minification only if the code does.
const math = [
  "export function add(a, b) { return a + b + '-add-kept'; }",
  "export function multiply(a, b) { return a * b + '-multiply-kept'; }",
  "export function clamp(value, min, max) { return Math.min(Math.max(value, min), max) + '-clamp-kept'; }",
  '',
].join('\n');
const index = "import { add } from './math.js';\nconsole.log(add(2, 3));\n";

const babelRule = (modules?: string) => ({
  test: /\.js$/,
  use: { loader: require.resolve('babel-loader'), options: { babelrc: false, configFile: false, presets: [[require.resolve('@babel/preset-env'), modules ? { modules } : {}]] } },
});

describe('/guides/tree-shaking/', () => {
  proves('/guides/tree-shaking/#what-prevents-tree-shaking', "Babel's modules: 'commonjs' makes a production build keep multiply and clamp, which the default babel-loader settings let webpack drop", async () => {
    const converted = await build(await projectDir('babel-commonjs'), { 'src/math.js': math, 'src/index.js': index }, { entry: './src/index.js', module: { rules: [babelRule('commonjs')] } });
    const convertedMain = await converted.read('main.js');
    expect(convertedMain).toContain('-multiply-kept');
    expect(convertedMain).toContain('-clamp-kept');
    const kept = await build(await projectDir('babel-default'), { 'src/math.js': math, 'src/index.js': index }, { entry: './src/index.js', module: { rules: [babelRule()] } });
    const keptMain = await kept.read('main.js');
    expect(keptMain).toContain('-add-kept');
    expect(keptMain).not.toContain('-multiply-kept');
    expect(keptMain).not.toContain('-clamp-kept');
  });

  proves('/guides/tree-shaking/#what-prevents-tree-shaking', 'for CommonJS, webpack drops an unused export read through a const require binding, not through a var one', async () => {
    const cjsMath = [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.add = add;',
      'exports.multiply = multiply;',
      "function add(a, b) { return a + b + '-add-kept'; }",
      "function multiply(a, b) { return a * b + '-multiply-kept'; }",
      '',
    ].join('\n');
    const entry = (keyword: string) => `"use strict";\n${keyword} math_1 = require("./math.js");\nconsole.log((0, math_1.add)(2, 3));\n`;
    const viaConst = await build(await projectDir('cjs-const'), { 'src/math.js': cjsMath, 'src/index.js': entry('const') }, { entry: './src/index.js' });
    expect(await viaConst.read('main.js')).not.toContain('-multiply-kept');
    const viaVar = await build(await projectDir('cjs-var'), { 'src/math.js': cjsMath, 'src/index.js': entry('var') }, { entry: './src/index.js' });
    expect(await viaVar.read('main.js')).toContain('-multiply-kept');
  });

  proves('/guides/tree-shaking/#skip-whole-modules-with-sideeffects', 'development mode defaults optimization.sideEffects to "flag", production to true, and both default innerGraph only in production', async () => {
    const development = effectiveOptions({ mode: 'development' });
    expect(development.optimization.sideEffects).toBe('flag');
    expect(development.optimization.innerGraph).toBe(false);
    const production = effectiveOptions({ mode: 'production' });
    expect(production.optimization.sideEffects).toBe(true);
    expect(production.optimization.innerGraph).toBe(true);
  });
});

// ts-loader with `module` set to CommonJS against ES module output, in one project per setting.
async function tsBuild(name: string, module: string, files: Record<string, string>) {
  const dir = await projectDir(name);
  await writeFiles(dir, {
    'tsconfig.json': JSON.stringify({ compilerOptions: { module, target: 'es2020', moduleResolution: module === 'commonjs' ? 'node10' : 'bundler', ignoreDeprecations: '6.0', strict: true } }),
    'package.json': JSON.stringify({ name, sideEffects: false }),
  });
  return build(dir, files, {
    entry: './src/index.ts',
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [{ test: /\.ts$/, loader: require.resolve('ts-loader'), options: { transpileOnly: true } }] },
  });
}

describe('/guides/typescript/', () => {
  proves('/guides/typescript/#configure-typescript', 'with "module": "commonjs" an import() makes no chunk and a sideEffects-free barrel no longer lets webpack skip the unused file', async () => {
    const files = {
      'src/index.ts': "import { add } from './barrel';\nexport const later = () => import('./late');\nconsole.log(add(2, 3), later);\n",
      'src/barrel.ts': "export { add } from './math';\nexport { bee } from './bee';\n",
      'src/math.ts': "export function add(a: number, b: number) { return a + b; }\n",
      'src/bee.ts': "export function bee() { return 'bee-module-kept'; }\n",
      'src/late.ts': "export const late = 'late-module';\n",
    };
    const commonjs = await tsBuild('ts-commonjs', 'commonjs', files);
    expect(commonjs.errors).toEqual([]);
    expect(commonjs.files).toEqual(['main.js']);
    const commonjsMain = await commonjs.read('main.js');
    expect(commonjsMain).toContain('bee-module-kept');
    expect(commonjsMain).toContain('late-module');
    const esm = await tsBuild('ts-es2020', 'es2020', files);
    expect(esm.errors).toEqual([]);
    expect(esm.files.length).toBe(2);
    expect(await esm.read('main.js')).not.toContain('bee-module-kept');
  });
});

describe('/guides/dependency-management/', () => {
  proves('/guides/dependency-management/#requirecontext', 'require.context with a variable as the directory is not handled: webpack warns and the call throws at run time', async () => {
    const built = await buildUnminified(await projectDir('context-variable'), {
      'src/themes/dark.js': 'module.exports = { background: "#1b1b1f" };\n',
      'src/index.js': "const dir = './themes';\nconst themes = require.context(dir, false, /\\.js$/);\nconsole.log(themes.keys());\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js' });
    expect(built.warnings.join('\n')).toContain('require function is used in a way in which dependencies cannot be statically extracted');
    expect(runScript(`${built.dir}/dist/main.js`)).toMatch(/THROWS .*context is not a function/);
  });
});

describe('/guides/ecma-script-modules/', () => {
  const files = {
    'src/data.json': '{ "retries": 3 }\n',
    'src/a.js': 'module.exports = { a: 1 };\n',
    'src/index.mjs': "import { retries } from './data.json';\nconst a = require('./a.js');\nconsole.log(retries, a);\n",
  };

  proves('/guides/ecma-script-modules/#importing-commonjs-gives-you-a-default-export', 'a named import from a JSON file in a .mjs module is an error', async () => {
    const built = await buildUnminified(await projectDir('mjs-json'), files, { mode: 'none', entry: './src/index.mjs' });
    expect(built.errors.join('\n')).toContain("Can't import the named export 'retries'");
  });

  proves('/guides/ecma-script-modules/#commonjs-variables-do-not-exist', 'in a .mjs module webpack leaves a require() call as written instead of bundling it', async () => {
    const built = await buildUnminified(await projectDir('mjs-require'), files, { mode: 'none', entry: './src/index.mjs' });
    const main = await built.read('main.js');
    expect(main).toContain("require('./a.js')");
    expect(main).not.toContain('a: 1');
  });
});

describe('/guides/asset-management/', () => {
  const auto = (rules: webpack.RuleSetRule[], futureDefaults = false) => {
    const options = effectiveOptions({ mode: 'development', module: { rules }, experiments: { futureDefaults } });
    return [options.experiments.css, options.experiments.html];
  };

  proves('/guides/asset-management/#loading-css', "built-in CSS stays 'auto' beside a pre loader or a rule with only sideEffects, and turns off for a rule with loaders or a type, unless futureDefaults makes it true", async () => {
    expect(auto([])).toEqual(['auto', 'auto']);
    expect(auto([{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }])[0]).toBe(false);
    expect(auto([{ test: /\.css$/i, type: 'css/auto' }])[0]).toBe(false);
    expect(auto([{ test: /\.css$/i, enforce: 'pre', loader: 'lint-loader' }])[0]).toBe('auto');
    expect(auto([{ test: /\.css$/i, sideEffects: true }])[0]).toBe('auto');
    expect(auto([{ test: /\.css$/i, use: ['css-loader'] }], true)).toEqual([true, true]);
  });
});

describe('/guides/output-management/', () => {
  proves('/guides/output-management/#generating-indexhtml', "built-in HTML turns off for a rule that gives .html files a loader, not for a pre loader alone", async () => {
    const html = (rules: webpack.RuleSetRule[]) => effectiveOptions({ mode: 'production', module: { rules } }).experiments.html;
    expect(html([{ test: /\.html$/i, loader: 'html-loader' }])).toBe(false);
    expect(html([{ test: /\.html$/i, enforce: 'post', loader: 'html-lint-loader' }])).toBe('auto');
    expect(html([])).toBe('auto');
  });
});

describe('/guides/production/', () => {
  proves('/guides/production/#node_env', 'webpack-cli takes the mode from a NODE_ENV exported by the shell when the configuration sets none, without the missing-mode warning', async () => {
    const dir = await projectDir('shell-node-env');
    await writeFiles(dir, {
      'src/index.js': 'console.log(process.env.NODE_ENV);\n',
      'webpack.config.js': "module.exports = { entry: './src/index.js', devtool: false };\n",
    });
    const cli = join(resolve(__dirname, '..', '..'), 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const run = spawnSync(process.execPath, [cli], { cwd: dir, encoding: 'utf8', env: { ...rest, NO_COLOR: '1', NODE_ENV: 'development' } });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).not.toContain("The 'mode' option has not been set");
    expect(runScript(join(dir, 'dist', 'main.js'))).toBe('development');
  });
});

describe('/guides/typescript/', () => {
  proves('/guides/typescript/#configure-webpack', 'in development mode a ts-loader type error fails the build with TS2322 and the bundle is still written', async () => {
    const dir = await projectDir('ts-type-error');
    await writeFiles(dir, { 'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'es2020', target: 'es2020', moduleResolution: 'bundler', strict: true } }) });
    const built = await build(dir, {
      'src/index.ts': "const quantity: number = '2';\nconsole.log(quantity);\n",
    }, { mode: 'development', devtool: false, entry: './src/index.ts', output: { filename: 'bundle.js' }, resolve: { extensions: ['.ts', '.js'] }, module: { rules: [{ test: /\.ts$/, loader: require.resolve('ts-loader') }] } });
    expect(built.errors.join('\n')).toContain("TS2322: Type 'string' is not assignable to type 'number'.");
    expect(built.files).toEqual(['bundle.js']);
  });
});
