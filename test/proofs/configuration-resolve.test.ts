// Proofs of /configuration/resolve/: requests resolved by the resolver webpack itself builds for a
// compiler (`compiler.resolverFactory`, with the configuration's defaults and `byDependency` applied),
// plus two builds for what only a compilation shows (empty modules, errors and their details).
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

const json = (value: unknown): string => JSON.stringify(value);

/** A small project with local folders and hand-made packages, shared by every proof of this file. */
const files: Record<string, string> = {
  'src/index.js': "console.log('index');\n",
  'src/helper.js': 'export const helper = 1;\n',
  'src/util.ts': 'export const util = 1;\n',
  'src/a.js': 'export default "js";\n',
  'src/a.css': '.a {}\n',
  'src/c.cjs': 'module.exports = 1;\n',
  'src/styles.css': '.s {}\n',
  'src/components/index.js': 'export default "index";\n',
  'src/components/main.js': 'export default "main";\n',
  'src/components/Button.js': 'export default "Button";\n',
  'src/config/prod.js': 'export default "prod";\n',
  'node_modules/pkg/package.json': json({ name: 'pkg', main: './legacy.js', exports: { '.': './main.js', './public.js': './public.js' } }),
  'node_modules/pkg/main.js': 'module.exports = "main";\n',
  'node_modules/pkg/legacy.js': 'module.exports = "legacy";\n',
  'node_modules/pkg/public.js': 'module.exports = "public";\n',
  'node_modules/pkg/internal/file.js': 'module.exports = "internal";\n',
  'node_modules/old/package.json': json({ name: 'old', browser: './browser.js', module: './esm.js', main: './cjs.js' }),
  'node_modules/old/browser.js': '',
  'node_modules/old/esm.js': '',
  'node_modules/old/cjs.js': '',
  'node_modules/swap/package.json': json({ name: 'swap', main: './index.js', browser: { './node.js': './web.js', './native.js': false } }),
  'node_modules/swap/index.js': "require('./node.js'); require('./native.js');\n",
  'node_modules/swap/node.js': '',
  'node_modules/swap/web.js': '',
  'node_modules/swap/native.js': '',
  'node_modules/cond/package.json': json({ name: 'cond', exports: { '.': { custom: './custom.js', browser: './browser.js', default: './default.js' } } }),
  'node_modules/cond/custom.js': '',
  'node_modules/cond/browser.js': '',
  'node_modules/cond/default.js': '',
  'packages/linked/package.json': json({ name: 'linked', main: './index.js' }),
  'packages/linked/index.js': '',
};

let project: Promise<string> | null = null;
/** The project folder, written once (with a symlinked package, as `npm link` leaves it). */
function projectFolder(): Promise<string> {
  project ??= (async () => {
    const dir = await projectDir('resolve');
    await writeFiles(dir, files);
    await symlink(join(dir, 'packages/linked'), join(dir, 'node_modules/linked'), 'dir');
    return dir;
  })();
  return project;
}

type Resolve = (request: string, from?: string) => Promise<string>;

