import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe('file names', () => {
  it('are unique across server/, client/ and shared/, so a name says which file it is', () => {
    const byName = new Map<string, string[]>();
    for (const file of ['server', 'client', 'shared'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      // tsconfig.json and public files are named by their tools, not by what they hold.
      if (/tsconfig\.json$|[\\/]public[\\/]/.test(file)) continue;
      const name = basename(file).replace(/\.[^.]+$/, '');
      byName.set(name, [...(byName.get(name) ?? []), relative(ROOT, file)]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
