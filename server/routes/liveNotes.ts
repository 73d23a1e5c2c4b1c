// What the live overlay tells a writer beside the problems that stop a page: the content
// warnings the renderer found (vague link text, removed HTML...) and the internal links and
// anchors that point nowhere, each with file and line. Worked out once per content version.
import type { ContentProblem } from '../../shared/types';
import type { ContentSnapshot } from '../content/contentSnapshot';
import { findBrokenLinks } from '../tools/findBrokenLinks';

/** Warnings shown at most; a folder full of them needs npm run check-links, not an overlay. */
export const MAX_LIVE_WARNINGS = 50;

/** The warnings and broken links of a snapshot (pure). */
export function liveWarnings(snapshot: ContentSnapshot): ContentProblem[] {
  const sources = [...snapshot.pages.values()].map((page) => ({ path: page.node.path, source: page.source, size: page.source.length }));
  const broken = findBrokenLinks(snapshot, sources).map((link) => ({ file: link.file, line: link.line, message: `broken link ${link.href}: ${link.reason}` }));
  return [...snapshot.warnings, ...broken].slice(0, MAX_LIVE_WARNINGS);
}

/** liveWarnings, remembered for the latest snapshot asked about. */
export function liveWarningsCache(): (snapshot: ContentSnapshot) => ContentProblem[] {
  let last: { snapshot: ContentSnapshot; warnings: ContentProblem[] } | null = null;
  return (snapshot) => {
    if (last?.snapshot !== snapshot) last = { snapshot, warnings: liveWarnings(snapshot) };
    return last.warnings;
  };
}
