// Static HTML for when rendering itself is not possible (shell errors, error middleware).
// No request data and no stack traces go into these pages; their strings are the chrome's, in
// the page's language when it is known (English otherwise).
import { PRODUCT_NAME } from '../../shared/constants';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import { messagesFor, type MessageKey } from '../../shared/messages/messages';
import { documentTitle } from '../../shared/urls';
import { escapeHtml } from '../markdown/escape';
import '../../shared/messages/allCatalogues';

function staticPage(locale: string, title: MessageKey, heading: MessageKey, text: MessageKey, viewport: boolean): string {
  const messages = messagesFor(locale);
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    (viewport ? '<meta name="viewport" content="width=device-width, initial-scale=1">' : '') +
    `<title>${escapeHtml(documentTitle(messages[title], PRODUCT_NAME))}</title></head><body><main><h1>${escapeHtml(messages[heading])}</h1>` +
    `<p>${escapeHtml(messages[text])}</p><p><a href="/">${escapeHtml(messages['notFound.home'])}</a></p></main></body></html>`
  );
}

/** A minimal 500 page. */
export function staticErrorPage(locale: string = DEFAULT_LOCALE): string {
  return staticPage(locale, 'serverError.title', 'serverError.heading', 'serverError.text', true);
}

/** A minimal page for a malformed request. */
export function staticBadRequestPage(locale: string = DEFAULT_LOCALE): string {
  return staticPage(locale, 'badRequest.title', 'badRequest.title', 'badRequest.text', false);
}
