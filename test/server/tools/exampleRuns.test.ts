// Writing real outputs back into a page (`check-reference --update-outputs`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundBlocks } from '../../../server/reference/boundBlocks';
import { directCommand, rewriteOutputs } from '../../../server/tools/exampleRuns';

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

describe('running a shown command', () => {
  it('runs `npx <bin>` of an installed package as the bin itself, and anything else as shown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'direct-'));
    try {
      mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
      writeFileSync(join(dir, 'node_modules', '.bin', 'webpack'), '');
      expect(directCommand('npx webpack --mode production', dir)).toBe('webpack --mode production');
      expect(directCommand('npx webpack', dir)).toBe('webpack');
      expect(directCommand('npx http-server dist', dir)).toBe('npx http-server dist');
      expect(directCommand('npm run build', dir)).toBe('npm run build');
      expect(directCommand('npx webpack-cli', dir)).toBe('npx webpack-cli');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
