import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_DIR, describeWithCorpus } from '../helpers/corpus';

const checker = join(__dirname, 'overlap.mjs');
const run = (contentDir: string) => {
  try {
    return { code: 0, out: execFileSync('node', [checker, contentDir, CORPUS_DIR, '12'], { encoding: 'utf8' }) };
  } catch (error: unknown) {
    const e = error as { status: number; stdout: string };
    return { code: e.status, out: e.stdout };
  }
};

describeWithCorpus([CORPUS_DIR], 'originality of our content', () => {
  it('shares no run of 12 or more consecutive words with the corpus (code excluded)', () => {
    const { code, out } = run(join(__dirname, '..', '..', 'content'));
    expect(out).toContain('no shared runs');
    expect(code).toBe(0);
  });

  it('flags a page that copies a corpus passage', () => {
    // The copied page is made at run time from the corpus, so no corpus text lives in this repository.
    const corpusBody = readFileSync(join(CORPUS_DIR, 'concepts', 'output.mdx'), 'utf8').split('---')[2] ?? '';
    const paragraph = corpusBody.split('\n\n').find((p) => p.split(/\s+/).length > 20 && /^[A-Z]/.test(p)) ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'overlap-'));
    writeFileSync(join(dir, 'copied.mdx'), `---\ntitle: Copied\n---\n\nOur words first, then ${paragraph.split(/\s+/).slice(0, 14).join(' ')}.\n`);
    const { code, out } = run(dir);
    expect(code).toBe(1);
    expect(out).toContain('copied.mdx');
  });
});
