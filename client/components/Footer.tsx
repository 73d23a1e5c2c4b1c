// Site footer: where to start, the organization, starter kits, comparison and more.
import { SiteLink } from './SiteLink';
import { CHANGELOG_URL } from '../../shared/constants';
import type { MessageKey } from '../../shared/messages/messages';
import { useMessages } from '../lib/useMessages';

const INTERNAL: [MessageKey, string][] = [
  ['footer.getStarted', '/guides/getting-started/'],
  ['footer.organization', '/organization/'],
  ['footer.starterKits', '/starter-kits/'],
  ['footer.comparison', '/comparison/'],
];
const MORE_INTERNAL: [MessageKey, string][] = [
  ['footer.glossary', '/glossary/'],
  ['footer.branding', '/branding/'],
];

/** The bottom of every page. */
export function Footer() {
  const messages = useMessages();
  return (
    <footer className="site-footer">
      <nav aria-label={messages['footer.label']}>
        <ul>
          {INTERNAL.map(([title, url]) => (
            <li key={url}><SiteLink to={url}>{messages[title]}</SiteLink></li>
          ))}
          <li><a href="https://webpack.threadless.com" rel="noopener noreferrer">{messages['footer.swag']}</a></li>
          {MORE_INTERNAL.map(([title, url]) => (
            <li key={url}><SiteLink to={url}>{messages[title]}</SiteLink></li>
          ))}
          <li><a href="https://discord.com/invite/5sxFZPdx2k" rel="noopener noreferrer">{messages['footer.chat']}</a></li>
          <li><a href={CHANGELOG_URL} rel="noopener noreferrer">{messages['footer.changelog']}</a></li>
          <li><SiteLink to="/license/">{messages['footer.license']}</SiteLink></li>
        </ul>
      </nav>
      <p className="site-footer__note">
        {messages['footer.note']}
      </p>
    </footer>
  );
}
