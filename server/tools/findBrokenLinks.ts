// Finds internal links and #anchors in the content that point nowhere. Pure over the
// snapshot and the page sources, so it is tested without a disk.
import type { ContentSnapshot } from '../content/contentSnapshot';
import type { SourceFile } from '../content/read';
import { siteUrls } from '../content/siteUrls';
import { normalizeInternalHref } from '../markdown/plugins/links';
import { splitFences } from '../markdown/plugins/mdxPieces';
import { fileToUrl } from '../../shared/urls';

/** A link that points nowhere. */
export interface BrokenLink {
  file: string;
  line: number;
  href: string;
  reason: string;
}

const LINK_PATTERNS = [/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, /\shref="([^"]+)"/g, /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm];

const JS_WITH_LINKS_FENCE = /^\s*(`{3,}|~{3,})\s*js-with-links/;

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
}

/** Lists every broken internal link of the given sources against the snapshot. */
export function findBrokenLinks(snapshot: ContentSnapshot, sources: SourceFile[]): BrokenLink[] {
  const routes = new Set(siteUrls(snapshot));
  const ids = new Map<string, Set<string>>();
  const idsFor = (url: string) => {
    let set = ids.get(url);
    if (!set) {
      set = idsOf(snapshot.pages.get(url)?.html ?? '');
      ids.set(url, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const file of sources) {
    const ownUrl = fileToUrl(file.path);
    let lineOffset = 0;
    for (const segment of splitFences(file.source)) {
      // Links in js-with-links blocks are real links on the page, so they are checked too.
      if (segment.prose || JS_WITH_LINKS_FENCE.test(segment.text)) {
        const lines = segment.text.split('\n');
        lines.forEach((text, i) => {
          for (const pattern of LINK_PATTERNS) {
            for (const match of text.matchAll(pattern)) {
              const href = match[1] ?? '';
              if (!href.startsWith('/') && !href.startsWith('#')) continue;
              if (href.startsWith('//')) continue;
              const target = href.startsWith('#') ? ownUrl + href : normalizeInternalHref(href);
              const [pathAndQuery = '', hash] = target.split('#');
              const path = pathAndQuery.split('?')[0] ?? '';
              const line = lineOffset + i + 1;
              if (/\.[a-z0-9]+$/i.test(path)) continue;
              if (!routes.has(path)) {
                broken.push({ file: file.path, line, href, reason: `no page at ${path}` });
              } else if (hash && snapshot.pages.has(path) && !idsFor(path).has(decodeURIComponent(hash))) {
                broken.push({ file: file.path, line, href, reason: `no heading #${hash} on ${path}` });
              }
            }
          }
        });
      }
      lineOffset += segment.text.split('\n').length;
    }
  }
  return broken;
}
