/**
 * The navbar of a page in a docs version: its `doc` and `docSidebar` items lead to the doc or
 * sidebar in that version, as Docusaurus's navbar leads to the version the reader is in.
 */
import type { NavbarVersion } from '../pages/page-job.js';
import type { NavItem, NavLink, SiteInfo } from '../theme-api.js';

/** `site` with its navbar's versioned links in `version`; `site` itself when none changes. */
export function withVersionLinks(site: SiteInfo, version: NavbarVersion): SiteInfo {
  let changed = false;
  const inVersion = (link: NavLink): NavLink => {
    const href = link.versions?.pluginId === version.pluginId ? link.versions.hrefs[version.name] : undefined;
    if (href === undefined || href === link.href) return link;
    changed = true;
    return { ...link, href };
  };
  const items = site.navbar.items.map((item): NavItem => {
    if (item.type === 'link') return inVersion(item);
    if (item.type === 'dropdown') {
      const links = item.items.map(inVersion);
      return links.some((link, i) => link !== item.items[i]) ? { ...item, items: links } : item;
    }
    return item;
  });
  return changed ? { ...site, navbar: { ...site.navbar, items } } : site;
}
