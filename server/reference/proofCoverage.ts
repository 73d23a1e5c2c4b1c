// Which behaviour statements of the configuration, API and plugin pages have a proof in the
// test suite. A proof names the page and anchor it proves (`proves('/configuration/output/#outputclean', ...)`);
// a behaviour statement is a sentence of a section's prose that says what webpack does (it has
// a verb of behaviour: emits, ignores, warns, replaces, falls back, when, unless, ...). A
// statement counts as proven when its section's anchor has a proof. Pure.
import { slugify } from '../../shared/slugify';

/** A sentence that states a behaviour, with where it is. */
export interface BehaviourStatement {
  file: string;
  line: number;
  /** The page and anchor as proofs name them: `/configuration/output/#outputclean`. */
  target: string;
  text: string;
}

const PROVEN_SECTIONS = /^(?:configuration|api|plugins)\//;
const CUE = /\b(?:when|whenever|unless|ignore[sd]?|emits?|warns?|warnings?|errors?|fails?|throws?|fires?|rebuilds?|removes?|replaces?|overrides?|falls? back|skips?|writes?|inserts?|turns? (?:on|off)|disables?|enables?|instead of|defaults? to|is (?:left|kept|added|called|run)|are (?:left|kept|added|called|run))\b/i;

/** The site path of a page file: `configuration/output.mdx` gives `/configuration/output/`. */
export function pageUrl(path: string): string {
  const bare = path.replace(/\.mdx?$/, '').replace(/(^|\/)_/g, '$1').replace(/(^|\/)index$/, '');
  return bare === '' ? '/' : `/${bare}/`;
}

/** The anchor of a heading's text, as the renderer makes it (code marks and tags dropped). */
export function headingAnchor(text: string): string {
  return slugify(text.replace(/<[^>]+>/g, '').replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
}

/** Every anchor of a page's headings. */
export function pageAnchors(source: string): Set<string> {
  const out = new Set<string>();
  let fence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    const h = fence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) out.add(headingAnchor(h[1]!));
  }
  return out;
}

/** The behaviour statements of one page (none outside the configuration, API and plugin sections). */
export function behaviourStatements(path: string, source: string): BehaviourStatement[] {
  if (!PROVEN_SECTIONS.test(path)) return [];
  const out: BehaviourStatement[] = [];
  const url = pageUrl(path);
  let anchor = '';
  let fence = false;
  let frontmatter = source.startsWith('---');
  source.split('\n').forEach((line, n) => {
    if (frontmatter) {
      if (n > 0 && line.trim() === '---') frontmatter = false;
      return;
    }
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence) return;
    const h = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) {
      anchor = headingAnchor(h[1]!);
      return;
    }
    const trimmed = line.trim().replace(/^[TWI?]>\s?|^[-*]\s+/, '');
    if (anchor === '' || trimmed === '' || trimmed.startsWith('|') || trimmed.startsWith('<') || trimmed.startsWith('`') || /^\*\*[^*]+\*\*$/.test(trimmed)) return;
    for (const sentence of trimmed.split(/(?<=[.!?])\s+(?=[A-Z`])/)) {
      if (CUE.test(sentence)) out.push({ file: path, line: n + 1, target: `${url}#${anchor}`, text: sentence });
    }
  });
  return out;
}

/** The targets named by the proofs of a test file's source. */
export function proofTargets(testSource: string): string[] {
  return [...testSource.matchAll(/proves\(\s*(['"`])(\/[^'"`]*#[^'"`]+)\1/g)].map((m) => m[2]!);
}

/** Proof targets whose page or anchor does not exist. */
export function unknownTargets(targets: string[], pages: { path: string; source: string }[]): string[] {
  const anchors = new Map(pages.map((p) => [pageUrl(p.path), pageAnchors(p.source)]));
  return targets.filter((t) => {
    const [url, anchor] = t.split('#') as [string, string];
    return !anchors.get(url)?.has(anchor);
  });
}
