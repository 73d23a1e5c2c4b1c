import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import request from 'supertest';
import { routablePath } from '../../client/lib/routableLinks';
import { hiddenUrls, indexableUrls, robotsTxt } from '../../server/feeds/sitemap';
import { resolvePageData } from '../../server/site/routePageData';
import { exportedUrls } from '../../server/tools/exportSite';
import { findBrokenLinks } from '../../server/tools/findBrokenLinks';
import { englishOfflineSource } from '../../server/offline/offlineSources';
import { buildOfflineData } from '../../server/offline/offlineData';
import { ROUTES, matchingRoutes, routeOfPath, type Route } from '../../shared/routes';
import { SAMPLE_SITE, siteOf, snapshotOf, testApp } from '../helpers/testApp';

const ROOT = join(__dirname, '..', '..');
const snapshot = snapshotOf(SAMPLE_SITE);

/** A URL a route answers on the sample site. */
function sampleUrl(route: Route): string {
  if (route.pattern === null) return '/no-such-page/';
  return route.pattern.replace(':section', 'concepts').replace('*', 'concepts/output/');
}

const listed = ROUTES.filter((r) => r.pattern !== null);

describe('the route table', () => {
  it.each(listed.map((r) => [r.pattern, r] as const))('%s: the client renders it with the route the table gives', (_pattern, route) => {
    expect(routeOfPath(sampleUrl(route))).toBe(route);
  });

  it.each(ROUTES.map((r) => [r.pattern ?? 'no pattern', r] as const))('%s: the page data is of its kind and title', (_pattern, route) => {
    const data = resolvePageData(snapshot, sampleUrl(route));
    expect(data.kind).toBe(route.kind);
    if (route.title !== null) expect(data.title).toBe(route.title);
  });

  it('lists every indexable page in the sitemap and the offline list, and disallows the others in robots.txt', () => {
    const robots = robotsTxt(hiddenUrls(snapshot), 'https://example.org');
    const offline = buildOfflineData(englishOfflineSource(siteOf(snapshot), snapshot.version), 1e9).manifest.pages.map((p) => p.url);
    for (const route of listed) {
      const url = sampleUrl(route);
      expect([route.pattern, indexableUrls(snapshot).includes(url)]).toEqual([route.pattern, route.indexable]);
      expect([route.pattern, offline.includes(url)]).toEqual([route.pattern, route.indexable]);
      expect([route.pattern, robots.includes(`Disallow: ${url}\n`)]).toEqual([route.pattern, !route.indexable]);
    }
  });

  it('exports every page and accepts links to every page', () => {
    for (const route of listed) {
      const url = sampleUrl(route);
      expect([route.pattern, exportedUrls(snapshot).includes(url)]).toEqual([route.pattern, true]);
      expect(findBrokenLinks(snapshot, [{ path: 'comparison.mdx', source: `[a page](${url})`, size: 1 }])).toEqual([]);
    }
  });

  it('leaves print views to the browser and routes every other page on the client', () => {
    for (const route of listed) {
      expect([route.pattern, routablePath(sampleUrl(route), 'https://example.org') === null]).toEqual([route.pattern, route.printable]);
    }
  });

  it('answers every page at its address, without a redirect', async () => {
    const { app } = testApp();
    for (const route of listed) {
      const res = await request(app).get(sampleUrl(route));
      expect([route.pattern, res.status]).toEqual([route.pattern, 200]);
    }
  });

  it('matches a URL with every route whose pattern fits, in table order', () => {
    expect(matchingRoutes('/concepts/printable/').map((m) => [m.route.pattern, m.params])).toEqual([
      ['/:section/printable/', { section: 'concepts' }],
      ['/*', { rest: 'concepts/printable/' }],
    ]);
    expect(matchingRoutes('/app-shell/').map((m) => m.route.kind)).toEqual(['appShell', 'doc']);
  });

  it('is the only list of page kinds in the source: no other file names several kinds', () => {
    const kinds = [...new Set(ROUTES.map((r) => r.kind))];
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const lists: string[] = [];
    for (const file of ['server', 'client', 'shared'].flatMap((d) => files(join(ROOT, d)))) {
      const rel = relative(ROOT, file);
      // The table itself, and the one place that builds each kind's data from it.
      if (rel === join('shared', 'routes.ts') || rel === join('server', 'site', 'routePageData.ts')) continue;
      const source = readFileSync(file, 'utf8');
      const named = kinds.filter((kind) => source.includes(`'${kind}'`));
      if (named.length > 2) lists.push(`${rel}: ${named.join(', ')}`);
    }
    expect(lists).toEqual([]);
  });
});
