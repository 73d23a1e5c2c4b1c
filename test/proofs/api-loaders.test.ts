// Proofs of /api/loaders/: tiny loaders written into the project and run by real builds.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, writeFiles } from './proof';

/** Builds src/index.js through the loaders (file names in the project folder, first runs last) and returns the bundle. */
async function buildWith(name: string, files: Record<string, string>, loaders: string[], config: webpack.Configuration = {}) {
  const dir = await projectDir(name);
  const built = await build(dir, { 'src/index.js': 'export default "source";\n', ...files }, {
    mode: 'none',
    entry: './src/index.js',
    module: { rules: [{ test: /index\.js$/, use: loaders.map((l) => join(dir, l)) }] },
    ...config,
  });
  return { ...built, code: await built.read('main.js').catch(() => '') };
}

describe('loader API', () => {
  proves('/api/loaders/#pitching-loaders', "a pitch that returns a value skips the loaders to its right, the file and its own normal function; the loaders to its left get the value", async () => {
    const trace = (name: string, pitchReturns?: string) => `
      module.exports = function (content) { return content + ${JSON.stringify(`;/*${name} normal*/`)}; };
      module.exports.pitch = function () { ${pitchReturns ? `return ${JSON.stringify(pitchReturns)};` : ''} };
    `;
    const built = await buildWith('pitch', { 'a.js': trace('a'), 'b.js': trace('b', 'export default "from b pitch"'), 'c.js': trace('c') }, ['a.js', 'b.js', 'c.js']);
    expect(built.code).toContain('from b pitch');
    expect(built.code).toContain('/*a normal*/');
    expect(built.code).not.toContain('/*b normal*/');
    expect(built.code).not.toContain('/*c normal*/');
    expect(built.code).not.toContain('"source"');
  });

  proves('/api/loaders/#error-reporting', 'emitError keeps the returned content and fails the build; emitWarning only warns; a throw makes the module throw when executed', async () => {
    const emitError = await buildWith('emit-error', { 'l.js': "module.exports = function (c) { this.emitError(new Error('bad input')); return c + ';/*kept*/'; };\n" }, ['l.js']);
    expect(emitError.errors.join('\n')).toContain('bad input');
    expect(emitError.code).toContain('/*kept*/');
    const emitWarning = await buildWith('emit-warning', { 'l.js': "module.exports = function (c) { this.emitWarning(new Error('odd input')); return c; };\n" }, ['l.js']);
    expect(emitWarning.errors).toEqual([]);
    expect(emitWarning.warnings.join('\n')).toContain('odd input');
    const thrown = await buildWith('throw', { 'l.js': "module.exports = function () { throw new Error('loader crashed'); };\n" }, ['l.js']);
    expect(thrown.errors.join('\n')).toContain('loader crashed');
    expect(thrown.code).toMatch(/throw new Error\(/);
  });

  proves('/api/loaders/#thiscacheable', 'a module whose loader calls cacheable(false) is built again on the next compilation, while a cacheable one is reused', async () => {
    const dir = await projectDir('cacheable');
    await writeFiles(dir, {
      'src/index.js': "import './volatile.js';\n",
      'src/volatile.js': 'export default 1;\n',
      'volatile-loader.js': 'module.exports = function (c) { this.cacheable(false); return c; };\n',
    });
    const past = new Date(Date.now() - 60_000);
    for (const f of ['src/index.js', 'src/volatile.js', 'volatile-loader.js']) await utimes(join(dir, f), past, past);
    const builds: string[][] = [];
    const compiler = webpack({
      mode: 'none',
      context: dir,
      cache: { type: 'memory' },
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      module: { rules: [{ test: /volatile\.js$/, use: join(dir, 'volatile-loader.js') }] },
      plugins: [{
        apply: (c) => c.hooks.thisCompilation.tap('Log', (compilation) => {
          const built: string[] = [];
          builds.push(built);
          compilation.hooks.buildModule.tap('Log', (module) => { built.push(module.readableIdentifier(compilation.requestShortener).replace(/^.*[\\/]/, '')); });
        }),
      }],
    });
    const run = () => new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await run();
    await run();
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(builds[0]?.sort()).toEqual(['index.js', 'volatile.js']);
    expect(builds[1]).toEqual(['volatile.js']);
  });

  proves('/api/loaders/#thisversion-and-thiswebpack', 'this.version is 2, this.webpack is true, and this.mode and this.sourceMap follow the configuration', async () => {
    const loader = 'module.exports = function () { return "export default " + JSON.stringify([this.version, this.webpack, this.mode, this.sourceMap]); };\n';
    const withMap = await buildWith('context-values', { 'l.js': loader }, ['l.js'], { devtool: 'source-map' });
    expect(withMap.code).toContain('[2,true,"none",true]');
    const withoutMap = await buildWith('context-values-no-map', { 'l.js': loader }, ['l.js'], { devtool: false });
    expect(withoutMap.code).toContain('[2,true,"none",false]');
  });

  proves('/api/loaders/#inline-loaders', 'the prefixes !, -! and !! turn off configured normal, pre and normal, and all loaders', async () => {
    const dir = await projectDir('inline-prefixes');
    const mark = (name: string) => `module.exports = function (c) { return c + ${JSON.stringify(`;/*${name}*/`)}; };\n`;
    const files: Record<string, string> = { 'pre.js': mark('pre'), 'normal.js': mark('normal'), 'post.js': mark('post'), 'inline.js': mark('inline') };
    const prefixes: Record<string, string> = { none: '', bang: '!', dash: '-!', double: '!!' };
    for (const [name, prefix] of Object.entries(prefixes)) {
      files[`src/${name}.txt`] = `export default ${JSON.stringify(name)};\n`;
      files[`src/${name}.js`] = `import v from ${JSON.stringify(`${prefix}${join(dir, 'inline.js')}!./${name}.txt`)};\nconsole.log(v);\n`;
    }
    const result: Record<string, string[]> = {};
    for (const name of Object.keys(prefixes)) {
      const built = await build(dir, files, {
        mode: 'none',
        entry: `./src/${name}.js`,
        output: { filename: `${name}.bundle.js` },
        module: { rules: ['pre', 'normal', 'post'].map((kind) => ({ test: /\.txt$/, use: join(dir, `${kind}.js`), ...(kind === 'normal' ? {} : { enforce: kind as 'pre' | 'post' }) })) },
      });
      result[name] = [...(await built.read(`${name}.bundle.js`)).matchAll(/\/\*(pre|normal|post|inline)\*\//g)].map((m) => m[1] ?? '');
    }
    expect(result).toEqual({
      none: ['pre', 'normal', 'inline', 'post'],
      bang: ['pre', 'inline', 'post'],
      dash: ['inline', 'post'],
      double: ['inline'],
    });
  });
});
