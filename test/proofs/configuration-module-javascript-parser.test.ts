// Proofs of the JavaScript parser entries of /configuration/module/ that a reader acts on: what each
// import.meta property becomes, how importExportsPresence and the 'auto' default decide between a
// warning and an error, the import defer switch, worklets, a custom parse function, and when the
// TypeScript stripping is on. The dynamic-request options have their proofs in configuration-module.test.ts.
import { parse as acornParse, type Comment } from 'acorn';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

const meta = {
  'src/index.js': [
    'console.log("U", import.meta.url);',
    'console.log("D", import.meta.dirname);',
    'console.log("F", import.meta.filename);',
    'console.log("M", import.meta.main);',
    'console.log("E", import.meta.env);',
    'console.log("R", import.meta.resolve("./other.js"));',
    'console.log("W", import.meta.webpack);',
    'console.log("H", import.meta.webpackHot);',
    '',
  ].join('\n'),
  'src/other.js': 'export default "other source";\n',
};

/** The `console.log("X", ...)` line of the bundle for the property tagged X. */
function lineOf(out: string, tag: string): string {
  const line = out.split('\n').find((l) => l.startsWith(`console.log("${tag}", `));
  if (!line) throw new Error(`no console.log("${tag}") line in the bundle`);
  return line;
}

async function metaBuild(name: string, target: string, importMeta: boolean | 'preserve-unknown' | Record<string, boolean>) {
  const built = await build(await projectDir(name), meta, { mode: 'none', target, module: { parser: { javascript: { importMeta } } } });
  return { built, out: await built.read('main.js') };
}

