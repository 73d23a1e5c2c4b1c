// The process: reads the environment, loads the content, starts listening, and shuts down
// cleanly on SIGTERM/SIGINT. The only file that reads process.env or listens.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPageCaches } from './cache/pageCaches';
import { ContentFolderError, readContentFolder } from './content/read';
import { createContentStore } from './content/store';
import { createRequestHandler } from './app';
import { createHttpServer, listen, ListenError } from './httpServer';
import { createConnectionGuards } from './connectionGuards';
import { ConfigError, parseConfig, type Config } from './config';
import { createLogger } from './logger';
import { renderFolder } from './i18n/folderContent';
import { readManifest } from './render/manifest';
import { createLocaleSearch } from './search/localeSearch';
import { readGitDates, type GitDates } from './content/gitDates';
import { createTranslationReportProvider, translationDates } from './content/translationStatus';
import { DEFAULT_LOCALE } from '../shared/i18n';
import { createLiveContent, type LiveContent } from './content/liveContent';
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
  const contentLog = log.child({ module: 'content' });

  /** Reads and renders one content folder (English, or a translation under its locale). */
  async function loadFolder(dir: string, locale: string | null) {
    const folderStarted = Date.now();
    const name = locale ? `translation folder ${locale} ` : 'content folder ';
    let files;
    try {
      files = await readContentFolder(dir);
    } catch (error: unknown) {
      if (error instanceof ContentFolderError) fail(locale ? error.message.replace(/^content folder/, `translation folder ${locale}`) : error.message);
      throw error;
    }
    if (files.pages.length === 0) fail(`${name}"${dir}" holds no .md or .mdx pages`);
    const { renderer, pageOptions, snapshot } = renderFolder(files, locale, config.editBase);
    const folderLog = locale ? contentLog.child({ locale }) : contentLog;
    for (const problem of snapshot.problems) folderLog.error(problem, 'content file left out');
    for (const warning of snapshot.warnings) folderLog.warn(warning, 'content warning');
    folderLog.info({ pages: snapshot.pages.size, version: snapshot.version, ms: Date.now() - folderStarted }, locale ? 'translation loaded' : 'content loaded');
    return { files, renderer, pageOptions, snapshot, store: createContentStore(snapshot), log: folderLog, dates: null as GitDates | null };
  }

  const english = await loadFolder(config.contentDir, null);
  const translations: (Awaited<ReturnType<typeof loadFolder>> & { locale: string; dir: string })[] = [];
  for (const t of config.translations) translations.push({ ...(await loadFolder(t.dir, t.locale)), locale: t.locale, dir: t.dir });
  const snapshot = english.snapshot;
  // Last commit dates of every file, when the folders are git checkouts: a translated page older
  // than its English source is out of date. Without git, nothing is guessed from file times.
  const englishDates = config.translations.length > 0 ? await readGitDates(config.contentDir) : null;
  for (const t of translations) {
    t.dates = await readGitDates(t.dir);
    if (!t.dates || !englishDates) t.log.warn({ folder: t.dates ? config.contentDir : t.dir }, 'not a git checkout: translation dates unknown, no page is reported out of date');
  }

  let manifest;
  try {
    manifest = readManifest(config.clientDir);
  } catch (error: unknown) {
    fail(`cannot read the client build in ${config.clientDir}: ${(error as Error).message}. Run "npm run build" first.`);
  }
  const store = english.store;
  const searchStarted = Date.now();
  // One index per language, each over that language's own pages.
  const search = createLocaleSearch(new Map([[DEFAULT_LOCALE, snapshot], ...translations.map((t) => [t.locale, t.snapshot] as const)]));
  contentLog.info({ documents: search.sizes(), ms: Date.now() - searchStarted }, 'search index built');
  let live: LiveContent | undefined;
  if (config.watchContent) {
    live = createLiveContent({ root: config.contentDir, store, renderer: english.renderer, pageOptions: english.pageOptions, log: contentLog });
    live.seed(english.files);
    live.subscribe((change) => {
      for (const url of change.changed) {
        if (url === '*') continue;
        search.updatePage(DEFAULT_LOCALE, url, store.current().pages.get(url) ?? null);
      }
      contentLog.info({ version: change.version, changed: change.changed, problems: change.problems.length }, 'content updated');
    });
    await watchContentFolder(config.contentDir, live, contentLog);
  }
  // Each translation folder is watched like the English one; its changes reach the browser
  // through the same live-reload stream (server/i18n/liveSite.ts).
  const translationLives: { locale: string; live: LiveContent }[] = [];
  if (config.watchContent) {
    for (const t of translations) {
      const translationLive = createLiveContent({ root: t.dir, store: t.store, renderer: t.renderer, pageOptions: t.pageOptions, log: t.log });
      translationLive.seed(t.files);
      translationLive.subscribe((change) => {
        for (const url of change.changed) {
          if (url === '*') continue;
          search.updatePage(t.locale, url, t.store.current().pages.get(url) ?? null);
        }
        t.log.info({ version: change.version, changed: change.changed, problems: change.problems.length }, 'translation updated');
      });
      await watchContentFolder(t.dir, translationLive, t.log);
      translationLives.push({ locale: t.locale, live: translationLive });
    }
  }
  const caches = createPageCaches(config.cacheMaxBytes);
  const handler = createRequestHandler({
    live,
    translationLives,
    search: search.lookup,
    store,
    translations: translations.map((t) => ({ locale: t.locale, store: t.store, dir: t.dir, dates: translationDates(englishDates, t.dates) })),
    translationReport: createTranslationReportProvider(
      () => store.current(),
      englishDates,
      () => translations.map((t) => ({ locale: t.locale, snapshot: t.store.current(), dates: t.dates })),
    ),
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
