// Proofs of single statements left on several plugin pages (progress, source maps, hashed ids,
// chunk count, html, define, environment, internal plugins, provide).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { build, buildUnminified, projectDir, proves, webpackSource, writeFiles } from './proof';

const twoEntries = { 'src/a.js': "import('./lazy.js');\nconsole.log('A');\n", 'src/b.js': "console.log('B');\n", 'src/lazy.js': 'export default 1;\n' };

/** The building details ProgressPlugin reports with these options. */
async function buildingDetails(name: string, options: { entries?: boolean; dependencies?: boolean }): Promise<string> {
  const details: string[] = [];
  await buildUnminified(await projectDir(name), twoEntries, {
    entry: { a: './src/a.js', b: './src/b.js' },
    plugins: [new webpack.ProgressPlugin({ ...options, handler: (_p, message, ...rest) => { if (message === 'building' && rest[0]) details.push(rest[0]); } })],
  });
  return details.filter((d) => d.includes('modules')).at(-1) ?? '';
}

describe('/plugins/progress-plugin/ (details)', () => {
  proves('/plugins/progress-plugin/#entries', 'entries: false drops the entries count from the building details', async () => {
    expect(await buildingDetails('progress-entries-on', {})).toMatch(/^2\/2 entries /);
    expect(await buildingDetails('progress-entries-off', { entries: false })).not.toContain('entries');
  });

  proves('/plugins/progress-plugin/#dependencies', 'dependencies: false drops the dependencies count', async () => {
    expect(await buildingDetails('progress-deps-on', {})).toContain('dependencies');
    expect(await buildingDetails('progress-deps-off', { dependencies: false })).not.toContain('dependencies');
  });

  proves('/plugins/progress-plugin/#profile', 'webpack-cli sets profile: true for --progress=profile', async () => {
    const cli = await readFile(require.resolve('webpack-cli/lib/plugins/cli-plugin.js'), 'utf8');
    expect(cli).toContain('const isProfile = this.options.progress === "profile";');
    expect(cli).toContain('profile: isProfile,');
  });
});

describe('/plugins/source-map-dev-tool-plugin/ (namespace)', () => {
  proves('/plugins/source-map-dev-tool-plugin/#namespace', 'devtool passes output.devtoolNamespace; the plugin\'s own namespace option fills [namespace]', async () => {
    const files = { 'src/index.js': "console.log('A');\n" };
    const viaDevtool = await buildUnminified(await projectDir('sourcemap-ns-devtool'), files, { entry: './src/index.js', devtool: 'source-map', output: { devtoolNamespace: 'shop' } });
    expect((JSON.parse(await viaDevtool.read('main.js.map')) as { sources: string[] }).sources).toEqual(['webpack://shop/./src/index.js']);
    const own = await buildUnminified(await projectDir('sourcemap-ns-own'), files, { entry: './src/index.js', devtool: false, plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].map', namespace: 'admin-app' })] });
    expect((JSON.parse(await own.read('main.js.map')) as { sources: string[] }).sources).toEqual(['webpack://admin-app/./src/index.js']);
  });
});

describe('/plugins/hashed-module-ids-plugin/ (moduleIds: false)', () => {
  proves('/plugins/hashed-module-ids-plugin/#choosing-between-the-options', 'moduleIds: false adds no built-in id plugin', async () => {
    const source = await webpackSource('lib/config/WebpackOptionsApply.js', 'const moduleIds = options.optimization.moduleIds', 12);
    expect(source).toMatch(/if \(moduleIds\) \{\n\s*switch \(moduleIds\) \{/);
  });
});

describe('/plugins/limit-chunk-count-plugin/ (how it decides)', () => {
  proves('/plugins/limit-chunk-count-plugin/#how-it-decides', 'merging repeats until the limit is met: three lazy chunks and the entry become two files', async () => {
    const files = { 'src/index.js': "import('./a.js');\nimport('./b.js');\nimport('./c.js');\n", 'src/a.js': 'export default "A";\n', 'src/b.js': 'export default "B";\n', 'src/c.js': 'export default "C";\n' };
    expect((await buildUnminified(await projectDir('limit-repeat-off'), files, { entry: './src/index.js' })).files).toHaveLength(4);
    expect((await buildUnminified(await projectDir('limit-repeat'), files, { entry: './src/index.js', plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 2 })] })).files).toHaveLength(2);
  });
});

