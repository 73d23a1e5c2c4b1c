// The notice a page of a translation opens its article with: that the page is not translated
// yet (the English article follows) with a link to help, or that the English page changed after
// the translation, with its date and a link to it. Made on the server as part of the article,
// in the locale's strings (shared/messages), so it costs the browser no code; nothing on
// translated pages that are current, nor on the English site.
import type { TranslationInfo } from '../../shared/i18n';
import { formatMessage, messagesFor } from '../../shared/messages/messages';
import { escapeHtml } from '../markdown/escape';

/** The notice's HTML for a page in a locale, or '' when there is nothing to tell. */
export function translationNoticeHtml(locale: string, translation: TranslationInfo | null): string {
  if (!translation || translation.state === 'translated') return '';
  const messages = messagesFor(locale);
  const missing = translation.state === 'missing';
  // Missing: help translate it; outdated: read the (newer) English page.
  const href = missing ? translation.helpUrl : translation.englishUrl;
  const text = missing ? messages['translation.missing'] : formatMessage(messages['translation.outdated'], { date: (translation.englishUpdated ?? '').slice(0, 10) });
  const link = href ? `<p><a href="${escapeHtml(href)}"${missing ? '' : ' hreflang="en" lang="en"'}>${escapeHtml(messages[missing ? 'translation.help' : 'translation.readEnglish'])}</a></p>` : '';
  // The article around it may be English (a fallback): the notice says which language it is in.
  return `<aside class="translation-notice${missing ? '' : ' translation-notice--outdated'}" role="note" lang="${escapeHtml(locale)}"><p>${escapeHtml(text)}</p>${link}</aside>`;
}
