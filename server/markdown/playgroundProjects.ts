// The guides' example projects as the playground opens them. The content folder holds each step
// of a guide's project under examples/<guide>/<step>/ (its package.json, webpack.config.js,
// src/ and the page it writes into dist/); the playground takes a project as the fragment
// `#project=<base64url of the UTF-8 JSON {"files": {...}, "binary": {...}}>` (client/
// playground/lib/projectFragment.ts reads it): text files as text, the others (images, fonts)
// as base64. A step is offered there only when the playground can build it as it is: every
// binary file small enough to carry, every package it names one the playground ships, or one
// that only serves a build (shared/data/playgroundPackages.json). Pure: the files come from the
// content reader.
import offered from '../../shared/data/playgroundPackages.json';

/** Where the example projects are in the content folder. */
export const EXAMPLES_FOLDER = 'examples/';

/** A binary file of an example project (an image, a font): its path in the content folder and
 * its bytes in base64, null when they are too large to carry in a link or unreadable. */
export interface ExampleBinary {
  path: string;
  base64: string | null;
}

/** A file of the content folder: its path (forward slashes) and text. */
export interface TextFile {
  path: string;
  source: string;
}

/** The projects of the example steps, by step (`getting-started/2-configuration`): each file by
 * its path inside the step. Files of the examples' own toolchain (the folder's package.json and
 * lockfile) belong to no step. */
export function exampleProjects(files: readonly TextFile[]): Map<string, Record<string, string>> {
  const projects = new Map<string, Record<string, string>>();
  for (const file of files) {
    if (!file.path.startsWith(EXAMPLES_FOLDER)) continue;
    const match = /^([^/]+\/[^/]+)\/(.+)$/.exec(file.path.slice(EXAMPLES_FOLDER.length));
    if (!match?.[1] || !match[2]) continue;
    const project = projects.get(match[1]) ?? {};
    project[match[2]] = file.source;
    projects.set(match[1], project);
  }
  return projects;
}

/** True for a project webpack can build: it has a configuration or the default entry. */
export function isCompleteProject(files: Record<string, string>): boolean {
  return 'webpack.config.js' in files || 'src/index.js' in files;
}

/** The project's package.json as the playground uses it: without devDependencies (the command
 * line and the dev server do not run there, and the playground brings its own webpack and
 * loaders), everything else as written (webpack reads the name for output.uniqueName). An
 * unreadable manifest is left as it is, for webpack to report. */
export function forPlayground(files: Record<string, string>): Record<string, string> {
  const manifest = files['package.json'];
  if (manifest === undefined) return files;
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifest);
  } catch {
    return files;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('devDependencies' in parsed)) return files;
  const { devDependencies: _left, ...rest } = parsed as Record<string, unknown>;
  return { ...files, 'package.json': `${JSON.stringify(rest, null, 2)}\n` };
}

/** The playground address that opens a project: its text files, and its binary files in base64
 * when it has any. */
export function playgroundHref(files: Record<string, string>, binary: Record<string, string> = {}): string {
  const project = Object.keys(binary).length > 0 ? { files, binary } : { files };
  return `/playground/#project=${Buffer.from(JSON.stringify(project), 'utf8').toString('base64url')}`;
}

/** Packages a project may name and still build in the playground: those it ships, the command
 * line and dev server (not run there), and the packages that only serve a build (express for a
 * server script: the build never loads them). */
const PLAYGROUND_HAS = new Set([...offered.toolchain, ...offered.loaders, ...offered.examples, ...offered.servers]);

/** The packages a project's package.json names (dependencies of every kind), or null when the
 * manifest cannot be read. */
function namedPackages(files: Record<string, string>): string[] | null {
  const manifest = files['package.json'];
  if (manifest === undefined) return [];
  try {
    const parsed = JSON.parse(manifest) as Record<string, unknown>;
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => {
      const named = parsed[field];
      return named && typeof named === 'object' ? Object.keys(named) : [];
    });
  } catch {
    return null;
  }
}

/** Why the playground cannot build a complete step as it is, or null when it can. `uncarried`
 * are the step's binary files too large for a link (or unreadable). */
export function notPlayable(project: Record<string, string>, uncarried: readonly string[]): string | null {
  if (uncarried.length > 0) return `it holds binary files too large for a link (${uncarried.join(', ')})`;
  const packages = namedPackages(project);
  if (packages === null) return 'its package.json cannot be read';
  const missing = packages.filter((name) => !PLAYGROUND_HAS.has(name));
  return missing.length > 0 ? `the playground does not ship ${missing.join(', ')}` : null;
}

/** The step an example file belongs to (`guide/step`), or null outside the examples. */
export function stepOf(path: string): string | null {
  return /^examples\/([^/]+\/[^/]+)\/./.exec(path)?.[1] ?? null;
}

/** The playground address of every complete example step the playground can build, by step.
 * `binaries` are the examples' files that are not text, with their bytes. */
export function playgroundLinks(files: readonly TextFile[], binaries: readonly ExampleBinary[] = []): Map<string, string> {
  const binaryOf = new Map<string, { carried: Record<string, string>; uncarried: string[] }>();
  for (const { path, base64 } of binaries) {
    const step = stepOf(path);
    if (!step) continue;
    const entry = binaryOf.get(step) ?? { carried: {}, uncarried: [] };
    const inStep = path.slice(EXAMPLES_FOLDER.length + step.length + 1);
    if (base64 === null) entry.uncarried.push(inStep);
    else entry.carried[inStep] = base64;
    binaryOf.set(step, entry);
  }
  const links = new Map<string, string>();
  for (const [step, project] of exampleProjects(files)) {
    const binary = binaryOf.get(step) ?? { carried: {}, uncarried: [] };
    if (isCompleteProject(project) && notPlayable(project, binary.uncarried) === null) links.set(step, playgroundHref(forPlayground(project), binary.carried));
  }
  return links;
}
