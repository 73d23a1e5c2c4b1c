// Parses the environment into a frozen, validated configuration. Only server/index.ts passes
// process.env in; everything else receives the Config.
import { DEFAULT_SITE_URL } from '../shared/constants';
import { resolve } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_PATTERN } from '../shared/i18n';
import type { DocSearchConfig } from '../shared/types';
import { DEFAULT_OFFLINE_MAX_BYTES } from './offline/offlineData';
import { parseVersionDirs, VersionDirsError, type VersionDir } from './configVersions';
import { parseFolderList } from './folderList';

/** Server configuration. */
export interface Config {
  port: number;
  host: string;
  contentDir: string;
  /** Translations (TRANSLATION_DIRS): each locale and its content folder, in the order given. */
  translations: readonly TranslationDir[];
  /** Older documentation versions (VERSION_DIRS): each major and its folder, served under /v<major>/. */
  versions: readonly VersionDir[];
  logLevel: string;
  /** LOG_FORMAT: JSON lines (default) or readable lines for a terminal (`npm run dev`). */
  logFormat: 'json' | 'pretty';
  /** Upper bound of the HTML cache in bytes (CACHE_MAX_BYTES; by default enough for every page
   * and page data of every configured language: see DEFAULT_CACHE_BYTES). */
  cacheMaxBytes: number;
  /** Compressed bytes of page data a browser may keep for offline reading (OFFLINE_MAX_BYTES; 0: none). */
  offlineMaxBytes: number;
  /** Send Strict-Transport-Security (turn off for plain-http local use). */
  hsts: boolean;
  /** Base of the "Edit Document" links of our own pages. */
  editBase: string;
  /** Folder with the built client assets and manifest. */
  clientDir: string;
  /** Analytics tracker id (ANALYTICS_ID); null keeps analytics off. */
  analyticsId: string | null;
  /** Hosted search (DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX); null uses our own index. */
  docsearch: DocSearchConfig | null;
  /** Public origin used in sitemap, feed and llms.txt (SITE_URL). */
  siteUrl: string;
  /** Watch the content folder and update pages live (WATCH_CONTENT=1). */
  watchContent: boolean;
  /** Live-reload streams (watch mode): who may listen (LIVE_RELOAD_PUBLIC=1, or any client
   * outside production; otherwise this machine only) and their limits (LIVE_STREAMS_PER_CLIENT,
   * LIVE_STREAMS_MAX, LIVE_STREAM_TIMEOUT_MS). */
  liveReload: { public: boolean; perClient: number; total: number; timeoutMs: number };
  /** Connection limits (MAX_CONNECTIONS, CONNECTIONS_PER_CLIENT, REQUESTS_IN_FLIGHT_PER_CONNECTION,
   * WRITE_TIMEOUT_MS, FIRST_REQUEST_TIMEOUT_MS; 0 turns one off). */
  connections: { maxConnections: number; perClient: number; exemptLoopback: boolean; inFlightPerConnection: number; writeTimeoutMs: number; firstRequestTimeoutMs: number };
  /** Send Server-Timing on search answers: only outside production (NODE_ENV). */
  serverTiming: boolean;
  /** Server time limits (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). */
  timeouts: { headers: number; request: number; keepAlive: number };
  /** Shutdown on SIGTERM/SIGINT (SHUTDOWN_DELAY_MS, SHUTDOWN_QUIET_MS, SHUTDOWN_TIMEOUT_MS). */
  shutdown: { delayMs: number; quietMs: number; timeoutMs: number };
}

/** One translation's content folder. */
export interface TranslationDir {
  locale: string;
  dir: string;
}

/** Error for a bad environment value; the message names the variable and what is expected. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Parses TRANSLATION_DIRS: comma-separated `locale=folder` entries, folders resolved against cwd. */
export function parseTranslationDirs(raw: string, cwd: string): TranslationDir[] {
  const entries: TranslationDir[] = [];
  for (const { key: locale, dir, entry } of parseFolderList('TRANSLATION_DIRS', raw, cwd, 'locale=folder, as in ko=../ko/content', (m) => new ConfigError(m))) {
    if (!LOCALE_PATTERN.test(locale)) throw new ConfigError(`TRANSLATION_DIRS entry "${entry}": "${locale}" is not a locale code (like ko, zh-Hans or pt-BR)`);
    if (locale === DEFAULT_LOCALE) throw new ConfigError(`TRANSLATION_DIRS entry "${entry}": ${DEFAULT_LOCALE} is the site's own language (CONTENT_DIR)`);
    if (entries.some((e) => e.locale === locale)) throw new ConfigError(`TRANSLATION_DIRS names ${locale} more than once`);
    entries.push({ locale, dir });
  }
  return entries;
}

/** VERSION_DIRS parsed, its errors as configuration errors. */
function parseVersions(raw: string, cwd: string): VersionDir[] {
  try {
    return parseVersionDirs(raw, cwd);
  } catch (error: unknown) {
    if (error instanceof VersionDirsError) throw new ConfigError(error.message);
    throw error;
  }
}

/** The default cache budget: 64 MiB for the English site and 32 MiB more for each translation.
 * Measured on the upstream documentation (143 pages) with its Korean translation, every page
 * and page data of both languages stays cached through a crawl (`npm run bench -- --only=abuse`);
 * the print views are kept outside the budget (cache/htmlCache.ts pin). */
