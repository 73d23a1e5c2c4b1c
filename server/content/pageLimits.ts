// The size limits of a page. Rendering is linear in a page's length, but a page of megabytes, or
// a line of tens of thousands of characters (which the highlighter cannot cut), is not
// documentation: such a file is a problem of the file, shown with its line, and the page keeps
// its last good version. The largest page of the documentation is under 90 kB, its longest
// line about 1,100 characters. Pure.
import type { ContentProblem } from '../../shared/types';

/** Largest page rendered, in bytes. */
export const MAX_PAGE_BYTES = 256 * 1024;
/** Longest line of a page, in characters. */
export const MAX_LINE_CHARS = 4_000;

/** The problem of a page over a limit, or null when it is within them. */
export function pageLimitProblem(file: string, source: string, bytes: number = Buffer.byteLength(source)): ContentProblem | null {
  if (bytes > MAX_PAGE_BYTES) {
    return { file, line: 1, message: `the page is ${bytes} bytes, more than the ${MAX_PAGE_BYTES} allowed: split it into several pages` };
  }
  let line = 1;
  for (let start = 0; start <= source.length; line += 1) {
    const found = source.indexOf('\n', start);
    const end = found < 0 ? source.length : found;
    if (end - start > MAX_LINE_CHARS) {
      return { file, line, message: `line ${line} is ${end - start} characters long, more than the ${MAX_LINE_CHARS} allowed: break it into shorter lines` };
    }
    if (found < 0) break;
    start = found + 1;
  }
  return null;
}
