// Proofs of /configuration/node/: what global, __filename and __dirname become per target and value.
import webpack from 'webpack';
import { buildUnminified, effectiveOptions as resolved, projectDir, proves } from './proof';

const files = { 'src/index.js': "import './utils/log.js';\n", 'src/utils/log.js': 'console.log(__filename, __dirname, typeof global);\n' };

/** The bundle's first file, built from `files` with `config`, and the build's warnings. */
async function bundle(name: string, config: webpack.Configuration): Promise<{ text: string; warnings: string[] }> {
  const built = await buildUnminified(await projectDir(name), files, { entry: './src/index.js', devtool: false, ...config, optimization: { concatenateModules: false, ...config.optimization } });
  return { text: await built.read(built.files[0] ?? 'main.js'), warnings: built.warnings };
}

describe('/configuration/node/', () => {
  proves('/configuration/node/#node', 'defaults follow the target, and false leaves all three names as written', async () => {
    expect(resolved({ target: 'web' }).node).toEqual({ global: true, __filename: 'mock', __dirname: 'mock' });
    for (const target of ['node', 'electron-main', 'nwjs']) expect(resolved({ target }).node).toEqual({ global: false, __filename: 'eval-only', __dirname: 'eval-only' });
    expect((await bundle('node-false', { target: 'web', node: false })).text).toMatch(/console\.log\(__filename, __dirname, typeof global\)/);
  });

  proves('/configuration/node/#nodeglobal', "true maps global to the global object (globalThis where the environment has it); 'warn' is the futureDefaults default and warns", async () => {
    expect((await bundle('global-web', { target: 'web' })).text).toMatch(/typeof __webpack_require__\.g\)/);
    expect((await bundle('global-this', { target: 'web', output: { environment: { globalThis: true } } })).text).toMatch(/typeof globalThis\)/);
    expect(resolved({ target: 'web', experiments: { futureDefaults: true } }).node).toEqual({ global: 'warn', __filename: 'warn-mock', __dirname: 'warn-mock' });
    const warned = await bundle('global-warn', { target: 'web', node: { global: 'warn' } });
    expect(warned.warnings.join('\n')).toMatch(/"global" has been used/);
  });

  proves('/configuration/node/#node__filename', "true writes the module's path relative to context, mock '/index.js'; eval-only keeps the runtime value in CommonJS and derives it from import.meta.url in modules", async () => {
    expect((await bundle('filename-true', { target: 'web', node: { __filename: true, __dirname: true } })).text).toMatch(/var __webpack_filename__ = "src\/utils\/log\.js";\nvar __webpack_dirname__ = "src\/utils";/);
    expect((await bundle('filename-mock', { target: 'web' })).text).toMatch(/var __webpack_filename__ = "\/index\.js";\nvar __webpack_dirname__ = "\/";/);
    expect((await bundle('filename-cjs', { target: 'node' })).text).toMatch(/console\.log\(__filename, __dirname, typeof global\)/);
    const esm = await bundle('filename-esm', { target: 'node20', output: { module: true }, experiments: { outputModule: true } });
    expect(esm.text).toMatch(/var __webpack_filename__ = __webpack_fileURLToPath__\(import\.meta\.url\);/);
    const moduleValue = await bundle('filename-node-module', { target: 'node20', output: { module: true }, experiments: { outputModule: true }, node: { __filename: 'node-module', __dirname: 'node-module' } });
    expect(moduleValue.text).toMatch(/var __webpack_filename__ = __webpack_fileURLToPath__\(import\.meta\.url\);/);
  });

  proves('/configuration/node/#node__dirname', "'warn-mock' writes '/' and warns at each use; node-module computes the folder from import.meta.url", async () => {
    const warned = await bundle('dirname-warn', { target: 'web', node: { __dirname: 'warn-mock', __filename: 'warn-mock' } });
    expect(warned.text).toMatch(/var __webpack_dirname__ = "\/";/);
    expect(warned.warnings.join('\n')).toMatch(/"__dirname" has been used/);
    const moduleValue = await bundle('dirname-node-module', { target: 'node20', output: { module: true }, experiments: { outputModule: true }, node: { __dirname: 'node-module' } });
    expect(moduleValue.text).toMatch(/var __webpack_dirname__ = __webpack_fileURLToPath__\(import\.meta\.url\.replace\(/);
  });
});
