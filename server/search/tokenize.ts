// Tokenizer for search: words of Latin and other spaced scripts, plus single characters and
// character pairs for CJK text, which has no spaces between words.

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;
const WORD = /[\p{L}\p{N}_$]+(?:[.'-][\p{L}\p{N}_$]+)*/gu;

/** Splits text into search terms. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const latin = text.replace(CJK, ' ');
  for (const match of latin.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    // "output.filename" is findable as a whole and as its parts.
    if (/[.'-]/.test(word)) tokens.push(...word.split(/[.'-]/).filter(Boolean));
  }
  for (const match of text.matchAll(CJK)) {
    const run = [...match[0]];
    run.forEach((ch, i) => {
      tokens.push(ch);
      const next = run[i + 1];
      if (next) tokens.push(ch + next);
    });
  }
  return tokens;
}
