/**
 * The index → the files of `format.ts`: postings with BM25's length normalization folded into
 * the weights, cut into term shards; the documents' text cut into chunks; the manifest. File
 * names carry a hash of their content, so hosts may cache them for good.
 */
import { hashText } from '../hash.js';
import { byCodeUnits } from '../code-unit-order.js';
import {
  FIELDS,
  SEARCH_DIR,
  SEARCH_FORMAT,
  TERM_WEIGHTS,
  indexFileName,
  versionOfPath,
  type LanguageFamily,
  type SearchManifest,
  type SearchVersions,
  type TermEntry,
  type TextChunk,
} from '../client/search/format.js';
import type { BuiltIndex, Postings } from './build-index.js';

/** BM25 length normalization, as MiniSearch's default (`b`). */
const LENGTH_WEIGHT = 0.7;
/**
 * Characters of a section's prose kept for excerpts (about 90 words): a match further down
 * shows the section's start. 600 rather than 1,000 keeps this site's whole search payload
 * under 60 KB gzipped (the text file is 18.9 KB instead of 23.0 KB).
 */
export const EXCERPT_SOURCE_CHARS = 600;

/** Sizes, in estimated gzip bytes, that decide how the index is cut. */
export interface IndexLimits {
  /** Below this, the whole index is one shard and one text file, loaded on first intent. */
  single: number;
  /** Target size of a term shard (a single very common term may exceed it). */
  shard: number;
  /** Target size of a text chunk. */
  text: number;
}

export const DEFAULT_LIMITS: IndexLimits = { single: 50_000, shard: 25_000, text: 1_500 };

// Typical gzip ratios of the two kinds of file, to cut them without compressing each candidate.
const TERMS_RATIO = 3.2;
const TEXT_RATIO = 4.8;

/** A file of the index, relative to the output folder. */
export interface IndexFile {
  path: string;
  text: string;
  /** Named by the index's hash: cacheable for good. */
  immutable?: true;
}

const ONE = TERM_WEIGHTS.indexOf(1);
// The nearest level on a log scale: boundaries are the geometric means of neighbours.
const BOUNDS = TERM_WEIGHTS.slice(1).map((v, i) => Math.sqrt(v * TERM_WEIGHTS[i]!));

function weightLevel(weight: number): number {
  let i = 0;
  while (i < BOUNDS.length && weight >= BOUNDS[i]!) i++;
  return i;
}

/** One term's postings in the shard format (see {@link TermEntry}). */
function encodeEntry(term: string, byField: ReadonlyArray<Postings | undefined>, norms: Float64Array): TermEntry {
  const entry: TermEntry = [term];
  for (const [fieldId, postings] of byField.entries()) {
    if (!postings) continue;
    let previous = 0;
    let docs = '';
    let weights = '';
    let allOne = true;
    for (const [i, doc] of postings.docs.entries()) {
      docs += `${docs ? ',' : ''}${(doc - previous).toString(36)}`;
      previous = doc;
      const level = weightLevel(postings.counts[i]! / norms[doc * FIELDS.length + fieldId]!);
      if (level !== ONE) allOne = false;
      weights += level.toString(36);
    }
    entry.push(fieldId, docs, allOne ? '' : weights);
  }
  return entry;
}

/** Cuts `items` into runs whose estimated size stays under `limit` (each run holds at least one item). */
function cut<T>(items: readonly T[], size: (item: T) => number, limit: number, canCut: (index: number) => boolean = () => true): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  items.forEach((item, i) => {
    const b = size(item);
    if (run.length && bytes + b > limit && canCut(i)) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += b;
  });
  if (run.length) runs.push(run);
  return runs;
}

/** The version of each page (see {@link SearchVersions}), as runs. */
function versionRuns(list: SearchVersions['list'], pages: ReadonlyArray<{ href: string }>): number[] {
  const runs: number[] = [];
  pages.forEach((page, i) => {
    const version = versionOfPath(list, page.href);
    if (version < 0) return;
    const last = runs.length - 3;
    if (last >= 0 && runs[last + 2] === version && runs[last]! + runs[last + 1]! === i) runs[last + 1]!++;
    else runs.push(i, 1, version);
  });
  return runs;
}

