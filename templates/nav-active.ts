/**
 * Which navbar links are the current section (Docusaurus's active navbar items). One rule for
 * the server, which marks the links of the first load, and the browser script, which marks them
 * again after each client-side navigation: the navbar is part of the shell, which navigation
 * keeps.
 */
import type { NavActive, PageInfo, SiteInfo } from '../src/theme-api.js';

/** Where the reader is: the path as the address bar has it (base URL included), and the doc shown. */
export interface NavPlace {
  path: string;
  doc?: PageInfo['doc'] | undefined;
}

/**
 * How a navbar link carries its rule to the browser script, in plain attributes (kept short:
 * every page has them twice, in the navbar and the drawer): `data-nav-path` (empty when it is
 * the link's own href), `data-nav-prefix`, `data-nav-regex`, or `data-nav-docs` (the docs
 * instance) with `data-nav-sidebar` and `data-nav-doc`. The doc layout carries the page's doc in
 * `data-doc-plugin`, `data-doc-id` and `data-doc-sidebar`.
 */
export function ruleAttributes(rule: NavActive, href: string): Record<string, string> {
  switch (rule.kind) {
    case 'path':
      return { 'data-nav-path': rule.path === ownPath(href) ? '' : rule.path };
    case 'prefix':
      return { 'data-nav-prefix': rule.prefix };
    case 'regex':
      return { 'data-nav-regex': rule.regex };
    case 'docs':
      return {
        'data-nav-docs': rule.pluginId,
        ...(rule.sidebar !== undefined ? { 'data-nav-sidebar': rule.sidebar } : {}),
        ...(rule.docId !== undefined ? { 'data-nav-doc': rule.docId } : {}),
      };
  }
}

/** Selects the links {@link ruleAttributes} marked. */
export const RULE_SELECTOR = ['.navbar', '.sidebar__primary']
  .flatMap((region) => ['path', 'prefix', 'regex', 'docs'].map((rule) => `${region} a[data-nav-${rule}]`))
  .join(',');

/** The rule of a link {@link ruleAttributes} marked. */
export function ruleOf(a: Element): NavActive {
  const get = (name: string): string | undefined => a.getAttribute(name) ?? undefined;
  const path = get('data-nav-path');
  if (path !== undefined) return { kind: 'path', path: path || ownPath(a.getAttribute('href')!) };
  const prefix = get('data-nav-prefix');
  if (prefix !== undefined) return { kind: 'prefix', prefix };
  const regex = get('data-nav-regex');
  if (regex !== undefined) return { kind: 'regex', regex };
  const sidebar = get('data-nav-sidebar');
  const docId = get('data-nav-doc');
  return { kind: 'docs', pluginId: get('data-nav-docs')!, ...(sidebar !== undefined ? { sidebar } : {}), ...(docId !== undefined ? { docId } : {}) };
}

/** Whether a navbar item of the site is marked by the doc a page shows (a `doc` or `docSidebar` item): only then do pages say which. */
export function navbarFollowsDocs(site: SiteInfo): boolean {
  return site.navbar.items.some((item) =>
    (item.type === 'dropdown' ? item.items : [item]).some((link) => link.type === 'link' && link.active?.kind === 'docs'),
  );
}

/** The attributes of the doc layout that say which doc the page shows. */
export function docAttributes(doc: NonNullable<PageInfo['doc']>): Record<string, string> {
  return { 'data-doc-plugin': doc.pluginId, 'data-doc-id': doc.id, ...(doc.sidebar !== undefined ? { 'data-doc-sidebar': doc.sidebar } : {}) };
}

/** The doc shown in `scope`, from the attributes of {@link docAttributes}. */
export function docIn(scope: ParentNode): PageInfo['doc'] {
  const el = scope.querySelector('[data-doc-plugin]');
  if (!el) return undefined;
  const sidebar = el.getAttribute('data-doc-sidebar');
  return { pluginId: el.getAttribute('data-doc-plugin')!, id: el.getAttribute('data-doc-id')!, ...(sidebar !== null ? { sidebar } : {}) };
}

/** A link's path: its href without query and fragment. */
const ownPath = (href: string): string => href.replace(/[?#].*$/, '');

/** Whether a link with rule `rule` is active at `place`. */
export function isNavActive(rule: NavActive, place: NavPlace): boolean {
  switch (rule.kind) {
    case 'path': {
      // Whole segments, any case: `/docs` is active on `/docs` and `/Docs/intro`, not on `/docsify`.
      const own = rule.path.replace(/\/+$/, '').toLowerCase();
      const path = place.path.toLowerCase();
      return own === '' || path === own || path.startsWith(`${own}/`);
    }
    case 'prefix':
      return place.path.startsWith(rule.prefix);
    case 'regex':
      return new RegExp(rule.regex).test(place.path);
    case 'docs': {
      const doc = place.doc;
      if (!doc || doc.pluginId !== rule.pluginId) return false;
      return (rule.docId !== undefined && doc.id === rule.docId) || (rule.sidebar !== undefined && doc.sidebar === rule.sidebar);
    }
  }
}

/** The class an active link gets, by where it stands: Docusaurus's names, which sites' CSS uses. */
export function activeClass(place: 'navbar' | 'dropdown' | 'drawer'): string {
  return place === 'drawer' ? 'menu__link--active' : place === 'dropdown' ? 'dropdown__link--active' : 'navbar__link--active';
}
