// Splits a markdown file into YAML frontmatter and body, and validates the frontmatter into a
// typed object. A bad field is reported with file, line, field and what was expected.
import type { ContentProblem } from '../../shared/types';
import { parseDocument } from 'yaml';
import type { Link } from '../../shared/types';

/** The validated frontmatter of a page. */
export interface Frontmatter {
  title: string;
  description: string | null;
  sort: number | null;
  group: string | null;
  contributors: string[];
  /** Who translated the page (a translation's pages name them like contributors). */
  translators: string[];
  related: Link[];
  source: string | null;
  edit: string | null;
  repo: string | null;
}

/** A problem found in a content file; line is 1-based (the shape the browser shows too). */
export type { ContentProblem };

/** A parsed file: its frontmatter, the body and the line the body starts on. */
export interface ParsedFile {
  frontmatter: Frontmatter;
  body: string;
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

function optionalString(data: Record<string, unknown>, field: string): Result<string | null> {
  const value = data[field];
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value === 'string') return { ok: true, value };
  if (typeof value === 'number') return { ok: true, value: String(value) };
  return { ok: false, message: `field "${field}" must be a string, got ${describe(value)}` };
}

/** A list of code-host user names (contributors, translators); absent or empty means none. */
function userNames(data: Record<string, unknown>, field: string): Result<string[]> {
  const value = data[field] ?? [];
  if (!Array.isArray(value)) return { ok: false, message: `field "${field}" must be a list of user names, got ${describe(value)}` };
  const bad = value.findIndex((name) => typeof name !== 'string' || name.trim() === '');
  if (bad >= 0) return { ok: false, message: `field "${field}" item ${bad + 1} must be a user name, got ${describe(value[bad])}` };
  return { ok: true, value: value as string[] };
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}

function validate(data: Record<string, unknown>): Result<Frontmatter> {
  const title = data.title;
  if (typeof title !== 'string' && typeof title !== 'number') {
    return { ok: false, message: `field "title" is required and must be a string, got ${title === undefined ? 'nothing' : describe(title)}` };
  }
  const sort = data.sort;
  if (sort !== undefined && sort !== null && (typeof sort !== 'number' || !Number.isFinite(sort))) {
    return { ok: false, message: `field "sort" must be a number, got ${describe(sort)}` };
  }
  const contributors = userNames(data, 'contributors');
  if (!contributors.ok) return contributors;
  const translators = userNames(data, 'translators');
  if (!translators.ok) return translators;
  const related = data.related ?? [];
  if (!Array.isArray(related)) return { ok: false, message: 'field "related" must be a list of { title, url }' };
  const links: Link[] = [];
  for (const [i, item] of related.entries()) {
    const entry = item as Record<string, unknown> | null;
    if (!entry || typeof entry !== 'object' || typeof entry.title !== 'string' || typeof entry.url !== 'string') {
      return { ok: false, message: `field "related" item ${i + 1} must have a string title and url` };
    }
    links.push({ title: entry.title, url: entry.url });
  }
  const strings: Record<'description' | 'group' | 'source' | 'edit' | 'repo', string | null> = {
    description: null, group: null, source: null, edit: null, repo: null,
  };
  for (const field of Object.keys(strings) as (keyof typeof strings)[]) {
    const result = optionalString(data, field);
    if (!result.ok) return result;
    strings[field] = result.value;
  }
  return {
    ok: true,
    value: {
      title: String(title),
      sort: typeof sort === 'number' ? sort : null,
      contributors: contributors.value,
      translators: translators.value,
      related: links,
      ...strings,
    },
  };
}

/** Parses a file's frontmatter and body; returns a problem instead of throwing. */
export function parseFrontmatter(file: string, source: string): ParsedFile | ContentProblem {
  const text = source.replace(/^\uFEFF/, '');
  const match = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!match || match.index !== 0) {
    return { file, line: 1, message: 'missing frontmatter: the file must start with a --- block holding at least a title' };
  }
  const yamlText = match[1] ?? '';
  const doc = parseDocument(yamlText, { prettyErrors: false });
  const firstError = doc.errors[0];
  if (firstError) {
    // The error's offset in the YAML text, counted in lines; the YAML starts on the file's line 2.
    const line = lineCount(yamlText.slice(0, firstError.pos[0])) + 2;
    return { file, line, message: `invalid YAML in frontmatter: ${firstError.message.split('\n')[0]}` };
  }
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { file, line: 2, message: 'frontmatter must be a mapping of fields (title: ..., sort: ...)' };
  }
  const result = validate(data as Record<string, unknown>);
  if (!result.ok) {
    const field = /field "([^"]+)"/.exec(result.message)?.[1];
    const fieldLine = field ? yamlText.split('\n').findIndex((l) => l.startsWith(`${field}:`)) : -1;
    return { file, line: fieldLine >= 0 ? fieldLine + 2 : 1, message: result.message };
  }
  return { frontmatter: result.value, body: text.slice(match[0].length), bodyLine: lineCount(match[0]) + 1 };
}

/** Type guard: true when parseFrontmatter returned a problem. */
export function isProblem(value: ParsedFile | ContentProblem): value is ContentProblem {
  return 'message' in value;
}
