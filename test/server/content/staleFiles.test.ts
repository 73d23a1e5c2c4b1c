import type { FileIdentity, FileStamp } from '../../../server/content/read';
import { filesToRead, RACY_MS, scopeTest } from '../../../server/content/staleFiles';
import { isWithin } from '../../../server/content/contentPaths';

const id = (over: Partial<FileIdentity> = {}): FileIdentity => ({ size: 10, mtimeMs: 1_000, ctimeMs: 1_000, ino: 7, ...over });
// Read long after it was last written: its identity alone is trusted.
const settled = (over: Partial<FileIdentity> = {}): FileStamp => ({ ...id(over), readAt: 1_000 + RACY_MS + 1 });

describe('which files to read again', () => {
  it('reads nothing when every identity is the same and was read well after its last write', () => {
    expect(filesToRead(new Map([['a.md', settled()]]), new Map([['a.md', id()]]), [''])).toEqual([]);
  });

  it('reads a file whose size, mtime, ctime or inode changed (a save, a save putting the mtime back, an atomic rename)', () => {
    const read = new Map([['a.md', settled()], ['b.md', settled()], ['c.md', settled()], ['d.md', settled()]]);
    const disk = new Map([['a.md', id({ size: 11 })], ['b.md', id({ mtimeMs: 2_000 })], ['c.md', id({ ctimeMs: 2_000 })], ['d.md', id({ ino: 8 })]]);
    expect(filesToRead(read, disk, [''])).toEqual(['a.md', 'b.md', 'c.md', 'd.md']);
  });

  it('reads new files and files gone, and files last read without a stamp (unreadable)', () => {
    const read = new Map<string, FileStamp | null>([['gone.md', settled()], ['locked.md', null]]);
    const disk = new Map([['new.md', id()], ['locked.md', id()]]);
    expect(filesToRead(read, disk, [''])).toEqual(['gone.md', 'locked.md', 'new.md']);
  });

  it('compares the bytes of a file read within the same timestamp tick as its last write', () => {
    const racy: FileStamp = { ...id(), readAt: 1_000 + RACY_MS - 1 };
    expect(filesToRead(new Map([['a.md', racy]]), new Map([['a.md', id()]]), [''])).toEqual(['a.md']);
  });

  it('looks only below the scopes: a folder stands for the files in it', () => {
    const read = new Map([['guide/a.md', settled()], ['api/b.md', settled()]]);
    // The stat pass looked below guide/ only, where a.md is gone: api/b.md is not taken for deleted.
    expect(filesToRead(read, new Map(), ['guide'])).toEqual(['guide/a.md']);
  });
});

describe('scope test', () => {
  it('says what isWithin says for every path and scope, one lookup per folder level', () => {
    const paths = ['a', 'a/b', 'a/b/c.md', 'ab/c.md', 'a/bc.md', 'x/y/z.mdx'];
    const scopes = ['a/b', 'x', 'ab/c.md', 'nothing/here'];
    const within = scopeTest(scopes);
    for (const path of paths) expect([path, within(path)]).toEqual([path, scopes.some((scope) => isWithin(path, scope))]);
    expect(scopeTest(['', 'a'])('q/r.md')).toBe(true);
    expect(scopeTest([])('a.md')).toBe(false);
  });
});
