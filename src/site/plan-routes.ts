/**
 * Route planning: decides every URL the site will have and which layout renders it, and
 * reports files that would collide on one URL.
 */
import { byCodeUnits } from '../code-unit-order.js';
import type { SiteConfig } from '../config/schema.js';
import type { BlogPage } from '../blog/blog-pages.js';
import type { BlogPlan } from '../blog/plan-blog.js';
import type { DocsTagsPage, DocsTagsPlan } from './docs-tags.js';
import type { SiteSources, MarkdownSource, ComponentSource } from '../discover/discover.js';
import { foldedRoutes, joinRoute, type UrlShape } from '../discover/route-paths.js';
import type { DocsVersion } from '../discover/versions.js';
import { displayPath, type Diagnostic } from '../diagnostics.js';
import type { CategoryNode } from '../nav/sidebars.js';
import type { LayoutName } from '../theme-api.js';
import type { Navigation } from './navigation.js';
import { versionKey } from '../nav/sidebar-key.js';

/** One URL of the site and how to produce it. */
export interface PlannedRoute {
  route: string;
  layout: LayoutName;
  markdown?: MarkdownSource;
  component?: ComponentSource;
  /** For redirect pages: the target route or URL. */
  redirectTo?: string;
  /** For the blog's own pages (lists, tags, authors, archive): what the page shows. */
  blog?: BlogPage;
  /** For the docs' tags pages: what the page shows. */
  docsTags?: DocsTagsPage;
  /** For generated category pages: the category, its sidebar's key and its version. */
  generated?: { category: CategoryNode; sidebar: string; version: DocsVersion };
  /** The file that defines this route, for error messages. */
  origin?: string;
  /** What defines this route when it is not a file of its own, for error messages ("the blog's list page"). */
  what?: string;
}

/** Every route of the site. */
export interface RoutePlan {
  routes: PlannedRoute[];
  byRoute: Map<string, PlannedRoute>;
  /** The not-found page (emitted as 404.html, not a route). */
  notFound: PlannedRoute;
  /** Which page URLs end with a slash. */
  urls: UrlShape;
  diagnostics: Diagnostic[];
}

