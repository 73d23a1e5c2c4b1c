// Proofs of API page statements corrected in the eighth review: small unminified builds with
// plugins that tap the parser, the module factory and the compilation.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, writeFiles } from './proof';

const JS_TYPES = ['javascript/auto', 'javascript/dynamic', 'javascript/esm'];

/** A plugin that hands every JavaScript parser to `onParser`. */
function parserPlugin(onParser: (parser: any) => void): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        for (const type of JS_TYPES) factory.hooks.parser.for(type).tap('Proof', onParser);
      });
    },
  };
}

describe('/api/parser/', () => {
  proves('/api/parser/#toplevelawait', 'topLevelAwait fires for top-level await expressions, for await...of loops and await using declarations, not for await inside functions', async () => {
    const seen: string[] = [];
    const built = await buildUnminified(await projectDir('tla-kinds'), {
      'src/index.js': [
        "const value = await Promise.resolve(1);",
        "for await (const item of [Promise.resolve(2)]) console.log(item);",
        "await using handle = { [Symbol.asyncDispose]: async () => {} };",
        "async function later() { await value; }",
        "const arrow = async () => { await value; };",
        "export { later, arrow, handle };",
      ].join('\n'),
    }, {
      mode: 'none', entry: './src/index.js',
      plugins: [parserPlugin((parser) => parser.hooks.topLevelAwait.tap('Proof', (node: { type: string }) => { seen.push(node.type); }))],
    });
    expect(built.errors).toEqual([]);
    expect([...seen].sort()).toEqual(['AwaitExpression', 'ForOfStatement', 'VariableDeclaration']);
  });

  proves('/api/parser/#collectdestructuringassignmentproperties', 'destructuring the result of require() is collected too: an unused CommonJS export becomes __webpack_unused_export__', async () => {
    const calls: string[] = [];
    const files = {
      'src/lib.js': 'exports.used = 1;\nexports.unused = 2;\n',
      'src/index.js': "const { used } = require('./lib');\nconsole.log(used);\n",
    };
    const plugin = parserPlugin((parser) => parser.hooks.collectDestructuringAssignmentProperties.tap({ name: 'Proof', stage: -100 }, (expr: any) => {
      calls.push(expr.type === 'CallExpression' ? `${expr.type} ${expr.callee.name}` : expr.type);
    }));
    const built = await buildUnminified(await projectDir('cjs-destructure'), files, { mode: 'production', entry: './src/index.js', plugins: [plugin] });
    expect(calls).toContain('CallExpression require');
    const out = await built.read('main.js');
    expect(out).toMatch(/__webpack_unused_export__ = 2/);
    expect(out).toMatch(/exports\.used = 1|\.used = 1/);
  });
});

describe('/api/normalmodulefactory-hooks/', () => {
  proves('/api/normalmodulefactory-hooks/#preparemoduletype', "webpack's CSS, asset and WebAssembly plugins tap prepareModuleType for their module types", async () => {
    const taps: Record<string, string[]> = {};
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('Proof', (_compilation, { normalModuleFactory }) => {
          normalModuleFactory.hooks.beforeResolve.tap('Proof', () => {
            for (const type of ['css/auto', 'asset/resource', 'asset/inline', 'webassembly/async', 'javascript/auto']) {
              taps[type] = (normalModuleFactory.hooks.prepareModuleType.get(type)?.taps ?? []).map((tap) => tap.name);
            }
          });
        });
      },
    };
    await buildUnminified(await projectDir('prepare-types'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none', entry: './src/index.js', experiments: { css: true, asyncWebAssembly: true }, plugins: [plugin],
    });
    expect(taps['css/auto']).toContain('CssModulesPlugin');
    expect(taps['asset/resource']).toContain('AssetModulesPlugin');
    expect(taps['asset/inline']).toContain('AssetModulesPlugin');
    expect(taps['webassembly/async']).toContain('AsyncWebAssemblyModulesPlugin');
    expect(taps['javascript/auto']).toEqual([]);
  });
});

describe('/api/compilation-hooks/', () => {
  proves('/api/compilation-hooks/#moduleids', "optimization.moduleIds: 'hashed' taps the moduleIds hook too, with a deprecation warning naming 'deterministic'", async () => {
    let names: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('Proof', (compilation) => {
          compilation.hooks.beforeModuleIds.tap('Proof', () => { names = compilation.hooks.moduleIds.taps.map((tap) => tap.name); });
        });
      },
    };
    const built = await buildUnminified(await projectDir('hashed-ids'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none', entry: './src/index.js', optimization: { moduleIds: 'hashed' }, plugins: [plugin],
    });
    expect(names).toContain('HashedModuleIdsPlugin');
    expect(built.warnings.join('\n')).toMatch(/hashed[\s\S]*deterministic/);
  });
});

