/**
 * Navigation and render stage: builds the sidebar, breadcrumbs and pagination, renders every
 * route (HTML + chunk), the 404 page and the sitemap, and checks the links the theme and the
 * config put on pages.
 */
import { compareCodeUnits } from '../compare.js';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../content/discover.js';
import { closest, type Diagnostic } from '../diagnostics.js';
import type { BuiltAsset } from '../assets/bundle-assets.js';
import type { LoadedTheme } from '../render/load-theme.js';
import type { PageAssets } from '../render/render-page.js';
import type { RenderSetup, RenderSpec } from './page-tasks.js';
import type { PageWorker } from './worker-pool.js';
import { baseUrlBannerScript, themeScript } from '../render/inline-scripts.js';
import { headersFile, securityHeaders } from '../security/content-security-policy.js';
import { unsafeUrlScheme } from '../security/urls.js';
import { routeHref, routeToChunk, routeToFile } from '../content/route-paths.js';
import { LIVE_RELOAD_SCRIPT_PATH } from '../serve/live-reload.js';
import { buildSidebarTree, flattenSidebar, ancestorsOf, countEntries, type NavNode } from '../nav/sidebar.js';
import type { SiteInfo, PageInfo, LayoutData, Breadcrumb, PageLink, TocItem, VersionMenu } from '../theme-api.js';
import type { RoutePlan, PlannedRoute } from './plan-routes.js';
import type { ParsedPages } from './parse-pages.js';
import { readJsonFile } from '../content/read-json.js';
import { isExternalUrl } from '../security/urls.js';

/** Output files, path (relative, `/`-separated) → contents. */
export type OutputFiles = Map<string, string>;

