// Compares the types a page writes for an option (`string` `function (pathData) => string`,
// `'all'` `'javascript'`, `(string | RegExp)[]`) with the types webpack's schema accepts for it.
// A written type is wrong when the schema accepts no value of that type; a literal (`'css'`,
// `false`) is wrong when the schema accepts neither that value nor any value of its type. Names
// the checker cannot read as a type (`Rule`, `Condition`) are left to the reader.
import type { JsonSchema, SchemaRoot } from './schema';

/** The kinds of value a schema accepts and a page can name. */
export type BaseType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'function' | 'RegExp' | 'null';

/** What a schema node accepts: base types, and the literal values of its enums. */
export interface Accepted {
  types: Set<BaseType>;
  literals: unknown[];
  /** True when some alternative is marked deprecated. */
  deprecated: boolean;
}

/** One type a page writes: a base type or a literal value. */
export type WrittenType = { kind: 'type'; type: BaseType; text: string } | { kind: 'literal'; value: unknown; text: string };

function refTarget(root: SchemaRoot, ref: string): JsonSchema | undefined {
  return root.definitions[ref.slice(ref.lastIndexOf('/') + 1)];
}

const JSON_TYPES: Record<string, BaseType> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', object: 'object', array: 'array', null: 'null' };

/** Everything a schema node accepts, following $refs and unions. */
export function accepted(nodes: { from: SchemaRoot; node: JsonSchema }[]): Accepted {
  const out: Accepted = { types: new Set(), literals: [], deprecated: false };
  const seen = new Set<JsonSchema>();
  const visitIn = (root: SchemaRoot, node: JsonSchema): void => {
    const visit = (n: JsonSchema): void => visitIn(root, n);
    if (seen.has(node)) return;
    seen.add(node);
    if (node.deprecated) out.deprecated = true;
    if (node.$ref) {
      const target = refTarget(root, node.$ref);
      if (target) visit(target);
    }
    for (const list of [node.anyOf, node.oneOf]) list?.forEach(visit);
    // allOf narrows a value rather than adding alternatives: its parts add no types.
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    for (const t of types) {
      const base = JSON_TYPES[t];
      if (base) out.types.add(base);
    }
    if (node.instanceof === 'RegExp') out.types.add('RegExp');
    if (node.instanceof === 'Function') out.types.add('function');
    if (node.properties || typeof node.additionalProperties === 'object') out.types.add('object');
    for (const value of node.enum ?? []) out.literals.push(value);
  };
  for (const { from, node } of nodes) visitIn(from, node);
  return out;
}

/** Splits `a | b` at the top level (not inside brackets or parentheses). */
function topLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c)) depth -= 1;
    else if (c === '|' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Reads one written type; null when it is a name the checker does not know (`Rule`). */
function readOne(text: string): WrittenType | null {
  const t = text.trim();
  const literal = /^'([^']*)'$|^"([^"]*)"$/.exec(t);
  if (literal) return { kind: 'literal', value: literal[1] ?? literal[2], text: t };
  if (t === 'true' || t === 'false') return { kind: 'literal', value: t === 'true', text: t };
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return { kind: 'literal', value: Number(t), text: t };
  if (/\[\]$/.test(t) || /^\[.*\]$/.test(t) || /^(?:array|Array<.*>)$/.test(t)) return { kind: 'type', type: 'array', text: t };
  if (/^\{.*\}$/.test(t) || t === 'object' || /^Record<.*>$/.test(t)) return { kind: 'type', type: 'object', text: t };
  if (/^(?:async\s+)?function\b/.test(t) || /^\(.*\)\s*=>/.test(t) || t === 'Function') return { kind: 'type', type: 'function', text: t };
  if (t === 'RegExp') return { kind: 'type', type: 'RegExp', text: t };
  if (t === 'string' || t === 'number' || t === 'boolean' || t === 'null') return { kind: 'type', type: t, text: t };
  if (t === 'Infinity') return { kind: 'type', type: 'number', text: t };
  return null;
}

/** The types written in the code spans of a type cell or signature (`string` `function`, `'a' \| 'b'`). */
export function writtenTypes(typeText: string): WrittenType[] {
  const out: WrittenType[] = [];
  for (const span of typeText.matchAll(/`([^`]+)`/g)) {
    for (const part of topLevelUnion(span[1]!.replace(/\\\|/g, '|'))) {
      const read = readOne(part);
      if (read) out.push(read);
    }
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && a === b);
}

/** Written types the schema does not accept, each with why. */
export function typeProblems(written: WrittenType[], schema: Accepted): string[] {
  // A schema with no readable shape (a bare `{}` or `tsType` only) accepts anything.
  if (schema.types.size === 0 && schema.literals.length === 0) return [];
  const problems: string[] = [];
  const names = [...schema.types, ...schema.literals.map((l) => JSON.stringify(l))].join(', ');
  for (const w of written) {
    if (w.kind === 'type') {
      const ok = schema.types.has(w.type) || schema.literals.some((l) => (w.type === 'null' ? l === null : typeof l === w.type));
      if (!ok) problems.push(`the page says \`${w.text}\`, the schema accepts ${names}`);
    } else {
      const typeOf = w.value === null ? 'null' : typeof w.value;
      const ok = schema.literals.some((l) => same(l, w.value)) || (schema.types.has(typeOf as BaseType) && typeOf !== 'boolean') || (typeOf === 'boolean' && schema.types.has('boolean'));
      if (!ok) problems.push(`the page says \`${w.text}\`, which the schema does not accept (it accepts ${names})`);
    }
  }
  return problems;
}
