// The field-by-field comparison of option sections and table rows with the schema: types,
// required, deprecation, and how many words explain each entry.
import { referenceReport, type GroundTruth } from '../../../server/reference/check';
import { accepted, typeProblems, writtenTypes } from '../../../server/reference/optionTypes';
import type { SchemaRoot } from '../../../server/reference/schema';
import { sectionProse, wordCount } from '../../../server/reference/substance';

const schema: SchemaRoot = {
  schema: {
    type: 'object',
    properties: {
      output: { $ref: '#/definitions/Output' },
      devtool: { anyOf: [{ enum: [false, 'eval'] }, { type: 'string' }] },
    },
  },
  definitions: {
    Output: {
      type: 'object',
      properties: {
        clean: { anyOf: [{ type: 'boolean' }, { $ref: '#/definitions/Clean' }] },
        filename: { anyOf: [{ type: 'string' }, { instanceof: 'Function' }] },
        old: { type: 'boolean', deprecated: true },
        library: { type: 'object', required: ['type'], properties: { type: { type: 'string' }, name: { type: 'string' } } },
      },
    },
    Clean: { type: 'object', properties: { dry: { type: 'boolean' }, keep: { anyOf: [{ instanceof: 'RegExp' }, { type: 'string' }] } } },
  },
};

function truth(): GroundTruth {
  const none = { Compiler: {}, Compilation: {}, NormalModuleFactory: {}, ContextModuleFactory: {}, JavascriptParser: {} };
  return {
    webpackSchema: schema,
    devServerSchema: { schema: { type: 'object', properties: {} }, definitions: {} },
    defaults: { production: { output: { clean: false } }, development: { output: { clean: false } } },
    webpackFlags: [], devServerFlags: [], cliOptions: [], cliCommands: [], hooks: none,
    deprecatedHooks: { Compiler: [], Compilation: [], NormalModuleFactory: [], ContextModuleFactory: [], JavascriptParser: [] },
    plugins: [],
  };
}

function findings(source: string) {
  const { findings: all } = referenceReport(truth(), [{ path: 'configuration/output.mdx', source }, { path: 'api/cli.mdx', source: '' }]);
  return all.filter((f) => /^wrong-/.test(f.kind)).map((f) => `${f.line} ${f.kind} ${f.subject}`);
}

describe('written types', () => {
  it('reads base types, literals, unions, arrays and functions from code spans', () => {
    expect(writtenTypes("`string` `function (pathData) => string` `'a' | 'b'` `(string | RegExp)[]` `{ dry?: boolean }` `Rule`").map((w) => (w.kind === 'type' ? w.type : w.value))).toEqual(['string', 'function', 'a', 'b', 'array', 'object']);
  });

  it('accepts what the schema accepts and names what it does not', () => {
    const devtool = accepted([{ from: schema, node: schema.schema.properties!.devtool! }]);
    expect(typeProblems(writtenTypes("`false` `'eval'` `string`"), devtool)).toEqual([]);
    expect(typeProblems(writtenTypes('`true`'), devtool)).toHaveLength(1);
    expect(typeProblems(writtenTypes('`number`'), devtool)).toHaveLength(1);
  });
});

describe('option sections and table rows against the schema', () => {
  const section = (sig: string, prose = 'Says what the option does and when a project wants it.') => `## output.clean\n\n${sig}\n\n${prose}\n`;

  it('reports a wrong type in a signature line and in a table row, at their lines', () => {
    expect(findings(section('`number` · default: `false`'))).toEqual(['3 wrong-type output.clean']);
    const table = '## output.clean\n\n`boolean` `object` · default: `false`\n\nText.\n\n| Option | Type | Default | What it does |\n| --- | --- | --- | --- |\n| `dry` | `string` | `false` | Logs. |\n| `keep` | `RegExp` `string` | none | Keeps. |\n';
    expect(findings(table)).toEqual(['9 wrong-type output.clean.dry']);
  });

  it('reports a required flag that the schema contradicts, either way', () => {
    const table = (a: string, b: string) => `## output.library\n\n\`object\`\n\nText.\n\n| Option | Type | Default | What it does |\n| --- | --- | --- | --- |\n| \`type\` | \`string\` | ${a} | Type. |\n| \`name\` | \`string\` | ${b} | Name. |\n`;
    expect(findings(table('none, required', 'none'))).toEqual([]);
    expect(findings(table('none', 'none'))).toEqual(['9 wrong-required output.library.type']);
    expect(findings(table('none, required', 'none, required'))).toEqual(['10 wrong-required output.library.name']);
  });

  it('reports a deprecated option the page does not call deprecated', () => {
    expect(findings('## output.old\n\n`boolean`\n\nSwitches an old thing.\n')).toEqual(['3 wrong-deprecation output.old']);
    expect(findings('## output.old\n\n`boolean` · deprecated, use `output.clean`\n\nSwitches an old thing.\n')).toEqual([]);
  });

  it('counts the words that explain each section and row', () => {
    const source = section('`boolean` · default: `false`', 'Empties the [output folder](/x/) first.') + '\n| Option | Type | Default | What it does |\n| --- | --- | --- | --- |\n| `dry` | `boolean` | `false` | Only log what would be removed, without removing it. |\n';
    const { entries } = referenceReport(truth(), [{ path: 'configuration/output.mdx', source }, { path: 'api/cli.mdx', source: '' }]);
    expect(entries.map((e) => [e.subject, e.words])).toEqual([['output.clean', 5], ['output.clean.dry', 9]]);
  });

  it('reads section prose without the signature line, code and tables', () => {
    expect([...sectionProse('## a\n\n`x` · default: `1`\n\nOne two.\n\n```js\nthree\n```\n\n| t |\n| - |\n\nT> Four.\n').values()]).toEqual(['One two. Four.']);
    expect(wordCount('Use `x` with <Badge text="5.1.0+" /> [a link](https://example.com/a/b).')).toBe(5);
  });
});
