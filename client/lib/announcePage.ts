// After a client navigation: focus to the new page's main heading, and a polite live region
// naming the page. A chunk of its own, loaded with the first client navigation: a page's first
// load never needs it.

const ANNOUNCER_ID = 'route-announcer';

/** Moves focus to the page's main heading without scrolling (useScrollOnNavigate has placed the page),
 * and has a polite live region (beside the application's root, which React leaves alone) name
 * the page, for screen readers that do not read a focused heading out. */
export function announcePage(title: string): void {
  const heading = document.querySelector<HTMLElement>('main h1, #root h1') ?? document.querySelector<HTMLElement>('main');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('p');
    region.id = ANNOUNCER_ID;
    region.className = 'sr-only';
    region.setAttribute('aria-live', 'polite');
    document.body.appendChild(region);
  }
  region.textContent = title;
}
