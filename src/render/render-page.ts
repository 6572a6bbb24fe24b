/**
 * Render: one page's body HTML → its regions (the layout, the sidebar), the shell around them,
 * the whole HTML document and the page chunk. React runs at build time only.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHUNK_VERSION, sharedRegionPath, titleWithSite, type PageChunk, type RegionName, type SharedRegion } from '../chunk-format.js';
import { hashText } from '../hash.js';
import type { NavbarVersion, OutputFile, RenderSetup } from '../pages/page-job.js';
import type { HeadTag, PageContent, PageInfo, RegionHtml, SidebarItem, SiteInfo, Theme, LayoutData } from '../theme-api.js';
import { escapeAttribute } from './escape.js';
import { renderHead } from './head.js';
import { alternateLinks, alternateLocaleTags, withLocaleLinks } from '../i18n/alternates.js';
import { withVersionLinks } from './navbar-links.js';
import type { PageHead } from '../compat/render-context.js';

/** Everything one page needs beyond the build's setup. */
export interface PageToRender {
  page: PageInfo;
  /** The document title as the page's own code set it (`<Head><title>`), used as written. */
  documentTitle?: string;
  data: LayoutData;
  bodyHtml: string;
  /** Blog lists: the bodies of the posts they show. */
  summaries?: PageContent[];
  /** `<head>` tags of this page. */
  headTags?: HeadTag[];
  /** The sidebar as this page sees it, and the copy shared between pages (asked for once per `id`). */
  sidebar?: { items: SidebarItem[]; shared: () => SidebarItem[]; id: string };
  canonical?: string;
  /** What the page's own `<Head>` adds: tags that win over the theme's, JSON-LD, `<html>` and `<body>` attributes. */
  pageHead?: Pick<PageHead, 'tags' | 'jsonLd' | 'htmlAttributes' | 'bodyAttributes'>;
  refreshTo?: string;
  /** The site's Root's own HTML, around the shell at the start and end of `<body>`. */
  rootWrapper?: { before: string; after: string };
  htmlPath: string;
  chunkPath?: string;
  /** The docs version the page lies in: the navbar's doc and sidebar items lead into it. */
  navbarVersion?: NavbarVersion;
}

/** A rendered page: its files and the inline scripts it carries. */
export interface RenderedPage {
  files: OutputFile[];
  inlineScripts: string[];
}

