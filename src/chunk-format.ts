/**
 * The page chunk: what a page sends to a reader who is already on the site. The engine writes
 * one per page and the browser runtime (`src/client/`) reads it, so both import this module;
 * it has no dependencies and runs in either place.
 */

/** Version of the chunk format; the browser does a full page load on any other. */
export const CHUNK_VERSION = 2;

/**
 * Names of the parts of a page the theme's Shell places with `<Region>`, swapped on
 * navigation: `main` (the layout), `sidebar` (docs pages) and any the theme adds.
 */
export type RegionName = string;

/**
 * A document title as Docusaurus writes it, `Page | Site` (the config's `titleDelimiter`
 * between them): the site's title alone for a page without a title of its own (the home page
 * included) or titled like the site.
 */
export function titleWithSite(title: string | undefined, siteTitle: string, delimiter = '|'): string {
  return !title || title === siteTitle ? siteTitle : `${title} ${delimiter} ${siteTitle}`;
}

/** A page as client-side navigation needs it. */
export interface PageChunk {
  v: typeof CHUNK_VERSION;
  /** Route of the page (`/docs/intro`), without the base URL. */
  route: string;
  /** The document title, as in `<title>`. */
  title: string;
  description?: string;
  /** Canonical URL, percent-encoded as in `<link rel="canonical">`. */
  canonical?: string;
  /**
   * Pages with the same shell key differ only in their regions; a different key makes the
   * browser load the whole page.
   */
  shell: string;
  /** HTML of each region that belongs to this page alone. */
  regions: Record<RegionName, string>;
  /**
   * Regions many pages share, by key: the HTML is in {@link sharedRegionPath} and is the same
   * for every page with that key (the runtime marks the current page in it).
   */
  shared: Record<RegionName, string>;
}

/** A shared region's file. */
export interface SharedRegion {
  v: typeof CHUNK_VERSION;
  html: string;
}

/** Path of a route's chunk below the base URL: `/docs/intro` → `_chunks/docs/intro.json`. */
export function chunkPath(route: string): string {
  return route === '/' ? '_chunks/index.json' : `_chunks${route}.json`;
}

/** Path of a shared region's file below the base URL. */
export function sharedRegionPath(name: RegionName, key: string): string {
  return `_chunks/_shared/${name}.${key}.json`;
}

/** The attribute that marks a region's element in the page. */
export const REGION_ATTRIBUTE = 'data-docsgen-region';
/** The attribute that holds a shared region's key on its element. */
export const REGION_KEY_ATTRIBUTE = 'data-docsgen-key';

/**
 * Prefix of every `id` and `name` written in raw HTML in page content, of the theme's classes
 * used there, and of the heading ids the theme reserves (`## Main`; other heading ids are plain,
 * as Docusaurus writes them), as GitHub prefixes them: content can then never take the name of
 * an element of the theme (`#main`, `.sidebar-backdrop`) or of a property of `document`. Links
 * the build writes point at the prefixed id; the runtime resolves `#x` to `#user-content-x` for
 * links from elsewhere, and `#user-content-x` to `#x` for links from when every heading id had it.
 */
export const CONTENT_PREFIX = 'user-content-';

/**
 * Class of a mermaid diagram's element (Docusaurus's, which sites' stylesheets may target), and
 * the attribute that marks it for the browser script: it holds the diagram's source in a `<pre>`
 * until the script draws it.
 */
export const MERMAID_CLASS = 'docusaurus-mermaid-container';
export const MERMAID_ATTRIBUTE = 'data-mermaid';
