/** How file names become doc ids and URL paths, the way Docusaurus does it. */

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** Names like `2021-11-notes` or `7.0-release`: a date or a version, not a prefix. */
const DATE_OR_VERSION = /^\d+[-_.]\d/;

/** `01-intro` → `intro`; names that are only a number, or start like a date or version, keep it. */
export function stripNumberPrefix(name: string): string {
  return DATE_OR_VERSION.test(name) ? name : name.replace(NUMBER_PREFIX, '');
}

/** The number prefix of a file or folder name, used to order siblings without a position. */
export function numberPrefix(name: string): number | undefined {
  if (DATE_OR_VERSION.test(name)) return undefined;
  const m = NUMBER_PREFIX.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** Joins path segments into a route: `/`-separated, no trailing slash, `/` for the root. */
export function joinRoute(...parts: string[]): string {
  const segments = parts.flatMap((p) => p.split('/')).filter((s) => s !== '' && s !== '.');
  const out: string[] = [];
  for (const s of segments) {
    if (s === '..') out.pop();
    else out.push(s);
  }
  return `/${out.join('/')}`;
}

/** Lower-case kebab slug of a label, for generated category pages. */
export function slugifyLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * How the site's URLs end, Docusaurus's way. Routes themselves (the keys every stage looks pages
 * up by) never end with a slash; this says which URLs do.
 */
export interface UrlShape {
  /** The config's `trailingSlash`: true, false, or undefined (each page as Docusaurus makes it). */
  trailingSlash: boolean | undefined;
  /** Routes whose URL ends with a slash when `trailingSlash` is undefined: folders' index pages, slugs ending in `/`. */
  slashed: ReadonlySet<string>;
}

/** A {@link UrlShape} as plain data, for the threads and the build cache's key. */
export interface UrlShapeData {
  trailingSlash?: boolean;
  slashed: string[];
}

/** The shape `data` describes. */
export function urlShapeOf(data: UrlShapeData): UrlShape {
  return { trailingSlash: data.trailingSlash, slashed: new Set(data.slashed) };
}

/** `shape` as plain data. */
export function urlShapeData(shape: UrlShape): UrlShapeData {
  return { ...(shape.trailingSlash !== undefined ? { trailingSlash: shape.trailingSlash } : {}), slashed: [...shape.slashed].sort() };
}

/** Every URL as its route is: no trailing slash but the root's. */
export const PLAIN_URLS: UrlShape = { trailingSlash: undefined, slashed: new Set() };

/**
 * Whether the URL of `route` ends with a slash (the root's always does). A path whose last
 * segment has an extension is a file (`/img/logo.png`, an old `/x.html` a redirect keeps) and
 * never gets one: Docusaurus's `<Link>` would add it, and no host serves the file there.
 */
export function endsWithSlash(route: string, shape: UrlShape): boolean {
  if (route === '/') return true;
  if (shape.slashed.has(route)) return shape.trailingSlash !== false;
  return shape.trailingSlash === true && !/\.[a-z0-9]+$/i.test(route.slice(route.lastIndexOf('/') + 1));
}

/**
 * The output file of a page, as Docusaurus writes it: `/docs/intro` → `docs/intro/index.html`,
 * or `docs/intro.html` when the site sets `trailingSlash: false`.
 */
export function routeToFile(route: string, shape: UrlShape = PLAIN_URLS): string {
  if (route === '/') return 'index.html';
  // A route that names an HTML file (an old URL kept by a redirect) is that file.
  if (/\.html?$/i.test(route)) return route.slice(1);
  return shape.trailingSlash === false ? `${route.slice(1)}.html` : `${route.slice(1)}/index.html`;
}

/** The page chunk of a route, fetched by the client on navigation. */
export function routeToChunk(route: string): string {
  return route === '/' ? '_chunks/index.json' : `_chunks${route}.json`;
}

/**
 * The href of a route under the base URL: each segment percent-encoded (`#`, spaces, é…), with
 * the trailing slash `shape` gives the page (none for files: a static file's path is a route too).
 */
export function routeHref(baseUrl: string, route: string, shape: UrlShape = PLAIN_URLS): string {
  if (route === '/') return baseUrl;
  const path = `${baseUrl}${route.slice(1).split('/').map(encodeURIComponent).join('/')}`;
  return endsWithSlash(route, shape) ? `${path}/` : path;
}
