/** How file names become doc ids and URL paths, the way Docusaurus does it. */
import { byCodeUnits } from '../code-unit-order.js';

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
  /**
   * Routes with capitals (`/docs/Introduction`) by their lower-case form, when no other route
   * has that form: a link that differs from one only in case leads to it, as Docusaurus's router
   * ignores case ({@link canonicalRoute}).
   */
  folded?: ReadonlyMap<string, string>;
}

/** A {@link UrlShape} as plain data, for the threads and the build cache's key. */
export interface UrlShapeData {
  trailingSlash?: boolean;
  slashed: string[];
  folded?: Array<[string, string]>;
}

/** The shape `data` describes. */
export function urlShapeOf(data: UrlShapeData): UrlShape {
  return { trailingSlash: data.trailingSlash, slashed: new Set(data.slashed), ...(data.folded ? { folded: new Map(data.folded) } : {}) };
}

/** `shape` as plain data. */
export function urlShapeData(shape: UrlShape): UrlShapeData {
  return {
    ...(shape.trailingSlash !== undefined ? { trailingSlash: shape.trailingSlash } : {}),
    slashed: [...shape.slashed].sort(),
    ...(shape.folded?.size ? { folded: [...shape.folded].sort(([a], [b]) => byCodeUnits(a, b)) } : {}),
  };
}

/** The routes of `routes` with capitals, by their lower-case form where that form is theirs alone. */
export function foldedRoutes(routes: Iterable<string>): Map<string, string> {
  const byForm = new Map<string, string | null>();
  for (const route of routes) {
    const form = route.toLowerCase();
    byForm.set(form, byForm.has(form) ? null : route);
  }
  const folded = new Map<string, string>();
  for (const [form, route] of byForm) if (route !== null && route !== form) folded.set(form, route);
  return folded;
}

/** The route a path that differs from it only in letter case names (`/docs/introduction` for `/docs/Introduction`), else the path. */
export function canonicalRoute(path: string, shape: Pick<UrlShape, 'folded'> | undefined): string {
  return shape?.folded?.size ? (shape.folded.get(path.toLowerCase()) ?? path) : path;
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
 * The site path a link names when it is written with the base URL already in front
 * (`/docs/guide` under `baseUrl: '/docs/'` is `/guide`), as Docusaurus's `useBaseUrl` and `<Link>`
 * leave such a URL as written instead of adding the base again; any other path is returned as is.
 */
export function stripBaseUrl(path: string, baseUrl: string): string {
  if (baseUrl === '/' || !path.startsWith('/')) return path;
  if (path === baseUrl.slice(0, -1)) return '/';
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}

/**
 * The href of a route under the base URL: each segment percent-encoded (`#`, spaces, é…), with
 * the trailing slash `shape` gives the page (none for files: a static file's path is a route too),
 * and the capitals of the route a path names in another case.
 */
export function routeHref(baseUrl: string, path: string, shape: UrlShape = PLAIN_URLS): string {
  if (path === '/') return baseUrl;
  const route = canonicalRoute(path, shape);
  const href = `${baseUrl}${route.slice(1).split('/').map(encodeURIComponent).join('/')}`;
  return endsWithSlash(route, shape) ? `${href}/` : href;
}
