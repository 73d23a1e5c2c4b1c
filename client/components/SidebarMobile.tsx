// The phone navigation: closed by default, opened by the header toggle or a swipe, closed by a
// swipe, a tap outside, Escape, or following a link. It lists every top-level section; the
// current section is expanded and the drawer opens scrolled to the current page, the others
// expand on demand (their pages come with the whole navigation, loaded on the first opening).
// While it is open the page behind it does not scroll.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SectionNav } from '../../shared/types';
import { sectionOf } from '../../shared/urls';
import { usePageState } from '../lib/pageDataContext';
import { usePathInLocale } from '../lib/usePathInLocale';
import { useMessages } from '../lib/useMessages';
import { formatMessage } from '../../shared/messages/messages';
import { SiteLink } from './SiteLink';

const TOP_LEVEL = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate', 'contribute', 'blog'] as const;

/** Class on the root element while the drawer is open: the page behind it cannot scroll. */
const SCROLL_LOCK = 'is-scroll-locked';

/** Off-canvas navigation for small screens. */
export function SidebarMobile({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { contentVersion, data } = usePageState();
  const { pathname } = useLocation();
  const englishPath = usePathInLocale();
  const currentSection = sectionOf(englishPath);
  const messages = useMessages();
  const [sections, setSections] = useState<SectionNav[] | null>(null);
  const [expanded, setExpanded] = useState([currentSection]);
  useEffect(() => {
    if (!open || sections) return;
    fetch(`/page-data/${contentVersion}/nav.json`)
      .then((r) => (r.ok ? (r.json() as Promise<SectionNav[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setSections)
      .catch(() => setSections([]));
  }, [open, sections, contentVersion]);
  useEffect(() => {
    setOpen(false);
    setExpanded([currentSection]);
  }, [pathname, setOpen, currentSection]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add(SCROLL_LOCK);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove(SCROLL_LOCK);
    };
  }, [open, setOpen]);
  // The drawer opens below the header, so the header's toggle stays reachable.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (open) setTop(Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0));
  }, [open]);
  // The current page's section is known from the page itself: no need to wait for the rest.
  const byName = new Map((sections ?? []).map((s) => [s.name, s]));
  if (data.section && !byName.has(data.section.name)) byName.set(data.section.name, data.section);
  const currentListed = byName.has(currentSection);
  const loaded = sections !== null;
  // Opened, the drawer shows the current page a third of the way down: once its section is
  // listed, and again when the whole navigation arrives (its entries can differ from the page's).
  useLayoutEffect(() => {
    if (!open) return;
    const drawer = document.getElementById('mobile-sidebar');
    const link = drawer?.querySelector<HTMLElement>('[aria-current="page"]');
    if (drawer && link) drawer.scrollTop = Math.max(0, link.offsetTop - drawer.clientHeight / 3);
  }, [open, currentListed, loaded]);
  const toggle = (name: string) => setExpanded((previous) => (previous.includes(name) ? previous.filter((n) => n !== name) : [...previous, name]));
  return (
    <>
      <div className={open ? 'mobile-sidebar__backdrop is-open' : 'mobile-sidebar__backdrop'} style={open ? { top } : undefined} onClick={() => setOpen(false)} aria-hidden="true" />
      <nav id="mobile-sidebar" className={open ? 'mobile-sidebar is-open' : 'mobile-sidebar'} aria-label={messages['mobileSidebar.label']} hidden={!open} style={open ? { top } : undefined}>
        <ul className="mobile-sidebar__sections">
          {TOP_LEVEL.map((name) => {
            const title = messages[`section.${name}`];
            const pages = byName.get(name)?.pages.slice(1) ?? [];
            const isExpanded = expanded.includes(name);
            return (
              <li key={name}>
                <div className="mobile-sidebar__row">
                  <SiteLink to={`/${name}/`} className="mobile-sidebar__section">{title}</SiteLink>
                  <button
                    type="button"
                    className="mobile-sidebar__expand"
                    aria-expanded={isExpanded}
                    aria-controls={isExpanded ? `mobile-sidebar-${name}` : undefined}
                    aria-label={formatMessage(messages[isExpanded ? 'sidebar.hideSections' : 'sidebar.showSections'], { page: title })}
                    onClick={() => toggle(name)}
                  />
                </div>
                {isExpanded && (
                  <ul className="mobile-sidebar__pages" id={`mobile-sidebar-${name}`}>
                    {pages.map((page) => (
                      <li key={page.url}>
                        <SiteLink to={page.url} aria-current={page.url === pathname || page.url === englishPath ? 'page' : undefined}>{page.title}</SiteLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
