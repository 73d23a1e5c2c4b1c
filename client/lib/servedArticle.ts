// The article the server sent, kept as it is in the document. Reading it back as an HTML
// string for the first render cost up to a few hundred milliseconds on a slow phone (the
// browser serializes every element of the article), inside the entry's evaluation; hydration
// never needs that string, since React leaves an element with inner HTML as the server made it.

/** Stands for the served article's HTML in the boot page data. */
export const SERVED_ARTICLE = '\u0000served article';

let served: Element | null = null;

/** Remembers the served article element (called once, before hydration). */
export function keepServedArticle(doc: Document): void {
  served = doc.querySelector('[data-article]');
}

/** The inner HTML React is given for an article: nothing for the served one, which hydrates
 * as it is and stays untouched while the page shows. */
export function articleMarkup(html: string): string {
  return html === SERVED_ARTICLE ? '' : html;
}

/** Ref of the article element: should React ever render the served page from scratch instead
 * of hydrating it, the new, empty element takes over the served article's nodes. */
export function adoptServedArticle(element: HTMLElement | null): void {
  if (!element || !served || element === served) return;
  if (element.childNodes.length === 0) element.append(...Array.from(served.childNodes));
  served = null;
}
