// Proof of /configuration/optimization/#optimizationcheckwasmtypes, from webpack's source: a
// build would need a WebAssembly binary with a v128 signature, and what matters here is which
// types the check lets through and which WebAssembly support it belongs to.
import { proves, webpackSource } from './proof';

describe('/configuration/optimization/ checkWasmTypes', () => {
  proves('/configuration/optimization/#optimizationcheckwasmtypes', 'checks synchronous WebAssembly only, and lets i64 through', async () => {
    const types = await webpackSource('lib/wasm-sync/WebAssemblyParser.js', 'const JS_COMPAT_TYPES', 1);
    expect(types).toMatch(/new Set\(\["i32", "i64", "f32", "f64", "externref"\]\)/);
    expect(types).not.toMatch(/v128/);
    const apply = await webpackSource('lib/config/WebpackOptionsApply.js', 'if (options.optimization.checkWasmTypes)', 4);
    expect(apply).toMatch(/require\("\.\.\/wasm-sync\/WasmFinalizeExportsPlugin"\)/);
  });
});
