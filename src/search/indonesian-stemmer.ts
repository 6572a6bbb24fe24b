/**
 * The build's Indonesian stemmer: for every word of the site, the root that the rest of the
 * site supports best. The possible roots come from `analyzeAffixes`; the site's vocabulary
 * stands in for a root dictionary, so `pengiriman`, `dikirim`, `mengirim` and `pengirim` meet
 * at `kirim` because the site uses several of them, and a word with no family on the site
 * keeps its most stripped reading.
 */
import { INDONESIAN_STOP_WORDS, analyzeAffixes, type AffixAnalysis } from '../client/search/analyzer/indonesian.js';

/** Chooses roots for the words of one site. */
export interface IndonesianStemmer {
  /** The root of a lower-case word (words outside the vocabulary get one too). */
  stem: (word: string) => string;
}

/**
 * Builds the stemmer of a site from its distinct lower-case words. Each candidate root scores
 * the number of words of the site that can reach it ("support"), plus a half when it is a word
 * of the site itself (periksa beats per + iksa) unless it is the `-kan` form of an equally
 * supported root (izinkan → izin). Weak readings lose a quarter; stop words never win
 * (berapa is not apa); ties go to the shorter form, so other inflections typed in a query meet it.
 */
export function buildIndonesianStemmer(vocabulary: Iterable<string>): IndonesianStemmer {
  const words = new Set(vocabulary);
  const support = new Map<string, number>();
  const analyses = new Map<string, AffixAnalysis>();
  for (const w of words) {
    const a = analyzeAffixes(w);
    analyses.set(w, a);
    for (const c of a.candidates) support.set(c, (support.get(c) ?? 0) + 1);
  }
  const memo = new Map<string, string>();
  return {
    stem: (word) => {
      const known = memo.get(word);
      if (known !== undefined) return known;
      const a = analyses.get(word) ?? analyzeAffixes(word);
      let best = word;
      let bestScore = -1;
      for (const c of a.candidates) {
        if (c !== word && INDONESIAN_STOP_WORDS.has(c)) continue;
        const sup = support.get(c) ?? 0;
        let bare = words.has(c);
        if (bare && c.endsWith('kan')) {
          const root = c.slice(0, -3);
          if (a.candidates.includes(root) && (support.get(root) ?? 0) >= sup) bare = false;
        }
        const score = sup + (bare ? 0.5 : 0) - (!bare && a.weak.has(c) ? 0.25 : 0);
        if (score > bestScore || (score === bestScore && c.length < best.length)) {
          best = c;
          bestScore = score;
        }
      }
      memo.set(word, best);
      return best;
    },
  };
}
