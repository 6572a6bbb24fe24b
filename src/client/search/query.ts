/**
 * Queries against a site's search index (`format.ts`), in the browser or in Node. A query is
 * analyzed like the text was; only the term shards holding its terms are fetched; MiniSearch,
 * loaded with those shards, scores the sections; sections are grouped by page; the text chunks
 * of the pages shown are fetched for their titles and excerpts.
 *
 * One class: decoding shards, building the MiniSearch instance and grouping results share its
 * caches of shards, chunks and instances.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { classifyToken, isWord, rawTokens } from './analyzer/tokenize.js';
import { queryLanguage, type QueryForm, type QueryLanguage } from './analyzer/languages.js';
import { excerpt, type ExcerptPart } from './excerpt.js';
import { FIELDS, SEARCH_FORMAT, TERM_WEIGHTS, indexFileName, versionOfPath, type SearchManifest, type TermShard, type TextChunk } from './format.js';

/** A section of a page that matched. */
export interface SectionHit {
  /** Id of its heading, empty for the start of the page. */
  anchor: string;
  heading: string;
  excerpt: ExcerptPart[];
}

/** A page that matched, with its best sections first. */
export interface SearchHit {
  href: string;
  title: string;
  /** The page's breadcrumb, `›`-separated (empty at the top level). */
  breadcrumb: string;
  sections: SectionHit[];
}

/** Reads a file of the index, by its path relative to the manifest's folder. */
export type LoadJson = (path: string) => Promise<unknown>;

/** Field weights: a word in a title counts four times one in the prose. */
const BOOST = { title: 4, heading: 2.5, breadcrumb: 1, text: 1, code: 0.3 };
/** A page's score: its best section's plus this share of its other sections' (a page about the term beats a page with one heading mentioning it). */
const SPREAD = 0.3;
const PAGES = 6;
const SECTIONS_PER_PAGE = 3;
/** Prefix and typo ranges are searched only when they lie in this many shards; more letters narrow them. */
const RANGE_SHARDS = 2;
/** Instances kept for the next keystrokes (one per set of shards). */
const INSTANCES = 6;

type Posting = Record<string, Record<string, number>>;
interface Shard {
  index: Array<[string, Posting]>;
  docs: number[];
}
/** One query word: the terms it may match, plus, for an identifier, its parts (searched when it is not indexed whole). */
interface WordNode {
  forms: QueryForm[];
  parts?: string[];
}
interface Instance {
  mini: MiniSearch;
  terms: ReadonlySet<string>;
}

const base36 = (s: string): number => parseInt(s, 36);

/** Last index `i` with `sorted[i] <= key` (0 when none). */
function floorIndex<T>(sorted: ReadonlyArray<T>, key: T): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A term shard → MiniSearch's postings (term → field → document → weight) and the documents it names. */
function decodeShard(entries: TermShard): Shard {
  const index: Shard['index'] = [];
  const docs = new Set<number>();
  for (const entry of entries) {
    const fields: Posting = {};
    for (let i = 1; i < entry.length; i += 3) {
      const ids = (entry[i + 1] as string).split(',');
      const weights = entry[i + 2] as string;
      const postings: Record<string, number> = {};
      let doc = 0;
      for (let j = 0; j < ids.length; j++) {
        doc += base36(ids[j]!);
        postings[doc] = weights ? TERM_WEIGHTS[base36(weights[j]!)]! : 1;
        docs.add(doc);
      }
      fields[entry[i] as number] = postings;
    }
    index.push([entry[0] as string, fields]);
  }
  return { index, docs: [...docs] };
}

/** The query of one site's index. */
export class IndexQuery {
  private readonly language: QueryLanguage;
  private readonly pageOfDoc: Int32Array;
  /** The docs version of each page (an index into `manifest.versions.list`), -1 for none. */
  private readonly versionOfPage: Int16Array;
  private readonly firstTerms: string[];
  private readonly firstDocs: number[];
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly chunks = new Map<number, Promise<TextChunk>>();
  private readonly instances = new Map<string, Instance>();

  constructor(
    readonly manifest: SearchManifest,
    private readonly load: LoadJson,
  ) {
    if ((manifest.v as number) !== SEARCH_FORMAT) throw new Error(`search index format ${String(manifest.v)}, expected ${SEARCH_FORMAT}`);
    this.language = queryLanguage(manifest.lang);
    this.pageOfDoc = new Int32Array(manifest.docs);
    let doc = 0;
    manifest.pages.forEach((sections, page) => {
      for (let i = 0; i < sections; i++) this.pageOfDoc[doc++] = page;
    });
    this.versionOfPage = new Int16Array(manifest.pages.length).fill(-1);
    const runs = manifest.versions?.runs ?? [];
    for (let i = 0; i + 2 < runs.length; i += 3) this.versionOfPage.fill(runs[i + 2]!, runs[i], runs[i]! + runs[i + 1]!);
    this.firstTerms = manifest.terms;
    let first = 0;
    this.firstDocs = manifest.text.map((docs) => (first += docs) - docs);
  }