/** A resolver as webpack makes it for `dependencyType`; answers with the path relative to the project, `false`, or the error's first line. */
async function resolverFor(config: webpack.Configuration, dependencyType = 'esm'): Promise<Resolve> {
  const dir = await projectFolder();
  const compiler = webpack({ mode: 'development', target: 'web', context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' }, ...config });
  const resolver = compiler.resolverFactory.get('normal', { dependencyType });
  return (request, from = join(dir, 'src')) =>
    new Promise((resolveRequest) => {
      resolver.resolve({}, from, request, {}, (error, result) => {
        if (error) resolveRequest(`error: ${error.message.split('\n')[0]}`);
        else resolveRequest(result === false ? 'false' : relative(dir, String(result)));
      });
    });
}

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolvealias', 'replaces the start of a specifier, $ matches exactly, an array is tried in order, and an alias overrides an exports map', async () => {
    const dir = await projectFolder();
    const resolve = await resolverFor({
      resolve: {
        alias: {
          components: join(dir, 'src/components'),
          config$: join(dir, 'src/config/prod.js'),
          several: [join(dir, 'src/nothing-here'), join(dir, 'src/components')],
          'pkg/internal': join(dir, 'node_modules/pkg/internal'),
          'optional-native-addon': false,
        },
      },
    });
    expect(await resolve('components/Button')).toBe('src/components/Button.js');
    expect(await resolve('config')).toBe('src/config/prod.js');
    expect(await resolve('config/extra')).toMatch(/^error: Can't resolve 'config\/extra'/);
    expect(await resolve('several/Button')).toBe('src/components/Button.js');
    expect(await resolve('pkg/internal/file.js')).toBe('node_modules/pkg/internal/file.js');
    expect(await resolve('optional-native-addon')).toBe('false');
    // The array form keeps the same meaning; onlyModule is the trailing $.
    const arrayForm = await resolverFor({ resolve: { alias: [{ name: 'config', alias: join(dir, 'src/config/prod.js'), onlyModule: true }] } });
    expect(await arrayForm('config')).toBe('src/config/prod.js');
    expect(await arrayForm('config/extra')).toMatch(/^error: /);
  });

  proves('/configuration/resolve/#resolvealias', 'false and a fallback of false give an empty module in the bundle', async () => {
    const dir = await projectDir('alias-false');
    const built = await buildUnminified(dir, { 'src/index.js': "import a from 'optional-native-addon';\nimport fs from 'fs';\nconsole.log(a, fs);\n" }, {
      mode: 'development',
      devtool: false,
      target: 'web',
      entry: './src/index.js',
      resolve: { alias: { 'optional-native-addon': false }, fallback: { fs: false } },
    });
    expect(built.errors).toEqual([]);
    expect((await built.read('main.js')).match(/\/\* \(ignored\) \*\//g)).toHaveLength(2);
  });

  proves('/configuration/resolve/#resolveextensions', "your array replaces the defaults unless it has '...'; import also tries .html and .css, require() does not", async () => {
    const replacing = await resolverFor({ resolve: { extensions: ['.ts'] } });
    expect([await replacing('./util'), await replacing('./helper')]).toEqual(['src/util.ts', expect.stringMatching(/^error: /)]);
    const extending = await resolverFor({ resolve: { extensions: ['.ts', '...'] } });
    expect([await extending('./util'), await extending('./helper')]).toEqual(['src/util.ts', 'src/helper.js']);
    const byDependency = effectiveOptions({ mode: 'development' }).resolve.byDependency ?? {};
    expect(byDependency.esm?.extensions).toEqual(['.js', '.json', '.wasm', '.html', '.css']);
    expect(byDependency.commonjs?.extensions).toEqual(['.js', '.json', '.wasm']);
    // Both helper.js and a.css exist as "a": the JavaScript file wins, the stylesheet is only a fallback.
    expect(await (await resolverFor({}))('./a')).toBe('src/a.js');
  });

  proves('/configuration/resolve/#resolveextensionalias', "lets './util.js' find util.ts", async () => {
    expect(await (await resolverFor({}))('./util.js')).toMatch(/^error: Can't resolve '\.\/util\.js'/);
    expect(await (await resolverFor({ resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } }))('./util.js')).toBe('src/util.ts');
  });

  proves('/configuration/resolve/#resolvemainfields', 'without exports the fields are tried in order (browser first for web targets); an exports map wins over them', async () => {
    expect(await (await resolverFor({ target: 'web' }))('old')).toBe('node_modules/old/browser.js');
    expect(await (await resolverFor({ target: 'node' }))('old')).toBe('node_modules/old/esm.js');
    expect(await (await resolverFor({ resolve: { mainFields: ['main'] }, target: 'web' }))('old')).toBe('node_modules/old/cjs.js');
    expect(await (await resolverFor({}))('pkg')).toBe('node_modules/pkg/main.js');
  });

  proves('/configuration/resolve/#resolvemainfiles', 'a directory specifier tries the listed names', async () => {
    expect(await (await resolverFor({}))('./components')).toBe('src/components/index.js');
    expect(await (await resolverFor({ resolve: { mainFiles: ['main', 'index'] } }))('./components')).toBe('src/components/main.js');
  });

  proves('/configuration/resolve/#resolvemodules', 'a relative name is searched in every ancestor folder, an absolute path only in that folder', async () => {
    const dir = await projectFolder();
    const from = join(dir, 'src/components');
    expect(await (await resolverFor({ resolve: { modules: ['src'] } }))('helper.js', from)).toBe('src/helper.js');
    const absolute = await resolverFor({ resolve: { modules: [join(dir, 'src/components')] } });
    expect(await absolute('Button', join(dir, 'src/config'))).toBe('src/components/Button.js');
    expect(await absolute('helper.js', from)).toMatch(/^error: /);
  });

  proves('/configuration/resolve/#resolveplugins', "'...' in a nested list keeps the top-level plugins; webpack adds none of its own", async () => {
    const applied: string[] = [];
    const plugin = (name: string) => ({ apply: () => void applied.push(name) });
    expect(effectiveOptions({ mode: 'development' }).resolve.plugins).toBeUndefined();
    await resolverFor({ resolve: { plugins: [plugin('top')], byDependency: { esm: { plugins: [plugin('esm-only')] } } } });
    expect(applied).toEqual(['esm-only']);
    applied.length = 0;
    await resolverFor({ resolve: { plugins: [plugin('top')], byDependency: { esm: { plugins: [plugin('esm'), '...'] } } } });
    expect(applied).toEqual(['esm', 'top']);
  });

  proves('/configuration/resolve/#resolvefallback', 'applies only when normal resolution fails, and a Node.js core module is not polyfilled without it', async () => {
    const dir = await projectFolder();
    const resolve = await resolverFor({ resolve: { fallback: { pkg: join(dir, 'src/config/prod.js'), 'no-such-package': join(dir, 'src/config/prod.js') } } });
    expect(await resolve('pkg')).toBe('node_modules/pkg/main.js');
    expect(await resolve('no-such-package')).toBe('src/config/prod.js');
    const built = await buildUnminified(await projectDir('no-polyfill'), { 'src/index.js': "import path from 'path';\nconsole.log(path);\n" }, { target: 'web', entry: './src/index.js' });
    expect(built.errors).toHaveLength(1);
    expect(built.errors[0]).toContain("Can't resolve 'path'");
    expect(built.errors[0]).toContain('BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.');
  });

  proves('/configuration/resolve/#resolveconditionnames', 'the exports entry the package lists first wins, whatever the order of conditionNames', async () => {
    const resolve = await resolverFor({ resolve: { conditionNames: ['browser', 'custom'] } });
    expect(await resolve('cond')).toBe('node_modules/cond/custom.js');
    expect(await (await resolverFor({ resolve: { conditionNames: ['browser'] } }))('cond')).toBe('node_modules/cond/browser.js');
    const options = effectiveOptions({ mode: 'development', target: 'web' }).resolve;
    expect(options.conditionNames).toEqual(['webpack', 'development', 'browser']);
    expect(options.byDependency?.esm?.conditionNames).toEqual(['import', 'module-sync', 'module', '...']);
    expect(options.byDependency?.['css-import']?.conditionNames).toEqual(['webpack', 'development', 'style']);
  });

  proves('/configuration/resolve/#resolveexportsfields', 'a deep import the exports map does not list fails, and [] ignores the map', async () => {
    expect(await (await resolverFor({}))('pkg/internal/file.js')).toMatch(/^error: "\.\/internal\/file\.js" is not exported under the conditions .* from package /);
    const ignoring = await resolverFor({ resolve: { exportsFields: [] } });
    expect(await ignoring('pkg/internal/file.js')).toBe('node_modules/pkg/internal/file.js');
    expect(await ignoring('pkg')).toBe('node_modules/pkg/legacy.js');
  });

  proves('/configuration/resolve/#resolvealiasfields', 'a browser field swaps a file and false disables one, for web targets only', async () => {
    const dir = await projectFolder();
    const inPackage = join(dir, 'node_modules/swap');
    const web = await resolverFor({ target: 'web' });
    expect(await web('./node.js', inPackage)).toBe('node_modules/swap/web.js');
    expect(await web('./native.js', inPackage)).toBe('false');
    expect(await (await resolverFor({ target: 'node' }))('./node.js', inPackage)).toBe('node_modules/swap/node.js');
  });

  proves('/configuration/resolve/#resolvesymlinks', 'a linked package resolves to its real path, or to the link with false', async () => {
    expect(await (await resolverFor({}))('linked')).toBe('packages/linked/index.js');
    expect(await (await resolverFor({ resolve: { symlinks: false } }))('linked')).toBe('node_modules/linked/index.js');
  });

  proves('/configuration/resolve/#resolvepreferrelative', "a bare name finds the local file first; url, worker and CSS @import dependencies have it on", async () => {
    expect(await (await resolverFor({}))('styles.css')).toMatch(/^error: Can't resolve 'styles\.css'/);
    expect(await (await resolverFor({ resolve: { preferRelative: true } }))('styles.css')).toBe('src/styles.css');
    const byDependency = effectiveOptions({ mode: 'development' }).resolve.byDependency ?? {};
    expect(['url', 'worker', 'css-import'].map((type) => byDependency[type]?.preferRelative)).toEqual([true, true, true]);
    expect(byDependency.esm?.preferRelative).toBeUndefined();
  });

  proves('/configuration/resolve/#resolvepreferabsolute', 'an absolute path that also exists below roots resolves to the file system path first', async () => {
    const dir = await projectFolder();
    // The same path below the root folder, so that both readings of the specifier find a file.
    const underRoot = join(dir, 'public', dir, 'src');
    await mkdir(underRoot, { recursive: true });
    await writeFiles(underRoot, { 'helper.js': '' });
    const specifier = join(dir, 'src/helper.js');
    const roots = [join(dir, 'public')];
    expect(await (await resolverFor({ resolve: { roots } }))(specifier)).toBe(relative(dir, join(underRoot, 'helper.js')));
    expect(await (await resolverFor({ resolve: { roots, preferAbsolute: true } }))(specifier)).toBe('src/helper.js');
    await rm(join(dir, 'public'), { recursive: true });
  });

  proves('/configuration/resolve/#resolveroots', 'a server-relative specifier is looked up below the context by default, or below the listed folders', async () => {
    expect(await (await resolverFor({}))('/src/helper.js')).toBe('src/helper.js');
    const dir = await projectFolder();
    expect(await (await resolverFor({ resolve: { roots: [join(dir, 'src')] } }))('/helper.js')).toBe('src/helper.js');
  });

  proves('/configuration/resolve/#resolverestrictions', 'a candidate outside the restrictions counts as not found and the next extension is tried', async () => {
    const dir = await projectFolder();
    expect(await (await resolverFor({ resolve: { extensions: ['.js', '.css'] } }))('./a')).toBe('src/a.js');
    expect(await (await resolverFor({ resolve: { extensions: ['.js', '.css'], restrictions: [/\.css$/] } }))('./a')).toBe('src/a.css');
    expect(await (await resolverFor({ resolve: { restrictions: [join(dir, 'src')] } }))('pkg')).toMatch(/^error: /);
  });

  proves('/configuration/resolve/#resolvefullyspecified', "an import without extension in an .mjs file fails, and fullySpecified: false in a rule relaxes it", async () => {
    const sources = { 'src/m.mjs': "import { helper } from './helper';\nconsole.log(helper);\n", 'src/helper.js': 'export const helper = 1;\n' };
    const strict = await buildUnminified(await projectDir('fully-specified'), sources, { entry: './src/m.mjs' });
    expect(strict.errors).toHaveLength(1);
    expect(strict.errors[0]).toContain("Can't resolve './helper'");
    expect(strict.errors[0]).toContain('fully specified');
    const relaxed = await buildUnminified(await projectDir('fully-specified-off'), sources, { entry: './src/m.mjs', module: { rules: [{ test: /\.m?js$/, resolve: { fullySpecified: false } }] } });
    expect(relaxed.errors).toEqual([]);
  });

  proves('/configuration/resolve/#resolvebydependency', 'import and require get different conditionNames, and an extension can be added for require() only', async () => {
    const byDependency = effectiveOptions({ mode: 'production' }).resolve.byDependency ?? {};
    expect(byDependency.esm?.conditionNames?.[0]).toBe('import');
    expect(byDependency.commonjs?.conditionNames?.[0]).toBe('require');
    const config = { resolve: { byDependency: { commonjs: { extensions: ['.cjs', '...'] } } } };
    expect(await (await resolverFor(config, 'commonjs'))('./c')).toBe('src/c.cjs');
    expect(await (await resolverFor(config, 'esm'))('./c')).toMatch(/^error: /);
  });

  proves('/configuration/resolve/#resolvetsconfig', 'the built-in TypeScript support turns tsconfig on and adds .ts siblings to .js, .cjs and .mjs', async () => {
    expect(effectiveOptions({ mode: 'development' }).resolve.tsconfig).toBeUndefined();
    const options = effectiveOptions({ mode: 'development', experiments: { typescript: true } }).resolve;
    expect(options.tsconfig).toBe(true);
    expect(options.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.cjs': ['.cjs', '.cts'], '.mjs': ['.mjs', '.mts'] });
    expect(options.byDependency?.esm?.extensions?.[0]).toBe('.ts');
  });

  proves('/configuration/resolve/#resolveenforceextension', 'the specifier is never tried as written: an extension is always appended', async () => {
    const resolve = await resolverFor({ resolve: { enforceExtension: true } });
    expect(await resolve('./helper')).toBe('src/helper.js');
    expect(await resolve('./helper.js')).toMatch(/^error: Can't resolve '\.\/helper\.js'/);
    expect(await (await resolverFor({}))('./helper.js')).toBe('src/helper.js');
    // An empty string among the extensions is the as-written attempt, and switches the option on by itself.
    const withEmpty = await resolverFor({ resolve: { extensions: ['', '.js'] } });
    expect([await withEmpty('./helper.js'), await withEmpty('./helper')]).toEqual(['src/helper.js', 'src/helper.js']);
    const source = await readFile(require.resolve('enhanced-resolve/lib/ResolverFactory.js'), 'utf8');
    expect(source).toMatch(/options\.enforceExtension === undefined\s*\?\s*Boolean\(options\.extensions && options\.extensions\.includes\(""\)\)/);
  });

  proves('/configuration/resolve/#resolvecache', 'follows the top-level cache, and its entries are checked against a snapshot of the files', async () => {
    expect([effectiveOptions({ mode: 'development' }).resolve.cache, effectiveOptions({ mode: 'production' }).resolve.cache]).toEqual([true, false]);
    // Only resolvers whose options have cache: true are cached; each entry is stored with a snapshot and checked against it.
    expect(await webpackSource('lib/cache/ResolverCachePlugin.js', '(options).cache !== true', 3)).toMatch(/return;/);
    expect(await webpackSource('lib/cache/ResolverCachePlugin.js', 'fileSystemInfo.createSnapshot(', 2)).toBeTruthy();
    expect(await webpackSource('lib/cache/ResolverCachePlugin.js', 'fsInfo.checkSnapshotValid(snapshot', 2)).toMatch(/valid/);
  });

  proves('/configuration/resolve/#resolvefilesystem', "the compiler's own input file system is used unless one is given", async () => {
    const text = await webpackSource('lib/config/WebpackOptionsApply.js', 'const withFileSystem = (resolveOptions) => {', 8);
    expect(text).toMatch(/if \(!resolveOptions\.fileSystem\) \{\s*resolveOptions\.fileSystem =[\s\S]*compiler\.inputFileSystem/);
    const compiler = webpack({ context: await projectFolder(), entry: './src/index.js' });
    expect(compiler.inputFileSystem?.constructor.name).toBe('CachedInputFileSystem');
  });

  proves('/configuration/resolve/#resolveresolver', 'the given resolver gets the steps instead of a new one', async () => {
    const source = await readFile(require.resolve('enhanced-resolve/lib/ResolverFactory.js'), 'utf8');
    expect(source).toMatch(/customResolver \|\| new Resolver\(fileSystem, normalizedOptions\)/);
  });

  proves('/configuration/resolve/#resolveunsafecache', 'true keeps a resolution after its file is gone; cachePredicate keeps requests out; a RegExp passes validation and is only used as the cache object', async () => {
    const dir = await projectFolder();
    /** Resolves './moving', deletes the file, forgets what the file system cache saw, and resolves it again. */
    const twiceAroundADeletion = async (resolve: webpack.ResolveOptions): Promise<string[]> => {
      await writeFiles(dir, { 'src/moving.js': '' });
      // Production: no resolve.cache, so only unsafeCache can remember the result.
      const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' }, resolve });
      const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
      const once = () => new Promise<string>((done) => resolver.resolve({}, join(dir, 'src'), './moving', {}, (error, result) => done(error ? 'error' : relative(dir, String(result)))));
      const first = await once();
      await rm(join(dir, 'src/moving.js'));
      (compiler.inputFileSystem as unknown as { purge(): void }).purge();
      return [first, await once()];
    };
    expect(await twiceAroundADeletion({})).toEqual(['src/moving.js', 'error']);
    expect(await twiceAroundADeletion({ unsafeCache: true })).toEqual(['src/moving.js', 'src/moving.js']);
    expect(await twiceAroundADeletion({ unsafeCache: true, cachePredicate: ({ request }) => request !== './moving' })).toEqual(['src/moving.js', 'error']);
    expect(validationLine({ resolve: { unsafeCache: /node_modules/ } })).toBe('valid');
    const store = /node_modules/;
    const withRegExp = await resolverFor({ resolve: { unsafeCache: store as unknown as object } });
    expect(await withRegExp('./helper')).toBe('src/helper.js');
    expect(Object.keys(store).length).toBeGreaterThan(0);
  });

  proves('/configuration/resolve/#debugging-resolution', 'the error names the specifier and folder; errorDetails (and --stats-error-details) lists every attempt', async () => {
    const dir = await projectDir('missing');
    await writeFiles(dir, { 'src/index.js': "import './missing';\n" });
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } });
    const stats = await new Promise<webpack.Stats>((done, reject) => compiler.run((error, result) => (compiler.close(() => undefined), error || !result ? reject(error) : done(result))));
    const plain = stats.toString({ all: false, errors: true });
    expect(plain).toContain(`Module not found: Error: Can't resolve './missing' in '${join(dir, 'src')}'`);
    expect(plain).not.toContain("missing.json doesn't exist");
    const detailed = stats.toString({ all: false, errors: true, errorDetails: true });
    for (const tried of ['missing', 'missing.js', 'missing.json', 'missing.wasm']) expect(detailed).toContain(`${join(dir, 'src', tried)} doesn't exist`);
    expect(webpack.cli.getArguments()['stats-error-details']?.configs.map((c) => c.path)).toContain('stats.errorDetails');
  });
});
