// Where a reference page documents an option (a heading or a row of an option table) and what
// "added in" and "deprecated since" badges the computed data gives it, with the badge the writer
// typed there, if any. The renderer shows the computed badges; the reference check reports a
// typed one that disagrees. Pure.
import { optionBadge, optionVersion, type OptionVersion, type OptionVersions } from '../../shared/optionVersions';
import { fullName, isOptionPage, optionScopes, slug } from './optionNames';
import { badgeVersion, headingOptionName, markedHeadings, optionRows } from './pageMarks';

/** One option a page documents, with its computed and typed badges. */
export interface OptionBadgeMark {
  kind: 'heading' | 'row';
  /** The line of the heading or row (1-based, in the source given). */
  line: number;
  /** The option's full name as the page reads. */
  name: string;
  entry: OptionVersion;
  /** The release the badge shows (null for options webpack 5.0.0 already had). */
  added: string | null;
  deprecated: string | null;
  /** The version of a typed `<Badge text="5.x.y+" />` for the option, and the lines it is on. */
  typed: { version: string | null; lines: number[] };
}

const BADGE_LINE = /^\s*<Badge\b[^>]*\/>\s*$/;

/** The options a page documents that the data knows, in page order; none on other pages. */
export function optionBadgeMarks(path: string, source: string, versions: OptionVersions): OptionBadgeMark[] {
  const pageSlug = slug(path);
  if (!isOptionPage(pageSlug)) return [];
  const roots = new Set(Object.keys(versions.added).map((p) => p.split('.')[0]!));
  const lines = source.split('\n');
  const headings = markedHeadings(source);
  const nameOf = (text: string) => {
    const name = headingOptionName(text);
    return name ? fullName(name, pageSlug, roots) : null;
  };
  const withinOption = optionScopes(headings, nameOf);
  const out: OptionBadgeMark[] = [];
  const push = (kind: OptionBadgeMark['kind'], line: number, name: string, typed: OptionBadgeMark['typed']) => {
    const entry = optionVersion(versions, name);
    if (entry) out.push({ kind, line, name, entry, ...optionBadge(entry), typed });
  };
  for (const heading of headings) {
    const name = nameOf(heading.text);
    if (!name) continue;
    // A typed badge stands on a line of its own between the heading and its lead.
    const badgeLines: number[] = [];
    for (let n = heading.line + 1; n < heading.leadLine; n += 1) if (BADGE_LINE.test(lines[n - 1] ?? '')) badgeLines.push(n);
    push('heading', heading.line, name, { version: heading.badge, lines: badgeLines });
  }
  const seenRows = new Set<number>();
  for (const row of optionRows(source)) {
    // Several names sharing a row share its badge: the first one decides.
    if (seenRows.has(row.line)) continue;
    seenRows.add(row.line);
    const scope = withinOption(row.line);
    const relative = scope ? `${scope}.${row.name}` : null;
    const name = relative && optionVersion(versions, relative) ? relative : (fullName(row.name, pageSlug, roots) ?? relative);
    if (name) push('row', row.line, name, { version: row.badge ?? badgeVersion(row.text), lines: row.badge ? [row.line] : [] });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** What a typed badge should be told, or null when it agrees with the computed one. */
export function typedBadgeProblem(mark: Pick<OptionBadgeMark, 'name' | 'entry' | 'added' | 'typed'>): string | null {
  if (mark.typed.version === null || mark.typed.version === mark.added) return null;
  const computed = mark.added
    ? `webpack ${mark.added} is the first release whose schema has it`
    : `webpack ${mark.entry.added} already had it, so it shows no badge`;
  return `\`${mark.name}\` has a typed badge ${mark.typed.version}, but ${computed}: the computed badge is shown; remove the typed one`;
}
