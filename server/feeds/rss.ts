// The blog's RSS 2.0 feed, newest first.
import type { ContentSnapshot } from '../content/contentSnapshot';
import { escapeHtml } from '../markdown/escape';
import { PRODUCT_NAME } from '../../shared/constants';

const FEED_SIZE = 20;

function rfc822(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toUTCString();
}

/** Renders the feed of the blog posts. */
export function blogFeedXml(snapshot: ContentSnapshot, origin: string): string {
  const posts = [...snapshot.pages.values()]
    .filter((p) => p.section === 'blog' && p.date !== null)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    .slice(0, FEED_SIZE);
  const items = posts
    .map((post) => {
      const link = escapeHtml(origin + post.node.url);
      return (
        `<item><title>${escapeHtml(post.node.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
        `<pubDate>${rfc822(post.date ?? '1970-01-01')}</pubDate>` +
        `<description>${escapeHtml(post.node.description ?? post.node.title)}</description></item>`
      );
    })
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${PRODUCT_NAME} blog</title><link>${escapeHtml(origin)}/blog/</link>` +
    `<atom:link href="${escapeHtml(origin)}/blog/feed.xml" rel="self" type="application/rss+xml"/>` +
    `<description>Release notes and articles from the ${PRODUCT_NAME} team</description><language>en</language>\n${items}\n</channel></rss>\n`
  );
}
