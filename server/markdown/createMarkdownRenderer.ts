// The one factory that wires markdown-it and our plugins in a fixed order.
// Markdown becomes HTML once per file load; requests never call this.
import MarkdownIt from 'markdown-it';
import { slugify } from '../../shared/slugify';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { formatMessage, messagesFor } from '../../shared/messages/messages';
import '../../shared/messages/allCatalogues';
import type { AssetResolver, ImageSizeLookup, RenderContext, RenderEnv, RenderResult } from './markdownTypes';
import { mdxPiecesPlugin } from './plugins/mdxPieces';
import { calloutsPlugin } from './plugins/callouts';
import { codeTitlesPlugin } from './plugins/codeTitles';
import { fencesPlugin } from './plugins/fences';
import { linksPlugin } from './plugins/links';
import { tablesPlugin } from './plugins/tables';
import { rawHtmlPlugin } from './plugins/rawHtml';
import { imagesPlugin, lazyImagesInHtml } from './plugins/images';
import { sectionsPlugin } from './plugins/sections';
import { headingsPlugin } from './plugins/headings';
import { headingIdsPlugin } from './plugins/headingIds';
import { anchorsPlugin } from './plugins/anchors';
import { playgroundLinksPlugin } from './plugins/playgroundLinks';
import { optionBadgesPlugin } from './plugins/optionBadges';
import type { OptionVersions } from '../../shared/optionVersions';
import webpackOptionVersions from '../../shared/data/webpackOptionVersions.json';

/** Options of the renderer. */
export interface MarkdownRendererOptions {
  resolveAsset?: AssetResolver;
  imageSize?: ImageSizeLookup;
  /** The language of the content folder: the labels the renderer writes into articles (heading
   * links, callouts, copy buttons) are in it. English by default. */
  locale?: string;
  /** The playground address of each complete example step (`getting-started/2-configuration`):
   * blocks bound to a step get an "Open in playground" link. None by default. */
  playgroundLinks?: ReadonlyMap<string, string>;
  /** The release each option was added in (and deprecated in), for the badges of reference pages:
   * the data computed from webpack's releases by default; null for content of another version. */
  optionVersions?: OptionVersions | null;
}

/** Renders one markdown body to HTML with its anchors and warnings. */
export interface MarkdownRenderer {
  render(body: string, file: string, bodyLine?: number, context?: RenderContext): RenderResult;
}

/** Creates the renderer used for every page. */
export function createMarkdownRenderer(options: MarkdownRendererOptions = {}): MarkdownRenderer {
  // html: raw HTML is part of the content format (tables with <br />, <img>, <div>); it is
  // sanitised by rawHtmlPlugin. Link validation (validateLink) stays markdown-it's.
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  const messages = messagesFor(options.locale ?? DEFAULT_LOCALE);
  // Order matters: MDX pieces rewrite the source before block parsing; callouts and code titles
  // work on block tokens before inline parsing; anchors run last among core rules, and the
  // headings are collected right after them (the ids are theirs).
  mdxPiecesPlugin(md, { resolveAsset: options.resolveAsset });
  // Takes typed option badges out of the source before the MDX pieces would render them.
  optionBadgesPlugin(md, { versions: options.optionVersions === undefined ? webpackOptionVersions : options.optionVersions, messages });
  calloutsPlugin(md, messages);
  codeTitlesPlugin(md);
  // Explicit `{#id}` ids are set after inline parsing, before anchors; anchors keep them and
  // de-duplicate them like their own.
  headingIdsPlugin(md);
  anchorsPlugin(md, { slugify, assistiveText: (title) => formatMessage(messages['article.headingLink'], { title }) });
  headingsPlugin(md);
  // Runs just before the anchors rule: h2 sections are wrapped before the anchors wrap headings.
  sectionsPlugin(md);
  fencesPlugin(md, messages);
  // Wraps the fence renderer that fencesPlugin installs.
  playgroundLinksPlugin(md, { links: options.playgroundLinks ?? new Map() });
  linksPlugin(md);
  tablesPlugin(md);
  const imageOptions = { resolveAsset: options.resolveAsset, imageSize: options.imageSize };
  imagesPlugin(md, imageOptions);
  // Raw HTML is sanitised once the article is rendered; its images get their lazy loading and
  // sizes after that, so the attributes added are ours, not the writer's.
  rawHtmlPlugin(md, { afterSanitize: (html, env) => lazyImagesInHtml(html, env.file, imageOptions) });

  return {
    render(body, file, bodyLine = 1, context = {}) {
      const env: RenderEnv = { file, bodyLine, warnings: [], anchors: [], pageTitle: context.pageTitle, localizeHref: context.localizeHref };
      const html = md.render(body, env);
      return { html, anchors: env.anchors, warnings: env.warnings };
    },
  };
}
