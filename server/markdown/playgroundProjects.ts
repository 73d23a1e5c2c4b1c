// The guides' example projects as the playground opens them. The content folder holds each step
// of a guide's project under examples/<guide>/<step>/ (its package.json, webpack.config.js,
// src/ and the page it writes into dist/); the playground takes a project as the fragment
// `#project=<base64url of the UTF-8 JSON {"files": {...}}>` (client/playground/lib/
// projectFragment.ts reads it). Pure: the files come from the content reader.

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

/** The playground address of every complete example step, by step. */
export function playgroundLinks(files: readonly TextFile[]): Map<string, string> {
  const links = new Map<string, string>();
  for (const [step, project] of exampleProjects(files)) if (isCompleteProject(project)) links.set(step, playgroundHref(forPlayground(project)));
  return links;
}
