/**
 * What the site's config and data files say, ready for pages: the site info every page gets
 * (navbar and footer items resolved: `doc` and `docSidebar` items to their pages, `to` paths
 * under the base URL, HTML sanitised), the home page's data, and every link written there, to
 * check like the links of pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { FooterLinkOptions, NavbarItemOptions } from '../config/theme-options.js';
import { readJsonFile } from '../discover/read-json.js';
import { joinRoute, routeHref, stripBaseUrl, type UrlShape } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageLinks } from '../links/check-links.js';
import { PATHNAME, pathnameHref } from '../markdown/links.js';
import type { LinkRef } from '../markdown/parse-markdown.js';
import { textDirection } from '../theme/site-locale.js';
import type { BuildLocales } from '../i18n/locales.js';
import { sanitizeFragment } from '../security/sanitize-fragment.js';
import { isExternalUrl, unsafeUrlScheme } from '../security/urls.js';
import type { FooterColumn, NavActive, NavbarLogo, NavHtml, NavItem, NavLink, SiteInfo } from '../theme-api.js';
import { sidebarFirstPage, type Navigation, type VersionNavigation } from './navigation.js';
import { sidebarKey } from '../nav/sidebar-key.js';
import type { NavNode } from '../nav/sidebars.js';

/** The site-wide part of the plan. */
export interface SiteData {
  site: SiteInfo;
  homeData: unknown;
  /** Links written in the config and data files. */
  configLinks: PageLinks[];
  /** A link written in the config or a data file, as its href on pages (base URL applied). */
  linkHref: (target: string) => string;
  diagnostics: Diagnostic[];
}

