/**
 * Plan stage: from the discovered sources, every page's job (title, navigation, layout data,
 * output paths) and what the whole site shares (site info, sidebars). Everything the pages
 * need from each other is decided here, before any page is rendered, so each page renders in
 * one pass on any thread.
 */
import { relative, sep } from 'node:path';
import { chunkPath } from '../chunk-format.js';
import { byCodeUnits } from '../code-unit-order.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../discover/discover.js';
import { routeHref, routeToFile } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LastUpdate } from '../discover/last-update.js';
import type { PageLinks } from '../links/check-links.js';
import { ancestorsOf, buildSidebarTree, countEntries, flattenSidebar, type NavNode } from '../nav/sidebar.js';
import type { PageJob, RenderSetup } from '../pages/page-job.js';
import type { PageModule } from '../pages/page-modules.js';
import type { Breadcrumb, LayoutData, PageInfo, PageLink, SiteInfo, Theme, VersionMenu } from '../theme-api.js';
import { isExternalUrl, unsafeUrlScheme } from '../security/urls.js';
import { planSiteData } from './site-data.js';
import { planLlms, type GeneratedFile } from './llms.js';
import { robotsTxt } from './robots.js';
import type { PlannedRoute, RoutePlan } from './plan-routes.js';

/** The plan of a whole site. */
export interface SitePlan {
  site: SiteInfo;
  sidebars: RenderSetup['sidebars'];
  jobs: PageJob[];
  /** Links written in the config and data files, checked like Markdown links. */
  configLinks: PageLinks[];
  /** Routes of the sitemap, in order. */
  sitemap: string[];
  /** Files the site gets besides its pages: robots.txt, llms.txt, llms-full.txt, Markdown copies. */
  files: GeneratedFile[];
  diagnostics: Diagnostic[];
}

