// The date of a blog post: written at the start of its file name (2026-03-10-title.mdx), so its
// address carries it too. The blog's list (server) and a post's own page (browser) read it here.

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})-/;

/** YYYY-MM-DD from a post's file name or address (its last segment), else null. */
export function postDate(nameOrUrl: string): string | null {
  const last = nameOrUrl.split('/').filter(Boolean).pop() ?? '';
  return DATE_PREFIX.exec(last)?.[1] ?? null;
}

/** Formats YYYY-MM-DD as "21 November 2026", the same on every machine (read and shown in UTC). */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
