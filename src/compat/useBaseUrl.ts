/** `@docusaurus/useBaseUrl`: a site path under the base URL. */
import { renderContext } from './render-context.js';
import { withBaseUrl } from './urls.js';

export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { siteConfig } = renderContext();
  return withBaseUrl(url, siteConfig.baseUrl, { ...options, siteUrl: siteConfig.url });
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) => string } {
  const { siteConfig } = renderContext();
  return { withBaseUrl: (url, options = {}) => withBaseUrl(url, siteConfig.baseUrl, { ...options, siteUrl: siteConfig.url }) };
}