/** Renders pages with one theme; remembers the shared sidebars it has already written. */
export function createPageRenderer(theme: Theme, setup: RenderSetup) {
  const { site } = setup;
  const sharedSidebars = new Map<string, RegionHtml & { key: string; written: boolean }>();

  const sharedSidebar = (id: string, items: () => SidebarItem[]): RegionHtml & { key: string; written: boolean } => {
    let region = sharedSidebars.get(id);
    if (!region) {
      const html = renderToStaticMarkup(createElement(theme.Sidebar, { site, items: items() }));
      region = { html, key: hashText(html).slice(0, 12), written: false };
      sharedSidebars.set(id, region);
    }
    return region;
  };

  return function renderPage(job: PageToRender): RenderedPage {
    const { page } = job;
    const Layout = theme.layouts[page.layout];
    // Planning refuses a site that needs a layout its theme lacks.
    if (!Layout) throw new Error(`Internal error: the theme has no layout ${page.layout}`);
    const main = renderToStaticMarkup(createElement(Layout, { site, page, content: { html: job.bodyHtml }, data: job.data, summaries: job.summaries ?? [] }));
    const regions: Record<RegionName, RegionHtml | undefined> = { main: { html: main } };
    const ownRegions: Record<RegionName, string> = { main };
    for (const [name, Component] of Object.entries(theme.regions ?? {})) {
      const html = renderToStaticMarkup(createElement(Component, { site, page }));
      regions[name] = { html };
      ownRegions[name] = html;
    }
    const files: OutputFile[] = [];
    let shared: (RegionHtml & { key: string; written: boolean }) | undefined;
    if (job.sidebar) {
      shared = sharedSidebar(job.sidebar.id, job.sidebar.shared);
      const own = renderToStaticMarkup(createElement(theme.Sidebar, { site, items: job.sidebar.items }));
      regions.sidebar = { html: own, key: shared.key };
    }
    // A site with `i18n`: the page's path below its locale's, for its alternates and the locale menu.
    const { locales } = setup;
    const suffix = locales && job.canonical?.startsWith(locales.from) ? job.canonical.slice(locales.from.length) : undefined;
    const localized = locales ? withLocaleLinks(site, suffix ?? '') : site;
    const shellSite = job.navbarVersion ? withVersionLinks(localized, job.navbarVersion) : localized;
    const body = renderToStaticMarkup(createElement(theme.Shell, { site: shellSite, page, regions }));
    const inlineScripts = theme.inlineScripts?.({ site, page }) ?? [];
    const title = job.documentTitle ?? documentTitle(site, page);
    const head = renderHead({
      site,
      page,
      title,
      assets: setup.assets,
      devScripts: setup.devScripts,
      inlineScripts,
      headTags: [
        ...setup.headTags,
        ...(locales && suffix !== undefined ? alternateLinks(locales.alternates, suffix) : []),
        ...(locales ? alternateLocaleTags(locales.alternates, site.lang) : []),
        ...(job.headTags ?? []),
        ...(theme.headTags?.({ site, page }) ?? []),
      ],
      siteTags: setup.metadata,
      ...(job.canonical ? { canonical: job.canonical } : {}),
      ...(job.refreshTo ? { refreshTo: job.refreshTo } : {}),
      ...(job.pageHead ? { pageTags: job.pageHead.tags } : {}),
      jsonLd: [...setup.siteJsonLd, ...(job.pageHead?.jsonLd ?? [])],
    });
    const htmlAttributes: Record<string, string> = {
      lang: site.lang,
      ...(site.dir === 'rtl' ? { dir: 'rtl' } : {}),
      ...theme.htmlAttributes?.({ site, page }),
    };
    let shellKey = theme.shellKey?.({ site, page, hasSidebar: job.sidebar !== undefined }) ?? '';
    // Each locale has a shell of its own: a link into another locale loads the page whole.
    if (locales) shellKey = `${shellKey}~${locales.key}`;
    // So has each version whose navbar links lead into it.
    if (shellSite.navbar !== localized.navbar) shellKey = `${shellKey}~${job.navbarVersion!.pluginId}@${job.navbarVersion!.name}`;
    const own = job.pageHead;
    if (own && (Object.keys(own.htmlAttributes).length || Object.keys(own.bodyAttributes).length)) {
      for (const [name, value] of Object.entries(own.htmlAttributes))
        htmlAttributes[name] = name === 'class' && htmlAttributes.class ? `${htmlAttributes.class} ${value}` : value;
      // Client-side navigation keeps <html> and <body>: a page with attributes of its own is loaded whole.
      shellKey = `${shellKey}~${hashText(JSON.stringify([own.htmlAttributes, own.bodyAttributes])).slice(0, 8)}`;
    }
    // The browser loads a page whole when its chunk's shell is not the one on <html>.
    htmlAttributes['data-shell'] = shellKey;
    const attributes = (map: Record<string, string>): string =>
      Object.entries(map)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
    files.push({
      path: job.htmlPath,
      text: `<!DOCTYPE html>\n<html${attributes(htmlAttributes)}>\n<head>\n${head}\n</head>\n<body${attributes(own?.bodyAttributes ?? {})}>\n${job.rootWrapper?.before ?? ''}${body}${job.rootWrapper?.after ?? ''}\n</body>\n</html>\n`,
    });

    if (job.chunkPath) {
      const chunk: PageChunk = {
        v: CHUNK_VERSION,
        route: page.route,
        title,
        ...(page.description ? { description: page.description } : {}),
        ...(job.canonical ? { canonical: job.canonical } : {}),
        shell: shellKey,
        regions: ownRegions,
        shared: shared ? { sidebar: shared.key } : {},
      };
      files.push({ path: job.chunkPath, text: JSON.stringify(chunk) });
      if (shared && !shared.written) {
        shared.written = true;
        const file: SharedRegion = { v: CHUNK_VERSION, html: shared.html };
        files.push({ path: sharedRegionPath('sidebar', shared.key), text: JSON.stringify(file), immutable: true });
      }
    }
    return { files, inlineScripts };
  };
}

export type RenderPage = ReturnType<typeof createPageRenderer>;

/** `Page | Site`, or the site title alone for pages without a title of their own or titled like the site. */
export function documentTitle(site: Pick<SiteInfo, 'title' | 'titleDelimiter'>, page: PageInfo): string {
  return titleWithSite(page.title, site.title, site.titleDelimiter);
}