/** The files of the index: the manifest first. `versions`: the site's docs versions, when an instance has several. */
export function writeIndex(
  built: BuiltIndex,
  options: {
    lang: LanguageFamily;
    pages: ReadonlyArray<{ href: string; title: string; breadcrumb: string[] }>;
    limits?: IndexLimits;
    versions?: SearchVersions['list'];
  },
): IndexFile[] {
  const limits = options.limits ?? DEFAULT_LIMITS;
  // BM25's length normalization of each field of each document.
  const norms = new Float64Array(built.documentCount * FIELDS.length);
  built.fieldLength.forEach((lengths, doc) => {
    for (const [fieldId, length] of lengths.entries()) {
      norms[doc * FIELDS.length + fieldId] = 1 - LENGTH_WEIGHT + (LENGTH_WEIGHT * length) / built.averageFieldLength[fieldId]!;
    }
  });
  // Each entry is serialized once; a shard is its entries' JSON joined.
  const entries = Array.from(built.index, ([term, byField]) => ({ term, json: JSON.stringify(encodeEntry(term, byField, norms)) })).sort((a, b) =>
    byCodeUnits(a.term, b.term),
  );
  const entryBytes = entries.map((e) => e.json.length + 1);
  const docText = (text: string): string => {
    if (text.length <= EXCERPT_SOURCE_CHARS) return text;
    const cut = text.lastIndexOf(' ', EXCERPT_SOURCE_CHARS);
    return text.slice(0, cut > 0 ? cut : EXCERPT_SOURCE_CHARS);
  };
  const docBytes = built.docs.map((d) => docText(d.text).length + d.heading.length + d.anchor.length + 12);

  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  const single = sum(entryBytes) / TERMS_RATIO + sum(docBytes) / TEXT_RATIO < limits.single;

  const sizeOf = new Map(entries.map((e, i) => [e, entryBytes[i]!]));
  const shards = single ? [entries] : cut(entries, (e) => sizeOf.get(e)! / TERMS_RATIO, limits.shard);
  const terms = shards.map((shard, i) => (i === 0 ? '' : shard[0]!.term));
  const termFiles = shards.map((shard) => `[${shard.map((e) => e.json).join(',')}]`);

  const text: number[] = [];
  const textFiles: string[] = [];
  const docs = built.docs;
  // Chunks end at page boundaries, so a page's title and breadcrumb are in the chunk of its sections.
  const runs = single
    ? [docs]
    : cut(
        docs,
        (d) => docBytes[d.id]! / TEXT_RATIO,
        limits.text,
        (i) => docs[i]!.page !== docs[i - 1]!.page,
      );
  for (const run of runs) {
    if (!run.length) continue;
    const pageNumbers = [...new Set(run.map((d) => d.page))];
    const chunk: TextChunk = {
      first: run[0]!.id,
      pages: pageNumbers.map((p) => {
        const page = options.pages[p]!;
        return [p, page.href, page.title, page.breadcrumb.join(' › ')];
      }),
      docs: run.map((d) => [d.page, d.anchor, d.heading, docText(d.text)]),
    };
    textFiles.push(JSON.stringify(chunk));
    text.push(run.length);
  }

  const hash = hashText(...termFiles, ...textFiles).slice(0, 10);
  const manifest: SearchManifest = { v: SEARCH_FORMAT, lang: options.lang, docs: built.documentCount, pages: built.sectionsPerPage, hash, terms, text };
  if (options.versions) manifest.versions = { list: options.versions, runs: versionRuns(options.versions, options.pages) };
  const file =
    (kind: 'terms' | 'text') =>
    (body: string, n: number): IndexFile => ({ path: `${SEARCH_DIR}/${indexFileName(kind, n, hash)}`, text: body, immutable: true });
  return [{ path: `${SEARCH_DIR}/manifest.json`, text: JSON.stringify(manifest) }, ...termFiles.map(file('terms')), ...textFiles.map(file('text'))];
}
