// /translations/: how each translation of the site stands against the English pages, for
// translators choosing what to translate or update next.
import { usePageState } from '../lib/pageDataContext';
import { LocaleTranslationStatus } from '../components/LocaleTranslationStatus';

/** The status of every translation. */
export function TranslationsPage() {
  const { data } = usePageState();
  const locales = data.translationReport?.locales ?? [];
  return (
    <main id="main-content" className="translations" tabIndex={-1}>
      <h1>Translations</h1>
      {locales.length === 0 ? (
        <p>This site has no translations.</p>
      ) : (
        <>
          <p className="translations__intro">
            Each translation against the English pages: a page is outdated when its English source changed after the
            translation last did.
          </p>
          {locales.map((status) => (
            <LocaleTranslationStatus key={status.locale} status={status} />
          ))}
        </>
      )}
    </main>
  );
}
