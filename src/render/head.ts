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
}

const ARTICLE_LAYOUTS = new Set(['doc', 'blogPost']);

/** The inside of `<head>`, one tag per line. */
export function renderHead(input: HeadInput): string {
  const { page, site, title } = input;
  const image = page.image ?? site.image;
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(title)}</title>`,
    page.description ? `<meta name="description" content="${escapeAttribute(page.description)}">` : '',
    input.canonical ? `<link rel="canonical" href="${escapeAttribute(input.canonical)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    page.description ? `<meta property="og:description" content="${escapeAttribute(page.description)}">` : '',
    `<meta property="og:type" content="${ARTICLE_LAYOUTS.has(page.layout) ? 'article' : 'website'}">`,
    input.canonical ? `<meta property="og:url" content="${escapeAttribute(input.canonical)}">` : '',
    `<meta property="og:site_name" content="${escapeAttribute(site.title)}">`,
    image ? `<meta property="og:image" content="${escapeAttribute(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    image ? `<meta name="twitter:image" content="${escapeAttribute(image)}">` : '',
    input.refreshTo ? `<meta http-equiv="refresh" content="0; url=${escapeAttribute(input.refreshTo)}">` : '',
    ...input.headTags.map(tagHtml),
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
