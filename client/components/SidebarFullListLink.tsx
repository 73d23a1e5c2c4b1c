// The way to the whole list of a section whose sidebar the server rendered in part (see
// shared/sidebarWindow.ts): the section's index page, whose sidebar lists every page.
import type { SectionNav } from '../../shared/types';
import { formatMessage } from '../../shared/messages/messages';
import { useMessages } from '../lib/useMessages';

/** Link to the section's complete page list, naming how many pages it holds. */
export function SidebarFullListLink({ section }: { section: SectionNav }) {
  const messages = useMessages();
  return (
    <a className="sidebar__all" href={section.url}>
      {formatMessage(messages['sidebar.allPages'], { count: String(section.pages.length), section: section.title })}
    </a>
  );
}
