// Documentation version switcher: 5 is this site, 4 goes to the version-4 site on the same path.
import { CURRENT_DOCS_VERSION, DOCS_VERSIONS } from '../../shared/constants';
import { useMessages } from '../lib/useMessages';
import { usePathInLocale } from '../lib/usePathInLocale';

const SITES: Record<number, string> = { 4: 'https://v4.webpack.js.org' };

/** Links to each documented major version. */
export function VersionSwitcher() {
  // The older site is English only: a translated page links to its English path there.
  const pathname = usePathInLocale();
  const messages = useMessages();
  return (
    <nav className="version-switcher" aria-label={messages['version.label']}>
      <span className="version-switcher__label">{messages['version.title']}</span>
      <ul>
        {DOCS_VERSIONS.map((version) =>
          version === CURRENT_DOCS_VERSION ? (
            <li key={version}><span className="version-switcher__current" aria-current="true">v{version}</span></li>
          ) : (
            <li key={version}><a href={`${SITES[version] ?? ''}${pathname}`} rel="noopener">v{version}</a></li>
          ),
        )}
      </ul>
    </nav>
  );
}
