// Our own content: every page the specification lists exists, has real text, and pages that
// teach configuration carry at least one code example.
import { join } from 'node:path';
import { buildContent } from '../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../server/content/contentAssets';
import { readContentFolder, type ContentFiles } from '../../server/content/read';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { fileToUrl } from '../../shared/urls';

const CONTENT = join(__dirname, '..', '..', 'content');

const REQUIRED: Record<string, string[]> = {
  concepts: ['plugins', 'configuration', 'modules', 'module-resolution', 'module-federation', 'dependency-graph', 'targets', 'manifest', 'hot-module-replacement', 'why-webpack', 'under-the-hood'],
  configuration: ['configuration-languages', 'configuration-types', 'entry-context', 'mode', 'output', 'module', 'resolve', 'optimization', 'plugins', 'dev-server', 'devtool', 'target', 'watch', 'externals', 'performance', 'node', 'stats', 'experiments', 'other-options'],
  contribute: ['writers-guide', 'writing-a-loader', 'writing-a-plugin', 'writing-a-scaffold', 'plugin-patterns', 'release-process', 'debugging'],
  guides: ['getting-started', 'asset-management', 'output-management', 'development', 'code-splitting', 'caching', 'author-libraries', 'environment-variables', 'build-performance', 'csp', 'development-vagrant', 'dependency-management', 'installation', 'scaffolding', 'hot-module-replacement', 'tree-shaking', 'production', 'lazy-loading', 'ecma-script-modules', 'shimming', 'typescript', 'progressive-web-application', 'public-path', 'integrations', 'asset-modules', 'entry-advanced', 'package-exports'],
  loaders: ['babel', 'coffee', 'css', 'exports', 'expose', 'extract', 'file', 'html', 'imports', 'istanbul-instrumenter', 'json5', 'less', 'mocha', 'node', 'null', 'polymer-webpack', 'postcss', 'raw', 'remark', 'sass', 'source-map', 'style', 'stylus', 'thread', 'url', 'val', 'worker'].map((n) => `${n}-loader`),
  plugins: ['automatic-prefetch-plugin', 'split-chunks-plugin', 'internal-plugins'],
  api: ['cli', 'node', 'stats', 'hot-module-replacement', 'loaders', 'logging', 'module-methods', 'module-variables', 'compiler-hooks', 'compilation-hooks', 'compilation-object', 'plugins', 'resolvers', 'parser'],
  migrate: ['5', '4', '3'],
};
const ROOT_PAGES = ['/comparison/', '/glossary/', '/branding/', '/license/'];
const NEEDS_CODE = new Set(['concepts', 'configuration', 'guides', 'loaders', 'plugins']);

function mainTextWords(source: string): number {
  const body = source.replace(/^---[\s\S]*?\n---\n/, '').replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, ' ');
  return body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Headings of a page's markdown that come more than one level below the heading before them
 * (the page title is the h1); screen readers navigate by these levels. */
function skippedHeadingLevels(source: string): string[] {
  const body = source.replace(/^---[\s\S]*?\n---\n/, '').replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, ' ');
  const skipped: string[] = [];
  let previous = 1;
  for (const [, hashes, text] of body.matchAll(/^(#{1,6}) +(.*)$/gm)) {
    const level = hashes!.length;
    if (level > previous + 1) skipped.push(`h${previous} → h${level} "${text}"`);
    previous = level;
  }
  return skipped;
}

describe('our content', () => {
  let files: ContentFiles;
  let byUrl: Map<string, string>;
  beforeAll(async () => {
    files = await readContentFolder(CONTENT);
    byUrl = new Map(files.pages.map((f) => [fileToUrl(f.path), f.source]));
  });

  it('never skips a heading level (h1 title, then h2, h3... in order)', () => {
    const problems = files.pages.flatMap((f) => skippedHeadingLevels(f.source).map((s) => `${f.path}: ${s}`));
    expect(problems).toEqual([]);
  });

  it('has every page the specification lists, each with enough text', () => {
    const problems: string[] = [];
    const check = (url: string, min: number, needsCode: boolean) => {
      const source = byUrl.get(url);
      if (!source) return problems.push(`${url}: missing`);
      const words = mainTextWords(source);
      if (words < min) problems.push(`${url}: ${words} words, expected at least ${min}`);
      if (needsCode && !/^\s*```/m.test(source)) problems.push(`${url}: no code example`);
      return undefined;
    };
    for (const [section, pages] of Object.entries(REQUIRED)) {
      check(`/${section}/`, 120, false);
      for (const page of pages) check(`/${section}/${page}/`, 250, NEEDS_CODE.has(section));
    }
    for (const url of ROOT_PAGES) check(url, 250, false);
    check('/blog/', 120, false);
    expect(problems).toEqual([]);
  });

  it('has at least 25 plugin pages and four dated blog posts', () => {
    expect([...byUrl.keys()].filter((u) => u.startsWith('/plugins/') && u !== '/plugins/').length).toBeGreaterThanOrEqual(25);
    expect(files.pages.filter((f) => /^blog\/\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f.path)).length).toBeGreaterThanOrEqual(4);
  });

  it('renders without a problem or a warning (unknown languages or components, vague link text...)', () => {
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    expect([...snapshot.problems, ...snapshot.warnings].map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it('lists no invented contributors', () => {
    expect(files.pages.filter((f) => /^contributors:/m.test(f.source)).map((f) => f.path)).toEqual([]);
  });
});
