// Types of packNeeds.js (plain JS: it runs in the worker bundle as written).

/** Ids of the packs, not yet `loaded`, that the project's files name. */
export function packsNamedBy(files: Record<string, string>, packs: readonly { id: string; triggers: readonly string[] }[], loaded: ReadonlySet<string>): string[];

/** Ids of the packs, not yet `loaded`, that bring a module a build's errors say is missing. */
export function packsForMissing(errors: readonly string[], packOfPackage: Readonly<Record<string, string>>, loaded: ReadonlySet<string>): string[];

/** The package name of a bare module request, else null. */
export function packageName(request: string): string | null;
