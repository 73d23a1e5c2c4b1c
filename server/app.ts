// createApp(deps): middleware order and the route table. It never listens and does no IO at
// import time, so tests run it with supertest against in-memory content.
import { DEFAULT_SITE_URL } from '../shared/constants';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { DocSearchConfig } from '../shared/types';
import type { HtmlCache } from './cache/htmlCache';
import { createPartsCache, type PartsCache } from './cache/partsCache';
import { combinedLive, type LiveSource } from './site/liveSite';
import type { Site } from './site/site';
import type { ClientManifest } from './render/manifest';
import { ANALYTICS_CONNECT_ORIGINS, ANALYTICS_SCRIPT_ORIGIN } from '../shared/constants';
import { BOOTSTRAP_SCRIPT_HASH } from './render/bootstrapScript';
import { assetRoutes } from './routes/assets';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveFromCache } from './cache/fastPath';
import { notFoundFastPath } from './routes/notFoundFastPath';
import { createSearchAnswers, type SearchAnswers } from './cache/searchAnswers';
import { searchIndexChanges } from './search/searchIndex';
import { buildTag } from './cache/etag';
import { dataRoutes } from './routes/jsonApi';
import { searchRoutes } from './routes/search';
import { feedRoutes } from './routes/feeds';
import { legacyRedirects } from './routes/legacyRedirects';
import { LIVE_RELOAD_DEFAULTS, liveReloadRoutes, type LiveReloadOptions } from './routes/liveReload';
import { liveWarningsCache } from './routes/liveNotes';
import type { LiveContent } from './content/liveContent';
import type { SearchLookup } from './search/localeSearch';
import { errorHandler } from './routes/errors';
import { healthRoutes } from './routes/health';
import { offlineRoutes } from './routes/offlinePieces';
import { DEFAULT_OFFLINE_MAX_BYTES } from './offline/offlineData';
import { pageDataRoutes } from './routes/pageData';
import { playgroundRoutes } from './routes/playground';
import { pageRoutes } from './routes/pages';
import { trailingSlashRedirect } from './routes/redirects';
import { requestLog } from './requestLog';
import { requestPathOrNull } from './routes/requestPath';

/** What the app needs; all of it is created by the caller. */
export interface AppDeps {
  /** What the site is: its versions and languages (site/loadSite.ts). */
  site: Site;
  cache: HtmlCache;
  /** Prepared parts of pages, the other share of the same budget (cache/pageCaches.ts); without
   * it nothing is kept and every miss prepares its parts. */
  parts?: PartsCache;
  manifest: ClientManifest;
  log: Logger;
  clientDir: string;
  contentDir: string;
  hsts: boolean;
  /** Analytics tracker id; without one no third-party script is allowed or loaded. */
  analyticsId?: string | null;
  /** Hosted search settings; without them no search request leaves the site. */
  docsearch?: DocSearchConfig | null;
  /** The full-text index of each language's current content, by locale (DEFAULT_LOCALE for English). */
  search: SearchLookup;
  /** Public origin of the site, for sitemap, feed and llms.txt (e.g. https://webpack.js.org). */
  siteUrl?: string;
  /** Live content updates (watch mode): enables the /__live event stream. */
  live?: LiveContent;
  /** Live content of each translation folder (watch mode). */
  translationLives?: readonly { locale: string; live: LiveSource }[];
  /** Identifies the server's code, for page ETags (with the client manifest, which names the assets). */
  buildId?: string;
  /** True once the process is shutting down: readiness answers 503. */
  stopping?: () => boolean;
  /** Compressed bytes of page data a browser may keep for offline reading. */
  offlineMaxBytes?: number;
  /** Log every request (off in tests). */
  requestLogs?: boolean;
  /** Limits of the live-reload streams and who may listen (defaults: LIVE_RELOAD_DEFAULTS). */
  liveReload?: Partial<LiveReloadOptions>;
  /** Send Server-Timing on search answers (development only). */
  serverTiming?: boolean;
}

/** The server's request handler: cache hits and the stored Not Found pages are written straight
 * from the cache, before Express sees the request; everything else goes to the app. */