describe('/plugins/html-webpack-plugin/ (templateContent)', () => {
  proves('/plugins/html-webpack-plugin/#templatecontent', 'a function receives htmlWebpackPlugin and its string is the page, with the scripts injected', async () => {
    const built = await build(await projectDir('html-template-content'), { 'src/index.js': "console.log('A');\n" }, {
      mode: 'development', entry: './src/index.js',
      plugins: [new HtmlWebpackPlugin({ title: 'Inline', templateContent: (parameters: Record<string, unknown>) => `<html><head></head><body><h1>${(parameters.htmlWebpackPlugin as { options: { title: string } }).options.title}</h1></body></html>` })],
    });
    const html = await built.read('index.html');
    expect(html).toContain('<h1>Inline</h1>');
    expect(html).toContain('<script defer src="main.js"></script>');
  });
});

describe('/plugins/define-plugin/ and /plugins/environment-plugin/', () => {
  proves('/plugins/define-plugin/#options', 'the key names the expression replaced, the value is the code put in its place', async () => {
    const built = await buildUnminified(await projectDir('define-options'), { 'src/index.js': 'console.log(BUILD.label, BUILD.count + 1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ 'BUILD.label': JSON.stringify('v1'), 'BUILD.count': '41' })] });
    expect(await built.read('main.js')).toContain('console.log("v1", 41 + 1);');
  });

  proves('/plugins/environment-plugin/#comparison-with-defineplugin', 'EnvironmentPlugin with a default and the equivalent DefinePlugin give the same code', async () => {
    const files = { 'src/index.js': 'console.log(process.env.API_URL);\n' };
    const saved = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const env = await buildUnminified(await projectDir('env-compare-env'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.EnvironmentPlugin({ API_URL: 'http://localhost:3000' })] });
      const define = await buildUnminified(await projectDir('env-compare-define'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL ?? 'http://localhost:3000') })] });
      expect(await env.read('main.js')).toContain('console.log("http://localhost:3000");');
      expect(await define.read('main.js')).toBe(await env.read('main.js'));
    } finally {
      if (saved !== undefined) process.env.API_URL = saved;
    }
  });
});

describe('/plugins/internal-plugins/ (stats)', () => {
  proves('/plugins/internal-plugins/#stats', 'webpack applies the three stats plugins itself, so the configuration never needs them', async () => {
    const source = await webpackSource('lib/config/WebpackOptionsApply.js', 'new DefaultStatsFactoryPlugin().apply(compiler);', 3);
    expect(source).toContain('new DefaultStatsFactoryPlugin().apply(compiler);');
    expect(source).toContain('new DefaultStatsPresetPlugin().apply(compiler);');
    expect(source).toContain('new DefaultStatsPrinterPlugin().apply(compiler);');
  });
});

describe('/plugins/provide-plugin/ (type checkers)', () => {
  proves('/plugins/provide-plugin/#type-checkers-and-linters', 'TypeScript reports that it cannot find $ until the page\'s declaration is added', async () => {
    const dir = await projectDir('provide-typescript');
    await writeFiles(dir, {
      'src/app.ts': "$('.carousel');\n",
      'src/globals.d.ts': "declare const $: typeof import('jquery');\n",
      'node_modules/jquery/package.json': '{"name":"jquery","types":"index.d.ts"}\n',
      'node_modules/jquery/index.d.ts': 'declare function jQuery(selector: string): unknown;\nexport = jQuery;\n',
    });
    // Without the default library (noLib) the check stays fast; only the file's own diagnostics are read.
    const check = (roots: string[]): string[] => {
      const program = ts.createProgram(roots.map((r) => join(dir, r)), { noEmit: true, noLib: true, types: [], module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 });
      return program.getSemanticDiagnostics(program.getSourceFile(join(dir, 'src/app.ts'))).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('.')[0] ?? '');
    };
    expect(check(['src/app.ts'])).toEqual(["Cannot find name '$'"]);
    expect(check(['src/app.ts', 'src/globals.d.ts'])).toEqual([]);
  });
});
