// The messages between the server and its render worker, and the one step that makes a page
// whole again after crossing: structured cloning turns a Buffer into a plain Uint8Array.
import type { ContentProblem } from './frontmatter';
import type { Page } from './pageFromFile';
import type { SourceFile } from './read';
import type { RenderSettings } from './renderSettings';

/** What the server sends: a folder's settings, its page titles, or a file to render. */
export type ToRenderWorker =
  | { kind: 'setup'; folder: number; settings: RenderSettings }
  | { kind: 'titles'; folder: number; titles: [string, string][] }
  | { kind: 'render'; id: number; folder: number; file: SourceFile };

/** What the worker answers for one render: the page or its problem, or why it failed. */
export type FromRenderWorker = { id: number; result: Page | ContentProblem } | { id: number; error: string };

/** The page as the server keeps it: its deflated article in a Buffer of its own. */
export function pageAfterCrossing(result: Page | ContentProblem): Page | ContentProblem {
  if (!('node' in result)) return result;
  const { deflated } = result.compressed;
  if (Buffer.isBuffer(deflated)) return result;
  const bytes: Uint8Array = deflated;
  return { ...result, compressed: { ...result.compressed, deflated: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}
