// The list of posts appended to the blog's index page, newest first.
import { escapeHtml } from '../markdown/escape';
import type { Page } from './pageFromFile';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Formats YYYY-MM-DD as "21 November 2026" without depending on the machine's locale or zone. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Renders the post list for the blog index; `href` gives a post's address (a translation's
 * list links its posts under its prefix). */
export function blogListHtml(posts: Page[], href: (url: string) => string = (url) => url): string {
  if (posts.length === 0) return '';
  const items = posts
    .map((post) => {
      const date = post.date ?? '';
      const summary = post.node.description ? `<p>${escapeHtml(post.node.description)}</p>` : '';
      return `<li class="post-list__item"><a href="${escapeHtml(href(post.node.url))}">${escapeHtml(post.node.title)}</a> <time datetime="${date}">${formatDate(date)}</time>${summary}</li>`;
    })
    .join('');
  return `<ul class="post-list">${items}</ul>\n`;
}
