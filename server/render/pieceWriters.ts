// The wire encodings of a rendered page, one writer each: output pieces in (bytes from React,
// prepared HTML), the response's body out. The gzip writer sends prepared pieces as they were
// compressed when the content loaded, so a miss compresses only the frame around them.
import type { ServerResponse } from 'node:http';
import { GzipAssembler } from '../compression/gzipAssembly';
import { partText } from '../site/article';
import type { OutputPiece } from './slotSplicer';

/** Writes a page's body into a response whose status and headers are set. */
export interface PieceWriter {
  /** Writes pieces; false when the response is full (it emits 'drain' when it empties). */
  write(pieces: readonly OutputPiece[]): boolean;
  /** Writes the last piece and ends the response. */
  end(last: OutputPiece): void;
}

function writerOf(res: ServerResponse, encode: (piece: OutputPiece) => Uint8Array | string, finish: () => Uint8Array | null): PieceWriter {
  return {
    write(pieces) {
      let accepted = true;
      for (const piece of pieces) accepted = res.write(encode(piece)) && accepted;
      return accepted;
    },
    end(last) {
      const bytes = encode(last);
      const closing = finish();
      if (closing === null) res.end(bytes);
      else {
        res.write(bytes);
        res.end(closing);
      }
    },
  };
}

/** Sends the pieces as they are. */
export function identityWriter(res: ServerResponse): PieceWriter {
  return writerOf(res, (piece) => (piece instanceof Uint8Array ? piece : partText(piece)), () => null);
}

/** Sends one gzip body: prepared pieces as compressed at load time, the rest compressed now. */
export function gzipWriter(res: ServerResponse): PieceWriter {
  const gzip = new GzipAssembler();
  res.setHeader('Content-Encoding', 'gzip');
  res.write(gzip.header());
  return writerOf(res, (piece) => (piece instanceof Uint8Array || typeof piece === 'string' ? gzip.bytes(piece) : gzip.prepared(piece.compressed)), () => gzip.finish());
}

/** Sets a page response's status and headers and returns the writer of its body in the
 * encoding the client takes; the ETag is left out when null (a failed render). */
export function openBody(res: ServerResponse, head: { status: number; headers: Record<string, string>; etag: string | null; gzip: boolean }): PieceWriter {
  res.statusCode = head.status;
  for (const [name, value] of Object.entries(head.headers)) res.setHeader(name, value);
  // The body's encoding follows Accept-Encoding, whichever one goes out.
  res.setHeader('Vary', 'Accept-Encoding');
  if (head.etag !== null) res.setHeader('ETag', head.etag);
  return head.gzip ? gzipWriter(res) : identityWriter(res);
}

/** Passes pieces on to a writer and keeps them in `kept` (the body of a cache fill). */
export function keepingWriter(writer: PieceWriter, kept: OutputPiece[]): PieceWriter {
  return {
    write(pieces) {
      kept.push(...pieces);
      return writer.write(pieces);
    },
    end(last) {
      kept.push(last);
      writer.end(last);
    },
  };
}
