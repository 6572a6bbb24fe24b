/**
 * The docs sidebar as a tree built once per build from folder structure, positions and
 * category files; each page then gets a view of it with its own entry marked current.
 */
import type { SiteConfig } from '../config/schema.js';
import type { CategorySource } from '../discover/discover.js';
import { numberPrefix, stripNumberPrefix } from '../discover/route-paths.js';
import { generatedIndexRoute } from '../discover/discover.js';
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

/** `items` by the folder that holds each one's path (`a/b/c` is in `a/b`; `c` in ``). */
function groupByFolder<T>(items: readonly T[], pathOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const path = pathOf(item);
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    const group = groups.get(folder);
    if (group) group.push(item);
    else groups.set(folder, [item]);
  }
  return groups;
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
  // Docs and categories by the folder they sit in, so each folder reads only its own.
  const docsIn = groupByFolder(docs, (d) => d.relPath);
  const categoriesIn = groupByFolder(categories, (c) => c.dir);

  const build = (dir: string): Sortable[] => {
    const out: Sortable[] = [];
    for (const c of categoriesIn.get(dir) ?? []) {
      const parts = c.dir.split('/');
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
          diagnostics.push({
            severity: 'error',
            code: 'category/unknown-doc',
            message: `category link points to doc "${link.id}", which does not exist`,
            ...(c.file ? { file: c.file } : {}),
          });
        } else {
          route = target.route;
          docId = target.id;
        }
      } else if (link?.type === 'generated-index') {
        route = generatedIndexRoute(routeBase, label, link.slug);
        generated = {
          title: link.title ?? label,
          ...((link.description ?? c.meta.description) ? { description: link.description ?? c.meta.description } : {}),
        };
      } else if (link === undefined) {
        // An index doc (index.md, README.md, or named like its folder) becomes the category's page.
        const categoryRoute = `/${[routeBase, ...parts.map(stripNumberPrefix)].join('/')}`;
        const index = docsIn.get(c.dir)?.find((d) => d.route === categoryRoute);
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
    for (const d of docsIn.get(dir) ?? []) {
      const name = d.relPath.slice(d.relPath.lastIndexOf('/') + 1);
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

type Category = Extract<NavNode, { type: 'category' }>;

/** What every page's view of a tree asks of it, found in one walk of the tree. */
interface TreeIndex {
  /** Route → the categories that are that route or hold an entry for it, at any depth. */
  containing: Map<string, Set<Category>>;
  /** Category → the first route in it, in reading order. */
  firstRoute: Map<Category, string>;
}

const treeIndexes = new WeakMap<NavNode[], TreeIndex>();

/** The index of `tree`, made on first use (a page's view would otherwise walk the whole tree). */
function indexOf(tree: NavNode[]): TreeIndex {
  let index = treeIndexes.get(tree);
  if (index) return index;
  const built: TreeIndex = { containing: new Map(), firstRoute: new Map() };
  const open: Category[] = [];
  const reach = (route: string): void => {
    let set = built.containing.get(route);
    if (!set) built.containing.set(route, (set = new Set()));
    for (const category of open) set.add(category);
  };
  const walk = (nodes: NavNode[]): string | undefined => {
    let first: string | undefined;
    for (const n of nodes) {
      if (n.type === 'link') {
        reach(n.route);
        first ??= n.route;
        continue;
      }
      open.push(n);
      if (n.route) reach(n.route);
      const inner = walk(n.children);
      open.pop();
      const own = n.route ?? inner;
      if (own) built.firstRoute.set(n, own);
      first ??= own;
    }
    return first;
  };
  walk(tree);
  treeIndexes.set(tree, (index = built));
  return index;
}

/**
 * In a trimmed sidebar, a category's entries come in blocks of this many: a page carries the
 * block that holds it, and each other block as one entry ("First – Last", linking to its first
 * page). Without blocks, every page of a folder of 3,000 pages carried 3,000 links, and the
 * build's time and output grew with the square of the folder's size.
 */
export const SIDEBAR_BLOCK = 100;

/** Which entry of `nodes` is, or holds, the current page (-1 if none). */
function currentIndex(nodes: NavNode[], route: string, around: Set<Category> | undefined): number {
  return nodes.findIndex((n) => (n.type === 'link' ? n.route === route : (around?.has(n) ?? false)));
}

/**
 * The sidebar as one page sees it. When `full` is false (very large sites), branches that do
 * not lead to the current page keep only their category link, and long lists of entries only
 * the block that holds the current page ({@link SIDEBAR_BLOCK}). With `mark` false, no entry
 * is current: the copy shared between pages, in which the browser marks the current page.
 */
export function sidebarForPage(tree: NavNode[], route: string, href: (route: string) => string, full: boolean, mark = true): SidebarItem[] {
  const index = indexOf(tree);
  const around = index.containing.get(route);
  const one = (n: NavNode): SidebarItem => {
    if (n.type === 'link') return { type: 'link', label: n.label, href: href(n.route), route: n.route, external: false, current: mark && n.route === route };
    const inside = around?.has(n) ?? false;
    const omitted = !full && !inside;
    const target = n.route ?? (omitted ? index.firstRoute.get(n) : undefined);
    return {
      type: 'category',
      label: n.label,
      ...(target ? { href: href(target), route: target } : {}),
      items: omitted ? [] : map(n.children),
      collapsed: n.collapsed,
      collapsible: n.collapsible,
      current: mark && n.route === route,
      containsCurrent: mark && inside,
      omitted,
    };
  };
  const map = (nodes: NavNode[]): SidebarItem[] => {
    if (full || nodes.length <= SIDEBAR_BLOCK) return nodes.map(one);
    const own = Math.floor(currentIndex(nodes, route, around) / SIDEBAR_BLOCK);
    const items: SidebarItem[] = [];
    for (let start = 0, block = 0; start < nodes.length; start += SIDEBAR_BLOCK, block++) {
      const part = nodes.slice(start, start + SIDEBAR_BLOCK);
      if (block === own) {
        items.push(...part.map(one));
        continue;
      }
      const first = part[0]!;
      const target = first.type === 'link' ? first.route : (first.route ?? index.firstRoute.get(first));
      items.push({
        type: 'category',
        label: `${first.label} – ${part.at(-1)!.label}`,
        ...(target ? { href: href(target), route: target } : {}),
        items: [],
        collapsed: true,
        collapsible: true,
        current: false,
        containsCurrent: false,
        omitted: true,
      });
    }
    return items;
  };
  return map(tree);
}

/**
 * Which shared copy of the sidebar a page uses: pages with the same id get the same unmarked
 * sidebar. A full sidebar has one copy; a trimmed one a copy per top-level branch and per
 * block of entries on the way to the page.
 */
export function sharedSidebarVariant(tree: NavNode[], route: string, full: boolean): string {
  if (full) return '';
  const around = indexOf(tree).containing.get(route);
  const branch = tree.findIndex((n) => n.type === 'category' && around?.has(n));
  const blocks: number[] = [];
  let nodes: NavNode[] | undefined = tree;
  while (nodes) {
    const at = currentIndex(nodes, route, around);
    if (nodes.length > SIDEBAR_BLOCK) blocks.push(Math.floor(at / SIDEBAR_BLOCK));
    const next: NavNode | undefined = nodes[at];
    nodes = next?.type === 'category' ? next.children : undefined;
  }
  return blocks.length ? `${branch}.${blocks.join('.')}` : String(branch);
}
