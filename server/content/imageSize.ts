// Reads the intrinsic size of an image from the start of its file (PNG, GIF, JPEG, WebP, SVG),
// so pages can give every content image a width and height and the browser can reserve its box
// before it loads. Pure: it gets bytes and never touches the disk. A header it cannot read,
// including one cut short, gives null rather than a guess.
import type { ImageSize } from '../markdown/markdownTypes';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Start-of-frame markers carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic
// coding) share the range but are not frames.
const JPEG_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const SVG_LENGTH = /^\s*(\d*\.?\d+)\s*(px)?\s*$/;

function sized(width: number, height: number): ImageSize | null {
  const w = Math.round(width);
  const h = Math.round(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('latin1', start, end);
}

function png(buffer: Buffer): ImageSize | null {
  if (buffer.length < 24 || ascii(buffer, 12, 16) !== 'IHDR') return null;
  return sized(buffer.readUInt32BE(16), buffer.readUInt32BE(20));
}

function gif(buffer: Buffer): ImageSize | null {
  return buffer.length < 10 ? null : sized(buffer.readUInt16LE(6), buffer.readUInt16LE(8));
}

function webp(buffer: Buffer): ImageSize | null {
  const chunk = ascii(buffer, 12, 16);
  if (chunk === 'VP8 ' && buffer.length >= 30 && buffer[23] === 0x9d && buffer[24] === 0x01 && buffer[25] === 0x2a) {
    return sized(buffer.readUInt16LE(26) & 0x3fff, buffer.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && buffer.length >= 25 && buffer[20] === 0x2f) {
    const bits = buffer.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && buffer.length >= 30) return sized(buffer.readUIntLE(24, 3) + 1, buffer.readUIntLE(27, 3) + 1);
  return null;
}

/** EXIF orientation (1–8) of an APP1 segment's payload, or 1 when it has none. */
function exifOrientation(buffer: Buffer, start: number, end: number): number {
  if (end - start < 14 || ascii(buffer, start, start + 6) !== 'Exif\0\0') return 1;
  const tiff = start + 6;
  const order = ascii(buffer, tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = (at: number) => (order === 'II' ? buffer.readUInt16LE(at) : buffer.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? buffer.readUInt32LE(at) : buffer.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

function isJpeg(buffer: Buffer): boolean {
  return buffer[0] === 0xff && buffer[1] === 0xd8;
}

function jpeg(buffer: Buffer): ImageSize | null {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= buffer.length) {
    if (buffer[at] !== 0xff) return null;
    const marker = buffer[at + 1] ?? 0;
    // Fill bytes and markers without a length (TEM, RSTn) are stepped over.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = buffer.readUInt16BE(at + 2);
    if (marker === 0xe1) orientation = exifOrientation(buffer, at + 4, Math.min(at + 2 + length, buffer.length));
    if (JPEG_FRAME.has(marker)) {
      if (at + 9 > buffer.length) return null;
      const height = buffer.readUInt16BE(at + 5);
      const width = buffer.readUInt16BE(at + 7);
      // Orientations 5–8 turn the picture a quarter: the browser shows it with sides swapped.
      return orientation >= 5 && orientation <= 8 ? sized(height, width) : sized(width, height);
    }
    at += 2 + length;
  }
  return null;
}

function svgAttribute(tag: string, name: string): string | null {
  const match = new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function svgLength(value: string | null): number | null {
  const match = value === null ? null : SVG_LENGTH.exec(value);
  return match ? Number(match[1]) : null;
}

function svg(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const width = svgLength(svgAttribute(tag, 'width'));
  const height = svgLength(svgAttribute(tag, 'height'));
  const box = (svgAttribute(tag, 'viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const boxWidth = box.length === 4 ? (box[2] ?? NaN) : NaN;
  const boxHeight = box.length === 4 ? (box[3] ?? NaN) : NaN;
  if (width !== null && height !== null) return sized(width, height);
  if (!(boxWidth > 0 && boxHeight > 0)) return null;
  // One length and a viewBox: the other side follows the viewBox's proportions.
  if (width !== null) return sized(width, (width * boxHeight) / boxWidth);
  if (height !== null) return sized((height * boxWidth) / boxHeight, height);
  return sized(boxWidth, boxHeight);
}

/** True when a header without a readable size may still hold one further in (JPEG metadata can
 * come before the frame header), so reading the whole file is worth it. */
export function sizeMayFollow(head: Buffer): boolean {
  return isJpeg(head);
}

/** Intrinsic size of a PNG, GIF, JPEG, WebP or SVG file from its first bytes, or null. */
export function imageSize(buffer: Buffer): ImageSize | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return png(buffer);
  const head = ascii(buffer, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return gif(buffer);
  if (isJpeg(buffer)) return jpeg(buffer);
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return webp(buffer);
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*</.test(text) ? svg(text) : null;
}
