/**
 * Pages → the index: each section is a document whose fields are analyzed by the content
 * language (`index-language.ts`) and counted into postings, exactly as MiniSearch's `add`
 * counts them, so the browser's `MiniSearch.loadJSON` reads the result as its own
 * serialization (`test/search/index-builder.test.ts` compares the two). Counting here rather
 * than through MiniSearch's `addAll` and `toJSON` skips its radix tree, which the build never
 * searches, and lets a rebuild take each unchanged page's counts from the build cache
 * (`src/cache/search-cache.ts`). Splitting the index into files is `write-index.ts`'s job.
 */
import { createHash } from 'node:crypto';
import { hashText } from '../hash.js';
import { byCodeUnits } from '../code-unit-order.js';
import { FIELDS, type FieldName, type LanguageFamily } from '../client/search/format.js';
import { collectWords, createAnalyzer, indexLanguage, type Analyzer } from './index-language.js';
import type { SearchPage } from './page-text.js';

/** A document of the index: one section of a page. */
export interface IndexDocument {
  id: number;
  page: number;
  anchor: string;
  heading: string;
  text: string;
}

/** The documents of one field in which a term occurs, ascending, and how often it occurs in each. */
export interface Postings {
  docs: number[];
  counts: number[];
}

/** The index as MiniSearch would hold it, with the documents it numbers. */
export interface BuiltIndex {
  docs: IndexDocument[];
  /** Documents per page, in page order. */
  sectionsPerPage: number[];
  documentCount: number;
  /** Number of distinct terms of each field (by field id) of each document (by document number). */
  fieldLength: number[][];
  /** Mean of `fieldLength` per field id, summed in document order as MiniSearch does. */
  averageFieldLength: number[];
  /** term → field id → its postings (no entry for a field the term does not occur in). */
  index: Map<string, Array<Postings | undefined>>;
}

/**
 * The terms of one page, counted: `terms` lists the page's distinct terms; `data` holds the
 * number of sections, then for each section and field (in `FIELDS` order) the field's length
 * (distinct terms), the number of terms that follow, and each term's index in `terms` with
 * its count.
 */
export interface PageTerms {
  terms: string[];
  data: Int32Array;
}

/** Keeps what analyzing a page gave, by a key that hashes everything it depends on. */
export interface IndexCache {
  /** The words of a page's titles, headings and prose (the Indonesian stemmer's vocabulary). */
  words(key: string, compute: () => string[]): string[];
  /** The counted terms of a page; a kept entry that is not `valid` (damaged) is computed again. */
  terms(key: string, compute: () => PageTerms, valid: (terms: PageTerms) => boolean): PageTerms;
}

/** A cache that keeps nothing. */
export const noIndexCache: IndexCache = { words: (_key, compute) => compute(), terms: (_key, compute) => compute() };

