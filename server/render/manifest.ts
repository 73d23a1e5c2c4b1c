// The client build manifest written by build.mjs from esbuild's metafile: which script and
// stylesheet a page loads, and which chunks each screen that has its own needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Public URLs of the client entry and what it needs first. */
export interface ClientManifest {
  script: string;
  styles: string[];
  preload: string[];
  /** Chunks of each screen with a chunk of its own, by the screen's source file. */
  screens: Record<string, string[]>;
}

/** Reads dist/client/manifest.json. */
export function readManifest(clientDir: string): ClientManifest {
  const raw = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as Partial<ClientManifest>;
  if (typeof raw.script !== 'string' || !Array.isArray(raw.styles)) {
    throw new Error(`client manifest in ${clientDir} is incomplete: run "npm run build"`);
  }
  return { script: raw.script, styles: raw.styles, preload: raw.preload ?? [], screens: raw.screens ?? {} };
}
