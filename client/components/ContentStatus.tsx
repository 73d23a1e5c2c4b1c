// The placeholder shown while page content loads, the error text when loading failed, and the
// offline notice when the browser is offline and the page was not saved for offline reading.
import { CONTENT_ERROR_TEXT, CONTENT_OFFLINE_TEXT } from '../../shared/constants';
import type { PageStatus } from '../lib/pageDataContext';

/** Renders the loading placeholder or the error, or nothing once loaded. */
export function ContentStatus({ status }: { status: PageStatus }) {
  if (status === 'error') {
    return (
      <p className="content-error" role="alert">
        {CONTENT_ERROR_TEXT}
      </p>
    );
  }
  if (status === 'offline') {
    return (
      <p className="content-offline" role="status">
        {CONTENT_OFFLINE_TEXT}
      </p>
    );
  }
  if (status === 'loading') {
    return (
      <div className="placeholder" role="status" aria-label="Loading content">
        <div className="placeholder__line placeholder__line--title" />
        <div className="placeholder__line" />
        <div className="placeholder__line" />
        <div className="placeholder__line placeholder__line--short" />
      </div>
    );
  }
  return null;
}