export function createRequestHandler(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const answers = searchAnswersOf(deps);
  const app = createApp(deps, answers);
  const { store } = deps.site;
  const notFound = notFoundFastPath(deps.site, deps.cache);
  return (req, res) => {
    if (answers.serve(req, res)) return;
    // The path is decoded here once; the routes read the same result (routes/requestPath.ts).
    const path = requestPathOrNull(req);
    if (!serveFromCache(store, deps.cache, path, req, res) && !notFound(path, req, res)) app(req, res);
  };
}

/** Search answers kept for the content version and the state of the search indexes. */
function searchAnswersOf({ site }: AppDeps): SearchAnswers {
  return createSearchAnswers(() => `${site.store.current().version}\0${searchIndexChanges()}`);
}

/** Builds the Express application. */
export function createApp(deps: AppDeps, searchAnswers?: SearchAnswers): Express {
  const { site } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  const analyticsId = deps.analyticsId ?? null;
  const docsearch = deps.docsearch ?? null;
  const live = Boolean(deps.live);
  const origin = (deps.siteUrl ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  // With translations, page heads name the public origin (hreflang, canonical).
  const build = buildTag([deps.buildId ?? null, deps.manifest, analyticsId, docsearch, live, ...(site.locales.length > 0 ? [origin] : [])]);
  const context = { origin, store: site.store, site, cache: deps.cache, parts: deps.parts ?? createPartsCache(0), manifest: deps.manifest, log: deps.log, analyticsId, docsearch, live, build };

  if (deps.requestLogs !== false) app.use(requestLog(deps.log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", BOOTSTRAP_SCRIPT_HASH, ...(analyticsId ? [ANALYTICS_SCRIPT_ORIGIN] : [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(analyticsId ? ANALYTICS_CONNECT_ORIGINS : []), ...(docsearch ? [`https://${docsearch.appId.toLowerCase()}-dsn.algolia.net`] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: deps.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Neither header protects anything here (no session, no cross-window messaging, no
      // document.domain), and each makes Chromium give the page a renderer process of its own
      // at commit instead of the one the tab's navigation had prepared: a cold process, whose
      // window set-up took 14 ms at full speed against 4 (medians of Lighthouse's loads, see
      // `npm run bench -- --only=lighthouse`).
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    }),
  );
  // Page URLs end with a slash, and the page routes encode their own bodies (gzip assembled from
  // prepared pieces, see render/stream.tsx; hits are stored compressed), so only other responses
  // go through the compression middleware, which costs every request it wraps.
  const compress = compression();
  app.use((req, res, next) => (req.path.endsWith('/') ? next() : compress(req, res, next)));

  // The route table, in order.
  const liveReload = { ...LIVE_RELOAD_DEFAULTS, ...deps.liveReload };
  // Content problems name files: shown only while watching, to whoever may hear live reload.
  app.use(healthRoutes(context, deps.live ? (liveReload.public ? true : 'local') : false, deps.stopping));
  if (deps.live) {
    const snapshot = () => site.store.current();
    const warnings = liveWarningsCache();
    app.use(liveReloadRoutes(combinedLive(site, deps.live, deps.translationLives ?? []), () => ({ version: snapshot().version, changed: [], problems: snapshot().problems, warnings: warnings(snapshot()) }), liveReload));
  }
  app.use(assetRoutes(deps.clientDir, { dir: deps.contentDir, listed: () => site.english.current().assets }, site.translationFolders));
  app.use(legacyRedirects(site.english));
  app.use(feedRoutes(context, origin));
  app.use(searchRoutes(deps.search, { serverTiming: deps.serverTiming ?? false, ...(searchAnswers ? { answers: searchAnswers } : {}) }));
  app.use(dataRoutes(context));
  app.use(offlineRoutes(context, deps.offlineMaxBytes ?? DEFAULT_OFFLINE_MAX_BYTES));
  app.use(pageDataRoutes(context));
  app.use(playgroundRoutes());
  app.use(trailingSlashRedirect);
  app.use(pageRoutes(context));
  app.use((_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed');
  });
  app.use(errorHandler(deps.log));
  return app;
}
