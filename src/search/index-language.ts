/**
 * The build side of analysis: which index terms a piece of text yields. Words go through the
 * content language (stop words, stemming); identifiers are kept as written plus their parts,
 * which are never dropped as stop words (`id` in `ref_id`). The browser's half is
 * `src/client/search/analyzer/languages.ts`; the two agree on every term.
 */
import { classifyToken, isWord, rawTokens } from '../client/search/analyzer/tokenize.js';
import { ENGLISH_STOP_WORDS, englishStem } from '../client/search/analyzer/english.js';
import { INDONESIAN_STOP_WORDS } from '../client/search/analyzer/indonesian.js';
import type { LanguageFamily } from '../client/search/format.js';
import { buildIndonesianStemmer } from './indonesian-stemmer.js';

/** How one content language turns a word into index terms. */
export interface IndexLanguage {
  stopWords: ReadonlySet<string>;
  /** Terms of a lower-case word that is not a stop word. */
  wordTerms(word: string): string[];
}

/** Text → index terms, in order, repeats kept (they count). */
export type Analyzer = (text: string) => string[];

/**
 * The language of a site. Indonesian needs the site's words first: its stemmer picks roots
 * from them. Words are indexed as written and as their root, so typing `pengir` finds
 * `pengiriman` by prefix and `dikirim` finds it by root. English words are indexed as their stem.
 */
export function indexLanguage(family: LanguageFamily, vocabulary: () => Iterable<string>): IndexLanguage {
  if (family === 'id') {
    const stemmer = buildIndonesianStemmer(vocabulary());
    return {
      stopWords: INDONESIAN_STOP_WORDS,
      wordTerms(word) {
        const root = stemmer.stem(word);
        return root === word ? [word] : [word, root];
      },
    };
  }
  if (family === 'en') return { stopWords: ENGLISH_STOP_WORDS, wordTerms: (word) => [englishStem(word)] };
  return { stopWords: new Set(), wordTerms: (word) => [word] };
}

/** The plain words of `text` and the letters-only parts of its identifiers (a stemmer's vocabulary). */
export function collectWords(text: string, into: Set<string>): void {
  for (const token of rawTokens(text)) {
    const c = classifyToken(token);
    if ('word' in c) into.add(c.word);
    else for (const p of c.parts) if (isWord(p)) into.add(p);
  }
}

/**
 * An analyzer for `language`. `identifiersOnly` drops plain words (for code, where `curl`,
 * `echo` and `return` are noise and `ref_id` is what readers look for). Docs repeat their
 * words, so the terms of each distinct token are worked out once.
 */
export function createAnalyzer(language: IndexLanguage, options: { identifiersOnly?: boolean } = {}): Analyzer {
  const memo = new Map<string, string[]>();
  const termsOf = (token: string): string[] => {
    const c = classifyToken(token);
    if ('word' in c) {
      if (options.identifiersOnly || c.word.length < 2 || language.stopWords.has(c.word)) return [];
      return language.wordTerms(c.word);
    }
    // In code, numbers are sample data and dotted names are method chains and file names
    // (`json.dumps`, `webhook.php`): their parts are enough. In prose they are status codes,
    // addresses and host names.
    const terms = options.identifiersOnly ? c.forms.filter((f) => /\p{L}/u.test(f) && (!f.includes('.') || f.includes('/'))) : [...c.forms];
    if (c.parts.length > 1) {
      for (const p of c.parts) {
        if (p.length < 2) continue;
        if (isWord(p)) terms.push(...language.wordTerms(p));
        else if (/\p{L}/u.test(p)) terms.push(p);
      }
    }
    return terms;
  };
  return (text) => {
    const out: string[] = [];
    for (const token of rawTokens(text)) {
      let terms = memo.get(token);
      if (terms === undefined) memo.set(token, (terms = termsOf(token)));
      for (const t of terms) out.push(t);
    }
    return out;
  };
}
