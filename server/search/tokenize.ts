// Tokenizer for search: words of Latin and other spaced scripts, plus single characters and
// character pairs for CJK text, which has no spaces between words. Queries are split by the
// same rules but keep their typed order and only the pairs of CJK text (see queryTokens).
import { hangulStem, isHangulEnding } from './hangulEndings';

const CJK_CHARS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const CJK = new RegExp(`[${CJK_CHARS}]+`, 'gu');
const CJK_SPLIT = new RegExp(`([${CJK_CHARS}]+)`, 'u');
const WORD = /[\p{L}\p{N}_$]+(?:[.'-][\p{L}\p{N}_$]+)*/gu;

/** Words of text without CJK; "output.filename" is findable as a whole and as its parts. */
function spacedWords(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    if (/[.'-]/.test(word)) tokens.push(...word.split(/[.'-]/).filter(Boolean));
  }
  return tokens;
}

/** Splits text into search terms. */
export function tokenize(text: string): string[] {
  const tokens = spacedWords(text.replace(CJK, ' '));
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

/** Splits a query into terms in the order typed. A run of CJK text gives its character pairs
 * (a page holding a pair holds both its characters, so the single characters would only use up
 * the query's terms) or, when it is one character, that character; a Korean word is looked up
 * by its stem (see hangulEndings.ts), and an ending written onto a Latin word is no term. */
export function queryTokens(query: string): string[] {
  const tokens: string[] = [];
  const pieces = query.split(CJK_SPLIT);
  pieces.forEach((piece, i) => {
    // split with a capturing group alternates: text without CJK at even indexes, CJK runs at odd.
    if (i % 2 === 0) {
      tokens.push(...spacedWords(piece));
      return;
    }
    const attached = /[\p{L}\p{N}]$/u.test(pieces[i - 1] ?? '');
    if (attached && isHangulEnding(piece)) return;
    const run = [...hangulStem(piece)];
    if (run.length === 1) tokens.push(run[0] ?? '');
    for (let at = 0; at + 1 < run.length; at += 1) tokens.push(`${run[at]}${run[at + 1]}`);
  });
  return tokens;
}
