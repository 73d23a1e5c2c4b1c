// The one start-up of the site, shared by the server and the static export: reads every content
// folder (English, then each translation in the order configured), renders it, reads the git
// dates that tell outdated translations, and puts the stores together into the Site. Nothing
// else reads a content folder to serve it; the process then watches what this loaded (live
// reload needs each folder's files, renderer and page options) and builds its search indexes.
import type { Logger } from 'pino';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { PageOptions } from '../content/pageFromFile';
import type { RenderSettings } from '../content/renderSettings';
import { readGitDates, type GitDates } from '../content/gitDates';
import { ContentFolderError, readContentFolder, type ContentFiles } from '../content/read';
import { createContentStore, type ContentStore } from '../content/store';
import type { MarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { renderFolder } from './folderContent';
import { versionSegment } from '../../shared/versions';
import { createSite, type Site } from './site';
import { createTranslationReportProvider, translationDates } from './translationStatus';

/** The settings the site is made from (a part of the server's Config: the export passes the
 * same Config, so it honours every setting the server does). */
export interface SiteSettings {
  contentDir: string;
  /** Translations: each locale and its content folder, in the order given. */
  translations: readonly { locale: string; dir: string }[];
  /** Base of the "Edit Document" links of our own pages. */
  editBase: string;
  /** Older documentation versions: each major and its (English) folder, served under /v<major>/. */
  versions?: readonly { name: string; dir: string }[];
}

/** One loaded language of the site: its folder as read and rendered, and its store. */
export interface LoadedLanguage {
  locale: string;
  dir: string;
  files: ContentFiles;
  renderer: MarkdownRenderer;
  pageOptions: PageOptions;
  /** The renderer and page options as plain data, for the render worker of live reload. */
  renderSettings: RenderSettings;
  store: ContentStore;
  log: Logger;
}

/** The site and what it was loaded from (English first). */
export interface LoadedSite {
  site: Site;
  languages: readonly LoadedLanguage[];
  /** The older versions' folders, each under the path segment of its prefix as its `locale`
   * ('v4'): search indexes and live reload key them like languages, by their address prefix. */
  versions: readonly LoadedLanguage[];
}

/** A content folder that cannot be served; the message names the folder and what is wrong. */
export class SiteLoadError extends Error {}

/** Reads and renders one content folder (English, a translation under its locale, or an older
 * version, whose `locale` is its prefix segment and `version` its name). */
async function loadLanguage(settings: SiteSettings, dir: string, locale: string, log: Logger, version?: string): Promise<LoadedLanguage> {
  const started = Date.now();
  const english = locale === DEFAULT_LOCALE;
  const folder = english ? 'content folder' : version ? `version folder ${version}` : `translation folder ${locale}`;
  let files: ContentFiles;
  try {
    files = await readContentFolder(dir);
  } catch (error: unknown) {
    if (error instanceof ContentFolderError) throw new SiteLoadError(error.message.replace(/^content folder/, folder));
    throw error;
  }
  if (files.pages.length === 0) throw new SiteLoadError(`${folder} "${dir}" holds no .md or .mdx pages`);
  // An older version is English: only its links are kept under its prefix.
  const { renderer, pageOptions, renderSettings, snapshot } = renderFolder(files, english || version ? null : locale, settings.editBase, version ? locale : undefined);
  const folderLog = english ? log : log.child(version ? { version } : { locale });
  for (const problem of snapshot.problems) folderLog.error(problem, 'content file left out');
  for (const warning of snapshot.warnings) folderLog.warn(warning, 'content warning');
  folderLog.info({ pages: snapshot.pages.size, version: snapshot.version, ms: Date.now() - started }, english ? 'content loaded' : version ? 'version loaded' : 'translation loaded');
  return { locale, dir, files, renderer, pageOptions, renderSettings, store: createContentStore(snapshot), log: folderLog };
}

/** Loads the site: every folder read and rendered, the stores put together. */
export async function loadSite(settings: SiteSettings, log: Logger): Promise<LoadedSite> {
  const contentLog = log.child({ module: 'content' });
  const english = await loadLanguage(settings, settings.contentDir, DEFAULT_LOCALE, contentLog);
  const translations: LoadedLanguage[] = [];
  for (const t of settings.translations) translations.push(await loadLanguage(settings, t.dir, t.locale, contentLog));
  const versions: LoadedLanguage[] = [];
  for (const v of settings.versions ?? []) versions.push(await loadLanguage(settings, v.dir, versionSegment(v.name), contentLog, v.name));
  // Last commit dates of every file, when the folders are git checkouts: a translated page older
  // than its English source is out of date. Without git, nothing is guessed from file times.
  const englishDates = translations.length > 0 ? await readGitDates(settings.contentDir) : null;
  const dates = new Map<string, GitDates | null>();
  for (const t of translations) {
    const own = await readGitDates(t.dir);
    dates.set(t.locale, own);
    if (!own || !englishDates) t.log.warn({ folder: own ? settings.contentDir : t.dir }, 'not a git checkout: translation dates unknown, no page is reported out of date');
  }
  const site = createSite(
    english.store,
    translations.map((t) => ({ locale: t.locale, store: t.store, dir: t.dir, dates: translationDates(englishDates, dates.get(t.locale) ?? null) })),
    null,
    createTranslationReportProvider(
      () => english.store.current(),
      englishDates,
      () => translations.map((t) => ({ locale: t.locale, snapshot: t.store.current(), dates: dates.get(t.locale) ?? null })),
    ),
    (settings.versions ?? []).map((v, i) => ({ name: v.name, store: (versions[i] as LoadedLanguage).store })),
  );
  return { site, languages: [english, ...translations], versions };
}