/** Indexes `pages` for a site whose content language is `family`. */
export function buildIndex(pages: readonly SearchPage[], family: LanguageFamily, cache: IndexCache = noIndexCache): BuiltIndex {
  const docs: IndexDocument[] = [];
  for (const [pageNumber, page] of pages.entries()) {
    for (const s of page.sections) docs.push({ id: docs.length, page: pageNumber, anchor: s.anchor, heading: s.heading, text: s.text });
  }
  const pageKeys = pages.map(pageKey);
  let languageKey: string = family;
  const language = indexLanguage(family, () => {
    // The stemmer learns from what readers read: titles, headings and prose. Its roots depend on
    // every word of the site, so the terms of every page do too.
    const words = new Set<string>();
    pages.forEach((page, i) => {
      for (const w of cache.words(pageKeys[i]!, () => pageWords(page))) words.add(w);
    });
    languageKey = `${family}\n${hashText([...words].sort(byCodeUnits).join('\n'))}`;
    return words;
  });
  const analyze = createAnalyzer(language);
  const analyzeCode = createAnalyzer(language, { identifiersOnly: true });

  const index = new Map<string, Array<Postings | undefined>>();
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  let doc = 0;
  pages.forEach((page, i) => {
    const counted = cache.terms(
      hashText(languageKey, pageKeys[i]!),
      () => countTerms(page, analyze, analyzeCode),
      (kept) => fits(kept, page.sections.length),
    );
    const byTerm = counted.terms.map((term) => {
      let byField = index.get(term);
      if (!byField) index.set(term, (byField = []));
      return byField;
    });
    const { data } = counted;
    let at = 1;
    for (let s = 0; s < data[0]!; s++, doc++) {
      const lengths: number[] = [];
      for (let field = 0; field < FIELDS.length; field++) {
        const length = data[at++]!;
        const n = data[at++]!;
        // The mean is updated as MiniSearch updates it, so the floating-point result is the same to the last bit.
        lengths[field] = length;
        averageFieldLength[field] = ((averageFieldLength[field] ?? 0) * doc + length) / (doc + 1);
        for (let k = 0; k < n; k++) {
          const byField = byTerm[data[at++]!]!;
          const postings = (byField[field] ??= { docs: [], counts: [] });
          postings.docs.push(doc);
          postings.counts.push(data[at++]!);
        }
      }
      fieldLength.push(lengths);
    }
  });
  return { docs, sectionsPerPage: pages.map((p) => p.sections.length), documentCount: docs.length, fieldLength, averageFieldLength, index };
}

/**
 * What a page's terms depend on, hashed: its fields' text, not its URL or anchors. Each part
 * goes in with its length, so no text can pass for a boundary between two.
 */
function pageKey(page: SearchPage): string {
  const hash = createHash('sha256');
  const add = (text: string): void => {
    hash.update(`${text.length}:`).update(text);
  };
  add(page.title);
  add(page.breadcrumb.join(' '));
  for (const s of page.sections) {
    add(s.heading);
    add(s.text);
    add(s.code);
  }
  return hash.digest('hex');
}

/** The words of a page that teach the stemmer. */
function pageWords(page: SearchPage): string[] {
  const words = new Set<string>();
  collectWords(page.title, words);
  for (const s of page.sections) {
    collectWords(s.heading, words);
    collectWords(s.text, words);
  }
  return [...words];
}

/** Analyzes and counts the fields of each section of `page` (see {@link PageTerms}). */
function countTerms(page: SearchPage, analyze: Analyzer, analyzeCode: Analyzer): PageTerms {
  const terms: string[] = [];
  const ids = new Map<string, number>();
  const data: number[] = [page.sections.length];
  const counts = new Map<string, number>();
  const breadcrumb = page.breadcrumb.join(' ');
  for (const s of page.sections) {
    const values: Record<FieldName, string> = { title: page.title, heading: s.heading, breadcrumb, text: s.text, code: s.code };
    for (const field of FIELDS) {
      counts.clear();
      for (const t of field === 'code' ? analyzeCode(values[field]) : analyze(values[field])) counts.set(t, (counts.get(t) ?? 0) + 1);
      // A field's length is its number of distinct terms, as MiniSearch counts them.
      data.push(counts.size, 0);
      const n = data.length - 1;
      for (const [term, count] of counts) {
        if (!term) continue;
        let id = ids.get(term);
        if (id === undefined) {
          ids.set(term, (id = terms.length));
          terms.push(term);
        }
        data.push(id, count);
        data[n]!++;
      }
    }
  }
  return { terms, data: Int32Array.from(data) };
}

/** Whether `counted` is well formed for a page of `sections` sections (a cache entry could be damaged). */
function fits(counted: PageTerms, sections: number): boolean {
  const { data, terms } = counted;
  if (!(data instanceof Int32Array) || !Array.isArray(terms) || data[0] !== sections) return false;
  let at = 1;
  for (let i = 0; i < sections * FIELDS.length; i++) {
    const n = data[at + 1];
    if (n === undefined || n < 0 || data[at]! < 0) return false;
    at += 2;
    for (let k = 0; k < n; k++, at += 2) {
      const id = data[at];
      if (id === undefined || id < 0 || id >= terms.length || !(data[at + 1]! > 0)) return false;
    }
  }
  return at === data.length;
}
