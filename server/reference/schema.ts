// Walks webpack's options schema (JSON Schema with $ref definitions) to list every option a
// configuration page has to document, and resolves the option names written in headings.
// An option is a property of an object schema: the same definition reached by two paths (such as
// `resolve` and `resolveLoader`, both ResolveOptions) is one set of options, documented once
// under either path. Array items and map values are transparent, so `Rule.test` (module.rules
// items) and `entry.import` (the values of the entry object) name options directly.

/** The part of JSON Schema the walk reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  description?: string;
  /** The webpack version that introduced the option (webpack's schema records it for newer options). */
  added?: string;
  /** Names of the properties an object must have. */
  required?: string[];
  /** `RegExp` or `Function`: values that are instances of a class. */
  instanceof?: string;
  /** Set on options webpack still accepts but has replaced. */
  deprecated?: boolean;
}

/** A schema with the definitions its $refs point into. */
export interface SchemaRoot {
  schema: JsonSchema;
  /** Definitions by name (the last segment of a $ref). */
  definitions: Record<string, JsonSchema>;
}

/** One option: a property of an object schema, identified by its container. */
export interface OptionSlot {
  /** Stable identity: the container (definition name or inline path) and the property. */
  key: string;
  /** The shortest name that reaches it, such as `output.library.type`. */
  path: string;
}

