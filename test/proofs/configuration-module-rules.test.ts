// Proofs of /configuration/module/ statements about single rule fields: how test and resource combine,
// which phase ordinary imports and require() calls have, and what extractSourceMap does to the
// bundle's source map.
import { build, projectDir, proves } from './proof';

describe('/configuration/module/ rule fields', () => {
  proves('/configuration/module/#ruletest', 'test and resource in one rule are both conditions on the resource, and both have to match', async () => {
    const files = { 'src/index.js': 'import text from "./note.txt";\nconsole.log(text);\n', 'src/note.txt': 'a note' };
    const typeOf = async (name: string, rule: { test: RegExp; resource: RegExp }) => {
      const built = await build(await projectDir(name), files, { mode: 'none', module: { rules: [{ ...rule, type: 'asset/source' }] } });
      return (await built.read('main.js')).includes('module.exports = "a note";') ? 'asset/source' : 'not matched';
    };
    expect(await typeOf('test-and-resource', { test: /\.txt$/, resource: /note/ })).toBe('asset/source');
    expect(await typeOf('test-not-resource', { test: /\.txt$/, resource: /other/ })).toBe('not matched');
    expect(await typeOf('resource-not-test', { test: /\.md$/, resource: /note/ })).toBe('not matched');
  });

  proves('/configuration/module/#rulephase', "ordinary imports and require() calls have the phase 'evaluation'", async () => {
    const files = {
      'src/index.js': 'import a from "./a.txt";\nconst b = require("./b.txt");\nconsole.log(a, b);\n',
      'src/a.txt': 'plain text a',
      'src/b.txt': 'plain text b',
    };
    const matched = await build(await projectDir('phase-evaluation'), files, { mode: 'none', module: { rules: [{ test: /\.txt$/, phase: 'evaluation', type: 'asset/source' }] } });
    expect(matched.errors).toEqual([]);
    const out = await matched.read('main.js');
    expect(out).toContain('module.exports = "plain text a";');
    expect(out).toContain('module.exports = "plain text b";');
    // A rule for another phase does not apply, so the text files are parsed as JavaScript and fail.
    const other = await build(await projectDir('phase-defer'), files, { mode: 'none', module: { rules: [{ test: /\.txt$/, phase: 'defer', type: 'asset/source' }] } });
    expect(other.errors).toHaveLength(2);
  });

  proves('/configuration/module/#ruleextractsourcemap', "extractSourceMap carries a file's own source map into the bundle's map", async () => {
    const files = {
      'src/index.js': 'import "./lib.js";\n',
      'src/lib.js': 'console.log("lib");\n//# sourceMappingURL=lib.js.map\n',
      'src/lib.js.map': JSON.stringify({ version: 3, file: 'lib.js', sources: ['../original/lib.ts'], sourcesContent: ['console.log("lib" as string);\n'], names: [], mappings: 'AAAA' }),
    };
    const sourcesOf = async (name: string, extractSourceMap: boolean) => {
      const built = await build(await projectDir(name), files, { mode: 'development', devtool: 'source-map', module: { rules: [{ test: /\.js$/, extractSourceMap }] } });
      expect(built.errors).toEqual([]);
      return (JSON.parse(await built.read('main.js.map')) as { sources: string[] }).sources;
    };
    const off = await sourcesOf('source-map-off', false);
    expect(off).toContain('webpack:///./src/lib.js');
    expect(off).not.toContain('webpack:///./original/lib.ts');
    const on = await sourcesOf('source-map-on', true);
    expect(on).toContain('webpack:///./original/lib.ts');
    expect(on).not.toContain('webpack:///./src/lib.js');
  });
});
