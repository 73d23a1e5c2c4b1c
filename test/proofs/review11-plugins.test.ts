// Proofs of the statements corrected or confirmed in the eleventh audit of the plugin pages.
// Audit record: docs/audit/plugins.md.
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, projectDir, proves, runOnce, runScript, withEnv, writeFiles } from './proof';

/** The module lines of a build's stats, with nested modules and bailout reasons. */
async function moduleReport(dir: string, files: Record<string, string>, config: webpack.Configuration): Promise<string> {
  await writeFiles(dir, files);
  const stats = await runOnce(webpack({ context: dir, ...config, output: { path: join(dir, 'dist'), ...config.output } }));
  return stats.toString({ all: false, modules: true, nestedModules: true, optimizationBailout: true, errors: true, colors: false });
}

describe('/plugins/module-concatenation-plugin/', () => {
  proves('/plugins/module-concatenation-plugin/#when-modules-are-not-concatenated', "module.id and module.loaded stop a module from joining; module.hot does only while HotModuleReplacementPlugin is applied", async () => {
    const files = {
      'src/index.js': "import { a } from './a.js';\nimport { b } from './b.js';\nimport { c } from './c.js';\nconsole.log(a, b(), c);\n",
      'src/a.js': 'export const a = module.id;\n',
      'src/b.js': 'export function b() { return 2; }\nconsole.log("b loaded");\nif (module.hot) module.hot.accept();\n',
      'src/c.js': 'export const c = module.loaded;\n',
    };
    const base: webpack.Configuration = { target: 'node', devtool: false, entry: './src/index.js', optimization: { minimize: false, concatenateModules: true } };
    const plain = await moduleReport(await projectDir('concat-no-hmr'), files, { ...base, mode: 'production' });
    expect(plain).toContain('Cannot concat with ./src/a.js: Module uses module.id');
    expect(plain).toContain('Cannot concat with ./src/c.js: Module uses module.loaded');
    // Without HMR, b.js (which tests module.hot) is one of the two modules joined to the root.
    expect(plain).toContain('./src/index.js + 1 modules');
    expect(plain).toMatch(/\| \.\/src\/b\.js/);
    expect(plain).not.toContain('Hot Module Replacement');
    const hot = await moduleReport(await projectDir('concat-hmr'), files, { ...base, mode: 'development', plugins: [new webpack.HotModuleReplacementPlugin()] });
    expect(hot).toContain('Cannot concat with ./src/b.js: Module uses Hot Module Replacement');
  });
});

describe('/plugins/environment-plugin/', () => {
  proves('/plugins/environment-plugin/#reading-a-env-file', "the dotenv option defines process.env.KEY and import.meta.env.KEY for WEBPACK_-prefixed names from .env and from the environment (the environment wins), and leaves other names as written", async () => {
    await withEnv({ WEBPACK_FROM_SHELL: 'shell', WEBPACK_BOTH: 'shell-wins' }, async () => {
      const built = await buildUnminified(await projectDir('dotenv-option'), {
        '.env': 'WEBPACK_API=https://api.example\nWEBPACK_BOTH=file\nSECRET=hidden\n',
        'src/index.mjs': 'console.log(process.env.WEBPACK_API, import.meta.env.WEBPACK_API, process.env.WEBPACK_FROM_SHELL, process.env.WEBPACK_BOTH, process.env.SECRET);\n',
      }, { mode: 'none', entry: './src/index.mjs', dotenv: true });
      expect(built.errors).toEqual([]);
      expect(await built.read('main.js')).toContain('console.log("https://api.example", "https://api.example", "shell", "shell-wins", process.env.SECRET);');
    });
  });
});

// webpack's schemas record the release that added an option; the pages give the same releases.
const schema = (file: string) => require(`webpack/schemas/${file}`) as { definitions?: Record<string, { added?: string; properties?: Record<string, unknown> }>; properties?: Record<string, unknown> };
/** One definition of a schema; fails the proof when it is gone. */
const definition = (file: string, name: string): { added?: string; properties?: Record<string, unknown> } => {
  const found = schema(file).definitions?.[name];
  if (!found) throw new Error(`${file} no longer defines ${name}`);
  return found;
};
const addedIn = (node: unknown): string[] => {
  const out: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    const added = (n as { added?: unknown }).added;
    if (typeof added === 'string') out.push(added);
    for (const v of Object.values(n as object)) walk(v);
  };
  walk(node);
  return out;
};

describe('/plugins/banner-plugin/', () => {
  proves('/plugins/banner-plugin/#test-include-exclude', "BannerPlugin's { glob } filter was added in webpack 5.112.0", async () => {
    expect(addedIn(schema('plugins/BannerPlugin.json'))).toContain('5.112.0');
  });
});

