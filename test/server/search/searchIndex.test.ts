import request from 'supertest';
import { createSearchIndex, MAX_RESULTS } from '../../../server/search/searchIndex';
import { tokenize } from '../../../server/search/tokenize';
import { testApp } from '../../helpers/testApp';

const pages = [
  { url: '/configuration/output/', title: 'Output', section: 'configuration', html: '<p>Where files go.</p><h3 id="outputfilename">output.filename</h3><p>Names each bundle with placeholders such as [name].</p><h3 id="outputpath">output.path</h3><p>The folder on disk.</p>' },
  { url: '/concepts/loaders/', title: 'Loaders', section: 'concepts', html: '<p>Loaders transform files before they are bundled.</p><h2 id="example">Example</h2><p>Use css-loader for stylesheets.</p>' },
  { url: '/blog/2026-01-01-loaders/', title: 'News about loaders', section: 'blog', html: '<p>Loaders got faster.</p>' },
  { url: '/zh/concepts/', title: '概念', section: 'zh', html: '<p>webpack 是一个用于现代 JavaScript 应用程序的静态模块打包工具。</p>' },
];

describe('search index', () => {
  const index = createSearchIndex(pages);

  it('links heading hits to their anchor and marks the match in the excerpt', () => {
    const [first] = index.search('filename');
    expect(first?.url).toBe('/configuration/output/#outputfilename');
    expect(first?.heading).toBe('output.filename');
    expect(index.search('placeholders')[0]?.excerpt).toContain('<mark>placeholders</mark>');
  });

  it('ranks a title match above body text and reference pages above blog posts', () => {
    const urls = index.search('loaders').map((r) => r.url);
    expect(urls[0]).toBe('/concepts/loaders/');
    expect(urls.indexOf('/blog/2026-01-01-loaders/')).toBeGreaterThan(0);
  });

  it('completes prefixes and tolerates typos', () => {
    expect(index.search('outp')[0]?.url).toContain('/configuration/output/');
    expect(index.search('stylsheets')[0]?.url).toBe('/concepts/loaders/#example');
  });

  it('finds Chinese text', () => {
    expect(index.search('打包')[0]?.url).toBe('/zh/concepts/');
    expect(index.search('模块')[0]?.url).toBe('/zh/concepts/');
  });

  it('updates one page in place and escapes excerpts', () => {
    const local = createSearchIndex(pages);
    local.updatePage('/concepts/loaders/', { ...pages[1]!, html: '<p>Now about &lt;script&gt; tags and pipelines.</p>' });
    expect(local.search('pipelines')[0]?.url).toBe('/concepts/loaders/');
    expect(local.search('pipelines')[0]?.excerpt).not.toContain('<script>');
    expect(local.search('stylesheets')).toEqual([]);
    local.updatePage('/concepts/loaders/', null);
    expect(local.search('pipelines')).toEqual([]);
  });

  it('splits dotted option names into their parts as well', () => {
    expect(tokenize('output.filename')).toEqual(['output.filename', 'output', 'filename']);
  });
});

describe('GET /api/search', () => {
  it('answers JSON results for a query', async () => {
    const { app } = testApp();
    const res = await request(app).get('/api/search?q=entry');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ title: 'Entry Points', url: expect.stringMatching(/^\/concepts\/entry-points\//) });
    // Which queries cost the most is no business of a caller in production.
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it('clamps limit and answers every spelling of a query alike', async () => {
    const { app } = testApp();
    const many = await request(app).get('/api/search?q=webpack&limit=100000');
    expect(many.status).toBe(200);
    expect(many.body.results.length).toBeGreaterThan(0);
    expect(many.body.results.length).toBeLessThanOrEqual(MAX_RESULTS);
    const a = await request(app).get('/api/search?q=entry%20%20points&limit=7');
    const b = await request(app).get('/api/search?q=ENTRY%20points%20entry%20x&limit=abc');
    expect(a.body.results.length).toBeLessThanOrEqual(7);
    expect(a.body.results).toEqual(b.body.results.slice(0, 7));
    expect(a.body.results[0]).toMatchObject({ title: 'Entry Points' });
  });

  it('answers an empty list for an empty or odd query', async () => {
    const { app } = testApp();
    expect((await request(app).get('/api/search')).body.results).toEqual([]);
    expect((await request(app).get('/api/search?q[]=a')).body.results).toEqual([]);
  });
});
