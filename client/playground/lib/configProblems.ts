// A suggestion for webpack's "unknown property" message: the valid name closest to the
// misspelt one, from the list of valid properties that the message itself gives.

/** Edit distance of two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** For each unknown property a webpack validation message names, the closest valid name. */
export function suggestionsFor(message: string): { unknown: string; suggestion: string; path: string }[] {
  const out: { unknown: string; suggestion: string; path: string }[] = [];
  const pattern = /(configuration(?:\.[\w.[\]]+)?) has an unknown property '([^']+)'\. These properties are valid:\s*object \{([^}]*)\}/g;
  for (const match of message.matchAll(pattern)) {
    const where = (match[1] ?? 'configuration').replace(/^configuration\.?/, '');
    const unknown = match[2] ?? '';
    const valid = (match[3] ?? '').split(',').map((name) => name.trim().replace(/\?$/, '')).filter(Boolean);
    let best = '';
    let bestDistance = Infinity;
    for (const name of valid) {
      const distance = editDistance(unknown.toLowerCase(), name.toLowerCase());
      if (distance < bestDistance) {
        best = name;
        bestDistance = distance;
      }
    }
    if (best && bestDistance <= Math.max(2, Math.floor(unknown.length / 3))) out.push({ unknown, suggestion: best, path: where ? `${where}.${best}` : best });
  }
  return out;
}