describe('/plugins/source-map-dev-tool-plugin/', () => {
  proves('/plugins/source-map-dev-tool-plugin/#test-include-exclude', "SourceMapDevToolPlugin's { glob } filter and scopes were added in webpack 5.112.0", async () => {
    const s = schema('plugins/SourceMapDevToolPlugin.json');
    expect(addedIn(s.definitions)).toContain('5.112.0');
    expect((s.properties?.scopes as { added?: string }).added).toBe('5.112.0');
  });
});

describe('/plugins/watch-ignore-plugin/', () => {
  proves('/plugins/watch-ignore-plugin/#paths', 'relative (glob) strings in WatchIgnorePlugin paths were added in webpack 5.112', async () => {
    expect(addedIn(schema('plugins/WatchIgnorePlugin.json'))).toEqual(['5.112.0']);
  });
});

describe('/plugins/split-chunks-plugin/', () => {
  proves('/plugins/split-chunks-plugin/#cachegroupscachegrouptest', "a cache group's { glob } test was added in webpack 5.112.0", async () => {
    expect(definition('WebpackOptions.json', 'GlobCondition').added).toBe('5.112.0');
    expect(JSON.stringify(definition('WebpackOptions.json', 'OptimizationSplitChunksCacheGroup').properties?.test)).toContain('#/definitions/GlobCondition');
  });
});

describe('/plugins/module-federation-plugin/', () => {
  proves('/plugins/module-federation-plugin/#shared', "shared include and exclude filters were added in webpack 5.112.0", async () => {
    expect(definition('plugins/container/ModuleFederationPlugin.json', 'SharedModuleFilter').added).toBe('5.112.0');
  });
});

describe('/plugins/module-concatenation-plugin/', () => {
  proves('/plugins/module-concatenation-plugin/#optimizationconcatenatemodules', 'the { commonjs } object form of concatenateModules came with webpack 5.109.0', async () => {
    expect(definition('WebpackOptions.json', 'ConcatenateModulesOptions').added).toBe('5.109.0');
  });
});

describe('/plugins/profiling-plugin/', () => {
  proves('/plugins/profiling-plugin/#outputpath', "a relative 'trace.json' fails the options check after the plugin has started that file in the folder webpack runs in", async () => {
    const dir = await projectDir('profiling-relative');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'run.js': [
        "process.chdir(__dirname);",
        `const webpack = require(${JSON.stringify(require.resolve('webpack'))});`,
        "let message = 'no error';",
        "try { webpack({ mode: 'none', context: __dirname, entry: './src/index.js', plugins: [new webpack.debug.ProfilingPlugin({ outputPath: 'trace.json' })] }); } catch (e) { message = e.message; }",
        "setTimeout(() => console.log(/is not an absolute path/.test(message), require('fs').existsSync('trace.json')), 100);",
      ].join('\n'),
    });
    expect(runScript(join(dir, 'run.js'))).toBe('true true');
  });

  proves('/plugins/profiling-plugin/#usage', 'a build with the plugin makes Node.js emit DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK, and the same build without it emits no warning', async () => {
    const dir = await projectDir('profiling-deprecation');
    const script = (withPlugin: boolean) => [
      `const webpack = require(${JSON.stringify(require.resolve('webpack'))});`,
      "const codes = [];",
      "process.on('warning', (w) => codes.push(w.code || w.name));",
      `const compiler = webpack({ mode: 'none', context: __dirname, entry: './src/index.js', output: { path: __dirname + '/dist' }, plugins: ${withPlugin ? "[new webpack.debug.ProfilingPlugin({ outputPath: __dirname + '/trace/events.json' })]" : '[]'} });`,
      "compiler.run((err, stats) => compiler.close(() => setTimeout(() => console.log(err ? 'ERR ' + err.message : stats.hasErrors() ? 'ERRORS' : 'ok', codes.join(',')), 50)));",
    ].join('\n');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n', 'with.js': script(true), 'without.js': script(false) });
    expect(runScript(join(dir, 'with.js'))).toBe('ok DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK');
    expect(runScript(join(dir, 'without.js'))).toBe('ok');
  });
});

describe('/plugins/limit-chunk-count-plugin/', () => {
  proves('/plugins/limit-chunk-count-plugin/#maxchunks', 'without an argument the plugin uses { maxChunks: 1 }; an options object without maxChunks fails validation', async () => {
    const dir = await projectDir('limit-no-argument');
    const files = { 'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n", 'src/lazy.js': 'export default 1;\n' };
    const built = await buildUnminified(dir, files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.optimize.LimitChunkCountPlugin()] });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    await expect(buildUnminified(await projectDir('limit-empty-object'), files, {
      mode: 'none', entry: './src/index.js',
      plugins: [new webpack.optimize.LimitChunkCountPlugin({} as unknown as { maxChunks: number })],
    })).rejects.toThrow("options misses the property 'maxChunks'");
  });
});
