// Proofs of statements corrected in the tenth review outside the section each reviewer had:
// what experiments.futureDefaults does to backCompat and to TypeScript files.
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce } from './proof';

/** Whether this Node.js has module.stripTypeScriptTypes, which experiments.typescript needs. */
const nodeCanStripTypes = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentsfuturedefaults', 'futureDefaults sets backCompat to false in the resolved options but keeps the compatibility layer; only an explicit backCompat: false removes it', async () => {
    expect(effectiveOptions({ mode: 'none', experiments: { futureDefaults: true } }).experiments.backCompat).toBe(false);
    const dir = await projectDir('future-backcompat');
    const layer = async (experiments: webpack.Configuration['experiments']) => {
      await buildUnminified(dir, { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js' });
      const compiler = webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: `${dir}/dist` }, experiments });
      let seen = '';
      compiler.hooks.thisCompilation.tap('Proof', (compilation) => {
        compilation.hooks.afterSeal.tap('Proof', () => {
          seen = `${typeof (compilation.chunks as unknown as { filter?: unknown }).filter} ${Object.isFrozen(compilation.assets)}`;
        });
      });
      await runOnce(compiler);
      return seen;
    };
    expect(await layer({ futureDefaults: true })).toBe('function false');
    expect(await layer({ futureDefaults: true, backCompat: false })).toBe('undefined true');
  });

  proves('/configuration/experiments/#experimentsfuturedefaults', 'futureDefaults turns typescript on even when a rule sends .ts files to a loader, and on a Node.js without stripTypeScriptTypes that build fails', async () => {
    const dir = await projectDir('future-typescript');
    const rules = [{ test: /\.ts$/, loader: join(dir, 'pass-through-loader.js') }];
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true }, module: { rules } }).experiments.typescript).toBe(true);
    const built = await buildUnminified(dir, { 'pass-through-loader.js': 'module.exports = (source) => source;\n', 'src/index.ts': 'const n: number = 1;\nconsole.log(n);\n' }, {
      mode: 'development', devtool: false, entry: './src/index.ts', experiments: { futureDefaults: true }, output: { module: false }, module: { rules },
    });
    if (nodeCanStripTypes) expect(built.errors).toEqual([]);
    else expect(built.errors.join('\n')).toContain('experiments.typescript requires Node.js >= 22.6');
  });
});
