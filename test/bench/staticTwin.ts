// A page's static twin: the same server-rendered HTML and CSS with every script, module
// preload and service-worker registration removed. No JavaScript can make a page cheaper than
// its own HTML, so the twin is the floor a page's Lighthouse figures are measured against.

/** The twin of a page's HTML: no <script> element (inline, external or data), no module
 * preload. The service worker is registered by a script, so it goes with them. */
export function twinHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

/**
 * Source of a plain static server (node -e), run as a process of its own like the server under
 * test: it answers the twins from a folder of index.html files (compressed as express does it)
 * and passes every other request (stylesheets, images, the favicon) on to the page's server,
 * so both load the same bytes but for the scripts.
 */
export function twinServerScript(folder: string, port: number, origin: string): string {
  return `
    const express = require('express'); const compression = require('compression'); const http = require('node:http');
    const app = express(); app.use(compression());
    app.use(express.static(${JSON.stringify(folder)}, { index: 'index.html', redirect: false }));
    app.use((req, res) => {
      const upstream = http.get(${JSON.stringify(origin)} + req.originalUrl, { headers: { 'accept-encoding': req.headers['accept-encoding'] || '' } }, (answer) => {
        res.writeHead(answer.statusCode || 502, answer.headers); answer.pipe(res);
      });
      upstream.on('error', () => { res.statusCode = 502; res.end(); });
    });
    app.listen(${port}, '127.0.0.1');`;
}
