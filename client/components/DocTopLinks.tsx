// Links above a documentation page: Jump to Repository (only with a repo), Edit Document, Print Document.
import type { PageData } from '../../shared/types';
import { useMessages } from '../lib/useMessages';

/** Repository, edit and print links of a page. */
export function DocTopLinks({ data }: { data: PageData }) {
  const messages = useMessages();
  const printUrl = data.section?.printableUrl ?? null;
  return (
    <div className="doc-links">
      {data.repoUrl && (
        <a href={data.repoUrl} rel="noopener noreferrer">{messages['doc.repository']}</a>
      )}
      {data.editUrl && (
        <a href={data.editUrl} rel="noopener noreferrer">{messages['doc.edit']}</a>
      )}
      {printUrl && (
        <a href={printUrl} rel="nofollow">{messages['doc.print']}</a>
      )}
    </div>
  );
}
