// The section sidebar: index first, pages grouped under their group headings, the current
// page expanded to its heading anchors, and a Print Section link where the section has one.
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Anchor, SectionNav, SidebarPage } from '../../shared/types';

function AnchorList({ anchors, url }: { anchors: Anchor[]; url: string }) {
  const top = anchors.filter((a) => a.level === 2);
  if (top.length === 0) return null;
  return (
    <ul className="sidebar__anchors">
      {anchors.map((anchor) =>
        anchor.level === 2 || anchor.level === 3 ? (
          <li key={anchor.id} className={`sidebar__anchor sidebar__anchor--h${anchor.level}`}>
            <a href={`${url}#${anchor.id}`}>{anchor.title}</a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

function groupPages(pages: SidebarPage[]): { group: string | null; pages: SidebarPage[] }[] {
  const groups: { group: string | null; pages: SidebarPage[] }[] = [];
  for (const page of pages) {
    const last = groups[groups.length - 1];
    if (last && last.group === page.group) last.pages.push(page);
    else groups.push({ group: page.group, pages: [page] });
  }
  return groups;
}

/** Sidebar of the current section. */
export function Sidebar({ section, currentUrl }: { section: SectionNav; currentUrl: string }) {
  return (
    <nav className="sidebar" aria-label={`${section.title} pages`}>
      <p className="sidebar__title">{section.title}</p>
      {groupPages(section.pages).map(({ group, pages }, i) => (
        <Fragment key={`${group ?? ''}-${i}`}>
          {group && <p className="sidebar__group">{group}</p>}
          <ul className="sidebar__pages">
            {pages.map((page) => {
              const current = page.url === currentUrl;
              return (
                <li key={page.url} className={current ? 'sidebar__page sidebar__page--current' : 'sidebar__page'}>
                  <Link to={page.url} aria-current={current ? 'page' : undefined}>
                    {page.title}
                  </Link>
                  {current && <AnchorList anchors={page.anchors} url={page.url} />}
                </li>
              );
            })}
          </ul>
        </Fragment>
      ))}
      {section.printableUrl && (
        <a className="sidebar__print" href={section.printableUrl} rel="nofollow">
          Print Section
        </a>
      )}
    </nav>
  );
}
