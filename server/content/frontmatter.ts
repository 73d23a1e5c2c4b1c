// Splits a markdown file into YAML frontmatter and body, and validates the frontmatter into a
// typed object. A bad field is reported with file, line, field and what was expected. Pages are
// written by strangers: the split is one linear pass, the YAML may hold no aliases (an alias
// bomb expands exponentially) and is capped in size, and whatever the parser throws becomes a
// problem of the file, never an exception of the caller.
import type { ContentProblem } from '../../shared/types';
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import type { Link } from '../../shared/types';
import { linkUrlProblem } from '../markdown/urlPolicy';

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
  /** Related items left out for their shape (not `{ title, url }`), each as a message naming it:
   * the page is served without them, with a warning (older upstream pages have such items). */
  skipped?: string[];
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

/** Largest frontmatter accepted, in characters: the longest of the documentation is about 1 kB. */
export const MAX_FRONTMATTER_CHARS = 16 * 1024;

const FENCE_LINE = /^---[ \t]*\r?$/;

/** The frontmatter block: its YAML, and the text it takes up (both fences included). */
interface Block {
  yaml: string;
  length: number;
  lines: number;
}

/** Finds the frontmatter block at the start of the text in one pass over its lines. */
function splitBlock(text: string): Block | null {
  const firstEnd = text.indexOf('\n');
  if (firstEnd < 0 || !FENCE_LINE.test(text.slice(0, firstEnd))) return null;
  let start = firstEnd + 1;
  let lines = 1;
  while (start <= text.length) {
    const found = text.indexOf('\n', start);
    const end = found < 0 ? text.length : found;
    lines += 1;
    if (FENCE_LINE.test(text.slice(start, end))) {
      const yaml = text.slice(firstEnd + 1, Math.max(firstEnd + 1, start - 1)).replace(/\r$/, '');
      return { yaml, length: found < 0 ? end : end + 1, lines: found < 0 ? lines - 1 : lines };
    }
    if (found < 0) break;
    start = end + 1;
  }
  return null;
}

/** The first alias of the document, with its line, or null when it has none. */
function firstAlias(doc: ReturnType<typeof parseDocument>, lineOf: (offset: number) => number): { name: string; line: number } | null {
  let found: { name: string; line: number } | null = null;
  visit(doc, {
    Alias(_key, node) {
      found = { name: node.source, line: lineOf(node.range?.[0] ?? 0) };
      return visit.BREAK;
    },
  });
  return found;
}

/** Turns an offset into the YAML text into a 1-based line of the file (the YAML starts on line 2). */
function lineAt(yaml: string, offset: number): number {
  let line = 2;
  for (let i = yaml.indexOf('\n'); i >= 0 && i < offset; i = yaml.indexOf('\n', i + 1)) line += 1;
  return line;
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

/** The string fields that are link addresses. */
const LINK_FIELDS = new Set(['source', 'edit', 'repo']);

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
  const skipped: string[] = [];
  for (const [i, item] of related.entries()) {
    const entry = item as Record<string, unknown> | null;
    if (!entry || typeof entry !== 'object' || typeof entry.title !== 'string' || typeof entry.url !== 'string') {
      skipped.push(`field "related" item ${i + 1} left out: it must have a string title and url, got ${describe(item)}`);
      continue;
    }
    const refused = linkUrlProblem(entry.url);
    if (refused) return { ok: false, message: `field "related" item ${i + 1} has the url ${JSON.stringify(entry.url.slice(0, 80))}, which ${refused}: use https://..., mailto: or a path of the site` };
    links.push({ title: entry.title, url: entry.url });
  }
  const strings: Record<'description' | 'group' | 'source' | 'edit' | 'repo', string | null> = {
    description: null, group: null, source: null, edit: null, repo: null,
  };
  for (const field of Object.keys(strings) as (keyof typeof strings)[]) {
    const result = optionalString(data, field);
    if (!result.ok) return result;
    const refused = LINK_FIELDS.has(field) && result.value !== null ? linkUrlProblem(result.value) : null;
    if (refused) return { ok: false, message: `field "${field}" has the url ${JSON.stringify((result.value ?? '').slice(0, 80))}, which ${refused}: use https://...` };
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
      ...(skipped.length > 0 ? { skipped } : {}),
      ...strings,
    },
  };
}

/** The first key given twice in the top-level mapping, with its line. */
function duplicateKey(doc: ReturnType<typeof parseDocument>, lineOf: (offset: number) => number): { key: string; line: number } | null {
  const contents = doc.contents;
  if (!isMap(contents)) return null;
  const seen = new Set<string>();
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : null;
    if (key === null) continue;
    if (seen.has(key)) return { key, line: lineOf(isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0) };
    seen.add(key);
  }
  return null;
}

/** Parses a file's frontmatter and body; returns a problem instead of throwing. */
export function parseFrontmatter(file: string, source: string): ParsedFile | ContentProblem {
  const text = source.replace(/^\uFEFF/, '');
  const block = splitBlock(text);
  if (!block) {
    return { file, line: 1, message: 'missing frontmatter: the file must start with a --- block holding at least a title' };
  }
  const yamlText = block.yaml;
  if (yamlText.length > MAX_FRONTMATTER_CHARS) {
    return { file, line: 1, message: `frontmatter is ${yamlText.length} characters long, more than the ${MAX_FRONTMATTER_CHARS} allowed: keep it to the page's fields` };
  }
  let data: unknown;
  try {
    // uniqueKeys compares every key with every other; duplicates are found below in one pass.
    const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: false });
    const firstError = doc.errors[0];
    if (firstError) {
      // The error's offset in the YAML text, counted in lines of the file.
      const line = lineAt(yamlText, firstError.pos[0]);
      return { file, line, message: `invalid YAML in frontmatter: ${firstError.message.split('\n')[0]}` };
    }
    const alias = firstAlias(doc, (offset) => lineAt(yamlText, offset));
    if (alias) {
      return { file, line: alias.line, message: `frontmatter uses the YAML alias *${alias.name}: aliases are not allowed, write the value out` };
    }
    const duplicate = duplicateKey(doc, (offset) => lineAt(yamlText, offset));
    if (duplicate) return { file, line: duplicate.line, message: `field "${duplicate.key}" is given twice in frontmatter: keep one` };
    data = doc.toJS({ maxAliasCount: 0 });
  } catch (error: unknown) {
    return { file, line: 1, message: `frontmatter could not be read: ${(error as Error).message.split('\n')[0]}` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { file, line: 2, message: 'frontmatter must be a mapping of fields (title: ..., sort: ...)' };
  }
  const result = validate(data as Record<string, unknown>);
  if (!result.ok) {
    const field = /field "([^"]+)"/.exec(result.message)?.[1];
    const fieldLine = field ? yamlText.split('\n').findIndex((l) => l.startsWith(`${field}:`)) : -1;
    return { file, line: fieldLine >= 0 ? fieldLine + 2 : 1, message: result.message };
  }
  return { frontmatter: result.value, body: text.slice(block.length), bodyLine: block.lines + 1 };
}

/** Type guard: true when parseFrontmatter returned a problem. */
export function isProblem(value: ParsedFile | ContentProblem): value is ContentProblem {
  return 'message' in value;
}
