// The static export, served by a plain static file server as a CDN would.
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportSite } from '../../server/tools/exportSite';

jest.setTimeout(60_000);
const ROOT = join(__dirname, '..', '..');

describe('static export', () => {
  let out: string;
  let ko: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'export-'));
    // A small translation: the concepts index translated, everything else left to English.
    ko = mkdtempSync(join(tmpdir(), 'export-ko-'));
    mkdirSync(join(ko, 'concepts'));
    writeFileSync(join(ko, 'concepts', 'index.mdx'), '---\ntitle: 개념\n---\n\n## 소개 {#introduction}\n\n[출력](/concepts/output/)과 [개념](/concepts/).\n');
    const count = await exportSite({
      contentDir: join(ROOT, 'content'),
      clientDir: join(ROOT, 'dist', 'client'),
      out,
      siteUrl: 'https://docs.example.org',
      translations: [{ locale: 'ko', dir: ko }],
      // Settings the server honours, which the export must honour too.
      editBase: 'https://code.example.org/docs/edit/main/content',
      analyticsId: 'G-EXPORT1',
    });
    expect(count).toBeGreaterThan(100);
    const app = express();
    app.use(express.static(out, { extensions: ['html'] }));
    app.use((_req, res) => res.status(404).sendFile(join(out, '404.html')));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => {
    server?.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(ko, { recursive: true, force: true });
  });

  it.each([
    ['/', '<title>webpack</title>'],
    ['/concepts/', '<title>Concepts | webpack</title>'],
    ['/configuration/output/', '<title>Output | webpack</title>'],
    ['/loaders/css-loader/', '<title>css-loader | webpack</title>'],
    ['/printable/', '<title>Combined printable page | webpack</title>'],
  ])('serves %s as static HTML', async (path, title) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(title);
  });

  it('honours the settings the server honours: edit links and the analytics id', async () => {
    const html = await (await fetch(`${base}/concepts/`)).text();
    expect(html).toContain('"editUrl":"https://code.example.org/docs/edit/main/content/concepts/index.mdx"');
    expect(html).not.toContain('github.com/webpack/webpack.js.org/edit');
    expect(html).toContain('"analyticsId":"G-EXPORT1"');
  });

  it('serves the 404 page for unknown paths', async () => {
    const res = await fetch(`${base}/no-such-page/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('includes the feed, sitemap, robots.txt, llms.txt and the hashed assets', async () => {
    const feed = await (await fetch(`${base}/blog/feed.xml`)).text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain('https://docs.example.org/blog/');
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain('https://docs.example.org/concepts/');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Disallow: /printable/');
    expect((await fetch(`${base}/llms.txt`)).status).toBe(200);
    const html = await (await fetch(`${base}/concepts/`)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await fetch(base + script)).status).toBe(200);
  });

  it('includes the page data that client navigation fetches', async () => {
    const html = await (await fetch(`${base}/concepts/`)).text();
    const version = /"contentVersion":"([^"]+)"/.exec(html)?.[1];
    const data = await (await fetch(`${base}/page-data/${version}/concepts/entry-points/data.json`)).json();
    expect(data.title).toBe('Entry Points');
  });

  it('writes each translation under its locale: translated pages, fallbacks, page data, sitemap alternates', async () => {
    const translated = await (await fetch(`${base}/ko/concepts/`)).text();
    expect(translated).toContain('<html lang="ko">');
    expect(translated).toContain('<title>개념 | webpack</title>');
    expect(translated).toContain('<link rel="alternate" hreflang="ko" href="https://docs.example.org/ko/concepts/">');
    expect(translated).toContain('href="/ko/concepts/"');
    const fallback = await (await fetch(`${base}/ko/concepts/output/`)).text();
    expect(fallback).toContain('<link rel="canonical" href="https://docs.example.org/concepts/output/">');
    expect(fallback).toContain('class="translation-notice"');
    const version = /"contentVersion":"([^"]+)"/.exec(translated)?.[1];
    const data = await (await fetch(`${base}/page-data/${version}/ko/concepts/data.json`)).json();
    expect(data.title).toBe('개념');
    expect((await fetch(`${base}/ko/concepts/index.md`)).status).toBe(200);
    expect((await fetch(`${base}/ko/llms.txt`)).status).toBe(200);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://docs.example.org/ko/concepts/</loc>');
    expect(sitemap).not.toContain('<loc>https://docs.example.org/ko/concepts/output/</loc>');
  });
});
