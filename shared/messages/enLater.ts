// The English strings no page shows before a lazy chunk has loaded (search results, the chat
// panel, the screens, the writers' overlay), and those only the server writes (its static
// error pages, labels inside articles). Out of the browser's first load: the browser adds them
// with the first lazy chunk it loads (client/lib/lazyChunks.ts); the server has them at once.
// en.ts joins them with enFirstLoad.ts into the English catalogue.

export const enLater = {
  /** The search results panel (a lazy chunk). */
  'search.results': 'Search results',
  'search.noResults': 'No results for “{query}”',
  'search.unavailable': 'Search is not available right now.',
  'search.offline': 'Search is not available offline.',

  /** Lazy parts of the screens, named in the failure message (lazy.failed). */
  'lazy.sponsors': 'sponsor list',
  'lazy.starterKits': 'starter kits table',
  'lazy.vote': 'voting screen',

  /** The server's static pages, when the page itself cannot be rendered. */
  'serverError.title': 'Server Error',
  'serverError.heading': 'Something went wrong',
  'serverError.text': 'The page could not be shown. Please try again in a moment.',
  'badRequest.title': 'Bad Request',
  'badRequest.text': 'The address is not valid.',

  /** The chat panel (a lazy chunk). */
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
  /** Badges on the options of reference pages ({version} is a webpack release such as 5.20.0). */
  'badge.addedTitle': 'Available since webpack {version}',
  'badge.deprecated': 'deprecated since {version}',
  'badge.deprecatedTitle': 'Deprecated since webpack {version}: still accepted, but replaced',
  'code.copy': 'Copy',
  'code.copyLabel': 'Copy code',
  'code.copyLabelOf': 'Copy code of {title}',

  /** Writers' overlay (live reload) listing content problems. */
  'live.problems.one': 'Content problem: the last good version is shown',
  'live.problems.other': 'Content problems: the last good version is shown',
  'live.warnings.one': 'Content warning: the page is shown, but this should be fixed',
  'live.warnings.other': 'Content warnings: the pages are shown, but these should be fixed',

  /** The banner of an older documentation version's pages (made on the server). */
  'version.notice': 'You are reading the documentation of webpack {version}. The current version is webpack {current}.',
  'version.samePage': 'Read this page for webpack {current}.',
  'version.currentHome': 'Go to the webpack {current} documentation.',
};
