// The only module that reads the content folder from disk. Everything after it works on the
// in-memory values it returns. The folder is written by strangers (a docs pull request, a
// translation) and git keeps symbolic links, so only regular files inside it are ever read:
// links are not followed (not even by a later read of a path listed at start, when a file was
// replaced by a link), special files (FIFOs, devices) are never opened in a way that waits, and
// no read takes more than a bounded number of bytes.
import { constants, type Stats } from 'node:fs';
import { lstat, open, readdir, realpath, stat, type FileHandle } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ImageSize } from '../markdown/markdownTypes';
import type { ExampleBinary } from '../markdown/playgroundProjects';
import { isContentPath, isDataPath, isExamplePath, isIgnoredName, isIgnoredPath, isPagePath } from './contentPaths';
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
  /** Files of the example projects (examples/<guide>/<step>/) that are not text: images, fonts
   * and other binary formats, with their bytes in base64 (null for a file too large to carry in a
   * playground link, or unreadable). */
  exampleBinaries?: ExampleBinary[];
}

/** Largest binary file of an example project carried in its playground link, in bytes. */
export const MAX_EXAMPLE_BINARY_BYTES = 256 * 1024;

const ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico)$/i;
// Enough for every header the size reader knows except a JPEG with large metadata first.
const IMAGE_HEAD_BYTES = 64 * 1024;

/** Error thrown when the content folder itself cannot be used. */
export class ContentFolderError extends Error {}

/** Largest page or data file read, in bytes (the largest page of the documentation is under 100 kB). */
export const MAX_SOURCE_BYTES = 1024 * 1024;
/** Largest image served from the content folder, in bytes. */
export const MAX_ASSET_BYTES = 16 * 1024 * 1024;

/** A path of the content folder that is not a regular file inside it: a link, a FIFO, a device. */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREG';
}

/** A file larger than what is read of it. */
export class FileTooLargeError extends Error {
  readonly code = 'EFBIG';
}

// O_NOFOLLOW: a link in the last component fails (ELOOP) instead of being followed.
// O_NONBLOCK: opening a FIFO returns at once instead of holding a thread until a writer comes.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * Opens a regular file of the folder for reading, never through a link: the last component is
 * opened without following one, and the folders on the way must resolve to themselves.
 */
async function openRegular(root: string, path: string): Promise<{ handle: FileHandle; info: Stats }> {
  const file = absolutePath(root, path);
  let handle: FileHandle;
  try {
    handle = await open(file, OPEN_FLAGS);
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new NotRegularFileError(`"${path}" is a symbolic link; links in the content folder are not followed`);
    throw error;
  }
  try {
    const info = await handle.stat();
    // A folder named like a page is reported as before, as one that cannot be read.
    if (info.isDirectory()) throw Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
    if (!info.isFile()) throw new NotRegularFileError(`"${path}" is not a regular file`);
    const slash = path.lastIndexOf('/');
    if (slash > 0) {
      const parent = absolutePath(root, path.slice(0, slash));
      if ((await realpath(parent)) !== absolutePath(await realpath(root), path.slice(0, slash))) {
        throw new NotRegularFileError(`"${path}" lies below a symbolic link; links in the content folder are not followed`);
      }
    }
    return { handle, info };
  } catch (error: unknown) {
    await handle.close();
    throw error;
  }
}

/** Reads at most `limit` bytes of an open file; throws when it holds more. */
async function readBounded(handle: FileHandle, path: string, size: number, limit: number): Promise<Buffer> {
  if (size > limit) throw new FileTooLargeError(`"${path}" is ${size} bytes, more than the ${limit} allowed`);
  // The size may have grown since fstat: one byte more than allowed is asked for, to notice.
  const buffer = Buffer.alloc(Math.min(size, limit) + 1);
  let filled = 0;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
    if (filled === buffer.length) break;
  }
  if (filled > limit) throw new FileTooLargeError(`"${path}" is more than the ${limit} bytes allowed`);
  return buffer.subarray(0, filled);
}

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
  const { handle, info } = await openRegular(root, path);
  try {
    const stamp = { ...identityOf(info), readAt };
    const buffer = await readBounded(handle, path, info.size, MAX_SOURCE_BYTES);
    return { path, source: buffer.toString('utf8'), size: buffer.byteLength, stamp };
  } finally {
    await handle.close();
  }
}

/** Reads one image of the content folder; null when it is not a regular file inside the folder
 * (any more) or is gone. Only for paths the folder's read listed as assets. */
export async function readContentAsset(root: string, path: string): Promise<{ bytes: Buffer; mtime: Date } | null> {
  let opened;
  try {
    opened = await openRegular(root, path);
  } catch (error: unknown) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof NotRegularFileError || code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  try {
    return { bytes: await readBounded(opened.handle, path, opened.info.size, MAX_ASSET_BYTES), mtime: opened.info.mtime };
  } finally {
    await opened.handle.close();
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
    const info = await lstat(absolutePath(root, path));
    // Links and special files are not content (the start-up read skips them too).
    if (!info.isFile() && !info.isDirectory()) return;
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
  const { handle, info } = await openRegular(root, path);
  let head: Buffer;
  const size = info.size;
  try {
    const buffer = Buffer.alloc(Math.min(size, IMAGE_HEAD_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const found = imageSize(head);
  if (found || head.length >= size || !sizeMayFollow(head)) return found;
  const again = await openRegular(root, path);
  try {
    return imageSize(await readBounded(again.handle, path, again.info.size, MAX_ASSET_BYTES));
  } finally {
    await again.handle.close();
  }
}

/** The bytes of an example's binary file in base64, or null when it is larger than a playground
 * link carries or cannot be read (the step is then not offered in the playground). */
async function readExampleBinary(root: string, path: string): Promise<string | null> {
  try {
    const { handle, info } = await openRegular(root, path);
    try {
      return (await readBounded(handle, path, info.size, MAX_EXAMPLE_BINARY_BYTES)).toString('base64');
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
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
  const result: ContentFiles = { pages: [], data: [], assets: [], imageSizes: new Map(), unreadable: [], exampleBinaries: [] };
  await Promise.all(
    paths.map(async (path) => {
      const isPage = isPagePath(path);
      const isData = isDataPath(path);
      if (!isPage && !isData && isExamplePath(path)) result.exampleBinaries?.push({ path, base64: await readExampleBinary(root, path) });
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
  result.exampleBinaries?.sort((a, b) => a.path.localeCompare(b.path));
  return result;
}
