import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseGitLog, readGitDates } from '../../../server/content/gitDates';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A temporary git repository whose commits are made at chosen dates. */
function tempRepo() {
  const root = mkdtempSync(join(tmpdir(), 'git-dates-'));
  roots.push(root);
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    });
  git(['init', '-q']);
  return {
    root,
    write(path: string, text: string) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    },
    commit(date: string, ...args: string[][]) {
      for (const a of args) git(a);
      git(['add', '-A']);
      git(['commit', '-q', '-m', `at ${date}`], date);
    },
  };
}

describe('readGitDates', () => {
  it('gives each file of a subfolder its last commit date, with paths relative to the folder', async () => {
    const repo = tempRepo();
    repo.write('content/concepts/index.mdx', 'one');
    repo.write('content/guides/a b "odd".mdx', 'odd name');
    repo.write('outside.md', 'not in the folder');
    repo.commit('2021-03-04T05:06:07Z');
    repo.write('content/concepts/index.mdx', 'two');
    repo.write('outside.md', 'changed later');
    repo.commit('2022-05-06T07:08:09+02:00');
    const dates = await readGitDates(join(repo.root, 'content'));
    expect(dates).not.toBeNull();
    expect(Object.fromEntries(dates ?? [])).toEqual({
      'concepts/index.mdx': '2022-05-06T05:08:09.000Z',
      'guides/a b "odd".mdx': '2021-03-04T05:06:07.000Z',
    });
  });

  it('dates a renamed file by the rename and file names with new lines safely', async () => {
    const repo = tempRepo();
    repo.write('old.mdx', 'text');
    repo.write('line\nbreak.mdx', 'text');
    repo.commit('2020-01-01T00:00:00Z');
    repo.commit('2020-06-01T00:00:00Z', ['mv', 'old.mdx', 'new.mdx']);
    const dates = await readGitDates(repo.root);
    expect(dates?.get('new.mdx')).toBe('2020-06-01T00:00:00.000Z');
    expect(dates?.get('line\nbreak.mdx')).toBe('2020-01-01T00:00:00.000Z');
    expect(dates?.has('old.mdx')).toBe(true);
  });

  it('is null for a folder outside any git checkout', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    roots.push(plain);
    writeFileSync(join(plain, 'index.mdx'), 'text');
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
    const ceiling = process.env.GIT_CEILING_DIRECTORIES;
    process.env.GIT_CEILING_DIRECTORIES = dirname(plain);
    try {
      expect(await readGitDates(plain)).toBeNull();
    } finally {
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = ceiling;
    }
  });

  it('is null when git cannot run', async () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(await readGitDates(tmpdir())).toBeNull();
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('parseGitLog', () => {
  it('keeps the newest date of a path seen in several commits', () => {
    const output = '\x1e2024-01-02T00:00:00Z\0\na.md\0b.md\0\x1e2023-01-01T00:00:00Z\0\na.md\0c.md\0';
    expect(Object.fromEntries(parseGitLog(output))).toEqual({ 'a.md': '2024-01-02T00:00:00.000Z', 'b.md': '2024-01-02T00:00:00.000Z', 'c.md': '2023-01-01T00:00:00.000Z' });
  });
});
