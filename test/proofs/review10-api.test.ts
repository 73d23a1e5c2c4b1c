// Proofs of API page statements corrected or confirmed in the tenth review: small builds with
// plugins that record what the module factories, the compilation and the parser give them.
import webpack from 'webpack';
import { build, buildUnminified, projectDir, proves, webpackSource } from './proof';

type Compilation = webpack.Compilation;
type Parser = webpack.javascript.JavascriptParser;

/** A plugin that hands every (main) compilation to `use`. */
function onCompilation(use: (compilation: Compilation) => void): webpack.WebpackPluginInstance {
  return { apply: (compiler) => compiler.hooks.thisCompilation.tap('Proof', (compilation) => use(compilation)) };
}

/** A plugin that hands the JavaScript parser of `javascript/auto` modules to `use`, for modules whose path ends with `file`. */
function onParser(file: string, use: (parser: Parser, inFile: () => boolean) => void): webpack.WebpackPluginInstance {
  return {
    apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
      factory.hooks.parser.for('javascript/auto').tap('Proof', (parser: Parser) => {
        use(parser, () => String(parser.state.module?.resource ?? '').endsWith(file));
      });
    }),
  };
}

describe('/api/normalmodulefactory-hooks/', () => {
  proves('/api/normalmodulefactory-hooks/#beforeresolve', "a request built from an expression reaches only the ContextModuleFactory's beforeResolve (as ./locale), so a tap here waiting for it bundles every locale; false for a single-module request leaves it out", async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => {
        compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
          factory.hooks.beforeResolve.tap('Proof', (resolveData) => {
            seen.push(`normal ${resolveData.request}`);
            if (/^\.\/locale$/.test(resolveData.request)) return false;
            if (/\/__mocks__\//.test(resolveData.request)) return false;
            return undefined;
          });
        });
        compiler.hooks.contextModuleFactory.tap('Proof', (factory) => {
          factory.hooks.beforeResolve.tap('Proof', (data) => {
            seen.push(`context ${data.request}`);
            return data;
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('nmf-before-resolve'), {
      'node_modules/fakemoment/index.js': "module.exports = function load(name) { return require('./locale/' + name); };\n",
      'node_modules/fakemoment/locale/de.js': "module.exports = 'LOCALE_DE';\n",
      'node_modules/fakemoment/locale/fr.js': "module.exports = 'LOCALE_FR';\n",
      'src/index.js': "const load = require('fakemoment');\nrequire('./__mocks__/api.js');\nconsole.log(load('de'));\n",
      'src/__mocks__/api.js': "console.log('MOCK_API');\n",
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(seen).toContain('context ./locale');
    expect(seen).not.toContain('normal ./locale');
    const main = await built.read('main.js');
    expect(main).toContain('LOCALE_DE');
    expect(main).toContain('LOCALE_FR');
    expect(main).not.toContain('MOCK_API');
    // IgnorePlugin taps the beforeResolve hook of both factories.
    const ignore = await webpackSource('lib/resolve/IgnorePlugin.js', 'compiler.hooks.normalModuleFactory.tap(PLUGIN_NAME', 30);
    expect(ignore).toContain('nmf.hooks.beforeResolve.tap(PLUGIN_NAME');
    expect(ignore).toContain('cmf.hooks.beforeResolve.tap(PLUGIN_NAME');
  });
});

describe('/api/normalmodulefactory-hooks/ (module creation and schemes)', () => {
  proves('/api/normalmodulefactory-hooks/#createmodule', 'a module returned from createModule is used as is, and createModuleClass is not called for it', async () => {
    const classes: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        factory.hooks.createModule.tap('Proof', (createData) => {
          if (!String(createData.resource).endsWith('dep.js')) return undefined;
          return new webpack.ExternalModule('"FROM_CREATE_MODULE"', 'var', 'proof-dep');
        });
        factory.hooks.createModuleClass.for('javascript/auto').tap('Proof', (createData) => {
          classes.push(String(createData.resource).split('/').pop() ?? '');
          return undefined;
        });
      }),
    };
    const built = await buildUnminified(await projectDir('nmf-create-module'), {
      'src/index.js': "console.log(require('./dep.js'));\n",
      'src/dep.js': "module.exports = 'FROM_FILE';\n",
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    const main = await built.read('main.js');
    expect(main).toContain('FROM_CREATE_MODULE');
    expect(main).not.toContain('FROM_FILE');
    expect(classes).toEqual(['index.js']);
  });

  proves('/api/normalmodulefactory-hooks/#createmodule', 'an error from a tap is ignored: the build has no error and the module is created from the file as usual', async () => {
    const plugin = (how: 'throw' | 'reject'): webpack.WebpackPluginInstance => ({
      apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        if (how === 'throw') {
          factory.hooks.createModule.tap('Proof', (createData) => {
            if (String(createData.resource).endsWith('dep.js')) throw new Error('TAP_FAILED');
            return undefined;
          });
        } else {
          factory.hooks.createModule.tapPromise('Proof', async (createData) => {
            if (String(createData.resource).endsWith('dep.js')) throw new Error('TAP_REJECTED');
            return undefined;
          });
        }
      }),
    });
    for (const how of ['throw', 'reject'] as const) {
      const built = await buildUnminified(await projectDir(`nmf-create-module-${how}`), {
        'src/index.js': "console.log(require('./dep.js'));\n",
        'src/dep.js': "module.exports = 'FROM_FILE';\n",
      }, { mode: 'none', entry: './src/index.js', plugins: [plugin(how)] });
      expect(built.errors).toEqual([]);
      expect(await built.read('main.js')).toContain('FROM_FILE');
    }
  });

  proves('/api/normalmodulefactory-hooks/#resolveinscheme', "keyed by the scheme of the importing module's context, fires for bare and relative requests; one no tap handles is resolved from the compiler's context", async () => {
    const files: Record<string, string> = {
      'mem://root/a.js': "import b from './b.js';\nimport bare from 'barepkg';\nconsole.log(b, bare);\n",
      'mem://root/b.js': "export default 'MEM_B';\n",
    };
    const seen: string[] = [];
    const fill = (resourceData: { resource: string; path?: string; query?: string; fragment?: string; context?: string }, url: URL) => {
      resourceData.resource = url.href;
      resourceData.path = url.href;
      resourceData.query = '';
      resourceData.fragment = '';
      resourceData.context = new URL('.', url).href.slice(0, -1);
    };
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.compilation.tap('Proof', (compilation, { normalModuleFactory }) => {
        normalModuleFactory.hooks.resolveForScheme.for('mem').tap('Proof', (resourceData) => { fill(resourceData, new URL(resourceData.resource)); return true; });
        normalModuleFactory.hooks.resolveInScheme.for('mem').tap('Proof', (resourceData, resolveData) => {
          seen.push(`${resourceData.resource} from ${resolveData.context}`);
          if (!/^\.{0,2}\//.test(resourceData.resource)) return undefined;
          fill(resourceData, new URL(resourceData.resource, `${resolveData.context}/`));
          return true;
        });
        webpack.NormalModule.getCompilationHooks(compilation).readResourceForScheme.for('mem').tap('Proof', (resource) => Buffer.from(files[resource] ?? ''));
      }),
    };
    const built = await buildUnminified(await projectDir('nmf-in-scheme'), {
      'node_modules/barepkg/index.js': "module.exports = 'BARE_FROM_CONTEXT';\n",
    }, { mode: 'none', entry: 'mem://root/a.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(seen).toEqual(['./b.js from mem://root', 'barepkg from mem://root']);
    const main = await built.read('main.js');
    expect(main).toContain('MEM_B');
    expect(main).toContain('BARE_FROM_CONTEXT');
  });

  proves('/api/normalmodulefactory-hooks/#resolveinscheme', 'data: and virtual modules keep a folder as their context, so their imports do not fire it', async () => {
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
        for (const scheme of ['data', 'virtual']) factory.hooks.resolveInScheme.for(scheme).tap('Proof', (resourceData) => { seen.push(resourceData.resource); });
      }),
    };
    const built = await buildUnminified(await projectDir('nmf-in-scheme-none'), { 'src/x.js': "export default 'X_FILE';\n" }, {
      mode: 'none',
      entry: { a: 'data:text/javascript,import x from "./src/x.js"; console.log(x);', b: 'virtual:entry' },
      plugins: [plugin, new webpack.experiments.schemes.VirtualUrlPlugin({ entry: "import x from './src/x.js'; console.log(x);" })],
    });
    expect(built.errors).toEqual([]);
    expect(await built.read('a.js')).toContain('X_FILE');
    expect(await built.read('b.js')).toContain('X_FILE');
    expect(seen).toEqual([]);
  });
});

