/**
 * A page's `<head>`: its title and description, canonical and Open Graph tags, the assets,
 * the theme's inline scripts and head tags. Every value is escaped here; themes give data,
 * never markup.
 */
import { escapeInlineScript } from '../security/content-security-policy.js';
import type { HeadTag, PageInfo, SiteInfo } from '../theme-api.js';
import { escapeAttribute } from './escape.js';

/** What goes into a page's head. */
export interface HeadInput {
  site: SiteInfo;
  page: PageInfo;
  title: string;
  canonical?: string;
  refreshTo?: string;
  assets: { stylesheets: string[]; script?: string; favicon?: string };
  devScripts: string[];
  inlineScripts: string[];
  headTags: HeadTag[];
  /**
   * The config's `metadata`: each replaces the tags above of the same key, except the page's own
   * title, description and image (as Docusaurus's page metadata wins over the site's).
   */
  siteTags?: HeadTag[];
  /** The page's own tags (`<Head>`): each replaces the tags above of the same name, property or canonical rel. */
  pageTags?: HeadTag[];
  /** The page's JSON-LD blocks, as JSON text. */
  jsonLd?: string[];
}

/** What makes two head tags the same one (react-helmet's rule): a meta's name or property, a canonical link. */
function tagKey(tag: HeadTag): string | undefined {
  const a = tag.attributes;
  if (tag.tag === 'meta') return a.name ? `name:${a.name}` : a.property ? `property:${a.property}` : a.itemprop ? `itemprop:${a.itemprop}` : undefined;
  return a.rel?.toLowerCase() === 'canonical' ? 'canonical' : undefined;
}

const ARTICLE_LAYOUTS = new Set(['doc', 'blogPost']);

/** Open Graph's form of a language tag: `pt_BR` for `pt-BR`. */
export const openGraphLocale = (lang: string): string => lang.replace(/-/g, '_');

/** The inside of `<head>`, one tag per line. */
export function renderHead(input: HeadInput): string {
  const { page, site, title } = input;
  const image = page.image ?? site.image;
  const meta = (kind: 'name' | 'property', key: string, content: string | undefined): HeadTag | undefined =>
    content ? { tag: 'meta', attributes: { [kind]: key, content } } : undefined;
  const tags = [
    meta('name', 'description', page.description),
    input.canonical ? { tag: 'link' as const, attributes: { rel: 'canonical', href: input.canonical } } : meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', ARTICLE_LAYOUTS.has(page.layout) ? 'article' : 'website'),
    meta('property', 'og:url', input.canonical),
    meta('property', 'og:site_name', site.title),
    meta('property', 'og:locale', openGraphLocale(site.lang)),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:image', image),
    input.refreshTo ? { tag: 'meta' as const, attributes: { 'http-equiv': 'refresh', content: `0; url=${input.refreshTo}` } } : undefined,
    ...input.headTags,
  ].filter((t): t is HeadTag => t !== undefined);
  // The site's metadata: under the page's title, description and image, over the rest.
  const pageKeys = new Set(['property:og:title']);
  if (page.description) pageKeys.add('name:description').add('property:og:description');
  if (page.image) pageKeys.add('property:og:image').add('name:twitter:image');
  // The page's keywords (its frontmatter's) win over the site's, as Docusaurus's page metadata does.
  if (input.headTags.some((t) => tagKey(t) === 'name:keywords')) pageKeys.add('name:keywords');
  const siteTags = (input.siteTags ?? []).filter((t) => !pageKeys.has(tagKey(t) ?? ''));
  const siteKeys = new Set(siteTags.map(tagKey).filter((k) => k !== undefined));
  tags.splice(0, tags.length, ...tags.filter((t) => !siteKeys.has(tagKey(t) ?? '')), ...siteTags);
  // The page's own tags win: the theme's of the same key go.
  const own = input.pageTags ?? [];
  const replaced = new Set(own.map(tagKey).filter((k) => k !== undefined));
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(title)}</title>`,
    ...tags.filter((t) => !replaced.has(tagKey(t) ?? '')).map(tagHtml),
    ...own.map(tagHtml),
    // Data, never run: `<` is escaped so the text cannot end the element.
    ...(input.jsonLd ?? []).map((json) => `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`),
    input.assets.favicon ? `<link rel="icon" href="${escapeAttribute(input.assets.favicon)}">` : '',
    ...input.assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...input.inlineScripts.map((s) => `<script>${escapeInlineScript(s)}</script>`),
    input.assets.script ? `<script src="${escapeAttribute(input.assets.script)}" defer></script>` : '',
    ...input.devScripts.map((src) => `<script src="${escapeAttribute(src)}" defer></script>`),
  ];
  return lines.filter(Boolean).join('\n');
}

function tagHtml(tag: HeadTag): string {
  const attrs = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag.tag}${attrs}>`;
}
