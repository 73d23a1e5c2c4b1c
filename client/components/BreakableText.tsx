// Text that may hold long unbroken names (NormalModuleReplacementPlugin, output.chunkFilename):
// when it has a long word, it gets break opportunities at the inner word boundaries, so a phone
// wraps it there instead of mid-word or past the screen's edge. The CSS keeps
// `overflow-wrap: anywhere` as the last resort for a name with no boundary at all.

/** A word this long may not fit a phone's line. */
const LONG_WORD = /\S{15}/;

/** Where a name may break: before an upper-case letter that follows a lower-case one or a
 * digit, and after a hyphen, underscore, dot or slash. */
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[-_./])(?=[^-_./\s])/;

/** The text cut into pieces, a break allowed between any two (only in a text with a long word). */
export function breakablePieces(text: string): string[] {
  return LONG_WORD.test(text) ? text.split(BOUNDARY) : [text];
}

/** The text with `<wbr>` at the inner word boundaries of its names. */
export function BreakableText({ text }: { text: string }) {
  return breakablePieces(text).flatMap((piece, i) => (i === 0 ? [piece] : [<wbr key={i} />, piece]));
}
