// What the phone navigation lists once it is opened: every top-level section, the current one
// expanded and scrolled to the current page, the others expanded on demand (their pages come
// with the whole navigation, fetched on the first opening). A chunk of its own: the drawer is
// hidden until opened, so a page neither needs nor hydrates this to start.
// What it needs of the page comes in its props, so that this chunk shares no module with the
// page's first load but React's and the strings' (each shared module would be a file of its own).
import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SectionNav } from '../../shared/types';
import { formatMessage, type Messages } from '../../shared/messages/messages';
import { siteNavUrl } from '../../shared/siteNavUrl';

const TOP_LEVEL = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate', 'contribute', 'blog'] as const;

/** What the drawer's contents are given by the page. */
export interface DrawerProps {
  /** False once the drawer has been closed again (its contents stay, with their state). */
  open: boolean;
  contentVersion: string;
  /** The current page's own section, listed before the whole navigation has arrived. */
  section: SectionNav | null;
  pathname: string;
  /** The current path without its language or version prefix. */
  englishPath: string;
  messages: Messages;
  /** The site's link component (client navigation, language prefix). */
  Link: ComponentType<{ to: string; className?: string; 'aria-current'?: 'page'; children: ReactNode }>;
}

/** The sections and pages of the open drawer. */
export function MobileDrawerSections({ open, contentVersion, section, pathname, englishPath, messages, Link: SiteLink }: DrawerProps) {
  // Its top-level section (shared/urls.ts sectionOf, not imported: see above).
  const currentSection = englishPath.split('/').filter(Boolean)[0] ?? '';
  // A translation's page is under its language's prefix (shared/i18n.ts), an older version's
  // under its own (/v4/); each lists its own navigation, asked for under that prefix.
  const prefix = pathname === englishPath ? null : (pathname.split('/')[1] ?? null);
  const [sections, setSections] = useState<SectionNav[] | null>(null);
  const [expanded, setExpanded] = useState([currentSection]);
  useEffect(() => {
    if (!open || sections) return;
    fetch(siteNavUrl(contentVersion, prefix))
      .then((r) => (r.ok ? (r.json() as Promise<SectionNav[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setSections)
      .catch(() => setSections([]));
  }, [open, sections, contentVersion, prefix]);
  useEffect(() => {
    setExpanded([currentSection]);
  }, [pathname, currentSection]);
  // The current page's section is known from the page itself: no need to wait for the rest.
  const byName = new Map((sections ?? []).map((s) => [s.name, s]));
  if (section && !byName.has(section.name)) byName.set(section.name, section);
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
    <ul className="mobile-sidebar__sections" aria-busy={!loaded}>
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
  );
}
