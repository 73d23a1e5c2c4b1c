// Jest transform: TypeScript and TSX to CommonJS with esbuild.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // import() becomes a require in a promise: jest runs CommonJS, where a real import()
      // fails without --experimental-vm-modules.
      supported: { 'dynamic-import': false },
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code: result.code };
  },
};
