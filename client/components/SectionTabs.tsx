// The row of documentation sections under the header. On a narrow screen the row scrolls
// sideways; the current section's tab is brought into view whenever the section changes.
import { useLayoutEffect, useRef } from 'react';
import { DOCUMENTATION_SECTIONS } from '../../shared/constants';
import { SiteLink } from './SiteLink';
import { useMessages } from '../lib/useMessages';

/** Links to every documentation section, the current one marked. */
export function SectionTabs({ current }: { current: string }) {
  const messages = useMessages();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !tab) return;
    // Its start a little in from the edge, so the tab before it shows the row scrolls.
    if (tab.offsetLeft + tab.offsetWidth > row.clientWidth) row.scrollLeft = tab.offsetLeft - 32;
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
