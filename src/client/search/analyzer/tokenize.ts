/**
 * The language-neutral half of search analysis, the same at build time and in the browser:
 * text → raw tokens, and each token → a plain word (for the language's stop words and
 * stemmer) or an identifier (kept as written, plus its parts).
 *
 *   ref_id                    → ref_id; parts ref, id
 *   X-Apigames-Authorization  → x-apigames-authorization; parts x, apigames, authorization
 *   md5                       → md5
 *   /v2/transaksi             → v2/transaksi; parts v2, transaksi
 *   v1.apigames.id/v2/transaksi → that, v2/transaksi (every shorter path), v1.apigames.id; parts
 *   merchantId                → merchantid; parts merchant, id
 *   157.245.207.5             → 157.245.207.5 (numbers have no parts)
 *   40265c04d705bade5f58b7955ff87c08, 1700000000 → nothing (sample values, not names)
 */

// A token starts with a letter, digit or `_`; `-` `.` `/` join it to the next one only when a
// word character follows, so the full stop after "kirim." or the slash of "a/" is no part of it.
const TOKEN = /[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[-./](?=[\p{L}\p{N}_]))*/gu;
const LETTERS = /^\p{L}+$/u;
const CAMEL = /\p{Ll}\p{Lu}/u;
const HAS_LETTER = /\p{L}/u;
/** Runs of 7+ digits are sample ids, timestamps and amounts: noise in an index. */
const LONG_NUMBER = /^\d{7,}$/;
/** Long runs of letters and digits (hashes, sample keys and ids like `t220927dvxs000006`): noise too. */
const SAMPLE_VALUE = /^(?=(?:[^\d]*\d){3})[\p{L}\p{N}]{12,}$/u;
/** Percent-encoded characters (`%20`, `%23`) separate words in URLs. */
const PERCENT_ENCODED = /%[0-9A-Fa-f]{2}/g;

/** `merchantId` → merchant, id. (No look-behind: Safari before 16.4 cannot parse it.) */
function camelParts(word: string): string[] {
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(' ');
}

/** What a raw token is to the index. */
export type TokenClass =
  /** A plain word, lower-cased: the language decides its terms. */
  | { word: string }
  /** An identifier: `forms` are indexed as written (lower-cased); `parts` are words or alphanumerics. */
  | { forms: string[]; parts: string[] };

/**
 * Chinese and Japanese characters (Han, Hiragana, Katakana and its long vowel mark): their text
 * has no spaces between words, so a run of them is indexed as its overlapping pairs of
 * characters (`シェーダー` → シェ, ェー, ーダ, ダー), and a query's run as the same pairs, all
 * required: a word is found anywhere in a sentence, with no dictionary that the build's and the
 * browser's copies of ICU could disagree on. A run of one character is itself.
 */
const CJK_CHARACTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc';
const CJK = new RegExp(`[${CJK_CHARACTERS}]`, 'u');
const CJK_RUNS = new RegExp(`[${CJK_CHARACTERS}]+|[^${CJK_CHARACTERS}]+`, 'gu');
/** A text cut into each of its Chinese and Japanese characters and the runs of other text between them. */
export const CJK_PIECES = new RegExp(`[${CJK_CHARACTERS}]|[^${CJK_CHARACTERS}]+`, 'gu');

/** Whether `text` has Chinese or Japanese characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** The overlapping pairs of characters of a run of Chinese or Japanese characters (see CJK). */
export function cjkPairs(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/** The raw tokens of `text`, in order. */
export function rawTokens(text: string): string[] {
  const tokens = (text.includes('%') ? text.replace(PERCENT_ENCODED, ' ') : text).match(TOKEN) ?? [];
  if (!hasCjk(text)) return tokens;
  const out: string[] = [];
  for (const token of tokens) {
    if (!hasCjk(token)) out.push(token);
    else for (const run of token.match(CJK_RUNS)!) out.push(...(hasCjk(run) ? cjkPairs(run) : (run.match(TOKEN) ?? [])));
  }
  return out;
}

/** Whether `text` is letters only (a word a stemmer may change). */
export function isWord(text: string): boolean {
  return LETTERS.test(text);
}

/** Classifies one raw token (see the examples at the top of this file). */
export function classifyToken(token: string): TokenClass {
  const lower = token.toLowerCase();
  if (LETTERS.test(token)) {
    if (!CAMEL.test(token)) return { word: lower };
    return { forms: [lower], parts: camelParts(token) };
  }
  if (!HAS_LETTER.test(token)) return { forms: LONG_NUMBER.test(token) ? [] : [lower], parts: [] };
  if (SAMPLE_VALUE.test(token)) return { forms: [], parts: [] };
  const forms = [lower];
  if (lower.includes('/')) {
    const segments = lower.split('/').filter(Boolean);
    // Every shorter path of two segments or more: a/b/c → b/c, so `/v2/transaksi` finds the full URL.
    for (let i = 1; i < segments.length - 1; i++) forms.push(segments.slice(i).join('/'));
    for (const s of segments) if (/[-_.]/.test(s)) forms.push(s);
  }
  const parts: string[] = [];
  for (const piece of token.split(/[-_./]+/)) {
    if (!piece || SAMPLE_VALUE.test(piece)) continue;
    if (LETTERS.test(piece) && CAMEL.test(piece)) {
      forms.push(piece.toLowerCase());
      parts.push(...camelParts(piece));
    } else parts.push(piece.toLowerCase());
  }
  return { forms: [...new Set(forms)], parts };
}
