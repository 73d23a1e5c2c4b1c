// Proofs of /configuration/module/ statements about module types: a rule that sets a native CSS or
// WebAssembly type switches the built-in handling off unless the experiment is set, JSON named
// imports under each json.namedExports value, when JSONParse writes JSON.parse, and layers without
// the retired experiments.layers key.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

describe('/configuration/module/ module types', () => {
  proves('/configuration/module/#ruletype', 'a rule giving .css files a css type fails without experiments.css true, while no rule at all builds them natively', async () => {
    const files = { 'src/index.js': 'import "./a.css";\n', 'src/a.css': '.a { color: red; }\n' };
    const plain = await build(await projectDir('type-css-default'), files, { mode: 'development', devtool: false });
    expect(plain.errors).toEqual([]);
    expect(plain.files).toContain('main.css');
    const ruled = await build(await projectDir('type-css-rule'), files, { mode: 'development', devtool: false, module: { rules: [{ test: /\.css$/, type: 'css/auto' }] } });
    expect(ruled.errors).toEqual([expect.stringContaining('No parser registered for css/auto')]);
    const opted = await build(await projectDir('type-css-experiment'), files, {
      mode: 'development', devtool: false, experiments: { css: true }, module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    });
    expect(opted.errors).toEqual([]);
    expect(opted.files).toContain('main.css');
  });

  proves('/configuration/module/#ruletype', 'a rule giving .wasm files webassembly/async fails without experiments.asyncWebAssembly true', async () => {
    const files = { 'src/index.js': 'import("./m.wasm");\n', 'src/m.wasm': '\0asm\u0001\0\0\0' };
    const plain = await build(await projectDir('type-wasm-default'), files, { mode: 'development', devtool: false });
    expect(plain.errors).toEqual([]);
    const ruled = await build(await projectDir('type-wasm-rule'), files, { mode: 'development', devtool: false, module: { rules: [{ test: /\.wasm$/, type: 'webassembly/async' }] } });
    expect(ruled.errors).toEqual([expect.stringContaining('No parser registered for webassembly/async')]);
  });

  const json = { 'src/index.js': 'import { version } from "./p.json";\nconsole.log(version);\n', 'src/p.json': '{"version":"1.2.3","name":"x"}\n' };
  const jsonBuild = async (name: string, namedExports?: boolean) => {
    const built = await build(await projectDir(name), json, { mode: 'none', module: { parser: { json: namedExports === undefined ? {} : { namedExports } } } });
    const line = (await built.read('main.js')).split('\n').find((l) => l.includes('console.log('))!.trim();
    return { warnings: built.warnings, line };
  };

  proves('/configuration/module/#html-json-and-asset-parser-options', 'json.namedExports: unset a named import works with a warning, true silently, false gives undefined', async () => {
    const unset = await jsonBuild('json-named-unset');
    expect(unset.warnings).toEqual([expect.stringMatching(/^Should not import the named export 'version'/)]);
    expect(unset.line).toMatch(/\.version\);$/);
    const on = await jsonBuild('json-named-true', true);
    expect(on.warnings).toEqual([]);
    expect(on.line).toMatch(/\.version\);$/);
    const off = await jsonBuild('json-named-false', false);
    expect(off.warnings).toEqual([expect.stringMatching(/^Can't import the named export 'version'/)]);
    expect(off.line).toBe('console.log(/* non-default import from non-esm module */undefined);');
  });

  proves('/configuration/module/#generator-options', 'JSONParse writes JSON.parse for objects longer than 20 characters, and never when false', async () => {
    const files = {
      'src/index.js': 'import big from "./big.json";\nimport small from "./small.json";\nconsole.log(big, small);\n',
      'src/big.json': '{"name":"a-longer-value"}\n',
      'src/small.json': '{"a":1}\n',
    };
    const on = await build(await projectDir('json-parse-on'), files, { mode: 'none' });
    const out = await on.read('main.js');
    expect(out).toContain(`JSON.parse('{"name":"a-longer-value"}')`);
    expect(out).not.toContain(`JSON.parse('{"a":1}')`);
    const off = await build(await projectDir('json-parse-off'), files, { mode: 'none', module: { generator: { json: { JSONParse: false } } } });
    expect(await off.read('main.js')).not.toContain('JSON.parse(');
  });

  proves('/configuration/module/#rulelayer', 'layers work without experiments.layers, and the retired key is accepted and ignored', async () => {
    const files = { 'src/index.js': 'import "./a.js";\n', 'src/a.js': 'console.log("a");\n' };
    const config = (experiments: webpack.Configuration['experiments']): webpack.Configuration => ({
      mode: 'none', experiments, module: { rules: [{ test: /a\.js$/, layer: 'analytics' }] },
      optimization: { splitChunks: { cacheGroups: { analytics: { layer: 'analytics', name: 'analytics', chunks: 'all', enforce: true } } } },
    });
    const without = await build(await projectDir('layers-default'), files, config(undefined));
    expect(without.errors).toEqual([]);
    expect(without.files).toContain('analytics.js');
    const retired = await build(await projectDir('layers-key'), files, config({ layers: true } as webpack.Configuration['experiments']));
    expect(retired.errors).toEqual([]);
    expect(retired.files).toEqual(without.files);
  });
});
