// The desktop sidebar: version switcher and shield badge, the section's pages (index first,
// grouped under group headings), each expandable to its heading anchors (open for the current
// page, the heading in view highlighted), a Print Section link and the sponsor banner.
import { Fragment, useEffect, useState, type MouseEvent } from 'react';
import type { Anchor, SectionNav, SidebarPage } from '../../shared/types';
import { isModifiedClick } from '../lib/routableLinks';
import { usePreparedAnchors } from '../lib/preparedListsContext';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { useHydrated } from '../hooks/useHydrated';
import { sectionEntry, sidebarView } from '../../shared/sidebarWindow';
import { SidebarFullListLink } from './SidebarFullListLink';
import { SponsorBanner } from './SponsorBanner';
import { VersionSwitcher } from './VersionSwitcher';
import { formatMessage } from '../../shared/messages/messages';
import { useMessages } from '../lib/useMessages';

function groupPages(pages: SidebarPage[]): { group: string | null; pages: SidebarPage[] }[] {
  const groups: { group: string | null; pages: SidebarPage[] }[] = [];
  for (const page of pages) {
    const last = groups[groups.length - 1];
    if (last && last.group === page.group) last.pages.push(page);
    else groups.push({ group: page.group, pages: [page] });
  }
  return groups;
}

/** Groups h3 anchors under the h2 before them (an h3 before any h2 stands on its own). */
export function nestAnchors(anchors: Anchor[]): { anchor: Anchor; children: Anchor[] }[] {
  const out: { anchor: Anchor; children: Anchor[] }[] = [];
  for (const anchor of anchors) {
    const last = out[out.length - 1];
    if (anchor.level === 3 && last) last.children.push(anchor);
    else out.push({ anchor, children: [] });
  }
  return out;
}

function AnchorLink({ anchor, url, active }: { anchor: Anchor; url: string; active: boolean }) {
  return (
    <a href={`${url}#${anchor.id}`} className={active ? 'is-active' : undefined} aria-current={active ? 'location' : undefined}>
      {anchor.title}
    </a>
  );
}

/** The items of a page's heading list: each h2, with the h3s after it nested under it. */
export function SidebarAnchorItems({ anchors, url, activeId }: { anchors: Anchor[]; url: string; activeId: string | null }) {
  return nestAnchors(anchors).map(({ anchor, children }) => (
    <li key={anchor.id} className="sidebar__anchor sidebar__anchor--h2">
      <AnchorLink anchor={anchor} url={url} active={activeId === anchor.id} />
      {children.length > 0 && (
        <ul>
          {children.map((child) => (
            <li key={child.id} className="sidebar__anchor sidebar__anchor--h3">
              <AnchorLink anchor={child} url={url} active={activeId === child.id} />
            </li>
          ))}
        </ul>
      )}
    </li>
  ));
}

/** Whether a page's sidebar entry lists this heading (h2 and h3). */
const listed = (anchor: Anchor): boolean => anchor.level === 2 || anchor.level === 3;

/** The headings a page's sidebar entry lists. */
export function sidebarAnchors(page: SidebarPage): Anchor[] {
  return page.anchors.filter(listed);
}

function SidebarItem({ page, current, activeId }: { page: SidebarPage; current: boolean; activeId: string | null }) {
  const messages = useMessages();
  const [open, setOpen] = useState(current);
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const expandable = page.anchors.some(listed);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!current || isModifiedClick(event)) return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
  };
  // The heading list and its id exist only while the entry is open.
  const listId = expandable && open ? `anchors-${page.url.replace(/[^a-z0-9]+/gi, '-')}` : undefined;
  const preparedAnchors = usePreparedAnchors(current, activeId);
  return (
    <li className={current ? 'sidebar__page sidebar__page--current' : 'sidebar__page'}>
      <div className="sidebar__row">
        <a href={page.url} aria-current={current ? 'page' : undefined} onClick={onClick}>
          {page.title}
        </a>
        {expandable && (
          <button
            type="button"
            className="sidebar__expand"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={formatMessage(messages[open ? 'sidebar.hideSections' : 'sidebar.showSections'], { page: page.title })}
            onClick={() => setOpen((o) => !o)}
          />
        )}
      </div>
      {listId !== undefined &&
        (preparedAnchors !== null ? (
          // The server's prepared HTML of the same items: the browser hydrates it as they render.
          <ul className="sidebar__anchors" id={listId} dangerouslySetInnerHTML={{ __html: preparedAnchors }} />
        ) : (
          <ul className="sidebar__anchors" id={listId}>
            <SidebarAnchorItems anchors={sidebarAnchors(page)} url={page.url} activeId={current ? activeId : null} />
          </ul>
        ))}
    </li>
  );
}

/** Sidebar of the current section: as the server rendered it (a large section in part) until
 * hydrated, then the whole section. */
export function Sidebar({ section, currentUrl }: { section: SectionNav; currentUrl: string }) {
  const messages = useMessages();
  const currentPage = sectionEntry(section, currentUrl);
  const view = sidebarView(section, currentUrl, useHydrated());
  const activeId = useScrollSpy((currentPage?.anchors ?? []).filter((a) => a.level <= 3).map((a) => a.id));
  return (
    <nav className="sidebar" aria-label={formatMessage(messages['sidebar.label'], { section: section.title })}>
      <div className="sidebar__meta">
        {/* The blog is not versioned as the documentation is. */}
        {section.name !== 'blog' && <VersionSwitcher />}
        <img
          className="sidebar__shield"
          src="https://img.shields.io/npm/v/webpack?label=webpack&color=1c78c0"
          alt={messages['sidebar.shield']}
          width="110"
          height="20"
          loading="lazy"
          decoding="async"
        />
      </div>
      <p className="sidebar__title">{section.title}</p>
      {groupPages(view.pages).map(({ group, pages }, i) => (
        <Fragment key={`${group ?? ''}-${i}`}>
          {group && <p className="sidebar__group">{group}</p>}
          <ul className="sidebar__pages">
            {pages.map((page) => (
              <SidebarItem key={page.url} page={page} current={page.url === currentUrl} activeId={activeId} />
            ))}
          </ul>
        </Fragment>
      ))}
      {!view.complete && <SidebarFullListLink section={section} />}
      {section.printableUrl && (
        <a className="sidebar__print" href={section.printableUrl} rel="nofollow">
          {messages['sidebar.printSection']}
        </a>
      )}
      <SponsorBanner />
    </nav>
  );
}
