// Storms of files in a watched folder: 2,000 pages created, served, then deleted, three
// times over. After each storm a normal edit is applied within a few reconciliation passes of
// being saved (counted, not timed), and once the watcher is quiet again every per-path record of
// the live content and the watcher (pages, problems, files read, paths waiting for a pass, paths
// watched) is back to its size before the storms: nothing grows with the paths deleted before.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLiveSite, type LiveSite } from '../../helpers/liveSite';

jest.setTimeout(180_000);
const STORM_PAGES = 2_000;
/** A pass in progress, a full pass queued behind it and the edit's own batch. */
const PASSES_TO_APPLY = 3;

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** Resolves at the first change the site publishes after which `condition` holds (or at once). */
function until(site: LiveSite, condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition()) return resolve();
    const stop = site.live.subscribe(() => {
      if (!condition()) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once no path waits for a pass (the settle passes have found nothing more). */
async function quiet(site: LiveSite): Promise<void> {
  for (;;) {
    const { pending, touched } = site.stop.state();
    if (pending === 0 && touched === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('watch storms', () => {
  let root: string;
  let site: LiveSite;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'watch-storm-'));
    mkdirSync(join(root, 'guides'));
    writeFileSync(join(root, 'index.md'), page('Home', 'Before the storms.'));
    writeFileSync(join(root, 'guides', 'index.md'), page('Guides', 'Steady.'));
    site = await startLiveSite(root);
  });

  afterAll(async () => {
    await site?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('applies an edit within a few passes after each of three storms and keeps no state of the deleted paths', async () => {
    await quiet(site);
    const before = { live: site.live.sizes(), watched: site.stop.state().watched, pages: site.store.current().pages.size };
    const served = () => site.store.current().pages;
    for (let storm = 1; storm <= 3; storm += 1) {
      mkdirSync(join(root, 'storm'));
      for (let i = 0; i < STORM_PAGES; i += 1) writeFileSync(join(root, 'storm', `p${i}.md`), page(`Storm ${storm} page ${i}`, `Page ${i} of storm ${storm}.`));
      await until(site, () => served().size === before.pages + STORM_PAGES);
      for (let i = 0; i < STORM_PAGES; i += 1) unlinkSync(join(root, 'storm', `p${i}.md`));
      rmSync(join(root, 'storm'), { recursive: true });
      const passesAtEdit = site.stop.state().passes;
      writeFileSync(join(root, 'guides', 'index.md'), page('Guides', `After storm ${storm}.`));
      await until(site, () => served().get('/guides/')?.source.includes(`After storm ${storm}.`) ?? false);
      expect(site.stop.state().passes - passesAtEdit).toBeLessThanOrEqual(PASSES_TO_APPLY);
      await until(site, () => served().size === before.pages);
      await quiet(site);
      expect({ storm, live: site.live.sizes(), watched: site.stop.state().watched }).toEqual({ storm, live: before.live, watched: before.watched });
    }
  });
});
