// The English chrome strings: the catalogue every other language falls back to, string by string.
// Keys are grouped by the part of the page that shows them. `{name}` marks a value filled in
// when the string is shown (formatMessage, or an element in its place: client/lib/messageParts.tsx).
import { CONTENT_ERROR_TEXT, CONTENT_OFFLINE_TEXT, NOT_FOUND_LINK, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../constants';

export const en = {
  /** The language menu's button label. */
  'language.menu': 'Language',
  /** Notice on a page a translation does not have yet (the English article is shown). */
  'translation.missing': 'This page is not translated yet; it is shown in English.',
  /** Link under the missing notice. */
  'translation.help': 'Help translate it',
  /** Notice on a translated page whose English source changed after it; {date} is the English page's last change. */
  'translation.outdated': 'The English version of this page is newer (updated {date}).',
  /** Link to the English page from the outdated notice. */
  'translation.readEnglish': 'Read the English version',
  /** Heading of the list of a page's translators. */
  'translators.title': 'Translators',

  /** The first link of every page, for keyboard users. */
  'skipLink': 'Skip to content',

  /** The release notice under the header: {link} is the link to the migration guide. */
  'notification.label': 'Announcement',
  'notification.text': 'webpack 5 is the current major release. Upgrading from 4? Read the {link}.',
  'notification.link': 'migration guide',
  'notification.dismiss': 'Dismiss the announcement',

  /** Header: the phone navigation toggle, the logo ({product} is the product name), the main links. */
  'header.openNavigation': 'Open the navigation',
  'header.closeNavigation': 'Close the navigation',
  'header.home': '{product} home',
  'header.main': 'Main',
  'header.documentation': 'Documentation',
  'header.contribute': 'Contribute',
  'header.vote': 'Vote',
  'header.blog': 'Blog',
  'header.repository': 'GitHub repository',
  'header.x': 'webpack on X',
  'header.stackOverflow': 'Questions on Stack Overflow',
  'header.sections': 'Documentation sections',
  'theme.dark': 'Dark theme',

  /** The site's top-level sections, as the header and the phone navigation name them. */
  'section.concepts': 'Concepts',
  'section.configuration': 'Configuration',
  'section.guides': 'Guides',
  'section.loaders': 'Loaders',
  'section.plugins': 'Plugins',
  'section.api': 'API',
  'section.migrate': 'Migrate',
  'section.contribute': 'Contribute',
  'section.blog': 'Blog',

  /** The search box (header) and its results. */
  'search.label': 'Search the documentation',
  'search.placeholder': 'Search webpack documentation',
  'search.results': 'Search results',
  'search.noResults': 'No results for “{query}”',
  'search.unavailable': 'Search is not available right now.',
  'search.offline': 'Search is not available offline.',

  /** The phone navigation. */
  'mobileSidebar.label': 'Site',

  /** The desktop sidebar: {section} is the section's title, {page} a page's title. */
  'sidebar.label': '{section} pages',
  'sidebar.showSections': 'Show the sections of {page}',
  'sidebar.hideSections': 'Hide the sections of {page}',
  'sidebar.printSection': 'Print Section',
  'sidebar.shield': 'Latest webpack version on npm',
  'version.label': 'Documentation version',
  'version.title': 'Version',
  'sponsorBanner.title': 'Support webpack',
  'sponsorBanner.text': 'Become a sponsor on Open Collective',

  /** A documentation page around its article. */
  'doc.repository': 'Jump to Repository',
  'doc.edit': 'Edit Document',
  'doc.print': 'Print Document',
  'doc.related': 'Further Reading',
  /** Heading of the contributor list: one person, or {count} of them. */
  'contributors.one': '{count} Contributor',
  'contributors.other': '{count} Contributors',
  'pageLinks.label': 'Previous and next pages',
  'pageLinks.previous': 'Previous',
  'pageLinks.next': 'Next',

  /** The content area while loading, after a failure, or offline without the page saved. */
  'content.loading': 'Loading content',
  'content.error': CONTENT_ERROR_TEXT,
  'content.offline': CONTENT_OFFLINE_TEXT,
  /** Banner while the browser is offline. */
  'offline.notice': 'You are offline. Pages saved on this device are still available.',

  /** A lazy part that failed: {what} names it (one of the lazy.* strings), {error} the failure. */
  'lazy.failed': 'The {what} could not be loaded ({error}).',
  'lazy.retry': 'Retry',
  'lazy.page': 'page',
  'lazy.chat': 'chat',
  'lazy.sponsors': 'sponsor list',
  'lazy.starterKits': 'starter kits table',
  'lazy.vote': 'voting screen',

  /** Not Found. */
  'notFound.title': NOT_FOUND_TITLE,
  'notFound.text': NOT_FOUND_TEXT,
  'notFound.home': NOT_FOUND_LINK,

  /** The browser's last resort when rendering failed: {reload} and {home} are the links. */
  'rootError.title': 'This page could not be shown',
  'rootError.text': 'Something went wrong in the browser while showing this page.',
  'rootError.actions': '{reload} or go to the {home}.',
  'rootError.reload': 'Load the page again',
  'rootError.home': 'home page',

  /** The server's static pages, when the page itself cannot be rendered. */
  'serverError.title': 'Server Error',
  'serverError.heading': 'Something went wrong',
  'serverError.text': 'The page could not be shown. Please try again in a moment.',
  'badRequest.title': 'Bad Request',
  'badRequest.text': 'The address is not valid.',

  /** Footer. */
  'footer.label': 'Footer',
  'footer.getStarted': 'Get Started',
  'footer.organization': 'Organization',
  'footer.starterKits': 'Starter Kits',
  'footer.comparison': 'Comparison',
  'footer.swag': 'Swag Store',
  'footer.glossary': 'Glossary',
  'footer.branding': 'Branding',
  'footer.chat': 'Chat',
  'footer.changelog': 'Changelog',
  'footer.license': 'License',
  'footer.note': 'Documentation text is licensed CC BY 4.0; code samples are CC0 1.0.',

  /** The chat button and the panel it opens. */
  'chat.button': 'Chat',
  'chat.title': 'Chat with the community',
  'chat.close': 'Close chat',
  'chat.text': 'Questions about configuration, loaders or plugins? The webpack chat room is open to everyone.',
  'chat.open': 'Open the chat room',

  /** Headings and loading states of the built-in screens. */
  'screen.organization': 'Organization',
  'screen.starterKits': 'Starter Kits',
  'screen.vote': 'Vote',
  'screen.loadingStarterKits': 'Loading starter kits…',
  'screen.loading': 'Loading…',

  /** Labels inside articles, written when a content folder is rendered in its language: the
   * hidden text of a heading's link ({title} is the heading), callout labels, code copy buttons
   * ({title} is the code block's title). */
  'article.headingLink': 'Link to the section “{title}”',
  'callout.tip': 'Tip',
  'callout.warning': 'Warning',
  'callout.todo': 'Todo',
  'code.copy': 'Copy',
  'code.copyLabel': 'Copy code',
  'code.copyLabelOf': 'Copy code of {title}',
  'code.copied': 'Copied',
  'code.copyFailed': 'Copy failed',

  /** Writers' overlay (live reload) listing content problems. */
  'live.problems.one': 'Content problem: the last good version is shown',
  'live.problems.other': 'Content problems: the last good version is shown',
};

/** Every key a catalogue may give. */
export type MessageKey = keyof typeof en;
