import { pagePosition, sectionEntry, SIDEBAR_FULL_LIMIT, SIDEBAR_WINDOW, sidebarView } from '../../shared/sidebarWindow';
import type { SectionNav } from '../../shared/types';

/** A section of `count` pages: the index page, then page-1 … page-(count-1). */
function section(count: number): SectionNav {
  const pages = Array.from({ length: count }, (_, i) => ({
    url: i === 0 ? '/plugins/' : `/plugins/page-${i}/`,
    title: i === 0 ? 'Plugins' : `Page ${i}`,
    group: null,
    anchors: [],
  }));
  return { name: 'plugins', title: 'Plugins', url: '/plugins/', printableUrl: null, pages };
}

const urls = (view: { pages: { url: string }[] }) => view.pages.map((p) => p.url);

describe('the pages a sidebar lists', () => {
  it('lists a section of up to the limit whole, on any of its pages', () => {
    const small = section(SIDEBAR_FULL_LIMIT);
    const view = sidebarView(small, '/plugins/page-50/', false);
    expect(view.complete).toBe(true);
    expect(view.pages).toHaveLength(SIDEBAR_FULL_LIMIT);
  });

  it('lists a larger section as its index page and a bounded window that holds the current page', () => {
    const large = section(300);
    const view = sidebarView(large, '/plugins/page-150/', false);
    expect(view.complete).toBe(false);
    expect(view.pages).toHaveLength(SIDEBAR_WINDOW + 1);
    expect(view.pages[0]?.url).toBe('/plugins/');
    expect(urls(view)).toContain('/plugins/page-150/');
    // The window is contiguous, the current page in its middle.
    expect(view.pages[1]?.url).toBe(`/plugins/page-${150 - SIDEBAR_WINDOW / 2}/`);
  });

  it('keeps the same number of entries whatever the size of the section', () => {
    expect(sidebarView(section(200), '/plugins/page-100/', false).pages).toHaveLength(SIDEBAR_WINDOW + 1);
    expect(sidebarView(section(3000), '/plugins/page-100/', false).pages).toHaveLength(SIDEBAR_WINDOW + 1);
  });

  it('holds the window inside the list at both ends, the index page never twice', () => {
    const large = section(300);
    const start = sidebarView(large, '/plugins/page-1/', false);
    expect(urls(start).slice(0, 3)).toEqual(['/plugins/', '/plugins/page-1/', '/plugins/page-2/']);
    expect(start.pages).toHaveLength(SIDEBAR_WINDOW + 1);
    const end = sidebarView(large, '/plugins/page-299/', false);
    expect(urls(end).at(-1)).toBe('/plugins/page-299/');
    expect(end.pages).toHaveLength(SIDEBAR_WINDOW + 1);
  });

  it('lists every page on the section index page, so the link to it leads to all pages', () => {
    const view = sidebarView(section(300), '/plugins/', false);
    expect(view.complete).toBe(true);
    expect(view.pages).toHaveLength(300);
  });

  it('lists every page once asked for the whole section (the browser after hydration)', () => {
    expect(sidebarView(section(300), '/plugins/page-150/', true)).toEqual({ pages: section(300).pages, complete: true });
  });

  it('finds a page of the section by its URL, and none for a URL it does not list', () => {
    const large = section(300);
    expect(pagePosition(large, '/plugins/page-123/')).toBe(123);
    expect(sectionEntry(large, '/plugins/page-123/')?.title).toBe('Page 123');
    expect(pagePosition(large, '/concepts/')).toBe(-1);
    expect(sectionEntry(large, '/concepts/')).toBeUndefined();
  });
});
