/**
 * Navigation stage: the sidebars of every docs version (from the sidebars files, or generated),
 * and what each doc takes from them: the sidebar it shows, its breadcrumbs, its previous and
 * next pages, the version menu. Also each version's main doc (where its root leads).
 */
import type { SiteConfig } from '../config/schema.js';
import type { MarkdownSource, SiteSources } from '../discover/discover.js';
import { joinRoute, numberPrefix } from '../discover/route-paths.js';
import type { DocsVersion } from '../discover/versions.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RenderSetup } from '../pages/page-job.js';
import type { SidebarDoc } from '../nav/sidebar-generator.js';
import { loadSidebarsFile, type SidebarsSpec } from '../nav/sidebars-file.js';
import { ancestorsOf, buildVersionSidebars, countEntries, firstRoute, type CategoryNode, type NavNode, type VersionSidebars } from '../nav/sidebars.js';
import { sidebarIdOf, sidebarKey, versionKey } from '../nav/sidebar-key.js';
import type { Breadcrumb } from '../theme-api.js';
import { translateSidebar } from '../i18n/translate.js';

/** One docs version with its docs and sidebars. */
export interface VersionNavigation {
  version: DocsVersion;
  /** Doc id → source. */
  docs: Map<string, MarkdownSource>;
  sidebars: VersionSidebars;
  /** Where the version's root leads: the doc with `slug: /`, else `homeId`, else the first doc of the first sidebar, else the first doc. */
  mainDoc?: MarkdownSource;
}

/** What a doc page shows around its body. */
export interface DocNavigation {
  /** Key of its sidebar in {@link Navigation.sidebars}. */
  sidebar?: string;
  breadcrumbs: Breadcrumb[];
  prev?: { route: string; label: string };
  next?: { route: string; label: string };
}

