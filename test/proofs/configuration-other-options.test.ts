// Proofs of /configuration/other-options/#ignorewarnings.
import { build, projectDir, proves, webpackSource } from './proof';

const files = { 'src/index.js': "const name = 'x';\nrequire(name);\n" };
const warningsWith = async (name: string, ignoreWarnings: NonNullable<Parameters<typeof build>[2]['ignoreWarnings']>) =>
  (await build(await projectDir(name), files, { mode: 'none', entry: './src/index.js', ignoreWarnings })).warnings;

describe('/configuration/other-options/ ignoreWarnings', () => {
  proves('/configuration/other-options/#ignorewarnings', 'a matching filter drops the warning from the compilation (not in JSON stats); an empty object ignores nothing', async () => {
    expect(await warningsWith('ignore-none', [])).toEqual([expect.stringMatching(/Critical dependency/)]);
    expect(await warningsWith('ignore-regexp', [/Critical dependency/])).toEqual([]);
    expect(await warningsWith('ignore-message-module', [{ message: /Critical dependency/, module: /src\/index\.js/ }])).toEqual([]);
    expect(await warningsWith('ignore-module-mismatch', [{ message: /Critical dependency/, module: /other\.js/ }])).toHaveLength(1);
    expect(await warningsWith('ignore-empty', [{}])).toHaveLength(1);
  });

  proves('/configuration/other-options/#ignorewarnings', "file matches only warnings that name a file (a string is a glob); a module's Critical dependency warning names none", async () => {
    expect(await warningsWith('ignore-file', [{ file: /index\.js/ }])).toHaveLength(1);
    expect(await warningsWith('ignore-file-glob', [{ file: '**/*.js' }])).toHaveLength(1);
    const text = await webpackSource('lib/config/normalization.js', 'ignoreWarnings: config.ignoreWarnings', 35);
    expect(text).toMatch(/typeof i\.file === "string"\s*\?\s*getCreatePathGlobRegExp\(\)\(i\.file\)/);
    expect(text).toMatch(/!\(\/\*\* @type \{WebpackError\} \*\/ \(warning\)\.file\)/);
  });

  proves('/configuration/other-options/#snapshotcontextmodule', 'timestamp alone, hash alone, or timestamps first with hashes for the changed ones; neither behaves as timestamp', async () => {
    const mode = await webpackSource('lib/fs/FileSystemInfo.js', '/** 1 = timestamp, 2 = hash, 3 = timestamp + hash */', 2);
    expect(mode).toMatch(/const mode = options && options\.hash \? \(options\.timestamp \? 3 : 2\) : 1;/);
    const check = await webpackSource('lib/fs/FileSystemInfo.js', 'for (const [path, tsh] of fileTshs) {', 20);
    // A timestamp-and-hash entry whose timestamp no longer matches is checked again by its hash.
    expect(check).toMatch(/!checkFile\([\s\S]*?\)\s*\)\s*\{\s*processFileHashSnapshot\(path, tsh && tsh\.hash\);/);
  });
});

