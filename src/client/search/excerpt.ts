/**
 * Excerpts of search results: the window of a section's prose with the most matched words,
 * matched words marked. Returned as text parts, so a theme puts them in the page as text
 * (never as HTML).
 */
import { CJK_PIECES, classifyToken, hasCjk, rawTokens } from './analyzer/tokenize.js';

/** A piece of an excerpt: plain text, or a matched word to mark. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Words shown around the matches. */
const WINDOW = 30;
/** Words kept before the first match of the window, for context. */
const LEAD = 3;
const WORD_CORE = /^([^\p{L}\p{N}_]*)(.*?)([^\p{L}\p{N}_]*)$/u;

/**
 * The excerpt of `text` for the index terms a result matched. `termsOf` gives the index terms a
 * word of the text may have been indexed under (its possible roots or stem), so `dikirim` is
 * marked for a query that matched `kirim`.
 */
export function excerpt(text: string, matched: ReadonlySet<string>, termsOf: (word: string) => string[]): ExcerptPart[] {
  // Words and what follows each: a space, or nothing between the characters of Chinese or
  // Japanese text, which are words of their own here (its index terms are their pairs).
  const words: string[] = [];
  const joins: string[] = [];
  let spaced = 0;
  for (const w of text.split(/\s+/)) {
    if (!w) continue;
    spaced++;
    for (const piece of hasCjk(w) ? w.match(CJK_PIECES)! : [w]) {
      words.push(piece);
      joins.push('');
    }
    joins[joins.length - 1] = ' ';
  }
  const matches = (word: string): boolean => matched.has(word) || termsOf(word).some((t) => matched.has(t));
  const cjkHit = (i: number): boolean => {
    const w = words[i]!;
    const before = i > 0 && joins[i - 1] === '' && hasCjk(words[i - 1]!) ? words[i - 1] : undefined;
    const after = joins[i] === '' && i + 1 < words.length && hasCjk(words[i + 1]!) ? words[i + 1] : undefined;
    if (before === undefined && after === undefined) return matches(w);
    return (before !== undefined && matches(before + w)) || (after !== undefined && matches(w + after));
  };
  const hit = words.map((w, i) =>
    hasCjk(w)
      ? cjkHit(i)
      : rawTokens(w).some((token) => {
          const c = classifyToken(token);
          if ('word' in c) return matches(c.word);
          return c.forms.some((f) => matched.has(f)) || c.parts.some(matches);
        }),
  );
  // A Chinese or Japanese character says about half what a word does: twice as many are shown.
  const scale = words.length > spaced ? 2 : 1;
  const window = WINDOW * scale;
  const lead = LEAD * scale;
  // The window of `window` words holding the most matches, the earliest of equals.
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (hit[i]) count++;
    if (i >= window && hit[i - window]) count--;
    const start = Math.max(0, i - window + 1);
    if (i >= Math.min(window, words.length) - 1 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const firstHit = hit.indexOf(true, best);
  const start = firstHit >= 0 && firstHit - best > lead ? firstHit - lead : Math.max(0, best - lead);
  const end = Math.min(words.length, start + window);

  const parts: ExcerptPart[] = [];
  const push = (t: string, mark: boolean): void => {
    if (!t) return;
    const last = parts[parts.length - 1];
    // Marked characters side by side (Chinese, Japanese) are one mark.
    if (last && last.mark === mark) last.text += t;
    else parts.push({ text: t, mark });
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    const w = words[i]!;
    if (hit[i]) {
      // Mark the word, not the punctuation around it: "(ref_id)." → (<mark>ref_id</mark>).
      const [, before = '', core = '', after = ''] = WORD_CORE.exec(w) ?? [];
      push(before, false);
      push(core, true);
      push(after, false);
    } else push(w, false);
    if (i < end - 1) push(joins[i]!, false);
  }
  if (end < words.length) push(' …', false);
  return parts;
}
