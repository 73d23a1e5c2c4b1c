// Documentation version switcher. On a site serving older versions beside the current one, the
// page data names this page in each version (the same page, or that version's home: see
// server/site/versionPages.ts), and the links stay on the site; otherwise 4 goes to the
// version-4 site on the same path.
import { CURRENT_DOCS_VERSION, DOCS_VERSIONS } from '../../shared/constants';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';
import { usePathInLocale } from '../lib/usePathInLocale';

const SITES: Record<number, string> = { 4: 'https://v4.webpack.js.org' };

/** Links to each documented major version. */
export function VersionSwitcher() {
  // The older site is English only: a translated page links to its English path there.
  const pathname = usePathInLocale();
  const messages = useMessages();
  const served = usePageState().data.docsVersion;
  const shown = served ? served.name : `${CURRENT_DOCS_VERSION}`;
  return (
    <nav className="version-switcher" aria-label={messages['version.label']}>
      <span className="version-switcher__label">{messages['version.title']}</span>
      <ul>
        {(served ? served.links : DOCS_VERSIONS.map((v) => ({ version: `${v}`, url: `${SITES[v] ?? ''}${pathname}` }))).map(({ version, url }) =>
          version === shown ? (
            <li key={version}><span className="version-switcher__current" aria-current="true">v{version}</span></li>
          ) : (
            <li key={version}><a href={url} rel="noopener">v{version}</a></li>
          ),
        )}
      </ul>
    </nav>
  );
}
