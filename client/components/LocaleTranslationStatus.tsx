// One language on the translations page: its counts, then its outdated, missing and translated
// pages. Without git dates it says so instead of calling any page outdated.
import type { LocaleTranslationStatus as Status, TranslationPageStatus } from '../../shared/translationReport';
import type { TranslationState } from '../../shared/i18n';
import { TranslationPagesTable } from './TranslationPagesTable';

const STATES: { state: TranslationState; label: string }[] = [
  { state: 'outdated', label: 'Outdated' },
  { state: 'missing', label: 'Missing' },
  { state: 'translated', label: 'Translated' },
];

/** A language's status. */
export function LocaleTranslationStatus({ status }: { status: Status }) {
  const headingId = `translations-${status.locale}`;
  const pagesOf = (state: TranslationState): TranslationPageStatus[] => status.pages.filter((page) => page.state === state);
  const shown = STATES.filter(({ state }) => status.datesKnown || state !== 'outdated');
  return (
    <section className="translations__locale" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span lang={status.locale}>{status.name}</span> <span className="translations__code">{status.locale}</span>
      </h2>
      <ul className="translations__counts" aria-label={`Pages of ${status.name} by state`}>
        {shown.map(({ state, label }) => (
          <li key={state} className={`translations__count translations__count--${state}`}>
            <strong>{status[state]}</strong>{` ${label.toLowerCase()}`}
          </li>
        ))}
      </ul>
      {!status.datesKnown && (
        <p className="translations__no-dates">
          The English content or this translation is not a git checkout, so when pages last changed is not known and
          no page is called outdated.
        </p>
      )}
      {shown.map(({ state, label }) => {
        const pages = pagesOf(state);
        if (pages.length === 0) return null;
        const caption = `${label} pages of ${status.name} (${pages.length})`;
        const table = <TranslationPagesTable caption={caption} pages={pages} withDates={status.datesKnown} />;
        // The translated pages are the longest list and the least asked for: folded.
        return state === 'translated' ? (
          <details key={state} className="translations__folded">
            <summary>{caption}</summary>
            {table}
          </details>
        ) : (
          <div key={state}>{table}</div>
        );
      })}
    </section>
  );
}
