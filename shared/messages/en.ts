// The English catalogue: every chrome string, the one every other language falls back to,
// string by string. Kept in two files by when the browser needs them: enFirstLoad.ts (what a
// page shows before any lazy chunk, in the first load) and enLater.ts (lazy parts and the
// server's own pages). A new string goes into the first when first-load code shows it.
import { enFirstLoad } from './enFirstLoad';
import { enLater } from './enLater';

export const en = { ...enFirstLoad, ...enLater };

/** Every key a catalogue may give. */
export type MessageKey = keyof typeof en;
