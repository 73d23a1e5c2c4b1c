// The row of documentation sections under the header. On a narrow screen the row scrolls
// sideways; the current section's tab is brought into view whenever the section changes.
import { useLayoutEffect, useRef } from 'react';
import { DOCUMENTATION_SECTIONS } from '../../shared/constants';
import { SiteLink } from './SiteLink';
import { useMessages } from '../lib/useMessages';

/** How far a tab is scrolled in from the row's edge, so the next one shows it can be reached. */
const EDGE = 32;

/** The scrollLeft that shows the whole tab [left, left + width) in a row `visible` wide,
 * changing `current` as little as possible. */
export function scrollToShow(current: number, visible: number, left: number, width: number): number {
  if (left - EDGE < current) return Math.max(0, left - EDGE);
  if (left + width + EDGE > current + visible) return left + width + EDGE - visible;
  return current;
}

/** Links to every documentation section, the current one marked. */
export function SectionTabs({ current }: { current: string }) {
  const messages = useMessages();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !tab) return;
    row.scrollLeft = scrollToShow(row.scrollLeft, row.clientWidth, tab.offsetLeft, tab.offsetWidth);
  }, [current]);
  return (
    <nav className="site-header__sections" aria-label={messages['header.sections']}>
      <ul ref={list}>
        {DOCUMENTATION_SECTIONS.map((name) => (
          <li key={name}>
            <SiteLink to={`/${name}/`} className={current === name ? 'active' : undefined} aria-current={current === name ? 'true' : undefined}>
              {messages[`section.${name}`]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