describe('/configuration/module/ JavaScript parser', () => {
  proves('/configuration/module/#javascript-parser-options', 'each import.meta property is replaced at build time while it is on', async () => {
    const { built, out } = await metaBuild('meta-node', 'node', true);
    expect(lineOf(out, 'U')).toMatch(/"file:\/\/.*\/src\/index\.js"\);$/);
    expect(lineOf(out, 'D')).toBe('console.log("D", __dirname);');
    expect(lineOf(out, 'F')).toBe('console.log("F", __filename);');
    expect(lineOf(out, 'M')).toBe('console.log("M", __webpack_require__.c[__webpack_require__.s] === module);');
    expect(lineOf(out, 'E')).toBe('console.log("E", ({}));');
    expect(lineOf(out, 'W')).toBe('console.log("W", 5);');
    expect(lineOf(out, 'H')).toBe('console.log("H", /* unsupported import.meta.webpackHot */ undefined);');
    // resolve: the target is emitted as a copy of its source and the code receives its URL.
    expect(lineOf(out, 'R')).toMatch(/new URL\(.*__webpack_require__\.b\)\)\.href\);$/);
    const copy = built.files.find((f) => f !== 'main.js');
    expect(copy).toMatch(/^[0-9a-f]+\.js$/);
    expect(await built.read(copy!)).toBe(meta['src/other.js']);
    expect(out).not.toContain('other source');
  });

  proves('/configuration/module/#javascript-parser-options', 'import.meta.env is the object of the import.meta.env.* keys given to DefinePlugin', async () => {
    const built = await build(await projectDir('meta-env'), { 'src/index.js': 'console.log("E", import.meta.env);\n' }, {
      mode: 'none', target: 'node', plugins: [new webpack.DefinePlugin({ 'import.meta.env.MODE': JSON.stringify('staging') })],
    });
    expect(lineOf(await built.read('main.js'), 'E')).toBe('console.log("E", ({"MODE":"staging"}));');
  });

  proves('/configuration/module/#javascript-parser-options', 'import.meta.dirname and filename follow node.__dirname and node.__filename: "/" and "/index.js" for the web', async () => {
    const { out } = await metaBuild('meta-web', 'web', true);
    expect(out).toContain('var __webpack_dirname__ = "/";');
    expect(out).toContain('var __webpack_filename__ = "/index.js";');
  });

  proves('/configuration/module/#javascript-parser-options', 'a property switched off is read from the real import.meta when the bundle runs', async () => {
    const { out } = await metaBuild('meta-off', 'node', { url: false, resolve: false });
    expect(lineOf(out, 'U')).toBe('console.log("U", import.meta.url);');
    expect(lineOf(out, 'R')).toBe('console.log("R", __webpack_import_meta__.resolve("./other.js"));');
    expect(out).toMatch(/var __webpack_import_meta__ = Object\.assign\(Object\.create\(import\.meta\), import\.meta/);
    // the other properties are still replaced
    expect(lineOf(out, 'W')).toBe('console.log("W", 5);');
  });

  const exportsFiles = {
    'src/index.js': "import { missing } from './lib.js';\nexport { absent } from './lib.js';\nconsole.log(missing);\n",
    'src/lib.js': 'export const present = 1;\n',
    'src/strict.mjs': "import { missing } from './lib.js';\nconsole.log(missing);\n",
  };
  const notFound = (messages: string[]) => messages.filter((m) => /export '(missing|absent)' .*was not found/.test(m));

  proves('/configuration/module/#javascript-parser-options', "importExportsPresence 'error' fails a missing import while a missing re-export stays a warning", async () => {
    const built = await build(await projectDir('import-presence'), exportsFiles, {
      mode: 'none', entry: './src/index.js', module: { parser: { javascript: { importExportsPresence: 'error' } } },
    });
    expect(notFound(built.errors)).toEqual([expect.stringContaining("export 'missing'")]);
    expect(notFound(built.warnings)).toEqual([expect.stringContaining("export 'absent'")]);
  });

  proves('/configuration/module/#javascript-parser-options', "unset, a missing export is an error in strict ES modules (.mjs) and a warning elsewhere ('auto')", async () => {
    const loose = await build(await projectDir('presence-auto-js'), exportsFiles, { mode: 'none', entry: './src/index.js' });
    expect(notFound(loose.errors)).toEqual([]);
    expect(notFound(loose.warnings)).toHaveLength(2);
    const strict = await build(await projectDir('presence-auto-mjs'), exportsFiles, { mode: 'none', entry: './src/strict.mjs' });
    expect(notFound(strict.errors)).toEqual([expect.stringContaining("export 'missing'")]);
  });

  proves('/configuration/module/#javascript-parser-options', 'import defer fails to parse unless deferImport (or experiments.deferImport) is on', async () => {
    const files = { 'src/index.js': 'import defer * as ns from "./lib.js";\nexport const f = () => ns.x;\n', 'src/lib.js': 'export const x = 1;\n' };
    const off = await build(await projectDir('defer-off'), files, { mode: 'none' });
    expect(off.errors).toEqual([expect.stringMatching(/Module parse failed: Unexpected token/)]);
    const option = await build(await projectDir('defer-option'), files, { mode: 'none', module: { parser: { javascript: { deferImport: true } } } });
    expect(option.errors).toEqual([]);
    const experiment = await build(await projectDir('defer-experiment'), files, { mode: 'none', experiments: { deferImport: true } });
    expect(experiment.errors).toEqual([]);
  });

  proves('/configuration/module/#javascript-parser-options', 'a worklet file is copied as it is while worklet is off, and bundled into a chunk with worklet true', async () => {
    const files = {
      'src/index.js': 'CSS.paintWorklet.addModule(new URL("./paint.js", import.meta.url));\n',
      'src/paint.js': 'import { name } from "./name.js";\nregisterPaint(name, class { paint() {} });\n',
      'src/name.js': 'export const name = "checker";\n',
    };
    const off = await build(await projectDir('worklet-off'), files, { mode: 'none' });
    const copy = off.files.find((f) => f !== 'main.js');
    expect(await off.read(copy!)).toBe(files['src/paint.js']);
    const on = await build(await projectDir('worklet-on'), files, { mode: 'none', module: { parser: { javascript: { worklet: true } } } });
    const chunk = on.files.find((f) => f !== 'main.js');
    expect(await on.read(chunk!)).toContain('"checker"');
  });

  proves('/configuration/module/#javascript-parser-options', 'parse replaces the parser: webpack walks the tree and comments the function returns', async () => {
    const seen: string[] = [];
    const parse = (code: string, options: { sourceType?: 'module' | 'script' }) => {
      seen.push(code);
      const comments: Comment[] = [];
      const ast = acornParse(code, { ecmaVersion: 'latest', sourceType: options.sourceType ?? 'module', ranges: true, locations: true, onComment: comments });
      return { ast, comments };
    };
    const built = await build(await projectDir('custom-parse'), { 'src/index.js': 'import "./lib.js";\n', 'src/lib.js': 'console.log("lib ran");\n' }, {
      mode: 'none', module: { parser: { javascript: { parse: parse as never } } },
    });
    expect(built.errors).toEqual([]);
    expect(seen).toEqual(expect.arrayContaining(['import "./lib.js";\n']));
    expect(await built.read('main.js')).toContain('console.log("lib ran")');
  });

  proves('/configuration/module/#javascript-parser-options', 'typescript stripping is on only where Node.js has module.stripTypeScriptTypes and no rule gives .ts files a loader, and never for .tsx', async () => {
    const defaults = await webpackSource('lib/config/defaults.js', 'if (experiments.typescript === "auto")', 12);
    expect(defaults).toContain('typeof require("module").stripTypeScriptTypes === "function"');
    expect(defaults).toContain('RuleSetCompiler.hasRuleForResource(rules, "/file.ts")');
    const plugin = await webpackSource('lib/typescript/TypeScriptPlugin.js', 'const TS_RESOURCE_RE', 8);
    expect(plugin).toContain('experiments.typescript does not support .tsx/JSX');
  });
});
