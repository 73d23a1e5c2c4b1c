// The article HTML is prepared when the content loads; a page render only lays out the frame
// around it. React renders a slot marker where the article goes, and the splicer writes the
// prepared HTML in its place as the stream passes, so the article is never walked, escaped or
// re-encoded by React. The marker carries a random nonce: content cannot contain it by chance.
import { randomBytes } from 'node:crypto';
import { partText, type ArticlePart, type PreparedText } from './article';

/** The marker React renders in place of the article. */
export const ARTICLE_SLOT = `<!--article-slot:${randomBytes(9).toString('base64url')}-->`;

/** One piece of output: bytes from React, or a part of the article. */
export type OutputPiece = Uint8Array | string | PreparedText;

/** The bytes of a piece (prepared parts as their text). */
export function pieceBytes(piece: OutputPiece): Uint8Array {
  return piece instanceof Uint8Array ? piece : Buffer.from(partText(piece));
}

function isEmpty(piece: OutputPiece): boolean {
  return piece instanceof Uint8Array ? piece.byteLength === 0 : partText(piece).length === 0;
}

/** Replaces the first occurrence of a marker in a byte stream, even when it spans chunks. */
export interface SlotSplicer {
  /** Takes the next chunk; returns the pieces that can be written now, in order. */
  push(chunk: Uint8Array): OutputPiece[];
  /** Returns what is still held back at the end of the stream. */
  end(): OutputPiece[];
}

/** Creates a splicer that puts the article's parts where `marker` appears in the stream. */
export function createSlotSplicer(marker: string, content: readonly ArticlePart[]): SlotSplicer {
  const markerBytes = Buffer.from(marker);
  // Bytes at the end of the last chunk that may be the start of a marker split across chunks.
  let held: Buffer | null = null;
  let placed = false;
  return {
    push(chunk) {
      if (placed) return chunk.byteLength > 0 ? [chunk] : [];
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const bytes = held ? Buffer.concat([held, view]) : view;
      held = null;
      const at = bytes.indexOf(markerBytes);
      if (at >= 0) {
        placed = true;
        const after = bytes.subarray(at + markerBytes.length);
        return [bytes.subarray(0, at), ...content, after].filter((piece) => !isEmpty(piece));
      }
      const keep = Math.min(markerBytes.length - 1, bytes.byteLength);
      // Copied: the bytes are kept past this call and the writer may reuse its buffer.
      if (keep > 0) held = Buffer.from(bytes.subarray(bytes.byteLength - keep));
      const ready = bytes.subarray(0, bytes.byteLength - keep);
      return ready.byteLength > 0 ? [ready] : [];
    },
    end() {
      const rest = held;
      held = null;
      return rest ? [rest] : [];
    },
  };
}
