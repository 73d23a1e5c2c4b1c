// The example projects behind the guides, checked against the pages that show them: every
// bound file block has to be the project's file, every bound diff has to join its two states,
// and every bound output has to be what the command prints when it runs in that step, today,
// with the pinned toolchain of examples/package.json. The steps of a page run in page order in
// one scratch folder, as a reader would run them. With `update`, outputs are captured into the
// page instead (the writer's way to refresh them after a toolchain upgrade). The toolchain is
// installed outside the content folder (`npm run examples:install`, into .tmp/docs-examples) and
// each run happens in a folder beside it. Pages are independent (each has its own scratch
// folder), so as many run at once as the machine has cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { boundBlocks, diffMismatch, firstDifference, normaliseOutput, type BoundBlock } from '../reference/boundBlocks';

/** A shown file, diff or output that does not match its project. */
export interface ExampleFinding {
  kind: 'stale-file' | 'stale-diff' | 'stale-output' | 'missing-example';
  file: string;
  line: number;
  message: string;
}

/** What was compared. */
export interface ExampleCounts {
  files: number;
  diffs: number;
  outputs: number;
}

function read(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
}

/** Longest a shown command may run. */
const COMMAND_TIMEOUT_MS = 180_000;

/** The command as it runs: `npx <bin>` of a package installed in the project is that bin itself
 * (npx finds it on the same PATH and prints nothing of its own), without starting npm first. */
export function directCommand(command: string, cwd: string): string {
  const npx = /^npx ([\w.-]+)(?=\s|$)/.exec(command);
  return npx && existsSync(join(cwd, 'node_modules', '.bin', npx[1] ?? '')) ? command.slice('npx '.length) : command;
}

/** Runs a shown command in the scratch project; the text a reader's terminal shows (stdout and stderr). */
function run(command: string, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `${directCommand(command, cwd)} 2>&1`], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: COMMAND_TIMEOUT_MS,
      env: { ...process.env, PATH: `${join(cwd, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_offline: 'true', NODE_NO_WARNINGS: '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => reject(new Error(`running \`${command}\` in ${cwd} failed: ${error.message}`)));
    child.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Runs `work` over the items, at most `limit` at a time; results in the items' order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Checks (or, with update, rewrites) the bound blocks of the pages against examples/ of the content folder. */
export async function checkExamples(contentDir: string, pages: { path: string; source: string }[], update: boolean, installed: string): Promise<{ findings: ExampleFinding[]; counts: ExampleCounts }> {
  const examples = resolve(contentDir, 'examples');
  const perPage = await inPool(pages, availableParallelism(), (page) => checkPage(examples, contentDir, page, update, installed));
  return {
    findings: perPage.flatMap((p) => p.findings),
    counts: perPage.reduce((sum, p) => ({ files: sum.files + p.counts.files, diffs: sum.diffs + p.counts.diffs, outputs: sum.outputs + p.counts.outputs }), { files: 0, diffs: 0, outputs: 0 }),
  };
}

/** Checks (or rewrites) one page's bound blocks, its outputs run in a scratch folder of its own. */
async function checkPage(examples: string, contentDir: string, page: { path: string; source: string }, update: boolean, installed: string): Promise<{ findings: ExampleFinding[]; counts: ExampleCounts }> {
  const findings: ExampleFinding[] = [];
  const counts: ExampleCounts = { files: 0, diffs: 0, outputs: 0 };
  const blocks = boundBlocks(page.path, page.source);
  if (blocks.length === 0) return { findings, counts };
  const replacements: { block: BoundBlock; text: string }[] = [];
  let scratch: string | null = null;
  try {
    for (const block of blocks) {
      if (block.kind === 'file') {
        counts.files += 1;
        const actual = await read(join(examples, block.path));
        if (actual === null) findings.push({ kind: 'missing-example', file: page.path, line: block.line - 1, message: `file=${block.path}: there is no such file in examples/` });
        else {
          const diff = firstDifference(block.body, actual.replace(/\n$/, ''));
          if (diff) findings.push({ kind: 'stale-file', file: page.path, line: block.line + diff.index, message: `differs from examples/${block.path}: the page shows ${JSON.stringify(diff.shown)}, the project has ${JSON.stringify(diff.actual)}` });
        }
      } else if (block.kind === 'diff') {
        counts.diffs += 1;
        const [before, after] = await Promise.all([read(join(examples, block.from)), read(join(examples, block.to))]);
        if (before === null || after === null) {
          findings.push({ kind: 'missing-example', file: page.path, line: block.line - 1, message: `diff from=${block.from} to=${block.to}: ${before === null ? block.from : block.to} is not in examples/` });
          continue;
        }
        const bad = diffMismatch(block.body, before, after);
        if (bad) findings.push({ kind: 'stale-diff', file: page.path, line: block.line + bad.index, message: `${JSON.stringify(bad.text)} is not a line of examples/${bad.side === 'before' ? block.from : block.to} (in order), so the diff does not join the two steps` });
      } else {
        counts.outputs += 1;
        const step = join(examples, block.step);
        if (!existsSync(step) || block.command === null) {
          findings.push({ kind: 'missing-example', file: page.path, line: block.line - 1, message: block.command === null ? 'run= output without a bash command above it' : `run=${block.step}: there is no such step in examples/` });
          continue;
        }
        if (!scratch) {
          // Beside the install, so webpack prints its modules as ../node_modules (short enough
          // never to be truncated), which the comparison reads as the reader's ./node_modules.
          scratch = await mkdtemp(join(dirname(installed), 'run-'));
          await symlink(installed, join(scratch, 'node_modules'), 'dir');
        }
        await cp(step, scratch, { recursive: true, force: true });
        // The shared install is linked into the project; webpack prints the real path of its
        // modules, which a reader sees as ./node_modules.
        const real = await realpath(installed);
        const printed = (await run(block.command, scratch)).split(relative(await realpath(scratch), real)).join('./node_modules').split(real).join('<project>/node_modules');
        const actual = normaliseOutput(printed, scratch);
        if (update) replacements.push({ block, text: actual });
        const diff = firstDifference(normaliseOutput(block.body), actual);
        if (diff && !update) findings.push({ kind: 'stale-output', file: page.path, line: block.line + diff.index, message: `\`${block.command}\` in ${block.step} prints ${JSON.stringify(diff.actual)}, the page shows ${JSON.stringify(diff.shown)}` });
      }
    }
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
  if (update && replacements.length > 0) await writeFile(join(contentDir, page.path), rewriteOutputs(page.source, replacements));
  return { findings, counts };
}

/** The page with the bodies of the given output blocks replaced (times as the run printed them are not kept: `N ms` would read oddly, so the page's own times stay where the line is otherwise equal). */
/** The page with the bodies of its output blocks replaced by fresh output (lines equal once
 * normalised keep their old text). An empty block has no body lines: its fresh lines go before
 * its closing fence. */
export function rewriteOutputs(source: string, replacements: { block: BoundBlock; text: string }[]): string {
  const lines = source.split('\n');
  for (const { block, text } of [...replacements].sort((a, b) => b.block.line - a.block.line)) {
    const old = block.body === '' ? [] : block.body.split('\n');
    const fresh = text.split('\n').map((l, i) => (old[i] !== undefined && normaliseOutput(old[i]!) === l ? old[i]! : l.replace(/N ms/g, '1000 ms')));
    lines.splice(block.line - 1, old.length, ...fresh);
  }
  return lines.join('\n');
}
