/**
 * Route planning: decides every URL the site will have and which layout renders it, and
 * reports files that would collide on one URL.
 */
import { byCodeUnits } from '../code-unit-order.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources, MarkdownSource, ComponentSource } from '../discover/discover.js';
import { generatedIndexRoute } from '../discover/discover.js';
import { joinRoute, stripNumberPrefix } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LayoutName } from '../theme-api.js';

/** One URL of the site and how to produce it. */
export interface PlannedRoute {
  route: string;
  layout: LayoutName;
  markdown?: MarkdownSource;
  component?: ComponentSource;
  /** For redirect pages: the target route or URL. */
  redirectTo?: string;
  /** For generated category pages: the category folder. */
  categoryDir?: string;
  /** For generated category pages: the docs version. */
  version?: string;
  /** The file that defines this route, for error messages. */
  origin?: string;
}

/** Every route of the site. */
export interface RoutePlan {
  routes: PlannedRoute[];
  byRoute: Map<string, PlannedRoute>;
  /** The not-found page (emitted as 404.html, not a route). */
  notFound: PlannedRoute;
  /** Doc id → route, in the version served at the docs root. */
  docRoutes: Map<string, string>;
  /** Version name → doc id → route. */
  docRoutesByVersion: Map<string, Map<string, string>>;
  diagnostics: Diagnostic[];
}

/** Plans the routes of the site from its sources and config. */
export function planRoutes(options: { config: SiteConfig; siteDir: string; sources: SiteSources; configFile?: string | undefined }): RoutePlan {
  const { config, sources } = options;
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map<string, PlannedRoute>();
  const byLowerRoute = new Map<string, PlannedRoute>();
  const docRoutesByVersion = new Map(sources.versions.map((v) => [v.name, new Map<string, string>()]));
  const docRoutes = docRoutesByVersion.get(sources.versions[0]!.name)!;

  const add = (planned: PlannedRoute): void => {
    const existing = byRoute.get(planned.route);
    if (existing) {
      diagnostics.push({
        severity: 'error',
        code: 'route/duplicate',
        message: `two files map to the same URL ${planned.route}: ${existing.origin ?? 'a generated page'} and this file; change the slug or id of one of them`,
        ...(planned.origin ? { file: planned.origin, line: 1, column: 1 } : {}),
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
        message: `URL ${planned.route} differs from ${caseTwin.route} (${caseTwin.origin ?? 'generated'}) only in letter case or Unicode normalisation; they collide on case-insensitive file systems, rename one`,
        ...(planned.origin ? { file: planned.origin, line: 1, column: 1 } : {}),
      });
      return;
    }
    byRoute.set(planned.route, planned);
    byLowerRoute.set(lower, planned);
  };

  for (const md of sources.markdown) {
    const layout: LayoutName = md.kind === 'doc' ? 'doc' : md.kind === 'blog' ? 'blogPost' : md.route === '/' ? 'home' : 'page';
    if (md.kind === 'doc') {
      const ids = docRoutesByVersion.get(md.version ?? 'current')!;
      if (ids.has(md.id)) {
        diagnostics.push({
          severity: 'error',
          code: 'doc/duplicate-id',
          message: `two docs have the id "${md.id}"; change the id frontmatter of one`,
          file: md.file,
          line: 1,
          column: 1,
        });
      }
      ids.set(md.id, md.route);
    }
    add({ route: md.route, layout, markdown: md, origin: md.file });
  }
  for (const c of sources.components) add({ route: c.route, layout: c.route === '/' ? 'home' : 'page', component: c, origin: c.file });
  for (const c of sources.categories) {
    if (c.meta.link?.type !== 'generated-index') continue;
    const label = c.meta.label ?? stripNumberPrefix(c.dir.split('/').at(-1)!);
    const routeBase = sources.versions.find((v) => v.name === c.version)!.routeBase;
    add({
      route: generatedIndexRoute(routeBase, label, c.meta.link.slug),
      layout: 'generatedIndex',
      categoryDir: c.dir,
      version: c.version,
      ...(c.file ? { origin: c.file } : {}),
    });
  }
  if (!byRoute.has('/')) add({ route: '/', layout: 'home' });
  const archive = joinRoute(config.blog.routeBasePath, 'archive');
  if (!byRoute.has(archive)) add({ route: archive, layout: 'blogArchive' });

  // Each version's root leads to its home doc.
  for (const v of sources.versions) {
    const root = joinRoute(v.routeBase);
    const home = docRoutesByVersion.get(v.name)!.get(config.docs.homeId);
    if (!byRoute.has(root) && home) add({ route: root, layout: 'redirect', redirectTo: home });
  }
  for (const r of config.redirects) {
    add({ route: joinRoute(r.from), layout: 'redirect', redirectTo: r.to, ...(options.configFile ? { origin: options.configFile } : {}) });
  }

  const routes = [...byRoute.values()].sort((a, b) => byCodeUnits(a.route, b.route));
  return { routes, byRoute, notFound: { route: '/404', layout: 'notFound' }, docRoutes, docRoutesByVersion, diagnostics };
}
