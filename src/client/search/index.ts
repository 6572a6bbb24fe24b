/**
 * `docsgen/client/search`: the browser side of a site's search index, for any theme. A theme
 * gets the index's URL in `SiteInfo.search.index`, opens it here, and renders what `search`
 * returns (text only: excerpts are parts to put in the page as text, marked or not).
 *
 * Bundle it in a lazily loaded entry (`Theme.lazyClients`): with MiniSearch it weighs about
 * 10 KB gzipped, which no page should load before the reader asks for search.
 */
import type { SearchManifest } from './format.js';
import { IndexQuery, type LoadJson, type SearchHit } from './query.js';

export type { SearchHit, SectionHit } from './query.js';
export type { ExcerptPart } from './excerpt.js';

/** A site's search, as a theme uses it. */
export interface SiteSearch {
  /**
   * Fetches what the first query needs (the manifest; on a small site, the whole index).
   * Call it on the first sign that the reader wants to search.
   */
  preload(): Promise<void>;
  /**
   * The pages matching `query`, best first. Resolves to null when `isCurrent` turned false
   * while it waited (a newer query replaced it). Rejects when the index cannot be fetched.
   * `path`, the URL path of the page the reader is on, picks the docs version searched on a
   * site with several: the page's own, else the latest (without it, the latest).
   */
  search(query: string, options?: { limit?: number; isCurrent?: () => boolean; path?: string }): Promise<SearchHit[] | null>;
  /**
   * Checks the manifest again (a rebuilt site, in watch mode or after a deploy) and forgets
   * what was fetched if it changed. Queries made meanwhile wait for it.
   */
  refresh(): void;
}

/** Fetches a file of the index; `revalidate` asks the server whether a cached copy is current. */
export type FetchJson = (url: string, revalidate: boolean) => Promise<{ text: string }>;

const fetchText: FetchJson = async (url, revalidate) => {
  const response = await fetch(url, revalidate ? { cache: 'no-cache' } : {});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { text: await response.text() };
};

/** Opens the index whose manifest is at `manifestUrl` (nothing is fetched until it is used). */
export function openSearch(manifestUrl: string, fetchJson: FetchJson = fetchText): SiteSearch {
  interface Opened {
    text: string;
    query: IndexQuery;
  }
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const load: LoadJson = async (path) => JSON.parse((await fetchJson(folder + path, false)).text) as unknown;
  let state: Promise<Opened> | undefined;

  /** Reads the manifest; an unchanged one keeps `previous` and everything it fetched. */
  const open = async (previous?: Opened): Promise<Opened> => {
    const { text } = await fetchJson(manifestUrl, true);
    return previous && previous.text === text ? previous : { text, query: new IndexQuery(JSON.parse(text) as SearchManifest, load) };
  };
  const set = (next: Promise<Opened>): Promise<Opened> => {
    state = next;
    // A failed fetch is tried again by the next call.
    next.catch(() => {
      if (state === next) state = undefined;
    });
    return next;
  };
  const current = (): Promise<Opened> => state ?? set(open());

  return {
    async preload() {
      await (await current()).query.preload();
    },
    async search(query, options) {
      const opened = await current();
      try {
        return await opened.query.search(query, options);
      } catch (error) {
        // The files of an older index are gone after a deploy: read the manifest again, once.
        const fresh = await set(open(opened));
        if (fresh === opened) throw error;
        return fresh.query.search(query, options);
      }
    },
    refresh() {
      const previous = state;
      if (previous) void set(previous.then(open, () => open()));
    },
  };
}
