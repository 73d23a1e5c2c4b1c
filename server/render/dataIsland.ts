// The one serializer for data that crosses from server to client inside HTML: JSON with every
// character that could end the script element or break JavaScript parsing escaped.

const UNSAFE: Record<string, string> = {
  '<': '\\u003C',
  '>': '\\u003E',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Serializes a value to JSON that is safe inside a <script type="application/json"> element. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE[ch] ?? ch);
}
