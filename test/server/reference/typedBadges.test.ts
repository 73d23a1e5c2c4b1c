// check-reference on typed version badges once the release data computed from webpack's releases
// is part of the ground truth: the computed release wins over the schema's own `added`, and a
// typed badge that disagrees is a wrong-version finding with file and line.
import { checkReference, type GroundTruth } from '../../../server/reference/check';
import type { SchemaRoot } from '../../../server/reference/schema';
import type { OptionVersions } from '../../../shared/optionVersions';

const schema: SchemaRoot = {
  schema: { type: 'object', properties: { output: { $ref: '#/definitions/Output' } } },
  definitions: { Output: { type: 'object', properties: { filename: { type: 'string' }, clean: { type: 'boolean', added: '5.1.0' }, module: { type: 'boolean' } } } },
};
const optionVersions: OptionVersions = {
  webpack: '5.9.0',
  releases: { first: '5.0.0', last: '5.9.0', count: 10 },
  added: { output: '5.0.0', 'output.filename': '5.0.0', 'output.clean': '5.2.0', 'output.module': '5.4.0' },
  deprecated: {},
  aliases: {},
};

function truth(withVersions: boolean): GroundTruth {
  const none = { Compiler: {}, Compilation: {}, NormalModuleFactory: {}, ContextModuleFactory: {}, JavascriptParser: {} };
  return {
    webpackSchema: schema,
    devServerSchema: { schema: { type: 'object', properties: {} }, definitions: {} },
    defaults: { production: {}, development: {} },
    webpackFlags: [],
    devServerFlags: [],
    cliOptions: [],
    cliCommands: [],
    hooks: none,
    deprecatedHooks: { Compiler: [], Compilation: [], NormalModuleFactory: [], ContextModuleFactory: [], JavascriptParser: [] },
    plugins: [],
    ...(withVersions ? { optionVersions } : {}),
  };
}

const page = {
  path: 'configuration/output.mdx',
  source: [
    '### output.clean', '', '<Badge text="5.1.0+" />', '', '`boolean`', '',
    '### output.filename', '', '<Badge text="5.0.0+" />', '', '`string`', '',
    '| Option | Type | Description |', '| --- | --- | --- |', '| `output.module` | `boolean` | ES modules. <Badge text="5.4.0+" /> |', '',
  ].join('\n'),
};

describe('typed version badges in check-reference', () => {
  it('reports each typed badge that disagrees with the computed release, with file and line', () => {
    const findings = checkReference(truth(true), [page]).filter((f) => f.kind === 'wrong-version');
    expect(findings.map((f) => [f.file, f.line, f.subject])).toEqual([
      ['configuration/output.mdx', 1, 'output.clean'],
      ['configuration/output.mdx', 7, 'output.filename'],
    ]);
    expect(findings[0]!.message).toBe('`output.clean` has a typed badge 5.1.0, but webpack 5.2.0 is the first release whose schema has it: the computed badge is shown; remove the typed one');
    expect(findings[1]!.message).toMatch(/webpack 5\.0\.0 already had it, so it shows no badge/);
  });

  it('falls back to the schema\'s own record without computed data', () => {
    const findings = checkReference(truth(false), [page]).filter((f) => f.kind === 'wrong-version');
    expect(findings).toEqual([]);
  });
});
