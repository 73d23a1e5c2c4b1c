// Blocks bound to the example projects: how a page names the file, the two steps of a diff and
// the step whose output it shows, and how shown and real text are compared.
import { boundBlocks, diffMismatch, fenceAttributes, firstDifference, normaliseOutput } from '../../../server/reference/boundBlocks';

describe('bound blocks', () => {
  it('reads file, diff and run attributes, with the command of the bash block above an output', () => {
    const source = ['# T', '', '```js file=g/1/src/a.js', 'a();', '```', '', '```diff from=g/0/package.json to=g/1/package.json', '+x', '```', '', '```bash', 'npm install', 'npx webpack', '```', '', '```text run=g/1', 'asset main.js', '```', '', '```js', 'unbound();', '```'].join('\n');
    expect(boundBlocks('guides/g.mdx', source)).toEqual([
      { kind: 'file', file: 'guides/g.mdx', line: 4, body: 'a();', path: 'g/1/src/a.js' },
      { kind: 'diff', file: 'guides/g.mdx', line: 8, body: '+x', from: 'g/0/package.json', to: 'g/1/package.json' },
      { kind: 'output', file: 'guides/g.mdx', line: 17, body: 'asset main.js', step: 'g/1', command: 'npx webpack' },
    ]);
    expect(fenceAttributes(' file="a b.js" x=1')).toEqual({ file: 'a b.js', x: '1' });
  });

  it('normalises times and the project folder only', () => {
    expect(normaliseOutput('asset main.js 19.3 KiB\nwebpack 5.112.2 compiled successfully in 1609 ms  \n', undefined)).toBe('asset main.js 19.3 KiB\nwebpack 5.112.2 compiled successfully in N ms');
    expect(normaliseOutput('ERROR in /tmp/x/src/a.js', '/tmp/x')).toBe('ERROR in <project>/src/a.js');
  });

  it('finds the first line that differs', () => {
    expect(firstDifference('a\nb 19.3 KiB', 'a\nb 19.4 KiB')).toEqual({ index: 1, shown: 'b 19.3 KiB', actual: 'b 19.4 KiB' });
    expect(firstDifference('a', 'a')).toBeNull();
  });

  it('accepts a diff (or an excerpt of one) that joins two states, and names the line that does not', () => {
    const before = '{\n  "a": 1,\n  "b": 2\n}';
    const after = '{\n  "a": 1,\n  "c": 3\n}';
    expect(diffMismatch(' {\n-  "b": 2\n+  "c": 3\n }', before, after)).toBeNull();
    expect(diffMismatch('-  "b": 2\n+  "c": 4', before, after)).toEqual({ index: 1, side: 'after', text: '  "c": 4' });
  });
});
