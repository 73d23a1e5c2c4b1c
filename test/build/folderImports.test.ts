// The folders of server/ import one way only: a pair of folders importing each other (directly)
// means neither owns the concept between them. Files at the top of server/ (the process, the
// app, the config) count as one folder, '.'.
import { join } from 'node:path';
import { folderImports, SERVER, serverSources, twoWayImports } from '../helpers/serverImports';

describe('imports between folders of server/', () => {
  it('never go both ways between two folders', () => {
    expect(twoWayImports(folderImports(serverSources()))).toEqual([]);
  });

  it('are found in every form: type-only, re-exports and dynamic imports, at any depth', () => {
    const planted: [string, string][] = [
      [join(SERVER, 'render', 'deep', 'a.ts'), "import type { Site } from '../../site/site';"],
      [join(SERVER, 'site', 'b.ts'), "export { documentHead } from '../render/document';"],
      [join(SERVER, 'cache', 'c.ts'), "const later = () => import('../routes/pages');"],
      [join(SERVER, 'routes', 'd.ts'), "import { x } from '../cache/c';"],
      [join(SERVER, 'content', 'e.ts'), "import { y } from '../markdown/f';\nimport { z } from '../../shared/types';"],
    ];
    expect(twoWayImports(folderImports(planted))).toEqual([
      'cache <-> routes (server/cache/c.ts imports ../routes/pages; server/routes/d.ts imports ../cache/c)',
      'render <-> site (server/render/deep/a.ts imports ../../site/site; server/site/b.ts imports ../render/document)',
    ]);
  });

  it('count the top of server/ as a folder of its own', () => {
    const planted: [string, string][] = [
      [join(SERVER, 'site', 'loadSite.ts'), "import type { Config } from '../config';"],
      [join(SERVER, 'index.ts'), "import { loadSite } from './site/loadSite';"],
    ];
    expect(twoWayImports(folderImports(planted))).toEqual(['. <-> site (server/index.ts imports ./site/loadSite; server/site/loadSite.ts imports ../config)']);
  });
});
