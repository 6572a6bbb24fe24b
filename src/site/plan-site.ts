/**
 * Plan stage: from the discovered sources, the navigation and the routes, every page's job
 * (title, sidebar, breadcrumbs, pagination, layout data, output paths) and what the whole site
 * shares (site info, sidebars). Everything the pages need from each other is decided here,
 * before any page is rendered, so each page renders in one pass on any thread.
 */
import { chunkPath } from '../chunk-format.js';
import { byCodeUnits } from '../code-unit-order.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../discover/discover.js';
import { routeHref, routeToFile } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageLinks } from '../links/check-links.js';
import { flattenChildren } from '../nav/sidebars.js';
import type { PageJob, RenderSetup } from '../pages/page-job.js';
import type { PageModule } from '../pages/page-modules.js';
import type { LayoutData, PageLink, SiteInfo, Theme, VersionMenu } from '../theme-api.js';
import { docNavigation, versionKey, type Navigation } from './navigation.js';
import type { PlannedRoute, RoutePlan } from './plan-routes.js';
import { planSiteData } from './site-data.js';

/** The plan of a whole site. */
export interface SitePlan {
  site: SiteInfo;
  sidebars: RenderSetup['sidebars'];
  jobs: PageJob[];
  /** Links written in the config and data files, checked like Markdown links. */
  configLinks: PageLinks[];
  /** Routes of the sitemap, in order. */
  sitemap: string[];
  diagnostics: Diagnostic[];
}

