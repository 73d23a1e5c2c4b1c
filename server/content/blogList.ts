// The list of posts appended to the blog's index page, newest first.
import { formatDate } from '../../shared/blogDates';
import { escapeHtml } from '../markdown/escape';
import type { Page } from './pageFromFile';

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
