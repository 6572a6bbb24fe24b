/**
 * The docs of every docs instance in the shape Docusaurus's docs plugin hands the browser as its
 * global data: each instance's versions, each version's docs and sidebars. Site code reads it
 * through `useAllDocsData()`, `useVersions()`, `useActiveDocContext()`… (compat/docs-data.ts).
 */
import type { SiteSources } from '../discover/discover.js';
import { joinRoute } from '../discover/route-paths.js';
import type { DocsData, VersionDoc } from '../compat/render-context.js';
import { withoutTrailingSlash } from '../compat/urls.js';
import type { DocsVersion } from '../discover/versions.js';
import { versionKey } from '../nav/sidebar-key.js';
import type { Navigation } from './navigation.js';

/** URL of a docs version's root, base URL applied, without a trailing slash (`/docs`, `/docs/next`). */
export function versionPath(version: Pick<DocsVersion, 'routeBase'>, href: (route: string) => string): string {
  return withoutTrailingSlash(href(joinRoute(version.routeBase)));
}

/** The docs data of the site, by docs instance id; `href` gives a route's URL (base URL, trailing slash). */
export function docsData(sources: SiteSources, navigation: Navigation, href: (route: string) => string): Record<string, DocsData> {
  return Object.fromEntries(
    sources.docs.map((instance) => {
      const versions = instance.versions.flatMap((version) => {
        const nav = navigation.versions.get(versionKey(version));
        if (!nav) return [];
        const { sidebarOfDoc, orders, sidebars } = nav.sidebars;
        return [
          {
            name: version.name,
            label: version.label,
            isLast: version.isLast,
            path: versionPath(version, href),
            mainDocId: nav.mainDoc?.id ?? '',
            docs: [...nav.docs.values()].map((md) => {
              const sidebar = sidebarOfDoc.get(md.id);
              return {
                id: md.id,
                path: href(md.route),
                ...(sidebar !== undefined ? { sidebar } : {}),
                ...(md.frontmatter.unlisted === true ? { unlisted: true } : {}),
              };
            }),
            draftIds: sources.drafts.filter((d) => d.version === version).map((d) => d.id),
            sidebars: Object.fromEntries(
              sidebars.map(({ id }) => {
                const first = orders.get(id)?.[0];
                return [id, first ? { link: { path: href(first.route), label: first.label } } : {}];
              }),
            ),
          },
        ];
      });
      return [
        instance.options.id,
        { path: withoutTrailingSlash(href(joinRoute(instance.options.routeBasePath))), versions, breadcrumbs: instance.options.breadcrumbs },
      ];
    }),
  );
}

/**
 * Each version's docs with their titles and descriptions, by `<pluginId>/<version>`, as
 * Docusaurus's `useDocsVersion().docs` gives them to a docs page (and `useDocById()` reads them).
 * Part of the render setup, hence of every page's cache key: nothing here may change when only a
 * page's text does.
 */
export function versionDocs(navigation: Navigation): Record<string, Record<string, VersionDoc>> {
  return Object.fromEntries(
    [...navigation.versions].map(([key, nav]) => [
      key,
      Object.fromEntries(
        [...nav.docs.values()].map((md) => {
          const sidebar = nav.sidebars.sidebarOfDoc.get(md.id);
          // Its `description` only: Docusaurus falls back to the first paragraph, but then every edit
          // of a page's text would change what every page of a site with code depends on (the build cache's key).
          const description = md.frontmatter.description ?? '';
          return [md.id, { id: md.id, title: md.title, description, ...(sidebar !== undefined ? { sidebar } : {}) }];
        }),
      ),
    ]),
  );
}
