/** URL schemes that run script or smuggle documents, and how browsers actually read a URL's scheme. */

const DANGEROUS = new Set(['javascript', 'vbscript', 'data']);

/** A scheme as written at the start of a URL: a letter, then letters, digits, `+`, `.` or `-`, then `:`. */
export const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether `url` points off the site: it has a scheme, or is protocol-relative (`//host/…`). */
export function isExternalUrl(url: string): boolean {
  return URL_SCHEME.test(url) || url.startsWith('//');
}

/**
 * The scheme of `url` the way a browser parses it: leading and trailing control characters and
 * spaces are dropped and tabs and newlines anywhere are ignored (`java\tscript:` is `javascript:`).
 */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return URL_SCHEME.exec(cleaned)?.[1]?.toLowerCase();
}

/** The scheme of `url` when it may not appear in a link (`data:` is fine for images), else undefined. */
export function unsafeUrlScheme(url: string, image = false): string | undefined {
  const scheme = urlScheme(url);
  if (scheme === undefined || !DANGEROUS.has(scheme)) return undefined;
  return scheme === 'data' && image ? undefined : scheme;
}

/**
 * `url` with its scheme in lower case (`HTTPS://x` → `https://x`). Schemes are case-insensitive,
 * but the HTML sanitiser compares them as written and would drop an upper-case one.
 */
export function lowerCaseScheme(url: string): string {
  const scheme = URL_SCHEME.exec(url)?.[0];
  return scheme === undefined || scheme === scheme.toLowerCase() ? url : scheme.toLowerCase() + url.slice(scheme.length);
}
