// Site footer: where to start, the organization, starter kits, comparison and more.
import { SiteLink } from './SiteLink';
import { CHANGELOG_URL } from '../../shared/constants';

const INTERNAL: [string, string][] = [
  ['Get Started', '/guides/getting-started/'],
  ['Organization', '/organization/'],
  ['Starter Kits', '/starter-kits/'],
  ['Comparison', '/comparison/'],
];
const MORE_INTERNAL: [string, string][] = [
  ['Glossary', '/glossary/'],
  ['Branding', '/branding/'],
];

/** The bottom of every page. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {INTERNAL.map(([title, url]) => (
            <li key={url}><SiteLink to={url}>{title}</SiteLink></li>
          ))}
          <li><a href="https://webpack.threadless.com" rel="noopener noreferrer">Swag Store</a></li>
          {MORE_INTERNAL.map(([title, url]) => (
            <li key={url}><SiteLink to={url}>{title}</SiteLink></li>
          ))}
          <li><a href="https://discord.com/invite/5sxFZPdx2k" rel="noopener noreferrer">Chat</a></li>
          <li><a href={CHANGELOG_URL} rel="noopener noreferrer">Changelog</a></li>
          <li><SiteLink to="/license/">License</SiteLink></li>
        </ul>
      </nav>
      <p className="site-footer__note">
        Documentation text is licensed CC BY 4.0; code samples are CC0 1.0.
      </p>
    </footer>
  );
}