describe('/api/contextmodulefactory-hooks/', () => {
  proves('/api/contextmodulefactory-hooks/#alternativerequests', 'does not fire for an import.meta.glob context, whose request is the absolute folder and regExp false; contextModuleFiles still fires', async () => {
    const seen: string[] = [];
    const dir = await projectDir('cmf-glob');
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.contextModuleFactory.tap('Proof', (factory) => {
        factory.hooks.beforeResolve.tap('Proof', (data) => {
          if (data) seen.push(`beforeResolve ${data.request === `${dir}/src/pages/`} ${String(data.regExp)}`);
          return data;
        });
        factory.hooks.afterResolve.tap('Proof', (data) => {
          if (data) seen.push(`afterResolve ${data.request === `${dir}/src/pages/`} ${String(data.regExp)}`);
          return data;
        });
        factory.hooks.contextModuleFiles.tap('Proof', (files) => { seen.push(`files ${files.join(',')}`); return files; });
        factory.hooks.alternativeRequests.tap('Proof', (items) => { seen.push('alternativeRequests'); return items; });
      }),
    };
    await build(dir, {
      'src/index.js': "const pages = import.meta.glob('./pages/*.js', { eager: true, import: 'default' });\nconsole.log(JSON.stringify(pages));\n",
      'src/pages/a.js': 'export default 1;\n',
      'src/pages/b.js': 'export default 2;\n',
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(seen).toEqual(['beforeResolve true false', 'afterResolve true false', 'files a.js,b.js']);
  });

  proves('/api/contextmodulefactory-hooks/#afterresolve', 'a wider regExp set here brings in files the expression would not have matched', async () => {
    const widen = (wider: boolean): webpack.WebpackPluginInstance => ({
      apply: (compiler) => compiler.hooks.contextModuleFactory.tap('Proof', (factory) => {
        factory.hooks.afterResolve.tap('Proof', (data) => {
          if (wider && data && String(data.resource).endsWith('/locales')) data.regExp = /^\.\/.*\.(json|js)$/;
          return data;
        });
      }),
    });
    const files = {
      'src/index.js': 'const lang = process.argv[2];\nimport(`./locales/${lang}.json`).then((m) => console.log(m));\n',
      'src/locales/en.json': '{ "hello": "EN_TEXT" }\n',
      'src/locales/extra.js': "console.log('EXTRA_JS');\n",
    };
    const plain = await buildUnminified(await projectDir('cmf-after-plain'), files, { mode: 'none', entry: './src/index.js', plugins: [widen(false)] });
    const wide = await buildUnminified(await projectDir('cmf-after-wide'), files, { mode: 'none', entry: './src/index.js', plugins: [widen(true)] });
    const all = async (built: typeof plain) => (await Promise.all(built.files.filter((f) => f.endsWith('.js')).map((f) => built.read(f)))).join('\n');
    expect(await all(plain)).not.toContain('EXTRA_JS');
    expect(await all(wide)).toContain('EXTRA_JS');
  });
});

describe('/api/compilation-hooks/', () => {
  proves('/api/compilation-hooks/#embeddedsourcehash', 'fires for a native CSS module with exportType text and for an HTML module without any renderEmbeddedSource tap; not for an asset/source file whose name tells no language', async () => {
    const seen: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.embeddedSourceHash.tap('Proof', (module) => { seen.push(`${module.type} ${String(module.nameForCondition()).split('/').pop()}`); });
    });
    await build(await projectDir('embedded-hash'), {
      'src/index.js': "import css from './a.css';\nimport page from './page.html';\nimport text from './note.txt';\nconsole.log(css, page, text);\n",
      'src/a.css': '.a { color: red; }\n',
      'src/page.html': '<p>hi</p>\n',
      'src/note.txt': 'hello\n',
    }, {
      mode: 'development', devtool: false, entry: './src/index.js', experiments: { css: true, html: true },
      module: { parser: { css: { exportType: 'text' } }, rules: [{ test: /\.txt$/, type: 'asset/source' }] },
      plugins: [plugin],
    });
    expect(seen.sort()).toEqual(['css/auto a.css', 'html page.html']);
  });

  proves('/api/compilation-hooks/#renderembeddedsource', 'receives CSS a module embeds as a JavaScript string, with info.type css, and what the tap returns is what the bundle embeds', async () => {
    const types: string[] = [];
    const plugin = onCompilation((compilation) => {
      compilation.hooks.renderEmbeddedSource.tap('Proof', (source, info) => {
        types.push(info.type);
        return new webpack.sources.RawSource(`/*RENDERED*/${String(source.source())}`);
      });
    });
    const built = await build(await projectDir('render-embedded'), {
      'src/index.js': "import css from './a.css';\nconsole.log(css);\n",
      'src/a.css': '.a { color: red; }\n',
    }, {
      mode: 'development', devtool: false, entry: './src/index.js', experiments: { css: true },
      module: { parser: { css: { exportType: 'text' } } }, plugins: [plugin],
    });
    expect(types).toEqual(['css']);
    expect(await built.read('main.js')).toMatch(/"default": "\/\*RENDERED\*\/[^"]*\.a \{ color: red; \}/);
  });

  proves('/api/compilation-hooks/#afteroptimizechunkmodules', 'no chunk has runtime modules yet at this point; they are added by afterRuntimeRequirements', async () => {
    const counts: Record<string, number> = {};
    const plugin = onCompilation((compilation) => {
      const count = () => [...compilation.chunks].reduce((n, chunk) => n + [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].length, 0);
      compilation.hooks.afterOptimizeChunkModules.tap('Proof', () => { counts.afterOptimizeChunkModules = count(); });
      compilation.hooks.afterRuntimeRequirements.tap('Proof', () => { counts.afterRuntimeRequirements = count(); });
    });
    await build(await projectDir('runtime-modules-later'), {
      'src/index.js': "import('./later.js').then((m) => console.log(m.default));\n",
      'src/later.js': 'export default 2;\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js', plugins: [plugin] });
    expect(counts.afterOptimizeChunkModules).toBe(0);
    expect(counts.afterRuntimeRequirements).toBeGreaterThan(0);
  });

  proves('/api/compilation-hooks/#needadditionalpass', 'called after the assets are written; true makes the compiler build once more, after done has fired for the first compilation', async () => {
    const events: string[] = [];
    let asked = 0;
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => {
        compiler.hooks.thisCompilation.tap('Proof', (compilation) => {
          events.push('compilation');
          compilation.hooks.needAdditionalPass.tap('Proof', () => { events.push('needAdditionalPass'); return asked++ === 0; });
        });
        compiler.hooks.assetEmitted.tap('Proof', () => { events.push('assetEmitted'); });
        compiler.hooks.done.tap('Proof', () => { events.push('done'); });
      },
    };
    await build(await projectDir('additional-pass'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(events).toEqual(['compilation', 'assetEmitted', 'needAdditionalPass', 'done', 'compilation', 'assetEmitted', 'needAdditionalPass', 'done']);
  });
});

