// Every image of the content is lazy and sized, so nothing below the fold is fetched early and
// nothing shifts when an image arrives: markdown images, raw HTML <img> and the <img> the MDX
// pieces make of imported images get loading="lazy" and decoding="async" (unless the author set
// them), and images that are content files get their intrinsic width and height (the missing
// one scaled when the author set the other). A src relative to the page that names a content
// file is rewritten to its public URL, the only URL that serves it. External images are never
// fetched, so they get no size.
import type { Md as MarkdownIt } from '../markdownTypes';
import type { AssetResolver, ImageSizeLookup, RenderEnv } from '../markdownTypes';
import { escapeHtml } from '../escape';

/** Options of the images plugin. */
export interface ImagesOptions {
  resolveAsset?: AssetResolver;
  imageSize?: ImageSizeLookup;
}

/** What to change on one image: its new src (if any) and the attributes to add, in order. */
interface ImagePlan {
  src: string | null;
  add: [string, string][];
}

const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;
const NUMBER = /^\s*(\d+(?:\.\d+)?)\s*$/;
const VALUE = String.raw`(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+)`;
const IMG_TAG = new RegExp(String.raw`<img\b((?:\s+[^\s"'>/=]+(?:\s*=\s*${VALUE})?)*)(\s*\/?>)`, 'gi');
const ATTRIBUTE = new RegExp(String.raw`\s+([^\s"'>/=]+)(?:\s*=\s*(${VALUE}))?`, 'g');

function decoded(src: string): string {
  try {
    return decodeURIComponent(src);
  } catch (error: unknown) {
    if (error instanceof URIError) return src;
    throw error;
  }
}

function planImage(get: (name: string) => string | null, file: string, options: ImagesOptions): ImagePlan {
  const written = get('src');
  let src: string | null = null;
  if (written && !NOT_RELATIVE.test(written) && options.resolveAsset) {
    const reference = decoded(written);
    src = options.resolveAsset(file, reference.startsWith('.') ? reference : `./${reference}`);
  }
  const add: [string, string][] = [];
  if (get('loading') === null) add.push(['loading', 'lazy']);
  if (get('decoding') === null) add.push(['decoding', 'async']);
  const size = written ? options.imageSize?.(src ?? written) : undefined;
  if (size) {
    const width = get('width');
    const height = get('height');
    const givenWidth = width === null ? null : NUMBER.exec(width);
    const givenHeight = height === null ? null : NUMBER.exec(height);
    if (width === null && height === null) add.push(['width', String(size.width)], ['height', String(size.height)]);
    else if (givenWidth && height === null) add.push(['height', String(Math.round((Number(givenWidth[1]) * size.height) / size.width))]);
    else if (givenHeight && width === null) add.push(['width', String(Math.round((Number(givenHeight[1]) * size.width) / size.height))]);
  }
  return { src, add };
}

/** Makes every <img> of a piece of (already sanitised) HTML lazy and, when known, sized. */
export function lazyImagesInHtml(html: string, file: string, options: ImagesOptions): string {
  return html.replace(IMG_TAG, (_whole, attrs: string, end: string) => {
    const values = new Map<string, string>();
    for (const [, name, value] of attrs.matchAll(ATTRIBUTE)) {
      const key = (name ?? '').toLowerCase();
      if (!values.has(key)) values.set(key, (value ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2'));
    }
    const plan = planImage((name) => values.get(name) ?? null, file, options);
    const rewritten =
      plan.src === null
        ? attrs
        : attrs.replace(ATTRIBUTE, (attribute, name: string) => (name.toLowerCase() === 'src' ? ` src="${escapeHtml(plan.src ?? '')}"` : attribute));
    return `<img${rewritten}${plan.add.map(([name, value]) => ` ${name}="${value}"`).join('')}${end}`;
  });
}

/** Installs the image renderer (raw HTML images go through lazyImagesInHtml once sanitised). */
export function imagesPlugin(md: MarkdownIt, options: ImagesOptions = {}): void {
  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    if (token) {
      const plan = planImage((name) => {
        const value = token.attrGet(name);
        return value === null ? null : String(value);
      }, (env as RenderEnv).file, options);
      if (plan.src !== null) token.attrSet('src', plan.src);
      for (const [name, value] of plan.add) token.attrSet(name, value);
    }
    return renderImage ? renderImage(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts);
  };
}
