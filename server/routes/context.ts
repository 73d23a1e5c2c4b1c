// What route handlers receive from the app factory.
import type { Logger } from 'pino';
import type { DocSearchConfig } from '../../shared/types';
import type { HtmlCache } from '../cache/htmlCache';
import type { PartsCache } from '../cache/partsCache';
import type { ContentStore } from '../content/store';
import type { Site } from '../site/site';
import type { ClientManifest } from '../render/manifest';

/** Dependencies of the route handlers. */
export interface RouteContext {
  /** The English content under the site version (every language's version together). */
  store: ContentStore;
  /** What the site is: every version and language (server/site/site.ts). */
  site: Site;
  cache: HtmlCache;
  /** Prepared parts of pages (document ends, lists): the budget's other share. */
  parts: PartsCache;
  manifest: ClientManifest;
  log: Logger;
  analyticsId: string | null;
  docsearch: DocSearchConfig | null;
  /** What besides content and path determines page bytes (see cache/etag.ts buildTag). */
  build: string;
  /** Public origin of the site without trailing slash (links in heads, sitemap, feeds). */
  origin?: string;
  /** True when the content is watched and pages update live. */
  live: boolean;
}
