// The webpack release each configuration option first appeared in, and the release that first
// marked it deprecated, as computed from the published packages' schemas (see
// server/tools/updateOptionVersions.ts). Here: the shape of that data and how a name written on a
// page finds its entry. Pure and isomorphic.

/** The committed data: option paths as the reference check names them (shortest name first). */
export interface OptionVersions {
  /** The webpack version whose schema lists the options. */
  webpack: string;
  /** The releases that were read, oldest and newest. */
  releases: { first: string; last: string; count: number };
  /** Option path → the first 5.x release whose schema has it. */
  added: Record<string, string>;
  /** Option path → the first release whose schema marks it deprecated (deprecated options only). */
  deprecated: Record<string, string>;
  /** A longer name of a group of options → its shortest name (`module.rules` → `module.defaultRules`). */
  aliases: Record<string, string>;
}

/** What is known of one option. */
export interface OptionVersion {
  path: string;
  added: string;
  deprecated: string | null;
}

/** The first release of webpack 5: options it already had carry no "added in" badge. */
export const FIRST_RELEASE = '5.0.0';

const PLACEHOLDER = /^[[{<].*[\]}>]$/;

/** Compares two `x.y.z` versions numerically. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// The alias prefixes of each data object, longest first (a page looks up hundreds of names).
const sortedAliases = new WeakMap<OptionVersions, string[]>();

function aliasPrefixes(data: OptionVersions): string[] {
  let prefixes = sortedAliases.get(data);
  if (!prefixes) {
    prefixes = Object.keys(data.aliases).sort((a, b) => b.length - a.length);
    sortedAliases.set(data, prefixes);
  }
  return prefixes;
}

/**
 * The entry of an option name as pages write it (`output.filename`,
 * `optimization.splitChunks.cacheGroups.{cacheGroup}.test`, `module.rules.test`), or null.
 * Placeholder segments for map keys are dropped (map values are named through their map), and a
 * longer name of a group of options is read as its shortest one.
 */
export function optionVersion(data: OptionVersions, name: string): OptionVersion | null {
  let path = name.split('.').filter((s) => !PLACEHOLDER.test(s)).join('.');
  const prefixes = aliasPrefixes(data);
  // Each rewrite makes the name shorter, so this ends; the bound is for malformed data.
  for (let step = 0; step < 8; step += 1) {
    const added = data.added[path];
    if (added) return { path, added, deprecated: data.deprecated[path] ?? null };
    const prefix = prefixes.find((p) => path.startsWith(`${p}.`));
    if (!prefix) return null;
    path = `${data.aliases[prefix]}${path.slice(prefix.length)}`;
  }
  return null;
}

/** The badge an option shows: its release when added after 5.0.0, and since when it is deprecated. */
export function optionBadge(entry: OptionVersion): { added: string | null; deprecated: string | null } {
  return { added: entry.added === FIRST_RELEASE ? null : entry.added, deprecated: entry.deprecated };
}
