// Writing real outputs back into a page (`check-reference --update-outputs`).
import { boundBlocks } from '../../../server/reference/boundBlocks';
import { rewriteOutputs } from '../../../server/tools/exampleRuns';

describe('writing outputs into a page', () => {
  it('fills an empty run= block and keeps its closing fence and what follows', () => {
    const page = ['```bash', 'npx webpack', '```', '', '```text run=guide/1-step', '```', '', 'After the build.', ''].join('\n');
    const [block] = boundBlocks('guides/demo.mdx', page);
    expect(block?.body).toBe('');
    const written = rewriteOutputs(page, [{ block: block!, text: 'asset main.js 1 KiB\nwebpack compiled in N ms' }]);
    expect(written).toBe(['```bash', 'npx webpack', '```', '', '```text run=guide/1-step', 'asset main.js 1 KiB', 'webpack compiled in 1000 ms', '```', '', 'After the build.', ''].join('\n'));
  });

  it('replaces a block\'s lines and keeps an old line that normalises to the new one', () => {
    const page = ['```text run=guide/1-step', 'asset main.js 2 KiB', 'webpack compiled in 57 ms', '```', ''].join('\n');
    const [block] = boundBlocks('guides/demo.mdx', page);
    const written = rewriteOutputs(page, [{ block: block!, text: 'asset main.js 3 KiB\nwebpack compiled in N ms' }]);
    expect(written).toBe(['```text run=guide/1-step', 'asset main.js 3 KiB', 'webpack compiled in 57 ms', '```', ''].join('\n'));
  });
});
