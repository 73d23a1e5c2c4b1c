// Data shapes shared by server and client: the content index, sidebars and the page data
// that crosses the wire (embedded for hydration, or fetched as JSON on client navigation).
import type { PageKind } from './routes';
import type { LanguageLink, TranslationInfo } from './i18n';
import type { TranslationReport } from './translationReport';

/** What kind of screen a URL shows (the kinds are the route table's). */
export type { PageKind };

/** A heading of a page, as listed in sidebars and the index. */
export interface Anchor {
  title: string;
  id: string;
  level: number;
}

/** A titled link (related pages, previous/next). */
export interface Link {
  title: string;
  url: string;
}

/** A markdown file of the content folder, as the content index describes it. */
export interface ContentFileNode {
  type: 'file';
  path: string;
  name: string;
  size: number;
  extension: '.md' | '.mdx';
  url: string;
  title: string;
  description: string | null;
  sort: number | null;
  group: string | null;
  anchors: Anchor[];
  contributors: string[];
  /** Who translated the page (`translators:` frontmatter, as in a translation's content). */
  translators: string[];
  related: Link[];
  source: string | null;
  edit: string | null;
  repo: string | null;
}

/** A folder of the content folder, with its children in sidebar order. */
export interface ContentDirectoryNode {
  type: 'directory';
  path: string;
  name: string;
  size: number;
  url: string;
  title: string;
  children: ContentNode[];
}

export type ContentNode = ContentFileNode | ContentDirectoryNode;

/** A page as a sidebar lists it. */
export interface SidebarPage {
  url: string;
  title: string;
  group: string | null;
  anchors: Anchor[];
}

/** The sidebar of one section. */
export interface SectionNav {
  name: string;
  title: string;
  url: string;
  printableUrl: string | null;
  pages: SidebarPage[];
}

/** An ecosystem project on the organization page. */
export interface OrganizationProject {
  repo: string;
  npm: string;
  description: string;
  maintainer: string;
}


/** A problem of a content file, named so that a writer can fix it. */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

/** One live content event (watch mode): the new version, the URLs whose page was added,
 * changed or removed, every content problem now, and every warning. */
export interface LiveChange {
  version: string;
  changed: string[];
  problems: ContentProblem[];
  /** Content warnings and broken links: the page is shown, but the writer should fix them. */
  warnings?: ContentProblem[];
}

/** Everything the client needs to render one URL. */
export interface PageData {
  kind: PageKind;
  url: string;
  title: string;
  description: string;
  html: string;
  anchors: Anchor[];
  section: SectionNav | null;
  /** As sent (embedded or as JSON), the section's navigation is not repeated in every page: it
   * is null, and this names the one shared piece to fetch it from (see shared/sectionPiece.ts). */
  sectionPiece?: string;
  previous: Link | null;
  next: Link | null;
  related: Link[];
  /** A blog post's date, as written in its file name and as shown ("10 March 2026"). */
  published?: { date: string; label: string } | null;
  contributors: string[];
  editUrl: string | null;
  repoUrl: string | null;
  projects: OrganizationProject[];
  /** '#fragment' → URL: old anchors of this page that now live elsewhere (handled in the browser). */
  fragmentRedirects: Record<string, string>;
  /** The language of the page's chrome (DEFAULT_LOCALE for the English site). */
  locale: string;
  /** Every language version of this page, English first; empty when the site has no translations. */
  languages: LanguageLink[];
  /** The page's state in its translation; null on the English site. */
  translation: TranslationInfo | null;
  /** Translators of the page (`translators:` frontmatter of a translation). */
  translators: string[];
  /** The status of every translation: on the translations page only, null elsewhere. */
  translationReport: TranslationReport | null;
  /** Where this page is in each documentation version (absent only on data made in the browser). */
  docsVersion?: DocsVersionInfo;
}

/** A page's place among the documentation versions the site serves. */
export interface DocsVersionInfo {
  /** The version this page documents ('4'). */
  name: string;
  /** The current version's name ('5'). */
  current: string;
  /** This page in every version served, the current one first: the same page where that version
   * has it, else that version's home. */
  links: { version: string; url: string }[];
  /** Whether older versions are served on this site (then phones offer the switcher too). */
  onSite: boolean;
  /** The banner of an older version's page, as HTML made on the server; null on current pages. */
  notice: string | null;
}

/** Public settings of the hosted search service. */
export interface DocSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The bootstrap data embedded in every HTML page. */
export interface BootData {
  contentVersion: string;
  /** Tracker id of the analytics service, when an operator configured one. */
  analyticsId: string | null;
  /** Hosted search settings, when an operator configured them; otherwise our own index is used. */
  docsearch: DocSearchConfig | null;
  /** True when the server watches the content: the page listens for live updates. */
  live: boolean;
  page: PageData;
}
