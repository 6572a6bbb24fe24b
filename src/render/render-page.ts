/**
 * Render stage: one route → full HTML document plus its page chunk. A Markdown body is
 * rendered on its own as soon as it is parsed (hast → React elements through rehype-react →
 * static markup), and its HTML goes into the layout here; React runs at build time only.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import type { Root as HastRoot } from 'hast';
import { escapeInlineScript } from '../security/content-security-policy.js';
import type { Theme, SiteInfo, PageInfo, SidebarItem, LayoutData } from '../theme-api.js';

/** Assets every page links to, with base URL applied. */
export interface PageAssets {
  css: string;
  js: string;
  favicon?: string;
  /** Inline `<head>` scripts, in order. */
  inlineScripts: string[];
  /** Development-only scripts (live reload), absolute paths on the dev server. */
  devScripts?: string[];
}

/** Everything needed to render one route. */
export interface RenderJob {
  site: SiteInfo;
  page: PageInfo;
  sidebar?: SidebarItem[];
  /** A Markdown body, as HTML from {@link createBodyRenderer}. */
  bodyHtml?: string;
  /** A page component's body. */
  body?: ReactNode;
  data: LayoutData;
  canonical: string;
  /** Extra inline scripts for this page only (the base-URL banner on the home page). */
  extraScripts?: string[];
  noindex?: boolean;
  /** Wide sidebar trees are not in every page; the chunk then carries the page's sidebar. */
  chunkSidebar: boolean;
}

/** A rendered route. */
export interface RenderedRoute {
  html: string;
  chunk: string;
}

const MAIN_SLOT = '\u2063docsgen-main-slot\u2063';
const BODY_SLOT = '\u2063docsgen-body-slot\u2063';

/** `html` with `slot` (rendered by a theme component where its children go) replaced by `insert`. */
function fillSlot(html: string, slot: string, insert: string, component: string): string {
  const at = html.indexOf(slot);
  if (at < 0) throw new Error(`Internal error: the theme's ${component} did not render its children`);
  return html.slice(0, at) + insert + html.slice(at + slot.length);
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Creates the function that renders a Markdown body (hast) to HTML with the theme's components. */
export function createBodyRenderer(theme: Theme): (hast: HastRoot) => string {
  const toReact = unified().use(rehypeReact, {
    Fragment: jsxRuntime.Fragment,
    jsx: jsxRuntime.jsx,
    jsxs: jsxRuntime.jsxs,
    components: theme.components as never,
  });
  return (hast) => renderToStaticMarkup(toReact.stringify(hast) as ReactNode);
}

export type RenderBody = ReturnType<typeof createBodyRenderer>;

/** Creates a renderer bound to a theme. */
export function createRenderer(theme: Theme, assets: PageAssets) {
  return function renderRoute(job: RenderJob): RenderedRoute {
    const { site, page } = job;
    const content: ReactNode = job.bodyHtml !== undefined ? BODY_SLOT : job.body;
    const Layout = theme.layouts[page.layout];
    const layoutHtml = renderToStaticMarkup(createElement(Layout, { site, page, content, data: job.data }));
    const main = job.bodyHtml !== undefined ? fillSlot(layoutHtml, BODY_SLOT, job.bodyHtml, `layout "${page.layout}"`) : layoutHtml;
    const shellProps = { site, page, children: MAIN_SLOT, ...(job.sidebar ? { sidebar: job.sidebar } : {}) };
    const pageHtml = fillSlot(renderToStaticMarkup(createElement(theme.Shell, shellProps)), MAIN_SLOT, main, 'Shell');

    const title = page.route === '/' || page.title === site.title ? site.title : `${page.title} | ${site.title}`;
    const shellKind = job.sidebar ? 'docs' : 'plain';
    const head = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeAttr(title)}</title>`,
      page.description ? `<meta name="description" content="${escapeAttr(page.description)}">` : '',
      job.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeAttr(job.canonical)}">`,
      `<meta property="og:title" content="${escapeAttr(title)}">`,
      page.description ? `<meta property="og:description" content="${escapeAttr(page.description)}">` : '',
      `<meta property="og:type" content="${page.layout === 'doc' || page.layout === 'blogPost' ? 'article' : 'website'}">`,
      job.noindex ? '' : `<meta property="og:url" content="${escapeAttr(job.canonical)}">`,
      `<meta property="og:site_name" content="${escapeAttr(site.title)}">`,
      '<meta name="twitter:card" content="summary">',
      job.data.redirectTo ? `<meta http-equiv="refresh" content="0; url=${escapeAttr(job.data.redirectTo)}">` : '',
      assets.favicon ? `<link rel="icon" href="${escapeAttr(assets.favicon)}">` : '',
      `<link rel="stylesheet" href="${escapeAttr(assets.css)}">`,
      ...[...assets.inlineScripts, ...(job.extraScripts ?? [])].map((s) => `<script>${escapeInlineScript(s)}</script>`),
      `<script src="${escapeAttr(assets.js)}" defer></script>`,
      ...(assets.devScripts ?? []).map((src) => `<script src="${escapeAttr(src)}" defer></script>`),
    ].filter(Boolean);
    const html = `<!DOCTYPE html>\n<html lang="${escapeAttr(site.lang)}" data-theme="light" data-base="${escapeAttr(site.baseUrl)}" data-shell="${shellKind}" data-route="${escapeAttr(page.route)}"${site.announcementBar ? ` data-announcement="${escapeAttr(site.announcementBar.id)}"` : ''}>\n<head>\n${head.join('\n')}\n</head>\n<body>\n${pageHtml}\n</body>\n</html>\n`;

    const chunk = JSON.stringify({
      v: 1,
      route: page.route,
      title,
      description: page.description,
      layout: page.layout,
      shell: shellKind,
      ...(job.noindex ? {} : { canonical: job.canonical }),
      main,
      ...(job.chunkSidebar && job.sidebar ? { sidebar: sidebarHtml(pageHtml) } : {}),
    });
    return { html, chunk };
  };
}

/** The sidebar's HTML cut out of a rendered shell (for chunks of very large sites). */
function sidebarHtml(bodyHtml: string): string {
  const start = bodyHtml.indexOf('<nav class="menu"');
  const end = bodyHtml.indexOf('</nav>', start);
  return start >= 0 && end >= 0 ? bodyHtml.slice(start, end + 6) : '';
}

export type RenderRoute = ReturnType<typeof createRenderer>;
