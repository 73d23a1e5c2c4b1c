// Checks the configurations shown in code blocks (complete examples, fragments and the state
// after a diff step) against webpack's schema: every property name has to be an option, and
// every value written as a literal has to be one the schema accepts. Pure: the schema
// validation is passed in (the tool gives it webpack's own `validate`).
import type { ConfigBlock } from './configBlocks';
import { literalConfig } from './literalConfig';
import { resolveOption, type JsonSchema, type SchemaRoot } from './schema';

/** One error of a schema validation, in ajv's shape. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A problem in a code block, with the page line it is on. */
export interface CodeFinding {
  kind: 'unknown-option-in-code' | 'invalid-value-in-code';
  file: string;
  line: number;
  subject: string;
  message: string;
}

/** How many blocks were read, and how many could not be parsed (left unchecked). */
export interface CodeCheckCounts {
  checked: number;
  unparsed: number;
}

/** True when a schema node (through $refs and unions) is an object that accepts any property. */
function isOpen(root: SchemaRoot, node: JsonSchema, seen = new Set<JsonSchema>()): boolean {
  if (seen.has(node)) return false;
  seen.add(node);
  if (node.$ref) {
    const target = root.definitions[node.$ref.slice(node.$ref.lastIndexOf('/') + 1)];
    return target ? isOpen(root, target, seen) : false;
  }
  if ([node.anyOf, node.oneOf].some((list) => list?.some((alt) => isOpen(root, alt, seen)))) return true;
  if (node.items && !Array.isArray(node.items) && isOpen(root, node.items, seen)) return true;
  const objectLike = node.type === 'object' || node.properties !== undefined;
  return objectLike && (node.additionalProperties === true || (node.additionalProperties === undefined && node.properties === undefined));
}

/**
 * Whether a path of keys written in code names an option: each key is read as a property or,
 * where the schema allows other keys (entry names, aliases, cache groups), as a map key.
 * 'open' when it lies below an object that accepts any property (loader options).
 */
function keyVerdict(root: SchemaRoot, mounts: Record<string, SchemaRoot>, keys: string[]): 'known' | 'open' | 'unknown' {
  let candidates = [''];
  for (const key of keys) {
    const next: string[] = [];
    for (const c of candidates) {
      const forms = /^[\w$-]+$/.test(key) ? [key, `{${key}}`] : [`{${key.replace(/[.{}[\]<>]/g, '_')}}`];
      for (const form of forms) {
        const name = c === '' ? form : `${c}.${form}`;
        if (resolveOption(root, name, mounts).found) next.push(name);
      }
    }
    if (next.length === 0) {
      const open = candidates.some((c) => {
        const r = c === '' ? null : resolveOption(root, c, mounts);
        return r?.found === true && r.nodes.some((n) => isOpen(n.from, n.node));
      });
      return open ? 'open' : 'unknown';
    }
    candidates = next.slice(0, 8);
  }
  return 'known';
}

function dotted(pointer: string): string {
  return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).map((s) => (/^\d+$/.test(s) ? `[${s}]` : s)).join('.').replace(/\.\[/g, '[');
}

function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value instanceof RegExp) return String(value);
  return JSON.stringify(value) ?? String(value);
}

function valueAtPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const seg of pointer.split('/').slice(1)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** Checks the configuration blocks of a folder; `validate` returns the schema errors of a value. */
export function checkCodeBlocks(
  blocks: ConfigBlock[],
  schema: { webpack: SchemaRoot; devServer: SchemaRoot },
  validate: (config: unknown) => SchemaError[],
): { findings: CodeFinding[]; counts: CodeCheckCounts } {
  const mounts = { devServer: schema.devServer };
  const findings: CodeFinding[] = [];
  const counts: CodeCheckCounts = { checked: 0, unparsed: 0 };
  const topLevel = new Set(Object.keys(schema.webpack.schema.properties ?? {}));
  for (const block of blocks) {
    const read = literalConfig(block.code);
    if (!read) {
      counts.unparsed += 1;
      continue;
    }
    // An untitled block is a webpack configuration only when it writes some top-level option
    // (other than `plugins`, which PostCSS and Babel configurations have too).
    const tops = read.keys.filter((k) => k.keys.length === 1);
    if (block.title === null && !tops.some((k) => k.keys[0] !== 'plugins' && topLevel.has(k.keys[0]!))) continue;
    counts.checked += 1;
    const pageLine = (codeLine: number) => block.lineOf[codeLine - 1] ?? block.line;
    const unknown: string[] = [];
    for (const key of read.keys) {
      if (unknown.some((u) => key.pointer.startsWith(`${u}/`))) continue;
      const verdict = keyVerdict(schema.webpack, mounts, key.keys);
      if (verdict === 'known') continue;
      unknown.push(key.pointer);
      if (verdict === 'open') continue;
      const name = key.keys.join('.');
      findings.push({ kind: 'unknown-option-in-code', file: block.file, line: pageLine(key.line), subject: name, message: `${block.kind} sets \`${name}\`, which is not a webpack option` });
    }
    const reported = new Set<string>();
    const errors = validate(read.value);
    // A fragment or diff may leave out a property the schema requires: an object whose only
    // complaints are missing properties (and the unions that wrap them) is not blamed.
    // webpack reports a failed union without the reasons, so an object that fails one may only lack a required property.
    const onlyMissing = (pointer: string) => {
      const value = valueAtPointer(read.value, pointer);
      const own = errors.filter((e) => e.instancePath === pointer && e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
      return own.length > 0 ? own.every((e) => e.keyword === 'required') : typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
    };
    for (const error of errors) {
      const pointer = error.instancePath;
      if (error.keyword === 'additionalProperties' || !read.complete.has(pointer) || reported.has(pointer)) continue;
      if (block.kind !== 'example' && onlyMissing(pointer)) continue;
      if (unknown.some((u) => pointer === u || pointer.startsWith(`${u}/`))) continue;
      reported.add(pointer);
      const allowed = Array.isArray(error.params?.allowedValues) ? ` (${(error.params.allowedValues as unknown[]).map(show).join(', ')})` : '';
      findings.push({
        kind: 'invalid-value-in-code',
        file: block.file,
        line: pageLine(read.lines.get(pointer) ?? 1),
        subject: dotted(pointer),
        message: `${block.kind} sets \`${dotted(pointer)}\` to ${show(valueAtPointer(read.value, pointer))}, which webpack's schema rejects: ${error.message ?? error.keyword}${allowed}`,
      });
    }
  }
  return { findings, counts };
}