/** An object alternative of a schema node, with the identity of the object. */
interface ObjectNode {
  id: string;
  node: JsonSchema;
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** Follows $refs and unions; returns the object alternatives (with their ids) a value may take. */
function objectAlternatives(root: SchemaRoot, node: JsonSchema, id: string, seen = new Set<string>()): ObjectNode[] {
  if (node.$ref) {
    const name = refName(node.$ref);
    const target = root.definitions[name];
    if (!target || seen.has(name)) return [];
    return objectAlternatives(root, target, name, new Set(seen).add(name));
  }
  const out: ObjectNode[] = [];
  for (const list of [node.anyOf, node.oneOf, node.allOf]) {
    list?.forEach((alt, i) => out.push(...objectAlternatives(root, alt, alt.$ref ? id : `${id}|${i}`, seen)));
  }
  if (node.properties || typeof node.additionalProperties === 'object') out.push({ id, node });
  // Array items and map values are transparent: their options belong to the array or map.
  if (node.items && !Array.isArray(node.items)) out.push(...objectAlternatives(root, node.items, `${id}[]`, seen));
  if (typeof node.additionalProperties === 'object') {
    out.push(...objectAlternatives(root, node.additionalProperties, `${id}{}`, seen));
  }
  return out;
}

/** The version a property's schema (or the definition it refers to) says it was added in. */
function addedIn(root: SchemaRoot, node: JsonSchema): string | null {
  if (node.added) return node.added;
  const target = node.$ref ? root.definitions[refName(node.$ref)] : undefined;
  return target?.added ?? null;
}

/** The string values an enum option accepts (following $refs and unions). */
function enumValues(root: SchemaRoot, node: JsonSchema, seen = new Set<string>()): unknown[] {
  if (node.$ref) {
    const name = refName(node.$ref);
    const target = root.definitions[name];
    return !target || seen.has(name) ? [] : enumValues(root, target, new Set(seen).add(name));
  }
  return [...(node.enum ?? []), ...[node.anyOf, node.oneOf].flatMap((list) => (list ?? []).flatMap((alt) => enumValues(root, alt, seen)))];
}

/**
 * Every option of the schema, breadth first so that each gets its shortest name. onContainer, if
 * given, hears every name by which an object of options is reached (the first is its shortest),
 * so that a longer name (`module.rules`) can be read as the shorter one (`module.defaultRules`).
 */
export function optionSlots(root: SchemaRoot, mounts: Record<string, SchemaRoot> = {}, onContainer?: (id: string, path: string) => void): OptionSlot[] {
  const slots = new Map<string, OptionSlot>();
  const queue: { from: SchemaRoot; node: JsonSchema; id: string; path: string }[] = [
    { from: root, node: root.schema, id: '#', path: '' },
  ];
  const walked = new Set<string>();
  while (queue.length > 0) {
    const { from, node, id, path } = queue.shift()!;
    for (const obj of objectAlternatives(from, node, id)) {
      onContainer?.(`${from === root ? '' : 'mount:'}${obj.id}`, path);
      for (const [name, child] of Object.entries(obj.node.properties ?? {})) {
        const childPath = path ? `${path}.${name}` : name;
        const key = `${from === root ? '' : 'mount:'}${obj.id}#${name}`;
        if (!slots.has(key)) slots.set(key, { key, path: childPath });
        if (walked.has(key)) continue;
        walked.add(key);
        const mounted = path === '' ? mounts[name] : undefined;
        if (mounted) queue.push({ from: mounted, node: mounted.schema, id: `${name}:`, path: childPath });
        else queue.push({ from, node: child, id: `${obj.id}.${name}`, path: childPath });
      }
    }
  }
  return [...slots.values()];
}

/** What an option name resolves to. */
export type Resolution =
  | { found: true; keys: string[]; realPath: string | null; added: string | null; nodes: { from: SchemaRoot; node: JsonSchema }[]; required: boolean }
  | { found: false; missing: string };

const PLACEHOLDER = /^[[{<].*[\]}>]$/;

/**
 * Resolves a dotted option name (`output.library.type`, `cacheGroups.{cacheGroup}.test`) against
 * the schema. A placeholder segment (`{name}`, `[]`, `<key>`) or a segment that is not a property
 * of an object that allows other keys stands for a map key. keys are the options the name documents; realPath is the path in a
 * configuration object when no map key was crossed (the one defaults can be looked up by).
 */
export function resolveOption(root: SchemaRoot, name: string, mounts: Record<string, SchemaRoot> = {}): Resolution {
  const segments = name.split('.');
  let current: { from: SchemaRoot; node: JsonSchema; id: string }[] = [{ from: root, node: root.schema, id: '#' }];
  let keys: string[] = [];
  let added: string | null = null;
  let required = false;
  let nodes: { from: SchemaRoot; node: JsonSchema }[] = [];
  let real = true;
  for (const [i, segment] of segments.entries()) {
    const next: typeof current = [];
    const stepKeys: string[] = [];
    let stepAdded: string | null = null;
    let stepRequired = false;
    // The schema of the property itself (for a mounted schema, the one webpack's schema gives it).
    const stepNodes: { from: SchemaRoot; node: JsonSchema }[] = [];
    const alts = current.flatMap((c) => objectAlternatives(c.from, c.node, c.id).map((o) => ({ from: c.from, ...o })));
    if (!PLACEHOLDER.test(segment)) {
      for (const alt of alts) {
        const child = alt.node.properties?.[segment];
        if (!child) continue;
        // Every alternative that has the property is documented by the name (cache.type is the
        // type of the memory and of the filesystem cache).
        stepKeys.push(`${alt.from === root ? '' : 'mount:'}${alt.id}#${segment}`);
        stepAdded ??= addedIn(alt.from, child);
        if (alt.node.required?.includes(segment)) stepRequired = true;
        stepNodes.push({ from: alt.from, node: child });
        const mounted = i === 0 && alt.from === root ? mounts[segment] : undefined;
        next.push(mounted ? { from: mounted, node: mounted.schema, id: `${segment}:` } : { from: alt.from, node: child, id: `${alt.id}.${segment}` });
      }
    }
    if (next.length === 0) {
      for (const alt of alts) {
        if (typeof alt.node.additionalProperties !== 'object') continue;
        next.push({ from: alt.from, node: alt.node.additionalProperties, id: `${alt.id}{}` });
        stepNodes.push({ from: alt.from, node: alt.node.additionalProperties });
      }
      if (next.length > 0) real = false;
    }
    if (next.length === 0 && i === segments.length - 1 && current.some((c) => enumValues(c.from, c.node).includes(segment))) {
      // `externalsType.module`: a heading for one value of an option.
      return { found: true, keys: [], realPath: null, added: null, nodes: [], required: false };
    }
    if (next.length === 0) return { found: false, missing: segments.slice(0, i + 1).join('.') };
    keys = stepKeys;
    added = stepAdded;
    required = stepRequired;
    nodes = stepNodes;
    current = next;
  }
  return { found: true, keys: [...new Set(keys)], realPath: real ? name : null, added, nodes, required };
}
