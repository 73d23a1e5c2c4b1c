// The article HTML is prepared when the content loads; a page render only lays out the frame
// around it. React renders a slot marker where the article goes (and where other prepared
// pieces go, see preparedLists.tsx), and the splicer writes the prepared HTML in its place as
// the stream passes, so that HTML is never walked, escaped, re-encoded or re-compressed by a
// render. Markers carry a random nonce: content cannot contain one by chance.
import { randomBytes } from 'node:crypto';
import { partText, type ArticlePart, type PreparedText } from '../site/article';

const NONCE = randomBytes(9).toString('base64url');

/** The marker React renders where the prepared piece called `name` goes. */
export function slotMarker(name: string): string {
  return `<!--${name}-slot:${NONCE}-->`;
}

/** The marker React renders in place of the article. */
export const ARTICLE_SLOT = slotMarker('article');

/** A marker and what replaces it. */
export interface Slot {
  marker: string;
  content: readonly ArticlePart[];
}

/** One piece of output: bytes from React, or a part of the article. */
export type OutputPiece = Uint8Array | string | PreparedText;

/** The bytes of a piece (prepared parts as their text). */
export function pieceBytes(piece: OutputPiece): Uint8Array {
  return piece instanceof Uint8Array ? piece : Buffer.from(partText(piece));
}

/** The bytes of a run of pieces, as one buffer (the article text encoded once, here). */
export function piecesToBuffer(pieces: readonly OutputPiece[]): Buffer {
  return Buffer.concat(pieces.map(pieceBytes));
}

function isEmpty(piece: OutputPiece): boolean {
  return piece instanceof Uint8Array ? piece.byteLength === 0 : partText(piece).length === 0;
}

/** Replaces the first occurrence of each marker in a byte stream, even when it spans chunks. */
export interface SlotSplicer {
  /** Takes the next chunk; returns the pieces that can be written now, in order. */
  push(chunk: Uint8Array): OutputPiece[];
  /** Returns what is still held back at the end of the stream. */
  end(): OutputPiece[];
}

/** Creates a splicer that puts each slot's content where its marker first appears, in whatever
 * order the markers come. */
export function createSlotsSplicer(slots: readonly Slot[]): SlotSplicer {
  const waiting: { bytes: Buffer; content: readonly ArticlePart[] }[] = slots.map((slot) => ({ bytes: Buffer.from(slot.marker), content: slot.content }));
  const longest = Math.max(0, ...waiting.map((slot) => slot.bytes.byteLength));
  // Bytes at the end of the last chunk that may be the start of a marker split across chunks.
  let held: Buffer | null = null;
  return {
    push(chunk) {
      if (waiting.length === 0) return chunk.byteLength > 0 ? [chunk] : [];
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const bytes = held ? Buffer.concat([held, view]) : view;
      held = null;
      const out: OutputPiece[] = [];
      let from = 0;
      while (waiting.length > 0) {
        // The marker that comes first from here on.
        let at = -1;
        let which = -1;
        waiting.forEach((slot, i) => {
          const found = bytes.indexOf(slot.bytes, from);
          if (found >= 0 && (at < 0 || found < at)) {
            at = found;
            which = i;
          }
        });
        const slot = waiting[which];
        if (!slot) break;
        waiting.splice(which, 1);
        out.push(bytes.subarray(from, at), ...slot.content);
        from = at + slot.bytes.byteLength;
      }
      if (waiting.length === 0) {
        out.push(bytes.subarray(from));
      } else {
        const keep = Math.min(longest - 1, bytes.byteLength - from);
        // Copied: the bytes are kept past this call and the writer may reuse its buffer.
        if (keep > 0) held = Buffer.from(bytes.subarray(bytes.byteLength - keep));
        out.push(bytes.subarray(from, bytes.byteLength - keep));
      }
      return out.filter((piece) => !isEmpty(piece));
    },
    end() {
      const rest = held;
      held = null;
      return rest ? [rest] : [];
    },
  };
}
