/** URL helpers shared by `@docusaurus/Link` and `@docusaurus/useBaseUrl`. */

/** A URL with a scheme (`https:`, `mailto:`) or starting with `//`. */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** `url` without its trailing slash; the root `/` stays. As Docusaurus writes docs plugin and version paths. */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/$/, '') : url;
}

/** `url` under the base URL, as Docusaurus's useBaseUrl gives it. */
export function withBaseUrl(url: string, baseUrl: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean; siteUrl?: string } = {}): string {
  if (!url || url.startsWith('#') || isExternal(url)) return url;
  let out: string;
  if (options.forcePrependBaseUrl) out = baseUrl + url.replace(/^\//, '');
  // The base URL written without its trailing slash is the base URL.
  else if (url === baseUrl.replace(/\/$/, '')) out = baseUrl;
  else if (url.startsWith(baseUrl)) out = url;
  // A path with or without its leading slash is a path from the site's root (`img/x.png` too).
  else out = baseUrl + url.replace(/^\//, '');
  return options.absolute && options.siteUrl ? options.siteUrl.replace(/\/+$/, '') + out : out;
}

/**
 * A site path as the config's `trailingSlash` ends it, as Docusaurus's Link writes internal
 * links: `true` adds the slash, `false` removes it, undefined leaves the path as written. The
 * root and the base URL keep theirs; a file (`/img/a.png`) gets none.
 */
export function withTrailingSlash(url: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || url.startsWith('#')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  if (path === '' || path === '/' || path === baseUrl || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))) return url;
  const shaped = trailingSlash ? path.replace(/\/*$/, '/') : path.replace(/\/+$/, '');
  return shaped + (cut < 0 ? '' : url.slice(cut));
}
