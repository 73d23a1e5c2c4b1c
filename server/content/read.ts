// The only module that reads the content folder from disk. Everything after it works on the
// in-memory values it returns.
import type { Stats } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ImageSize } from '../markdown/markdownTypes';
import { isContentPath, isDataPath, isIgnoredName, isIgnoredPath, isPagePath } from './contentPaths';
import { imageSize, sizeMayFollow } from './imageSize';

/** What the file system says about one version of a file: any write or rename changes it. */
export interface FileIdentity {
  size: number;
  mtimeMs: number;
  /** Changes on every write, even when a tool puts the old mtime back. */
  ctimeMs: number;
  /** Changes when another file is renamed over this path (an editor's atomic save). */
  ino: number;
}

/** The identity of the bytes read and when they were read (wall clock, ms). */
export interface FileStamp extends FileIdentity {
  readAt: number;
}

/** A markdown or data file of the content folder. */
export interface SourceFile {
  /** Path relative to the content folder, with forward slashes. */
  path: string;
  source: string;
  size: number;
  /** Set when the file was read from disk: the identity taken just before reading. */
  stamp?: FileStamp;
}

/** Everything read from the content folder. */
export interface ContentFiles {
  /** Markdown pages (.md, .mdx). */
  pages: SourceFile[];
  /** JSON data files (data/*.json). */
  data: SourceFile[];
  /** Paths of other files (images and such) that pages may reference. */
  assets: string[];
  /** Intrinsic sizes of the assets whose header could be read, by path. */
  imageSizes: Map<string, ImageSize>;
  /** Files that could not be read, with the reason. */
  unreadable: { path: string; message: string }[];
}

const ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i;
// Enough for every header the size reader knows except a JPEG with large metadata first.
const IMAGE_HEAD_BYTES = 64 * 1024;

/** Error thrown when the content folder itself cannot be used. */
export class ContentFolderError extends Error {}

async function walk(root: string, dir: string, out: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (isIgnoredName(entry.name)) continue;
    const full = join(dir, entry.name);
    // A folder named like a page is listed too: reading it fails, and it is reported as unreadable.
    if (entry.isDirectory() && isPagePath(relative(root, full).split(sep).join('/'))) out.push(relative(root, full).split(sep).join('/'));
    if (entry.isDirectory()) await walk(root, full, out);
    else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
}

/** Converts a relative content path into an absolute one, for reading one file. */
export function absolutePath(root: string, path: string): string {
  return join(root, ...path.split('/'));
}

function identityOf(info: Stats): FileIdentity {
  return { size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, ino: info.ino };
}

/** Reads one page or data file with its stamp; throws with the file's path in the message. */
export async function readSourceFile(root: string, path: string): Promise<SourceFile> {
  // The stamp is taken before the bytes are read, from the same open file: a write that lands
  // while reading changes the identity, so the next comparison sees a difference and reads again.
  const readAt = Date.now();
  const handle = await open(absolutePath(root, path), 'r');
  try {
    const stamp = { ...identityOf(await handle.stat()), readAt };
    const buffer = await handle.readFile();
    return { path, source: buffer.toString('utf8'), size: buffer.byteLength, stamp };
  } finally {
    await handle.close();
  }
}

async function identitiesBelow(root: string, dir: string, out: Map<string, FileIdentity>): Promise<void> {
  let entries;
  try {
    entries = await readdir(absolutePath(root, dir), { withFileTypes: true });
  } catch (error: unknown) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return;
    throw error;
  }
  await Promise.all(
    entries.map(async (entry) => {
      if (isIgnoredName(entry.name)) return;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && !isContentPath(path)) return identitiesBelow(root, path, out);
      if ((entry.isFile() || entry.isDirectory()) && isContentPath(path)) await identityAt(root, path, out);
    }),
  );
}

async function identityAt(root: string, path: string, out: Map<string, FileIdentity>): Promise<void> {
  try {
    const info = await stat(absolutePath(root, path));
    // A folder named like a page is there as far as content goes: reading it fails, reported.
    if (isContentPath(path)) out.set(path, identityOf(info));
    if (info.isDirectory()) await identitiesBelow(root, path, out);
  } catch (error: unknown) {
    const code = (error as NodeJS.ErrnoException).code;
    // Gone (or a folder on the way is now a file): absent from the answer.
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
}

/**
 * The identity of every page and data file now on disk at the given paths, or below them when
 * they are folders ('' is the whole tree). A stat pass: nothing is read.
 */
export async function contentIdentities(root: string, scopes: readonly string[]): Promise<Map<string, FileIdentity>> {
  const out = new Map<string, FileIdentity>();
  for (const scope of scopes) {
    if (isIgnoredPath(scope)) continue;
    if (scope === '') await identitiesBelow(root, '', out);
    else await identityAt(root, scope, out);
  }
  return out;
}

/** Reads the intrinsic size of one image from its first bytes (the whole file only when needed). */
async function readImageSize(root: string, path: string): Promise<ImageSize | null> {
  const file = absolutePath(root, path);
  const handle = await open(file, 'r');
  let head: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    const buffer = Buffer.alloc(Math.min(size, IMAGE_HEAD_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const found = imageSize(head);
  if (found || head.length >= size || !sizeMayFollow(head)) return found;
  return imageSize(await readFile(file));
}

/** Reads every page, data file and asset path below the content folder. */
export async function readContentFolder(root: string): Promise<ContentFiles> {
  let info;
  try {
    info = await stat(root);
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ContentFolderError(`content folder "${root}" does not exist`);
    throw error;
  }
  if (!info.isDirectory()) throw new ContentFolderError(`content folder "${root}" is not a folder`);
  const paths: string[] = [];
  await walk(root, root, paths);
  paths.sort();
  const result: ContentFiles = { pages: [], data: [], assets: [], imageSizes: new Map(), unreadable: [] };
  await Promise.all(
    paths.map(async (path) => {
      const isPage = isPagePath(path);
      const isData = isDataPath(path);
      if (!isPage && !isData) {
        if (!ASSET.test(path)) return;
        result.assets.push(path);
        try {
          const size = await readImageSize(root, path);
          if (size) result.imageSizes.set(path, size);
        } catch (error: unknown) {
          result.unreadable.push({ path, message: (error as Error).message });
        }
        return;
      }
      try {
        const file = await readSourceFile(root, path);
        (isPage ? result.pages : result.data).push(file);
      } catch (error: unknown) {
        result.unreadable.push({ path, message: (error as Error).message });
      }
    }),
  );
  const byPath = (a: SourceFile, b: SourceFile) => a.path.localeCompare(b.path);
  result.pages.sort(byPath);
  result.data.sort(byPath);
  result.assets.sort();
  return result;
}
