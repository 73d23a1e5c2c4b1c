// The reference check on small in-memory schemas and pages: what counts as documenting an option,
// a default, a flag, a hook and a plugin, and what is reported when a page is wrong.
import { checkReference, countByKind, flagName, type GroundTruth } from '../../../server/reference/check';
import { compareDefault, parseDocumentedDefault } from '../../../server/reference/defaults';
import { exampleConfigs } from '../../../server/reference/exampleConfigs';
import { parseCliHelp } from '../../../server/reference/groundTruth';
import { documentedFlags, hookClass, markedHeadings, optionRows, signature } from '../../../server/reference/pageMarks';
import { optionSlots, resolveOption, type SchemaRoot } from '../../../server/reference/schema';

const schema: SchemaRoot = {
  schema: {
    type: 'object',
    properties: {
      mode: { enum: ['production', 'development', 'none'] },
      output: { $ref: '#/definitions/Output' },
      module: { type: 'object', properties: { rules: { type: 'array', items: { $ref: '#/definitions/Rule' } } } },
      entry: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/EntryDescription' }] } },
      devServer: { anyOf: [{ enum: [false] }, { type: 'object' }] },
    },
  },
  definitions: {
    Output: {
      type: 'object',
      additionalProperties: false,
      properties: { filename: { type: 'string' }, module: { type: 'boolean' }, library: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/Library' }] } },
    },
    Library: { type: 'object', properties: { type: { enum: ['var', 'module'], added: '5.1.0' } } },
    EntryDescription: { type: 'object', properties: { import: { type: 'string' }, library: { $ref: '#/definitions/Library' } } },
    Rule: { type: 'object', properties: { test: { type: 'string' }, rules: { type: 'array', items: { $ref: '#/definitions/Rule' } } } },
  },
};
const devServer: SchemaRoot = { schema: { type: 'object', properties: { port: { type: 'number' } } }, definitions: {} };

function truth(): GroundTruth {
  const hooks = { Compiler: { run: 'AsyncSeriesHook' }, Compilation: {}, NormalModuleFactory: {}, ContextModuleFactory: {}, JavascriptParser: { call: 'HookMap<SyncBailHook>' } };
  return {
    webpackSchema: schema,
    devServerSchema: devServer,
    defaults: {
      production: { mode: 'production', output: { filename: '[name].js', library: undefined }, module: { rules: [] } },
      development: { mode: 'development', output: { filename: '[name].dev.js', library: undefined }, module: { rules: [] } },
    },
    webpackFlags: [{ flag: 'output-filename', paths: ['output.filename'] }, { flag: 'mode', paths: ['mode'] }],
    devServerFlags: [{ flag: 'port', paths: ['port'] }],
    cliOptions: ['config', 'mode'],
    cliCommands: ['build'],
    hooks,
    deprecatedHooks: { Compiler: [], Compilation: [], NormalModuleFactory: [], ContextModuleFactory: [], JavascriptParser: [] },
    plugins: ['BannerPlugin', 'optimize.SplitChunksPlugin'],
  };
}

const complete = [
  {
    path: 'configuration/index.mdx',
    source: [
      '---', 'title: Options', '---', '', '### mode', '', '`string` · default: `\'production\'`', '',
      '### output.filename', '', '<Badge text="5.1.0+" />', '', '`string` · default: `\'[name].js\'` in production, `\'[name].dev.js\'` otherwise', '',
      '### output.library.type', '', '`string`', '', '### Rule.test', '', '`string`', '', '### module.rules', '', 'Rules.', '',
      '### entry.import', '', '`string`', '', '### devServer.port', '', '`number` · default: `8080`', '',
      '## output', '', '## output.library', '', '## output.module', '', '## module', '', '## Rule.rules', '', '## entry', '', '## entry.library', '', '## devServer', '',
      '```js', '### output.ignored', '```',
    ].join('\n'),
  },
  { path: 'api/cli.mdx', source: '## build\n\n| flag | |\n| --- | --- |\n| `-c, --config <path>` | file |\n| `--mode <value>` | mode |\n' },
  { path: 'api/compiler-hooks.mdx', source: '### run\n\n`AsyncSeriesHook<[compiler: Compiler]>`\n\nRuns.\n' },
  { path: 'api/parser.mdx', source: '### call\n\n`HookMap<SyncBailHook<[expression: CallExpression]>>`\n' },
  ...['normalmodulefactory-hooks', 'compilation-hooks', 'contextmodulefactory-hooks'].map((p) => ({ path: `api/${p}.mdx`, source: 'Hooks.\n' })),
  { path: 'plugins/banner-plugin.mdx', source: 'Banner.\n' },
  { path: 'plugins/internal-plugins.mdx', source: '- `SplitChunksPlugin` — splits chunks.\n' },
];

describe('the option schema walk', () => {
  it('lists every property of every object option once, under its shortest name', () => {
    const paths = optionSlots(schema, { devServer }).map((s) => s.path);
    expect(paths.sort()).toEqual(['devServer', 'devServer.port', 'entry', 'entry.import', 'entry.library', 'module', 'module.rules', 'module.rules.rules', 'module.rules.test', 'mode', 'output', 'output.filename', 'output.library', 'output.library.type', 'output.module'].sort());
  });

  it('counts an option reached by two paths as documented by either', () => {
    const a = resolveOption(schema, 'entry.library.type');
    const b = resolveOption(schema, 'output.library.type');
    expect(a.found && b.found && a.keys[0] === b.keys[0]).toBe(true);
  });

  it('counts a name as documenting the property in every alternative that has it', () => {
    const cache: SchemaRoot = {
      schema: { properties: { cache: { anyOf: [{ $ref: '#/definitions/Memory' }, { $ref: '#/definitions/File' }] } } },
      definitions: { Memory: { properties: { type: { enum: ['memory'] } } }, File: { properties: { type: { enum: ['filesystem'] }, name: { type: 'string' } } } },
    };
    expect(resolveOption(cache, 'cache.type')).toMatchObject({ found: true, keys: ['Memory#type', 'File#type'] });
  });

  it('reports the first segment that does not exist, and accepts map keys and enum values', () => {
    expect(resolveOption(schema, 'output.filenme')).toEqual({ found: false, missing: 'output.filenme' });
    expect(resolveOption(schema, 'entry.{name}.import')).toMatchObject({ found: true, realPath: null });
    expect(resolveOption(schema, 'output.library.type.module')).toMatchObject({ found: true, keys: [] });
  });
});

describe('documented defaults', () => {
  it('reads one value, a value per mode, and leaves prose alone', () => {
    expect(parseDocumentedDefault("`'[name].js'`")).toEqual({ production: { value: '[name].js' }, development: { value: '[name].js' } });
    expect(parseDocumentedDefault('`true` in production, `false` otherwise')).toEqual({ production: { value: true }, development: { value: false } });
    expect(parseDocumentedDefault('`20000` (`30000` in older releases)')).toEqual({ production: { value: 20000 }, development: { value: 20000 } });
    expect(parseDocumentedDefault('derived from `output.filename`')).toEqual({});
    expect(parseDocumentedDefault("`path.resolve(process.cwd(), 'dist')`")).toEqual({});
    expect(parseDocumentedDefault('`true` when records are set, otherwise `false`')).toEqual({});
  });

  it('reports each mode whose computed default differs, and skips values webpack leaves unset', () => {
    const doc = parseDocumentedDefault('`true`');
    expect(compareDefault(doc, { production: { value: true }, development: { value: false } })).toEqual(['in development the default is false, the page says true']);
    expect(compareDefault(doc, { production: { value: undefined }, development: null })).toEqual([]);
    expect(compareDefault(parseDocumentedDefault("`['.js']`"), { production: { value: ['.js'] }, development: { value: ['.js', '.css'] } })).toHaveLength(1);
  });
});

describe('page marks', () => {
  it('finds headings with the paragraph under them, skipping badges and code fences', () => {
    const headings = markedHeadings(complete[0]!.source);
    expect(headings.map((h) => h.text)).not.toContain('output.ignored');
    expect(headings.find((h) => h.text === 'output.filename')).toMatchObject({ line: 9, lead: expect.stringMatching(/^`string` · default:/) });
  });

  it('reads signature lines in our form and in upstream\'s `type = default` form', () => {
    expect(signature('`boolean` · default: `false`')).toEqual({ defaultText: '`false`', typeText: '`boolean`', deprecated: false });
    expect(signature("`string = '[id].js'` `function`")).toEqual({ defaultText: "`'[id].js'`", typeText: '`string` `function`', deprecated: false });
    expect(signature('`string` (absolute path) · default: `\'dist\'`')).toMatchObject({ defaultText: "`'dist'`", typeText: '`string` (absolute path)' });
    expect(signature('`boolean` · deprecated, use `other`')).toEqual({ defaultText: null, typeText: '`boolean`', deprecated: true });
    expect(signature('Some prose.')).toBeNull();
  });

  it('reads options from tables whose first column is headed Option, with their Default cell', () => {
    const table = '| Option | Type | Default | Meaning |\n| --- | --- | --- | --- |\n| `output.filename` | `string` | `\'[name].js\'` | x |\n| not code | | | |\n\n| Placeholder | Default |\n| --- | --- |\n| `[id]` | `1` |\n';
    expect(optionRows(table)).toEqual([{ name: 'output.filename', line: 3, defaultText: "`'[name].js'`", badge: null, typeText: '`string`', description: 'x', text: "| `output.filename` | `string` | `'[name].js'` | x |" }]);
    expect(optionRows('| Option | Default |\n| --- | --- |\n| `a.x`, `b.x` | `1` |\n').map((r) => r.name)).toEqual(['a.x', 'b.x']);
    const pages = [{ path: 'configuration/output.mdx', source: table.replace("`'[name].js'`", '`true`') }];
    expect(checkReference(truth(), pages).filter((f) => f.kind === 'wrong-default').map((f) => f.line)).toEqual([3, 3]);
  });

  it('reads table rows relative to the option whose section holds the table', () => {
    const page = (source: string) => [{ path: 'configuration/output.mdx', source }];
    const table = '| Option | Default |\n| --- | --- |\n| `type` | `1` |\n';
    const under = (heading: string) => checkReference(truth(), page(`### output.library\n\nText.\n\n${heading}${table}`));
    const unknown = (findings: ReturnType<typeof checkReference>) => findings.filter((f) => f.kind === 'unknown-option').map((f) => f.subject);
    const documented = (findings: ReturnType<typeof checkReference>) => !findings.some((f) => f.kind === 'undocumented-option' && f.subject === 'output.library.type');
    expect(documented(under('#### Types\n\n'))).toBe(true);
    expect(documented(under('### Other things\n\n'))).toBe(false);
    expect(unknown(under(''))).toEqual([]);
    // A relative name that is also a top-level option means the nested one in such a section.
    const nested = checkReference(truth(), page('### output\n\n| Option | Default |\n| --- | --- |\n| `module` | none |\n'));
    const missing = nested.filter((f) => f.kind === 'undocumented-option').map((f) => f.subject);
    expect(missing).toContain('module');
    expect(missing).not.toContain('output.module');
  });

  it('compares version badges with the version webpack records for the option', () => {
    const findings = checkReference(truth(), [
      { path: 'configuration/output.mdx', source: '### output.library.type\n\n<Badge text="5.2.0+" />\n\n`string`\n\n### output.filename\n\n<Badge text="5.9.0+" />\n\n`string`\n' },
    ]);
    expect(findings.filter((f) => f.kind === 'wrong-version').map((f) => [f.line, f.message])).toEqual([[1, '`output.library.type` was added in webpack 5.1.0, the page says 5.2.0']]);
  });

  it('reads tapable classes and flags', () => {
    expect(hookClass('`SyncBailHook<[a]>`')).toBe('SyncBailHook');
    expect(hookClass('`HookMap<AsyncSeriesHook<[a]>>`')).toBe('HookMap<AsyncSeriesHook>');
    expect(documentedFlags('| `-o, --output-path <value>` | x |\n```bash\n| `--nope` |\n```\ntext `--prose`').map((f) => f.flag)).toEqual(['output-path']);
  });
});

describe('checkReference', () => {
  it('finds nothing when every option, flag, hook and plugin is documented correctly', () => {
    expect(checkReference(truth(), complete)).toEqual([]);
  });

  it('reports missing and unknown options, wrong defaults, flags, hooks and plugins with file and line', () => {
    const pages = [
      { path: 'configuration/output.mdx', source: '### output.filename\n\n`string` · default: `\'[name].js\'`\n\n### output.filenme\n\n`string`\n' },
      { path: 'api/cli.mdx', source: '| `--nodeenv` | x |\n' },
      { path: 'api/compiler-hooks.mdx', source: '### run\n\n`SyncHook<[]>`\n\n### log\n\n`SyncBailHook<[]>`\n' },
    ];
    const findings = checkReference(truth(), pages);
    const counts = countByKind(findings);
    expect(counts).toMatchObject({ 'unknown-option': 1, 'wrong-default': 1, 'unknown-flag': 1, 'wrong-hook-class': 1, 'unknown-hook': 1, 'undocumented-plugin': 2 });
    expect(findings.find((f) => f.kind === 'wrong-default')).toMatchObject({ file: 'configuration/output.mdx', line: 3, message: expect.stringContaining("in development the default is '[name].dev.js'") });
    expect(findings.find((f) => f.kind === 'unknown-option')).toMatchObject({ line: 5, subject: 'output.filenme' });
    expect(findings.filter((f) => f.kind === 'undocumented-option').map((f) => f.subject)).toContain('module.rules.test');
    // --output-filename is derived from a documented option; --mode and --config are not on the page.
    expect(findings.filter((f) => f.kind === 'undocumented-flag').map((f) => f.subject).sort()).toEqual(['--config', '--mode', '--port', 'build']);
    expect(findings.filter((f) => f.kind === 'undocumented-hook').map((f) => f.subject)).toEqual(['JavascriptParser.call']);
  });
});

describe('example configurations and CLI help', () => {
  it('takes only complete webpack.config.js blocks', () => {
    const source = [
      '**webpack.config.js**', '', '```js', 'module.exports = { mode: "none" };', '```', '',
      '**webpack.config.js**', '', '```js', 'module.exports = {', '  // ...', '};', '```', '',
      '```js', 'module.exports = {};', '```', '',
      '**webpack.config.mjs**', '', '```js', 'export default { mode: "none" };', '```',
    ].join('\n');
    expect(exampleConfigs('guides/a.mdx', source)).toEqual([
      { file: 'guides/a.mdx', line: 3, code: 'module.exports = { mode: "none" };', format: 'cjs' },
      { file: 'guides/a.mdx', line: 21, code: 'export default { mode: "none" };', format: 'esm' },
    ]);
  });

  it('derives flag names from option paths the way webpack does', () => {
    expect(flagName('client.webSocketURL')).toBe('client-web-socket-url');
    expect(flagName('module.generator.json.JSONParse')).toBe('module-generator-json-json-parse');
    expect(flagName('module.parser.css/auto.urlHints')).toBe('module-parser-css-auto-url-hints');
    expect(flagName('node.__dirname')).toBe('node-dirname');
  });

  it('reads options and commands from the CLI help', () => {
    const help = 'Options\n  -c, --config <path>   x\n  --no-devtool   y\n  --devtool <v>  z\nCommands\n  build|bundle|b [entries...]  Run.\n  info|i [options]  Info.\n';
    expect(parseCliHelp(help)).toEqual({ options: ['config', 'devtool'], commands: ['build', 'info'] });
  });
});
