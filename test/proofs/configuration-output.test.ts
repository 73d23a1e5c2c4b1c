// Proofs of the behaviour statements of /configuration/output/.
import { build, projectDir, proves, writeFiles } from './proof';

const entry = { 'src/index.js': "console.log('board');\n" };

describe('/configuration/output/', () => {
  proves('/configuration/output/#outputclean', 'empties output.path before writing the new files', async () => {
    const dir = await projectDir('clean');
    await writeFiles(dir, { 'dist/old.1234.js': 'stale', 'dist/robots.txt': 'kept?' });
    const built = await build(dir, entry, { entry: './src/index.js', output: { clean: true } });
    expect(built.files).toEqual(['main.js']);
  });

  proves('/configuration/output/#outputclean', 'with dry: true only logs the files it would remove', async () => {
    const dir = await projectDir('clean-dry');
    await writeFiles(dir, { 'dist/old.1234.js': 'stale' });
    const built = await build(dir, entry, { entry: './src/index.js', output: { clean: { dry: true } } });
    expect(built.files).toEqual(['main.js', 'old.1234.js']);
    expect(built.logs.join('\n')).toMatch(/old\.1234\.js/);
  });

  proves('/configuration/output/#outputclean', 'keep protects the files it matches from deletion', async () => {
    const dir = await projectDir('clean-keep');
    await writeFiles(dir, { 'dist/old.1234.js': 'stale', 'dist/robots.txt': 'User-agent: *' });
    const built = await build(dir, entry, { entry: './src/index.js', output: { clean: { keep: /^robots\.txt$/ } } });
    expect(built.files).toEqual(['main.js', 'robots.txt']);
  });

  proves('/configuration/output/#outputfilename', "names each entry chunk's file, '[name].js' by default, and may contain folders", async () => {
    const dir = await projectDir('filename');
    const files = { 'src/app.js': 'console.log(1);\n', 'src/admin.js': 'console.log(2);\n' };
    expect((await build(dir, files, { entry: { app: './src/app.js', admin: './src/admin.js' } })).files).toEqual(['admin.js', 'app.js']);
    const dir2 = await projectDir('filename-folders');
    expect((await build(dir2, files, { entry: { app: './src/app.js' }, output: { filename: 'js/[name].[contenthash:8].js' } })).files).toEqual([expect.stringMatching(/^js\/app\.[0-9a-f]{8}\.js$/)]);
  });
});
