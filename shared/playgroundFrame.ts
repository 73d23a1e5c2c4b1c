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
  // with this document's nonce. It has no server to load its other files from, so the page
  // gets them as data: the runtime of a script believes it was loaded from
  // https://preview.invalid/<its path> (webpack's automatic publicPath reads that), and a small
  // script that runs first turns every address under that origin, however the page asks for it
  // (an image's src, a stylesheet's url(), a script chunk), into the emitted file's bytes.
  const nonce = document.currentScript.nonce;
  const BASE = 'https://preview.invalid/';
  const TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', css: 'text/css', js: 'text/javascript', mjs: 'text/javascript', json: 'application/json', html: 'text/html', txt: 'text/plain', wasm: 'application/wasm' };
  const typeOf = (path) => TYPES[(/\.([a-z0-9]+)$/i.exec(path) || ['', ''])[1].toLowerCase()] || 'application/octet-stream';
  const base64Of = (file) => (typeof file.base64 === 'string' ? file.base64 : btoa(unescape(encodeURIComponent(file.text || ''))));
  // Runs first in the built page, with the emitted files.
  const bootstrap = (base, files) => {
    const urls = {};
    const urlOf = (path) => {
      if (path in urls) return urls[path];
      const file = files[path];
      if (!file) return null;
      const data = 'data:' + file.type + ';base64,' + file.base64;
      // The policy takes scripts by nonce or from blob:, everything else from data:.
      urls[path] = file.type === 'text/javascript' ? URL.createObjectURL(new Blob([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], { type: file.type })) : data;
      return urls[path];
    };
    const map = (url) => {
      const text = String(url);
      if (!text.startsWith(base)) return url;
      const found = urlOf(decodeURIComponent(text.slice(base.length).split(/[?#]/)[0]));
      return found === null ? url : found;
    };
    const intercept = (proto, name) => {
      const own = Object.getOwnPropertyDescriptor(proto, name);
      if (own && own.set) Object.defineProperty(proto, name, { ...own, set(value) { own.set.call(this, map(value)); } });
    };
    intercept(HTMLScriptElement.prototype, 'src');
    intercept(HTMLImageElement.prototype, 'src');
    intercept(HTMLSourceElement.prototype, 'src');
    intercept(HTMLLinkElement.prototype, 'href');
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      return setAttribute.call(this, name, /^(?:src|href)$/i.test(name) ? map(value) : value);
    };
    // Style text is rewritten before it enters the document (style-loader appends it to a style
    // element already in place), so that no url() is ever requested from the made-up origin.
    const inStyles = /https:\/\/preview\.invalid\/[^)"'\s]+/g;
    const cssOf = (text) => (text.includes(base) ? text.replace(inStyles, map) : text);
    const prepare = (parent, node) => {
      if (node && node.nodeName === 'STYLE') node.textContent = cssOf(node.textContent);
      else if (node && node.nodeType === 3 && parent && parent.nodeName === 'STYLE') node.data = cssOf(node.data);
    };
    for (const name of ['appendChild', 'insertBefore', 'replaceChild']) {
      const original = Node.prototype[name];
      Node.prototype[name] = function (node, ...rest) {
        prepare(this, node);
        return original.call(this, node, ...rest);
      };
    }
    const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
    Object.defineProperty(Node.prototype, 'textContent', { ...textContent, set(value) { textContent.set.call(this, this.nodeName === 'STYLE' && value != null ? cssOf(String(value)) : value); } });
    window.__playgroundScriptAt = (path) => Object.defineProperty(document.currentScript, 'src', { value: base + path, configurable: true });
  };
  const preview = (html, files) => {
    const byPath = {};
    for (const file of files) byPath[file.path] = { type: typeOf(file.path), base64: base64Of(file) };
    const emitted = (reference) => {
      const path = reference.replace(/^\.?\//, '').split(/[?#]/)[0];
      return path in byPath ? path : null;
    };
    const textOf = (name) => {
      const file = files.find((f) => f.path === emitted(name));
      return file && typeof file.text === 'string' ? file.text : null;
    };
    // A stylesheet's url() relative to its own path, as an address the page maps.
    const cssUrls = (css, from) => css.replace(/url\(\s*(["']?)([^)"']+)\1\s*\)/g, (all, quote, reference) => {
      if (/^(?:[a-z]+:|\/\/|#)/i.test(reference)) return all;
      const path = emitted(new URL(reference, BASE + from).href.slice(BASE.length));
      return path === null ? all : 'url(' + quote + BASE + path + quote + ')';
    });
    const deferred = [];
    let page = html
      .replace(/<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>/g, (all, before, src, after) => {
        const text = textOf(src);
        if (text === null) return all;
        const attributes = (before + after).replace(/\s(?:defer|async)(?:="[^"]*")?/g, '');
        const inline = '<script nonce="' + nonce + '"' + attributes + '>__playgroundScriptAt(' + JSON.stringify(emitted(src)) + ');\n' + text.replace(/<\/(script)/gi, '<\\/$1') + '<\/script>';
        // An inline script runs where it stands: one that was to wait for the document runs after it.
        if (/\s(?:defer|async)\b|type="module"/.test(before + after)) {
          deferred.push(inline);
          return '';
        }
        return inline;
      })
      .replace(/<link\b[^>]*\bhref="([^"]+\.css)"[^>]*>/g, (all, href) => {
        const text = textOf(href);
        return text === null ? all : '<style>' + cssUrls(text, emitted(href)).replace(/<\/(style)/gi, '<\\/$1') + '<\/style>';
      })
      .replace(/(<(?:img|source|video|audio)\b[^>]*?\ssrc=")([^"]+)"/g, (all, start, src) => {
        const path = emitted(src);
        return path === null ? all : start + 'data:' + byPath[path].type + ';base64,' + byPath[path].base64 + '"';
      });
    page = /<\/body>/i.test(page) ? page.replace(/<\/body>/i, () => deferred.join('') + '</body>') : page + deferred.join('');
    const first = '<script nonce="' + nonce + '">(' + bootstrap.toString() + ')(' + JSON.stringify(BASE) + ', ' + JSON.stringify(byPath).replace(/</g, '\\u003c') + ');<\/script>';
    page = /<head[^>]*>/i.test(page) ? page.replace(/<head[^>]*>/i, (head) => head + first) : first + page;
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
