// The site's one route table: every kind of page, the URLs it answers and how the rest of the
// site treats it. The client routes, the page data, the sitemap, robots.txt, the export, the
// link check, the trailing-slash redirects and the offline list are all derived from it, so a
// page kind is added here and nowhere else.
import { COMBINED_PRINTABLE_TITLE, NOT_FOUND_TITLE, PRODUCT_NAME } from './constants';

/** Where a route's URLs come from when the site is listed (sitemap, export, link check). */
export type RouteUrls =
  /** Exactly the route's pattern. */
  | 'fixed'
  /** One URL per content page. */
  | 'content'
  /** One URL per section that has a printable page. */
  | 'printableSections'
  /** None: the route is only ever answered, never listed. */
  | 'none';

/** One row of the route table. */
export interface RouteSpec {
  /** Path pattern: a fixed path, `:name` for one segment, `*` for the rest; null for a page
   * that is no URL's own (Not Found is what no other route resolves). */
  pattern: string | null;
  /** The kind of page the client renders. */
  kind: string;
  /** The page's fixed title, or null when the content gives it. */
  title: string | null;
  /** Listed in the sitemap and open to crawlers; the others are disallowed in robots.txt. */
  indexable: boolean;
  /** The screen chunk that renders the page, or null when the main bundle has it. */
  screen: string | null;
  /** A print view of documentation pages (not taken over by the client router). */
  printable: boolean;
  /** Where the listed URLs come from. */
  urls: RouteUrls;
  /** One page for the whole site, not repeated under each translation's prefix. */
  englishOnly?: true;
}

/** The route table, in matching order: the first route whose page exists answers a URL. */
export const ROUTES = [
  { pattern: '/', kind: 'home', title: PRODUCT_NAME, indexable: true, screen: 'home', printable: false, urls: 'fixed' },
  { pattern: '/organization/', kind: 'organization', title: 'Organization', indexable: true, screen: 'organization', printable: false, urls: 'fixed' },
  { pattern: '/starter-kits/', kind: 'starterKits', title: 'Starter Kits', indexable: true, screen: 'starterKits', printable: false, urls: 'fixed' },
  { pattern: '/vote/', kind: 'vote', title: 'Vote', indexable: true, screen: 'vote', printable: false, urls: 'fixed' },
  { pattern: '/translations/', kind: 'translations', title: 'Translations', indexable: false, screen: 'translations', printable: false, urls: 'fixed', englishOnly: true },
  { pattern: '/playground/', kind: 'playground', title: 'Playground', indexable: true, screen: 'playground', printable: false, urls: 'fixed', englishOnly: true },
  { pattern: '/app-shell', kind: 'appShell', title: PRODUCT_NAME, indexable: false, screen: 'appShell', printable: false, urls: 'fixed' },
  { pattern: '/printable/', kind: 'printable', title: COMBINED_PRINTABLE_TITLE, indexable: false, screen: 'printable', printable: true, urls: 'fixed' },
  { pattern: '/:section/printable/', kind: 'printable', title: null, indexable: false, screen: 'printable', printable: true, urls: 'printableSections' },
  { pattern: '/*', kind: 'doc', title: null, indexable: true, screen: null, printable: false, urls: 'content' },
  { pattern: null, kind: 'notFound', title: NOT_FOUND_TITLE, indexable: false, screen: null, printable: false, urls: 'none' },
] as const satisfies readonly RouteSpec[];

/** A row of the table, typed exactly. */
export type Route = (typeof ROUTES)[number];

/** What kind of screen a URL shows. */
export type PageKind = Route['kind'];

/** Screens that have a chunk of their own. */
export type ScreenName = NonNullable<Route['screen']>;

/** The one route of a kind that has a single URL (the app shell, for one). */
export function routeOfKind<K extends PageKind>(kind: K): Extract<Route, { kind: K }> {
  const route = ROUTES.find((r) => r.kind === kind);
  if (!route) throw new Error(`no route of kind ${kind} in shared/routes.ts`);
  return route as Extract<Route, { kind: K }>;
}

/** True for a page kind the site has once, in English only (no `/<locale>/` version). */
export function isEnglishOnly(kind: PageKind): boolean {
  const route: RouteSpec = routeOfKind(kind);
  return route.englishOnly === true;
}

/** The screen chunk a page of this kind renders, or null when the main bundle has it. */
export function screenOfKind(kind: PageKind): ScreenName | null {
  return routeOfKind(kind).screen;
}

/** The app shell's address (it has no trailing slash: the service worker answers any
 * address with it while offline). */
export const APP_SHELL_URL = routeOfKind('appShell').pattern;

/** Page paths answered without a trailing slash (no redirect adds one). */
export const NO_SLASH_PATHS: readonly string[] = ROUTES.flatMap((r) => (r.pattern && !r.pattern.endsWith('/') && !r.pattern.endsWith('*') ? [r.pattern] : []));

const compiled = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    const source = pattern
      .split('/')
      .map((part) => (part === '*' ? '(?<rest>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // A path answered without its trailing slash also answers with one.
    re = new RegExp(`^${source}${pattern.endsWith('/') || pattern.endsWith('*') ? '' : '/?'}$`);
    compiled.set(pattern, re);
  }
  return re;
}

/** A route matched by a URL, with the values of its `:name` segments. */
export interface RouteMatchOf {
  route: Route;
  params: Record<string, string>;
}

/** Every route whose pattern matches a URL, in table order (Not Found is never among them). */
export function matchingRoutes(url: string): RouteMatchOf[] {
  const matches: RouteMatchOf[] = [];
  for (const route of ROUTES) {
    if (route.pattern === null) continue;
    const found = patternRegExp(route.pattern).exec(url);
    if (found) matches.push({ route, params: { ...found.groups } });
  }
  return matches;
}

/** The route that renders a path in the browser: the first route of the table whose pattern
 * matches it, ignoring letter case and trailing slashes (`/Vote` renders the vote screen's
 * route; the page data then decides what that route shows). Not Found when none matches. */
export function routeOfPath(pathname: string): Route {
  const path = `${pathname.toLowerCase().replace(/\/+$/, '')}/`;
  return matchingRoutes(path)[0]?.route ?? routeOfKind('notFound');
}

/** True for a print view's URL (the client router leaves those to the browser). */
export function isPrintableUrl(url: string): boolean {
  return matchingRoutes(url).some((m) => m.route.printable);
}

/** The print view's address of a section. */
export function sectionPrintableUrl(section: string): string {
  const route = ROUTES.find((r) => r.urls === 'printableSections');
  if (!route) throw new Error('no printable section route in shared/routes.ts');
  return route.pattern.replace(':section', section);
}
