/**
 * A sidebar as one page sees it: its entry marked current, the categories around it open, and
 * on very large sidebars only the top level and the page's own branch. Hrefs of docs get the
 * base URL here; links keep the href the sidebar gave them.
 */
import type { SidebarItem } from '../theme-api.js';
import type { CategoryNode, NavNode } from './sidebars.js';

/** What every page's view of a tree asks of it, found in one walk of the tree. */
interface TreeIndex {
  /** Route → the categories that are that route or hold an entry for it, at any depth. */
  containing: Map<string, Set<CategoryNode>>;
  /** Category → the first route in it, in reading order. */
  firstRoute: Map<CategoryNode, string>;
  /** Category → its number in reading order. */
  number: Map<CategoryNode, number>;
}

const treeIndexes = new WeakMap<NavNode[], TreeIndex>();

/** The index of `tree`, made on first use (a page's view would otherwise walk the whole tree). */
function indexOf(tree: NavNode[]): TreeIndex {
  let index = treeIndexes.get(tree);
  if (index) return index;
  const built: TreeIndex = { containing: new Map(), firstRoute: new Map(), number: new Map() };
  const open: CategoryNode[] = [];
  const reach = (route: string): void => {
    let set = built.containing.get(route);
    if (!set) built.containing.set(route, (set = new Set()));
    for (const category of open) set.add(category);
  };
  const walk = (nodes: NavNode[]): string | undefined => {
    let first: string | undefined;
    for (const n of nodes) {
      if (n.type === 'doc') {
        reach(n.route);
        first ??= n.route;
      } else if (n.type === 'category') {
        built.number.set(n, built.number.size);
        open.push(n);
        if (n.route) reach(n.route);
        const inner = walk(n.children);
        open.pop();
        const own = n.route ?? inner;
        if (own) built.firstRoute.set(n, own);
        first ??= own;
      }
    }
    return first;
  };
  walk(tree);
  treeIndexes.set(tree, (index = built));
  return index;
}

const extra = (n: NavNode): Pick<SidebarItem, 'className'> & { customProps?: Record<string, unknown> } => ({
  ...(n.className ? { className: n.className } : {}),
  ...(n.customProps ? { customProps: n.customProps } : {}),
});

/**
 * In a trimmed sidebar, a category's entries come in blocks of this many: a page carries the
 * block that holds it, and each other block as one entry ("First – Last", linking to its first
 * page). Without blocks, every page of a folder of 3,000 pages carried 3,000 links, and the
 * build's time and output grew with the square of the folder's size.
 */
export const SIDEBAR_BLOCK = 100;

/** Which entry of `nodes` is, or holds, the page at `route` (-1 if none). */
function currentIndex(nodes: NavNode[], route: string, around: Set<CategoryNode> | undefined): number {
  return nodes.findIndex((n) => (n.type === 'doc' ? n.route === route : n.type === 'category' && (around?.has(n) ?? false)));
}

/**
 * The sidebar as the page at `route` sees it. When `full` is false (very large sidebars),
 * branches that do not lead to the page keep only their category link, and long lists of
 * entries only the block that holds the page ({@link SIDEBAR_BLOCK}). With `mark` false, no
 * entry is current: the copy shared between pages, in which the browser marks the page.
 */
export function sidebarForPage(tree: NavNode[], route: string, href: (route: string) => string, full: boolean, mark = true): SidebarItem[] {
  const index = indexOf(tree);
  const around = index.containing.get(route);
  const one = (n: NavNode): SidebarItem => {
    if (n.type === 'doc')
      return { type: 'link', label: n.label, href: href(n.route), route: n.route, external: false, current: mark && n.route === route, ...extra(n) };
    if (n.type === 'link') return { type: 'link', label: n.label, href: n.href, external: n.external, current: false, ...extra(n) };
    if (n.type === 'html') return { type: 'html', html: n.html, ...(n.className ? { className: n.className } : {}) };
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
      ...extra(n),
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
      const target = first.type === 'doc' ? first.route : first.type === 'category' ? (first.route ?? index.firstRoute.get(first)) : undefined;
      const label = (n: NavNode): string => (n.type === 'html' ? '…' : n.label);
      items.push({
        type: 'category',
        label: `${label(first)} – ${label(part.at(-1)!)}`,
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
 * Which shared copy of the sidebar a page uses: pages with the same variant get the same
 * unmarked sidebar. A full sidebar has one copy. A trimmed one shows the categories that hold
 * the page, at every depth, and in each long list the block on the way to the page: its
 * variant names exactly those, so two pages share a copy only when their copies are the same.
 */
export function sharedSidebarVariant(tree: NavNode[], route: string, full: boolean): string {
  if (full) return '';
  const index = indexOf(tree);
  const around = index.containing.get(route);
  const parts: string[] = [];
  const visit = (nodes: NavNode[]): void => {
    if (nodes.length > SIDEBAR_BLOCK) parts.push(`b${Math.floor(currentIndex(nodes, route, around) / SIDEBAR_BLOCK)}`);
    for (const n of nodes) {
      if (n.type !== 'category' || !around?.has(n)) continue;
      parts.push(String(index.number.get(n)));
      visit(n.children);
    }
  };
  visit(tree);
  return parts.join('.');
}
