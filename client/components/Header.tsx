// Site header: logo, main links (Documentation, Contribute, Vote, Blog) and, on documentation
// pages, the row of documentation sections.
import { Link, NavLink, useLocation } from 'react-router';
import { DOCUMENTATION_SECTIONS, PRODUCT_NAME, REPOSITORY_URL } from '../../shared/constants';
import { sectionOf } from '../../shared/urls';

const SECTION_TITLES: Record<string, string> = {
  concepts: 'Concepts', configuration: 'Configuration', guides: 'Guides', loaders: 'Loaders',
  plugins: 'Plugins', api: 'API', migrate: 'Migrate',
};

/** True when a path belongs to the Documentation area. */
export function isDocumentationPath(pathname: string): boolean {
  return (DOCUMENTATION_SECTIONS as readonly string[]).includes(sectionOf(pathname));
}

/** The top of every page. */
export function Header() {
  const { pathname } = useLocation();
  const inDocs = isDocumentationPath(pathname);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${PRODUCT_NAME} home`}>
          <svg width="28" height="32" viewBox="0 0 28 32" aria-hidden="true" focusable="false">
            <path fill="#8dd6f9" d="M14 0 28 8v16l-14 8L0 24V8z" />
            <path fill="#1c78c0" d="M14 7.5 21.5 12v8.5L14 25l-7.5-4.5V12z" />
          </svg>
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            <li>
              <NavLink to="/concepts/" className={inDocs ? 'active' : undefined} aria-current={inDocs ? 'true' : undefined}>
                Documentation
              </NavLink>
            </li>
            <li><NavLink to="/contribute/">Contribute</NavLink></li>
            <li><NavLink to="/vote/">Vote</NavLink></li>
            <li><NavLink to="/blog/">Blog</NavLink></li>
          </ul>
        </nav>
        <a className="site-header__repo" href={REPOSITORY_URL} rel="noopener noreferrer">
          GitHub
        </a>
      </div>
      {inDocs && (
        <nav className="site-header__sections" aria-label="Documentation sections">
          <ul>
            {DOCUMENTATION_SECTIONS.map((name) => (
              <li key={name}>
                <NavLink to={`/${name}/`} className={sectionOf(pathname) === name ? 'active' : undefined}>
                  {SECTION_TITLES[name]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