/** Renders every page of the site into output files. */
export async function renderSite(options: {
  config: SiteConfig;
  siteDir: string;
  theme: LoadedTheme;
  sources: SiteSources;
  plan: RoutePlan;
  parsed: ParsedPages;
  css: BuiltAsset;
  js: BuiltAsset;
  configFile?: string | undefined;
  liveReload?: boolean;
  workers: PageWorker[];
  /** Temporary output folder the workers write pages into. */
  outDir: string;
}): Promise<{ files: OutputFiles; diagnostics: Diagnostic[] }> {
  const { config, siteDir, theme, sources, plan, parsed } = options;
  const diagnostics: Diagnostic[] = [];
  const files: OutputFiles = new Map();
  const base = config.baseUrl;
  const href = (route: string): string => routeHref(base, route);
  // Links written in the config or data files: the path is a route, a query or #hash stays as written.
  const linkHref = (target: string): string => {
    if (isExternalUrl(target)) return target;
    const cut = target.search(/[?#]/);
    const path = cut < 0 ? target : target.slice(0, cut);
    return routeHref(base, path.replace(/\/+$/, '') || '/') + (cut < 0 ? '' : target.slice(cut));
  };
  const siteOrigin = config.url.replace(/\/+$/, '');
  const known = (route: string): boolean => plan.byRoute.has(route.replace(/#.*$/, '').replace(/\/+$/, '') || '/') || parsed.targets.files.has(route);

  // Links from the config and the home data are checked like Markdown links.
  const reported = new Set<string>();
  const checkSitePath = (to: string, file: string | undefined, what: string): void => {
    const unsafe = unsafeUrlScheme(to);
    if (unsafe) {
      diagnostics.push({ severity: 'error', code: 'link/unsafe-url', message: `unsafe ${unsafe}: URL in ${what}; links may only use http, https, mailto or site paths`, ...(file ? { file } : {}) });
      return;
    }
    if (isExternalUrl(to) || to.startsWith('#')) return;
    if (!known(to)) {
      reported.add(linkHref(to));
      const hint = closest(to, plan.byRoute.keys());
      diagnostics.push({ severity: 'error', code: 'link/broken', message: `broken link to ${to} in ${what}${hint ? ` (did you mean ${hint}?)` : ''}`, ...(file ? { file } : {}) });
    }
  };
  const configFile = options.configFile;
  for (const item of config.navbar.items) checkSitePath(item.to, configFile, 'the navbar');

  let homeData: unknown;
  if (config.homeData) {
    const file = join(siteDir, config.homeData);
    if (!existsSync(file)) diagnostics.push({ severity: 'error', code: 'data/missing', message: `homeData file ${config.homeData} does not exist`, ...(configFile ? { file: configFile } : {}) });
    else {
      const withBase = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(withBase);
        if (value && typeof value === 'object') {
          return Object.fromEntries(
            Object.entries(value).map(([k, v]) => {
              if (k === 'href' && typeof v === 'string') {
                checkSitePath(v, file, 'the home data');
                return [k, linkHref(v)];
              }
              return [k, withBase(v)];
            }),
          );
        }
        return value;
      };
      homeData = withBase(readJsonFile(file, 'homeData JSON', 'data/json', diagnostics)?.value);
    }
  }

  const site: SiteInfo = {
    title: config.title,
    tagline: config.tagline,
    url: siteOrigin,
    baseUrl: base,
    lang: config.lang,
    contentLang: config.contentLang ?? config.lang,
    navbar: {
      title: config.navbar.title ?? config.title,
      items: config.navbar.items.map((i) => ({ label: i.label, href: linkHref(i.to), external: isExternalUrl(i.to) })),
    },
    footer: config.footer,
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
  };

  // Titles and labels, then the sidebar tree.
  const titleOf = (p: PlannedRoute): string => {
    const md = p.markdown;
    if (md) return md.frontmatter.title ?? parsed.markdown.get(p.route)?.h1 ?? md.id.split('/').at(-1)!;
    const comp = parsed.components.get(p.route);
    return comp?.title ?? config.title;
  };
  // One sidebar per docs version; pagination stays within a version.
  const docs = plan.routes.filter((p) => p.markdown?.kind === 'doc');
  const trees: Record<string, NavNode[]> = {};
  const orders = new Map<string, Array<{ label: string; route: string }>>();
  for (const v of sources.versions) {
    trees[v.name] = buildSidebarTree({
      config,
      routeBase: v.routeBase,
      categories: sources.categories.filter((c) => c.version === v.name),
      diagnostics,
      docs: docs
        .filter((p) => p.markdown!.version === v.name)
        .map((p) => {
          const md = p.markdown!;
          const position = md.frontmatter.sidebar_position;
          return { id: md.id, relPath: md.relPath, route: p.route, file: md.file, label: md.frontmatter.sidebar_label ?? titleOf(p), ...(position !== undefined ? { position } : {}) };
        }),
    });
    orders.set(v.name, flattenSidebar(trees[v.name]!));
  }
  const versionOf = (p: PlannedRoute): string => p.markdown?.version ?? p.version ?? sources.versions[0]!.name;
  const fullSidebar = Object.values(trees).every((t) => countEntries(t) <= config.sidebar.maxInlineItems);
  const labelOfRoute = new Map([...orders.values()].flat().map((o) => [o.route, o.label]));
  // Route → position in its version's reading order (routes are unique across versions).
  const orderIndex = new Map([...orders.values()].flatMap((order) => order.map((o, i): [string, number] => [o.route, i])));

  const pageLink = (route: string | undefined): PageLink | undefined => (route ? { label: labelOfRoute.get(route) ?? route, href: href(route) } : undefined);
  const byDocId = (id: string | null | undefined, from: PlannedRoute, key: string): string | undefined | null => {
    if (id === null) return null;
    if (id === undefined) return undefined;
    const route = plan.docRoutesByVersion.get(versionOf(from))?.get(id);
    if (!route) diagnostics.push({ severity: 'error', code: 'frontmatter/unknown-doc', message: `${key}: no doc has the id "${id}"`, ...(from.origin ? { file: from.origin } : {}) });
    return route;
  };

  const inlineScripts = [themeScript()];
  const faviconPath = config.favicon ? `/${config.favicon.replace(/^\//, '')}` : undefined;
  if (faviconPath && !parsed.targets.files.has(faviconPath)) {
    diagnostics.push({ severity: 'error', code: 'config/favicon', message: `favicon ${config.favicon} is not in the static folder (${config.staticDir}/)`, ...(configFile ? { file: configFile } : {}) });
  }
  const assets: PageAssets = {
    css: `${base}${options.css.path}`,
    js: `${base}${options.js.path}`,
    ...(faviconPath ? { favicon: `${base}${faviconPath.slice(1)}` } : {}),
    inlineScripts,
    ...(options.liveReload ? { devScripts: [LIVE_RELOAD_SCRIPT_PATH] } : {}),
  };

  const posts = plan.routes
    .filter((p) => p.markdown?.kind === 'blog')
    .map((p) => ({ title: titleOf(p), href: href(p.route), date: p.markdown!.date ?? '1970-01-01' }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

  const jobFor = (p: PlannedRoute): RenderSpec => {
    const md = p.markdown;
    const pm = parsed.markdown.get(p.route);
    const fm = md?.frontmatter ?? {};
    const min = fm.toc_min_heading_level ?? 2;
    const max = fm.toc_max_heading_level ?? 3;
    const toc: TocItem[] = (pm?.headings ?? []).filter((h) => h.depth >= min && h.depth <= max).map((h) => ({ depth: h.depth, id: h.id, text: h.text }));
    const comp = parsed.components.get(p.route);
    let title = titleOf(p);
    let description = fm.description ?? pm?.firstParagraph ?? comp?.description ?? '';
    const data: LayoutData = {};
    let breadcrumbs: Breadcrumb[] = [];
    let prev: PageLink | undefined;
    let next: PageLink | undefined;
    const isDocPage = p.layout === 'doc' || p.layout === 'generatedIndex';
    const version = versionOf(p);
    const tree = trees[version]!;
    let versionMenu: VersionMenu | undefined;
    if (isDocPage) {
      const chain = ancestorsOf(tree, p.route).filter((c) => c.route !== p.route);
      breadcrumbs = [...chain.map((c) => ({ label: c.label, ...(c.route ? { href: href(c.route) } : {}) })), { label: labelOfRoute.get(p.route) ?? title }];
      const order = orders.get(version)!;
      const i = orderIndex.get(p.route);
      const prevRoute = byDocId(fm.pagination_prev, p, 'pagination_prev');
      const nextRoute = byDocId(fm.pagination_next, p, 'pagination_next');
      if (sources.versions.length > 1) {
        // Each version links to this page in it when it exists there, else to its docs home.
        versionMenu = {
          name: version,
          label: sources.versions.find((v) => v.name === version)!.label,
          links: sources.versions.map((v) => {
            const ids = plan.docRoutesByVersion.get(v.name)!;
            const target = (md && ids.get(md.id)) ?? ids.get(config.docs.homeId) ?? orders.get(v.name)![0]?.route ?? `/${v.routeBase}`;
            return { name: v.name, label: v.label, href: href(target), current: v.name === version };
          }),
        };
      }
      prev = prevRoute === null ? undefined : pageLink(prevRoute ?? (i !== undefined && i > 0 ? order[i - 1]!.route : undefined));
      next = nextRoute === null ? undefined : pageLink(nextRoute ?? (i !== undefined ? order[i + 1]?.route : undefined));
    }
    if (p.layout === 'home') {
      data.home = homeData;
      title = config.title;
      description = description || config.tagline;
    } else if (p.layout === 'blogArchive') {
      data.posts = posts;
      title = theme.theme.titles.blogArchive ?? title;
    } else if (p.layout === 'notFound') {
      title = theme.theme.titles.notFound ?? title;
    } else if (p.layout === 'redirect') {
      data.redirectTo = linkHref(p.redirectTo!);
      title = `${config.title}`;
    } else if (p.layout === 'generatedIndex') {
      const cat = findCategory(tree, p.route);
      title = cat?.generated?.title ?? cat?.label ?? title;
      description = cat?.generated?.description ?? '';
      data.items = (cat?.children ?? []).map((c) => ({ label: c.label, href: href(c.type === 'link' ? c.route : (c.route ?? flattenSidebar(c.children)[0]?.route ?? '/')) }));
    }
    const page: PageInfo = {
      route: p.route,
      href: href(p.route),
      layout: p.layout,
      title,
      description,
      toc,
      hideToc: fm.hide_table_of_contents === true,
      hasOwnH1: pm?.h1 !== undefined && fm.hide_title !== true ? true : fm.hide_title === true,
      breadcrumbs,
      ...(prev ? { prev } : {}),
      ...(next ? { next } : {}),
      ...(md?.date ? { date: md.date } : {}),
      ...(versionMenu ? { version: versionMenu } : {}),
    };
    return {
      version,
      page,
      data,
      canonical: `${siteOrigin}${href(p.route)}`,
      withSidebar: isDocPage,
      body: p.markdown ? { kind: 'markdown' } : p.component ? { kind: 'component', file: p.component.file } : { kind: 'none' },
      ...(p.route === '/' ? { extraScripts: [baseUrlBannerScript()] } : {}),
      ...(p.layout === 'redirect' || p.layout === 'notFound' ? { noindex: true } : {}),
      htmlFile: p.layout === 'notFound' ? '404.html' : routeToFile(p.route),
      ...(p.layout === 'redirect' || p.layout === 'notFound' ? {} : { chunkFile: routeToChunk(p.route) }),
    };
  };

  const emitted = new Set<string>([...parsed.targets.files]);
  // Each page renders on the worker that parsed it (it holds the body HTML); the rest on the main thread.
  const perWorker: RenderSpec[][] = options.workers.map(() => []);
  for (const p of [...plan.routes, plan.notFound]) {
    perWorker[parsed.owner.get(p.route) ?? 0]!.push(jobFor(p));
    if (p !== plan.notFound) emitted.add(p.route);
  }
  const setup: RenderSetup = { themeEntry: theme.entry, assets, site, trees, fullSidebar, outDir: options.outDir };
  const found = await Promise.all(options.workers.map((w, i) => Promise.all([w.setupRender(setup), w.renderPages(perWorker[i]!)]).then(([, links]) => links)));
  files.set(options.css.path, options.css.contents);
  files.set(options.js.path, options.js.contents);
  emitted.add(`/${options.css.path}`);
  emitted.add(`/${options.js.path}`);

  // Links the theme put on pages (navbar, breadcrumbs, pagination…) must resolve too.
  const seen = new Set<string>();
  for (const [rawUrl, pageRoute] of found.flat().sort((a, b) => compareCodeUnits(a[0], b[0]))) {
    const url = rawUrl.replace(/&amp;/g, '&');
    if (url.startsWith('/__docsgen/') || isExternalUrl(url) || seen.has(url) || reported.has(url)) continue;
    seen.add(url);
    let route: string;
    try {
      route = `/${decodeURIComponent(url.slice(base.length))}`.replace(/\/+$/, '') || '/';
    } catch {
      route = url;
    }
    if (!emitted.has(route)) {
      diagnostics.push({ severity: 'error', code: 'link/theme', message: `broken link to ${url} rendered by the theme on ${pageRoute}`, file: theme.entry });
    }
  }

  // Security headers for static hosts; a `_headers` file of the site's own is kept after them.
  const ownHeaders = sources.staticFiles.includes('_headers') ? `\n${readFileSync(join(sources.staticDir, '_headers'), 'utf8')}` : '';
  files.set('_headers', headersFile(securityHeaders([...inlineScripts, baseUrlBannerScript()])) + ownHeaders);
  files.set('sitemap.xml', sitemap(plan.routes.filter((p) => p.layout !== 'redirect').map((p) => `${siteOrigin}${href(p.route)}`)));
  return { files, diagnostics };
}

function findCategory(tree: NavNode[], route: string): Extract<NavNode, { type: 'category' }> | undefined {
  for (const n of tree) {
    if (n.type !== 'category') continue;
    if (n.route === route) return n;
    const inner = findCategory(n.children, route);
    if (inner) return inner;
  }
  return undefined;
}

function sitemap(urls: string[]): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${esc(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
}
