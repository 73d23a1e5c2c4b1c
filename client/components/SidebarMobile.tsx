// The phone navigation: closed by default, opened by the header toggle or a swipe, closed by a
// swipe, a tap outside, Escape, or following a link. While it is open the page behind it does
// not scroll. What it lists (lazy/MobileDrawerSections.tsx) is a chunk loaded on the first
// opening: the drawer is hidden until then, so a page starts without that code.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { VersionSwitcher } from './VersionSwitcher';
import { usePageState } from '../lib/pageDataContext';
import { useLazyChunk } from '../lib/useLazyChunk';
import { useMessages } from '../lib/useMessages';
import { usePathInLocale } from '../lib/usePathInLocale';
import { SiteLink } from './SiteLink';

/** Class on the root element while the drawer is open: the page behind it cannot scroll. */
const SCROLL_LOCK = 'is-scroll-locked';

/** Off-canvas navigation for small screens. */
export function SidebarMobile({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { pathname } = useLocation();
  const { contentVersion, data } = usePageState();
  const englishPath = usePathInLocale();
  const messages = useMessages();
  // Loaded on the first opening; from then on its contents stay (with their state) while it is
  // closed and opened again.
  const drawer = useLazyChunk('drawer', open);
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);
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
  const Sections = drawer.module?.MobileDrawerSections;
  return (
    <>
      <div className={open ? 'mobile-sidebar__backdrop is-open' : 'mobile-sidebar__backdrop'} style={open ? { top } : undefined} onClick={() => setOpen(false)} aria-hidden="true" />
      <nav id="mobile-sidebar" className={open ? 'mobile-sidebar is-open' : 'mobile-sidebar'} aria-label={messages['mobileSidebar.label']} hidden={!open} style={open ? { top } : undefined}>
        {/* Phones have no desktop sidebar: a site serving older versions puts the switcher here. */}
        {data.docsVersion?.onSite && <VersionSwitcher />}
        {Sections && <Sections open={open} contentVersion={contentVersion} section={data.section} pathname={pathname} englishPath={englishPath} messages={messages} Link={SiteLink} />}
      </nav>
    </>
  );
}
