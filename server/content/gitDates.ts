// When each file of a content folder last changed, from git: one `git log` per folder at start.
// A translation is out of date when its English source changed after it; file times cannot
// tell that (a fresh clone gives every file the same time), so without git there are no dates.
import { spawn } from 'node:child_process';

/** Last commit date (ISO, UTC) of every file git knows in a folder, by path relative to the folder. */
export type GitDates = ReadonlyMap<string, string>;

const RECORD = '\x1e';
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[+-]\d\d:\d\d|Z)$/;

/** Parses `git log --format=%x1e%cI --name-only -z` output (newest commit first): each path's
 * first appearance is its last change. Records are NUL-separated, so any file name is safe. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  let firstOfCommit = false;
  for (const token of output.split('\0')) {
    if (token.startsWith(RECORD) && ISO_DATE.test(token.slice(1))) {
      date = new Date(token.slice(1)).toISOString();
      firstOfCommit = true;
      continue;
    }
    // git puts a newline between the commit line and its first file name.
    const path = firstOfCommit && token.startsWith('\n') ? token.slice(1) : token;
    firstOfCommit = false;
    if (date !== null && path !== '' && !dates.has(path)) dates.set(path, date);
  }
  return dates;
}

/** Runs git in a folder; resolves with its output, or null when git is missing or fails. */
function runGit(folder: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('git', args, { cwd: folder, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    } catch {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // ENOENT (no git) or a folder that is gone: no dates, as when the folder is no checkout.
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? Buffer.concat(chunks).toString('utf8') : null));
  });
}

/** The last commit date of every file in a content folder (which may be a subfolder of the
 * repository), or null when the folder is not in a git checkout or git cannot run. */
export async function readGitDates(folder: string): Promise<GitDates | null> {
  // --relative gives paths relative to the folder and leaves out changes outside it;
  // --no-renames counts a renamed file as changed by the rename.
  const output = await runGit(folder, ['log', '--relative', '--no-renames', '--name-only', '-z', `--format=${'%x1e'}%cI`, '--', '.']);
  return output === null ? null : parseGitLog(output);
}
