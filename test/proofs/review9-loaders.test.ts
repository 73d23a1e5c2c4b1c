// Proofs of statements checked in the ninth review of the loader pages (docs/audit/loaders.md).
// Only what webpack, webpack-cli, ts-loader and json5 (all in the repository's devDependencies) do is proven here;
// the statements about thread-loader, expose-loader, mocha-loader, val-loader and json5-loader themselves were
// checked with builds of those packages, named in the audit record.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildUnminified, projectDir, proves, runScript, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

describe('/loaders/expose-loader/', () => {
  // A configuration function that records what the command line gave it, and builds a one-line entry.
  const recordingConfig = `const { writeFileSync } = require('fs');
const path = require('path');
module.exports = (env, argv) => {
  writeFileSync(path.join(__dirname, 'seen.json'), JSON.stringify({ mode: argv.mode ?? null, nodeEnv: process.env.NODE_ENV ?? null }));
  return { entry: './src/index.js', devtool: false };
};
`;

  async function seen(name: string, args: string[]): Promise<{ mode: string | null; nodeEnv: string | null }> {
    const dir = await projectDir(name);
    await writeFiles(dir, { 'webpack.config.js': recordingConfig, 'src/index.js': "console.log('x');\n" });
    const env = { ...process.env };
    delete env.NODE_ENV;
    await run(process.execPath, [cli, ...args], { cwd: dir, env });
    return JSON.parse(await readFile(join(dir, 'seen.json'), 'utf8')) as { mode: string | null; nodeEnv: string | null };
  }

  proves('/loaders/expose-loader/#exposing-a-single-export-in-development-only', '--mode reaches a configuration function as argv.mode, but does not set process.env.NODE_ENV; only --config-node-env sets that', async () => {
    expect(await seen('expose-mode-production', ['--mode', 'production'])).toEqual({ mode: 'production', nodeEnv: null });
    expect(await seen('expose-mode-development', ['--mode', 'development'])).toEqual({ mode: 'development', nodeEnv: null });
    expect(await seen('expose-mode-none-given', [])).toEqual({ mode: null, nodeEnv: null });
    expect(await seen('expose-config-node-env', ['--config-node-env', 'production'])).toEqual({ mode: null, nodeEnv: 'production' });
  });
});

describe('/loaders/thread-loader/', () => {
  proves('/loaders/thread-loader/#typescript-with-type-checking-in-parallel', "in happyPackMode ts-loader reports none of TypeScript's diagnostics itself, not even syntax errors; webpack's parser still fails on the emitted code", async () => {
    const files = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2020', module: 'esnext', strict: true } }),
      'src/index.ts': "const n: number = 'not a number';\nlet x = (1 +;\nconsole.log(n, x);\n",
    };
    const config = (happyPackMode: boolean) => ({
      mode: 'none' as const,
      entry: './src/index.ts',
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\.ts$/, use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, happyPackMode } } }] },
    });
    const plain = await buildUnminified(await projectDir('ts-transpile-only'), files, config(false));
    expect(plain.errors.some((message) => message.includes('TS1109'))).toBe(true);
    const happy = await buildUnminified(await projectDir('ts-happy-pack-mode'), files, config(true));
    expect(happy.errors.some((message) => /TS\d{4}/.test(message))).toBe(false);
    expect(happy.errors.some((message) => message.includes('Module parse failed'))).toBe(true);
  });
});

describe('/loaders/json5-loader/', () => {
  proves('/loaders/json5-loader/#environment-specific-configuration-files', '--env target=staging gives the configuration function env.target, and only the aliased file is bundled', async () => {
    const dir = await projectDir('json5-env-target');
    // A local loader that parses JSON5 the way json5-loader does stands in for the package.
    await writeFiles(dir, {
      'json5.js': `const JSON5 = require(${JSON.stringify(require.resolve('json5'))});\nmodule.exports = function (source) { return 'export default ' + JSON5.stringify(JSON5.parse(source)) + ';'; };\n`,
      'webpack.config.js': `const path = require('path');
module.exports = (env) => ({
  mode: 'none',
  target: 'node',
  resolve: { alias: { 'app-config$': path.resolve(__dirname, \`config/\${env.target || 'development'}.json5\`) } },
  module: { rules: [{ test: /\\.json5$/i, loader: path.resolve(__dirname, 'json5.js') }] },
});
`,
      'config/development.json5': "{\n  // local API\n  apiBase: 'https://dev.example',\n}\n",
      'config/staging.json5': "{\n  apiBase: 'https://staging.example',\n}\n",
      'src/index.js': "import config from 'app-config';\nconsole.log(config.apiBase);\n",
    });
    await run(process.execPath, [cli, '--env', 'target=staging'], { cwd: dir });
    expect(runScript(join(dir, 'dist/main.js'))).toBe('https://staging.example');
    expect(await readFile(join(dir, 'dist/main.js'), 'utf8')).not.toContain('dev.example');
    await run(process.execPath, [cli], { cwd: dir });
    expect(runScript(join(dir, 'dist/main.js'))).toBe('https://dev.example');
  });
});

