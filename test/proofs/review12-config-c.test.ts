// Proofs of the statements checked in the twelfth review of the configuration pages (experiments, devtool,
// performance, entry-context, mode, target, watch, configuration-languages, configuration-types, node, index,
// plugins; docs/audit/configuration.md, "Round twelve").
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, writeFiles } from './proof';

/** Builds an array of configurations into one dist/ folder of `dir`; the emitted files and their texts. */
async function buildArray(dir: string, files: Record<string, string>, configs: webpack.Configuration[]): Promise<Record<string, string>> {
  await writeFiles(dir, files);
  const multi = webpack(configs.map((config) => ({ mode: 'none' as const, context: dir, infrastructureLogging: { level: 'none' as const }, ...config, output: { path: join(dir, 'dist'), ...config.output } })));
  const stats = await new Promise<webpack.MultiStats>((resolve, reject) => {
    multi.run((error, result) => {
      multi.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolve(result);
    });
  });
  expect(stats.hasErrors()).toBe(false);
  // No warning tells that one build overwrote the other's file.
  expect(stats.hasWarnings()).toBe(false);
  const out: Record<string, string> = {};
  for (const name of (await readdir(join(dir, 'dist'))).sort()) out[name] = await readFile(join(dir, 'dist', name), 'utf8');
  return out;
}

describe('/configuration/node/', () => {
  proves('/configuration/node/#node__filename', "false leaves __filename as written: outside Node.js reading it throws a ReferenceError, only typeof is safe and gives 'undefined'", async () => {
    const built = await buildUnminified(await projectDir('node-filename-false'), {
      'src/index.js': "console.log(typeof __filename);\nconsole.log(__filename);\n",
    }, { mode: 'none', target: 'web', entry: './src/index.js', node: { __filename: false } });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toContain('console.log(__filename);');
    const printed: unknown[] = [];
    let thrown: unknown;
    try {
      runInContext(code, createContext({ console: { log: (value: unknown) => printed.push(value) } }));
    } catch (error) {
      thrown = error;
    }
    expect(printed).toEqual(['undefined']);
    expect((thrown as Error).name).toBe('ReferenceError');
  });
});

describe('/configuration/plugins/', () => {
  proves('/configuration/plugins/#sharing-one-instance', 'two configurations with plain string entries both write main.js into one folder and one overwrites the other without a warning; entries named after the configuration give each its own script', async () => {
    const files = { 'src/desktop.js': "console.log('desktop');\n", 'src/mobile.js': "console.log('mobile');\n" };
    const plain = await buildArray(await projectDir('plugins-array-plain'), files, [
      { name: 'desktop', entry: './src/desktop.js' },
      { name: 'mobile', entry: './src/mobile.js' },
    ]);
    expect(Object.keys(plain)).toEqual(['main.js']);
    const named = await buildArray(await projectDir('plugins-array-named'), files, ['desktop', 'mobile'].map((name) => ({ name, entry: { [name]: `./src/${name}.js` } })));
    expect(Object.keys(named)).toEqual(['desktop.js', 'mobile.js']);
    expect(named['desktop.js']).toContain("'desktop'");
    expect(named['mobile.js']).toContain("'mobile'");
  });
});

describe('/configuration/configuration-types/', () => {
  proves('/configuration/configuration-types/#dependencies', "with default file names a server configuration that depends on the client overwrites the client's main.js; file names of their own keep both", async () => {
    const files = { 'src/client.js': "console.log('client');\n", 'src/server.js': "console.log('server');\n" };
    const plain = await buildArray(await projectDir('types-deps-plain'), files, [
      { name: 'client', entry: './src/client.js', target: 'web' },
      { name: 'server', dependencies: ['client'], entry: './src/server.js', target: 'node' },
    ]);
    expect(Object.keys(plain)).toEqual(['main.js']);
    expect(plain['main.js']).toContain("'server'");
    expect(plain['main.js']).not.toContain("'client'");
    const own = await buildArray(await projectDir('types-deps-own'), files, [
      { name: 'client', entry: './src/client.js', target: 'web', output: { filename: 'client.js' } },
      { name: 'server', dependencies: ['client'], entry: './src/server.js', target: 'node', output: { filename: 'server.js' } },
    ]);
    expect(Object.keys(own)).toEqual(['client.js', 'server.js']);
  });
});

describe('/configuration/target/', () => {
  proves('/configuration/target/#electronxy-main--renderer-and--preload', 'the three Electron configurations with default file names leave one main.js; with a file name each, three scripts', async () => {
    const names = ['main', 'preload', 'renderer'] as const;
    const files = Object.fromEntries(names.map((name) => [`src/${name}.js`, `console.log('${name}');\n`]));
    const config = (name: (typeof names)[number], own: boolean): webpack.Configuration => ({ name, target: `electron-${name}`, entry: `./src/${name}.js`, ...(own ? { output: { filename: `${name}.js` } } : {}) });
    const plain = await buildArray(await projectDir('target-electron-plain'), files, names.map((name) => config(name, false)));
    expect(Object.keys(plain)).toEqual(['main.js']);
    const own = await buildArray(await projectDir('target-electron-own'), files, names.map((name) => config(name, true)));
    expect(Object.keys(own)).toEqual(['main.js', 'preload.js', 'renderer.js']);
    for (const name of names) expect(own[`${name}.js`]).toContain(`'${name}'`);
  });
});

describe('/configuration/entry-context/', () => {
  proves('/configuration/entry-context/#entrybaseuri', "baseUri is what new URL(..., import.meta.url) in the entry's chunks resolves against", async () => {
    const built = await buildUnminified(await projectDir('entry-baseuri'), {
      'src/index.js': "console.log(new URL('./a.txt', import.meta.url).href);\n",
      'src/a.txt': 'x\n',
    }, { mode: 'none', entry: { main: { import: './src/index.js', baseUri: 'https://cdn.example/app/' } } });
    expect(built.errors).toEqual([]);
    const code = await built.read('main.js');
    expect(code).toContain('__webpack_require__.b = "https://cdn.example/app/";');
    expect(code).toMatch(/new URL\(\/\* asset import \*\/ __webpack_require__\(\d+\), __webpack_require__\.b\)/);
  });
});

describe('/configuration/devtool/', () => {
  proves('/configuration/devtool/#development', "with mode left undefined (argv.mode of a plain npx webpack) webpack builds in production after a warning, and a development devtool then wraps the minified modules in eval", async () => {
    const built = await build(await projectDir('devtool-mode-undefined'), {
      'src/index.js': "console.log('hello');\n",
    }, { mode: undefined, entry: './src/index.js', devtool: 'eval-cheap-module-source-map' });
    expect(built.errors).toEqual([]);
    expect(built.warnings.join('\n')).toContain("The 'mode' option has not been set, webpack will fallback to 'production'");
    const code = await built.read('main.js');
    // Minified (production) and still eval-wrapped with an inline map.
    expect(code.split('\n').length).toBeLessThan(5);
    expect(code).toContain('eval(');
    expect(code).toContain('sourceMappingURL=data:application/json');
  });
});
