// The way to the whole list of a section whose sidebar the server rendered in part (see
// shared/sidebarWindow.ts): the section's index page, whose sidebar lists every page.
import type { SectionNav } from '../../shared/types';

/** Link to the section's complete page list, naming how many pages it holds. */
export function SidebarFullListLink({ section }: { section: SectionNav }) {
  return (
    <a className="sidebar__all" href={section.url}>
      {`All ${section.pages.length} pages of ${section.title}`}
    </a>
  );
}
