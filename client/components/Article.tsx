// The article body: HTML prepared on the server when the content loaded, inserted as is.
// Clicks on its in-site links reach the client router through the document's click listener.

/** Prepared article HTML. */
export function Article({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'markdown'} data-article="" dangerouslySetInnerHTML={{ __html: html }} />;
}
