// A printable section: one heading for the section, unique ids across its pages, and each
// page's in-page links pointing at its own copy of a heading.
import request from 'supertest';
import { testApp } from '../../helpers/testApp';

const SITE: [string, string][] = [
  ['index.mdx', '---\ntitle: webpack\n---\n\nHome.\n'],
  ['concepts/index.mdx', '---\ntitle: Concepts\nsort: -1\n---\n\nStart with [modules](/concepts/modules/#next-steps).\n\n## Next steps\n\nRead [below](#next-steps).\n'],
  ['concepts/modules.mdx', '---\ntitle: Modules\nsort: 1\n---\n\n## Intro\n\nSee [next steps](#next-steps).\n\n## Next steps\n\nEnd.\n'],
  ['concepts/targets.mdx', '---\ntitle: Targets\nsort: 2\n---\n\n## Next steps\n\nBack to [the concepts](/concepts/).\n'],
];

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
const body = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

describe('printable section', () => {
  const { app } = testApp(SITE);

  it('heads the section once: its index page is not titled again', async () => {
    const res = await request(app).get('/concepts/printable/');
    expect(res.status).toBe(200);
    const headings = [...body(res.text).matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Concepts', 'Modules', 'Targets']);
  });

  it('gives every element a unique id', async () => {
    const res = await request(app).get('/concepts/printable/');
    const ids = idsOf(body(res.text));
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['page-concepts--next-steps', 'page-concepts-modules--next-steps', 'page-concepts-targets--next-steps']));
  });

  it("points each page's in-page links at its own headings, and links between its pages inside the view", async () => {
    const html = body((await request(app).get('/concepts/printable/')).text);
    const section = (id: string) => new RegExp(`<section class="printable__page" id="${id}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';
    expect(section('page-concepts')).toContain('href="#page-concepts--next-steps"');
    expect(section('page-concepts')).toContain('href="#page-concepts-modules--next-steps"');
    expect(section('page-concepts-modules')).toContain('href="#page-concepts-modules--next-steps"');
    expect(section('page-concepts-targets')).toContain('href="#page-concepts"');
    // Every fragment link of the view reaches an element of the view.
    const ids = new Set(idsOf(html));
    const fragments = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(fragments.filter((f) => f !== 'main-content' && !ids.has(f))).toEqual([]);
  });

  it('leaves the pages themselves as they were', async () => {
    const res = await request(app).get('/concepts/modules/');
    expect(res.text).toContain('id="next-steps"');
    expect(res.text).toContain('href="#next-steps"');
  });
});
