/** URL helpers shared by `@docusaurus/Link` and `@docusaurus/useBaseUrl`. */

/** A URL with a scheme (`https:`, `mailto:`) or starting with `//`. */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
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