describe('/api/parser/', () => {
  const source = [
    "import def, * as ns from './a.js';",
    "import { x as y } from './a.js';",
    "export * from './a.js';",
    "export { x as z } from './a.js';",
    'export const c1 = 1;',
    'const local = 2;',
    'export { local as api };',
    'export default function render() {}',
    'const hidden = 3;',
    'console.log(def, ns, y, hidden, a1 && b1, a2 || b2, a3 ?? b3, process?.env.NODE_ENV); /* note */',
    '',
  ].join('\n');

  interface Trace { seen: string[]; output: string }
  let traced: Promise<Trace> | null = null;
  const trace = (): Promise<Trace> => {
    traced ??= (async () => {
      const seen: string[] = [];
      const plugin = onParser('index.js', (parser, inFile) => {
        const h = parser.hooks;
        h.import.tap('Proof', (_statement, request) => { if (inFile()) seen.push(`import ${String(request)}`); });
        h.export.tap('Proof', (statement) => { if (inFile()) seen.push(`export ${statement.type}`); });
        h.exportImport.tap('Proof', (statement, request) => { if (inFile()) seen.push(`exportImport ${statement.type} ${String(request)}`); });
        h.preDeclarator.tap('Proof', (declarator) => (inFile() && declarator.id.type === 'Identifier' && declarator.id.name === 'hidden' ? true : undefined));
        h.expression.for('hidden').tap('Proof', () => { if (inFile()) seen.push('free hidden'); });
        h.expressionLogicalOperator.tap('Proof', (expression) => { if (inFile()) seen.push(`logical ${expression.operator}`); });
        h.expressionMemberChain.for('process').tap('Proof', (_expression, members, optionals) => { if (inFile()) seen.push(`memberChain ${members.join('.')} ${optionals.join(',')}`); });
        h.finish.tap('Proof', (ast, comments) => { if (inFile()) seen.push(`finish ${ast.type} ${comments.length}`); });
      });
      const built = await buildUnminified(await projectDir('parser-hooks'), {
        'src/index.js': source,
        'src/a.js': 'export const x = 1;\nexport default 2;\n',
      }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
      return { seen, output: await built.read('main.js') };
    })();
    return traced;
  };

  proves('/api/parser/#export', "fires for the module's own export statements and not for re-exports with a source, which call exportImport", async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('export'))).toEqual([
      'exportImport ExportAllDeclaration ./a.js',
      'exportImport ExportNamedDeclaration ./a.js',
      'export ExportNamedDeclaration',
      'export ExportNamedDeclaration',
      'export ExportDefaultDeclaration',
    ]);
  });

  proves('/api/parser/#import', 'fires once per import statement with the request string', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('import'))).toEqual(['import ./a.js', 'import ./a.js']);
  });

  proves('/api/parser/#predeclarator', 'returning true keeps webpack from declaring the name, so later uses reach the free-variable hooks', async () => {
    const { seen } = await trace();
    expect(seen).toContain('free hidden');
  });

  proves('/api/parser/#expressionlogicaloperator', 'fires for &&, || and ??', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('logical'))).toEqual(['logical &&', 'logical ||', 'logical ??']);
  });

  proves('/api/parser/#expressionmemberchain', 'keyed by the root, with the member names and which of them were reached with ?.', async () => {
    const { seen } = await trace();
    expect(seen).toContain('memberChain env.NODE_ENV true,false');
  });

  proves('/api/parser/#finish', 'fires after the walk with the Program and the comments', async () => {
    const { seen } = await trace();
    expect(seen[seen.length - 1]).toBe('finish Program 1');
  });
});
