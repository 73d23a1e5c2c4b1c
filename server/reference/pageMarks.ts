// Reads the marks a reference page makes for the checker, from its markdown. The marks are
// ordinary text a reader sees anyway: an option or hook is a heading (`### output.filename`,
// `### beforeRun`), and the first paragraph under it is its signature line, the types in code
// spans, then ` · default: ` and the default (`` `'[name].js'` ``, or
// `` `true` in production, `false` otherwise ``). Code fences are skipped.

/** A heading of a page with the paragraph right under it. */
export interface MarkedHeading {
  text: string;
  level: number;
  line: number;
  /** The first paragraph under the heading (Badge lines skipped), or '' when another heading follows. */
  lead: string;
  /** The version of a `<Badge text="5.20.0+" />` between the heading and its lead, if any. */
  badge: string | null;
}

/** Headings of a markdown source (frontmatter and fenced code excluded), with their lead paragraph. */
export function markedHeadings(source: string): MarkedHeading[] {
  const lines = source.split('\n');
  const out: MarkedHeading[] = [];
  let fence: string | null = null;
  let i = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && l.trim() === '---');
    if (end > 0) i = end + 1;
  }
  let open: MarkedHeading | null = null;
  for (; i < lines.length; i += 1) {
    const line = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (marker) {
      fence = marker[1]!;
      open = null;
      continue;
    }
    const heading = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      open = { text: heading[2]!, level: heading[1]!.length, line: i + 1, lead: '', badge: null };
      out.push(open);
      continue;
    }
    if (!open) continue;
    const trimmed = line.trim();
    if (open.lead === '') open.badge ??= badgeVersion(trimmed);
    if (trimmed === '' || /^<Badge\b[^>]*\/>$/.test(trimmed)) {
      if (open.lead !== '' && trimmed === '') open = null;
      continue;
    }
    open.lead = open.lead ? `${open.lead} ${trimmed}` : trimmed;
  }
  return out;
}

/** The version a `<Badge text="5.20.0+" />` in the text names, or null. */
export function badgeVersion(text: string): string | null {
  return /<Badge text="(\d+\.\d+\.\d+)\+?"\s*\/>/.exec(text)?.[1] ?? null;
}

/** An option name a heading documents, or null when the heading names no option. */
export function headingOptionName(text: string): string | null {
  const bare = text.replace(/^`(.+)`$/, '$1');
  return /^[A-Za-z_$][\w$/-]*(?:\.(?:[\w$/-]+|\{[\w$-]+\}|<[\w$-]+>|\[\]))*$/.test(bare) ? bare : null;
}

/** The parts of a signature line: the documented default, when the line has one. */
export interface Signature {
  /** The text after `default:`, or null when the line gives no default. */
  defaultText: string | null;
}

/** Reads a signature line (types in code spans, then ` · default: ...`); null when the lead is prose. */
export function signature(lead: string): Signature | null {
  if (!lead.startsWith('`')) return null;
  const parts = /^((?:`[^`]+`\s*)+)(?:·\s*default:\s*(.+))?$/.exec(lead);
  if (!parts) return null;
  if (parts[2]) return { defaultText: parts[2].trim() };
  // Upstream's form: `type = default` inside the first code span.
  const inline = /^`[^`=]+?\s=\s([^`]+)`/.exec(lead);
  return { defaultText: inline ? `\`${inline[1]!.trim()}\`` : null };
}

/** The tapable class a hook's signature line names: `SyncHook`, or `HookMap<SyncBailHook>`. */
export function hookClass(lead: string): string | null {
  const match = /^`(HookMap<)?((?:Sync|Async)\w*Hook)\b/.exec(lead);
  if (!match) return null;
  return match[1] ? `HookMap<${match[2]}>` : match[2]!;
}

/** An option documented as a row of a reference table. */
export interface OptionRow {
  name: string;
  line: number;
  /** The Default cell, or null when the table has no Default column. */
  defaultText: string | null;
  /** The version of a version badge in the row, if any. */
  badge: string | null;
}

function cells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim());
}

/**
 * Options documented in tables whose first column is headed "Option": the first cell of each
 * row holds the option name in a code span (or several, comma-separated, that share the row),
 * and a "Default" column, if any, holds its default.
 */
export function optionRows(source: string): OptionRow[] {
  const lines = source.split('\n');
  const out: OptionRow[] = [];
  let fence = false;
  let defaultColumn: number | null | undefined;
  lines.forEach((line, n) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence || !line.trim().startsWith('|')) {
      defaultColumn = undefined;
      return;
    }
    const row = cells(line);
    if (defaultColumn === undefined) {
      // A table's header row decides whether it is an option table.
      defaultColumn = row[0]?.toLowerCase() === 'option' ? row.findIndex((c) => c.toLowerCase() === 'default') : -2;
      if (defaultColumn === -1) defaultColumn = null;
      return;
    }
    if (defaultColumn === -2 || /^[\s|:-]+$/.test(line)) return;
    // The first cell holds one option name, or several that share the row (`a.x`, `b.x`).
    const first = row[0] ?? '';
    if (!/^`[^`]+`(?:(?:,\s*|\s+)`[^`]+`)*$/.test(first)) return;
    for (const name of first.matchAll(/`([^`]+)`/g)) {
      out.push({ name: name[1]!, line: n + 1, defaultText: defaultColumn === null ? null : (row[defaultColumn] ?? null), badge: badgeVersion(line) });
    }
  });
  return out;
}

/** Every `--flag` written as inline code on lines that are headings, table rows or list items. */
export function documentedFlags(source: string): { flag: string; line: number }[] {
  const out: { flag: string; line: number }[] = [];
  let fence = false;
  source.split('\n').forEach((line, n) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence || !/^\s*(#{2,6}\s|\||[-*]\s)/.test(line)) return;
    for (const m of line.matchAll(/`(?:-\w, )?--([a-z][a-z0-9-]*)(?:[ =<[][^`]*)?`/g)) out.push({ flag: m[1]!, line: n + 1 });
  });
  return out;
}

/** Words a page documents as items: code spans that start a heading, list item or table row. */
export function leadingCodeTerms(source: string): string[] {
  const out: string[] = [];
  let fence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence) continue;
    const m = /^\s*(?:#{2,6}\s+|[-*]\s+|\|\s*)`([^`]+)`/.exec(line);
    if (m) out.push(m[1]!);
    if (/^\s*[-*]\s/.test(line)) for (const extra of line.matchAll(/(?:^\s*[-*]\s+|,\s*|\band\s+)`([A-Z][\w.]*)`/g)) out.push(extra[1]!);
  }
  return out;
}
