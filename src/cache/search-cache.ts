/**
 * The search index's share of the build cache: each page's analyzed and counted terms
 * (`PageTerms`, `src/search/build-index.ts`) and the words that teach the Indonesian stemmer,
 * kept between builds by keys that hash the page's text and, for terms, the content language
 * and the stemmer's vocabulary. A rebuild then analyzes only the pages whose text changed and
 * adds up the others' counts: the index is the one a cold build makes, byte for byte.
 *
 * One file per site, `<cacheDir>/search/<site>.bin`, in V8's serialization; it records the
 * engine that wrote it and holds the entries of the last build only. A damaged or foreign file
 * is ignored with a note: every page is analyzed, and the file is written anew.
 */
import type { IndexCache, PageTerms } from '../search/build-index.js';
import { siteCacheFile } from './site-cache-file.js';

const FORMAT = 'docsgen-search-cache/1';

/** How an entry is stored: the page's terms joined by newlines (terms hold no whitespace). */
interface StoredTerms {
  terms: string;
  data: Int32Array;
}

interface Stored {
  words: Map<string, string>;
  terms: Map<string, StoredTerms>;
}

/** The search cache of one build. */
export interface SearchCache extends IndexCache {
  /** Pages whose terms came from the cache in this build. */
  readonly hits: number;
  /** Keeps the entries of this build (and only those) for the next. */
  save(): void;
}

/** Opens the search cache of the site in `siteDir`; `note` receives a line when a cache file is ignored. */
export function openSearchCache(cacheDir: string, siteDir: string, note: (line: string) => void): SearchCache {
  const store = siteCacheFile<Stored>(cacheDir, siteDir, 'search', FORMAT);
  const stored = store.read((s) => s.words instanceof Map && s.terms instanceof Map);
  if (stored && 'why' in stored)
    note(`note: the search index's build cache ${store.path} ${stored.why}; every page is analyzed again and the file is written anew`);
  const previous: Stored = stored && 'data' in stored ? stored.data : { words: new Map(), terms: new Map() };
  const current: Stored = { words: new Map(), terms: new Map() };
  let hits = 0;
  return {
    get hits() {
      return hits;
    },
    words(key, compute) {
      const kept = current.words.get(key) ?? previous.words.get(key);
      const words = typeof kept === 'string' ? (kept ? kept.split('\n') : []) : compute();
      current.words.set(key, words.join('\n'));
      return words;
    },
    terms(key, compute, valid) {
      const kept = current.terms.get(key) ?? previous.terms.get(key);
      const reused: PageTerms | undefined =
        kept && typeof kept.terms === 'string' && kept.data instanceof Int32Array
          ? { terms: kept.terms ? kept.terms.split('\n') : [], data: kept.data }
          : undefined;
      let counted: PageTerms;
      if (reused && valid(reused)) {
        hits++;
        counted = reused;
        current.terms.set(key, kept!);
      } else {
        counted = compute();
        current.terms.set(key, { terms: counted.terms.join('\n'), data: counted.data });
      }
      return counted;
    },
    save() {
      store.write(current);
    },
  };
}
