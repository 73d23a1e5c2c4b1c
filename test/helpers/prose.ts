// The text a reader sees as prose on a served page: the article without its code, tags removed.
// The corpus tests look in it for markdown syntax that should never reach a reader.

/** The article's text outside code: what a reader sees as prose. */
export function proseOf(html: string): string {
  const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1] ?? /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return article
    .replace(/<pre[\s\S]*?<\/pre>/g, '')
    .replace(/<code[\s\S]*?<\/code>/g, '')
    .replace(/<[^>]+>/g, ' ');
}