/** Plans every page of the site. */
export function planSite(options: {
  config: SiteConfig;
  siteDir: string;
  configFile?: string | undefined;
  sources: SiteSources;
  routes: RoutePlan;
  pageModules: ReadonlyMap<string, PageModule>;
  theme: Theme;
  /** Last changes of doc files from git (only read when the site shows them). */
  lastUpdates?: ReadonlyMap<string, LastUpdate>;
}): SitePlan {
  const { config, siteDir, sources, routes, theme, configFile, pageModules } = options;
  const diagnostics: Diagnostic[] = [];
  const { site, homeData, configLinks, linkHref, diagnostics: dataProblems } = planSiteData({ config, siteDir, configFile });
  diagnostics.push(...dataProblems);
  const base = config.baseUrl;
  const href = (route: string): string => routeHref(base, route);
  const siteOrigin = site.url;

  // Titles and labels, then one sidebar per docs version; pagination stays within a version.
  const titleOf = (p: PlannedRoute): string => {
    const md = p.markdown;
    if (md) return md.title;
    return pageModules.get(p.route)?.title ?? config.title;
  };
  const docs = routes.routes.filter((p) => p.markdown?.kind === 'doc');
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
          return {
            id: md.id,
            relPath: md.relPath,
            route: p.route,
            file: md.file,
            label: md.frontmatter.sidebar_label ?? titleOf(p),
            ...(position !== undefined ? { position } : {}),
          };
        }),
    });
    orders.set(v.name, flattenSidebar(trees[v.name]!));
  }
  const sidebars: RenderSetup['sidebars'] = {};
  const full = Object.values(trees).every((t) => countEntries(t) <= config.sidebar.maxInlineItems);
  for (const [name, tree] of Object.entries(trees)) sidebars[name] = { tree, full };

  const versionOf = (p: PlannedRoute): string => p.markdown?.version ?? p.version ?? sources.versions[0]!.name;
  const labelOfRoute = new Map([...orders.values()].flat().map((o) => [o.route, o.label]));
  // Route → position in its version's reading order (routes are unique across versions).
  const orderIndex = new Map([...orders.values()].flatMap((order) => order.map((o, i): [string, number] => [o.route, i])));
  const pageLink = (route: string | undefined): PageLink | undefined => (route ? { label: labelOfRoute.get(route) ?? route, href: href(route) } : undefined);
  const byDocId = (id: string | null | undefined, from: PlannedRoute, key: string): string | undefined | null => {
    if (id === null) return null;
    if (id === undefined) return undefined;
    const route = routes.docRoutesByVersion.get(versionOf(from))?.get(id);
    if (!route)
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter/unknown-doc',
        message: `${key}: no doc has the id "${id}"`,
        ...(from.origin ? { file: from.origin } : {}),
      });
    return route;
  };

  const faviconPath = config.favicon ? `/${config.favicon.replace(/^\//, '')}` : undefined;
  if (faviconPath && !sources.staticFiles.includes(faviconPath.slice(1))) {
    diagnostics.push({
      severity: 'error',
      code: 'config/favicon',
      message: `favicon ${config.favicon} is not in the static folder (${config.staticDir}/)`,
      ...(configFile ? { file: configFile } : {}),
    });
  }

  // The image pages share, and a page's own: a static file or an absolute URL.
  const imageUrl = (image: string | undefined): string | undefined =>
    image === undefined ? undefined : isExternalUrl(image) ? image : `${siteOrigin}${href(`/${image.replace(/^\//, '')}`)}`;
  if (config.image && !isExternalUrl(config.image) && !sources.staticFiles.includes(config.image.replace(/^\//, ''))) {
    diagnostics.push({
      severity: 'error',
      code: 'config/image',
      message: `image ${config.image} is not in the static folder (${config.staticDir}/)`,
      ...(configFile ? { file: configFile } : {}),
    });
  }
  const siteImage = imageUrl(config.image);
  if (siteImage) site.image = siteImage;

  // "Edit this page": frontmatter custom_edit_url (null: none), else docs.editUrl.
  const editUrlOf = (p: PlannedRoute): string | undefined => {
    const md = p.markdown;
    if (md?.kind !== 'doc' || md.frontmatter.custom_edit_url === null) return undefined;
    let url = md.frontmatter.custom_edit_url;
    const editUrl = config.docs.editUrl;
    if (url === undefined && editUrl !== undefined) {
      const versionDocsDirPath = relative(siteDir, md.linkRoots[0] ?? siteDir)
        .split(sep)
        .join('/');
      url =
        typeof editUrl === 'function'
          ? editUrl({ versionDocsDirPath, docPath: md.relPath, permalink: href(p.route), version: md.version ?? 'current', locale: config.lang })
          : [editUrl.replace(/\/+$/, ''), versionDocsDirPath, md.relPath].filter(Boolean).join('/');
    }
    const unsafe = url === undefined ? undefined : unsafeUrlScheme(url);
    if (unsafe) {
      diagnostics.push({ severity: 'error', code: 'link/unsafe-url', message: `unsafe ${unsafe}: URL as the page's edit URL`, file: md.file });
      return undefined;
    }
    return url;
  };
  // "Last updated": frontmatter last_update, else git, as far as the site shows either.
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  const lastUpdateOf = (p: PlannedRoute): PageInfo['lastUpdate'] => {
    const md = p.markdown;
    if (md?.kind !== 'doc' || !(showLastUpdateTime || showLastUpdateAuthor)) return undefined;
    const written = md.frontmatter.last_update;
    const git = options.lastUpdates?.get(md.file);
    const when = written?.date !== undefined ? new Date(written.date) : git ? new Date(git.timestamp * 1000) : undefined;
    const date = showLastUpdateTime && when && !Number.isNaN(when.getTime()) ? when.toISOString() : undefined;
    const author = showLastUpdateAuthor ? (written?.author ?? git?.author) : undefined;
    return date || author ? { ...(date ? { date } : {}), ...(author ? { author } : {}) } : undefined;
  };

  // Files for tools: llms.txt and friends (every doc page of every version gets its Markdown
  // copy; llms.txt lists the version served at the docs root), robots.txt unless the site has one.
  const mainVersion = sources.versions[0]!.name;
  const llms = config.llmsTxt
    ? planLlms({
        site: { title: config.title, tagline: config.tagline },
        docs: docs.map((p) => ({
          route: p.route,
          title: titleOf(p),
          description: p.markdown!.frontmatter.description ?? p.markdown!.excerpt ?? '',
          body: p.markdown!.body,
        })),
        listed: docs.filter((p) => p.markdown!.version === mainVersion).map((p) => p.route),
        tree: trees[mainVersion]!,
        href,
        url: (path) => `${siteOrigin}${path}`,
      })
    : undefined;
  const files = [...(llms?.files ?? [])];
  if (!sources.staticFiles.includes('robots.txt')) files.push({ path: 'robots.txt', text: robotsTxt(`${siteOrigin}${href('/sitemap.xml')}`) });

  const posts = routes.routes
    .filter((p) => p.markdown?.kind === 'blog')
    .map((p) => ({ title: titleOf(p), href: href(p.route), date: p.markdown!.date ?? '1970-01-01' }))
    .sort((a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(a.title, b.title));

  const jobFor = (p: PlannedRoute): PageJob => {
    const md = p.markdown;
    const fm = md?.frontmatter ?? {};
    let title = titleOf(p);
    let description = fm.description ?? md?.excerpt ?? pageModules.get(p.route)?.description ?? '';
    const pageModule = pageModules.get(p.route);
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
            const ids = routes.docRoutesByVersion.get(v.name)!;
            const target = (md && ids.get(md.id)) ?? ids.get(config.docs.homeId) ?? orders.get(v.name)![0]?.route ?? `/${v.routeBase}`;
            return { name: v.name, label: v.label, href: href(target), current: v.name === version };
          }),
        };
      }
      prev = prevRoute === null ? undefined : pageLink(prevRoute ?? (i !== undefined && i > 0 ? order[i - 1]!.route : undefined));
      next = nextRoute === null ? undefined : pageLink(nextRoute ?? (i !== undefined ? order[i + 1]?.route : undefined));
    }
    let refreshTo: string | undefined;
    if (p.layout === 'home') {
      data.home = homeData;
      title = config.title;
      description = description || config.tagline;
    } else if (p.layout === 'blogArchive') {
      data.posts = posts;
      title = theme.strings.blogArchiveTitle;
    } else if (p.layout === 'notFound') {
      title = theme.strings.notFoundTitle;
    } else if (p.layout === 'redirect') {
      refreshTo = data.redirectTo = linkHref(p.redirectTo!);
      title = config.title;
    } else if (p.layout === 'generatedIndex') {
      const cat = findCategory(tree, p.route);
      title = cat?.generated?.title ?? cat?.label ?? title;
      description = cat?.generated?.description ?? '';
      data.items = (cat?.children ?? []).map((c) => ({
        label: c.label,
        href: href(c.type === 'link' ? c.route : (c.route ?? flattenSidebar(c.children)[0]?.route ?? '/')),
      }));
    }
    const indexed = p.layout !== 'redirect' && p.layout !== 'notFound';
    return {
      route: p.route,
      source: md
        ? {
            kind: 'markdown',
            file: md.file,
            text: md.body,
            linkRoots: md.linkRoots,
            tocMin: fm.toc_min_heading_level ?? 2,
            tocMax: fm.toc_max_heading_level ?? 3,
          }
        : pageModule
          ? { kind: 'module', module: pageModule.module, file: p.component!.file }
          : { kind: 'none' },
      page: {
        route: p.route,
        href: href(p.route),
        layout: p.layout,
        title,
        description,
        hideToc: fm.hide_table_of_contents === true,
        // A hidden title counts as the page's own: the layout adds none.
        ...(fm.hide_title === true ? { hasOwnH1: true } : md ? {} : { hasOwnH1: false }),
        breadcrumbs,
        ...(prev ? { prev } : {}),
        ...(next ? { next } : {}),
        ...(md?.date ? { date: md.date } : {}),
        ...(versionMenu ? { version: versionMenu } : {}),
        ...(llms?.copyHref.has(p.route) ? { markdownUrl: llms.copyHref.get(p.route)! } : {}),
        ...optional('editUrl', editUrlOf(p)),
        ...optional('lastUpdate', lastUpdateOf(p)),
        ...optional('image', imageUrl(fm.image)),
      },
      data,
      ...(isDocPage ? { sidebar: version } : {}),
      ...(indexed ? { canonical: `${siteOrigin}${href(p.route)}` } : {}),
      ...(refreshTo ? { refreshTo } : {}),
      htmlPath: p.layout === 'notFound' ? '404.html' : routeToFile(p.route),
      ...(indexed ? { chunkPath: chunkPath(p.route) } : {}),
      weight: md ? md.body.length : 0,
    };
  };

  const jobs = [...routes.routes, routes.notFound].map(jobFor);
  const sitemap = routes.routes.filter((p) => p.layout !== 'redirect').map((p) => `${siteOrigin}${href(p.route)}`);
  return { site, sidebars, jobs, configLinks, sitemap, files, diagnostics };
}

/** `{ [key]: value }`, or nothing when the value is undefined (the page types are exact). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
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
