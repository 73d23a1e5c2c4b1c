// Documentation versions in addresses: the current version at the root, each older one under
// `/v<name>/` (/v4/concepts/). Pure and shared by server and client, so both agree on which
// version an address is in.

/** The path segment of an older version: 'v4' for version 4. */
export function versionSegment(name: string): string {
  return `v${name}`;
}

/** The address of a path in an older version (`/v4` + path). */
export function versionedUrl(name: string, path: string): string {
  return `/${versionSegment(name)}${path}`;
}

/** A URL split into the older version it is in (null for the current one) and the path that
 * version's content answers it with. `/v4/concepts/` → { version: '4', path: '/concepts/' }. */
export function splitVersion(url: string, older: readonly string[]): { version: string | null; path: string } {
  for (const name of older) {
    const prefix = `/${versionSegment(name)}`;
    if (url === prefix || url === `${prefix}/`) return { version: name, path: '/' };
    if (url.startsWith(`${prefix}/`)) return { version: name, path: url.slice(prefix.length) };
  }
  return { version: null, path: url };
}
