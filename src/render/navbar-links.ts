/**
 * The navbar as one page shows it: the links the engine writes for each page (the locale menu's,
 * `i18n/alternates.ts`) or for each docs version (`doc` and `docSidebar` items, which lead into
 * the version the reader is in, as Docusaurus's navbar does).
 */
import type { NavbarVersion } from '../pages/page-job.js';
import type { NavItem, NavLink, SiteInfo } from '../theme-api.js';

/** `site` with each navbar link, dropdowns' included, as `rewrite` gives it; `site` itself when `rewrite` changes none. */
export function mapNavbarLinks(site: SiteInfo, rewrite: (link: NavLink) => NavLink): SiteInfo {
  let changed = false;
  const one = (link: NavLink): NavLink => {
    const out = rewrite(link);
    if (out !== link) changed = true;
    return out;
  };
  const items = site.navbar.items.map((item): NavItem => {
    if (item.type === 'link') return one(item);
    if (item.type === 'dropdown') {
      const links = item.items.map(one);
      return links.some((link, i) => link !== item.items[i]) ? { ...item, items: links } : item;
    }
    return item;
  });
  return changed ? { ...site, navbar: { ...site.navbar, items } } : site;
}

/** `site` with its navbar's versioned links in `version`; `site` itself when none changes. */
export function withVersionLinks(site: SiteInfo, version: NavbarVersion): SiteInfo {
  return mapNavbarLinks(site, (link) => {
    const href = link.versions?.pluginId === version.pluginId ? link.versions.hrefs[version.name] : undefined;
    return href === undefined || href === link.href ? link : { ...link, href };
  });
}