/** Reads the site info, the home data and their links from the config. */
export function planSiteData(options: {
  config: SiteConfig;
  siteDir: string;
  configFile?: string | undefined;
  navigation: Navigation;
  /** Which page URLs end with a slash. */
  urls: UrlShape;
  /** The locale being built and every locale of the site, when the config has `i18n`. */
  locale?: BuildLocales;
}): SiteData {
  const { config, siteDir, configFile, navigation, urls } = options;
  const diagnostics: Diagnostic[] = [];
  const base = config.baseUrl;
  const siteOrigin = config.url.replace(/\/+$/, '');
  // Links written in the config or data files: a site path gets the base URL (relative ones
  // too: `docs/intro` and `./docs/intro` are `/docs/intro`, as Docusaurus's useBaseUrl gives
  // `/./docs/intro`, which the browser reads as `/docs/intro`; one written with the base URL in
  // front keeps it, not doubled), a query or #hash stays as written; `pathname://`
  // links are pages docsgen does not build, under the base URL (`pathname:///app/` → `/base/app/`).
  const linkHref = (target: string): string => {
    if (PATHNAME.test(target)) return pathnameHref(target, base);
    if (isExternalUrl(target) || target.startsWith('#')) return target;
    const cut = target.search(/[?#]/);
    const path = stripBaseUrl(cut < 0 ? target : target.slice(0, cut), base);
    return routeHref(base, joinRoute(path), urls) + (cut < 0 ? '' : target.slice(cut));
  };
  const configLinks: PageLinks[] = [];
  const linkFrom = (file: string | undefined, what: string): LinkRef[] => {
    const links: LinkRef[] = [];
    configLinks.push({ file: file ?? join(siteDir, 'docsgen.config.ts'), route: '/', what, links });
    return links;
  };
  const linkRef = (target: string): LinkRef => {
    const cut = target.indexOf('#');
    const path = joinRoute(stripBaseUrl((cut < 0 ? target : target.slice(0, cut)).replace(/[?].*$/, ''), base));
    return { raw: target, path, image: false, ...(cut < 0 ? {} : { hash: target.slice(cut + 1) }) };
  };
  /** A link of the config or a data file: checked for script URLs, then kept to check like any link. */
  const addLink = (links: LinkRef[], target: string, file: string | undefined, what: string): void => {
    const unsafe = unsafeUrlScheme(target);
    if (unsafe) {
      diagnostics.push({
        severity: 'error',
        code: 'link/unsafe-url',
        message: `unsafe ${unsafe}: URL in ${what}; links may only use http, https, mailto or site paths`,
        ...(file ? { file } : {}),
      });
      return;
    }
    if (!isExternalUrl(target) && !PATHNAME.test(target) && !target.startsWith('#')) links.push(linkRef(target));
  };
  const html = (value: string): string => sanitizeFragment(value, configFile, diagnostics);

  // Navbar items: `doc` and `docSidebar` items point into the last version of their docs.
  const lastVersion = (pluginId = 'default') => [...navigation.versions.values()].find((v) => v.version.pluginId === pluginId && v.version.isLast);
  /** A doc or sidebar item's route in each version of its docs (`routeIn` gives none where the version lacks it), when they differ. */
  const versionHrefs = (pluginId: string, routeIn: (version: VersionNavigation) => string | undefined): NavLink['versions'] => {
    const hrefs: Record<string, string> = {};
    for (const v of navigation.versions.values()) {
      const route = v.version.pluginId === pluginId ? routeIn(v) : undefined;
      if (route !== undefined) hrefs[v.version.name] = routeHref(base, route, urls);
    }
    return new Set(Object.values(hrefs)).size > 1 ? { pluginId, hrefs } : undefined;
  };
  const navbarLinks = linkFrom(configFile, 'the navbar');
  // When a link item is the current section, by Docusaurus's rules: `activeBaseRegex`, else
  // `activeBasePath` (under the base URL), else the `to` path and what lies below it. A link
  // given as `href`, or leaving the site, never is.
  const linkActive = (item: {
    to?: string | undefined;
    href?: string | undefined;
    activeBasePath?: string | undefined;
    activeBaseRegex?: string | undefined;
  }): NavActive | undefined => {
    // A link given by `href` is never marked, as on Docusaurus (which then ignores `to`).
    if (item.href !== undefined || item.to === undefined || isExternalUrl(item.to) || PATHNAME.test(item.to)) return undefined;
    if (item.activeBaseRegex !== undefined) {
      try {
        new RegExp(item.activeBaseRegex);
      } catch (err) {
        diagnostics.push({
          severity: 'error',
          code: 'config/navbar-regex',
          message: `navbar item "${item.to}": activeBaseRegex is not a regular expression (${(err as Error).message})`,
          ...(configFile ? { file: configFile } : {}),
        });
        return undefined;
      }
      return { kind: 'regex', regex: item.activeBaseRegex };
    }
    if (item.activeBasePath !== undefined)
      return { kind: 'prefix', prefix: isExternalUrl(item.activeBasePath) ? item.activeBasePath : `${base}${item.activeBasePath.replace(/^\/+/, '')}` };
    return { kind: 'path', path: linkHref(item.to).replace(/[?#].*$/, '') };
  };
  /**
   * Where a navbar or footer link leads: its `href` when it has one (Docusaurus then ignores
   * `to`), else its `to`; only an `href` to another site gets the external-link arrow.
   */
  const linkTarget = (item: { to?: string | undefined; href?: string | undefined }) => {
    const url = item.href ?? item.to;
    if (!url) return undefined;
    const external = isExternalUrl(url);
    return { url, link: { href: linkHref(url), external, externalIcon: item.href !== undefined && external } };
  };
  const navItem = (item: NavbarItemOptions): NavItem[] => {
    const position = item.position ?? 'left';
    const className = item.className ? { className: item.className } : {};
    /** A `doc` or `docSidebar` item: a link to a page of the site, marked on the docs it leads into. */
    const docLink = (label: string, route: string, active: NavActive, versions: NavLink['versions']): NavLink => ({
      type: 'link',
      label,
      href: routeHref(base, route, urls),
      external: false,
      externalIcon: false,
      position,
      ...className,
      active,
      ...(versions ? { versions } : {}),
    });
    switch (item.type) {
      case undefined:
      case 'default': {
        const target = linkTarget(item);
        if (!target) return [];
        addLink(navbarLinks, target.url, configFile, 'the navbar');
        const link: NavLink = {
          type: 'link',
          label: item.label,
          ...target.link,
          position,
          ...className,
        };
        const active = linkActive(item);
        if (active) link.active = active;
        if (item['aria-label']) link.ariaLabel = item['aria-label'];
        if (item.target) link.target = item.target;
        if (item.html) link.html = html(item.html);
        return [link];
      }
      case 'doc': {
        const version = lastVersion(item.docsPluginId);
        const doc = version?.docs.get(item.docId);
        if (!doc) {
          diagnostics.push({
            severity: 'error',
            code: 'config/navbar-doc',
            message: `navbar item: no doc has the id "${item.docId}"`,
            ...(configFile ? { file: configFile } : {}),
          });
          return [];
        }
        const sidebar = version!.sidebars.sidebarOfDoc.get(item.docId);
        const active: NavActive = { kind: 'docs', pluginId: version!.version.pluginId, docId: item.docId, ...(sidebar !== undefined ? { sidebar } : {}) };
        const versions = versionHrefs(version!.version.pluginId, (v) => v.docs.get(item.docId)?.route);
        return [docLink(item.label ?? item.docId, doc.route, active, versions)];
      }
      case 'docSidebar': {
        const version = lastVersion(item.docsPluginId);
        const first = version ? sidebarFirstPage(navigation, sidebarKey(version.version, item.sidebarId)) : undefined;
        if (!first) {
          diagnostics.push({
            severity: 'error',
            code: 'config/navbar-sidebar',
            message: `navbar item: no sidebar "${item.sidebarId}" with a page in it`,
            ...(configFile ? { file: configFile } : {}),
          });
          return [];
        }
        const active: NavActive = { kind: 'docs', pluginId: version!.version.pluginId, sidebar: item.sidebarId };
        const versions = versionHrefs(version!.version.pluginId, (v) => sidebarFirstPage(navigation, sidebarKey(v.version, item.sidebarId))?.route);
        return [docLink(item.label ?? first.label, first.route, active, versions)];
      }
      case 'dropdown':
        return [
          {
            type: 'dropdown',
            label: item.label,
            position,
            ...className,
            items: item.items.flatMap((i) => navItem(i)).filter((i): i is NavLink => i.type === 'link'),
          },
        ];
      case 'html':
        return [{ type: 'html', html: html(item.value), position, ...className } satisfies NavHtml];
      case 'localeDropdown': {
        // Docusaurus's locale menu: the current locale's name over a link to the page in each
        // locale (written for each page when it is rendered). A site in one language has none.
        const { locale } = options;
        if (!locale) return [];
        const root = base.slice(0, base.length - locale.current.prefix.length);
        const links = locale.all.map((l): NavLink => ({
          type: 'link',
          label: l.label,
          href: `${root}${l.prefix}`,
          external: false,
          externalIcon: false,
          position,
          locale: { base: `${root}${l.prefix}`, lang: l.lang, current: l.locale === locale.current.locale },
        }));
        return [{ type: 'dropdown', label: item.label ?? locale.current.label, position, ...className, items: links }];
      }
      default:
        // The version menu is a region of the theme; search and locale menus are the theme's too.
        return [];
    }
  };
  const items = config.navbar.items.flatMap(navItem);

  const footerLinks = linkFrom(configFile, 'the footer');
  const footerItem = (item: FooterLinkOptions): NavLink | NavHtml | undefined => {
    if ('html' in item) return { type: 'html', html: html(item.html), position: 'left' };
    const target = linkTarget(item);
    if (!target) return undefined;
    addLink(footerLinks, target.url, configFile, 'the footer');
    return {
      type: 'link',
      label: item.label,
      ...target.link,
      position: 'left',
      ...(item.className ? { className: item.className } : {}),
      ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}),
      ...(item.target ? { target: item.target } : {}),
    };
  };
  const columns: FooterColumn[] = [];
  const flat: Array<NavLink | NavHtml> = [];
  for (const entry of config.footer.links) {
    if ('items' in entry) columns.push({ ...(entry.title ? { title: entry.title } : {}), items: entry.items.flatMap((i) => footerItem(i) ?? []) });
    else {
      const one = footerItem(entry);
      if (one) flat.push(one);
    }
  }
  if (flat.length) columns.push({ items: flat });

  // The sidebars' links to site paths, checked as every link a page shows is.
  for (const { version, sidebars } of navigation.versions.values()) {
    const file = typeof version.sidebars === 'string' ? version.sidebars : configFile;
    const sidebarLinks = linkFrom(file, 'the sidebar');
    const walk = (nodes: readonly NavNode[]): void => {
      for (const node of nodes) {
        if (node.type === 'link' && node.sitePath !== undefined) addLink(sidebarLinks, node.sitePath, file, 'the sidebar');
        else if (node.type === 'category') walk(node.children);
      }
    };
    for (const sidebar of sidebars.sidebars) walk(sidebar.tree);
  }

  const redirectLinks = linkFrom(configFile, 'the redirects');
  for (const redirect of config.redirects) addLink(redirectLinks, redirect.to, configFile, 'the redirects');

  let homeData: unknown;
  if (config.homeData) {
    const file = join(siteDir, config.homeData);
    if (!existsSync(file)) {
      diagnostics.push({
        severity: 'error',
        code: 'data/missing',
        message: `homeData file ${config.homeData} does not exist`,
        ...(configFile ? { file: configFile } : {}),
      });
    } else {
      const homeLinks = linkFrom(file, 'the home data');
      const withBase = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(withBase);
        if (value && typeof value === 'object') {
          return Object.fromEntries(
            Object.entries(value).map(([k, v]) => {
              if (k !== 'href' || typeof v !== 'string') return [k, withBase(v)];
              addLink(homeLinks, v, file, 'the home data');
              return [k, linkHref(v)];
            }),
          );
        }
        return value;
      };
      homeData = withBase(readJsonFile(file, 'homeData JSON', 'data/json', diagnostics)?.value);
    }
  }

  // A logo's image is a path in the static folder (with or without its leading slash) or a URL;
  // one given inline (`data:image/…`) has nothing to check.
  const logoImage = (src: string): string => (isExternalUrl(src) || src.startsWith('/') ? src : `/${src}`);
  /** A logo of the config as the theme gets it, its images checked as links of `links`. */
  const themeLogo = (option: NonNullable<SiteConfig['navbar']['logo']>, links: LinkRef[], what: string, alt: string, href: string): NavbarLogo => {
    for (const src of [option.src, option.srcDark]) if (src && !/^data:image\//i.test(src)) addLink(links, logoImage(src), configFile, what);
    return {
      src: linkHref(option.src),
      ...(option.srcDark ? { srcDark: linkHref(option.srcDark) } : {}),
      alt,
      href,
      ...(option.width !== undefined ? { width: option.width } : {}),
      ...(option.height !== undefined ? { height: option.height } : {}),
    };
  };
  const logo = config.navbar.logo;
  // Docusaurus's default alt: the site title when the logo stands alone.
  const navbarLogo = logo && themeLogo(logo, navbarLinks, 'the navbar logo', logo.alt || (config.navbar.title ? '' : config.title), linkHref(logo.href ?? '/'));
  const footerLogo = config.footer.logo;
  // A footer logo without href is an image alone, as in Docusaurus.
  const footerLogoInfo =
    footerLogo && themeLogo(footerLogo, footerLinks, 'the footer logo', footerLogo.alt, footerLogo.href !== undefined ? linkHref(footerLogo.href) : '');
  if (footerLogo?.href) addLink(footerLinks, footerLogo.href, configFile, 'the footer logo');
  const site: SiteInfo = {
    title: config.title,
    tagline: config.tagline,
    ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    url: siteOrigin,
    baseUrl: base,
    lang: config.lang,
    dir: options.locale?.current.dir ?? textDirection(config.lang),
    contentLang: config.contentLang ?? config.lang,
    colorMode: config.colorMode,
    navbar: {
      title: config.navbar.title ?? config.title,
      items,
      ...(navbarLogo ? { logo: navbarLogo } : {}),
    },
    footer: {
      copyright: config.footer.copyright ? html(config.footer.copyright) : '',
      style: config.footer.style,
      columns,
      ...(footerLogoInfo ? { logo: footerLogoInfo } : {}),
    },
    ...(config.announcementBar
      ? { announcementBar: { id: config.announcementBar.id, html: html(config.announcementBar.content), closeable: config.announcementBar.isCloseable } }
      : {}),
  };
  return { site, homeData, configLinks, linkHref, diagnostics };
}
