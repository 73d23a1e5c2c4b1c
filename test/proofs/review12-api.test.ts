// Proofs of API page statements corrected or confirmed in the twelfth review: what an interceptor's
// `register` must return, which requests `resolve.fullySpecified` applies to, the parser's
// `declarator` hook, and what `compilation.executeModule` and `getPathWithInfo` hand back.
import { SyncHook } from 'tapable';
import type webpack from 'webpack';
import { buildUnminified, projectDir, proves } from './proof';

describe('/api/plugins/', () => {
  proves('/api/plugins/#interception', "an interceptor's register must return the tap: for a tap already there, returning nothing makes the hook throw", async () => {
    const existing = new SyncHook<[number]>(['value']);
    const seen: string[] = [];
    existing.tap('Before', () => {
      seen.push('Before');
    });
    existing.intercept({ register: (() => undefined) as never });
    expect(() => existing.call(1)).toThrow(TypeError);

    // A tap added after the interceptor keeps its own options when register returns nothing.
    const later = new SyncHook<[number]>(['value']);
    later.intercept({ register: (() => undefined) as never });
    later.tap('After', () => {
      seen.push('After');
    });
    later.call(1);
    expect(seen).toEqual(['After']);
  });
});

describe('/api/resolvers/', () => {
  proves('/api/resolvers/#resolve-options', 'fullySpecified requires the extension in relative requests and package subpaths not mapped by exports, while a bare package name resolves to its entry', async () => {
    const dir = await projectDir('fully-specified');
    const built = await buildUnminified(
      dir,
      {
        'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0" }\n',
        'node_modules/pkg/index.js': 'module.exports = "PKG_MAIN";\n',
        'node_modules/pkg/sub.js': 'module.exports = "PKG_SUB";\n',
        'node_modules/mapped/package.json': '{ "name": "mapped", "version": "1.0.0", "exports": { "./sub": "./sub.js" } }\n',
        'node_modules/mapped/sub.js': 'module.exports = "MAPPED_SUB";\n',
        'src/rel.js': 'export default "REL";\n',
        'src/index.js': 'import main from "pkg";\nimport sub from "pkg/sub";\nimport mapped from "mapped/sub";\nimport rel from "./rel";\nconsole.log(main, sub, mapped, rel);\n',
      },
      { mode: 'none', entry: './src/index.js', resolve: { fullySpecified: true } },
    );
    const failed = built.errors.map((message) => /Can't resolve '([^']+)'/.exec(message)?.[1]).sort();
    expect(failed).toEqual(['./rel', 'pkg/sub']);
    const main = await built.read('main.js');
    expect(main).toContain('PKG_MAIN');
    expect(main).toContain('MAPPED_SUB');
  });
});

describe('/api/parser/', () => {
  proves('/api/parser/#declarator', 'declarator skips the name and initializer when a tap returns true, and an alias made through canRename never reaches it', async () => {
    const dir = await projectDir('declarator');
    const declared: string[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.normalModuleFactory.tap('Declarators', (factory) => {
          factory.hooks.parser.for('javascript/auto').tap('Declarators', (parser: webpack.javascript.JavascriptParser) => {
            parser.hooks.declarator.tap('Declarators', (declarator) => {
              const name = declarator.id.type === 'Identifier' ? declarator.id.name : '?';
              declared.push(name);
              return name === 'skipped' ? true : undefined;
            });
          });
        });
      },
    };
    const built = await buildUnminified(
      dir,
      {
        'src/b.js': 'module.exports = "B_MODULE";\n',
        'src/c.js': 'module.exports = "C_MODULE";\n',
        'src/index.js': 'const skipped = [require("./b.js")];\nconst kept = [require("./c.js")];\nconst r = require;\nconsole.log(skipped, kept, r);\n',
      },
      { mode: 'none', entry: './src/index.js', plugins: [plugin] },
    );
    expect(declared).toEqual(['skipped', 'kept']);
    const main = await built.read('main.js');
    expect(main).toContain('require("./b.js")');
    expect(main).not.toContain('B_MODULE');
    expect(main).toContain('C_MODULE');
  });
});

describe('/api/compilation-object/', () => {
  proves('/api/compilation-object/#executemodule', "executeModule's callback gets a result object whose exports property holds the module's exports", async () => {
    const dir = await projectDir('execute-module');
    const results: Record<string, unknown>[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Execute', (compilation) => {
          compilation.hooks.finishModules.tapAsync('Execute', (modules, callback) => {
            const data = [...modules].find((module) => (module as webpack.NormalModule).resource?.endsWith('data.js'));
            if (!data) return callback(new Error('data.js was not built'));
            compilation.executeModule(data, {}, (error, result) => {
              if (error) return callback(error);
              results.push(result as unknown as Record<string, unknown>);
              callback();
            });
          });
        });
      },
    };
    const built = await buildUnminified(
      dir,
      { 'src/data.js': 'module.exports = { answer: 42 };\n', 'src/index.js': 'console.log(require("./data.js"));\n' },
      { mode: 'none', entry: './src/index.js', plugins: [plugin] },
    );
    expect(built.errors).toEqual([]);
    expect(results).toHaveLength(1);
    const [result] = results as [Record<string, unknown>];
    expect(Object.keys(result).sort()).toEqual(
      ['assets', 'buildDependencies', 'cacheable', 'contextDependencies', 'exports', 'fileDependencies', 'missingDependencies', 'notCacheableReasons'],
    );
    expect(result.exports).toEqual({ answer: 42 });
  });

  proves('/api/compilation-object/#getpathwithinfo', 'getPathWithInfo marks a name with a hash as immutable and a name without one not', async () => {
    const dir = await projectDir('path-with-info');
    const infos: Record<string, unknown>[] = [];
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Paths', (compilation) => {
          compilation.hooks.processAssets.tap('Paths', () => {
            infos.push(compilation.getPathWithInfo('[fullhash].txt', { hash: 'abcdef0123456789' }).info);
            infos.push(compilation.getPathWithInfo('plain.txt', {}).info);
          });
        });
      },
    };
    await buildUnminified(dir, { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    const [hashed, plain] = infos as [Record<string, unknown>, Record<string, unknown>];
    expect(hashed.immutable).toBe(true);
    expect(plain.immutable).toBeUndefined();
  });
});

describe('/api/compilation-hooks/', () => {
  proves('/api/compilation-hooks/#asset-info', 'webpack marks a file named with [chunkhash] or [fullhash] immutable, not only one with [contenthash]', async () => {
    const dir = await projectDir('immutable-names');
    const immutable: Record<string, unknown> = {};
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Immutable', (compilation) => {
          compilation.hooks.afterProcessAssets.tap('Immutable', () => {
            for (const asset of compilation.getAssets()) immutable[asset.name.split('.')[0] ?? ''] = asset.info.immutable;
          });
        });
      },
    };
    await buildUnminified(
      dir,
      { 'src/index.js': 'import("./lazy.js").then((m) => console.log(m.value));\n', 'src/lazy.js': 'export const value = 1;\n' },
      {
        mode: 'none',
        entry: './src/index.js',
        output: { filename: '[name].[fullhash].js', chunkFilename: '[name].[chunkhash].js' },
        optimization: { chunkIds: 'named' },
        plugins: [plugin],
      },
    );
    expect(immutable).toEqual({ main: true, src_lazy_js: true });
  });
});
