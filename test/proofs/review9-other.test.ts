// Proofs of statements checked in the ninth review of the concepts, migrate, blog and contribute pages, the
// glossary and the comparison (docs/audit/concepts.md, docs/audit/migrate.md, docs/audit/other-pages.md).
import { join } from 'node:path';
import webpack from 'webpack';
import { buildUnminified, effectiveOptions, projectDir, proves, runOnce, runScript, writeFiles } from './proof';

const cssProject = {
  'src/a.css': '.a { color: red; }\n',
  'src/index.js': "import './a.css';\nconsole.log('ok');\n",
};

describe('/concepts/modules/', () => {
  proves('/concepts/modules/#module-types', "a rule that only sets a css type for .css files turns experiments.css 'auto' off, and the type then has no parser", async () => {
    const dir = await projectDir('modules-css-type-rule');
    const rules = [{ test: /\.css$/i, type: 'css/module' }];
    expect(effectiveOptions({ mode: 'development', module: { rules } }).experiments.css).toBe(false);
    expect(effectiveOptions({ mode: 'development' }).experiments.css).toBe('auto');
    const built = await buildUnminified(dir, cssProject, { mode: 'development', devtool: false, entry: './src/index.js', module: { rules } });
    expect(built.errors.join('\n')).toContain('No parser registered for css/module');
  });

  proves('/concepts/modules/#module-types', 'with experiments.css: true the same css/module rule builds and emits a stylesheet', async () => {
    const dir = await projectDir('modules-css-type-rule-on');
    const built = await buildUnminified(dir, cssProject, {
      mode: 'development', devtool: false, entry: './src/index.js',
      experiments: { css: true }, module: { rules: [{ test: /\.css$/i, type: 'css/module' }] },
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.css', 'main.js']);
  });
});

// A plugin that puts a header in front of every initial JavaScript file at PROCESS_ASSETS_STAGE_ADDITIONS, as the
// license header example of the plugin patterns page does.
class HeaderPlugin {
  apply(compiler: webpack.Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HeaderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HeaderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource('/*! header */\n', old));
          }
        }
      });
    });
  }
}

async function hashedName(name: string, mode: 'development' | 'production', withHeader: boolean): Promise<{ file: string; text: string }> {
  const dir = await projectDir(name);
  // Unminified: the minimizer would move the /*! comment into a LICENSE file; the hashing is the same.
  const built = await buildUnminified(dir, { 'src/index.js': "console.log('hashed');\n" }, {
    mode, devtool: false, entry: './src/index.js', output: { filename: '[name].[contenthash].js' },
    plugins: withHeader ? [new HeaderPlugin()] : [],
  });
  expect(built.errors).toEqual([]);
  expect(built.files).toHaveLength(1);
  const [file] = built.files as [string];
  return { file, text: await built.read(file) };
}

describe('/contribute/plugin-patterns/', () => {
  proves('/contribute/plugin-patterns/#changing-chunk-files', 'in production an edit at PROCESS_ASSETS_STAGE_ADDITIONS changes the [contenthash] of the file name (realContentHash)', async () => {
    expect(effectiveOptions({ mode: 'production' }).optimization.realContentHash).toBe(true);
    const plain = await hashedName('header-prod-plain', 'production', false);
    const edited = await hashedName('header-prod-edited', 'production', true);
    expect(edited.text).toContain('header');
    expect(edited.file).not.toBe(plain.file);
  });

  proves('/contribute/plugin-patterns/#changing-chunk-files', 'in development the same edit leaves the [contenthash] of the file name unchanged', async () => {
    expect(effectiveOptions({ mode: 'development' }).optimization.realContentHash).toBe(false);
    const plain = await hashedName('header-dev-plain', 'development', false);
    const edited = await hashedName('header-dev-edited', 'development', true);
    expect(edited.text.startsWith('/*! header */')).toBe(true);
    expect(edited.file).toBe(plain.file);
  });
});

async function functionPluginBuild(name: string): Promise<string> {
  const dir = await projectDir(name);
  const seen: string[] = [];
  const built = await buildUnminified(dir, { 'src/index.js': "console.log('fn');\n" }, {
    mode: 'none', target: 'node', entry: './src/index.js',
    plugins: [function fnPlugin(this: webpack.Compiler, compiler: webpack.Compiler) {
      seen.push(`${this === compiler}`);
      compiler.hooks.done.tap('fnPlugin', () => { seen.push('done'); });
    }],
  });
  expect(built.errors).toEqual([]);
  expect(runScript(join(dir, 'dist/main.js'))).toBe('fn');
  return seen.join(' ');
}

describe('/glossary/', () => {
  proves('/glossary/#plugin', 'a plain function in plugins is called once with the compiler as this and as its argument, and can tap hooks', async () => {
    expect(await functionPluginBuild('glossary-function-plugin')).toBe('true done');
  });
});

describe('/contribute/writing-a-plugin/', () => {
  proves('/contribute/writing-a-plugin/#anatomy-of-a-plugin', 'a function in the plugins array is called once in place of apply, with the compiler as this and as its argument', async () => {
    expect(await functionPluginBuild('writing-plugin-function-plugin')).toBe('true done');
  });
});

describe('/blog/2026-03-10-persistent-cache-deep-dive/', () => {
  proves('/blog/2026-03-10-persistent-cache-deep-dive/#when-the-cache-is-written', 'the filesystem cache waits cache.idleTimeout (60 s) when idle, a shorter idleTimeoutForInitialStore (5 s) on the first build, and drops entries by maxAge', async () => {
    for (const mode of ['development', 'production'] as const) {
      const cache = effectiveOptions({ mode, cache: { type: 'filesystem' } }).cache as { idleTimeout: number; idleTimeoutForInitialStore: number; maxAge: number };
      expect(cache.idleTimeout).toBe(60000);
      expect(cache.idleTimeoutForInitialStore).toBe(5000);
      expect(cache.maxAge).toBe(1000 * 60 * 60 * 24 * 60);
    }
  });
});

describe('/concepts/entry-points/', () => {
  proves('/concepts/entry-points/#entry-descriptors', "an entry with both runtime and dependOn fails: \"has 'dependOn' and 'runtime' specified\"", async () => {
    const dir = await projectDir('entry-runtime-dependon');
    const built = await buildUnminified(dir, { 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n" }, {
      mode: 'none', entry: { a: './src/a.js', b: { import: './src/b.js', dependOn: 'a', runtime: 'rt' } },
    });
    expect(built.errors.join('\n')).toContain("Entrypoint 'b' has 'dependOn' and 'runtime' specified. This is not valid.");
  });

  proves('/concepts/entry-points/#relative-paths-and-context', 'context defaults to the working directory of the process', async () => {
    expect(effectiveOptions({ mode: 'none' }).context).toBe(process.cwd());
  });
});

describe('/concepts/dependency-graph/', () => {
  proves('/concepts/dependency-graph/#looking-at-your-graph', "each module of the JSON stats lists its reasons, the module that imports it among them", async () => {
    const dir = await projectDir('graph-reasons');
    await writeFiles(dir, { 'src/dep.js': 'export const x = 1;\n', 'src/index.js': "import { x } from './dep.js';\nconsole.log(x);\n" });
    const stats = await runOnce(webpack({ mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') } }));
    const dep = stats.toJson().modules?.find((m) => m.name === './src/dep.js');
    expect(dep?.reasons?.map((r) => r.moduleName)).toContain('./src/index.js');
  });
});
