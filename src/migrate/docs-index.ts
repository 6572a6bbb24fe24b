/**
 * What the migration needs to know about the site's docs: the route of each doc id, and the
 * first doc of a sidebar, so that navbar items pointing at docs or sidebars become links.
 * It reads the docs the way the build does (`discoverContent`, `buildSidebarTree`), so the
 * routes are the ones the migrated site will have.
 */
import { configSchema, type UserConfig } from '../config/schema.js';
import { discoverContent } from '../discover/discover.js';
import { generateSidebarItems } from '../nav/sidebar-generator.js';
import type { SidebarItemSpec } from '../nav/sidebars-file.js';

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
  const docs = sources.markdown.filter((m) => m.kind === 'doc' && m.root.version?.name === 'current');
  const sidebarDocs = docs.map((d) => ({
    id: d.id,
    relPath: d.relPath,
    route: d.route,
    file: d.file,
    title: d.title,
    label: d.frontmatter.sidebar_label ?? d.title,
    ...(d.frontmatter.sidebar_position !== undefined ? { position: d.frontmatter.sidebar_position } : {}),
  }));
  const routes = new Map(docs.map((d) => [d.id, d.route]));
  const idsIn = (items: SidebarItemSpec[]): string[] =>
    items.flatMap((i) => (i.type === 'doc' ? [i.id] : i.type === 'category' ? [...(i.link?.type === 'doc' ? [i.link.id] : []), ...idsIn(i.items)] : []));
  const ordered = idsIn(generateSidebarItems('.', sidebarDocs, sources.categories));
  return {
    routeOf: (id) => routes.get(id),
    firstInDir: (dirName) => {
      const first = idsIn(generateSidebarItems(dirName.replace(/^\/+|\/+$/g, '') || '.', sidebarDocs, sources.categories))[0];
      return first === undefined ? undefined : routes.get(first);
    },
    ids: ordered,
  };
}
