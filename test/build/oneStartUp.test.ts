// One start-up of the site: the server and the static export both load it with loadSite
// (server/site/loadSite.ts), and nothing else in server/ reads a content folder, renders one
// into a snapshot store, or puts stores together into a site. A second copy of start-up is how
// the export came to ignore settings the server honoured.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { callsOf, importsOf, ROOT, SERVER, serverSources } from '../helpers/serverImports';

/** What building the site consists of: only loadSite calls these. */
const BUILDING = ['readContentFolder', 'renderFolder', 'buildContent', 'createContentStore', 'createSite', 'readGitDates', 'createTranslationReportProvider'];
const LOADER = join('server', 'site', 'loadSite.ts');
/** Modules that call one of them for another reason than serving the site. */
const OTHER_USES: Record<string, string[]> = {
  // The one place each is defined or made of (a folder renders through buildContent).
  [join('server', 'site', 'folderContent.ts')]: ['buildContent'],
  // Reads the markdown sources to check the reference pages against webpack; serves nothing.
  [join('server', 'tools', 'checkReference.ts')]: ['readContentFolder'],
};

/** Files of server/ that call a function of the site's building, and which. */
function builders(sources: readonly [string, string][]): string[] {
  const found: string[] = [];
  for (const [file, source] of sources) {
    const rel = relative(ROOT, file);
    if (rel === LOADER) continue;
    const calls = callsOf(source, file);
    const named = BUILDING.filter((name) => calls.has(name) && !(OTHER_USES[rel] ?? []).includes(name));
    if (named.length > 0) found.push(`${rel}: ${named.join(', ')}`);
  }
  return found.sort();
}

describe('the start-up of the site', () => {
  it.each([join('server', 'index.ts'), join('server', 'tools', 'exportSite.ts')])('%s loads the site with loadSite', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    expect(importsOf(source).some((specifier) => /(^|\/)site\/loadSite$/.test(specifier))).toBe(true);
    expect(callsOf(source, file).has('loadSite')).toBe(true);
  });

  it('is nowhere else in server/: no other module reads, renders or assembles the site', () => {
    expect(builders(serverSources())).toEqual([]);
  });

  it('would be caught in a second copy, as the export once had', () => {
    const planted: [string, string][] = [
      [join(SERVER, 'tools', 'exportSite.ts'), 'const files = await readContentFolder(dir);\nconst site = createSite(createContentStore(renderFolder(files, null, base).snapshot));'],
      [join(SERVER, 'site', 'folderContent.ts'), 'buildContent(files, renderer, options);'],
    ];
    expect(builders(planted)).toEqual([`${join('server', 'tools', 'exportSite.ts')}: readContentFolder, renderFolder, createContentStore, createSite`]);
  });
});