  /**
   * Which pages a reader at `path` searches: in each docs instance with several versions, the
   * version `path` is in, else the instance's latest; pages in no version always.
   */
  private pageFilter(path: string | undefined): ((page: number) => boolean) | undefined {
    const list = this.manifest.versions?.list;
    if (!list?.length) return undefined;
    const here = path === undefined ? -1 : versionOfPath(list, path);
    const active = new Set<number>();
    list.forEach(([instance, , latest], i) => {
      if (here >= 0 && list[here]![0] === instance ? i === here : latest === 1) active.add(i);
    });
    return (page) => {
      const version = this.versionOfPage[page]!;
      return version < 0 || active.has(version);
    };
  }

  /** Whether the whole index is one shard and one text file (a small site: load it all up front). */
  get small(): boolean {
    return this.manifest.terms.length <= 1 && this.manifest.text.length <= 1;
  }

  /** Fetches the whole index of a small site, so the first query waits for nothing. */
  async preload(): Promise<void> {
    if (!this.small) return;
    await Promise.all([this.shard(0), this.manifest.text.length ? this.chunk(0) : undefined]);
  }

  private shard(i: number): Promise<Shard> {
    let shard = this.shards.get(i);
    if (!shard) {
      shard = this.load(indexFileName('terms', i, this.manifest.hash)).then((body) => decodeShard(body as TermShard));
      // A failed fetch is tried again by the next query.
      shard.catch(() => this.shards.delete(i));
      this.shards.set(i, shard);
    }
    return shard;
  }

  private chunk(i: number): Promise<TextChunk> {
    let chunk = this.chunks.get(i);
    if (!chunk) {
      chunk = this.load(indexFileName('text', i, this.manifest.hash)) as Promise<TextChunk>;
      chunk.catch(() => this.chunks.delete(i));
      this.chunks.set(i, chunk);
    }
    return chunk;
  }

  private shardOf(term: string): number {
    return floorIndex(this.firstTerms, term);
  }

  /** The shards holding terms that start with `prefix`. */
  private shardRange(prefix: string): number[] {
    const range: number[] = [];
    for (let i = this.shardOf(prefix), end = this.shardOf(`${prefix}\uffff`); i <= end; i++) range.push(i);
    return range;
  }

  /** One node per query word; stop words are dropped unless the query is nothing else or the word is being typed. */
  private analyze(query: string): WordNode[] {
    const tokens = rawTokens(query);
    const typing = !/\s$/.test(query);
    const { stopWords } = this.language;
    const onlyStopWords = tokens.every((t) => stopWords.has(t.toLowerCase()));
    const nodes: WordNode[] = [];
    tokens.forEach((token, i) => {
      const last = typing && i === tokens.length - 1;
      const c = classifyToken(token);
      if ('word' in c) {
        const w = c.word;
        if (!last && (w.length < 2 || (!onlyStopWords && stopWords.has(w)))) return;
        const fuzzy = w.length >= 8 ? 2 : w.length >= 5 ? 1 : 0;
        nodes.push({ forms: this.language.queryForms(w, last, fuzzy) });
        return;
      }
      if (!c.forms.length) return;
      const node: WordNode = { forms: c.forms.map((term) => ({ term, prefix: last, fuzzy: 0, ifIndexed: false })) };
      const parts = c.parts.filter((p) => p.length >= 2).map((p) => (isWord(p) ? this.language.partTerm(p) : p));
      if (parts.length > 1) node.parts = parts;
      nodes.push(node);
    });
    return nodes;
  }

  /** The shards a query needs; prefix and typo ranges too wide to fetch are turned off (the reader types on). */
  private shardsFor(nodes: WordNode[]): number[] {
    const needed = new Set<number>();
    for (const node of nodes) {
      for (const p of node.parts ?? []) needed.add(this.shardOf(p));
      for (const form of node.forms) {
        needed.add(this.shardOf(form.term));
        if (form.prefix) {
          const range = this.shardRange(form.term);
          if (range.length <= RANGE_SHARDS) range.forEach((i) => needed.add(i));
          else form.prefix = false;
        }
        if (form.fuzzy) {
          // Typos are looked for among the terms sharing the first letters.
          let range: number[] = [];
          for (const k of [2, 3, 4]) {
            range = this.shardRange(form.term.slice(0, k));
            if (range.length <= RANGE_SHARDS) break;
          }
          if (range.length <= RANGE_SHARDS) range.forEach((i) => needed.add(i));
          else form.fuzzy = 0;
        }
      }
    }
    return [...needed].sort((a, b) => a - b);
  }

