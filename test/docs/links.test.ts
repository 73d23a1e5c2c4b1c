// The README and docs/ are the project's front door: every relative link in them must reach a
// file of the repository, and every #anchor a heading of the page it points to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { slugify } from '../../shared/slugify';

const ROOT = join(__dirname, '..', '..');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Heading ids of a markdown file, as GitHub makes them. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugify((m[1] ?? '').replace(/[`*]/g, ''))));
}

/** The [text](target) links of a markdown file that are not absolute URLs (code left out). */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').filter((href) => !/^[a-z]+:/i.test(href));
}

describe('README and docs/', () => {
  it('has a README of at most 150 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(151);
  });

  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    const from = join(ROOT, page);
    const broken: string[] = [];
    for (const href of relativeLinks(from)) {
      const [path = '', anchor] = href.split('#');
      const target = path === '' ? from : join(dirname(from), path);
      if (!existsSync(target)) broken.push(`${href} (no file ${relative(ROOT, target)})`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${href} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });

  it('links every docs/ page from the README', () => {
    const linked = new Set(relativeLinks(join(ROOT, 'README.md')).map((href) => href.split('#')[0]));
    expect(PAGES.filter((page) => page.startsWith('docs/') && !linked.has(page))).toEqual([]);
  });
});
