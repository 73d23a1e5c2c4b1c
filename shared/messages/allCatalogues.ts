// Every shipped catalogue at hand at once, synchronously: importing this module adds them, and
// the English strings beyond the browser's first load (enLater.ts). For
// the server, which renders articles and pages in every language; the browser loads them one by
// one instead (shipped.ts lists the same languages) and must never import this module.
import { addCatalogue, addEnglish, type Catalogue } from './messages';
import { enLater } from './enLater';
import { ko } from './ko';
import { zh } from './zh';

/** Every shipped catalogue by language. */
export const ALL_CATALOGUES: Readonly<Record<string, Catalogue>> = { ko, zh };

addEnglish(enLater);
for (const [language, catalogue] of Object.entries(ALL_CATALOGUES)) addCatalogue(language, catalogue);
