// Proofs of /configuration/configuration-languages/ that need no compiler beyond the repository's own packages:
// webpack-cli runs in scratch projects without ts-node and friends, and an ES module configuration.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectDir, proves, writeFiles } from './proof';

const run = promisify(execFile);
const cli = join(require.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');

/** Runs webpack-cli and returns its exit code and everything it printed. */
async function cliRun(dir: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { cwd: dir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('/configuration/configuration-languages/', () => {
  proves('/configuration/configuration-languages/#how-other-languages-are-loaded', 'a .ts file fails import() and then every loader interpret knows (and tsx); --disable-interpret reports only import() and require()', async () => {
    const dir = await projectDir('ts-without-loader');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.ts': "const config: { mode: string } = { mode: 'production' };\nexport default config;\n" });
    const hooks = await cliRun(dir, ['configtest']);
    expect(hooks.code).toBe(2);
    expect(hooks.output).toMatch(/Unable to use specified module loaders for "\.ts"/);
    for (const loader of ['ts-node/register', 'sucrase/register/ts', '@babel/register', 'esbuild-register/dist/node', '@swc/register', 'tsx/cjs']) expect(hooks.output).toContain(`Cannot find module '${loader}'`);
    expect(hooks.output).toMatch(/Please install one of them/);
    const plain = await cliRun(dir, ['--disable-interpret']);
    expect(plain.code).toBe(2);
    expect(plain.output).toMatch(/ESM \(`import`\) failed:[\s\S]*Unknown file extension "\.ts"[\s\S]*CJS \(`require`\) failed:/);
    expect(plain.output).not.toMatch(/ts-node/);
  });

  proves('/configuration/configuration-languages/#es-module-configuration', 'a .js file in a "type": "module" package loads with import(); a CommonJS plugin loads by default import and by createRequire; import.meta.dirname works', async () => {
    const dir = await projectDir('esm-config');
    await writeFiles(dir, {
      'package.json': '{ "type": "module" }\n',
      'src/index.js': 'console.log(1);\n',
      'plugin.cjs': "class Plugin { constructor(label) { this.label = label; } apply(compiler) { compiler.hooks.done.tap('Plugin', () => console.log(this.label)); } }\nmodule.exports = Plugin;\n",
      'webpack.config.js': "import Plugin from './plugin.cjs';\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst Required = require('./plugin.cjs');\nexport default { mode: 'production', devtool: false, entry: './src/index.js', plugins: [new Plugin('BY_IMPORT'), new Required('BY_REQUIRE')], output: { path: import.meta.dirname + '/out' } };\n",
    });
    const built = await cliRun(dir, []);
    expect(built.code).toBe(0);
    expect(built.output).toMatch(/BY_IMPORT/);
    expect(built.output).toMatch(/BY_REQUIRE/);
    expect(await readFile(join(dir, 'out', 'main.js'), 'utf8')).toMatch(/console\.log\(1\)/);
  });

  proves('/configuration/configuration-languages/#typescript', "webpack's own typings export the Configuration type", async () => {
    const types = await readFile(require.resolve('webpack/types.d.ts'), 'utf8');
    expect(types).toMatch(/^declare interface Configuration \{/m);
    expect(types).toMatch(/\n\t\tConfiguration,\n/);
  });

  proves('/configuration/configuration-languages/#babel', 'interpret maps .babel.js to @babel/register, which webpack-cli registers only after a native import() failed', async () => {
    const { jsVariants } = require('interpret') as { jsVariants: Record<string, unknown> };
    expect(jsVariants['.babel.js']).toMatchObject({ module: '@babel/register' });
    const source = await readFile(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    const nativeImport = source.indexOf('options = (await import(isFileURL ? configPath');
    const hooks = source.indexOf('rechoir.prepare(extensions, configPath);');
    expect(nativeImport).toBeGreaterThan(0);
    expect(hooks).toBeGreaterThan(nativeImport);
    expect(source.slice(nativeImport, hooks)).toMatch(/if \(loadingError\) \{/);
  });

  proves('/configuration/configuration-languages/#choosing-a-language', 'a CommonJS file builds with no package besides webpack; CoffeeScript and Babel files need a require hook that compiles them on every load', async () => {
    const dir = await projectDir('plain-commonjs');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'webpack.config.js': "module.exports = { mode: 'production', devtool: false, entry: './src/index.js' };\n" });
    expect((await cliRun(dir, [])).code).toBe(0);
    expect(await readFile(join(dir, 'dist', 'main.js'), 'utf8')).toMatch(/console\.log\(1\)/);
    const { jsVariants } = require('interpret') as { jsVariants: Record<string, unknown> };
    expect(jsVariants['.coffee']).toBe('coffeescript/register');
    expect(jsVariants['.js']).toBeNull();
  });

  proves('/configuration/configuration-languages/#module-format-for-ts-node', "the compiler keeps import statements for module esnext and writes require() for commonjs; TypeScript 6 has esModuleInterop on by default, reports false as deprecated, and then reads .default of a CommonJS module", async () => {
    // The TypeScript compiler ts-node runs, with a stand-in for Node.js's path typings (no lib, so only these diagnostics matter).
    const ts = require('typescript') as typeof import('typescript');
    expect(ts.version).toMatch(/^6\./);
    const source = "import path from 'path';\nexport default path.sep;\n";
    expect(ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText).toMatch(/^import path from 'path';/m);
    expect(ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText).toMatch(/__importDefault\(require\("path"\)\)/);
    // Turned off, the default import compiles to .default of what require() returns: undefined for a CommonJS module.
    expect(ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, esModuleInterop: false }, reportDiagnostics: false }).outputText).toMatch(/const path_1 = require\("path"\);[\s\S]*path_1\.default\.sep/);
    const files: Record<string, string> = { '/config.ts': source, '/path.d.ts': "declare module 'path' { const path: { sep: string }; export = path; }\n" };
    const host = ts.createCompilerHost({});
    host.getSourceFile = (file, language) => (files[file] === undefined ? undefined : ts.createSourceFile(file, files[file], language));
    host.fileExists = (file) => files[file] !== undefined;
    host.readFile = (file) => files[file];
    const codes = (options: { esModuleInterop?: boolean }) => ts.getPreEmitDiagnostics(ts.createProgram(['/config.ts', '/path.d.ts'], { module: ts.ModuleKind.CommonJS, ...options, noLib: true, noEmit: true, types: [] }, host)).map((d) => d.code);
    expect(codes({})).not.toContain(1259);
    expect(codes({ esModuleInterop: false })).toContain(5107);
  });

  proves('/configuration/configuration-languages/#typescript', "TypeScript 6 loads no @types package unless `types` names it: __dirname is unknown until types is ['node']", async () => {
    const ts = require('typescript') as typeof import('typescript');
    const dir = await projectDir('ts-types-default');
    await writeFiles(dir, { 'webpack.config.ts': 'export const out = __dirname;\n' });
    const typeRoots = [join(require.resolve('@types/node/package.json'), '..', '..')];
    const codes = (types?: string[]) => ts.getPreEmitDiagnostics(ts.createProgram([join(dir, 'webpack.config.ts')], { module: ts.ModuleKind.CommonJS, noEmit: true, skipLibCheck: true, typeRoots, ...(types ? { types } : {}) })).map((d) => d.code);
    expect(codes()).toContain(2304);
    expect(codes(['node'])).toEqual([]);
  });
});
