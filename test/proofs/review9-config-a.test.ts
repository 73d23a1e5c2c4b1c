// Proofs of /configuration/output/, /configuration/module/ and /configuration/optimization/
// statements checked in their ninth review: the worker and worklet syntax lists replacing the
// built-in forms, the TypeScript and CSS switches that skip the automatic checks once set to
// true, the enabled loading type lists replacing what webpack collects, the two library fields
// that the output page lacked, the 'asset/bytes' and 'html' module types, the chunk format
// of ES module output on a target without import(), and two sections that had no proof yet
// (module.generator for asset files, output.workerWasmLoading).
import { join } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { build, buildUnminified, effectiveOptions, projectDir, proves, runScript } from './proof';

const nodeCanStripTypes = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';

describe('/configuration/module/ (ninth review)', () => {
  proves('/configuration/module/#javascript-parser-options', "a javascript.worker list replaces the built-in forms: new Worker(new URL(...)) is bundled again only with '...' in the list", async () => {
    const files = {
      'src/index.js': "new Worker(new URL('./w1.js', import.meta.url));\nnew MyWorker(new URL('./w2.js', import.meta.url));\nspawn(new URL('./w3.js', import.meta.url));\n",
      'src/w1.js': 'postMessage(1);\n',
      'src/w2.js': 'postMessage(2);\n',
      'src/w3.js': 'postMessage(3);\n',
    };
    const run = async (name: string, worker: string[]) => {
      const built = await buildUnminified(await projectDir(name), files, {
        mode: 'development', devtool: false, entry: './src/index.js', module: { parser: { javascript: { worker } } },
      });
      expect(built.errors).toEqual([]);
      return built.files;
    };
    // Without '...', w1.js is no worker chunk any more (only a copy of its source as an asset).
    const replaced = await run('worker-list', ['MyWorker', 'spawn()']);
    expect(replaced).toEqual(expect.arrayContaining(['src_w2_js.js', 'src_w3_js.js']));
    expect(replaced).not.toContain('src_w1_js.js');
    expect(await run('worker-list-dots', ['...', 'MyWorker', 'spawn()'])).toEqual(['main.js', 'src_w1_js.js', 'src_w2_js.js', 'src_w3_js.js']);
  });

  proves('/configuration/module/#javascript-parser-options', 'javascript.typescript is on with futureDefaults or experiments.typescript: true whatever the rules, and fails every .ts module where Node.js lacks stripTypeScriptTypes', async () => {
    const rules = [{ test: /\.ts$/, type: 'javascript/auto' }];
    expect(effectiveOptions({ mode: 'development', experiments: { futureDefaults: true }, module: { rules } }).module.parser.javascript?.typescript).toBe(true);
    expect(effectiveOptions({ mode: 'development', experiments: { typescript: true }, module: { rules } }).module.parser.javascript?.typescript).toBe(true);
    // Left unset, the same rule keeps it off.
    expect(effectiveOptions({ mode: 'development', module: { rules } }).module.parser.javascript?.typescript).toBe(false);
    const built = await buildUnminified(await projectDir('typescript-forced'), { 'src/index.ts': 'const n: number = 1;\nconsole.log(n);\n' }, {
      mode: 'development', devtool: false, entry: './src/index.ts', experiments: { typescript: true }, module: { rules },
    });
    if (nodeCanStripTypes) expect(built.errors).toEqual([]);
    else expect(built.errors.join('\n')).toContain('experiments.typescript requires Node.js >= 22.6');
  });

  proves('/configuration/module/#ruletype', "'asset/bytes' exports a Uint8Array of the file; a rule setting 'html' without experiments.html: true fails with No parser registered for html", async () => {
    const dir = await projectDir('rule-type-bytes');
    await mkdir(join(dir, 'src'), { recursive: true });
    await writeFile(join(dir, 'src', 'd.bin'), Buffer.from([7, 8, 9]));
    const bytes = await buildUnminified(dir, {
      'src/index.js': "import b from './d.bin';\nconsole.log(b instanceof Uint8Array, b.length, b[0]);\n",
    }, { mode: 'development', devtool: false, target: 'node', entry: './src/index.js', module: { rules: [{ test: /\.bin$/, type: 'asset/bytes' }] } });
    expect(bytes.errors).toEqual([]);
    expect(runScript(join(dir, 'dist', 'main.js'))).toBe('true 3 7');

    const files = { 'src/index.js': "import page from './p.html';\nconsole.log(page);\n", 'src/p.html': '<p>hi</p>\n' };
    const withoutExperiment = await buildUnminified(await projectDir('rule-type-html'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', module: { rules: [{ test: /\.html$/, type: 'html' }] },
    });
    expect(withoutExperiment.errors.join('\n')).toContain('No parser registered for html');
    const withExperiment = await buildUnminified(await projectDir('rule-type-html-on'), files, {
      mode: 'development', devtool: false, entry: './src/index.js', experiments: { html: true }, module: { rules: [{ test: /\.html$/, type: 'html' }] },
    });
    expect(withExperiment.errors).toEqual([]);
  });

  proves('/configuration/module/#ruletype', "a loader rule for .wasm files takes the webassembly/async type away while asyncWebAssembly is 'auto', but not with experiments.futureDefaults", async () => {
    const wasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex');
    const run = async (name: string, experiments: object) => {
      const dir = await projectDir(name);
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src', 'add.wasm'), wasm);
      return buildUnminified(dir, {
        'src/index.js': "import * as m from './add.wasm';\nconsole.log(m.add(1, 2));\n",
        'raw-loader.js': 'module.exports = function (s) { return s; };\nmodule.exports.raw = true;\n',
      }, { mode: 'development', devtool: false, entry: './src/index.js', experiments, module: { rules: [{ test: /\.wasm$/, use: [join(dir, 'raw-loader.js')] }] } });
    };
    const auto = await run('wasm-loader-auto', {});
    expect(auto.errors.join('\n')).toContain('not flagged as WebAssembly module');
    const future = await run('wasm-loader-future', { futureDefaults: true });
    expect(future.errors).toEqual([]);
    expect(future.files.some((file) => file.endsWith('.module.wasm'))).toBe(true);
  });

  proves('/configuration/module/#modulegenerator', 'asset/resource generator options: emit: false exports the URL without writing the file; outputPath moves the file below output.path while publicPath alone makes the URL', async () => {
    const run = async (name: string, generator: Record<string, unknown>) => {
      const dir = await projectDir(name);
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'src', 'logo.png'), Buffer.alloc(20000, 1));
      const built = await buildUnminified(dir, { 'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n" }, {
        mode: 'development', devtool: false, entry: './src/index.js',
        module: { generator: { 'asset/resource': generator }, rules: [{ test: /\.png$/, type: 'asset/resource' }] },
      });
      expect(built.errors).toEqual([]);
      return { files: built.files, js: await built.read('main.js') };
    };
    const noEmit = await run('generator-emit', { emit: false });
    expect(noEmit.files).toEqual(['main.js']);
    expect(noEmit.js).toMatch(/module\.exports = __webpack_require__\.p \+ "[0-9a-f]{20}\.png";/);
    const moved = await run('generator-output-path', { outputPath: 'static/img/', publicPath: '/img/', filename: '[name][ext]' });
    expect(moved.files).toEqual(['main.js', 'static/img/logo.png']);
    expect(moved.js).toContain('module.exports = "/img/logo.png";');
  });
});

