// Proofs of /configuration/output/#older-library-options: the top-level library options and the
// per-system names of a UMD library.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const entry = { 'src/index.js': 'export default 1;\nexport const named = 2;\n' };

describe('/configuration/output/ older library options', () => {
  proves('/configuration/output/#older-library-options', 'the top-level options fold into output.library without any warning', async () => {
    const normalized = webpack.config.getNormalizedWebpackOptions({ output: { library: 'Lib', libraryTarget: 'umd', libraryExport: 'named', umdNamedDefine: true, auxiliaryComment: 'note' } });
    expect(normalized.output.library).toEqual({ name: 'Lib', type: 'umd', export: 'named', umdNamedDefine: true, auxiliaryComment: 'note' });
    const built = await build(await projectDir('old-library'), entry, { mode: 'none', entry: './src/index.js', output: { library: 'Lib', libraryTarget: 'umd' } });
    expect(built.warnings).toEqual([]);
  });

  proves('/configuration/output/#older-library-options', 'auxiliaryComment writes one comment above each branch of the UMD wrapper, and umdNamedDefine names the define() call', async () => {
    const built = await build(await projectDir('aux-comment'), entry, {
      mode: 'none',
      entry: './src/index.js',
      output: { library: 'Lib', libraryTarget: 'umd', umdNamedDefine: true, auxiliaryComment: { amd: 'AMD-PART', commonjs: 'CJS-PART', commonjs2: 'CJS2-PART', root: 'ROOT-PART' } },
    });
    const wrapper = (await built.read('main.js')).split('\n').slice(0, 13).join('\n');
    expect(wrapper).toMatch(/\/\/CJS2-PART\s+if\(typeof exports === 'object' && typeof module === 'object'\)\s+module\.exports = factory\(\);/);
    expect(wrapper).toMatch(/\/\/AMD-PART\s+else if\(typeof define === 'function' && define\.amd\)\s+define\("Lib", \[\], factory\);/);
    expect(wrapper).toMatch(/\/\/CJS-PART\s+else if\(typeof exports === 'object'\)\s+exports\["Lib"\] = factory\(\);/);
    expect(wrapper).toMatch(/\/\/ROOT-PART\s+else\s+root\["Lib"\] = factory\(\);/);
  });

  proves('/configuration/output/#older-library-options', 'library.amd names the define() call only with umdNamedDefine; commonjs and root name their branches', async () => {
    const name = { amd: 'amd-name', commonjs: 'cjs-name', root: 'RootName' };
    const unnamed = await (await build(await projectDir('umd-names'), entry, { mode: 'none', entry: './src/index.js', output: { library: { name, type: 'umd' } } })).read('main.js');
    expect(unnamed).toMatch(/define\(\[\], factory\)/);
    expect(unnamed).toMatch(/exports\["cjs-name"\] = factory\(\)/);
    expect(unnamed).toMatch(/root\["RootName"\] = factory\(\)/);
    const named = await (await build(await projectDir('umd-names-define'), entry, { mode: 'none', entry: './src/index.js', output: { library: { name, type: 'umd', umdNamedDefine: true } } })).read('main.js');
    expect(named).toMatch(/define\("amd-name", \[\], factory\)/);
  });
});
