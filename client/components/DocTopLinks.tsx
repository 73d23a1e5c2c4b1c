// Links above a documentation page: Jump to Repository (only with a repo), Edit Document, Print Document.
import type { PageData } from '../../shared/types';

/** Repository, edit and print links of a page. */
export function DocTopLinks({ data }: { data: PageData }) {
  const printUrl = data.section?.printableUrl ?? null;
  return (
    <div className="doc-links">
      {data.repoUrl && (
        <a href={data.repoUrl} rel="noopener noreferrer">Jump to Repository</a>
      )}
      {data.editUrl && (
        <a href={data.editUrl} rel="noopener noreferrer">Edit Document</a>
      )}
      {printUrl && (
        <a href={printUrl} rel="nofollow">Print Document</a>
      )}
    </div>
  );
}
