// A related item without a string title and url (older upstream pages wrote `- webpack 3: ...`)
// is left out with a warning naming it, and the page is served; a refused url still keeps the
// page off the site.
import { isProblem, parseFrontmatter } from '../../../server/content/frontmatter';
import { createContentStore } from '../../../server/content/store';
import { snapshotOf } from '../../helpers/testApp';

describe('related items of odd shape', () => {
  it('leaves the item out and names it, keeping the good ones', () => {
    const parsed = parseFrontmatter('p.md', '---\ntitle: A\nrelated:\n  - webpack 3: Official Release!!\n  - title: B\n    url: /b/\n---\n');
    if (isProblem(parsed)) throw new Error(parsed.message);
    expect(parsed.frontmatter.related).toEqual([{ title: 'B', url: '/b/' }]);
    expect(parsed.frontmatter.skipped).toEqual(['field "related" item 1 left out: it must have a string title and url, got a mapping']);
  });

  it('serves the page with a warning for the file', () => {
    const snapshot = createContentStore(snapshotOf([['p.md', '---\ntitle: A\nrelated:\n  - just text\n---\n\nBody.\n']])).current();
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.pages.get('/p/')?.node.related).toEqual([]);
    expect(snapshot.warnings).toContainEqual({ file: 'p.md', line: 1, message: 'field "related" item 1 left out: it must have a string title and url, got string "just text"' });
  });

  it('still refuses a related url of another scheme', () => {
    expect(isProblem(parseFrontmatter('p.md', '---\ntitle: A\nrelated:\n  - title: x\n    url: "javascript:alert(1)"\n---\n'))).toBe(true);
  });
});
