// Proofs of the ModuleFederationPlugin page: small development builds of a remote and of a host,
// the host run in this process for the shared-module statements.
import webpack from 'webpack';
import { join } from 'node:path';
import { buildUnminified, projectDir, proves, webpackSource } from './proof';

const { ModuleFederationPlugin } = webpack.container;
const files = {
  'package.json': '{"name":"app","version":"1.0.0","dependencies":{"lib":"^1.0.0"}}\n',
  'node_modules/lib/package.json': '{"name":"lib","version":"1.2.0","main":"index.js"}\n',
  'node_modules/lib/index.js': "module.exports = 'LIB';\n",
  'src/index.js': "import lib from 'lib';\nglobalThis.__federationProof = lib;\n",
  'src/bootstrap-entry.js': "import('./index.js');\n",
  'src/Cart.js': "export default 'CART';\n",
};
const dev = { mode: 'development', devtool: false } as const;

describe('/plugins/module-federation-plugin/', () => {
  proves('/plugins/module-federation-plugin/#name', 'without a name, a build that exposes modules reports no error but writes no container file: the container lands in main.js', async () => {
    const built = await buildUnminified(await projectDir('federation-no-name'), files, { ...dev, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ exposes: { './Cart': './src/Cart.js' }, filename: 'remoteEntry.js' })] });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js', 'src_Cart_js.js']);
    expect(await built.read('main.js')).toContain('"./Cart": () =>');
    const named = await buildUnminified(await projectDir('federation-name'), files, { ...dev, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ name: 'shop', exposes: { './Cart': './src/Cart.js' }, filename: 'remoteEntry.js' })] });
    expect(named.files).toContain('remoteEntry.js');
    expect(await named.read('remoteEntry.js')).toMatch(/^var shop;/m);
  });

  proves('/plugins/module-federation-plugin/#runtime', 'with runtimeChunk: \'single\' the container entry holds no runtime and needs runtime.js; runtime: false puts the runtime back into it', async () => {
    const config = (runtime?: false): webpack.Configuration => ({ ...dev, entry: './src/bootstrap-entry.js', optimization: { runtimeChunk: 'single' }, plugins: [new ModuleFederationPlugin({ name: 'shop', exposes: { './Cart': './src/Cart.js' }, filename: 'remoteEntry.js', ...(runtime === false ? { runtime } : {}) })] });
    const shared = await buildUnminified(await projectDir('federation-runtime-single'), files, config());
    const own = await buildUnminified(await projectDir('federation-runtime-false'), files, config(false));
    expect(await shared.read('remoteEntry.js')).not.toContain('webpack/runtime/');
    expect(await own.read('remoteEntry.js')).toContain('webpack/runtime/');
  });

  proves('/plugins/module-federation-plugin/#usage', 'a shared module imported by the entry itself fails at run time with "Shared module is not available for eager consumption"; behind import(\'./bootstrap\') it loads', async () => {
    const eager = await buildUnminified(await projectDir('federation-eager'), files, { ...dev, target: 'node', entry: './src/index.js', plugins: [new ModuleFederationPlugin({ name: 'app', shared: { lib: { singleton: true } } })] });
    let message = '';
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(eager.dir, 'dist', 'main.js'));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Shared module is not available for eager consumption: webpack/sharing/consume/default/lib/lib');
    const deferred = await buildUnminified(await projectDir('federation-bootstrap'), files, { ...dev, target: 'node', entry: './src/bootstrap-entry.js', plugins: [new ModuleFederationPlugin({ name: 'app', shared: { lib: { singleton: true } } })] });
    const global = globalThis as { __federationProof?: string };
    delete global.__federationProof;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(join(deferred.dir, 'dist', 'main.js'));
    await new Promise<void>((resolve) => {
      const poll = (): void => {
        if (global.__federationProof) resolve();
        else setImmediate(poll);
      };
      poll();
    });
    expect(global.__federationProof).toBe('LIB');
  });

  proves('/plugins/module-federation-plugin/#remotetype', 'remoteType defaults to library.type when that is a valid externals type, else script; library defaults to var with the name', async () => {
    const source = await webpackSource('lib/container/ModuleFederationPlugin.js', 'const library = options.library', 8);
    expect(source).toContain('const library = options.library || { type: "var", name: options.name };');
    expect(source).toContain('(options.library && isValidExternalsType(options.library.type)');
    expect(source).toContain(': "script");');
  });
});
