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
  else if (!url.startsWith('/')) out = url;
  else if (url.startsWith(baseUrl)) out = url;
  else out = baseUrl + url.slice(1);
  return options.absolute && options.siteUrl ? options.siteUrl.replace(/\/+$/, '') + out : out;
}
