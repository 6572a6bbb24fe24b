/**
 * What the migration needs to know about the site's docs: the route of each doc id, and the
 * first doc of a sidebar, so that navbar items pointing at docs or sidebars become links.
 * It reads the docs the way the build does (`discoverContent`, `buildSidebarTree`), so the
 * routes are the ones the migrated site will have.
 */
import { configSchema, type UserConfig } from '../config/schema.js';
import { discoverContent } from '../discover/discover.js';
import { buildSidebarTree, flattenSidebar } from '../nav/sidebar.js';

/** Doc routes of a site. */
export interface DocsIndex {
  /** Route of the doc with this id (`tutorial-basics/create-a-page`), if there is one. */
  routeOf(id: string): string | undefined;
  /** Route of the first doc in the sidebar generated from `dirName` (`.` for all docs). */
  firstInDir(dirName: string): string | undefined;
  /** Ids of every doc, in sidebar order. */
  ids: string[];
}

/** Indexes the docs of the site in `siteDir` as `config` (docs path, route base) sees them. */
export function indexDocs(config: Pick<UserConfig, 'docs'>, siteDir: string): DocsIndex {
  const resolved = configSchema.parse({ docs: config.docs ?? {} });
  const sources = discoverContent(resolved, siteDir);
  const docs = sources.markdown.filter((m) => m.kind === 'doc');
  const tree = buildSidebarTree({
    config: resolved,
    categories: sources.categories,
    diagnostics: [],
    docs: docs.map((d) => {
      const position = d.frontmatter.sidebar_position;
      return {
        id: d.id,
        relPath: d.relPath,
        route: d.route,
        file: d.file,
        label: d.frontmatter.sidebar_label ?? d.id,
        ...(position !== undefined ? { position } : {}),
      };
    }),
  });
  const routes = new Map(docs.map((d) => [d.id, d.route]));
  const order = flattenSidebar(tree);

  const relPathOf = new Map(docs.map((d) => [d.id, d.relPath]));
  // Docs in reading order; generated index pages are not docs, so a sidebar's first doc skips them.
  const ordered = order.filter((o): o is { label: string; route: string; docId: string } => o.docId !== undefined);

  return {
    routeOf: (id) => routes.get(id),
    firstInDir: (dirName) => {
      const dir = dirName
        .split('/')
        .filter((p) => p && p !== '.')
        .join('/');
      return ordered.find((o) => dir === '' || relPathOf.get(o.docId)?.startsWith(`${dir}/`))?.route;
    },
    ids: ordered.map((o) => o.docId),
  };
}
