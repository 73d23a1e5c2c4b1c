// Proofs of /configuration/output/#outputmodule, /configuration/devtool/ and /plugins/environment-plugin/.
import webpack from 'webpack';
import { build, effectiveOptions, projectDir, proves } from './proof';

describe('output.module, devtool and EnvironmentPlugin', () => {
  proves('/configuration/output/#outputmodule', 'works on its own: emits .mjs files that use export, with iife off and scriptType module', async () => {
    expect(effectiveOptions({ output: { module: true } }).output).toMatchObject({ filename: '[name].mjs', iife: false, scriptType: 'module' });
    const built = await build(await projectDir('output-module'), { 'src/index.js': 'export const answer = 42;\n' }, { mode: 'none', entry: './src/index.js', output: { module: true, library: { type: 'module' } } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.mjs']);
    expect(await built.read('main.mjs')).toMatch(/export \{[^}]*answer/);
  });

  proves('/configuration/devtool/#inline', 'inline puts the source map into the bundle as a data URL instead of a separate file', async () => {
    const built = await build(await projectDir('devtool-inline'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'development', entry: './src/index.js', devtool: 'inline-source-map' });
    expect(built.files).toEqual(['main.js']);
    expect(await built.read('main.js')).toMatch(/\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
  });

  proves('/plugins/environment-plugin/#keys-array-form', 'a missing variable is a compilation error (EnvVariableNotDefinedError)', async () => {
    delete process.env.DOCS_PROOF_MISSING_VARIABLE;
    const built = await build(await projectDir('env-missing'), { 'src/index.js': 'console.log(process.env.DOCS_PROOF_MISSING_VARIABLE);\n' }, {
      entry: './src/index.js',
      plugins: [new webpack.EnvironmentPlugin(['DOCS_PROOF_MISSING_VARIABLE'])],
    });
    expect(built.errors.join('\n')).toMatch(/DOCS_PROOF_MISSING_VARIABLE/);
  });
});
