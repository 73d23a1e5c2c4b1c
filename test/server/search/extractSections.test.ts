import { extractSections } from '../../../server/search/extractSections';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';

describe('search documents of a page', () => {
  it('keeps heading permalinks, copy buttons and diff markers out of the text', () => {
    const { html } = createMarkdownRenderer().render('Intro.\n\n## First\n\nAlpha text.\n\n```diff\n-old();\n+fresh();\n```\n\n## Second\n\nBeta text.\n', 'x.md');
    const docs = extractSections({ url: '/x/', title: 'X', html, section: 'x' });
    expect(docs.map((d) => d.id)).toEqual(['/x/', '/x/#first', '/x/#second']);
    expect(docs[1]?.text).toBe('Alpha text. old(); fresh();');
    expect(docs.every((d) => !d.text.includes('#') && !d.text.includes('Copy') && !d.text.includes('Link to the section'))).toBe(true);
  });
});
