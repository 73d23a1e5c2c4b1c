// Bundle sizes are deterministic (gzip -9 of the files as built), so unlike timings they can
// fail the test suite. `npm test` builds before jest runs.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleSizes } from '../helpers/bundleSizes';
import { enLater } from '../../shared/messages/enLater';

const ROOT = resolve(__dirname, '..', '..');
const CLIENT = join(ROOT, 'dist', 'client');

/** A documentation page's first-load budget. React and react-dom take about 69 kB of it; the
 * English chrome strings of the first load (shared/messages/enFirstLoad.ts) 1.3 kB. */
const FIRST_LOAD_JS_BUDGET_KB = 90;
const FIRST_LOAD_CSS_BUDGET_KB = 20;

const kb = (bytes: number) => bytes / 1024;

describe('client bundle budget', () => {
  const sizes = bundleSizes(CLIENT);

  it(`keeps a documentation page's first-load JavaScript within ${FIRST_LOAD_JS_BUDGET_KB} kB gzip`, () => {
    expect(kb(sizes.firstLoadJs)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB);
  });

  it(`keeps the stylesheet within ${FIRST_LOAD_CSS_BUDGET_KB} kB gzip`, () => {
    expect(kb(sizes.firstLoadCss)).toBeGreaterThan(0);
    expect(kb(sizes.firstLoadCss)).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET_KB);
  });

  const metafile = JSON.parse(readFileSync(join(CLIENT, 'metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const firstLoadInputs = sizes.chunks
    .filter((chunk) => chunk.firstLoad && chunk.url.endsWith('.js'))
    .flatMap((chunk) => Object.keys(metafile.outputs[`dist/client${chunk.url}`]?.inputs ?? {}));

  it('leaves the lazy sections and the other screens out of the first load', () => {
    expect(firstLoadInputs).toContain('client/pages/DocPage.tsx');
    for (const lazy of ['client/lazy/Sponsors.tsx', 'client/lazy/StarterKitsTable.tsx', 'client/lazy/ChatWidget.tsx', 'client/lazy/VoteApp.tsx', 'client/lazy/SearchResults.tsx', 'client/pages/HomePage.tsx', 'client/pages/OrganizationPage.tsx', 'client/components/LiveUpdates.tsx', 'client/lib/analytics.ts', 'client/lib/offlineReading.ts']) {
      expect(firstLoadInputs).not.toContain(lazy);
    }
    expect(sizes.screenJs).toBeGreaterThan(0);
  });

  it('shows no string of the later English catalogue from first-load code (it has not loaded yet)', () => {
    const sources = firstLoadInputs.filter((input) => /^(client|shared)\/.*\.tsx?$/.test(input) && !input.startsWith('shared/messages/'));
    expect(sources).toContain('client/components/Header.tsx');
    const used = sources.flatMap((input) => {
      const source = readFileSync(join(ROOT, input), 'utf8');
      return Object.keys(enLater).filter((key) => source.includes(`'${key}'`)).map((key) => `${input}: ${key}`);
    });
    expect(used).toEqual([]);
  });
});
