// The process: reads the environment, loads the content, starts listening, and shuts down
// cleanly on SIGTERM/SIGINT. The only file that reads process.env or listens.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPageCaches } from './cache/pageCaches';
import { buildContent } from './content/contentSnapshot';
import { ContentFolderError, readContentFolder } from './content/read';
import { createContentStore } from './content/store';
import { createRequestHandler } from './app';
import { createHttpServer } from './httpServer';
import { createConnectionGuards } from './connectionGuards';
import { ConfigError, parseConfig } from './config';
import { createLogger } from './logger';
import { createMarkdownRenderer } from './markdown/createMarkdownRenderer';
import { contentAssetOptions } from './content/contentAssets';
import { readManifest } from './render/manifest';
import { createLocaleSearch } from './search/localeSearch';
import { DEFAULT_LOCALE } from '../shared/i18n';
import { createLiveContent, type LiveContent } from './content/liveContent';
import { watchContentFolder } from './content/watch';
import { createShutdown, type Shutdown } from './shutdown';

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env, process.cwd());
  } catch (error: unknown) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel);
  const started = Date.now();
  let files;
  try {
    files = await readContentFolder(config.contentDir);
  } catch (error: unknown) {
    if (error instanceof ContentFolderError) fail(error.message);
    throw error;
  }
  if (files.pages.length === 0) fail(`content folder "${config.contentDir}" holds no .md or .mdx pages`);
  const renderer = createMarkdownRenderer(contentAssetOptions(files));
  const snapshot = buildContent(files, renderer, { editBase: config.editBase });
  const contentLog = log.child({ module: 'content' });
  for (const problem of snapshot.problems) contentLog.error(problem, 'content file left out');
  for (const warning of snapshot.warnings) contentLog.warn(warning, 'content warning');
  contentLog.info({ pages: snapshot.pages.size, version: snapshot.version, ms: Date.now() - started }, 'content loaded');

  let manifest;
  try {
    manifest = readManifest(config.clientDir);
  } catch (error: unknown) {
    fail(`cannot read the client build in ${config.clientDir}: ${(error as Error).message}. Run "npm run build" first.`);
  }
  const store = createContentStore(snapshot);
  const searchStarted = Date.now();
  // One index per language: translations' snapshots are added to this map beside English.
  const search = createLocaleSearch(new Map([[DEFAULT_LOCALE, snapshot]]));
  contentLog.info({ documents: search.sizes(), ms: Date.now() - searchStarted }, 'search index built');
  let live: LiveContent | undefined;
  if (config.watchContent) {
    live = createLiveContent({ root: config.contentDir, store, renderer, pageOptions: { editBase: config.editBase }, log: contentLog });
    live.seed(files);
    live.subscribe((change) => {
      for (const url of change.changed) {
        if (url === '*') continue;
        search.updatePage(DEFAULT_LOCALE, url, store.current().pages.get(url) ?? null);
      }
      contentLog.info({ version: change.version, changed: change.changed, problems: change.problems.length }, 'content updated');
    });
    await watchContentFolder(config.contentDir, live, contentLog);
  }
  const caches = createPageCaches(config.cacheMaxBytes);
  const handler = createRequestHandler({
    live,
    search: search.lookup,
    store,
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
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, host: config.host, ms: Date.now() - started }, `listening on http://localhost:${port}`);
  });

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
