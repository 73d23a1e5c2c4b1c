// The server renders pages in every language, so it has every shipped catalogue at hand from
// the start, synchronously: importing this module adds them (the render modules import it).
// The browser loads them one by one instead (shared/messages/shipped.ts lists the same languages).
import { addCatalogue, type Catalogue } from '../../shared/messages';
import { ko } from '../../shared/messages/ko';
import { zh } from '../../shared/messages/zh';

/** Every shipped catalogue by language. */
export const SERVER_CATALOGUES: Readonly<Record<string, Catalogue>> = { ko, zh };

for (const [language, catalogue] of Object.entries(SERVER_CATALOGUES)) addCatalogue(language, catalogue);
