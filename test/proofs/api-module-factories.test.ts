// Proofs of /api/normalmodulefactory-hooks/ and /api/contextmodulefactory-hooks/: plugins tap the factories in tiny builds.
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

type NormalFactory = Parameters<Parameters<webpack.Compiler['hooks']['normalModuleFactory']['tap']>[1]>[0];
type FactoryUse = (factory: NormalFactory) => void;
type ContextFactory = Parameters<Parameters<webpack.Compiler['hooks']['contextModuleFactory']['tap']>[1]>[0];

const normalFactory = (use: FactoryUse): webpack.WebpackPluginInstance => ({ apply: (c) => c.hooks.normalModuleFactory.tap('Proof', use) });
const contextFactory = (use: (factory: ContextFactory) => void): webpack.WebpackPluginInstance => ({ apply: (c) => c.hooks.contextModuleFactory.tap('Proof', use) });

const locales = {
  'src/index.js': 'export const load = (lang) => import(`./locales/${lang}.json`);\n',
  'src/locales/en.json': '{"hello":"Hello"}\n',
  'src/locales/de.json': '{"hello":"Hallo"}\n',
  'src/locales/notes.txt': 'not a locale\n',
};

/** The request strings of the modules a build bundled (from the stats). */
async function bundledModules(dir: string, files: Record<string, string>, plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const built = await build(dir, files, { mode: 'none', entry: './src/index.js', output: { chunkFilename: '[name].chunk.js' }, plugins });
  expect(built.errors).toEqual([]);
  const code = await Promise.all(built.files.map((f) => built.read(f)));
  return code.join('\n');
}

describe('normal module factory hooks', () => {
  proves('/api/normalmodulefactory-hooks/#beforeresolve', 'hooks fire for one request in the order beforeResolve, factorize, resolve, afterResolve, createModule, createModuleClass, module', async () => {
    const calls: string[] = [];
    const log = (name: string) => () => { if (calls[calls.length - 1] !== name) calls.push(name); };
    const plugin = normalFactory((f) => {
      f.hooks.beforeResolve.tap('Log', log('beforeResolve'));
      f.hooks.factorize.tap({ name: 'Log', stage: -100 }, () => { log('factorize')(); return undefined; });
      f.hooks.resolve.tap({ name: 'Log', stage: -100 }, log('resolve'));
      f.hooks.afterResolve.tap('Log', log('afterResolve'));
      f.hooks.createModule.tap('Log', log('createModule'));
      f.hooks.createModuleClass.for('javascript/auto').tap('Log', log('createModuleClass'));
      f.hooks.module.tap('Log', (module) => { log('module')(); return module; });
    });
    await build(await projectDir('nmf-order'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(calls).toEqual(['beforeResolve', 'factorize', 'resolve', 'afterResolve', 'createModule', 'createModuleClass', 'module']);
  });

  proves('/api/normalmodulefactory-hooks/#beforeresolve', 'returning false ignores the request: no module is created and the build has no error', async () => {
    const plugin = normalFactory((f) => f.hooks.beforeResolve.tap('Ignore', (data) => (data.request === './heavy.js' ? false : undefined)));
    const code = await bundledModules(await projectDir('nmf-ignore'), { 'src/index.js': "import './heavy.js';\nconsole.log('app');\n", 'src/heavy.js': "console.log('HEAVY_MARKER');\n" }, [plugin]);
    expect(code).toContain("console.log('app')");
    expect(code).not.toContain('HEAVY_MARKER');
  });

  proves('/api/normalmodulefactory-hooks/#afterresolve', 'a loader added to createData.loaders runs on the module', async () => {
    const dir = await projectDir('nmf-after-resolve');
    const plugin = normalFactory((f) => f.hooks.afterResolve.tap('AddLoader', (data) => {
      if (data.createData.resource?.endsWith('index.js')) data.createData.loaders?.push({ loader: join(dir, 'shout-loader.js'), options: undefined, ident: undefined, type: undefined });
    }));
    const code = await bundledModules(dir, { 'src/index.js': "console.log('quiet');\n", 'shout-loader.js': 'module.exports = (source) => source.toUpperCase();\n' }, [plugin]);
    expect(code).toContain("CONSOLE.LOG('QUIET')");
  });

  proves('/api/normalmodulefactory-hooks/#factorize', 'externals are implemented as a factorize tap', async () => {
    expect(await webpackSource('lib/externals/ExternalModuleFactoryPlugin.js', 'normalModuleFactory.hooks.factorize.tapAsync(', 2)).toContain('factorize');
  });

  proves('/api/normalmodulefactory-hooks/#createparser', 'parsers are cached per module type and options object', async () => {
    const source = await webpackSource('lib/module/NormalModuleFactory.js', 'let cache = this.parserCache.get(type);', 12);
    expect(source).toContain('cache = new WeakMap();');
    expect(source).toContain('cache.get(parserOptions)');
  });
});

describe('context module factory hooks', () => {
  proves('/api/contextmodulefactory-hooks/#contextmodulefiles', 'receives the names in each folder, and filtering them keeps files out of the context', async () => {
    const seen: string[][] = [];
    const plugin = contextFactory((factory) => factory.hooks.contextModuleFiles.tap('OnlyEnglishLocales', (files: string[]) => {
      seen.push([...files].sort());
      return files.filter((name) => !/^[a-z]{2}\.json$/.test(name) || name === 'en.json');
    }));
    const code = await bundledModules(await projectDir('cmf-files'), locales, [plugin]);
    expect(seen).toEqual([['de.json', 'en.json', 'notes.txt']]);
    expect(code).toContain('Hello');
    expect(code).not.toContain('Hallo');
  });

  proves('/api/contextmodulefactory-hooks/#afterresolve', 'a narrower regExp set here keeps the other files out of the context', async () => {
    const plugin = contextFactory((factory) => factory.hooks.afterResolve.tap('OnlyEnglish', (data) => {
      if (typeof data.resource === 'string' && data.resource.endsWith('locales')) data.regExp = /^\.\/en\.json$/;
      return data;
    }));
    const code = await bundledModules(await projectDir('cmf-after-resolve'), locales, [plugin]);
    expect(code).toContain('Hello');
    expect(code).not.toContain('Hallo');
  });

  proves('/api/contextmodulefactory-hooks/#beforeresolve', 'returning false drops the context: none of the folder files is bundled and the build has no error', async () => {
    const plugin = contextFactory((factory) => factory.hooks.beforeResolve.tap('Drop', () => false));
    const code = await bundledModules(await projectDir('cmf-before-resolve'), locales, [plugin]);
    expect(code).not.toContain('Hello');
    expect(code).not.toContain('Hallo');
  });
});
