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
  /** The line the lead starts on (the heading's own line when there is no lead). */
  leadLine: number;
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
      open = { text: heading[2]!, level: heading[1]!.length, line: i + 1, lead: '', badge: null, leadLine: i + 1 };
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
    if (open.lead === '') open.leadLine = i + 1;
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

/** The parts of a signature line: the option's types, its default and whether it is deprecated. */
export interface Signature {
  /** The text after `default:`, or null when the line gives no default. */
  defaultText: string | null;
  /** The code spans that open the line: the option's types. */
  typeText: string;
  /** True when a part of the line after the types starts with "deprecated". */
  deprecated: boolean;
}

/**
 * Reads a signature line: types in code spans (a parenthesised note may follow one), then
 * ` · ` separated parts such as `default: ...` and `deprecated, use ...`; null when the lead is prose.
 */
export function signature(lead: string): Signature | null {
  const parts = /^((?:`[^`]+`(?:\s*\([^)]*\))?\s*)+)(.*)$/.exec(lead);
  if (!parts) return null;
  const rest = parts[2]!.trim();
  if (rest !== '' && !rest.startsWith('·')) return null;
  const typeText = parts[1]!.trim();
  const segments = rest.split(/\s+·\s+|^·\s*/).map((p) => p.trim()).filter((p) => p !== '');
  const deprecated = segments.some((p) => /^deprecated\b/i.test(p));
  const stated = segments.find((p) => /^default:/.test(p));
  if (stated) return { defaultText: stated.replace(/^default:\s*/, '').trim(), typeText, deprecated };
  // Upstream's form: `type = default` inside the first code span.
  const inline = /^`([^`=]+?)\s=\s([^`]+)`/.exec(lead);
  if (inline) return { defaultText: `\`${inline[2]!.trim()}\``, typeText: typeText.replace(/\s=\s[^`]+`/, '`'), deprecated };
  return { defaultText: null, typeText, deprecated };
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
  /** The Type cell, or null when the table has no Type column. */
  typeText: string | null;
  /** The last cell when it is not the name, type or default: what the row says the option does. */
  description: string | null;
  /** The whole row as written. */
  text: string;
}

function cells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim());
}

/** Column positions of an option table, read from its header row. */
interface Columns {
  type: number | null;
  default: number | null;
  description: number | null;
}

function columnsOf(header: string[]): Columns | null {
  if (header[0]?.toLowerCase() !== 'option') return null;
  const find = (name: string) => {
    const i = header.findIndex((c) => c.toLowerCase() === name);
    return i < 0 ? null : i;
  };
  const last = header.length - 1;
  const type = find('type');
  const def = find('default');
  return { type, default: def, description: last > 0 && last !== type && last !== def ? last : null };
}

/**
 * Options documented in tables whose first column is headed "Option": the first cell of each
 * row holds the option name in a code span (or several, comma-separated, that share the row),
 * and "Type" and "Default" columns, if any, hold its types and default.
 */
export function optionRows(source: string): OptionRow[] {
  const lines = source.split('\n');
  const out: OptionRow[] = [];
  let fence = false;
  // undefined: outside a table; null: in a table that is not an option table.
  let columns: Columns | null | undefined;
  lines.forEach((line, n) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence || !line.trim().startsWith('|')) {
      columns = undefined;
      return;
    }
    const row = cells(line);
    if (columns === undefined) {
      // A table's header row decides whether it is an option table.
      columns = columnsOf(row);
      return;
    }
    if (columns === null || /^[\s|:-]+$/.test(line)) return;
    // The first cell holds one option name, or several that share the row (`a.x`, `b.x`).
    const first = row[0] ?? '';
    if (!/^`[^`]+`(?:(?:,\s*|\s+)`[^`]+`)*$/.test(first)) return;
    const at = (i: number | null) => (i === null ? null : (row[i] ?? null));
    for (const name of first.matchAll(/`([^`]+)`/g)) {
      out.push({ name: name[1]!, line: n + 1, defaultText: at(columns.default), badge: badgeVersion(line), typeText: at(columns.type), description: at(columns.description), text: line });
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
