// Proofs of the loader behaviour the Writing a Loader page states: pitching and option validation,
// each with a small project whose loaders are files of the project.
import { join } from 'node:path';
import { buildUnminified, projectDir, proves } from './proof';

describe('/contribute/writing-a-loader/', () => {
  proves('/contribute/writing-a-loader/#pitching-loaders', 'a pitch that returns a value skips the later loaders, the file and its own normal function', async () => {
    const dir = await projectDir('loader-pitch');
    const files = {
      'loaders/first.js': "module.exports = function (s) { return s.replace('export default \"', 'export default \"first:'); };\n",
      'loaders/stop.js': [
        "module.exports = function () { return 'export default \"stop-normal\";'; };",
        "module.exports.pitch = function () { if (this.resourceQuery === '?stop') return 'export default \"from-pitch\";'; };",
        '',
      ].join('\n'),
      'loaders/later.js': [
        "module.exports = function (s) { return 'export default ' + JSON.stringify('later:' + s.trim()); };",
        "module.exports.pitch = function () { if (this.resourceQuery === '?stop') throw new Error('later pitched'); };",
        '',
      ].join('\n'),
      'src/data.txt': 'text\n',
      'src/index.js': "import a from './data.txt?stop';\nimport b from './data.txt';\nconsole.log(a, b);\n",
    };
    const built = await buildUnminified(dir, files, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [{ test: /\.txt$/, use: ['first', 'stop', 'later'].map((n) => join(dir, 'loaders', `${n}.js`)) }] },
    });
    expect(built.errors).toEqual([]);
    const main = await built.read('main.js');
    // ?stop: only the loader before the pitching one ran on the pitch's value.
    expect(main).toContain('"first:from-pitch"');
    // Without the query the whole chain ran, last to first.
    expect(main).toContain('"first:stop-normal"');
    expect(main).not.toContain('later:');
  });

  proves('/contribute/writing-a-loader/#read-options-with-thisgetoptions', 'getOptions(schema) names the loader in the message only through the schema title', async () => {
    const dir = await projectDir('loader-options');
    const loader = (title: string) => `module.exports = function () { this.getOptions({ ${title} type: 'object', properties: { n: { type: 'string' } }, additionalProperties: false }); return 'export default 1;'; };\n`;
    const files = { 'loaders/plain.js': loader(''), 'loaders/titled.js': loader("title: 'Template Loader options',"), 'src/a.txt': 'a\n', 'src/b.md': 'b\n', 'src/index.js': "import './a.txt';\nimport './b.md';\n" };
    const built = await buildUnminified(dir, files, {
      mode: 'none',
      entry: './src/index.js',
      module: { rules: [
        { test: /\.txt$/, use: { loader: join(dir, 'loaders/plain.js'), options: { n: 1 } } },
        { test: /\.md$/, use: { loader: join(dir, 'loaders/titled.js'), options: { n: 1 } } },
      ] },
    });
    expect(built.errors.join('\n')).toContain('Loader has been initialized using an options object that does not match the API schema');
    expect(built.errors.join('\n')).toContain('Template Loader has been initialized');
  });
});
