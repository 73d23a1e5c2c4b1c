// One list of the translations page (the outdated, missing or translated pages of a language):
// a table with a caption, each row linking to the page, its dates and its edit link.
import type { TranslationPageStatus } from '../../shared/translationReport';

/** A date of the report as a day (the time of a commit tells a translator nothing more). */
function Day({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{iso.slice(0, 10)}</time> : <>—</>;
}

/** The pages of one state, with dates when git gave them. */
export function TranslationPagesTable({ caption, pages, withDates }: { caption: string; pages: TranslationPageStatus[]; withDates: boolean }) {
  // Missing pages have no translated file to edit.
  const withEdit = pages.some((page) => page.editUrl !== null);
  return (
    <div className="table-wrap">
      <table className="translations__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            {withDates && <th scope="col">English changed</th>}
            {withDates && <th scope="col">Translation changed</th>}
            {withEdit && <th scope="col">Edit</th>}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.englishUrl}>
              <th scope="row">
                <a href={page.url}>{page.title}</a> <span className="translations__path">{page.englishUrl}</span>
              </th>
              {withDates && <td data-label="English changed"><Day iso={page.englishUpdated} /></td>}
              {withDates && <td data-label="Translation changed"><Day iso={page.translatedUpdated} /></td>}
              {withEdit && (
                <td>{page.editUrl && <a href={page.editUrl} rel="noopener noreferrer">Edit<span className="sr-only">{` ${page.title}`}</span></a>}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
