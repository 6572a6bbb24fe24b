/**
 * The files of a site's search index, one format for the engine that writes them and the
 * browser that reads them. A document of the index is a section of a page (see
 * `src/search/page-text.ts`); documents are numbered page by page, in page order.
 *
 *   _search/manifest.json           {@link SearchManifest}: small, fetched first
 *   _search/terms-<n>.<hash>.json   {@link TermShard}: the postings of a range of terms
 *   _search/text-<n>.<hash>.json    {@link TextChunk}: titles, anchors and text of a range of documents
 *
 * A small site has one file of each kind, loaded whole; a large one cuts the sorted term list
 * and the documents into files of a few dozen KB, so a query fetches the few it needs. `<hash>`
 * is the hash of the whole index, so the names change whenever the index does and hosts may
 * cache the files for good; the manifest names each file by its number alone (a hash per file
 * would cost a 10,000-page site's manifest some 20 KB gzipped).
 */

/** Version of the format; the browser refuses another. */
export const SEARCH_FORMAT = 1;

/** Folder of the index in the output; the manifest's URL is given to themes in `SiteInfo.search`. */
export const SEARCH_DIR = '_search';

/** How words of the content language are analyzed. */
export type LanguageFamily = 'id' | 'en' | 'plain';

/**
 * Fields of a document, by position (the index stores the position): page title, section
 * heading, breadcrumb, prose, identifiers from code.
 */
export const FIELDS = ['title', 'heading', 'breadcrumb', 'text', 'code'] as const;
export type FieldName = (typeof FIELDS)[number];

/** `_search/manifest.json`. */
export interface SearchManifest {
  v: typeof SEARCH_FORMAT;
  lang: LanguageFamily;
  /** Number of documents (sections). */
  docs: number;
  /** Sections of each page, in page order: page `p`'s documents follow those of pages before it. */
  pages: number[];
  /** Hash of the whole index, in every file name. */
  hash: string;
  /** Term shards, in order: the first term each holds (the first is `""`). */
  terms: string[];
  /** Text chunks, in order: how many documents each holds. */
  text: number[];
  /** Sites whose docs have several versions: which version each page belongs to. */
  versions?: SearchVersions;
}

/**
 * The docs versions of a site where an instance has more than one. A query searches, in each
 * docs instance, one version: the one the reader is in, else the instance's latest; pages in
 * no version (blog, pages) are always searched.
 */
export interface SearchVersions {
  /** Each version: its docs instance, its route prefix (base URL applied, ending in `/`), and 1 for the instance's latest. */
  list: Array<[instance: string, prefix: string, latest: 0 | 1]>;
  /** Runs of consecutive pages of one version, three numbers each: first page, page count, version (an index into `list`). */
  runs: number[];
}

/** The version `path` (a URL path, base URL applied) belongs to: the longest matching prefix; -1 for none. */
export function versionOfPath(list: SearchVersions['list'], path: string): number {
  const dir = path.endsWith('/') ? path : `${path}/`;
  let found = -1;
  list.forEach(([, prefix], i) => {
    if (dir.startsWith(prefix) && (found < 0 || prefix.length > list[found]![1].length)) found = i;
  });
  return found;
}

/** Path of a term shard or text chunk, relative to the manifest's folder. */
export function indexFileName(kind: 'terms' | 'text', n: number, hash: string): string {
  return `${kind}-${n}.${hash}.json`;
}

/**
 * One term's postings: `[term, field, docs, weights, field, docs, weights, …]`. `docs` are the
 * document numbers, ascending, as base-36 gaps joined by commas; `weights` has one base-36
 * digit per document, an index into {@link TERM_WEIGHTS}, or is empty when every weight is 1.
 */
export type TermEntry = Array<string | number>;

/** A term shard: entries of consecutive terms, sorted by term. */
export type TermShard = TermEntry[];

/** A text chunk. */
export interface TextChunk {
  /** Number of the first document. */
  first: number;
  /** The pages of these documents: number, URL, title, breadcrumb. */
  pages: Array<[page: number, href: string, title: string, breadcrumb: string]>;
  /** Each document: page number, anchor, heading, the start of its prose. */
  docs: Array<[page: number, anchor: string, heading: string, text: string]>;
}

/**
 * A term's weight in a document is its count divided by BM25's length normalization
 * (`1 − b + b·length/average`), rounded to one of these levels. The browser scores with
 * `b = 0` on these weights, which is BM25 without shipping every document's field lengths.
 */
export const TERM_WEIGHTS = [0.15, 0.25, 0.35, 0.5, 0.65, 0.8, 1, 1.25, 1.6, 2, 2.5, 3.2, 4, 5, 6.5, 8, 10, 13, 16, 20];
