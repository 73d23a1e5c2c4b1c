// Site header: logo, search, main links (Documentation, Contribute, Vote, Blog), external links,
// language menu, theme switch, the mobile sidebar toggle and, on documentation pages, the row
// of documentation sections after it (a sibling, so that a phone can keep only the bar in view).
import { SiteLink } from './SiteLink';
import { DOCUMENTATION_SECTIONS, PRODUCT_NAME, REPOSITORY_URL } from '../../shared/constants';
import { formatMessage } from '../../shared/messages/messages';
import { sectionOf } from '../../shared/urls';
import { LanguageDropdown } from './LanguageDropdown';
import { SectionTabs } from './SectionTabs';
import { usePathInLocale } from '../lib/usePathInLocale';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { useMessages } from '../lib/useMessages';

const EXTERNAL = [
  { title: 'header.repository', href: REPOSITORY_URL, icon: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 3 .8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.5 9.5 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .6 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z' },
  { title: 'header.x', href: 'https://x.com/webpack', icon: 'M4 3h4.5l4 5.6L17.3 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.2L6.7 21H4l6.9-7.9z' },
  { title: 'header.stackOverflow', href: 'https://stackoverflow.com/questions/tagged/webpack', icon: 'M17 20v-5h2v7H4v-7h2v5zM7.2 14.6l.4-2 8.2 1.7-.4 2zm1-3.9.9-1.8 7.6 3.5-.9 1.8zm2.2-3.8 1.3-1.6 6.4 5.4-1.3 1.5zM14.4 3l1.6-1.2 5 6.6-1.6 1.2zM7 18v-2h8.4v2z' },
] as const;

/** True when a path belongs to the Documentation area. */
export function isDocumentationPath(pathname: string): boolean {
  return (DOCUMENTATION_SECTIONS as readonly string[]).includes(sectionOf(pathname));
}

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The top of every page. */
export function Header({ sidebarOpen, onToggleSidebar }: Props) {
  // A translation's address counts as its English path (the sections row, what is active).
  const pathname = usePathInLocale();
  const inDocs = isDocumentationPath(pathname);
  const messages = useMessages();
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          <button
            type="button"
            className="icon-button sidebar-toggle"
            aria-expanded={sidebarOpen}
            aria-controls="mobile-sidebar"
            aria-label={messages[sidebarOpen ? 'header.closeNavigation' : 'header.openNavigation']}
            onClick={onToggleSidebar}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </button>
          <SiteLink to="/" className="site-header__logo" aria-label={formatMessage(messages['header.home'], { product: PRODUCT_NAME })}>
            <svg width="28" height="32" viewBox="0 0 28 32" aria-hidden="true" focusable="false">
              <path fill="#8dd6f9" d="M14 0 28 8v16l-14 8L0 24V8z" />
              <path fill="#1c78c0" d="M14 7.5 21.5 12v8.5L14 25l-7.5-4.5V12z" />
            </svg>
            <span>{PRODUCT_NAME}</span>
          </SiteLink>
          <nav className="site-header__nav" aria-label={messages['header.main']}>
            <ul>
              <li>
                <SiteLink to="/concepts/" className={inDocs ? 'active' : undefined} aria-current={inDocs ? 'true' : undefined}>
                  {messages['header.documentation']}
                </SiteLink>
              </li>
              <li><SiteLink nav to="/contribute/">{messages['header.contribute']}</SiteLink></li>
              <li><SiteLink nav to="/vote/">{messages['header.vote']}</SiteLink></li>
              <li><SiteLink nav to="/blog/">{messages['header.blog']}</SiteLink></li>
            </ul>
          </nav>
          <SearchBox />
          <ul className="site-header__external">
            {EXTERNAL.map((link) => (
              <li key={link.href}>
                <a className="icon-button" href={link.href} rel="noopener noreferrer" aria-label={messages[link.title]} title={messages[link.title]}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d={link.icon} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <LanguageDropdown />
          <ThemeToggle />
        </div>
      </header>
      {inDocs && <SectionTabs current={sectionOf(pathname)} />}
    </>
  );
}
