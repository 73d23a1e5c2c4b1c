// The article body: HTML prepared on the server when the content loaded, inserted as is.
// Clicks on its in-site links reach the client router through the document's click listener.
import { adoptServedArticle, articleMarkup, SERVED_ARTICLE } from '../lib/servedArticle';

/** Prepared article HTML (SERVED_ARTICLE: the one already in the served document). */
export function Article({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ?? 'markdown'}
      data-article=""
      ref={html === SERVED_ARTICLE ? adoptServedArticle : undefined}
      dangerouslySetInnerHTML={{ __html: articleMarkup(html) }}
    />
  );
}
