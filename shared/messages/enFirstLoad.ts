// The English chrome strings a page shows before any lazy chunk: the header, sidebars, page
// frame, footer, status texts and Not Found. The only catalogue in the browser's first load;
// en.ts adds the strings of everything else (enLater.ts). Keys are grouped by the part of the
// page that shows them. `{name}` marks a value filled in when the string is shown
// (formatMessage, or an element in its place: client/lib/messageParts.tsx).
import { CONTENT_ERROR_TEXT, CONTENT_OFFLINE_TEXT, NOT_FOUND_LINK, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../constants';

export const enFirstLoad = {
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

  /** The search box in the header (its results: enLater.ts). */
  'search.label': 'Search the documentation',
  'search.placeholder': 'Search webpack documentation',

  /** The phone navigation. */
  'mobileSidebar.label': 'Site',

  /** The desktop sidebar: {section} is the section's title, {page} a page's title. */
  'sidebar.label': '{section} pages',
  'sidebar.showSections': 'Show the sections of {page}',
  'sidebar.hideSections': 'Hide the sections of {page}',
  /** Link from a partly listed sidebar (a large section) to its complete list. */
  'sidebar.allPages': 'All {count} pages of {section}',
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
  /** The folded list of a long page's sections on phones. */
  'doc.onThisPage': 'On this page',
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
  /** Sign that the pages of the language read are saved on this device. */
  'offline.saved': 'Available offline',

  /** A lazy part that failed: {what} names it (one of the lazy.* strings, here or in enLater.ts),
   * {error} the failure. */
  'lazy.failed': 'The {what} could not be loaded ({error}).',
  'lazy.retry': 'Retry',
  'lazy.page': 'page',
  'lazy.chat': 'chat',

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

  /** The chat button (its panel: enLater.ts). */
  'chat.button': 'Chat',

  /** The feedback of a code block's copy button (the button itself: enLater.ts). */
  'code.copied': 'Copied',
  'code.copyFailed': 'Copy failed',
};
