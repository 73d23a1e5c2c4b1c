// Reads one file out of a gzipped tar archive (an npm package tarball) held in memory. Packages
// are plain ustar archives of regular files, so the 512-byte headers are all that is needed; a
// dependency would be more code than this. Pure.
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** The contents of `path` in the .tgz, or null when the archive has no such file. */
export function tarEntry(tgz: Buffer, path: string): Buffer | null {
  const tar = gunzipSync(tgz);
  let offset = 0;
  let longName: string | null = null;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return null;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    longName = null;
    // GNU long names and pax headers describe the entry that follows.
    if (type === 'L') longName = body.toString('utf8').replace(/\0+$/, '');
    else if (type === 'x') longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null;
    else if ((type === '0' || type === '') && name === path) return Buffer.from(body);
  }
  return null;
}
