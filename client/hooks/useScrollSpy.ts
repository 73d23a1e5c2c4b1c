// Finds the heading currently in view among the given ids (the last one whose top passed the
// header line), for highlighting it in the sidebar.
//
// Long pages come in h2 sections whose contents the browser leaves unlaid while out of view
// (content-visibility: auto). Asking where a heading inside such a section is would make the
// browser lay it out there and then, so positions are read section by section: a section wholly
// above the line stands for its last heading, one below it ends the search, and only the section
// across the line (on screen, so laid out anyway) has its headings measured.
import { useEffect, useState } from 'react';

// A heading counts as in view once its top is within this distance of the viewport top (below
// the sticky header; jumps to a heading land at 120 px, see scroll-padding-top in main.css).
const HEADER_OFFSET = 140;
const SECTION = '.doc-section';

/** Headings in document order, grouped by the section that holds them (null: outside any). */
export interface HeadingGroup {
  section: Element | null;
  headings: HTMLElement[];
}

function groupHeadings(ids: string[]): HeadingGroup[] {
  const groups: HeadingGroup[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const section = element.closest(SECTION);
    const last = groups[groups.length - 1];
    if (last && last.section === section && section !== null) last.headings.push(element);
    else groups.push({ section, headings: [element] });
  }
  return groups;
}

/** The id of the last heading whose top is at or above the line, or null. */
export function headingAtLine(groups: HeadingGroup[], line: number): string | null {
  let current: string | null = null;
  for (const { section, headings } of groups) {
    if (section) {
      const box = section.getBoundingClientRect();
      if (box.top > line) break;
      if (box.bottom <= line) {
        current = headings[headings.length - 1]?.id ?? current;
        continue;
      }
    }
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top > line) return current;
      current = heading.id;
    }
  }
  return current;
}

/** Returns the id of the heading currently in view, or null. */
export function useScrollSpy(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    let groups = groupHeadings(ids);
    const update = () => {
      frame = 0;
      // The article may have been replaced (client navigation renders it anew).
      if (groups.length === 0 || groups.some((g) => !g.headings[0]?.isConnected)) groups = groupHeadings(ids);
      setActive(headingAtLine(groups, HEADER_OFFSET));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for a frame: right after hydration the page is still settling.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // Keyed by the ids' text, not the array: a new array of the same ids keeps the listener.
  }, [key]);
  return active;
}
