// Proofs of the DllPlugin page: a DLL build of two small packages, an application build that
// references its manifest, and both bundles run in one VM context as a page would load them.
import webpack from 'webpack';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext, createContext, runInContext } from 'node:vm';
import { buildUnminified, projectDir, proves, webpackSource, type Built } from './proof';

const packages = {
  'node_modules/alpha/package.json': '{"name":"alpha","version":"1.0.0","main":"index.js"}\n',
  'node_modules/alpha/index.js': "import { helper } from './helper.js';\nexport const a = 'ALPHA_ONE' + helper;\n",
  'node_modules/alpha/helper.js': "export const helper = '!';\n",
  'node_modules/beta/package.json': '{"name":"beta","version":"1.0.0","main":"index.js"}\n',
  'node_modules/beta/index.js': "module.exports = 'BETA';\n",
  'src/index.js': "import { a } from 'alpha';\nimport b from 'beta';\nconsole.log(a, b);\n",
};

/** The page's two configurations: the DLL build (into dll/) and the application build (into dist/). */
const dllConfig = (dir: string, extra: { entryOnly?: boolean } = {}): webpack.Configuration => ({
  entry: { vendor: ['alpha', 'beta'] },
  output: { path: join(dir, 'dll'), filename: '[name].dll.js', library: '[name]_dll' },
  plugins: [new webpack.DllPlugin({ context: dir, name: '[name]_dll', path: join(dir, 'dll/[name].manifest.json'), format: true, ...extra })],
});
const appConfig = (reference: ConstructorParameters<typeof webpack.DllReferencePlugin>[0]): webpack.Configuration => ({
  entry: './src/index.js',
  plugins: [new webpack.DllReferencePlugin(reference)],
});

/** Runs the scripts in order in one global scope, as script tags would, and returns what they logged. */
function runScripts(...scripts: string[]): string[] {
  const logs: string[] = [];
  const context = createContext({ console: { log: (...a: unknown[]) => logs.push(a.join(' ')) } });
  for (const script of scripts) runInContext(script, context);
  return logs;
}

let shared: Promise<{ dir: string; dll: Built; app: Built }> | null = null;
function dllAndApp(): Promise<{ dir: string; dll: Built; app: Built }> {
  shared ??= (async () => {
    const dir = await projectDir('dll-usage');
    const dll = await buildUnminified(dir, packages, dllConfig(dir));
    // The manifest given as an absolute path to the file.
    const app = await buildUnminified(dir, {}, appConfig({ context: dir, manifest: join(dir, 'dll/vendor.manifest.json') }));
    return { dir, dll, app };
  })();
  return shared;
}

