/**
 * The query side of each content language: which terms of the index a typed word may match.
 * The build side (`src/search/index-language.ts`) decides which terms a word of the text is
 * indexed under; the two must agree.
 *
 * - `id`: words are indexed as written and under their root; a query word searches itself
 *   (prefix while typing, typo-tolerant) and each of its possible roots the index holds.
 * - `en`: words are indexed under their Porter stem; a query word searches its stem, and
 *   while it is being typed, the letters typed so far as a prefix too.
 * - any other language: words as written, no stop words.
 */
import { ENGLISH_STOP_WORDS, englishStem } from './english.js';
import { INDONESIAN_STOP_WORDS, analyzeAffixes } from './indonesian.js';

/** One term a query word may match. */
export interface QueryForm {
  term: string;
  /** Also every term starting with it (the word being typed). */
  prefix: boolean;
  /** Edit distance allowed (0: exact). */
  fuzzy: number;
  /** A guess (a possible root): searched only when the index holds it exactly. */
  ifIndexed: boolean;
}

/** What the browser needs to know of a content language. */
export interface QueryLanguage {
  stopWords: ReadonlySet<string>;
  /** The terms a query word may match; `last` is true for the word being typed. */
  queryForms(word: string, last: boolean, fuzzy: number): QueryForm[];
  /** The term a letters-only part of an identifier is indexed under. */
  partTerm(part: string): string;
  /** Terms a word of a page may have been indexed under, to mark it in an excerpt. */
  termsOf(word: string): string[];
}

const NO_STOP_WORDS: ReadonlySet<string> = new Set();

const indonesian: QueryLanguage = {
  stopWords: INDONESIAN_STOP_WORDS,
  queryForms(word, last, fuzzy) {
    const forms: QueryForm[] = [{ term: word, prefix: last, fuzzy, ifIndexed: false }];
    for (const root of analyzeAffixes(word).candidates) if (root !== word) forms.push({ term: root, prefix: false, fuzzy: 0, ifIndexed: true });
    return forms;
  },
  partTerm: (part) => part,
  termsOf: (word) => analyzeAffixes(word).candidates,
};

const english: QueryLanguage = {
  stopWords: ENGLISH_STOP_WORDS,
  queryForms(word, last, fuzzy) {
    const stem = englishStem(word);
    const forms: QueryForm[] = [{ term: stem, prefix: last, fuzzy, ifIndexed: false }];
    // "configurat" stems to itself, "configuring" to "configur": while typing, the letters as typed too.
    if (last && stem !== word) forms.push({ term: word, prefix: true, fuzzy: 0, ifIndexed: false });
    return forms;
  },
  partTerm: englishStem,
  termsOf: (word) => [word, englishStem(word)],
};

const plain: QueryLanguage = {
  stopWords: NO_STOP_WORDS,
  queryForms: (word, last, fuzzy) => [{ term: word, prefix: last, fuzzy, ifIndexed: false }],
  partTerm: (part) => part,
  termsOf: (word) => [word],
};

/** The analysis family of a content language (`id`, `en-US`…): `id`, `en` or `plain`. */
export function languageFamily(contentLang: string): 'id' | 'en' | 'plain' {
  const base = contentLang.toLowerCase().split(/[-_]/)[0];
  return base === 'id' || base === 'in' ? 'id' : base === 'en' ? 'en' : 'plain';
}

/** The query side of a language family. */
export function queryLanguage(family: 'id' | 'en' | 'plain'): QueryLanguage {
  return family === 'id' ? indonesian : family === 'en' ? english : plain;
}
