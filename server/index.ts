// The process: reads the environment, loads the site (site/loadSite.ts, as the export does),
// watches its folders, starts listening, and shuts down cleanly on SIGTERM/SIGINT. The only file
// that reads process.env or listens.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPageCaches } from './cache/pageCaches';
import { createRequestHandler } from './app';
import { createHttpServer, listen, ListenError } from './httpServer';
import { createConnectionGuards } from './connectionGuards';
import { ConfigError, parseConfig, type Config } from './config';
import { createLogger } from './logger';
import { readManifest } from './render/manifest';
import { createLocaleSearch } from './search/localeSearch';
import { loadSite, SiteLoadError, type LoadedSite } from './site/loadSite';
import { createLiveContent, type LiveContent } from './content/liveContent';
import { createRenderWorker } from './content/renderWorkerPool';
import { watchContentFolder } from './content/watch';
import { createShutdown, type Shutdown } from './shutdown';

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Readonly<Config>;
  try {
    config = parseConfig(process.env, process.cwd());
  } catch (error: unknown) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel, config.logFormat);
  const started = Date.now();
  let loaded: LoadedSite;
  try {
    loaded = await loadSite(config, log);
  } catch (error: unknown) {
    if (error instanceof SiteLoadError) fail(error.message);
    throw error;
  }
  const { site } = loaded;
  // Older versions are indexed and watched like languages, keyed by their prefix ('v4').
  const languages = [...loaded.languages, ...loaded.versions];
  const english = languages[0];
  if (!english) throw new Error('loadSite returned no English content');

  let manifest;
  try {
    manifest = readManifest(config.clientDir);
  } catch (error: unknown) {
    fail(`cannot read the client build in ${config.clientDir}: ${(error as Error).message}. Run "npm run build" first.`);
  }
  const contentLog = english.log;
  const searchStarted = Date.now();
  // One index per language, each over that language's own pages.
  const search = createLocaleSearch(new Map(languages.map((l) => [l.locale, l.store.current()] as const)));
  contentLog.info({ documents: search.sizes(), ms: Date.now() - searchStarted }, 'search index built');
  // Each folder is watched; a translation's changes reach the browser through the same
  // live-reload stream as the English ones (server/site/liveSite.ts).
  let live: LiveContent | undefined;
  const translationLives: { locale: string; live: LiveContent }[] = [];
  if (config.watchContent) {
    // Pages saved while serving are rendered in a worker thread beside this bundle, so a huge
    // page never stalls requests.
    const workerScript = join(__dirname, 'renderWorker.cjs');
    if (!existsSync(workerScript)) fail(`the render worker ${workerScript} is missing beside the server's bundle. Run "npm run build" first.`);
    const renderWorker = createRenderWorker({ script: workerScript, log: log.child({ module: 'render-worker' }) });
    for (const language of languages) {
      const languageLive = createLiveContent({
        root: language.dir,
        store: language.store,
        renderer: language.renderer,
        pageOptions: language.pageOptions,
        log: language.log,
        renderOffThread: renderWorker.renderer(language.renderSettings),
      });
      languageLive.seed(language.files);
      languageLive.subscribe((change) => {
        for (const url of change.changed) {
          if (url === '*') continue;
          search.updatePage(language.locale, url, language.store.current().pages.get(url) ?? null);
        }
        language.log.info({ version: change.version, changed: change.changed, problems: change.problems.length }, language === english ? 'content updated' : 'translation updated');
      });
      await watchContentFolder(language.dir, languageLive, language.log);
      if (language === english) live = languageLive;
      else translationLives.push({ locale: language.locale, live: languageLive });
    }
  }
  const caches = createPageCaches(config.cacheMaxBytes);
  const handler = createRequestHandler({
    live,
    translationLives,
    search: search.lookup,
    site,
    cache: caches.pages,
    parts: caches.parts,
    manifest,
    log,
    clientDir: config.clientDir,
    contentDir: config.contentDir,
    hsts: config.hsts,
    analyticsId: config.analyticsId,
    docsearch: config.docsearch,
    siteUrl: config.siteUrl,
    // This file is the whole server bundle: its digest changes with any server or page code.
    buildId: createHash('sha1').update(readFileSync(__filename)).digest('base64url'),
    stopping: () => shutdown.stopping,
    offlineMaxBytes: config.offlineMaxBytes,
    serverTiming: config.serverTiming,
    liveReload: config.liveReload,
  });
  const guards = createConnectionGuards(config.connections, log.child({ module: 'connections' }));
  const { server, stop } = createHttpServer(guards.handler(handler), config.timeouts, log);
  guards.attach(server);
  const shutdown: Shutdown = createShutdown(server, config.shutdown, { stop, exit: (code) => process.exit(code), log });
  listen(server, config.port, config.host).then(
    (port) => log.info({ port, host: config.host, ms: Date.now() - started }, `listening on http://localhost:${port}`),
    (error: unknown) => (error instanceof ListenError ? fail(error.message) : Promise.reject(error)),
  );

  process.on('SIGTERM', () => shutdown.begin('SIGTERM'));
  process.on('SIGINT', () => shutdown.begin('SIGINT'));
  // An error in one request is handled by Express or the renderer; one that escapes to the
  // process means its state is unknown: log it and exit so the supervisor starts a fresh one.
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