// Local loaders standing in for file-loader (its output with esModule true and false) and raw-loader.
const fileLoaderLike = (esModule: boolean) =>
  `module.exports = function (content) {\n  this.emitFile('logo.png', content);\n  return ${esModule ? "'export default __webpack_public_path__ + \"logo.png\";'" : "'module.exports = __webpack_public_path__ + \"logo.png\";'"};\n};\nmodule.exports.raw = true;\n`;
const rawLoaderLike = "module.exports = function (content) { return 'export default ' + JSON.stringify(content) + ';'; };\n";
const urlReference = "const url = new URL('./logo.png', import.meta.url);\nconsole.log(url.pathname);\n";

describe('/loaders/file-loader/', () => {
  proves('/loaders/file-loader/#getting-started', "a new URL() reference to a file a loader rule handles: without a type it is emitted a second time as an asset of the loader's output; with javascript/auto the URL is the module's export, [object Module] for ES module output", async () => {
    const files = { 'file.js': fileLoaderLike(true), 'file-cjs.js': fileLoaderLike(false), 'src/logo.png': 'PNGDATA', 'src/index.js': urlReference };
    const config = (loader: string, type?: string) => ({
      mode: 'none' as const, target: 'node' as const, entry: './src/index.js', output: { publicPath: '/pub/' },
      module: { rules: [{ test: /\.png$/, ...(type ? { type } : {}), use: loader }] },
    });
    const dirA = await projectDir('file-url-no-type-build');
    const a = await buildUnminified(dirA, files, config(join(dirA, 'file.js')));
    expect(a.files.filter((file) => file.endsWith('.png'))).toHaveLength(2);
    const asset = a.files.find((file) => file.endsWith('.png') && file !== 'logo.png') as string;
    expect(await a.read(asset)).toContain('export default __webpack_public_path__');
    expect(runScript(join(dirA, 'dist/main.js'))).toBe(`/pub/${asset}`);
    const dirB = await projectDir('file-url-auto-esm');
    const b = await buildUnminified(dirB, files, config(join(dirB, 'file.js'), 'javascript/auto'));
    expect(b.files.filter((file) => file.endsWith('.png'))).toEqual(['logo.png']);
    expect(runScript(join(dirB, 'dist/main.js'))).toContain('[object%20Module]');
    const dirC = await projectDir('file-url-auto-cjs');
    const c = await buildUnminified(dirC, files, config(join(dirC, 'file-cjs.js'), 'javascript/auto'));
    expect(c.files.filter((file) => file.endsWith('.png'))).toEqual(['logo.png']);
    expect(runScript(join(dirC, 'dist/main.js'))).toBe('/pub/logo.png');
  });
});

describe('/loaders/raw-loader/', () => {
  proves('/loaders/raw-loader/#getting-started', 'dependency: { not: [url] } keeps new URL() references away from the loader: the import gets the text and the URL points to the emitted file itself', async () => {
    const dir = await projectDir('raw-dependency-not-url');
    const built = await buildUnminified(dir, {
      'raw.js': rawLoaderLike,
      'src/notice.txt': 'hello notice',
      'src/index.js': "import text from './notice.txt';\nconst url = new URL('./notice.txt', import.meta.url);\nconsole.log(JSON.stringify(text), url.pathname);\n",
    }, { mode: 'none', target: 'node', entry: './src/index.js', output: { publicPath: '/pub/' }, module: { rules: [{ test: /\.txt$/, dependency: { not: ['url'] }, use: join(dir, 'raw.js') }] } });
    const asset = built.files.find((file) => file.endsWith('.txt')) as string;
    expect(await built.read(asset)).toBe('hello notice');
    expect(runScript(join(dir, 'dist/main.js'))).toBe(`"hello notice" /pub/${asset}`);
  });
});

describe('/loaders/url-loader/', () => {
  proves('/loaders/url-loader/#getting-started', 'with javascript/auto a new URL() reference gets the data URL the loader exports only from CommonJS output; ES module output gives [object Module]', async () => {
    // Stands in for url-loader below its limit: exports a data URL, as ES module or CommonJS.
    const urlLoaderLike = (esModule: boolean) =>
      `module.exports = function (content) {\n  const url = 'data:image/png;base64,' + content.toString('base64');\n  return ${esModule ? "'export default ' + JSON.stringify(url) + ';'" : "'module.exports = ' + JSON.stringify(url) + ';'"};\n};\nmodule.exports.raw = true;\n`;
    const result = async (esModule: boolean) => {
      const dir = await projectDir(`url-auto-${esModule ? 'esm' : 'cjs'}`);
      await buildUnminified(dir, { 'url.js': urlLoaderLike(esModule), 'src/logo.png': 'PNG', 'src/index.js': "console.log(String(new URL('./logo.png', import.meta.url)));\n" },
        { mode: 'none', target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.png$/, type: 'javascript/auto', use: join(dir, 'url.js') }] } });
      return runScript(join(dir, 'dist/main.js'));
    };
    expect(await result(false)).toBe('data:image/png;base64,UE5H');
    expect(await result(true)).toContain('[object%20Module]');
  });
});
