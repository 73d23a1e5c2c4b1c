// Reads the bootstrap data the server embedded in the page.
import { BOOT_DATA_ID } from '../../shared/constants';
import type { BootData } from '../../shared/types';

/** Parses the boot data from the document. The article HTML is not repeated in the data (it
 * would double the page size); it is taken from the server-rendered article element instead. */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) throw new Error('boot data missing from the page');
  const boot = JSON.parse(element.textContent) as BootData;
  const article = doc.querySelector('[data-article]');
  return { ...boot, page: { ...boot.page, html: article ? article.innerHTML : '' } };
}
