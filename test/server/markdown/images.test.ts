import { contentAssetOptions } from '../../../server/content/contentAssets';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';

const renderer = createMarkdownRenderer(
  contentAssetOptions({
    assets: ['guides/images/diagram.png', 'blog/logo.svg', 'guides/images/my chart.png'],
    imageSizes: new Map([
      ['guides/images/diagram.png', { width: 800, height: 600 }],
      ['blog/logo.svg', { width: 120, height: 40 }],
      ['guides/images/my chart.png', { width: 300, height: 100 }],
    ]),
  }),
);
const render = (source: string, file = 'guides/page.mdx') => renderer.render(source, file).html;
const imgOf = (html: string) => /<img\b(?:"[^"]*"|'[^']*'|[^>"'])*>/.exec(html)?.[0] ?? '';

describe('content images', () => {
  it('makes a markdown image of a content file lazy, async and sized, at its public URL', () => {
    const img = imgOf(render('![A diagram](./images/diagram.png)'));
    expect(img).toContain('src="/content-assets/guides/images/diagram.png"');
    expect(img).toContain('alt="A diagram"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="600"');
  });

  it('sizes a relative image written without ./ or with an encoded space', () => {
    expect(imgOf(render('![x](images/diagram.png)'))).toContain('width="800"');
    expect(imgOf(render('![x](<images/my chart.png>)'))).toMatch(/src="\/content-assets\/guides\/images\/my%20chart\.png".*width="300" height="100"/);
  });

  it('sizes a site-absolute /content-assets/ image', () => {
    expect(imgOf(render('![Logo](/content-assets/blog/logo.svg)'))).toMatch(/loading="lazy" decoding="async" width="120" height="40"/);
  });

  it('makes an external image lazy and async without a size', () => {
    const img = imgOf(render('![badge](https://img.shields.io/npm/v/webpack.svg)'));
    expect(img).toContain('src="https://img.shields.io/npm/v/webpack.svg"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toMatch(/\s(width|height)=/);
  });

  it('leaves an image that is not a content file where it points, lazy and unsized', () => {
    const img = imgOf(render('![gone](./images/missing.png)'));
    expect(img).toContain('src="./images/missing.png"');
    expect(img).toContain('loading="lazy"');
    expect(img).not.toMatch(/\s(width|height)=/);
  });

  it('sizes the image the MDX pieces make of an imported file', () => {
    const img = imgOf(render('import logo from "./logo.svg";\n\n<img src={logo} alt="Logo" />\n', 'blog/post.mdx'));
    expect(img).toBe('<img src="/content-assets/blog/logo.svg" alt="Logo" loading="lazy" decoding="async" width="120" height="40" />');
  });

  it('sizes raw HTML images, block and inline, keeping what the author wrote', () => {
    expect(imgOf(render('<img src="./images/diagram.png" alt="a > b">'))).toBe(
      '<img src="/content-assets/guides/images/diagram.png" alt="a &gt; b" loading="lazy" decoding="async" width="800" height="600" />',
    );
    expect(imgOf(render('Inline <img alt=x src=/content-assets/blog/logo.svg> image.'))).toContain('width="120" height="40"');
  });

  it('keeps an author’s width and scales the height to match', () => {
    const img = imgOf(render('<img src="/content-assets/guides/images/diagram.png" width="400" alt="">'));
    expect(img).toContain('width="400"');
    expect(img).toContain('height="300"');
    expect(img.match(/width=/g)).toHaveLength(1);
  });

  it('keeps both sizes and the loading an author set', () => {
    const img = imgOf(render('<img src="/content-assets/guides/images/diagram.png" width="10" height="20" loading="eager">'));
    expect(img).toBe('<img src="/content-assets/guides/images/diagram.png" width="10" height="20" loading="eager" decoding="async" />');
  });

  it('leaves a non-numeric author width alone', () => {
    const img = imgOf(render('<img src="/content-assets/guides/images/diagram.png" width="50%">'));
    expect(img).not.toContain('height=');
  });

  it('never makes a script out of a hostile image once sized', () => {
    const html = render('<img src="./images/diagram.png" onerror="alert(1)" alt="x">');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(imgOf(html)).toContain('width="800"');
  });

  it('leaves images inside code untouched', () => {
    expect(render('`<img src="x.png">`\n\n```html\n<img src="./images/diagram.png">\n```\n')).not.toContain('loading=');
  });

  it('makes images lazy even without a content folder to size them from', () => {
    expect(createMarkdownRenderer().render('![x](./a.png)', 'page.md').html).toContain('<img src="./a.png" alt="x" loading="lazy" decoding="async">');
  });
});
