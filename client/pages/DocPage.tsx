// A documentation page: section sidebar, title, top links, article, related links,
// contributors, translators and previous/next; or Not Found when the path has no page.
import { usePageState } from '../lib/pageDataContext';
import { useFragmentRedirect } from '../hooks/useFragmentRedirect';
import { Article } from '../components/Article';
import { BreakableText } from '../components/BreakableText';
import { OnThisPage } from '../components/OnThisPage';
import { ContentStatus } from '../components/ContentStatus';
import { Contributors, Translators } from '../components/Contributors';
import { DocTopLinks } from '../components/DocTopLinks';
import { PageLinks } from '../components/PageLinks';
import { Sidebar } from '../components/Sidebar';
import { NotFound } from './NotFound';
import { useMessages } from '../lib/useMessages';

/** Any content page of the index. */
export function DocPage() {
  const { data, status } = usePageState();
  const messages = useMessages();
  useFragmentRedirect(data.fragmentRedirects, status === 'loaded');
  if (data.kind === 'notFound' && status === 'loaded') return <NotFound />;
  return (
    <div className={data.section ? 'docs' : 'docs docs--no-sidebar'}>
      {data.section && <Sidebar section={data.section} currentUrl={data.url} />}
      <main id="main-content" className="docs__main" tabIndex={-1}>
        {status === 'loaded' ? (
          // A page a translation lacks shows the English article: its language is said so (the
          // article opens with the translation notice, made on the server, see server/i18n/notice.ts).
          <article className="doc" lang={data.translation?.state === 'missing' ? 'en' : undefined}>
            <DocTopLinks data={data} />
            <h1 className="doc__title"><BreakableText text={data.title} /></h1>
            {data.published && <p className="doc__date"><time dateTime={data.published.date}>{data.published.label}</time></p>}
            <OnThisPage anchors={data.anchors} />
            <Article html={data.html} />
            {data.related.length > 0 && (
              <section className="related" aria-labelledby="related-heading">
                <h2 id="related-heading">{messages['doc.related']}</h2>
                <ul>
                  {data.related.map((link) => (
                    <li key={link.url}>
                      <a href={link.url}>{link.title}</a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Contributors names={data.contributors} />
            <Translators names={data.translators} />
            <PageLinks previous={data.previous} next={data.next} />
          </article>
        ) : (
          <ContentStatus status={status} />
        )}
      </main>
    </div>
  );
}
