// The placeholder shown while page content loads, and the error text when loading failed.
import { CONTENT_ERROR_TEXT } from '../../shared/constants';
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
