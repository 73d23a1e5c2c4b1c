// Every proof names a page and an anchor that exist, so a renamed heading or a moved page
// cannot leave a proof pointing at nothing.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readContentFolder } from '../../server/content/read';
import { proofTargets, unknownTargets } from '../../server/reference/proofCoverage';

it('every proof names a page and anchor of the content', async () => {
  const files = (await readdir(__dirname)).filter((f) => f.endsWith('.test.ts'));
  const targets = (await Promise.all(files.map((f) => readFile(join(__dirname, f), 'utf8')))).flatMap(proofTargets);
  expect(targets.length).toBeGreaterThan(10);
  const content = await readContentFolder(join(__dirname, '..', '..', 'content'));
  expect(unknownTargets(targets, content.pages)).toEqual([]);
});
