// Text that may hold long unbroken names (NormalModuleReplacementPlugin, output.chunkFilename):
// each long word gets break opportunities at its inner word boundaries, so a phone wraps it
// there instead of mid-word or past the screen's edge. The CSS keeps `overflow-wrap: anywhere`
// as the last resort for a name with no boundary at all.
import { Fragment } from 'react';

/** Words up to this length are left alone: they fit any screen. */
const LONG_WORD = 14;

/** Where a long word may break: before an upper-case letter that follows a lower-case one or a
 * digit, and after a hyphen, underscore, dot or slash. */
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[-_./])(?=[^-_./])/;

/** The text cut into pieces, a break allowed between any two (only inside long words). */
export function breakablePieces(text: string): string[] {
  const pieces = [''];
  for (const token of text.split(/(\s+)/)) {
    const parts = token.length > LONG_WORD && !/\s/.test(token) ? token.split(BOUNDARY) : [token];
    parts.forEach((part, i) => {
      if (i === 0) pieces[pieces.length - 1] += part;
      else pieces.push(part);
    });
  }
  return pieces.filter((piece) => piece !== '');
}

/** The text with `<wbr>` at the inner boundaries of its long words. */
export function BreakableText({ text }: { text: string }) {
  const pieces = breakablePieces(text);
  if (pieces.length <= 1) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