describe('/plugins/dll-plugin/', () => {
  proves('/plugins/dll-plugin/#usage', 'the application bundle leaves the DLL\'s modules out and runs once the DLL script ran first; alone it fails with "vendor_dll is not defined"', async () => {
    const { dir, dll, app } = await dllAndApp();
    expect(dll.errors).toEqual([]);
    expect(app.errors).toEqual([]);
    expect(app.warnings).toEqual([]);
    const main = await app.read('main.js');
    expect(main).not.toContain('ALPHA_ONE');
    expect(main).not.toContain('BETA');
    const vendor = await readFile(join(dir, 'dll/vendor.dll.js'), 'utf8');
    expect(runScripts(vendor, main)).toEqual(['ALPHA_ONE! BETA']);
    let message = '';
    try {
      runInNewContext(main, { console: { log: () => undefined } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('vendor_dll is not defined');
  });

  proves('/plugins/dll-plugin/#dllplugin-path', '[name] in path is the entry name; the manifest holds the name and one entry per entry module, keyed by its path relative to context', async () => {
    const { dir } = await dllAndApp();
    const manifest = JSON.parse(await readFile(join(dir, 'dll/vendor.manifest.json'), 'utf8')) as { name: string; content: Record<string, { id: number }> };
    expect(manifest.name).toBe('vendor_dll');
    expect(Object.keys(manifest.content).sort()).toEqual(['./node_modules/alpha/index.js', './node_modules/beta/index.js']);
  });

  proves('/plugins/dll-plugin/#dllplugin-format', 'format: true writes the manifest indented by two spaces', async () => {
    const { dir } = await dllAndApp();
    const text = await readFile(join(dir, 'dll/vendor.manifest.json'), 'utf8');
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(text.split('\n').length).toBeGreaterThan(5);
  });

  proves('/plugins/dll-plugin/#dllplugin-entryonly', 'entryOnly: true lists only the entry modules, so an internal file of a package is not in the manifest; false lists it too', async () => {
    const { dir } = await dllAndApp();
    const manifest = JSON.parse(await readFile(join(dir, 'dll/vendor.manifest.json'), 'utf8')) as { content: Record<string, unknown> };
    expect(Object.keys(manifest.content)).not.toContain('./node_modules/alpha/helper.js');
    const all = await projectDir('dll-entry-only-false');
    await buildUnminified(all, packages, dllConfig(all, { entryOnly: false }));
    const full = JSON.parse(await readFile(join(all, 'dll/vendor.manifest.json'), 'utf8')) as { content: Record<string, unknown> };
    expect(Object.keys(full.content)).toContain('./node_modules/alpha/helper.js');
  });

  proves('/plugins/dll-plugin/#dllreferenceplugin-scope-and-extensions', 'with scope, "libs/<path>" is looked up as "./<path>" in the manifest, trying the extensions and /index; the unscoped request is bundled', async () => {
    const { dir } = await dllAndApp();
    const manifest = JSON.parse(await readFile(join(dir, 'dll/vendor.manifest.json'), 'utf8')) as { name: string; content: Record<string, { id: number }> };
    const scoped = await projectDir('dll-scope');
    const app = await buildUnminified(scoped, {
      ...packages,
      'src/index.js': "import { a } from 'libs/node_modules/alpha';\nimport b from 'beta';\nconsole.log(a, b);\n",
    }, appConfig({ context: dir, manifest, scope: 'libs' }));
    expect(app.errors).toEqual([]);
    const main = await app.read('main.js');
    expect(main).not.toContain('ALPHA_ONE');
    expect(main).toContain("'BETA'");
  });

  proves('/plugins/dll-plugin/#usage', 'after a package changes, the application build still delegates to the old DLL without a warning', async () => {
    const upgraded = await projectDir('dll-upgraded');
    await buildUnminified(upgraded, packages, dllConfig(upgraded));
    await writeFile(join(upgraded, 'node_modules/alpha/index.js'), "export const a = 'ALPHA_TWO';\n");
    const app = await buildUnminified(upgraded, {}, appConfig({ context: upgraded, manifest: join(upgraded, 'dll/vendor.manifest.json') }));
    expect(app.warnings).toEqual([]);
    const vendor = await readFile(join(upgraded, 'dll/vendor.dll.js'), 'utf8');
    expect(runScripts(vendor, await app.read('main.js'))).toEqual(['ALPHA_ONE! BETA']);
  });

  proves('/plugins/dll-plugin/#dllreferenceplugin-name-content-type-sourcetype', 'content replaces manifest and then needs name; content next to manifest fails validation; sourceType falls back to the manifest\'s type, then var', async () => {
    const content = { './node_modules/alpha/index.js': { id: 1 } };
    const check = (options: object): string => {
      try {
        webpack({ entry: './x.js', plugins: [new webpack.DllReferencePlugin(options as ConstructorParameters<typeof webpack.DllReferencePlugin>[0])] });
        return 'valid';
      } catch (error) {
        return (error as Error).message.split('\n')[1]?.trim() ?? '';
      }
    };
    expect(check({ content, name: 'vendor_dll' })).toBe('valid');
    expect(check({ manifest: { name: 'vendor_dll', content } })).toBe('valid');
    expect(check({ content })).toBe('- options should be one of these:');
    expect(check({ manifest: { name: 'vendor_dll', content }, content })).toBe('- options should be one of these:');
    const source = await webpackSource('lib/dll/DllReferencePlugin.js', 'compiler.hooks.compile.tap', 45);
    expect(source).toContain('if (!sourceType) sourceType = manifest.type;');
    expect(source).toContain('new ExternalModuleFactoryPlugin(sourceType || "var", externals)');
  });

  proves('/plugins/dll-plugin/#dllreferenceplugin-manifest', 'a manifest path is read before every compilation and becomes a file dependency of the build', async () => {
    const { app } = await dllAndApp();
    expect(app.errors).toEqual([]);
    expect(await webpackSource('lib/dll/DllReferencePlugin.js', 'compiler.hooks.beforeCompile.tapAsync', 8)).toContain('readFile(manifestPath');
    expect(await webpackSource('lib/dll/DllReferencePlugin.js', 'compilation.fileDependencies.add', 2)).toContain('compilation.fileDependencies.add(fileUrlToPath(manifest))');
  });
});
