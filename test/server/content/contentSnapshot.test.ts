import { assembleSnapshot } from '../../../server/content/contentSnapshot';
import { resolvePageData } from '../../../server/site/routePageData';
import { fileToUrl } from '../../../shared/urls';
import { snapshotOf } from '../../helpers/testApp';

describe('content URLs', () => {
  it.each([
    ['guides/getting-started.mdx', '/guides/getting-started/'],
    ['loaders/_css-loader.mdx', '/loaders/css-loader/'],
    ['index.mdx', '/'],
    ['concepts/index.mdx', '/concepts/'],
    ['api/cli.md', '/api/cli/'],
    ['migrate/5.mdx', '/migrate/5/'],
  ])('maps %s to %s', (path, url) => {
    expect(fileToUrl(path)).toBe(url);
  });
});

describe('content index', () => {
  const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nBody of ${title}.\n`;

  it('orders a section: index first, groups together, sort ascending with missing sorts last, then title', () => {
    const snapshot = snapshotOf([
      ['api/index.mdx', page('API', 'sort: -1\n')],
      ['api/zeta.mdx', page('Zeta', 'sort: 2\n')],
      ['api/alpha.mdx', page('Alpha', 'sort: 2\n')],
      ['api/nosort.mdx', page('No Sort')],
      ['api/hooks.mdx', page('Hooks', 'sort: 3\ngroup: Plugins\n')],
      ['api/first.mdx', page('First', 'sort: 1\n')],
      ['api/parser.mdx', page('Parser', 'sort: 5\ngroup: Plugins\n')],
      ['api/later.mdx', page('Later', 'sort: 4\n')],
    ]);
    const titles = snapshot.sections.get('api')?.pages.map((p) => p.title);
    expect(titles).toEqual(['API', 'First', 'Alpha', 'Zeta', 'Later', 'No Sort', 'Hooks', 'Parser']);
  });

  it('orders blog posts newest first after the index', () => {
    const snapshot = snapshotOf([
      ['blog/index.mdx', page('Blog')],
      ['blog/2020-01-01-a.mdx', page('A')],
      ['blog/2026-02-03-c.mdx', page('C')],
      ['blog/2023-05-06-b.mdx', page('B')],
    ]);
    expect(snapshot.sections.get('blog')?.pages.map((p) => p.title)).toEqual(['Blog', 'C', 'B', 'A']);
  });

  it('builds nodes with path, name, size, extension, url, anchors, contributors and related', () => {
    const snapshot = snapshotOf([
      ['concepts/output.mdx', '---\ntitle: Output\nsort: 2\ncontributors:\n  - alice\nrelated:\n  - title: Guide\n    url: /guides/\n---\n\n## Multi-Page Application\n\n### output.filename\n'],
    ]);
    const node = snapshot.pages.get('/concepts/output/')?.node;
    expect(node).toMatchObject({
      type: 'file', path: 'concepts/output.mdx', name: 'output', extension: '.mdx', url: '/concepts/output/',
      title: 'Output', sort: 2, contributors: ['alice'], related: [{ title: 'Guide', url: '/guides/' }],
    });
    expect(node?.anchors).toEqual([
      { title: 'Multi-Page Application', id: 'multi-page-application', level: 2 },
      { title: 'output.filename', id: 'outputfilename', level: 3 },
    ]);
    const dir = snapshot.root.children.find((c) => c.type === 'directory' && c.name === 'concepts');
    expect(dir?.type).toBe('directory');
    expect(dir?.size).toBe(node?.size);
  });

  it('gives internal related links the trailing slash, keeping query and fragment, and leaves external ones alone', () => {
    const related = [
      ['HMR', '/concepts/hot-module-replacement'],
      ['Options', '/configuration/output#outputpath'],
      ['Search', '/guides?q=cache#top'],
      ['Kept', '/guides/'],
      ['External', 'https://github.com/webpack/webpack'],
    ];
    const yaml = related.map(([title, url]) => `  - title: ${title}\n    url: "${url}"`).join('\n');
    const snapshot = snapshotOf([['concepts/output.mdx', `---\ntitle: Output\nrelated:\n${yaml}\n---\n\nText.\n`]]);
    expect(snapshot.pages.get('/concepts/output/')?.node.related.map((link) => link.url)).toEqual([
      '/concepts/hot-module-replacement/',
      '/configuration/output/#outputpath',
      '/guides/?q=cache#top',
      '/guides/',
      'https://github.com/webpack/webpack',
    ]);
  });

  it('gives underscore files source, edit and repo links', () => {
    const snapshot = snapshotOf([['loaders/_css-loader.mdx', page('css-loader', 'repo: https://github.com/webpack/css-loader\n')]]);
    const node = snapshot.pages.get('/loaders/css-loader/')?.node;
    expect(node?.repo).toBe('https://github.com/webpack/css-loader');
    expect(node?.edit).toContain('https://github.com/webpack/css-loader/edit/');
    expect(node?.source).toContain('https://github.com/webpack/css-loader/');
  });

  it('skips a file with a bad frontmatter field and names file, field and expectation', () => {
    const snapshot = snapshotOf([
      ['concepts/good.mdx', page('Good')],
      ['concepts/bad.mdx', '---\ntitle: Bad\nsort: soon\n---\n\nText\n'],
      ['concepts/broken.mdx', '---\ntitle: [unclosed\n---\n\nText\n'],
      ['concepts/none.mdx', 'No frontmatter here\n'],
    ]);
    expect(snapshot.pages.has('/concepts/good/')).toBe(true);
    expect(snapshot.pages.has('/concepts/bad/')).toBe(false);
    const bad = snapshot.problems.find((p) => p.file === 'concepts/bad.mdx');
    expect(bad?.message).toMatch(/"sort" must be a number/);
    expect(bad?.line).toBe(3);
    expect(snapshot.problems.find((p) => p.file === 'concepts/broken.mdx')?.message).toMatch(/invalid YAML/);
    expect(snapshot.problems.find((p) => p.file === 'concepts/none.mdx')?.message).toMatch(/missing frontmatter/);
  });

  it('reports two files with the same URL and keeps the first', () => {
    const snapshot = snapshotOf([
      ['guides/a.mdx', page('First A')],
      ['guides/a/index.mdx', page('Second A')],
    ]);
    expect(snapshot.pages.get('/guides/a/')?.node.title).toBe('First A');
    expect(snapshot.problems[0]?.message).toMatch(/same URL/);
  });

  it('changes the content version when a file changes', () => {
    const a = snapshotOf([['x.mdx', page('X')]]);
    const b = snapshotOf([['x.mdx', page('X2')]]);
    expect(a.version).not.toBe(b.version);
    expect(snapshotOf([['x.mdx', page('X')]]).version).toBe(a.version);
  });
});

describe('reassembling a snapshot', () => {
  it('shows the blog post list once, however often the snapshot is rebuilt from its pages', () => {
    const first = snapshotOf([
      ['blog/index.mdx', '---\ntitle: Blog\n---\n\nNews.\n'],
      ['blog/2025-01-02-a.mdx', '---\ntitle: Post A\n---\n\nA.\n'],
    ]);
    const again = assembleSnapshot([...assembleSnapshot([...first.pages.values()], []).pages.values()], []);
    const html = resolvePageData(again, '/blog/').html;
    expect(html.match(/class="post-list"/g)).toHaveLength(1);
    expect(html).toContain('Post A');
  });

  it('gives the blog post list no aria-label, which a plain list takes none of', () => {
    const html = resolvePageData(snapshotOf([['blog/index.mdx', '---\ntitle: Blog\n---\n'], ['blog/2025-01-02-a.mdx', '---\ntitle: Post A\n---\n\nA.\n']]), '/blog/').html;
    expect(html).toMatch(/<ul class="post-list">/);
    expect(html).not.toMatch(/<ul[^>]*aria-label/);
  });
});
