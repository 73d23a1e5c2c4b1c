// Static HTML for when rendering itself is not possible (shell errors, error middleware).
// No request data and no stack traces go into these pages.

/** A minimal 500 page. */
export function staticErrorPage(): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Server Error | webpack</title></head><body><main><h1>Something went wrong</h1>' +
    '<p>The page could not be shown. Please try again in a moment.</p><p><a href="/">Go to Homepage</a></p></main></body></html>'
  );
}

/** A minimal page for a malformed request. */
export function staticBadRequestPage(): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad Request | webpack</title></head>' +
    '<body><main><h1>Bad Request</h1><p>The address is not valid.</p><p><a href="/">Go to Homepage</a></p></main></body></html>'
  );
}
