// The playground's sandbox frame: the only document that runs a project's code (its
// configuration, its loaders, the built page). It is served with a policy of its own: an opaque
// origin (`sandbox allow-scripts`, so it reads no storage or cookie of the site, even when
// opened on its own), no network (`connect-src 'none'`, which its blob worker inherits), and
// eval allowed, which webpack needs (tapable compiles hooks with `new Function`). The site's
// pages keep their own policy, which has no eval. The document never changes within a release,
// so its address carries a hash of it and it is cached for good: the playground then opens
// offline. Its nonce is that hash too: a secret nonce would protect nothing here, since every
// script this frame runs is the project's own.

/** The frame's script: relays messages between the page and the build worker, and shows the
 * built page in a nested frame. Messages are taken only from the embedding page. */
const FRAME_SCRIPT = String.raw`
(() => {
  let worker = null;
  const send = (message) => parent.postMessage(message, '*');
  const start = (source) => {
    if (worker) worker.terminate();
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(url);
    worker.onmessage = (event) => send(event.data);
    worker.onerror = (event) => send({ type: 'crashed', message: String(event.message || 'the build worker stopped') });
  };
  // The built page runs in a nested sandboxed frame (an opaque origin of its own) that
  // inherits this frame's policy: its scripts and stylesheets are put inline, the scripts
  // with this document's nonce.
  const nonce = document.currentScript.nonce;
  const preview = (html, files) => {
    const textOf = (name) => {
      const file = files.find((f) => f.path === name.replace(/^\.?\//, ''));
      return file && typeof file.text === 'string' ? file.text : null;
    };
    const page = html
      .replace(/<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>/g, (all, before, src, after) => {
        const text = textOf(src);
        return text === null ? all : '<script nonce="' + nonce + '"' + before + after + '>' + text.replace(/<\/(script)/gi, '<\\/$1') + '<\/script>';
      })
      .replace(/<link\b[^>]*\bhref="([^"]+\.css)"[^>]*>/g, (all, href) => {
        const text = textOf(href);
        return text === null ? all : '<style>' + text.replace(/<\/(style)/gi, '<\\/$1') + '<\/style>';
      });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'Preview of the built page';
    frame.srcdoc = page;
    document.body.replaceChildren(frame);
  };
  addEventListener('message', (event) => {
    if (event.source !== parent || !event.data || typeof event.data.type !== 'string') return;
    const message = event.data;
    if (message.type === 'start') start(String(message.source));
    // Builds, and the packs the worker asked for (it has no network: the page fetches them).
    else if ((message.type === 'build' || message.type === 'packs') && worker) worker.postMessage(message);
    else if (message.type === 'preview') preview(String(message.html), Array.isArray(message.files) ? message.files : []);
  });
  send({ type: 'frame-ready' });
})();
`;

/** FNV-1a of a text, as 8 hex digits (no crypto: this module is shared with the browser). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The frame's nonce and version. */
const FRAME_VERSION = fnv1a(FRAME_SCRIPT);

/** Where the frame is served. */
export const FRAME_PATH = `/playground/frame-${FRAME_VERSION}.html`;

/** The frame's HTML. */
export const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Playground sandbox</title><style>html,body{margin:0;height:100%;background:#fff}iframe{border:0;width:100%;height:100%;display:block}</style></head><body><script nonce="${FRAME_VERSION}">${FRAME_SCRIPT}</script></body></html>`;

/** The frame's Content-Security-Policy. */
export const FRAME_POLICY = [
  "default-src 'none'",
  `script-src 'nonce-${FRAME_VERSION}' 'unsafe-eval' blob:`,
  'worker-src blob:',
  'frame-src blob:',
  "style-src 'unsafe-inline' blob:",
  'img-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');
