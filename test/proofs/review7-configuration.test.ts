// Proofs of the behaviour statements checked in the seventh review of the configuration pages
// (optimization, resolve, stats, other-options, experiments, devtool, target): docs/audit/configuration.md.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { build, buildUnminified, effectiveOptions, projectDir, proves, writeFiles } from './proof';


/**
 * Runs, in a Node.js process of its own (Node.js reports each deprecation through the real
 * `process`, which jest's sandbox does not expose), a build whose plugin reads
 * `compilation.chunks` like an array three times, and returns the deprecation warnings Node.js
 * emitted and the build's error, if any.
 */
async function chunksAsArray(name: string, backCompat: boolean): Promise<{ warnings: string[]; error: string | null }> {
  const dir = await projectDir(name);
  await writeFiles(dir, {
    'src/index.js': 'console.log(1);\n',
    'run.js': `
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const warnings = [];
process.on('warning', (w) => { if (w.name === 'DeprecationWarning') warnings.push(w.message); });
const compiler = webpack({
  mode: 'none', context: __dirname, entry: './src/index.js', experiments: { backCompat: ${backCompat} },
  plugins: [{ apply(c) { c.hooks.afterCompile.tap('ChunksAsArray', (compilation) => {
    compilation.chunks.filter(Boolean); compilation.chunks.filter(Boolean); compilation.chunks.map((x) => x);
  }); } }],
});
compiler.run((error) => compiler.close(() => setImmediate(() => process.stdout.write(JSON.stringify({ warnings, error: error ? error.message : null })))));
`,
  });
  const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'run.js')], { cwd: dir });
  return JSON.parse(stdout);
}

describe('experiments page', () => {
  proves('/configuration/experiments/#experimentsbackcompat', 'array methods on compilation.chunks warn once for the kind of deprecation, not once per use', async () => {
    const { warnings, error } = await chunksAsArray('backcompat-on', true);
    expect(error).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Compilation.chunks was changed from Array to Set');
  });

  proves('/configuration/experiments/#experimentsbackcompat', 'with backCompat: false the same plugin fails', async () => {
    const { error } = await chunksAsArray('backcompat-off', false);
    expect(error).toContain('filter is not a function');
  });
});

describe('devtool page', () => {
  proves('/configuration/devtool/#devtool', 'the default is false in production and in mode none, eval per asset type in development', async () => {
    const base = { context: __dirname };
    expect(effectiveOptions({ ...base, mode: 'production' }).devtool).toBe(false);
    expect(effectiveOptions({ ...base, mode: 'none' }).devtool).toBe(false);
    expect(effectiveOptions({ ...base, mode: 'development' }).devtool).toEqual([
      { type: 'css', use: 'source-map' },
      { type: 'javascript', use: 'eval' },
    ]);
  });
});

describe('devtool page, -scopes', () => {
  const files = {
    'src/index.js': "import { a } from './a';\nconsole.log(a);\n",
    'src/both.js': "import { a } from './a';\nimport { obj, f } from './b';\nconsole.log(a, obj, f());\n",
    'src/a.js': 'export const a = 1;\n',
    'src/b.js': "export const obj = { big: 'a value too long to inline' };\nexport function f() { return obj; }\n",
    
  };

  proves('/configuration/devtool/#debugids', 'a production build writes scopes for an import that inlineExports replaced', async () => {
    const built = await build(await projectDir('scopes-inlined'), files, { entry: './src/index.js', devtool: 'source-map-scopes' });
    expect(built.errors).toEqual([]);
    const map = JSON.parse(await built.read('main.js.map'));
    expect(typeof map.scopes).toBe('string');
    expect(map.names).toContain('(/* inlined export .a */1)');
  });

  proves('/configuration/devtool/#debugids', 'modules that scope hoisting merged give no scopes field', async () => {
    const built = await buildUnminified(await projectDir('scopes-concatenated'), files, { entry: './src/both.js', devtool: 'source-map-scopes' });
    expect(await built.read('main.js')).toContain('// ./src/b.js');
    expect(JSON.parse(await built.read('main.js.map'))).not.toHaveProperty('scopes');
  });

  proves('/configuration/devtool/#debugids', 'with concatenateModules off a production build writes scopes', async () => {
    const built = await buildUnminified(await projectDir('scopes-not-concatenated'), files, {
      entry: './src/both.js',
      devtool: 'source-map-scopes',
      optimization: { concatenateModules: false },
    });
    expect(typeof JSON.parse(await built.read('main.js.map')).scopes).toBe('string');
  });
});

describe('devtool page, loader source maps', () => {
  /** What `this.sourceMap` a loader on the JavaScript entry sees in a development build with this devtool (undefined: the default). */
  async function loaderSourceMap(name: string, devtool?: webpack.Configuration['devtool']): Promise<string> {
    const dir = await projectDir(name);
    const files = {
      'src/index.js': 'console.log(1);\n',
      'loader.js': "module.exports = function (source) { require('fs').writeFileSync(__dirname + '/seen.txt', String(this.sourceMap)); return source; };\n",
    };
    await build(dir, files, {
      mode: 'development',
      entry: './src/index.js',
      ...(devtool === undefined ? {} : { devtool }),
      module: { rules: [{ test: /\.js$/, use: join(dir, 'loader.js') }] },
    });
    return readFile(join(dir, 'seen.txt'), 'utf8');
  }

  proves('/configuration/devtool/#loader-source-maps', 'plain eval for JavaScript does not ask loaders for maps', async () => {
    expect(await loaderSourceMap('loader-map-eval', [{ type: 'javascript', use: 'eval' }])).toBe('false');
  });

  proves('/configuration/devtool/#loader-source-maps', 'the development default asks JavaScript loaders for maps through its CSS entry', async () => {
    expect(await loaderSourceMap('loader-map-default')).toBe('true');
  });

  proves('/configuration/devtool/#loader-source-maps', 'a CSS-only source-map entry sets the flag for JavaScript loaders too', async () => {
    expect(await loaderSourceMap('loader-map-css-only', [{ type: 'css', use: 'source-map' }])).toBe('true');
  });
});
