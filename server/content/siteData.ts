// Validates the JSON data files of the content folder (organization projects, starter kits,
// sponsors) into typed values; a bad file is a problem naming the file, not a crash.
import type { OrganizationProject } from '../../shared/types';
import type { ContentProblem } from './frontmatter';
import type { SourceFile } from './read';

/** A starter kit as listed on /starter-kits/. */
export interface StarterKit {
  name: string;
  repo: string;
  maintainer: string;
  tags: string[];
}

/** The site data read from content/data. */
export interface SiteData {
  organization: OrganizationProject[];
  starterKits: StarterKit[];
  sponsors: unknown;
  /** Old paths to new ones (content/redirects.json); keys with a #fragment are handled in the browser. */
  redirects: Record<string, string>;
}

/** Empty data, used when a file is absent. */
export const EMPTY_DATA: SiteData = { organization: [], starterKits: [], sponsors: null, redirects: {} };

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function parseList<T>(file: SourceFile, parse: (item: Record<string, unknown>) => T | null, what: string): T[] | ContentProblem {
  let json: unknown;
  try {
    json = JSON.parse(file.source);
  } catch (error: unknown) {
    return { file: file.path, line: 1, message: `invalid JSON: ${(error as Error).message}` };
  }
  const list = Array.isArray(json) ? json : (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return { file: file.path, line: 1, message: `expected a list of ${what}` };
  const out: T[] = [];
  for (const [i, item] of list.entries()) {
    const parsed = item && typeof item === 'object' ? parse(item as Record<string, unknown>) : null;
    if (!parsed) return { file: file.path, line: 1, message: `item ${i + 1} is not a valid ${what}` };
    out.push(parsed);
  }
  return out;
}

function project(item: Record<string, unknown>): OrganizationProject | null {
  const { repo, npm, description, maintainer } = item;
  if (!isString(repo) || !isString(description)) return null;
  return { repo, npm: isString(npm) ? npm : '', description, maintainer: isString(maintainer) ? maintainer : '' };
}

function starterKit(item: Record<string, unknown>): StarterKit | null {
  const name = item.name ?? item.projectName;
  const repo = item.repo ?? item.githubRepo;
  if (!isString(name) || !isString(repo)) return null;
  const tags = Array.isArray(item.tags) ? item.tags.filter(isString) : [];
  return { name, repo, maintainer: isString(item.maintainer) ? item.maintainer : '', tags };
}

/** Tells a redirects file that could not be read from its redirects (a map of strings). */
function isRedirectsProblem(value: Record<string, string> | ContentProblem): value is ContentProblem {
  return typeof value.file === 'string' && typeof value.message === 'string' && typeof value.line === 'number';
}

function parseRedirects(file: SourceFile): Record<string, string> | ContentProblem {
  let json: unknown;
  try {
    json = JSON.parse(file.source);
  } catch (error: unknown) {
    return { file: file.path, line: 1, message: `invalid JSON: ${(error as Error).message}` };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { file: file.path, line: 1, message: 'expected an object of "/old/path/": "/new/path/"' };
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(json)) {
    if (typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/') || to.startsWith('//')) {
      return { file: file.path, line: 1, message: `redirect "${from}" must map a site path to a site path` };
    }
    out[from] = to;
  }
  return out;
}

/** Reads the known data files; unknown files are ignored. */
export function parseSiteData(files: SourceFile[]): { data: SiteData; problems: ContentProblem[] } {
  const data: SiteData = { ...EMPTY_DATA };
  const problems: ContentProblem[] = [];
  for (const file of files) {
    if (file.path === 'data/organization.json') {
      const result = parseList(file, project, 'project { repo, npm, description, maintainer }');
      if (Array.isArray(result)) data.organization = result;
      else problems.push(result);
    } else if (file.path === 'data/starter-kits.json') {
      const result = parseList(file, starterKit, 'starter kit { name, repo, maintainer, tags }');
      if (Array.isArray(result)) data.starterKits = result;
      else problems.push(result);
    } else if (file.path === 'redirects.json') {
      const result = parseRedirects(file);
      if (isRedirectsProblem(result)) problems.push(result);
      else data.redirects = result;
    } else if (file.path === 'data/sponsors.json') {
      try {
        data.sponsors = JSON.parse(file.source);
      } catch (error: unknown) {
        problems.push({ file: file.path, line: 1, message: `invalid JSON: ${(error as Error).message}` });
      }
    }
  }
  return { data, problems };
}
