import { twinHtml } from './staticTwin';

describe('a static twin', () => {
  it('keeps the HTML and stylesheet of a page and drops every script and module preload', () => {
    const page = [
      '<!doctype html><html><head><meta charset="utf-8"><title>T</title>',
      "<script>(function(){document.documentElement.setAttribute('data-theme','dark')})();</script>",
      '<link rel="stylesheet" href="/assets/main.css"><link rel="modulepreload" href="/assets/chunk-A.js" fetchpriority="low">',
      '<script type="module" src="/assets/main.js" fetchpriority="low"></script></head>',
      '<body><div id="root"><main><h1>Title</h1><pre><code>&lt;script&gt;x&lt;/script&gt;</code></pre></main></div>',
      '<script type="application/json" id="__BOOT_DATA__">{"a":"<\\/b>"}</script></body></html>',
    ].join('');
    const twin = twinHtml(page);
    expect(twin).not.toMatch(/<script/i);
    expect(twin).not.toMatch(/modulepreload/);
    expect(twin).toContain('<link rel="stylesheet" href="/assets/main.css">');
    expect(twin).toContain('<h1>Title</h1><pre><code>&lt;script&gt;x&lt;/script&gt;</code></pre>');
    expect(twin).toContain('<title>T</title>');
  });
});
