// The Not Found screen for unknown paths.
import { SiteLink } from '../components/SiteLink';
import { NOT_FOUND_LINK, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../shared/constants';

/** Shown with status 404 for any unknown path. */
export function NotFound() {
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <SiteLink className="button" to="/">
        {NOT_FOUND_LINK}
      </SiteLink>
    </main>
  );
}
