// Proofs of statements corrected in the twelfth review outside the section each reviewer had.
import { build, projectDir, proves, webpackSource } from './proof';

describe('/configuration/resolve/', () => {
  proves('/configuration/resolve/#resolvefullyspecified', 'fullySpecified also needs the extension on package subpaths exports does not map, and refuses a relative directory; a bare package name and a mapped subpath still resolve', async () => {
    const dir = await projectDir('fully-specified-packages');
    const files = {
      'node_modules/pkg/package.json': '{ "name": "pkg" }\n',
      'node_modules/pkg/index.js': 'module.exports = "PKG";\n',
      'node_modules/pkg/sub.js': 'module.exports = "SUB";\n',
      'node_modules/exp/package.json': '{ "name": "exp", "exports": { "./sub": "./sub.js" } }\n',
      'node_modules/exp/sub.js': 'module.exports = "EXPORTED SUB";\n',
    };
    const errorsFor = async (name: string, source: string) => {
      const built = await build(dir, { ...files, [`src/${name}.js`]: source }, { mode: 'none', entry: `./src/${name}.js`, output: { filename: `${name}.js` }, resolve: { fullySpecified: true } });
      return built.errors.map((e) => e.split('\n')[0]);
    };
    expect(await errorsFor('bare', "import a from 'pkg';\nconsole.log(a);\n")).toEqual([]);
    expect(await errorsFor('mapped', "import a from 'exp/sub';\nconsole.log(a);\n")).toEqual([]);
    expect((await errorsFor('subpath', "import a from 'pkg/sub';\nconsole.log(a);\n")).join('\n')).toContain("Can't resolve 'pkg/sub'");
    expect((await errorsFor('directory', "import a from '../node_modules/pkg';\nconsole.log(a);\n")).join('\n')).toContain("Can't resolve '../node_modules/pkg'");
  });
});

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#experimentslazycompilation', 'without hot module replacement the lazy-compilation client only logs that HMR is not enabled and waits', async () => {
    const client = await webpackSource('hot/lazy-compilation-web.js', 'if (!options.active && !options.module.hot)', 5);
    expect(client).toContain('Hot Module Replacement is not enabled. Waiting for process restart...');
  });
});
