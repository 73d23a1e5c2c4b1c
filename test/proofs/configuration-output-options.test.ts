// Proofs of the option tables of /configuration/output/ rewritten from one-line entries: copy
// patterns, favicon and base tags of generated pages, environment flags that change what webpack
// writes, and the enabled library types.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const script = { 'src/index.js': "console.log('page');\n" };

describe('/configuration/output/ option tables', () => {
  proves('/configuration/output/#outputcopy', 'to is a folder the file name is joined below; a transformer gets the content as a Buffer and the absolute path', async () => {
    const dir = await projectDir('copy');
    const seen: string[] = [];
    const built = await build(dir, { ...script, 'assets/icons/logo.svg': '<svg/>', 'assets/version.txt': 'v=VERSION' }, {
      entry: './src/index.js',
      output: {
        copy: [
          { from: 'assets/icons/*.svg', to: 'icons' },
          {
            from: 'assets/version.txt',
            transform: {
              transformer: (content: Buffer, path: string) => {
                seen.push(`${Buffer.isBuffer(content)} ${path}`);
                return content.toString().replace('VERSION', '1.2.3');
              },
              cache: false,
            },
          },
        ],
      },
    } as webpack.Configuration);
    expect(built.files).toEqual(['icons/logo.svg', 'main.js', 'version.txt']);
    expect(await built.read('version.txt')).toBe('v=1.2.3');
    expect(seen).toEqual([`true ${dir}/assets/version.txt`]);
  });

  proves('/configuration/output/#outputcopy', "globOptions.caseSensitive: false lets '*.png' copy LOGO.PNG", async () => {
    const copyPng = async (name: string, caseSensitive: boolean) =>
      (await build(await projectDir(name), { ...script, 'img/LOGO.PNG': 'png', 'img/icon.png': 'png' }, {
        entry: './src/index.js',
        output: { copy: [{ from: 'img/*.png', globOptions: { caseSensitive } }] },
      } as webpack.Configuration)).files;
    expect(await copyPng('copy-case-on', true)).toEqual(['icon.png', 'main.js']);
    expect(await copyPng('copy-case-off', false)).toEqual(['LOGO.PNG', 'icon.png', 'main.js']);
  });

  proves('/configuration/output/#outputhtml', 'favicon attributes: type from the extension unless given, media, color and crossorigin copied; base.href written', async () => {
    const dir = await projectDir('html-favicon');
    const built = await build(dir, { ...script, 'icons/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'icons/apple.png': 'png' }, {
      entry: './src/index.js',
      output: {
        html: {
          base: { href: '/app/' },
          favicon: {
            icon: [{ href: './icons/dark.svg', media: '(prefers-color-scheme: dark)' }, { href: './icons/apple.png', type: 'image/x-png', crossorigin: 'anonymous' }],
            'mask-icon': { href: './icons/dark.svg', color: '#8dd6f9' },
          },
        },
      },
    } as webpack.Configuration);
    const page = await built.read('main.html');
    expect(page).toMatch(/<link rel=icon type=image\/svg\+xml media="\(prefers-color-scheme: dark\)" href=[0-9a-f]+\.svg>/);
    expect(page).toMatch(/<link rel=icon type=image\/x-png crossorigin=anonymous href=[0-9a-f]+\.png>/);
    expect(page).toMatch(/<link rel=mask-icon type=image\/svg\+xml color=#8dd6f9 href=[0-9a-f]+\.svg>/);
    expect(page).toMatch(/<base href=\/app\/>/);
  });

  proves('/configuration/output/#outputenvironment', 'bigIntLiteral: false writes a defined BigInt as BigInt("123")', async () => {
    const source = { 'src/index.js': 'console.log(BIG);\n' };
    const make = async (name: string, bigIntLiteral: boolean) =>
      (await build(await projectDir(name), source, { mode: 'none', entry: './src/index.js', output: { environment: { bigIntLiteral } }, plugins: [new webpack.DefinePlugin({ BIG: 123n as unknown as string })] })).read('main.js');
    expect(await make('bigint-on', true)).toMatch(/console\.log\(123n\)/);
    expect(await make('bigint-off', false)).toMatch(/console\.log\(BigInt\("123"\)\)/);
  });

  proves('/configuration/output/#outputenvironment', 'without asyncFunction, top-level await becomes a generator when generator is on, and a warning when it is off', async () => {
    const source = { 'src/index.js': 'const v = await Promise.resolve(1);\nconsole.log(v);\nexport {};\n' };
    const lowered = await build(await projectDir('tla-generator'), source, { mode: 'none', entry: './src/index.js', output: { environment: { asyncFunction: false, generator: true } } });
    expect(await lowered.read('main.js')).toMatch(/function\* \(__webpack_handle_async_dependencies__/);
    expect(lowered.warnings).toEqual([]);
    const plain = await build(await projectDir('tla-none'), source, { mode: 'none', entry: './src/index.js', output: { environment: { asyncFunction: false, generator: false } } });
    expect(plain.warnings.join('\n')).toMatch(/target environment does not appear to support 'async\/await'/);
  });

  proves('/configuration/output/#outputenvironment', "methodShorthand decides between `\"id\"(...) {` and `\"id\": (...) =>` in the module map", async () => {
    const source = { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export const x = 1;\n' };
    const lazyChunk = async (name: string, methodShorthand: boolean) => {
      const built = await build(await projectDir(name), source, { mode: 'none', entry: './src/index.js', optimization: { moduleIds: 'named' }, output: { environment: { methodShorthand } } });
      return built.read(built.files.find((f) => f !== 'main.js') ?? 'missing');
    };
    expect(await lazyChunk('shorthand-on', true)).toMatch(/"\.\/src\/lazy\.js"\n\(/);
    expect(await lazyChunk('shorthand-off', false)).toMatch(/"\.\/src\/lazy\.js":\n/);
  });

  proves('/configuration/output/#template-strings', '[hash] in an asset module name is the content hash of the asset', async () => {
    const dir = await projectDir('asset-hash');
    const built = await build(dir, { 'src/index.js': "import logo from './logo.png';\nconsole.log(logo);\n", 'src/logo.png': 'png bytes' }, {
      entry: './src/index.js',
      module: { rules: [{ test: /\.png$/, type: 'asset/resource' }] },
      output: { assetModuleFilename: '[hash]-[contenthash][ext]' },
    });
    const name = built.files.find((f) => f.endsWith('.png')) ?? '';
    const [hash, contenthash] = name.replace(/\.png$/, '').split('-');
    expect(hash).toMatch(/^[0-9a-f]{8,}$/);
    expect(hash).toBe(contenthash);
  });

  proves('/configuration/output/#outputenvironment', 'dynamicImport: false makes externals of type import fail the build', async () => {
    const source = { 'src/index.js': "import('remote-lib').then((m) => console.log(m));\n" };
    const make = async (name: string, dynamicImport: boolean) =>
      build(await projectDir(name), source, { mode: 'none', entry: './src/index.js', externals: { 'remote-lib': 'import https://cdn.example.test/lib.js' }, output: { environment: { dynamicImport } } });
    expect((await make('external-import-on', true)).errors).toEqual([]);
    const off = await make('external-import-off', false);
    expect(off.errors.join('\n')).toMatch(/doesn't support 'import\(\)'/);
  });

  proves('/configuration/output/#enabled-loading-types', 'an entry library type missing from enabledLibraryTypes fails the build', async () => {
    const dir = await projectDir('library-types');
    const config: webpack.Configuration = { entry: { a: { import: './src/index.js', library: { type: 'umd', name: 'A' } } }, output: { enabledLibraryTypes: ['module'] } };
    await expect(build(dir, script, config)).rejects.toThrow(/Library type "umd" is not enabled/);
  });
});