  /** A MiniSearch holding the postings of `shards` (kept for the next keystrokes). */
  private async instance(shards: number[]): Promise<Instance> {
    const key = shards.join(',');
    const kept = this.instances.get(key);
    if (kept) return kept;
    const loaded = await Promise.all(shards.map((i) => this.shard(i)));
    const index: Array<[string, Posting]> = [];
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    const ones = FIELDS.map(() => 1);
    const terms = new Set<string>();
    for (const shard of loaded) {
      for (const entry of shard.index) {
        index.push(entry);
        terms.add(entry[0]);
      }
      for (const doc of shard.docs) {
        documentIds[doc] = doc;
        fieldLength[doc] = ones;
      }
    }
    // MiniSearch's own serialization (what `toJSON` writes), restricted to these terms. Length
    // normalization is in the weights already (format.ts): lengths and averages are all 1.
    const serialized = {
      documentCount: this.manifest.docs,
      nextId: this.manifest.docs,
      documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
      fieldLength,
      averageFieldLength: ones,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: 2,
    };
    const mini = MiniSearch.loadJSON(JSON.stringify(serialized), { fields: [...FIELDS], tokenize: (term) => [term], processTerm: (term) => term });
    const instance = { mini, terms };
    this.instances.set(key, instance);
    if (this.instances.size > INSTANCES) this.instances.delete(this.instances.keys().next().value!);
    return instance;
  }

  /** The MiniSearch query of the analyzed words: each word is an OR of its forms; the words are ANDed. */
  private tree(nodes: WordNode[], terms: ReadonlySet<string>): Query[] {
    const hasPrefix = (p: string): boolean => {
      for (const t of terms) if (t.startsWith(p)) return true;
      return false;
    };
    const queries: Query[] = [];
    for (const node of nodes) {
      const alternatives: Query[] = [];
      for (const f of node.forms) {
        if (f.ifIndexed && !terms.has(f.term)) continue;
        alternatives.push({ queries: [f.term], prefix: f.prefix, fuzzy: f.fuzzy || false, combineWith: 'OR' });
      }
      // An identifier typed another way (`X-Apigames-Authorization` for `x_apigames_authorization`):
      // its parts, all of them, when the index does not hold it whole.
      const whole = node.forms.some((f) => terms.has(f.term) || (f.prefix && hasPrefix(f.term)));
      if (node.parts && !whole && node.parts.every((p) => terms.has(p))) {
        alternatives.push({ combineWith: 'AND', queries: node.parts.map((p) => ({ queries: [p], prefix: false, fuzzy: false })) });
      }
      if (alternatives.length) queries.push({ combineWith: 'OR', queries: alternatives });
    }
    return queries;
  }

  /**
   * The pages matching `query`, best first, each with its best sections. `isCurrent` is asked
   * before the text is fetched: a newer query makes it false, and this one stops (null). `path`
   * is the page the reader is on (docs versions: see {@link pageFilter}).
   */
  async search(query: string, options: { limit?: number; isCurrent?: () => boolean; path?: string } = {}): Promise<SearchHit[] | null> {
    const nodes = this.analyze(query);
    if (!nodes.length) return [];
    const { mini, terms } = await this.instance(this.shardsFor(nodes));
    const queries = this.tree(nodes, terms);
    if (!queries.length) return [];
    const searchOptions: SearchOptions = { boost: BOOST, bm25: { k: 1.2, b: 0, d: 0.5 }, maxFuzzy: 2 };
    const searched = this.pageFilter(options.path);
    if (searched) searchOptions.filter = (result) => searched(this.pageOfDoc[result.id as number]!);
    let results = mini.search({ combineWith: 'AND', queries }, searchOptions);
    // No section has every word: the sections with most of them.
    if (!results.length && queries.length > 1) results = mini.search({ combineWith: 'OR', queries }, searchOptions);

    const pages = new Map<number, { best: number; rest: number; sections: typeof results }>();
    for (const r of results) {
      const page = this.pageOfDoc[r.id as number]!;
      const group = pages.get(page);
      if (!group) pages.set(page, { best: r.score, rest: 0, sections: [r] });
      else {
        group.rest += r.score;
        if (group.sections.length < SECTIONS_PER_PAGE) group.sections.push(r);
      }
    }
    const shown = [...pages.values()]
      .map((g) => ({ ...g, score: g.best + SPREAD * g.rest }))
      .sort((a, b) => b.score - a.score)
      .slice(0, options.limit ?? PAGES);
    if (options.isCurrent && !options.isCurrent()) return null;

    const chunkOf = (doc: number): number => floorIndex(this.firstDocs, doc);
    const chunks = new Map<number, TextChunk>();
    await Promise.all(
      [...new Set(shown.flatMap((g) => g.sections.map((r) => chunkOf(r.id as number))))].map(async (i) => {
        chunks.set(i, await this.chunk(i));
      }),
    );
    const termsOf = (word: string): string[] => this.language.termsOf(word);
    return shown.map((g) => {
      let page: TextChunk['pages'][number] | undefined;
      const sections = g.sections.map((r): SectionHit => {
        const doc = r.id as number;
        const chunk = chunks.get(chunkOf(doc))!;
        const [pageNumber, anchor, heading, text] = chunk.docs[doc - chunk.first]!;
        page ??= chunk.pages.find((p) => p[0] === pageNumber);
        // A prefix or typo match (pengirim) also marks the other words of its family (dikirim).
        const matched = new Set(r.terms);
        for (const t of r.terms) for (const root of termsOf(t)) if (terms.has(root)) matched.add(root);
        return { anchor, heading, excerpt: excerpt(text, matched, termsOf) };
      });
      return { href: page![1], title: page![2], breadcrumb: page![3], sections };
    });
  }
}