describe('/api/parser/ evaluation', () => {
  proves('/api/parser/#evaluatedefinedidentifier', 'a keyed evaluateDefinedIdentifier tap never fires for a local variable (the lookup has no name), and a tagged variable is evaluated through evaluateIdentifier keyed by the tag', async () => {
    const BasicEvaluatedExpression = require('webpack/lib/javascript/BasicEvaluatedExpression');
    const TAG = Symbol('proof-tag');
    const keyed: string[] = [];
    const lookups: unknown[] = [];
    const tagged: string[] = [];
    const plugin = parserPlugin((parser) => {
      for (const name of ['local', 'other']) parser.hooks.evaluateDefinedIdentifier.for(name).tap('Proof', () => { keyed.push(name); });
      const get = parser.hooks.evaluateDefinedIdentifier.get.bind(parser.hooks.evaluateDefinedIdentifier);
      parser.hooks.evaluateDefinedIdentifier.get = (key: unknown) => { lookups.push(key); return get(key); };
      parser.hooks.program.tap('Proof', () => { parser.tagVariable('tagged', TAG, {}); });
      parser.hooks.evaluateIdentifier.for(TAG).tap('Proof', (expr: any) => { tagged.push(expr.name); return new BasicEvaluatedExpression().setNumber(7).setRange(expr.range); });
    });
    const built = await buildUnminified(await projectDir('defined-identifier'), {
      'src/index.js': [
        'const local = 1;',
        "if (local === 1) console.log('one');",
        'const tagged = 1;',
        "if (tagged === 7) console.log('seven');",
      ].join('\n'),
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((key) => key === undefined)).toBe(true);
    expect(keyed).toEqual([]);
    expect(tagged).toContain('tagged');
    expect(await built.read('main.js')).toContain("if (true) console.log('seven')");
  });
});

describe('/api/parser/ statements', () => {
  proves('/api/parser/#program', 'a program tap that returns a value makes the parser skip the walk: require() is left as written, no dependency is built, finish still fires', async () => {
    const seen: string[] = [];
    const plugin = (bail: boolean) => parserPlugin((parser) => {
      parser.hooks.program.tap('Proof', () => (bail ? true : undefined));
      parser.hooks.finish.tap('Proof', () => { seen.push(`finish ${bail}`); });
    });
    const files = { 'src/index.js': "const dep = require('./dep');\nconsole.log(dep);\n", 'src/dep.js': 'module.exports = 42;\n' };
    const walked = await buildUnminified(await projectDir('program-walk'), files, { mode: 'none', entry: './src/index.js', plugins: [plugin(false)] });
    const skipped = await buildUnminified(await projectDir('program-bail'), files, { mode: 'none', entry: './src/index.js', plugins: [plugin(true)] });
    expect(await walked.read('main.js')).toContain('module.exports = 42');
    const out = await skipped.read('main.js');
    expect(out).not.toContain('module.exports = 42');
    expect(out).toContain("require('./dep')");
    expect(seen).toContain('finish true');
  });
});

describe('/api/parser/ example', () => {
  proves('/api/parser/#a-complete-example', 'the complete example: unminified production output reads if (true) undefined; minified output keeps only the console.log of the timestamp; development keeps debugLog', async () => {
    const dir = await projectDir('complete-example');
    const page = await readFile(join(__dirname, '../../content/api/parser.mdx'), 'utf8');
    const example = /\*\*BuildInfoPlugin\.js\*\*\n\n```js\n([\s\S]*?)```/.exec(page)?.[1];
    if (!example) throw new Error('the complete example of /api/parser/ is gone');
    await writeFiles(dir, {
      'BuildInfoPlugin.js': example.replace("require('webpack/lib/javascript/BasicEvaluatedExpression')", `require(${JSON.stringify(require.resolve('webpack/lib/javascript/BasicEvaluatedExpression'))})`),
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const BuildInfoPlugin = require(join(dir, 'BuildInfoPlugin.js')) as new () => webpack.WebpackPluginInstance;
    const files = { 'src/index.js': "console.log(__BUILD_TIME__); if (typeof __BUILD_TIME__ === 'string') debugLog('ok');\n" };
    const config = (mode: 'production' | 'development', out: string): webpack.Configuration => ({ mode, devtool: false, entry: './src/index.js', output: { path: join(dir, out) }, plugins: [new BuildInfoPlugin()] });
    const read = (out: string) => readFile(join(dir, out, 'main.js'), 'utf8');
    await buildUnminified(dir, files, config('production', 'unminified'));
    expect(await read('unminified')).toMatch(/console\.log\("\d{4}-[^"]+"\); if \(true\) undefined;/);
    await build(dir, files, config('production', 'minified'));
    expect((await read('minified')).trim()).toMatch(/^console\.log\("\d{4}-[^"]+"\);?$/);
    await buildUnminified(dir, files, config('development', 'development'));
    expect(await read('development')).toContain("if (true) debugLog('ok')");
  });
});

describe('/api/compilation-hooks/ child compilations', () => {
  proves('/api/compilation-hooks/#phases-at-a-glance', "a compiler's thisCompilation tap runs for its own compilation only, its compilation tap for a child compilation too; the child's thisCompilation runs the child's own plugins' taps", async () => {
    const dir = await projectDir('child-taps');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'src/child.js': "module.exports = 'c';\n" });
    const seen: string[] = [];
    const childPlugin = { apply(child: webpack.Compiler) { child.hooks.thisCompilation.tap('ChildOwn', () => { seen.push('child plugin thisCompilation'); }); } };
    const plugin: webpack.WebpackPluginInstance = {
      apply(parent) {
        parent.hooks.thisCompilation.tap('Parent', (compilation) => { seen.push(`thisCompilation ${compilation.compiler === parent ? 'main' : 'child'}`); });
        parent.hooks.compilation.tap('Parent', (compilation) => { seen.push(`compilation ${compilation.compiler === parent ? 'main' : 'child'}`); });
        parent.hooks.make.tapAsync('Parent', (compilation, callback) => {
          const child = compilation.createChildCompiler('Child', { filename: 'child-[name].js' }, [new webpack.EntryPlugin(dir, './src/child.js', { name: 'c' }), childPlugin]);
          child.runAsChild((error) => callback(error ?? undefined));
        });
      },
    };
    const built = await buildUnminified(dir, {}, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(built.files).toContain('child-c.js');
    expect(seen.filter((entry) => entry.startsWith('thisCompilation'))).toEqual(['thisCompilation main']);
    expect(seen.filter((entry) => entry.startsWith('compilation'))).toEqual(['compilation main', 'compilation child']);
    expect(seen).toContain('child plugin thisCompilation');
  });
});

describe('/api/normalmodulefactory-hooks/ afterResolve', () => {
  proves('/api/normalmodulefactory-hooks/#afterresolve', 'changing createData.type in afterResolve relabels the module only: parser, generator and module class stay those of the original type', async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
          factory.hooks.afterResolve.tap('Proof', (resolveData) => {
            const createData = resolveData.createData as { resource?: string; type?: string };
            if (/data\.js$/.test(createData.resource ?? '')) createData.type = 'asset/source';
          });
          factory.hooks.module.tap('Proof', (module: any) => {
            if (/data\.js$/.test(module.resource ?? '')) seen.push([module.type, module.constructor.name, module.parser.constructor.name, module.generator.constructor.name].join(' '));
            return module;
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('relabel-type'), {
      'src/data.js': "export default 'hello';\n",
      'src/index.js': "import data from './data.js';\nconsole.log(data);\n",
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(seen).toEqual(['asset/source JavascriptModule JavascriptParser JavascriptGenerator']);
    expect(await built.read('main.js')).toContain("/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ('hello');");
  });
});

describe('/api/parser/ declarations', () => {
  proves('/api/parser/#vardeclarationusing', 'varDeclarationUsing fires for using and await using declarations, varDeclarationConst not', async () => {
    const seen: string[] = [];
    const plugin = parserPlugin((parser) => {
      for (const name of ['syncHandle', 'asyncHandle']) {
        parser.hooks.varDeclarationUsing.for(name).tap('Proof', () => { seen.push(`using ${name}`); });
        parser.hooks.varDeclarationConst.for(name).tap('Proof', () => { seen.push(`const ${name}`); });
      }
    });
    const built = await buildUnminified(await projectDir('using-decls'), {
      'src/index.js': [
        'using syncHandle = { [Symbol.dispose]() {} };',
        'await using asyncHandle = { [Symbol.asyncDispose]: async () => {} };',
        'export { syncHandle, asyncHandle };',
      ].join('\n'),
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect([...seen].sort()).toEqual(['using asyncHandle', 'using syncHandle']);
  });
});

describe('/api/parser/ isPure', () => {
  proves('/api/parser/#ispure', 'isPure is tapped by the inner-graph, side-effects, ES module import, URL and import.meta plugins', async () => {
    const names = new Set<string>();
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.compilation.tap('Proof', (_compilation, { normalModuleFactory }) => {
          normalModuleFactory.hooks.module.tap('Proof', (module: any) => {
            const parser = module.parser;
            for (const hook of parser?.hooks?.isPure?._map?.values() ?? []) for (const tap of hook.taps) names.add(tap.name);
            return module;
          });
        });
      },
    };
    await buildUnminified(await projectDir('is-pure-taps'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'production', entry: './src/index.js', plugins: [plugin] });
    for (const name of ['InnerGraphPlugin', 'SideEffectsFlagPlugin', 'ESMImportDependencyParserPlugin', 'URLParserPlugin', 'ImportMetaPlugin']) expect(names).toContain(name);
  });
});
