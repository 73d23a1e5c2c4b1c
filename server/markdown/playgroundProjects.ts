// The guides' example projects as the playground opens them. The content folder holds each step
// of a guide's project under examples/<guide>/<step>/ (its package.json, webpack.config.js,
// src/ and the page it writes into dist/); the playground takes a project as the fragment
// `#project=<base64url of the UTF-8 JSON {"files": {...}}>` (client/playground/lib/
// projectFragment.ts reads it). A step is offered there only when the playground can build it
// as it is: every file of it text (the fragment carries text), every package it names one the
// playground ships (shared/data/playgroundPackages.json). Pure: the files come from the content
// reader.
import offered from '../../shared/data/playgroundPackages.json';

/** Where the example projects are in the content folder. */
export const EXAMPLES_FOLDER = 'examples/';

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

/** The playground address that opens a project. */
export function playgroundHref(files: Record<string, string>): string {
  return `/playground/#project=${Buffer.from(JSON.stringify({ files }), 'utf8').toString('base64url')}`;
}

/** Packages a project may name and still build in the playground. */
const PLAYGROUND_HAS = new Set([...offered.toolchain, ...offered.loaders, ...offered.examples]);

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

/** Why the playground cannot build a complete step as it is, or null when it can. `others` are
 * the step's files that are not text (images, fonts, formats the reader does not take). */
export function notPlayable(project: Record<string, string>, others: readonly string[]): string | null {
  if (others.length > 0) return `it holds files that are not text (${others.join(', ')})`;
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
 * `otherFiles` are the paths of the examples' files that are not text data. */
export function playgroundLinks(files: readonly TextFile[], otherFiles: readonly string[] = []): Map<string, string> {
  const others = new Map<string, string[]>();
  for (const path of otherFiles) {
    const step = stepOf(path);
    if (step) others.set(step, [...(others.get(step) ?? []), path.slice(EXAMPLES_FOLDER.length + step.length + 1)]);
  }
  const links = new Map<string, string>();
  for (const [step, project] of exampleProjects(files)) {
    if (isCompleteProject(project) && notPlayable(project, others.get(step) ?? []) === null) links.set(step, playgroundHref(forPlayground(project)));
  }
  return links;
}
