// Proofs of behaviour statements of the plugin pages.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

describe('plugin pages', () => {
  proves('/plugins/define-plugin/#string-values', 'a string is inserted as source code, so JSON.stringify makes a string literal', async () => {
    const files = { 'src/index.js': 'console.log(GREETING, ONE_PLUS_ONE, typeof RAW);\n' };
    const built = await build(await projectDir('define-strings'), files, {
      mode: 'none',
      entry: './src/index.js',
      plugins: [new webpack.DefinePlugin({ GREETING: JSON.stringify('hello'), ONE_PLUS_ONE: '1 + 1', RAW: 'production' })],
    });
    const code = await built.read('main.js');
    expect(code).toContain('console.log("hello", 1 + 1, typeof production)');
  });

  proves('/plugins/define-plugin/#non-string-values', 'booleans and numbers are inserted as the matching literal', async () => {
    const files = { 'src/index.js': 'console.log(FEATURE_CHAT, MAX_RETRIES);\n' };
    const built = await build(await projectDir('define-literals'), files, { mode: 'none', entry: './src/index.js', plugins: [new webpack.DefinePlugin({ FEATURE_CHAT: false, MAX_RETRIES: 3 })] });
    expect(await built.read('main.js')).toContain('console.log(false, 3)');
  });

  proves('/plugins/banner-plugin/#entryonly', 'with entryOnly the banner goes only to chunks with an entry point, not to lazily loaded ones', async () => {
    const files = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export default 1;\n' };
    const built = await build(await projectDir('banner-entry-only'), files, {
      mode: 'none',
      entry: './src/index.js',
      output: { chunkFilename: '[name].chunk.js' },
      plugins: [new webpack.BannerPlugin({ banner: 'Copyright ACME', entryOnly: true })],
    });
    const lazy = built.files.find((f) => f.endsWith('.chunk.js'))!;
    expect(await built.read('main.js')).toMatch(/^\/\*! Copyright ACME \*\//);
    expect(await built.read(lazy)).not.toContain('Copyright ACME');
  });

  proves('/plugins/banner-plugin/#banner', 'placeholders such as [name] and [base] are filled in per file', async () => {
    const built = await build(await projectDir('banner-placeholders'), { 'src/index.js': 'console.log(1);\n' }, {
      mode: 'none',
      entry: { board: './src/index.js' },
      plugins: [new webpack.BannerPlugin({ banner: 'file: [base], chunk: [name]' })],
    });
    expect(await built.read('board.js')).toMatch(/^\/\*! file: board\.js, chunk: board \*\//);
  });
});
