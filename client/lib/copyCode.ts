// Extracts the text a code block's copy button puts on the clipboard. For diff blocks the
// result is the code after the change: removed lines dropped, +/-/space prefixes stripped.

/** Minimal element shape used here, so the function is testable without a DOM. */
export interface CodeLineElement {
  classList: { contains(name: string): boolean };
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null; classList?: { contains(name: string): boolean } }>;
}

/** Text of one diff line without its prefix and screen-reader label. */
export function lineText(line: CodeLineElement): string {
  let text = '';
  for (const child of Array.from(line.childNodes)) {
    if (child.classList && (child.classList.contains('line__prefix') || child.classList.contains('sr-only'))) continue;
    text += child.textContent ?? '';
  }
  return text;
}

/** Text to copy from a code element: diff lines are resolved, other code is taken as is. */
export function codeToCopy(code: { textContent: string | null; querySelectorAll(selector: string): ArrayLike<CodeLineElement> }): string {
  const lines = Array.from(code.querySelectorAll('.line'));
  if (lines.length === 0) return code.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('line--remove'))
    .map(lineText)
    .join('\n');
}
