// One top-level section in the phone navigation: its link, a button that shows or hides its
// pages, and the pages (the current one marked) while it is expanded.
import { formatMessage } from '../../shared/messages/messages';
import type { SectionNav } from '../../shared/types';
import { useMessages } from '../lib/useMessages';
import { SiteLink } from './SiteLink';

/** The top-level sections, in the drawer's order. */
export const TOP_LEVEL = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate', 'contribute', 'blog'] as const;

interface Props {
  name: (typeof TOP_LEVEL)[number];
  section: SectionNav | null;
  /** True until the whole navigation has arrived. */
  loading: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** The current page's paths: as addressed, and its English path (a translation's section lists either). */
  currentPaths: readonly string[];
}

/** A section of the phone navigation. */
export function SidebarMobileSection({ name, section, loading, expanded, onToggle, currentPaths }: Props) {
  const messages = useMessages();
  const title = messages[`section.${name}`];
  const pages = section?.pages.slice(1) ?? [];
  const listId = `mobile-sidebar-${name}`;
  const canExpand = pages.length > 0 || loading;
  return (
    <li className="mobile-sidebar__section-item">
      <div className="mobile-sidebar__row">
        <SiteLink to={`/${name}/`} className="mobile-sidebar__section" aria-current={currentPaths.includes(`/${name}/`) ? 'page' : undefined}>
          {title}
        </SiteLink>
        {canExpand && (
          <button
            type="button"
            className="mobile-sidebar__expand"
            aria-expanded={expanded}
            aria-controls={expanded && pages.length > 0 ? listId : undefined}
            aria-label={formatMessage(messages[expanded ? 'sidebar.hideSections' : 'sidebar.showSections'], { page: title })}
            onClick={onToggle}
          />
        )}
      </div>
      {expanded && pages.length > 0 && (
        <ul className="mobile-sidebar__pages" id={listId}>
          {pages.map((page) => (
            <li key={page.url}>
              <SiteLink to={page.url} aria-current={currentPaths.includes(page.url) ? 'page' : undefined}>{page.title}</SiteLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