describe('/configuration/output/ (ninth review)', () => {
  proves('/configuration/output/#outputcssfilename', 'with experiments.css: true (or futureDefaults) a loader rule for .css files leaves native CSS on, and the JavaScript the loader returns is written into the .css file without an error', async () => {
    const run = async (name: string, experiments: object) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, {
        'src/index.js': "import './a.css';\n",
        'src/a.css': '.a{color:red}\n',
        'js-loader.js': 'module.exports = function (s) { return "export default " + JSON.stringify(s) + ";"; };\n',
      }, { mode: 'development', devtool: false, entry: './src/index.js', experiments, module: { rules: [{ test: /\.css$/, use: [join(dir, 'js-loader.js')] }] } });
      expect(built.errors).toEqual([]);
      return built;
    };
    const on = await run('css-true-loader', { css: true });
    expect(on.files).toContain('main.css');
    expect(await on.read('main.css')).toContain('export default ".a{color:red}\\n";');
    expect((await run('css-future-loader', { futureDefaults: true })).files).toContain('main.css');
    // Left at 'auto', the loader rule turns native CSS off: no stylesheet is emitted.
    expect((await run('css-auto-loader', {})).files).not.toContain('main.css');
  });

  proves('/configuration/output/#enabled-loading-types', "a list you set replaces the collected types: without '...' an entry's library type fails the build, while output.chunkLoading and output.library types go missing without a message", async () => {
    expect(effectiveOptions({ mode: 'development', output: { enabledChunkLoadingTypes: ['import-scripts'] } }).output.enabledChunkLoadingTypes).toEqual(['import-scripts']);
    expect(effectiveOptions({ mode: 'development', output: { enabledChunkLoadingTypes: ['...', 'import-scripts'] } }).output.enabledChunkLoadingTypes).toContain('jsonp');

    const lazy = {
      'src/index.js': "import('./lazy.js').then((m) => console.log('lazy', m.default), (e) => console.log('failed:', e.message));\nexport const a = 1;\n",
      'src/lazy.js': 'export default 7;\n',
    };
    const web = await buildUnminified(await projectDir('enabled-chunk-loading'), lazy, {
      mode: 'development', devtool: false, target: 'web', entry: './src/index.js', output: { enabledChunkLoadingTypes: ['import-scripts'] },
    });
    expect(web.errors).toEqual([]);
    expect(web.warnings).toEqual([]);
    expect(await web.read('main.js')).not.toContain('__webpack_require__.f.j');
    expect(runScript(join(web.dir, 'dist', 'main.js'))).toBe("failed: Cannot find module './src/lazy.js'");
    const webDefault = await buildUnminified(await projectDir('enabled-chunk-loading-default'), lazy, {
      mode: 'development', devtool: false, target: 'web', entry: './src/index.js',
    });
    expect(await webDefault.read('main.js')).toContain('__webpack_require__.f.j');

    const library = async (name: string, enabledLibraryTypes?: string[]) => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, lazy, {
        mode: 'development', devtool: false, target: 'node', entry: './src/index.js',
        output: { library: { type: 'commonjs2' }, ...(enabledLibraryTypes ? { enabledLibraryTypes } : {}) },
      });
      expect(built.errors).toEqual([]);
      await writeFile(join(dir, 'keys.js'), "console.log(JSON.stringify(Object.keys(require('./dist/main.js'))));\n");
      return runScript(join(dir, 'keys.js')).split('\n')[0];
    };
    expect(await library('library-collected')).toBe('["a"]');
    expect(await library('library-dropped', ['umd'])).toBe('[]');

    await expect(buildUnminified(await projectDir('library-entry'), lazy, {
      mode: 'development', devtool: false, target: 'node',
      entry: { main: { import: './src/index.js', library: { type: 'commonjs2' } } }, output: { enabledLibraryTypes: ['umd'] },
    })).rejects.toThrow('Library type "commonjs2" is not enabled');
  });

  proves('/configuration/output/#more-library-fields', "umdAmdContainer adds a container define branch after define.amd; entryExports: 'all' merges the exports of every module of an entry and leaves out a conflicting name with a warning", async () => {
    const umd = await build(await projectDir('umd-amd-container'), { 'src/index.js': 'export const a = 1;\n' }, {
      mode: 'none', entry: './src/index.js', output: { library: { name: 'Lib', type: 'umd', umdAmdContainer: 'sap.ui' } },
    });
    expect(umd.errors).toEqual([]);
    const wrapper = await umd.read('main.js');
    const amd = wrapper.indexOf("else if(typeof define === 'function' && define.amd)");
    const container = wrapper.indexOf("else if(typeof sap !== 'undefined' && sap.ui && typeof sap.ui.define === 'function')\n\t\tsap.ui.define([], factory);");
    expect(amd).toBeGreaterThan(0);
    expect(container).toBeGreaterThan(amd);

    const files = { 'src/a.js': "export const a = 1; export const same = 'a';\n", 'src/b.js': "export const b = 2; export const same = 'b';\n" };
    const keys = async (name: string, entryExports?: 'last' | 'all') => {
      const dir = await projectDir(name);
      const built = await buildUnminified(dir, files, {
        mode: 'none', target: 'node', entry: { main: ['./src/a.js', './src/b.js'] },
        output: { library: { type: 'commonjs2', ...(entryExports ? { entryExports } : {}) } },
      });
      expect(built.errors).toEqual([]);
      await writeFile(join(dir, 'keys.js'), "console.log(JSON.stringify(Object.keys(require('./dist/main.js'))));\n");
      return { keys: runScript(join(dir, 'keys.js')), warnings: built.warnings };
    };
    expect((await keys('entry-exports-default')).keys).toBe('["b","same"]');
    const all = await keys('entry-exports-all', 'all');
    expect(all.keys).toBe('["a","b"]');
    expect(all.warnings.join('\n')).toContain("conflicting exports for the name 'same'");
  });

  proves('/configuration/output/#outputworkerwasmloading', 'workerWasmLoading takes the value of output.wasmLoading unless set', async () => {
    expect(effectiveOptions({ mode: 'production', target: 'node' }).output.workerWasmLoading).toBe('async-node');
    expect(effectiveOptions({ mode: 'production', target: 'node', output: { wasmLoading: 'fetch' } }).output.workerWasmLoading).toBe('fetch');
    expect(effectiveOptions({ mode: 'production', target: 'web', output: { wasmLoading: false } }).output.workerWasmLoading).toBe(false);
  });

  proves('/configuration/output/#outputchunkformat', "ES module output gets the 'module' chunk format, but a target without import() keeps 'array-push'", async () => {
    expect(effectiveOptions({ mode: 'production', target: 'web', output: { module: true } }).output.chunkFormat).toBe('module');
    const old = effectiveOptions({ mode: 'production', target: 'browserslist:ie 11', output: { module: true } }).output;
    expect(old.chunkFormat).toBe('array-push');
    expect(old.chunkLoading).toBe('jsonp');
  });
});
