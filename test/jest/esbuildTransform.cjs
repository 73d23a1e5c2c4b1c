// Jest transform: TypeScript and TSX to CommonJS with esbuild.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code: result.code };
  },
};
