// A message whose placeholders stand for elements (a link inside a sentence): the sentence is
// one string per language, so each language places the link where its grammar wants it.
import { Fragment, type ReactNode } from 'react';

/** The message with each `{name}` replaced by `parts[name]`; text around them stays text. A
 * placeholder with no part is left as written. */
export function messageParts(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? '';
    if (!(name in parts)) continue;
    // Empty strings would become extra text nodes (and hydration markers) for nothing.
    if (match.index > last) out.push(message.slice(last, match.index));
    out.push(<Fragment key={`${name}-${match.index}`}>{parts[name]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out;
}