/** Plans the routes of the site from its sources and config. */
export function planRoutes(options: {
  config: SiteConfig;
  siteDir: string;
  sources: SiteSources;
  navigation: Navigation;
  blog: BlogPlan;
  /** The docs' tags pages; none when absent. */
  docsTags?: Pick<DocsTagsPlan, 'routes'>;
  configFile?: string | undefined;
}): RoutePlan {
  const { config, sources, navigation } = options;
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map<string, PlannedRoute>();
  const byLowerRoute = new Map<string, PlannedRoute>();
  const docIds = new Map<string, Map<string, string>>();

  const describe = (r: PlannedRoute): string => r.what ?? (r.origin ? displayPath(r.origin, options.siteDir) : 'a generated page');
  const add = (planned: PlannedRoute): void => {
    const existing = byRoute.get(planned.route);
    // Docs of two versions at one path: reported once, for the versions (versions.ts).
    if (existing && sameVersionPath(existing.markdown?.root.version, planned.markdown?.root.version)) return;
    // A redirect from the URL of a page is left out, with a warning, as Docusaurus's
    // client-redirects plugin ignores redirects that would override existing paths.
    const redirect = existing && [existing, planned].find((r) => r.layout === 'redirect' && r.origin);
    if (existing && redirect) {
      const page = redirect === existing ? planned : existing;
      if (page.layout !== 'redirect') {
        diagnostics.push({
          severity: 'warning',
          code: 'route/redirect-shadowed',
          message: `the redirect from ${planned.route}${redirect.redirectTo !== undefined ? ` to ${redirect.redirectTo}` : ''} is left out: ${describe(page)} has that URL, and the page wins, as on Docusaurus; remove the redirect`,
          file: redirect.origin!,
        });
        if (redirect === existing) {
          byRoute.set(planned.route, planned);
          byLowerRoute.set(planned.route.normalize('NFC').toLowerCase(), planned);
        }
        return;
      }
    }
    if (existing) {
      // Point at whichever of the two is a file; a redirect or a blog page names the option to change.
      const located = planned.origin ? planned : existing.origin ? existing : undefined;
      const pair = [existing, planned];
      const fix = pair.some((r) => r.layout === 'redirect' && r.origin)
        ? 'remove the redirect or change its from'
        : pair.some((r) => r.blog)
          ? "change the post's slug, or the blog's routeBasePath, tagsBasePath, pageBasePath, archiveBasePath or authorsBasePath"
          : pair.some((r) => r.docsTags)
            ? "change the doc's slug, the tag's permalink or the docs' tagsBasePath"
            : 'change the slug or id of one of them';
      diagnostics.push({
        severity: 'error',
        code: 'route/duplicate',
        message: `${located === planned && !planned.what ? 'this file' : describe(planned)} and ${located === existing && !existing.what ? 'this file' : describe(existing)} both have the URL ${planned.route}; ${fix}`,
        ...(located ? { file: located.origin!, ...(located.layout !== 'redirect' ? { line: 1, column: 1 } : {}) } : {}),
      });
      return;
    }
    // Case-insensitive file systems (macOS, Windows) fold letter case, and macOS also folds
    // Unicode normalisation (é as one code point or as e + accent): both collide there.
    const lower = planned.route.normalize('NFC').toLowerCase();
    const caseTwin = byLowerRoute.get(lower);
    if (caseTwin) {
      diagnostics.push({
        severity: 'error',
        code: 'route/case-collision',
        message: `URL ${planned.route} differs from ${caseTwin.route} (${describe(caseTwin)}) only in letter case or Unicode normalisation; they collide on case-insensitive file systems, rename one`,
        ...(planned.origin ? { file: planned.origin, line: 1, column: 1 } : {}),
      });
      return;
    }
    byRoute.set(planned.route, planned);
    byLowerRoute.set(lower, planned);
  };

  // A Markdown page at the root is laid out like the other pages, as Docusaurus lays out
  // `src/pages/index.md`; it gets the theme's home page (hero, cards) when the config gives home data.
  const rootLayout: LayoutName = config.homeData ? 'home' : 'page';
  for (const md of sources.markdown) {
    const layout: LayoutName = md.kind === 'doc' ? 'doc' : md.kind === 'blog' ? 'blogPost' : md.route === '/' ? rootLayout : 'page';
    if (md.kind === 'doc') {
      const key = versionKey(md.root.version!);
      const ids = docIds.get(key) ?? new Map<string, string>();
      docIds.set(key, ids);
      const twin = ids.get(md.id);
      if (twin !== undefined) {
        diagnostics.push({
          severity: 'error',
          code: 'doc/duplicate-id',
          message: `two docs have the id "${md.id}" (this one and ${twin}); change the id frontmatter of one`,
          file: md.file,
          line: 1,
          column: 1,
        });
      }
      ids.set(md.id, md.file);
    }
    add({ route: md.route, layout, markdown: md, origin: md.file });
  }
  // A React page at the root is the site's own homepage (Docusaurus's `src/pages/index.js`): it gets no hero of the theme's.
  for (const c of sources.components) add({ route: c.route, layout: 'page', component: c, origin: c.file });
  for (const g of navigation.generatedIndexes) {
    add({
      route: g.route,
      layout: 'generatedIndex',
      generated: { category: g.category, sidebar: g.sidebar, version: g.version },
      ...(typeof g.version.sidebars === 'string' ? { origin: g.version.sidebars } : {}),
    });
  }
  // A blog at the site's root has its list there, instead of the home page.
  for (const r of options.blog.routes) add({ route: r.route, layout: r.layout, blog: r.page, what: blogPageName(r.page) });
  for (const r of options.docsTags?.routes ?? []) add({ route: r.route, layout: r.layout, docsTags: r.page, what: docsTagsPageName(r.page) });
  if (!byRoute.has('/')) add({ route: '/', layout: 'home' });

  // Each version's root leads to its main doc, unless a doc is there.
  for (const nav of navigation.versions.values()) {
    const root = joinRoute(nav.version.routeBase);
    if (!byRoute.has(root) && nav.mainDoc) add({ route: root, layout: 'redirect', redirectTo: nav.mainDoc.route });
  }
  for (const r of config.redirects) {
    for (const from of Array.isArray(r.from) ? r.from : [r.from]) {
      add({
        route: joinRoute(from),
        layout: 'redirect',
        redirectTo: r.to,
        what: `the redirect from ${from} to ${r.to} in redirects`,
        ...(options.configFile ? { origin: options.configFile } : {}),
      });
    }
  }

  const routes = [...byRoute.values()].sort((a, b) => byCodeUnits(a.route, b.route));
  const folded = foldedRoutes(routes.map((r) => r.route));
  const urls: UrlShape = {
    trailingSlash: config.trailingSlash,
    slashed: new Set(routes.filter(endsWithSlashOfItsOwn).map((r) => r.route)),
    ...(folded.size ? { folded } : {}),
  };
  return { routes, byRoute, notFound: { route: '/404', layout: 'notFound' }, urls, diagnostics };
}

/** Whether `a` and `b` are two versions of one docs instance at one path (versions.ts reports them). */
function sameVersionPath(a?: DocsVersion, b?: DocsVersion): boolean {
  return !!a && !!b && a !== b && a.pluginId === b.pluginId && a.routeBase === b.routeBase;
}

/**
 * Whether Docusaurus gives the page a trailing slash by itself (with `trailingSlash` undefined):
 * a folder's index doc or page, the docs root's doc, a slug written with one.
 */
function endsWithSlashOfItsOwn(r: PlannedRoute): boolean {
  if (r.route === '/') return false;
  if (r.markdown) return r.markdown.slashed;
  if (r.generated) return r.generated.category.generated?.slashed === true;
  return r.component !== undefined && /(^|\/)index\.[jt]sx?$/i.test(r.component.relPath);
}

/** How an error message names a blog's own page. */
function blogPageName(page: BlogPage): string {
  const blog = page.blog.options.id === 'default' ? 'the blog' : `the blog "${page.blog.options.id}"`;
  switch (page.kind) {
    case 'list':
      return page.pagination.page === 1 ? `the list page of ${blog}` : `page ${page.pagination.page} of ${blog}'s list`;
    case 'tag':
      return `the page of ${blog}'s tag "${page.tag.label}"`;
    case 'tagsList':
      return `the tags page of ${blog}`;
    case 'authorsList':
      return `the authors page of ${blog}`;
    case 'author':
      return `the page of ${blog}'s author "${page.author.author.name ?? page.author.author.key}"`;
    case 'archive':
      return `the archive of ${blog}`;
  }
}

/** How an error message names a page of the docs' tags. */
function docsTagsPageName(page: DocsTagsPage): string {
  const docs = page.version.pluginId === 'default' ? 'the docs' : `the docs "${page.version.pluginId}"`;
  const version = page.version.name === 'current' ? '' : ` ${page.version.name}`;
  return page.kind === 'tag' ? `the page of the tag "${page.tag.label}" of ${docs}${version}` : `the tags page of ${docs}${version}`;
}
