// Pages of the documentation versions: an older version's URL (/v4/<path>) resolved in that
// version's own pages (a page it lacks is its Not Found page, never the current version's), and
// every page's place among the versions (the switcher's links and an older page's banner). The
// same page in another version is found by its path, and for the current version also by the
// current content's redirects; else that version's home. Pure over the site.
import { DOCS_VERSIONS, OLDER_DOCS_SITES } from '../../shared/constants';
import { isEnglishOnly } from '../../shared/routes';
import { formatMessage, messagesFor } from '../../shared/messages/messages';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { DocsVersionInfo } from '../../shared/types';
import { NOT_FOUND_URL } from '../../shared/urls';
import { versionedUrl, versionSegment } from '../../shared/versions';
import { escapeHtml } from '../markdown/escape';
import { fragmentRedirectsIn } from './addresses';
import { resolveArticle } from './article';
import type { Resolved } from './resolve';
import { notFoundPage, resolvePageData } from './routePageData';
import type { Site } from './site';

/** The same page in the current version: its path when the current version has it, where its
 * redirects send that path, else null. */
export function currentPageOf(site: Site, path: string): string | null {
  const english = site.english.current();
  if (english.pages.has(path)) return path;
  const target = english.redirects.get(path);
  const targetPath = target?.replace(/[?#].*$/, '');
  return target && targetPath && english.pages.has(targetPath) ? target : null;
}

/** The same page in an older version (its address under the prefix), or null when it lacks it. */
export function olderPageOf(site: Site, name: string, path: string): string | null {
  const view = site.versionView(name);
  return view && view.own.pages.has(path) ? versionedUrl(name, path) : null;
}

/** The banner of an older version's page (English, as the older versions are). */
export function versionNoticeHtml(name: string, current: string, currentUrl: string | null): string {
  const messages = messagesFor(DEFAULT_LOCALE);
  const text = formatMessage(messages['version.notice'], { version: name, current });
  const label = formatMessage(messages[currentUrl ? 'version.samePage' : 'version.currentHome'], { current });
  return `<p>${escapeHtml(text)} <a href="${escapeHtml(currentUrl ?? '/')}">${escapeHtml(label)}</a></p>`;
}

/** The older versions the switcher offers, newest first: those served here, and those the
 * site names (DOCS_VERSIONS) that are online elsewhere. */
function olderVersions(site: Site): string[] {
  const named = DOCS_VERSIONS.map(String).filter((v) => v !== site.name && (site.older.includes(v) || OLDER_DOCS_SITES[v] !== undefined));
  return [...new Set([...site.older, ...named])].sort((a, b) => Number(b) - Number(a));
}

/** A page's place among the versions: `path` is its address within its version's content
 * (the English one for a translation), `url` its own address. An older version served elsewhere
 * is linked at the same path on its own site (English only, as it is). */
export function versionInfo(site: Site, name: string, path: string, url: string): DocsVersionInfo {
  const current = site.name;
  const currentUrl = name === current ? url : currentPageOf(site, path);
  const inVersion = (older: string): string => {
    if (older === name) return url;
    if (!site.older.includes(older)) return `${OLDER_DOCS_SITES[older] ?? ''}${path}`;
    return olderPageOf(site, older, path) ?? versionedUrl(older, '/');
  };
  const links = [{ version: current, url: currentUrl ?? '/' }, ...olderVersions(site).map((older) => ({ version: older, url: inVersion(older) }))];
  return { name, current, links, onSite: site.older.length > 0, notice: name === current ? null : versionNoticeHtml(name, current, currentUrl) };
}

/** Resolves a path within an older version (`path` without the /v<name> prefix). */
export function resolveInVersion(site: Site, name: string, path: string): Resolved {
  const view = site.versionView(name);
  if (!view) throw new Error(`version ${name} is not served by this site (known: ${site.older.join(', ') || 'none'})`);
  const resolvedPage = resolvePageData(view.snapshot, path, { withHtml: false });
  // The translations page is one per site, in the current version.
  const page = isEnglishOnly(resolvedPage.kind) ? notFoundPage(path) : resolvedPage;
  const locale = DEFAULT_LOCALE;
  if (page.kind === 'notFound') {
    const url = versionedUrl(name, NOT_FOUND_URL);
    return { version: name, locale, path, outcome: 'notFound', data: { ...page, url, docsVersion: versionInfo(site, name, '/', versionedUrl(name, '/')) }, article: [] };
  }
  const url = versionedUrl(name, page.url);
  return {
    version: name,
    locale,
    path,
    outcome: 'page',
    data: {
      ...page,
      url,
      // Its source files are not this site's: no edit link into our repository.
      editUrl: null,
      fragmentRedirects: fragmentRedirectsIn(versionSegment(name), page.fragmentRedirects),
      docsVersion: versionInfo(site, name, page.url, url),
    },
    article: resolveArticle(view.articles, path),
  };
}
