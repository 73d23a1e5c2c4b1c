// Computes, from the schemas of webpack's releases, the release each option of the current schema
// first appeared in and the release that first marked it deprecated. Pure: the schemas come in as
// parsed JSON; the tool that fetches them is server/tools/updateOptionVersions.ts, and the test of
// the committed data (test/server/reference/optionReleaseScan.test.ts) uses these same functions.
import { compareVersions, type OptionVersions } from '../../shared/optionVersions';
import { schemaDeprecated } from './fieldCheck';
import { optionSlots, resolveOption, type JsonSchema, type SchemaRoot } from './schema';

/** One published release and its parsed `schemas/WebpackOptions.json`. */
export interface ReleaseSchema {
  version: string;
  schema: JsonSchema;
}

/** The schema as the walk reads it. */
export function schemaRoot(schema: JsonSchema): SchemaRoot {
  return { schema, definitions: schema.definitions ?? {} };
}

/** Every option path of a schema, as the reference check names them. */
export function optionPaths(root: SchemaRoot): string[] {
  return optionSlots(root).map((slot) => slot.path);
}

/** Longer names of groups of options, each with the shortest name of the same group. */
export function optionAliases(root: SchemaRoot): Record<string, string> {
  const first = new Map<string, string>();
  const aliases: Record<string, string> = {};
  optionSlots(root, {}, (id, path) => {
    const shortest = first.get(id);
    if (shortest === undefined) first.set(id, path);
    else if (path !== '' && path !== shortest && !(path in aliases)) aliases[path] = shortest;
  });
  return aliases;
}

/**
 * The names of an option: its path and the names it has through the longer names of a group it
 * belongs to (`entry.html.base` is also `output.html.base`: one option, reached two ways, as the
 * reference check counts options). An older release may have had the option under one of those
 * names only.
 */
export function optionNames(path: string, aliases: Readonly<Record<string, string>>): string[] {
  const names = [path];
  for (const [alias, shortest] of Object.entries(aliases)) {
    if (path.startsWith(`${shortest}.`)) names.push(`${alias}${path.slice(shortest.length)}`);
  }
  return names;
}

function hasName(root: SchemaRoot, name: string): boolean {
  const resolved = resolveOption(root, name);
  return resolved.found && resolved.keys.length > 0 && resolved.realPath !== null;
}

/**
 * Whether a release's schema has the option of that path under one of its names: the name
 * resolves to a property without crossing a map key (a name that only reads as a key of some map
 * is not the option).
 */
export function hasOption(root: SchemaRoot, path: string, aliases: Readonly<Record<string, string>> = {}): boolean {
  return optionNames(path, aliases).some((name) => hasName(root, name));
}

/** Whether a release's schema marks the option of that path deprecated (under one of its names). */
export function isDeprecated(root: SchemaRoot, path: string, aliases: Readonly<Record<string, string>> = {}): boolean {
  return optionNames(path, aliases).some((name) => {
    const resolved = resolveOption(root, name);
    return resolved.found && resolved.realPath !== null && schemaDeprecated(resolved.nodes);
  });
}

/** The 5.x releases from 5.0.0 to `upTo`, prereleases left out, oldest first. */
export function releasesUpTo(versions: readonly string[], upTo: string): string[] {
  return versions.filter((v) => /^5\.\d+\.\d+$/.test(v) && compareVersions(v, upTo) <= 0).sort(compareVersions);
}

/**
 * The data file's content for the current schema. Every option gets the first release whose
 * schema has it under one of its names; when even the oldest release read lacks it, the current
 * version (the option is new in it). Deprecated options also get the first release that marks them deprecated.
 */
export function computeOptionVersions(current: ReleaseSchema, releases: readonly ReleaseSchema[]): OptionVersions {
  const ordered = [...releases].sort((a, b) => compareVersions(a.version, b.version));
  const roots = ordered.map((r) => ({ version: r.version, root: schemaRoot(r.schema) }));
  const currentRoot = schemaRoot(current.schema);
  const aliases = optionAliases(currentRoot);
  const added: Record<string, string> = {};
  const deprecated: Record<string, string> = {};
  for (const path of optionPaths(currentRoot).sort()) {
    added[path] = roots.find((r) => hasOption(r.root, path, aliases))?.version ?? current.version;
    if (isDeprecated(currentRoot, path)) {
      deprecated[path] = roots.find((r) => isDeprecated(r.root, path, aliases))?.version ?? current.version;
    }
  }
  return {
    webpack: current.version,
    releases: { first: ordered[0]?.version ?? current.version, last: ordered.at(-1)?.version ?? current.version, count: ordered.length },
    added,
    deprecated,
    aliases,
  };
}

/** The data as committed: one option a line, so an upgrade's diff reads option by option. */
export function serializeOptionVersions(data: OptionVersions): string {
  const block = (record: Record<string, string>) => {
    const lines = Object.keys(record).sort().map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(record[k])}`);
    return lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n  }`;
  };
  return `{\n  "webpack": ${JSON.stringify(data.webpack)},\n  "releases": ${JSON.stringify(data.releases)},\n  "added": ${block(data.added)},\n  "deprecated": ${block(data.deprecated)},\n  "aliases": ${block(data.aliases)}\n}\n`;
}
