// Proofs of /api/resolvers/: one build runs the page's two plugins (a resolveOptions tap with a
// stage and a resolver plugin in resolve.plugins) and records the resolver factory's calls.
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';


interface Trace {
  seen: string[];
  output: string;
  errorText: string;
}

let traced: Promise<Trace> | null = null;

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const dir = await projectDir('resolvers');
    const seen: string[] = [];
    let errorText = '';
    // The page's LegacyAliasPlugin, with the path of this project.
    const legacyAlias: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.resolverFactory.hooks.resolveOptions.for('normal').tap('Early', (options) => {
          seen.push(`early alias ${JSON.stringify(options.alias ?? null)}`);
          return options;
        });
        compiler.resolverFactory.hooks.resolveOptions.for('normal').tap({ name: 'LegacyAliasPlugin', stage: 10 }, (resolveOptions) => {
          seen.push(`late alias ${Object.keys((resolveOptions.alias ?? {}) as Record<string, unknown>).join(',')}`);
          return { ...resolveOptions, alias: { ...(resolveOptions.alias as Record<string, string>), 'old-ui$': join(dir, 'src/ui/index.js') } };
        });
        compiler.hooks.done.tap('Proof', (stats) => { errorText = stats.toString({ all: false, errors: true, errorDetails: true }); });
        compiler.resolverFactory.hooks.resolver.for('context').tap('Proof', (resolver, options) => {
          seen.push(`context resolver resolveToContext=${String(options.resolveToContext)}`);
          void resolver;
        });
        compiler.resolverFactory.hooks.resolver.for('normal').tap('Proof', (resolver) => {
          const hooks = resolver.hooks as unknown as Record<string, object>;
          seen.push(`normal resolver hooks ${Object.entries(hooks).map(([name, hook]) => `${name}:${hook.constructor.name}`).sort().join(' ')}`);
          resolver.hooks.noResolve.tap('Proof', (request) => { seen.push(`noResolve ${String(request.request)}`); });
        });
      },
    };
    // The page's RedirectLegacyPlugin, added through resolve.plugins.
    const redirectLegacy = {
      apply(resolver: { ensureHook(name: string): unknown; getHook(name: string): { tapAsync(name: string, fn: (request: Record<string, unknown>, context: unknown, callback: (error?: Error | null, result?: unknown) => void) => void): void }; doResolve(...args: unknown[]): void }) {
        const target = resolver.ensureHook('resolve');
        resolver.getHook('described-resolve').tapAsync('RedirectLegacyPlugin', (request, resolveContext, callback) => {
          if (request.request !== 'legacy-api') return callback();
          const newRequest = { ...request, request: join(dir, 'src/api/modern.js') };
          resolver.doResolve(target, newRequest, 'redirected legacy-api', resolveContext, callback);
        });
      },
    };
    const built = await build(dir, {
      'src/index.js': [
        "import ui from 'old-ui';",
        "import api from 'legacy-api';",
        "import './missing-file.js';",
        'const name = String(Math.random());',
        "import(`./locales/${name}.json`).then(console.log);",
        'console.log(ui, api);',
        '',
      ].join('\n'),
      'src/ui/index.js': "export default 'ui from the alias';\n",
      'src/api/modern.js': "export default 'modern api';\n",
      'src/locales/en.json': '{}\n',
      'src/shared.js': '',
    }, {
      mode: 'none',
      entry: './src/index.js',
      resolve: { alias: { shared: './src/shared.js' }, plugins: [redirectLegacy as unknown as webpack.ResolvePluginInstance] },
      stats: { errorDetails: true },
      plugins: [legacyAlias],
    });
    return { seen, output: await built.read('main.js'), errorText };
  })();
  return traced;
}

describe('resolvers', () => {
  proves('/api/resolvers/#context', 'a context module gets a resolver of type context, created with resolveToContext on', async () => {
    const { seen } = await trace();
    expect(seen).toContain('context resolver resolveToContext=true');
  });

  proves('/api/resolvers/#resolveoptions', "a tap without a stage runs before webpack merges the configuration in, a tap with stage 10 after it, and the page's alias plugin works", async () => {
    const { seen, output } = await trace();
    expect(seen).toContain('early alias null');
    expect(seen).toContain('late alias shared');
    expect(output).toContain('ui from the alias');
    expect(await webpackSource('lib/resolve/ResolverFactory.js', 'const convertToResolveOptions', 30)).toContain('resolveByProperty(options, "byDependency", dependencyType)');
  });

  proves('/api/resolvers/#resolver-hooks', 'a resolver has the four hooks of the table; noResolve fires for a request that fails; a plugin in resolve.plugins can redirect a request', async () => {
    const { seen, output } = await trace();
    const hooks = seen.find((e) => e.startsWith('normal resolver hooks'))!.split(' ');
    expect(hooks).toEqual(expect.arrayContaining(['noResolve:SyncHook', 'resolve:AsyncSeriesBailHook', 'resolveStep:SyncHook', 'result:AsyncSeriesHook']));
    // The pipeline's named hooks sit on the same object, camel-cased, once plugins have ensured them.
    expect(hooks).toEqual(expect.arrayContaining(['describedResolve:AsyncSeriesBailHook', 'rawModule:AsyncSeriesBailHook', 'existingFile:AsyncSeriesBailHook']));
    expect(seen).toContain('noResolve ./missing-file.js');
    expect(output).toContain('modern api');
  });

  proves('/api/resolvers/#resolve-options', 'with stats.errorDetails the Module not found error lists the paths the resolver tried', async () => {
    const { errorText } = await trace();
    expect(errorText).toContain("Module not found: Error: Can't resolve './missing-file.js'");
    expect(errorText).toMatch(/missing-file\.js doesn't exist/);
  });
});
