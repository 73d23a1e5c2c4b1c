// Proofs of /configuration/plugins/.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, validationLine, writeFiles } from './proof';

/** A plugin that logs when it is applied and when its compilation hook runs, and rewrites a shared value. */
function recorder(name: string, log: string[]): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      log.push(`apply ${name}`);
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        log.push(`thisCompilation ${name}`);
        compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, (assets) => {
          const before = assets['main.js']?.source().toString() ?? '';
          compilation.updateAsset('main.js', new webpack.sources.RawSource(`${before}\n// ${name}`));
        });
      });
    },
  };
}

async function compile(dir: string, config: webpack.Configuration, log: string[]): Promise<string> {
  const compiler = webpack({ mode: 'production', devtool: false, context: dir, entry: './src/index.js', optimization: { minimize: false }, output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' }, ...config });
  log.push('compiler created');
  await new Promise<void>((resolve, reject) => compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))));
  return readFile(join(dir, 'dist', 'main.js'), 'utf8');
}

describe('/configuration/plugins/', () => {
  proves('/configuration/plugins/#plugins', 'webpack applies each plugin with the compiler before it returns; an object is a plugin when it has apply', async () => {
    const dir = await projectDir('apply');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const log: string[] = [];
    await compile(dir, { plugins: [recorder('first', log)] }, log);
    expect(log).toEqual(['apply first', 'compiler created', 'thisCompilation first']);
    expect(validationLine({ plugins: [{ apply: () => undefined }] })).toBe('valid');
    expect(validationLine({ plugins: [{ name: 'no apply' }] })).toMatch(/configuration\.plugins\[0\]/);
  });

  proves('/configuration/plugins/#order', 'plugins tapping the same hook run in the order of the array', async () => {
    const dir = await projectDir('order');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const log: string[] = [];
    const main = await compile(dir, { plugins: [recorder('listed-first', log), recorder('listed-second', log)] }, log);
    expect(log).toEqual(['apply listed-first', 'apply listed-second', 'compiler created', 'thisCompilation listed-first', 'thisCompilation listed-second']);
    expect(main).toMatch(/\/\/ listed-first\n\/\/ listed-second$/);
  });

  proves('/configuration/plugins/#conditional-plugins', 'false, null, undefined, 0 and the empty string in the array are skipped', async () => {
    const dir = await projectDir('falsy');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const log: string[] = [];
    const plugins = [false, null, undefined, 0, '', recorder('kept', log)] as unknown as webpack.WebpackPluginInstance[];
    expect(validationLine({ plugins })).toBe('valid');
    expect(await compile(dir, { plugins }, log)).toMatch(/\/\/ kept$/);
  });

  proves('/configuration/plugins/#function-plugins', 'a function in the array is called with the compiler as this and as its argument', async () => {
    const dir = await projectDir('function');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const seen: boolean[] = [];
    const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [function (this: webpack.Compiler, compiler: webpack.Compiler) { seen.push(this === compiler, compiler instanceof webpack.Compiler); }] });
    expect(seen).toEqual([true, true]);
    await new Promise((resolve) => compiler.close(resolve));
  });

  proves('/configuration/plugins/#sharing-one-instance', 'one instance in two configurations is applied to both compilers, so its state spans both builds', async () => {
    const dir = await projectDir('shared');
    await writeFiles(dir, { 'src/a.js': 'console.log(1);\n', 'src/b.js': 'console.log(2);\n' });
    const compilers: webpack.Compiler[] = [];
    const shared = { apply: (compiler: webpack.Compiler) => { compilers.push(compiler); } };
    const config = (name: string): webpack.Configuration => ({ name, mode: 'production', context: dir, entry: `./src/${name}.js`, output: { path: join(dir, 'dist', name) }, plugins: [shared] });
    const multi = webpack([config('a'), config('b')]) as unknown as webpack.MultiCompiler;
    expect(compilers).toEqual(multi.compilers);
    await new Promise((resolve) => multi.close(resolve));
  });

  proves('/configuration/plugins/#plugins-versus-other-options', 'optimization.nodeEnv sets process.env.NODE_ENV in the bundle and output.clean empties the folder, without plugins', async () => {
    const dir = await projectDir('built-in');
    await writeFiles(dir, { 'src/index.js': 'console.log(process.env.NODE_ENV);\n', 'dist/stale.js': 'old\n' });
    const built = await buildUnminified(dir, {}, { entry: './src/index.js', devtool: false, optimization: { nodeEnv: 'staging' }, output: { clean: true } });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toMatch(/console\.log\("staging"\)/);
  });
});
