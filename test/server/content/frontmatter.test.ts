// Frontmatter written by strangers: whatever its YAML holds, parsing returns a problem naming
// file and line, never throws, and never expands an alias.
import { isProblem, MAX_FRONTMATTER_CHARS, parseFrontmatter } from '../../../server/content/frontmatter';
import { aliasBomb, manyKeys } from '../../fixtures/hostileFolder';

const problemOf = (source: string) => {
  const result = parseFrontmatter('guides/page.md', source);
  if (!isProblem(result)) throw new Error('expected a problem');
  return result;
};

describe('frontmatter from strangers', () => {
  it('refuses an alias bomb as a problem at the line of the first alias, without expanding it', () => {
    expect(problemOf(aliasBomb())).toEqual({ file: 'guides/page.md', line: 4, message: 'frontmatter uses the YAML alias *a0: aliases are not allowed, write the value out' });
  });

  it('refuses even one harmless alias and a merge key', () => {
    expect(problemOf('---\ntitle: &t Page\ngroup: *t\n---\nx').line).toBe(3);
    expect(problemOf('---\nbase: &b { title: A }\nmore:\n  <<: *b\n---\nx').message).toMatch(/alias \*b/);
  });

  it('reports a key given twice with the line of the second', () => {
    expect(problemOf('---\ntitle: A\nsort: 1\ntitle: B\n---\nx')).toEqual({ file: 'guides/page.md', line: 4, message: 'field "title" is given twice in frontmatter: keep one' });
  });

  it('refuses frontmatter over the size cap, however many keys it has', () => {
    expect(problemOf(manyKeys(20_000)).message).toMatch(new RegExp(`more than the ${MAX_FRONTMATTER_CHARS} allowed`));
  });

  it('turns what the YAML parser throws into a problem', () => {
    // Tags the default schema does not know and deep nesting are errors or warnings of the parser, not exceptions.
    for (const source of ['---\ntitle: !!binary x\n---\n', `---\ntitle: ${'['.repeat(5000)}\n---\n`, '---\ntitle: A\n? [a, b]\n: c\n---\n']) {
      expect(() => parseFrontmatter('p.md', source)).not.toThrow();
    }
  });

  it('keeps the body and the line it starts on, with and without a line break after the closing fence', () => {
    const parsed = parseFrontmatter('p.md', '---\ntitle: A\n---\n\nBody\n');
    expect(isProblem(parsed) ? parsed : { body: parsed.body, line: parsed.bodyLine, title: parsed.frontmatter.title }).toEqual({ body: '\nBody\n', line: 4, title: 'A' });
    const closed = parseFrontmatter('p.md', '\uFEFF---\r\ntitle: A\r\n---');
    expect(isProblem(closed) ? closed : { body: closed.body, line: closed.bodyLine }).toEqual({ body: '', line: 3 });
    expect(problemOf('---\ntitle: A\nno closing fence\n').message).toMatch(/missing frontmatter/);
  });

  it('accepts links of the site, http(s) and mail in related, source, edit and repo, and refuses the rest', () => {
    const related = (url: string) => parseFrontmatter('p.md', `---\ntitle: A\nrelated:\n  - title: x\n    url: ${JSON.stringify(url)}\n---\n`);
    for (const url of ['/concepts/', 'https://example.org/', 'http://example.org/', 'mailto:a@example.org', 'loaders/']) expect([url, isProblem(related(url))]).toEqual([url, false]);
    for (const url of ['javascript:alert(1)', 'JaVa\tScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/', '/\\evil.example/', '\\\\evil.example', 'file:///etc/passwd', '']) {
      expect([url, isProblem(related(url))]).toEqual([url, true]);
    }
    expect(problemOf('---\ntitle: A\nrepo: javascript:alert(1)\n---\n')).toMatchObject({ line: 3, message: expect.stringMatching(/^field "repo" has the url/) });
  });
});
