/**
 * Excerpts of search results: the window of a section's prose with the most matched words,
 * matched words marked. Returned as text parts, so a theme puts them in the page as text
 * (never as HTML).
 */
import { classifyToken, rawTokens } from './analyzer/tokenize.js';

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
  const words = text.split(/\s+/).filter(Boolean);
  const matches = (word: string): boolean => matched.has(word) || termsOf(word).some((t) => matched.has(t));
  const hit = words.map((w) =>
    rawTokens(w).some((token) => {
      const c = classifyToken(token);
      if ('word' in c) return matches(c.word);
      return c.forms.some((f) => matched.has(f)) || c.parts.some(matches);
    }),
  );
  // The window of WINDOW words holding the most matches, the earliest of equals.
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (hit[i]) count++;
    if (i >= WINDOW && hit[i - WINDOW]) count--;
    const start = Math.max(0, i - WINDOW + 1);
    if (i >= Math.min(WINDOW, words.length) - 1 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const firstHit = hit.indexOf(true, best);
  const start = firstHit >= 0 && firstHit - best > LEAD ? firstHit - LEAD : Math.max(0, best - LEAD);
  const end = Math.min(words.length, start + WINDOW);

  const parts: ExcerptPart[] = [];
  const push = (t: string, mark: boolean): void => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark && !mark) last.text += t;
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
    if (i < end - 1) push(' ', false);
  }
  if (end < words.length) push(' …', false);
  return parts;
}
