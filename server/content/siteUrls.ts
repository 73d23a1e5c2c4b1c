// The URLs of the site's pages, listed from the route table (shared/routes.ts) over a content
// snapshot: the sitemap, robots.txt, the export, the link check and the offline list all take
// their URLs from here.
import { ROUTES, type Route } from '../../shared/routes';
import type { ContentSnapshot } from './contentSnapshot';

/** The URLs a route answers for a snapshot. */
export function routeUrls(snapshot: ContentSnapshot, route: Route): string[] {
  switch (route.urls) {
    case 'fixed':
      return [route.pattern];
    case 'content':
      return [...snapshot.pages.keys()];
    case 'printableSections':
      return [...snapshot.sections.values()].flatMap((s) => (s.printableUrl ? [s.printableUrl] : []));
    case 'none':
      return [];
  }
}

/** Every URL of the routes that pass `keep`, once each, in route-table order. */
export function siteUrls(snapshot: ContentSnapshot, keep: (route: Route) => boolean = () => true): string[] {
  const urls = new Set<string>();
  for (const route of ROUTES) if (keep(route)) for (const url of routeUrls(snapshot, route)) urls.add(url);
  return [...urls];
}
