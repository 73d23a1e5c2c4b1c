// A gzip body assembled from independently deflated pieces. Each piece is a raw deflate stream
// ended with a sync flush (byte-aligned, not final), so pieces can simply follow one another;
// the last is closed with an empty final block, and the trailer's CRC-32 is combined from the
// pieces' own. An article compressed once when the content loaded can so be sent inside a page
// whose frame is compressed per request: a miss compresses only the frame.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { exactBuffer } from './exactBuffer';

/** Text deflated once, with what the gzip trailer needs to know of it. */
export interface PreparedDeflate {
  deflated: Buffer;
  crc: number;
  /** Uncompressed length in bytes. */
  length: number;
  /** Moves a CRC-32 past this piece's length (see crc32Combine): worked out once, here, so
   * that joining the piece to a body costs 32 steps instead of a chain of matrix squarings. */
  shift: Uint32Array;
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
    // Kept as long as its page or part: in memory of its own size (see exactBuffer.ts).
    deflated: bytes.byteLength === 0 ? Buffer.alloc(0) : exactBuffer(deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH })),
    crc: crc32(bytes),
    length: bytes.byteLength,
    shift: zeroBytesOperator(bytes.byteLength),
  };
}

// CRC-32 combination (as zlib's crc32_combine): the CRC of A then B is crc(B) XOR crc(A) moved
// past len(B) zero bytes. That move is linear over GF(2): a 32x32 bit matrix (one 32-bit column
// per input bit), built from powers of the one-zero-bit operator.
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  let v = vector >>> 0;
  for (let i = 0; v !== 0; i += 1, v >>>= 1) if (v & 1) sum ^= matrix[i] as number;
  return sum >>> 0;
}

/** out = a after b (matrices of one operator's powers commute, so the order is free). */
function gf2Compose(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let n = 0; n < 32; n += 1) out[n] = gf2Times(a, b[n] as number);
}

/** The operator that moves a CRC-32 past `length` zero bytes. */
export function zeroBytesOperator(length: number): Uint32Array {
  const result = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) result[n] = (1 << n) >>> 0; // identity
  if (length <= 0) return result;
  let power = new Uint32Array(32);
  power[0] = 0xedb88320; // one zero bit: the CRC-32 polynomial, reflected
  for (let n = 1; n < 32; n += 1) power[n] = (1 << (n - 1)) >>> 0;
  let spare = new Uint32Array(32);
  let product = new Uint32Array(32);
  for (let square = 0; square < 3; square += 1) {
    gf2Compose(spare, power, power); // 2, 4, then 8 zero bits: one zero byte
    [power, spare] = [spare, power];
  }
  for (let rest = length; ; ) {
    if (rest % 2 === 1) {
      gf2Compose(product, power, result);
      result.set(product);
    }
    rest = Math.floor(rest / 2);
    if (rest === 0) break;
    gf2Compose(spare, power, power);
    [power, spare] = [spare, power];
  }
  return result;
}

/** Moves a CRC-32 with an operator from zeroBytesOperator. */
export function shiftCrc(operator: Uint32Array, crc: number): number {
  return gf2Times(operator, crc);
}

/** The CRC-32 of two byte strings one after the other. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (shiftCrc(zeroBytesOperator(lengthB), crcA) ^ crcB) >>> 0;
}

/** Builds one gzip body piece by piece. */
export class GzipAssembler {
  private crc = 0;
  private length = 0;

  /** The gzip header: first bytes of the body. */
  header(): Buffer {
    return GZIP_HEADER;
  }

  /** Compresses bytes now (at the per-request level); the CRC simply runs on over them. */
  bytes(data: string | Uint8Array): Buffer {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (bytes.byteLength === 0) return Buffer.alloc(0);
    this.crc = crc32(bytes, this.crc);
    this.length += bytes.byteLength;
    return deflateRawSync(bytes, { level: REQUEST_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  }

  /** Takes a piece compressed earlier. */
  prepared(piece: PreparedDeflate): Buffer {
    if (piece.length === 0) return piece.deflated;
    this.crc = (shiftCrc(piece.shift, this.crc) ^ piece.crc) >>> 0;
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
