/**
 * Pages → the index, with MiniSearch: each section is a document whose fields are analyzed by
 * the content language (`index-language.ts`); MiniSearch counts the terms and serializes the
 * index (`toJSON`). Splitting it into files is `write-index.ts`'s job.
 */
import MiniSearch from 'minisearch';
import { FIELDS, type FieldName, type LanguageFamily } from '../client/search/format.js';
import { collectWords, createAnalyzer, indexLanguage } from './index-language.js';
import type { SearchPage } from './page-text.js';

/** A document of the index: one section of a page. */
export interface IndexDocument {
  id: number;
  page: number;
  anchor: string;
  heading: string;
  text: string;
}

/** The index as MiniSearch serializes it, with the documents it numbers. */
export interface BuiltIndex {
  docs: IndexDocument[];
  /** Documents per page, in page order. */
  sectionsPerPage: number[];
  documentCount: number;
  /** Number of distinct terms of each field of each document, by document number. */
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  /** term → field id → document number → count. */
  index: Array<[term: string, fields: Record<string, Record<string, number>>]>;
}

type Fields = Record<FieldName, string>;

/** Indexes `pages` for a site whose content language is `family`. */
export function buildIndex(pages: readonly SearchPage[], family: LanguageFamily): BuiltIndex {
  const docs: IndexDocument[] = [];
  const fields: Fields[] = [];
  for (const [pageNumber, page] of pages.entries()) {
    const breadcrumb = page.breadcrumb.join(' ');
    for (const s of page.sections) {
      docs.push({ id: docs.length, page: pageNumber, anchor: s.anchor, heading: s.heading, text: s.text });
      fields.push({ title: page.title, heading: s.heading, breadcrumb, text: s.text, code: s.code });
    }
  }
  const language = indexLanguage(family, () => {
    // The stemmer learns from what readers read: titles, headings and prose.
    const words = new Set<string>();
    for (const page of pages) collectWords(page.title, words);
    for (const f of fields) {
      collectWords(f.heading, words);
      collectWords(f.text, words);
    }
    return words;
  });
  const analyze = createAnalyzer(language);
  const analyzeCode = createAnalyzer(language, { identifiersOnly: true });
  const mini = new MiniSearch<{ id: number }>({
    fields: [...FIELDS],
    // Documents are their numbers; the fields are read from `fields` by number.
    extractField: (doc, field) => (field === 'id' ? doc.id : fields[doc.id]![field as FieldName]),
    tokenize: (text, field) => (field === 'code' ? analyzeCode(text) : analyze(text)),
    processTerm: (term) => term,
  });
  mini.addAll(docs.map((d) => ({ id: d.id })));
  const js = mini.toJSON();
  return {
    docs,
    sectionsPerPage: pages.map((p) => p.sections.length),
    documentCount: js.documentCount,
    fieldLength: js.fieldLength,
    averageFieldLength: js.averageFieldLength,
    index: js.index,
  };
}
