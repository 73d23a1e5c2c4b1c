// The phone navigation: closed by default, opened by the header toggle or a swipe, closed by a
// swipe, a tap outside, Escape, or following a link. It lists every top-level section and,
// once loaded, their pages.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from './SiteLink';
import type { SectionNav } from '../../shared/types';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

const TOP_LEVEL = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate', 'contribute', 'blog'] as const;

/** Off-canvas navigation for small screens. */
export function SidebarMobile({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { contentVersion } = usePageState();
  const { pathname } = useLocation();
  const messages = useMessages();
  const [sections, setSections] = useState<SectionNav[] | null>(null);
  useEffect(() => {
    if (!open || sections) return;
    fetch(`/page-data/${contentVersion}/nav.json`)
      .then((r) => (r.ok ? (r.json() as Promise<SectionNav[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setSections)
      .catch(() => setSections([]));
  }, [open, sections, contentVersion]);
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  // The drawer opens below the header, so the header's toggle stays reachable.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (open) setTop(Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0));
  }, [open]);
  const byName = new Map((sections ?? []).map((s) => [s.name, s]));
  return (
    <>
      <div className={open ? 'mobile-sidebar__backdrop is-open' : 'mobile-sidebar__backdrop'} style={open ? { top } : undefined} onClick={() => setOpen(false)} aria-hidden="true" />
      <nav id="mobile-sidebar" className={open ? 'mobile-sidebar is-open' : 'mobile-sidebar'} aria-label={messages['mobileSidebar.label']} hidden={!open} style={open ? { top } : undefined}>
        <ul className="mobile-sidebar__sections">
          {TOP_LEVEL.map((name) => (
            <li key={name}>
              <SiteLink to={`/${name}/`} className="mobile-sidebar__section">{messages[`section.${name}`]}</SiteLink>
              {byName.get(name) && (
                <ul className="mobile-sidebar__pages">
                  {byName.get(name)?.pages.slice(1).map((page) => (
                    <li key={page.url}>
                      <SiteLink to={page.url} aria-current={page.url === pathname ? 'page' : undefined}>{page.title}</SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