/** Plans every page of the site. */
export function planSite(options: {
  config: SiteConfig;
  siteDir: string;
  configFile?: string | undefined;
  sources: SiteSources;
  navigation: Navigation;
  routes: RoutePlan;
  pageModules: ReadonlyMap<string, PageModule>;
  theme: Theme;
}): SitePlan {
  const { config, siteDir, sources, routes, theme, configFile, pageModules, navigation } = options;
  const { site, homeData, configLinks, linkHref, diagnostics: dataProblems } = planSiteData({ config, siteDir, configFile, navigation });
  const diagnostics: Diagnostic[] = [...dataProblems, ...navigation.diagnostics];
  const base = config.baseUrl;
  const href = (route: string): string => routeHref(base, route);
  const siteOrigin = site.url;

  const titleOf = (p: PlannedRoute): string => p.markdown?.title ?? pageModules.get(p.route)?.title ?? config.title;

  const faviconPath = config.favicon?.replace(/^\//, '');
  if (faviconPath !== undefined && !isExternal(faviconPath) && !sources.staticFiles.some((f) => f.path === faviconPath)) {
    diagnostics.push({
      severity: 'error',
      code: 'config/favicon',
      message: `favicon ${config.favicon} is not in a static folder (${config.staticDirectories.join(', ')})`,
      ...(configFile ? { file: configFile } : {}),
    });
  }

  const posts = routes.routes
    .filter((p) => p.markdown?.kind === 'blog')
    .map((p) => ({ title: titleOf(p), href: href(p.route), date: p.markdown!.date ?? '1970-01-01' }))
    .sort((a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(a.title, b.title));

  /** The version menu of a docs page: each version links to this doc in it, else to its main doc. */
  const versionMenu = (p: PlannedRoute, version: NonNullable<ReturnType<typeof navigation.versions.get>>): VersionMenu | undefined => {
    const siblings = [...navigation.versions.values()].filter((v) => v.version.pluginId === version.version.pluginId);
    if (siblings.length < 2) return undefined;
    const docId = p.markdown?.id;
    return {
      name: version.version.name,
      label: version.version.label,
      links: siblings.map((v) => {
        const target = (docId !== undefined ? v.docs.get(docId)?.route : undefined) ?? v.mainDoc?.route ?? `/${v.version.routeBase}`;
        return { name: v.version.name, label: v.version.label, href: href(target), current: v === version };
      }),
    };
  };

  const jobFor = (p: PlannedRoute): PageJob => {
    const md = p.markdown;
    const fm = md?.frontmatter ?? {};
    let title = titleOf(p);
    let description = fm.description ?? md?.excerpt ?? pageModules.get(p.route)?.description ?? '';
    const pageModule = pageModules.get(p.route);
    const data: LayoutData = {};
    let breadcrumbs: PageInfoCrumbs = [];
    let prev: PageLink | undefined;
    let next: PageLink | undefined;
    let sidebar: string | undefined;
    let menu: VersionMenu | undefined;
    const docVersion = md?.root.version ?? p.generated?.version;
    const version = docVersion ? navigation.versions.get(versionKey(docVersion)) : undefined;
    if (version) {
      const resolveId = (id: string | null | undefined, key: string): string | null | undefined => {
        if (id === null || id === undefined) return id;
        const route = version.docs.get(id)?.route;
        if (!route)
          diagnostics.push({
            severity: 'error',
            code: 'frontmatter/unknown-doc',
            message: `${key}: no doc has the id "${id}"`,
            ...(p.origin ? { file: p.origin } : {}),
          });
        return route;
      };
      const nav = docNavigation(
        navigation,
        version,
        {
          route: p.route,
          ...(md ? { docId: md.id } : {}),
          label: md ? (fm.sidebar_label ?? title) : (p.generated?.category.label ?? title),
          ...(p.generated ? { sidebarKey: p.generated.sidebar } : {}),
        },
        { prev: resolveId(fm.pagination_prev, 'pagination_prev'), next: resolveId(fm.pagination_next, 'pagination_next') },
      );
      sidebar = nav.sidebar;
      const docsOptions = sources.docs.find((d) => d.options.id === version.version.pluginId)!.options;
      breadcrumbs = nav.sidebar && docsOptions.breadcrumbs ? nav.breadcrumbs.map((c) => ({ label: c.label, ...(c.href ? { href: href(c.href) } : {}) })) : [];
      if (nav.prev) prev = { label: nav.prev.label, href: href(nav.prev.route) };
      if (nav.next) next = { label: nav.next.label, href: href(nav.next.route) };
      menu = versionMenu(p, version);
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
      title = theme.strings.redirectTitle;
    } else if (p.layout === 'generatedIndex') {
      const category = p.generated!.category;
      title = category.generated?.title ?? category.label;
      description = category.generated?.description ?? '';
      data.items = category.children.flatMap((c) => {
        if (c.type === 'doc') {
          const doc = version?.docs.get(c.docId);
          const summary = doc?.frontmatter.description ?? doc?.excerpt;
          return [{ label: c.label, href: href(c.route), ...(summary ? { description: summary } : {}) }];
        }
        if (c.type === 'link') return [{ label: c.label, href: c.href, ...(c.description ? { description: c.description } : {}) }];
        if (c.type === 'category') {
          const target = c.route ?? flattenChildren(c.children)[0]?.route;
          return target ? [{ label: c.label, href: href(target), ...(c.description ? { description: c.description } : {}) }] : [];
        }
        return [];
      });
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
        ...(menu ? { version: menu } : {}),
      },
      data,
      ...(sidebar ? { sidebar } : {}),
      ...(indexed ? { canonical: `${siteOrigin}${href(p.route)}` } : {}),
      ...(refreshTo ? { refreshTo } : {}),
      htmlPath: p.layout === 'notFound' ? '404.html' : routeToFile(p.route),
      ...(indexed ? { chunkPath: chunkPath(p.route) } : {}),
      weight: md ? md.body.length : 0,
    };
  };

  const jobs = [...routes.routes, routes.notFound].map(jobFor);
  const sitemap = routes.routes.filter((p) => p.layout !== 'redirect').map((p) => `${siteOrigin}${href(p.route)}`);
  return { site, sidebars: navigation.sidebars, jobs, configLinks, sitemap, diagnostics };
}

type PageInfoCrumbs = Array<{ label: string; href?: string }>;

function isExternal(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path);
}
