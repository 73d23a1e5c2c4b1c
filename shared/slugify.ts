// The one heading slug function: heading ids in rendered HTML, the index's anchors and
// in-page links all come from here, so deep links written for GitHub-style ids keep working.

const REMOVED = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

/** Turns heading text into a GitHub-style id: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(REMOVED, '').replace(/ /g, '-');
}
