/**
 * The docs sidebar as a tree built once per build from folder structure, positions and
 * category files; each page then gets a view of it with its own entry marked current.
 */
import type { SiteConfig } from '../config/schema.js';
import type { CategorySource } from '../content/discover.js';
import { numberPrefix, stripNumberPrefix } from '../content/route-paths.js';
import { generatedIndexRoute } from '../content/discover.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SidebarItem } from '../theme-api.js';

/** A doc as the sidebar needs it. */
export interface SidebarDoc {
  id: string;
  relPath: string;
  route: string;
  label: string;
  position?: number;
  file: string;
}

/** A node of the site-wide sidebar tree (no per-page state). */
export type NavNode =
  | { type: 'link'; label: string; route: string; docId: string }
  | {
      type: 'category';
      label: string;
      route?: string;
      /** Doc id when the category's page is a doc. */
      docId?: string;
      generated?: { title: string; description?: string };
      collapsed: boolean;
      collapsible: boolean;
      children: NavNode[];
    };

interface Sortable {
  node: NavNode;
  position?: number;
  name: string;
}

function sortKey(a: Sortable, b: Sortable): number {
  if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
  if (a.position !== undefined && b.position === undefined) return -1;
  if (a.position === undefined && b.position !== undefined) return 1;
  return a.name.localeCompare(b.name, 'en', { numeric: true });
}

/** Builds the sidebar tree for every doc. */
export function buildSidebarTree(options: {
  config: SiteConfig;
  /** Route prefix of the docs version (default: the config's routeBasePath). */
  routeBase?: string;
  docs: SidebarDoc[];
  categories: CategorySource[];
  diagnostics: Diagnostic[];
}): NavNode[] {
  const { config, docs, categories, diagnostics } = options;
  const routeBase = options.routeBase ?? config.docs.routeBasePath;
  const byId = new Map(docs.map((d) => [d.id, d]));
  const usedAsCategoryPage = new Set<string>();

  const build = (dir: string): Sortable[] => {
    const out: Sortable[] = [];
    const depth = dir === '' ? 0 : dir.split('/').length;
    for (const c of categories) {
      const parts = c.dir.split('/');
      if (parts.length !== depth + 1 || (dir !== '' && !c.dir.startsWith(`${dir}/`))) continue;
      const folder = parts.at(-1)!;
      const label = c.meta.label ?? stripNumberPrefix(folder);
      const children = build(c.dir);
      let route: string | undefined;
      let docId: string | undefined;
      let generated: { title: string; description?: string } | undefined;
      const link = c.meta.link;
      if (link?.type === 'doc') {
        const target = byId.get(link.id) ?? byId.get(`${parts.map(stripNumberPrefix).join('/')}/${link.id}`);
        if (!target) {
          diagnostics.push({ severity: 'error', code: 'category/unknown-doc', message: `category link points to doc "${link.id}", which does not exist`, ...(c.file ? { file: c.file } : {}) });
        } else {
          route = target.route;
          docId = target.id;
        }
      } else if (link?.type === 'generated-index') {
        route = generatedIndexRoute(routeBase, label, link.slug);
        generated = { title: link.title ?? label, ...(link.description ?? c.meta.description ? { description: link.description ?? c.meta.description } : {}) };
      } else if (link === undefined) {
        // An index doc (index.md, README.md, or named like its folder) becomes the category's page.
        const categoryRoute = `/${[routeBase, ...parts.map(stripNumberPrefix)].join('/')}`;
        const index = docs.find((d) => d.route === categoryRoute && d.relPath.startsWith(`${c.dir}/`) && d.relPath.split('/').length === depth + 2);
        if (index) {
          route = index.route;
          docId = index.id;
        }
      }
      if (docId) usedAsCategoryPage.add(docId);
      const node: NavNode = {
        type: 'category',
        label,
        ...(route ? { route } : {}),
        ...(docId ? { docId } : {}),
        ...(generated ? { generated } : {}),
        collapsed: c.meta.collapsed ?? true,
        collapsible: c.meta.collapsible ?? true,
        children: children.filter((s) => !(s.node.type === 'link' && s.node.docId === docId)).map((s) => s.node),
      };
      const position = c.meta.position ?? numberPrefix(folder);
      out.push({ node, name: folder, ...(position !== undefined ? { position } : {}) });
    }
    for (const d of docs) {
      const parts = d.relPath.split('/');
      if (parts.length !== depth + 1 || (dir !== '' && !d.relPath.startsWith(`${dir}/`))) continue;
      const name = parts.at(-1)!;
      const position = d.position ?? numberPrefix(name);
      out.push({ node: { type: 'link', label: d.label, route: d.route, docId: d.id }, name, ...(position !== undefined ? { position } : {}) });
    }
    return out.sort(sortKey);
  };
  const tree = build('');
  const dropIndexDocs = (nodes: NavNode[]): NavNode[] =>
    nodes
      .filter((n) => !(n.type === 'link' && usedAsCategoryPage.has(n.docId)))
      .map((n) => (n.type === 'category' ? { ...n, children: dropIndexDocs(n.children) } : n));
  return dropIndexDocs(tree.map((s) => s.node));
}

/** Every page of the sidebar in reading order (category pages before their children). */
export function flattenSidebar(tree: NavNode[]): Array<{ label: string; route: string; docId?: string }> {
  const out: Array<{ label: string; route: string; docId?: string }> = [];
  const walk = (nodes: NavNode[]): void => {
    for (const n of nodes) {
      if (n.type === 'link') out.push({ label: n.label, route: n.route, docId: n.docId });
      else {
        if (n.route) out.push({ label: n.label, route: n.route, ...(n.docId ? { docId: n.docId } : {}) });
        walk(n.children);
      }
    }
  };
  walk(tree);
  return out;
}

/** Number of entries in the tree. */
export function countEntries(tree: NavNode[]): number {
  return tree.reduce((n, node) => n + 1 + (node.type === 'category' ? countEntries(node.children) : 0), 0);
}

/** The chain of categories leading to `route`, outermost first. */
export function ancestorsOf(tree: NavNode[], route: string): Array<Extract<NavNode, { type: 'category' }>> {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.route === route) return [node];
    if (node.children.some((c) => c.type === 'link' && c.route === route)) return [node];
    const deeper = ancestorsOf(node.children, route);
    if (deeper.length) return [node, ...deeper];
  }
  return [];
}

/**
 * The sidebar as one page sees it. When `full` is false (very large sites), branches that do
 * not lead to the current page keep only their category link.
 */
export function sidebarForPage(tree: NavNode[], route: string, href: (route: string) => string, full: boolean): SidebarItem[] {
  const contains = (n: NavNode): boolean =>
    n.type === 'link' ? n.route === route : n.route === route || n.children.some(contains);
  const firstRoute = (n: NavNode): string | undefined =>
    n.type === 'link' ? n.route : (n.route ?? n.children.map(firstRoute).find(Boolean));
  const map = (nodes: NavNode[]): SidebarItem[] =>
    nodes.map((n): SidebarItem => {
      if (n.type === 'link') return { type: 'link', label: n.label, href: href(n.route), route: n.route, current: n.route === route };
      const inside = contains(n);
      const omitted = !full && !inside;
      const target = n.route ?? (omitted ? firstRoute(n) : undefined);
      return {
        type: 'category',
        label: n.label,
        ...(target ? { href: href(target), route: target } : {}),
        items: omitted ? [] : map(n.children),
        collapsed: n.collapsed,
        collapsible: n.collapsible,
        current: n.route === route,
        containsCurrent: inside,
        omitted,
      };
    });
  return map(tree);
}
