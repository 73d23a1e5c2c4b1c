// What a page of a translation tells its reader about the translation: that the page is not
// translated yet (the English article follows) with a link to help, or that the English page
// changed after the translation, with its date and a link to it. Nothing on translated pages
// that are current, nor on the English site.
import type { TranslationInfo } from '../../shared/i18n';
import { formatMessage } from '../../shared/messages';
import { useMessages } from '../lib/useMessages';

/** The notice above a translated (or fallback) article. */
export function TranslationNotice({ translation }: { translation: TranslationInfo | null }) {
  const messages = useMessages();
  if (!translation || translation.state === 'translated') return null;
  if (translation.state === 'missing') {
    return (
      <aside className="translation-notice" role="note">
        <p>{messages['translation.missing']}</p>
        {translation.helpUrl && (
          <p>
            <a href={translation.helpUrl}>{messages['translation.help']}</a>
          </p>
        )}
      </aside>
    );
  }
  const date = translation.englishUpdated ? translation.englishUpdated.slice(0, 10) : '';
  return (
    <aside className="translation-notice translation-notice--outdated" role="note">
      <p>{formatMessage(messages['translation.outdated'], { date })}</p>
      <p>
        <a href={translation.englishUrl} hrefLang="en" lang="en">
          {messages['translation.readEnglish']}
        </a>
      </p>
    </aside>
  );
}
