// Site-wide constants: the product name, the fixed numbers of the page chrome, and the
// contracts server and client share (element ids, storage keys). One module, so they agree.

/** The product name, used in titles and the header. */
export const PRODUCT_NAME = 'webpack';

/** Default meta description when a page has none of its own. */
export const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';

/** The documentation version this site describes, and the versions the switcher offers. */
export const CURRENT_DOCS_VERSION = 5;
export const DOCS_VERSIONS = [5, 4] as const;
/** Where an older version's documentation is online when this site does not serve it itself. */
export const OLDER_DOCS_SITES: Readonly<Record<string, string>> = { 4: 'https://v4.webpack.js.org' };

/** Code-hosting and related addresses shown in the chrome. */
export const REPOSITORY_URL = 'https://github.com/webpack/webpack';
export const CHANGELOG_URL = 'https://github.com/webpack/webpack/releases';

/** Sections that belong to "Documentation" in the header (contribute is not one of them). */
export const DOCUMENTATION_SECTIONS = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate'] as const;

/** Titles of the site's top-level sections, in header order. */
export const SECTION_TITLES: Record<string, string> = {
  concepts: 'Concepts', configuration: 'Configuration', guides: 'Guides', loaders: 'Loaders',
  plugins: 'Plugins', api: 'API', migrate: 'Migrate', contribute: 'Contribute', blog: 'Blog',
};

/** Sections that have a printable page at /{section}/printable/. */
export const PRINTABLE_SECTIONS = ['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'] as const;

/** Title of the combined printable page. */
export const COMBINED_PRINTABLE_TITLE = 'Combined printable page';

/** The site's public origin when the operator names none (sitemap, feeds, export). */
export const DEFAULT_SITE_URL = 'https://webpack.js.org';

/** The id of the <script type="application/json"> element holding the boot data: written by
 * the server's document tail, read by the browser before hydration. */
export const BOOT_DATA_ID = '__BOOT_DATA__';

/** The id of the <template> holding the page's scripts and their preloads: the inline script
 * puts them into the document once the page has painted (server/render/bootstrapScript.ts). */
export const PAGE_SCRIPTS_ID = '__PAGE_SCRIPTS__';

/** Where the inline script keeps Error.stackTraceLimit while the page's modules initialise
 * (server/render/bootstrapScript.ts); the entry puts it back (client/lib/errorStacks.ts). */
export const SAVED_STACK_LIMIT_KEY = '__savedStackTraceLimit';

/** Where the inline script keeps the buttons clicked before the page's scripts could act on
 * them (server/render/bootstrapScript.ts); the page acts on them once it can
 * (client/lib/pendingClicks.ts). Set to null once nothing needs keeping any more. */
export const PENDING_CLICKS_KEY = '__pendingClicks';

/** Local storage keys, read by the inline bootstrap script before first paint and written by
 * the components: the chosen theme ('light' or 'dark') and the notification bar's dismissal. */
export const THEME_STORAGE_KEY = 'theme';

export const NOTIFICATION_STORAGE_KEY = 'notification-dismissed';

/** Notification bar: the value stored once the bar was dismissed. */
export const NOTIFICATION_DISMISSED_VALUE = 3;

/** The server-sent event stream of live content changes (watch mode). */
export const LIVE_EVENTS_PATH = '/__live';

/** Splash text rotation and cube timings. */
export const ROTATION_DELAY_MS = 5000;
export const ROTATION_REPEAT_MS = 3000;
export const ROTATING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
export const CUBE_DEPTH = 120;
export const CUBE_REPEAT_MS = 5000;

/** Chance that the sponsors section first shows monthly averages. */
export const MONTHLY_SPONSORS_CHANCE = 0.33;

/** Mobile sidebar swipe handling. */
export const SWIPE_THRESHOLD_PX = 20;
export const SWIPE_OPENER_RANGE_PX = 295;
export const SWIPE_SLOPE_RATIO = 0.8;

/** Contributor avatars. */
export const AVATAR_SIZE = 90;
export const VISIBILITY_CHECK_MS = 300;

/** Analytics service origins, allowed by the CSP only when a tracker id is configured. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_CONNECT_ORIGINS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com'];

/** Lazy chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** Texts of the Not Found page and the content error. */
export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Oops! The page you are looking for has been removed or relocated.';
export const NOT_FOUND_LINK = 'Go to Homepage';
export const CONTENT_ERROR_TEXT = 'Error loading content.';

/** Shown in place of a page that is not saved on this device while the browser is offline. */
export const CONTENT_OFFLINE_TEXT = 'You are offline, and this page is not saved on this device. It opens again once you are back online.';
