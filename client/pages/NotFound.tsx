// The Not Found screen for unknown paths.
import { SiteLink } from '../components/SiteLink';
import { useMessages } from '../lib/useMessages';

/** Shown with status 404 for any unknown path. */
export function NotFound() {
  const messages = useMessages();
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>{messages['notFound.title']}</h1>
      <p>{messages['notFound.text']}</p>
      <SiteLink className="button" to="/">
        {messages['notFound.home']}
      </SiteLink>
    </main>
  );
}
