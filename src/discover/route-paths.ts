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

/** The output file of a route: `/docs/intro` → `docs/intro/index.html`. */
export function routeToFile(route: string): string {
  if (route === '/') return 'index.html';
  // A route that names an HTML file (an old URL kept by a redirect) is that file.
  return /\.html?$/i.test(route) ? route.slice(1) : `${route.slice(1)}/index.html`;
}

/** The page chunk of a route, fetched by the client on navigation. */
export function routeToChunk(route: string): string {
  return route === '/' ? '_chunks/index.json' : `_chunks${route}.json`;
}

/** The href of a route under the base URL: each segment percent-encoded (`#`, spaces, é…). */
export function routeHref(baseUrl: string, route: string): string {
  return route === '/' ? baseUrl : `${baseUrl}${route.slice(1).split('/').map(encodeURIComponent).join('/')}`;
}