export function defaultCacheBytes(translations: number): number {
  return (64 + 32 * translations) * 1024 * 1024;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from environment variables. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd: string): Readonly<Config> {
  const logLevel = env.LOG_LEVEL || 'info';
  const shutdown = {
    // A load balancer takes a few seconds to stop sending new connections to a replica.
    delayMs: integer(env, 'SHUTDOWN_DELAY_MS', 5_000, 0, 600_000),
    quietMs: integer(env, 'SHUTDOWN_QUIET_MS', 1_000, 0, 600_000),
    timeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 20_000, 1, 3_600_000),
  };
  if (shutdown.timeoutMs <= shutdown.delayMs) {
    throw new ConfigError(`SHUTDOWN_TIMEOUT_MS (${shutdown.timeoutMs}) must be greater than SHUTDOWN_DELAY_MS (${shutdown.delayMs}): the requests of the drain window need time to finish`);
  }
  const translations = parseTranslationDirs(env.TRANSLATION_DIRS ?? '', cwd);
  const versions = parseVersions(env.VERSION_DIRS ?? '', cwd);
  const timeouts = {
    headers: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 120_000),
    request: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    keepAlive: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 120_000),
  };
  const connections = {
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 0, 1_000_000),
    perClient: integer(env, 'CONNECTIONS_PER_CLIENT', 100, 0, 1_000_000),
    exemptLoopback: true,
    inFlightPerConnection: integer(env, 'REQUESTS_IN_FLIGHT_PER_CONNECTION', 8, 0, 1000),
    writeTimeoutMs: integer(env, 'WRITE_TIMEOUT_MS', 30_000, 0, 600_000),
    // Without a setting, never beyond the header time-out.
    firstRequestTimeoutMs: integer(env, 'FIRST_REQUEST_TIMEOUT_MS', Math.min(5_000, timeouts.headers), 0, 120_000),
  };
  // One client's share must leave room for others: with it at the total, one network holds all.
  if (connections.maxConnections > 0 && connections.perClient * 2 > connections.maxConnections) {
    throw new ConfigError(`CONNECTIONS_PER_CLIENT (${connections.perClient}) must be at most half of MAX_CONNECTIONS (${connections.maxConnections}), so that one client cannot take every connection; lower it, raise MAX_CONNECTIONS, or set CONNECTIONS_PER_CLIENT=0 behind a proxy that limits clients`);
  }
  if (connections.firstRequestTimeoutMs > timeouts.headers) {
    throw new ConfigError(`FIRST_REQUEST_TIMEOUT_MS (${connections.firstRequestTimeoutMs}) must not exceed HEADERS_TIMEOUT_MS (${timeouts.headers}): it is the shorter limit for connections that have not sent a request yet`);
  }
  if (!LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
  const logFormat = env.LOG_FORMAT || 'json';
  if (logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${logFormat}"`);
  return Object.freeze({
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    contentDir: resolve(cwd, env.CONTENT_DIR || 'content'),
    translations,
    versions,
    logLevel,
    logFormat,
    cacheMaxBytes: integer(env, 'CACHE_MAX_BYTES', defaultCacheBytes(translations.length + versions.length), 0, 4 * 1024 * 1024 * 1024),
    offlineMaxBytes: integer(env, 'OFFLINE_MAX_BYTES', DEFAULT_OFFLINE_MAX_BYTES, 0, 1024 * 1024 * 1024),
    hsts: !['0', 'false', 'off'].includes((env.HSTS ?? '').toLowerCase()),
    editBase: env.EDIT_BASE_URL || 'https://github.com/webpack/webpack.js.org/edit/main/content',
    clientDir: resolve(cwd, env.CLIENT_DIR || 'dist/client'),
    timeouts,
    shutdown,
    serverTiming: env.NODE_ENV !== 'production',
    connections,
    liveReload: {
      public: env.NODE_ENV !== 'production' || ['1', 'true', 'on'].includes((env.LIVE_RELOAD_PUBLIC ?? '').toLowerCase()),
      perClient: integer(env, 'LIVE_STREAMS_PER_CLIENT', 8, 1, 1000),
      total: integer(env, 'LIVE_STREAMS_MAX', 64, 1, 10_000),
      timeoutMs: integer(env, 'LIVE_STREAM_TIMEOUT_MS', 5 * 60_000, 1000, 3_600_000),
    },
    watchContent: ['1', 'true', 'on'].includes((env.WATCH_CONTENT ?? '').toLowerCase()),
    siteUrl: /^https?:\/\/[^/\s]+$/.test(env.SITE_URL ?? '') ? (env.SITE_URL as string) : DEFAULT_SITE_URL,
    docsearch:
      env.DOCSEARCH_APP_ID && env.DOCSEARCH_API_KEY && env.DOCSEARCH_INDEX
        ? { appId: env.DOCSEARCH_APP_ID, apiKey: env.DOCSEARCH_API_KEY, indexName: env.DOCSEARCH_INDEX }
        : null,
    analyticsId: env.ANALYTICS_ID && /^[A-Za-z0-9-]{4,40}$/.test(env.ANALYTICS_ID) ? env.ANALYTICS_ID : null,
  });
}
