// A gzip body assembled from independently deflated pieces. Each piece is a raw deflate stream
// ended with a sync flush (byte-aligned, not final), so pieces can simply follow one another;
// the last is closed with an empty final block, and the trailer's CRC-32 is combined from the
// pieces' own. An article compressed once when the content loaded can so be sent inside a page
// whose frame is compressed per request: a miss compresses only the frame.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Text deflated once, with what the gzip trailer needs to know of it. */
export interface PreparedDeflate {
  deflated: Buffer;
  crc: number;
  /** Uncompressed length in bytes. */
  length: number;
}

/** Level for pieces compressed per request: fast, as misses are rendered while someone waits. */
export const REQUEST_LEVEL = 1;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes: BFINAL=1, BTYPE=01, end-of-block.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Deflates bytes into a piece that other pieces may follow. */
export function prepareDeflate(data: string | Uint8Array, level = 6): PreparedDeflate {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return {
    deflated: bytes.byteLength === 0 ? Buffer.alloc(0) : deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.byteLength,
  };
}

// CRC-32 combination (as zlib's crc32_combine): the CRC of A then B from crc(A), crc(B) and
// B's length, by applying len(B) zero bytes to crc(A) through powers of the shift operator.
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  let v = vector >>> 0;
  for (let i = 0; v !== 0; i += 1, v >>>= 1) if (v & 1) sum ^= matrix[i] as number;
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n += 1) square[n] = gf2Times(matrix, matrix[n] as number);
}

/** The CRC-32 of two byte strings one after the other. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial, reflected
  for (let n = 1, row = 1; n < 32; n += 1, row <<= 1) odd[n] = row >>> 0;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crcA >>> 0;
  let length = lengthB;
  do {
    gf2Square(even, odd);
    if (length & 1) crc = gf2Times(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    gf2Square(odd, even);
    if (length & 1) crc = gf2Times(odd, crc);
    length = Math.floor(length / 2);
  } while (length !== 0);
  return (crc ^ crcB) >>> 0;
}

/** Builds one gzip body piece by piece. */
export class GzipAssembler {
  private crc = 0;
  private length = 0;

  /** The gzip header: first bytes of the body. */
  header(): Buffer {
    return GZIP_HEADER;
  }

  /** Compresses bytes now (at the per-request level). */
  bytes(data: string | Uint8Array): Buffer {
    return this.prepared(prepareDeflate(data, REQUEST_LEVEL));
  }

  /** Takes a piece compressed earlier. */
  prepared(piece: PreparedDeflate): Buffer {
    if (piece.length === 0) return piece.deflated;
    this.crc = crc32Combine(this.crc, piece.crc, piece.length);
    this.length += piece.length;
    return piece.deflated;
  }

  /** The end of the body: the final block and the trailer (CRC-32 and length, little-endian). */
  finish(): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.length % 2 ** 32, 4);
    return Buffer.concat([FINAL_BLOCK, trailer]);
  }
}
