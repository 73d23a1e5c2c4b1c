// npm run sponsors:update [outputFile]: fetches the webpack collective's members from Open Collective
// and rewrites content/data/sponsors.json (or outputFile). OPEN_COLLECTIVE_URL overrides the
// endpoint. On any failure it prints one line to stderr, exits 1 and leaves the file as it was.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { DEFAULT_SOURCE_URL, countSponsors, normalizeSponsors, serializeSponsors } from './sponsorsFromMembers';

/** Where the file goes when no argument is given (relative to the working directory). */
export const DEFAULT_OUTPUT = 'content/data/sponsors.json';

/** Gives up on a request after this long. */
export const FETCH_TIMEOUT_MS = 30_000;

/** The endpoint: OPEN_COLLECTIVE_URL when set, else the public members list. */
export function sourceUrlFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const override = env.OPEN_COLLECTIVE_URL?.trim();
  return override ? override : DEFAULT_SOURCE_URL;
}

/** The output path: the first argument, else DEFAULT_OUTPUT. */
export function outputPathFromArgs(argv: readonly string[]): string {
  const first = argv[0]?.trim();
  return first ? first : DEFAULT_OUTPUT;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no answer within ${FETCH_TIMEOUT_MS / 1000} s`;
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : `${error.message} (${cause.message})`;
  }
  return error.message;
}

async function fetchMembers(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error: unknown) {
    throw new Error(`could not fetch ${url}: ${describe(error)}`);
  }
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`could not read ${url}: the answer is not JSON`);
  }
}

/** Writes next to the target then renames, so readers never see a half-written file. */
async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path);
  } catch (error: unknown) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Fetches `url`, normalizes the members and writes the result to the path in argv[0].
 * Resolves to the exit code: 0 when written, 1 on any failure (file untouched).
 */
export async function main(argv: readonly string[], url: string, now: Date = new Date()): Promise<number> {
  const output = resolve(outputPathFromArgs(argv));
  try {
    const members = await fetchMembers(url);
    const file = normalizeSponsors(members, now, { source: url, sample: false });
    const count = countSponsors(file);
    if (count === 0) throw new Error(`no backers with donations in the answer from ${url}; keeping the current file`);
    await writeAtomically(output, serializeSponsors(file));
    process.stdout.write(`wrote ${count} sponsors to ${output}\n`);
    return 0;
  } catch (error: unknown) {
    process.stderr.write(`sponsors:update failed: ${describe(error).replace(/\s+/g, ' ')}\n`);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2), sourceUrlFromEnv(process.env)).then((code) => {
    process.exitCode = code;
  });
}
