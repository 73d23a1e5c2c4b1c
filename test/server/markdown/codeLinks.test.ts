import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { extractCodeLinks, insertCodeLinks } from '../../../server/markdown/codeLinks';

const renderer = createMarkdownRenderer();
const render = (source: string) => renderer.render(source, 'configuration/index.mdx');
const fence = (lang: string, code: string) => `Intro.\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;

/** Whether every tag in an HTML fragment is closed in the order it was opened. */
function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const [, close, name] of html.matchAll(/<(\/?)(a|span|code|pre|div|button)\b[^>]*>/g)) {
    if (!close) stack.push(name ?? '');
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('js-with-links code blocks', () => {
  const code = [
    'module.exports = {',
    '  [mode](/configuration/mode): "production", // one of three',
    '  [entry](/configuration/entry-context#entry): "./app/entry.js",',
    '  plugins: [new Plugin()], // [more](https://webpack.js.org/plugins)',
    '};',
  ].join('\n');

  it('highlights the code as JavaScript and turns markdown links into links', () => {
    const { html, warnings } = render(fence('js-with-links', code));
    expect(warnings).toEqual([]);
    expect(html).toContain('<pre class="language-javascript"');
    expect(html).toContain('<span class="token string">"production"</span>');
    expect(html).toMatch(/<a href="\/configuration\/mode\/">(<span[^>]*>)?mode(<\/span>)?<\/a>/);
    expect(html).not.toContain('](');
    expect(html).not.toContain('js-with-links');
  });

  it('checks the links like links in text: internal ones get the trailing slash, external ones rel', () => {
    const { html } = render(fence('js-with-links', code));
    expect(html).toContain('<a href="/configuration/entry-context/#entry">');
    expect(html).toContain('<a href="https://webpack.js.org/plugins" rel="noopener noreferrer">');
  });

  it('keeps the highlighted HTML balanced around links that cut through tokens', () => {
    const { html } = render(fence('js-with-links', 'const s = "[in a string](/guides) and more";\n// [a comment link](/api)'));
    expect(balanced(html)).toBe(true);
    expect(html).toContain('<a href="/guides/">');
    expect(html).toContain('<a href="/api/">');
  });

  it('refuses javascript: and data: targets with a warning naming the line, and keeps them as text', () => {
    const { html, warnings } = render(fence('js-with-links', 'a = 1;\n[x](javascript:alert%281%29);\n[y](data:text/html;base64,PHNjcmlwdD4=);'));
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('javascript');
    expect(warnings).toEqual([
      expect.objectContaining({ file: 'configuration/index.mdx', line: 5, message: expect.stringContaining('javascript:alert') }),
      expect.objectContaining({ file: 'configuration/index.mdx', line: 6, message: expect.stringContaining('data:text/html') }),
    ]);
  });

  it('does not read array calls such as handlers[name](event) as links', () => {
    const { html } = render(fence('js-with-links', 'handlers[name](event);'));
    expect(html).not.toContain('<a ');
  });

  it('shows a js-with-links-details block whole, without its details markers', () => {
    const details = '<details><summary>[entry](/configuration/entry-context/#entry): "./app/entry", // string</summary>\n[entry](/configuration/entry-context/#entry): ["./a", "./b"],\n</details>';
    const { html, warnings } = render(fence('js-with-links-details', details));
    expect(warnings).toEqual([]);
    expect(html).toContain('<pre class="language-javascript"');
    expect(html).not.toMatch(/details|summary/);
    expect(html.match(/<a href="\/configuration\/entry-context\/#entry">/g)).toHaveLength(2);
  });

  it('leaves markdown link syntax alone in ordinary js blocks', () => {
    expect(render(fence('js', '[mode](/configuration/mode)')).html).not.toContain('<a ');
  });
});

describe('links in highlighted code', () => {
  it('extracts link text positions from the code with the syntax removed', () => {
    expect(extractCodeLinks('x [a](/b) y [c](#d)', () => true)).toEqual({
      code: 'x a y c',
      links: [{ start: 2, end: 3, href: '/b' }, { start: 6, end: 7, href: '#d' }],
    });
  });

  it('counts an escaped character as one and reopens spans inside and after the link', () => {
    const html = '<span class="s">&quot;ab</span>cd';
    const out = insertCodeLinks(html, [{ start: 2, end: 4, href: '/x' }], (href) => `<a href="${href}">`);
    expect(out).toBe('<span class="s">&quot;a</span><a href="/x"><span class="s">b</span>c</a>d');
  });
});
