// Proofs of the per-value sections of /configuration/target/ and of combining targets.
import { buildUnminified, effectiveOptions as resolved, projectDir, proves, writeFiles } from './proof';

const lazy = {
  'src/index.js': "import('./lazy').then((m) => console.log(m.value, typeof global));\n",
  'src/lazy.js': 'export const value = 1;\n',
};

describe('/configuration/target/ values', () => {
  proves('/configuration/target/#web', 'web loads lazy chunks with script tags, maps global to its own global object and does not resolve fs', async () => {
    const web = await buildUnminified(await projectDir('web'), lazy, { entry: './src/index.js', target: 'web', devtool: false });
    const main = await web.read('main.js');
    expect(main).toMatch(/document\.createElement\('script'\)/);
    expect(main).toMatch(/typeof __webpack_require__\.g/);
    const fs = await buildUnminified(await projectDir('web-fs'), { 'src/index.js': "import fs from 'fs';\nconsole.log(fs);\n" }, { entry: './src/index.js', target: 'web' });
    expect(fs.errors.join('\n')).toMatch(/Can't resolve 'fs'/);
    const fallback = await buildUnminified(fs.dir, {}, { entry: './src/index.js', target: 'web', resolve: { fallback: { fs: false } } });
    expect(fallback.errors).toEqual([]);
  });

  proves('/configuration/target/#webworker', 'webworker loads lazy chunks with importScripts() and writes no script tags', async () => {
    const worker = await buildUnminified(await projectDir('webworker'), lazy, { entry: './src/index.js', target: 'webworker', devtool: false });
    const main = await worker.read('main.js');
    expect(main).toMatch(/importScripts\(/);
    expect(main).not.toMatch(/createElement\('script'\)/);
  });

  proves('/configuration/target/#node', 'node loads chunks with require() and leaves built-ins, node: prefix included, as require() calls', async () => {
    const files = { ...lazy, 'src/index.js': "import fs from 'fs';\nimport path from 'path';\nimport { createHash } from 'node:crypto';\nconsole.log(fs, path, createHash);\nimport('./lazy');\n" };
    const node = await buildUnminified(await projectDir('node'), files, { entry: './src/index.js', target: 'node', devtool: false });
    expect(node.errors).toEqual([]);
    const main = await node.read('main.js');
    expect(main).toMatch(/require\("fs"\)/);
    expect(main).toMatch(/require\("path"\)/);
    expect(main).toMatch(/require\("node:crypto"\)/);
    expect(main).toMatch(/= require\("\.\/" \+ __webpack_require__\.u\(chunkId\)\)/);
  });

  proves('/configuration/target/#nodexy', 'a version decides the syntax webpack may use; without one webpack assumes a recent release', async () => {
    const env = (target: string) => resolved({ target }).output.environment;
    expect(env('node')).toMatchObject({ const: true, arrowFunction: true, optionalChaining: true, nodePrefixForCoreModules: true });
    expect(env('node10')).toMatchObject({ const: true, arrowFunction: true, optionalChaining: false, nodePrefixForCoreModules: false, module: false });
    expect(env('node20')).toMatchObject({ optionalChaining: true, nodePrefixForCoreModules: true, module: true });
    expect(resolved({ target: 'async-node20' }).output.chunkLoading).toBe('async-node');
  });

  proves('/configuration/target/#electronxy-main--renderer-and--preload', 'electron-main leaves electron and the old main-process module names as externals', async () => {
    const built = await buildUnminified(await projectDir('electron'), { 'src/main.js': "const { app } = require('electron');\nconst old = require('browser-window');\nconsole.log(app, old);\n" }, { entry: './src/main.js', target: 'electron-main', devtool: false });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.js');
    expect(main).toMatch(/module\.exports = require\("electron"\)/);
    expect(main).toMatch(/module\.exports = require\("browser-window"\)/);
  });

  proves('/configuration/target/#browserslist', 'a browserslist file changes the output without target; a file needs an absolute path, an inline query works only without a project list', async () => {
    const files = { 'src/index.js': 'export const f = () => 1;\nconsole.log(f());\n' };
    const plain = await buildUnminified(await projectDir('bl-none'), files, { entry: './src/index.js', devtool: false });
    // The runtime's wrapper follows the list; the module's own arrow function is left as written.
    expect(await plain.read('main.js')).toMatch(/^\/\*+\/ \(\(\) => \{/);
    const listed = await projectDir('bl-ie');
    await writeFiles(listed, { '.browserslistrc': 'ie 11\n\n[modern]\nchrome 120\n', 'config/.browserslistrc': 'chrome 120\n\n[modern]\nchrome 120\n' });
    const old = await buildUnminified(listed, files, { entry: './src/index.js', devtool: false });
    expect(await old.read('main.js')).toMatch(/^\/\*+\/ \(function\(\) \{[\s\S]*const f = \(\) => 1/);
    expect(resolved({ context: listed, target: `browserslist:${listed}/config/.browserslistrc:modern` }).output.environment.arrowFunction).toBe(true);
    // A relative path is no file: the project's own list (ie 11) is used, or, without one, it is a bad query.
    expect(resolved({ context: listed, target: 'browserslist:./config/.browserslistrc' }).output.environment.arrowFunction).toBe(false);
    const without = await projectDir('bl-without');
    expect(() => resolved({ context: without, target: 'browserslist:./config/.browserslistrc' })).toThrow(/Unknown browser query/);
    expect(resolved({ context: listed, target: 'browserslist:modern' }).output.environment.arrowFunction).toBe(true);
    // An inline query works without a project configuration and is silently replaced by its default list with one.
    expect(resolved({ context: without, target: 'browserslist:last 2 Chrome versions' }).output.environment.arrowFunction).toBe(true);
    expect(resolved({ context: listed, target: 'browserslist:last 2 Chrome versions' }).output.environment.arrowFunction).toBe(false);
  });

  proves('/configuration/target/#other-runtimes', 'deno, bun and universal resolve to module output loading chunks with import()', async () => {
    for (const target of ['deno', 'bun', 'universal']) expect({ target, ...pick(resolved({ target }).output) }).toEqual({ target, module: true, chunkLoading: 'import' });
  });

  proves('/configuration/target/#combining-targets', "web with node gives module output; web with webworker has no chunk format until output.chunkFormat is set", async () => {
    expect(pick(resolved({ target: ['web', 'node'] }).output)).toEqual({ module: true, chunkLoading: 'import' });
    expect(pick(resolved({ target: ['node', 'webworker'] }).output)).toEqual({ module: true, chunkLoading: 'import' });
    expect(() => resolved({ target: ['web', 'webworker'] })).toThrow(/no default script chunk format available[\s\S]*'output\.chunkFormat'/);
    expect(pick(resolved({ target: ['web', 'webworker'], output: { chunkFormat: 'array-push' } }).output)).toEqual({ module: false, chunkLoading: false });
    expect(resolved({ target: ['web', 'es5'] }).output.environment).toMatchObject({ arrowFunction: false, const: false });
  });
});

function pick(output: { module?: boolean; chunkLoading?: string | false }): { module: boolean | undefined; chunkLoading: string | false | undefined } {
  return { module: output.module, chunkLoading: output.chunkLoading };
}