/** The navigation of the whole site. */
export interface Navigation {
  /** By version key (`<pluginId>/<version name>`). */
  versions: Map<string, VersionNavigation>;
  /** Every sidebar, by key `<pluginId>/<version>/<sidebar id>`, as the render setup carries them. */
  sidebars: RenderSetup['sidebars'];
  /** Generated-index pages. */
  generatedIndexes: Array<{ route: string; category: CategoryNode; sidebar: string; version: DocsVersion }>;
  /** Files the sidebars were read from, for watch mode. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

function sidebarDoc(md: MarkdownSource): SidebarDoc {
  const fm = md.frontmatter;
  const fileName = md.relPath.slice(md.relPath.lastIndexOf('/') + 1).replace(/\.mdx?$/i, '');
  const position = fm.sidebar_position ?? numberPrefix(fileName);
  return {
    id: md.id,
    relPath: md.relPath,
    route: md.route,
    title: md.title,
    label: fm.sidebar_label ?? md.title,
    ...(fm.sidebar_label !== undefined ? { sidebarLabel: fm.sidebar_label } : {}),
    ...(fm.pagination_label !== undefined ? { paginationLabel: fm.pagination_label } : {}),
    ...((fm.description ?? md.excerpt) ? { description: fm.description ?? md.excerpt } : {}),
    ...(position !== undefined ? { position } : {}),
    ...(fm.sidebar_class_name ? { className: fm.sidebar_class_name } : {}),
    ...(fm.sidebar_custom_props ? { customProps: fm.sidebar_custom_props } : {}),
    ...(fm.sidebar_key ? { key: fm.sidebar_key } : {}),
    file: md.file,
  };
}

/** Builds the sidebars of every docs version. */
export async function buildNavigation(
  config: SiteConfig,
  sources: SiteSources,
  options: {
    /** A locale's translations of a version's label and sidebar labels (Docusaurus's `current.json`), when the site has `i18n`. */
    sidebarMessages?: (version: DocsVersion) => Readonly<Record<string, string>>;
  } = {},
): Promise<Navigation> {
  const diagnostics: Diagnostic[] = [];
  const versions = new Map<string, VersionNavigation>();
  const sidebars: RenderSetup['sidebars'] = {};
  const generatedIndexes: Navigation['generatedIndexes'] = [];
  const inputs: string[] = [];
  for (const instance of sources.docs) {
    for (const version of instance.versions) {
      const docs = sources.markdown.filter((m) => m.kind === 'doc' && m.root.version === version);
      let spec: SidebarsSpec | false | undefined;
      if (typeof version.sidebars === 'string') {
        const loaded = await loadSidebarsFile(version.sidebars);
        inputs.push(...loaded.inputs);
        diagnostics.push(...loaded.diagnostics);
        spec = loaded.spec ?? false;
      } else spec = version.sidebars;
      const displayed = new Map(docs.flatMap((d) => (d.frontmatter.displayed_sidebar !== undefined ? [[d.id, d.frontmatter.displayed_sidebar] as const] : [])));
      const built = buildVersionSidebars({
        version,
        docsOptions: instance.options,
        spec,
        ...(typeof version.sidebars === 'string' ? { file: version.sidebars } : {}),
        docs: docs.map(sidebarDoc),
        displayed,
        categories: sources.categories.filter((c) => c.pluginId === version.pluginId && c.version === version.name),
        drafts: new Set(sources.drafts.filter((d) => d.version === version).map((d) => d.id)),
        baseUrl: config.baseUrl,
        diagnostics,
      });
      const messages = options.sidebarMessages?.(version);
      // The version's label in the locale's words, wherever it shows (menu, badge, banner, data).
      if (messages?.['version.label'] !== undefined) version.label = messages['version.label'];
      if (messages && Object.keys(messages).length) {
        for (const { id, tree } of built.sidebars) {
          translateSidebar(tree, id, messages);
          // A generated index is named by its category in the reading order too.
          const indexes = new Map(flattenCategories(tree).flatMap((c) => (c.route && !c.docId ? [[c.route, c.label] as const] : [])));
          for (const entry of built.orders.get(id) ?? []) if (!entry.docId && indexes.has(entry.route)) entry.label = indexes.get(entry.route)!;
        }
      }
      const byId = new Map(docs.map((d) => [d.id, d]));
      const atRoot = docs.find((d) => d.route === joinRoute(version.routeBase));
      const homeId = instance.options.homeId;
      const firstOfSidebar = built.sidebars[0] ? firstDoc(built.sidebars[0].tree) : undefined;
      const mainDoc = atRoot ?? (homeId !== undefined ? byId.get(homeId) : undefined) ?? (firstOfSidebar ? byId.get(firstOfSidebar) : undefined) ?? docs[0];
      if (homeId !== undefined && !byId.has(homeId) && version.name === 'current') {
        diagnostics.push({ severity: 'error', code: 'config/home-doc', message: `docs.homeId: no doc has the id "${homeId}"` });
      }
      versions.set(versionKey(version), { version, docs: byId, sidebars: built, ...(mainDoc ? { mainDoc } : {}) });
      const full = built.sidebars.every((s) => countEntries(s.tree) <= config.sidebar.maxInlineItems);
      // Unlisted docs are left out of the sidebars readers see (their own page shows the sidebar without them).
      const unlisted = new Set(docs.filter((d) => d.frontmatter.unlisted === true).map((d) => d.id));
      for (const { id, tree } of built.sidebars) sidebars[sidebarKey(version, id)] = { tree: unlisted.size ? withoutDocs(tree, unlisted) : tree, full };
      for (const [route, { category, sidebar }] of built.generatedIndexes)
        generatedIndexes.push({ route, category, sidebar: sidebarKey(version, sidebar), version });
    }
  }
  return { versions, sidebars, generatedIndexes, inputs, diagnostics };
}

/** Every category of `tree`, depth first. */
function flattenCategories(tree: readonly NavNode[]): CategoryNode[] {
  return tree.flatMap((n) => (n.type === 'category' ? [n, ...flattenCategories(n.children)] : []));
}

/** `tree` without the doc entries of `ids` (a category linking to one keeps its other entries). */
function withoutDocs(tree: readonly NavNode[], ids: ReadonlySet<string>): NavNode[] {
  return tree.flatMap((n): NavNode[] => {
    if (n.type === 'doc') return ids.has(n.docId) ? [] : [n];
    if (n.type === 'category') return [{ ...n, children: withoutDocs(n.children, ids) }];
    return [n];
  });
}

function firstDoc(tree: NavNode[]): string | undefined {
  for (const n of tree) {
    if (n.type === 'doc') return n.docId;
    if (n.type === 'category') {
      if (n.docId) return n.docId;
      const inner = firstDoc(n.children);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * What the page at `route` (a doc, or a generated index with `sidebarKey`) shows around its
 * body. `doc` is the doc, when the page is one; `pagination` its frontmatter overrides,
 * already resolved to routes (null: none).
 */
export function docNavigation(
  nav: Navigation,
  version: VersionNavigation,
  page: { route: string; docId?: string; label: string; sidebarKey?: string },
  pagination: { prev?: string | null; next?: string | null },
): DocNavigation {
  const sidebarId = page.docId ? version.sidebars.sidebarOfDoc.get(page.docId) : page.sidebarKey !== undefined ? sidebarIdOf(page.sidebarKey) : undefined;
  const key = sidebarId !== undefined ? sidebarKey(version.version, sidebarId) : undefined;
  const tree = key ? nav.sidebars[key]?.tree : undefined;
  const breadcrumbs: Breadcrumb[] = [];
  // The page of a category (its linked doc, its generated index) is named by the category, as on Docusaurus.
  let own: string | undefined;
  if (tree) {
    for (const c of ancestorsOf(tree, page.route)) {
      if (c.route === page.route) own = c.label;
      else breadcrumbs.push({ label: c.label, ...(c.route ? { href: c.route } : {}) });
    }
  }
  const order = sidebarId !== undefined ? (version.sidebars.orders.get(sidebarId) ?? []) : [];
  const i = positionIn(order, page.route);
  // The page's label in its sidebar (a sidebars file's `label`), as Docusaurus's breadcrumbs show it.
  breadcrumbs.push({ label: own ?? (i >= 0 ? order[i]!.label : page.label) });
  const labelOf = (route: string): string =>
    order.find((o) => o.route === route)?.label ?? [...version.docs.values()].find((d) => d.route === route)?.title ?? route;
  const side = (override: string | null | undefined, neighbour: { route: string; label: string } | undefined): { route: string; label: string } | undefined => {
    if (override === null) return undefined;
    if (override !== undefined) return { route: override, label: labelOf(override) };
    return neighbour;
  };
  // The nearest neighbours that are not unlisted docs (an unlisted doc still has its own).
  const listed = (o: { docId?: string } | undefined): boolean => !o?.docId || version.docs.get(o.docId)?.frontmatter.unlisted !== true;
  let before = i - 1;
  while (before >= 0 && !listed(order[before])) before--;
  let after = i >= 0 ? i + 1 : order.length;
  while (after < order.length && !listed(order[after])) after++;
  const prev = side(pagination.prev, before >= 0 ? order[before] : undefined);
  const next = side(pagination.next, after < order.length ? order[after] : undefined);
  return { ...(key && tree ? { sidebar: key } : {}), breadcrumbs, ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** Where each route first comes in a sidebar's reading order, worked out once per order. */
const positions = new WeakMap<ReadonlyArray<{ route: string }>, Map<string, number>>();

/** The first place of `route` in `order` (-1: absent), without a search through it for every page. */
function positionIn(order: ReadonlyArray<{ route: string }>, route: string): number {
  let index = positions.get(order);
  if (!index) {
    index = new Map();
    for (const [i, o] of order.entries()) if (!index.has(o.route)) index.set(o.route, i);
    positions.set(order, index);
  }
  return index.get(route) ?? -1;
}

/** The first page of the sidebar `key`, for navbar `docSidebar` items. */
export function sidebarFirstPage(nav: Navigation, key: string): { route: string; label: string } | undefined {
  const tree = nav.sidebars[key]?.tree;
  return tree ? firstRoute(tree) : undefined;
}
