// The HTML around the React root: head (title, meta, stylesheets) and tail (boot data island,
// then the page's scripts waiting in a template).
import { BOOT_DATA_ID, PAGE_SCRIPTS_ID, PRODUCT_NAME } from '../../shared/constants';
import type { BootData } from '../../shared/types';
import { documentTitle } from '../../shared/urls';
import { withoutSectionNav } from '../../shared/sectionPiece';
import { sectionHash } from '../site/sectionHash';
import { escapeHtml } from '../markdown/escape';
import { BOOTSTRAP_SCRIPT } from './bootstrapScript';
import { languageHeadLinks } from '../site/headLinks';
import { serializeForHtml } from './dataIsland';
import type { ClientManifest } from './manifest';
import { SCREENS_MODULE } from '../../client/lib/screenSource';
import { routeOfKind, screenOfKind } from '../../shared/routes';

const BLOG_FEED_URL = '/blog/feed.xml';

/** The part of the document before the React markup: no script but the inline one, so the
 * document's bytes and the stylesheet have the connection to themselves until the article is in. */
export function documentHead(boot: BootData, manifest: ClientManifest, origin = ''): string {
  const page = boot.page;
  const styles = manifest.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const robots = routeOfKind(page.kind).indexable ? '' : '<meta name="robots" content="noindex">';
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(page.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script>${BOOTSTRAP_SCRIPT}</script>` +
    '<meta name="color-scheme" content="light dark">' +
    `<title>${escapeHtml(documentTitle(page.title, PRODUCT_NAME))}</title>` +
    `<meta name="description" content="${escapeHtml(page.description)}">` +
    robots +
    languageHeadLinks(page, origin) +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    // Every page names the blog feed, so feed readers find it from any address of the site.
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${PRODUCT_NAME} blog`)}" href="${BLOG_FEED_URL}">` +
    styles +
    '</head><body><div id="root">'
  );
}

/** What makes the painted page interactive: the section's navigation, the entry's chunks, the
 * entry. They wait in a template at the end of the body, inert, until the inline script puts
 * them into the document once the page has painted (bootstrapScript.ts): the document and its
 * stylesheet have the connection and the main thread to themselves until then, and the entry
 * would only have run after the parse anyway. Fetched at low priority: images come first. */
function documentScripts(boot: BootData, manifest: ClientManifest): string {
  const page = boot.page;
  const screenChunks = screenOfKind(page.kind) ? (manifest.screens[SCREENS_MODULE] ?? []) : [];
  const preload = [...manifest.preload, ...screenChunks].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`).join('');
  // The page hydrates once its section's navigation has arrived (as=fetch with crossorigin
  // matches the client's fetch).
  const sectionPiece = withoutSectionNav(page, sectionHash).sectionPiece;
  const sectionPreload = sectionPiece ? `<link rel="preload" href="${escapeHtml(sectionPiece)}" as="fetch" crossorigin="anonymous">` : '';
  // In the order the inline script inserts them, one per task: the entry first, then what it
  // waits for (its section's navigation, then its chunks, which it would otherwise request only
  // once it has arrived and been parsed).
  return `<template id="${PAGE_SCRIPTS_ID}"><script type="module" src="${escapeHtml(manifest.script)}" fetchpriority="low"></script>${sectionPreload}${preload}</template>`;
}

/** The part after the React markup: the boot data for hydration, without the article HTML
 * that the page already carries (the client reads it back from the DOM), then the scripts. */
export function documentTail(boot: BootData, manifest: ClientManifest): string {
  // The section's navigation is one shared piece the browser fetches (shared/sectionPiece.ts).
  const data: BootData = { ...boot, page: withoutSectionNav({ ...boot.page, html: '' }, sectionHash) };
  return `</div><script type="application/json" id="${BOOT_DATA_ID}">${serializeForHtml(data)}</script>${documentScripts(boot, manifest)}</body></html>`;
}
