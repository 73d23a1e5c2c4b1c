// Documentation version switcher: the page data names this page in each version (the same
// page, or that version's home; an older version this site does not serve, on its own site: see
// server/site/versionPages.ts).
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

/** Links to each documented major version. */
export function VersionSwitcher() {
  const messages = useMessages();
  const versions = usePageState().data.docsVersion;
  if (!versions) return null;
  return (
    <nav className="version-switcher" aria-label={messages['version.label']}>
      <span className="version-switcher__label">{messages['version.title']}</span>
      <ul>
        {versions.links.map(({ version, url }) =>
          version === versions.name ? (
            <li key={version}><span className="version-switcher__current" aria-current="true">v{version}</span></li>
          ) : (
            <li key={version}><a href={url} rel="noopener">v{version}</a></li>
          ),
        )}
      </ul>
    </nav>
  );
}
