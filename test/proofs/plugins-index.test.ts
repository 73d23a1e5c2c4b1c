// Proofs of the plugins overview page: the defaults that switch plugins on per mode, and the order
// in which taps of the plugins array and of webpack's own plugins run.
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves } from './proof';

describe('/plugins/', () => {
  proves('/plugins/#plugins-versus-configuration-options', 'production turns on concatenateModules and turns off emitOnErrors; splitChunks is an object in every mode; a source map devtool adds one of the two source map plugins', async () => {
    const production = effectiveOptions({ mode: 'production' }).optimization;
    expect([production.concatenateModules, production.emitOnErrors]).toEqual([true, false]);
    for (const mode of ['none', 'development', 'production'] as const) {
      const optimization = effectiveOptions({ mode }).optimization;
      expect(typeof optimization.splitChunks).toBe('object');
      expect([optimization.concatenateModules, optimization.emitOnErrors]).toEqual(mode === 'production' ? [true, false] : [false, true]);
    }
    const names = (devtool: string): string[] => {
      const compiler = webpack({ mode: 'none', devtool, entry: './x.js' });
      const seen: string[] = [];
      compiler.hooks.compilation.taps.forEach((t) => seen.push(t.name));
      return seen.filter((n) => /DevTool/.test(n));
    };
    expect(names('source-map')).toEqual(['SourceMapDevToolPlugin']);
    expect(names('eval-source-map')).toEqual(['EvalSourceMapDevToolPlugin']);
  });

  proves('/plugins/#plugins-versus-configuration-options', 'taps of the plugins array run before those webpack adds from the configuration, and two taps at the same stage run in array order', async () => {
    const order: string[] = [];
    const tapper = (name: string) => ({ apply: (compiler: webpack.Compiler) => compiler.hooks.compilation.tap(name, (compilation) => compilation.hooks.optimizeChunks.tap({ name, stage: -10 }, () => { order.push(name); })) });
    const taps: string[] = [];
    await buildUnminified(await projectDir('plugins-order'), { 'src/index.js': 'console.log(1);\n' }, {
      entry: './src/index.js',
      plugins: [tapper('First'), tapper('Second'), { apply: (c: webpack.Compiler) => c.hooks.compilation.tap('List', (compilation) => compilation.hooks.afterOptimizeChunks.tap('List', () => { taps.push(...compilation.hooks.optimizeChunks.taps.map((t) => `${t.name}@${t.stage ?? 0}`)); })) }],
    });
    expect(order.slice(0, 2)).toEqual(['First', 'Second']);
    expect(taps.indexOf('First@-10')).toBeLessThan(taps.indexOf('MergeDuplicateChunksPlugin@-10'));
    expect(taps.indexOf('Second@-10')).toBeLessThan(taps.indexOf('MergeDuplicateChunksPlugin@-10'));
  });
});
