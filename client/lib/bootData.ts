// Reads the bootstrap data the server embedded in the page.
import { BOOT_DATA_ID } from '../../shared/constants';
import type { BootData } from '../../shared/types';
import { keepServedArticle, SERVED_ARTICLE } from './servedArticle';

/** Parses the boot data from the document. The article HTML is not repeated in the data (it
 * would double the page size): the server-rendered article element stays in place instead. */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) throw new Error('boot data missing from the page');
  const boot = JSON.parse(element.textContent) as BootData;
  keepServedArticle(doc);
  return { ...boot, page: { ...boot.page, html: SERVED_ARTICLE } };
}
