/**
 * What a page of a site with `i18n` says about its other locales: `<link rel="alternate"
 * hreflang>` for each (and `x-default` for the default locale), its `og:locale:alternate`
 * languages, and the locale menu's links to
 * the same page in each, as Docusaurus writes them. Run for each page, on the thread that
 * renders it.
 */
import type { HeadTag, SiteInfo } from '../theme-api.js';
import { openGraphLocale } from '../render/head.js';
import { mapNavbarLinks } from '../render/navbar-links.js';

/** The page at `suffix` (its URL below its locale's) in every locale, absolute. */
export function alternateLinks(alternates: ReadonlyArray<{ hreflang: string; base: string }>, suffix: string): HeadTag[] {
  return alternates.map(({ hreflang, base }) => ({ tag: 'link', attributes: { rel: 'alternate', href: `${base}${suffix}`, hreflang } }));
}

/** `og:locale:alternate` for each language of the site but the page's own (`lang`). */
export function alternateLocaleTags(alternates: ReadonlyArray<{ hreflang: string }>, lang: string): HeadTag[] {
  const others = new Set(alternates.map((a) => a.hreflang).filter((l) => l !== 'x-default' && l !== lang));
  return [...others].map((l) => ({ tag: 'meta', attributes: { property: 'og:locale:alternate', content: openGraphLocale(l) } }));
}

/** `site` with the locale menu's links leading to the page at `suffix` in each locale. */
export function withLocaleLinks(site: SiteInfo, suffix: string): SiteInfo {
  return mapNavbarLinks(site, (link) => (link.locale ? { ...link, href: `${link.locale.base}${suffix}` } : link));
}
