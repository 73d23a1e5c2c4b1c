// Proofs of /configuration/output/#other-file-names: what the placeholders of the WebAssembly and hot
// update file names stand for.
import { mkdir, writeFile } from 'node:fs/promises';
import { build, projectDir, proves, webpackSource } from './proof';

// The smallest valid WebAssembly binaries: an empty module, and one with a custom section named "abc".
const emptyWasm = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const namedWasm = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x00, 0x04, 0x03, 0x61, 0x62, 0x63]);

describe('/configuration/output/ other file names', () => {
  proves('/configuration/output/#other-file-names', "webassemblyModuleFilename's [hash] is each module's own hash", async () => {
    const dir = await projectDir('wasm-names');
    await mkdir(`${dir}/src`, { recursive: true });
    await writeFile(`${dir}/src/a.wasm`, emptyWasm);
    await writeFile(`${dir}/src/b.wasm`, namedWasm);
    const built = await build(dir, { 'src/index.js': "import('./a.wasm');\nimport('./b.wasm');\n" }, { mode: 'none', entry: './src/index.js', experiments: { asyncWebAssembly: true } });
    expect(built.errors).toEqual([]);
    const wasm = built.files.filter((f) => f.endsWith('.module.wasm'));
    expect(wasm).toHaveLength(2);
    expect(new Set(wasm).size).toBe(2);
  });

  proves('/configuration/output/#other-file-names', "hot update names use the previous build's hash and [runtime]", async () => {
    const text = await webpackSource('lib/hmr/HotModuleReplacementPlugin.js', 'compilation.outputOptions.hotUpdateMainFilename,', 6);
    expect(text).toMatch(/hash: records\.hash,\s*runtime/);
    const order = await webpackSource('lib/hmr/HotModuleReplacementPlugin.js', 'if (records.hash === compilation.hash) return;', 3);
    expect(order).toMatch(/records\.hash = compilation\.hash;/);
    const unique = await webpackSource('lib/hmr/HotModuleReplacementPlugin.js', "The configured output.hotUpdateMainFilename doesn't lead to unique filenames per runtime", 3);
    expect(unique).toMatch(/include \[runtime\] in the output\.hotUpdateMainFilename option/);
  });
});
