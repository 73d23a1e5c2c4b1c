// Types shared by the markdown renderer and its plugins.
import type MarkdownIt from 'markdown-it';
import type { Anchor } from '../../shared/types';
import type { ContentProblem } from '../../shared/types';

/** A markdown-it instance (the types package exports the interface only through its plugin types). */
export type Md = InstanceType<typeof MarkdownIt>;

/** Per-render state, passed to markdown-it as its env. */
export interface RenderEnv {
  [key: string | symbol]: unknown;
  /** Content-relative path of the file being rendered, for messages. */
  file: string;
  /** Line of the file where the rendered body starts (1-based). */
  bodyLine: number;
  /** Problems found while rendering (unknown languages, unknown components...). */
  warnings: ContentProblem[];
  /** Headings found, in document order. */
  anchors: Anchor[];
  /** The title of a page of the site by its URL, when known (names the target of a vague link). */
  pageTitle?: (url: string) => string | undefined;
  /** Rewrites an internal link already normalized (a translation's links to its own pages). */
  localizeHref?: (href: string) => string;
}

/** What a render may know about the rest of the site. */
export interface RenderContext {
  /** The title of a page of the site by its URL (with trailing slash). */
  pageTitle?: (url: string) => string | undefined;
  /** Rewrites an internal link already normalized: a translation's links go to its own pages. */
  localizeHref?: (href: string) => string;
}

/** Finds the public URL of a file imported by a page (an image), or null when it does not exist. */
export type AssetResolver = (fromFile: string, specifier: string) => string | null;

/** Intrinsic size of an image, in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Finds the intrinsic size of an image by the URL a page shows it at; undefined when it is not a content file. */
export type ImageSizeLookup = (src: string) => ImageSize | undefined;

/** The result of rendering one markdown body. */
export interface RenderResult {
  html: string;
  anchors: Anchor[];
  warnings: ContentProblem[];
}
