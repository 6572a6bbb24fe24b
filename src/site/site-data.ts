/**
 * What the site's config and data files say, ready for pages: the site info every page gets
 * (navbar and footer links with the base URL applied), the home page's data, and every link
 * written there, to check like the links of pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { readJsonFile } from '../discover/read-json.js';
import { routeHref } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageLinks } from '../links/check-links.js';
import type { LinkRef } from '../markdown/parse-markdown.js';
import { isExternalUrl, unsafeUrlScheme } from '../security/urls.js';
import { sanitizeAuthoredHtml } from './authored-html.js';
import type { SiteInfo } from '../theme-api.js';

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
export function planSiteData(options: { config: SiteConfig; siteDir: string; configFile?: string | undefined }): SiteData {
  const { config, siteDir, configFile } = options;
  const diagnostics: Diagnostic[] = [];
  const base = config.baseUrl;
  const siteOrigin = config.url.replace(/\/+$/, '');
  // Links written in the config or data files: the path is a route, a query or #hash stays as written.
  const linkHref = (target: string): string => {
    if (isExternalUrl(target)) return target;
    const cut = target.search(/[?#]/);
    const path = cut < 0 ? target : target.slice(0, cut);
    return routeHref(base, path.replace(/\/+$/, '') || '/') + (cut < 0 ? '' : target.slice(cut));
  };
  const configLinks: PageLinks[] = [];
  const linkFrom = (file: string | undefined, what: string): LinkRef[] => {
    const links: LinkRef[] = [];
    configLinks.push({ file: file ?? join(siteDir, 'docsgen.config.ts'), route: '/', what, links });
    return links;
  };
  /** A link of the config or a data file, `where` it was written: checked for script URLs, then kept to check like any link. */
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
    if (!isExternalUrl(target)) links.push(linkRef(target));
  };
  const linkRef = (target: string): LinkRef => {
    const cut = target.indexOf('#');
    const path = cut < 0 ? target : target.slice(0, cut);
    return { raw: target, path: path.replace(/\/+$/, '') || (path ? '/' : ''), image: false, ...(cut < 0 ? {} : { hash: target.slice(cut + 1) }) };
  };

  const navbarLinks = linkFrom(configFile, 'the navbar');
  for (const item of config.navbar.items) addLink(navbarLinks, item.to, configFile, 'the navbar');
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

  const site: SiteInfo = {
    title: config.title,
    tagline: config.tagline,
    url: siteOrigin,
    baseUrl: base,
    lang: config.lang,
    contentLang: config.contentLang ?? config.lang,
    colorMode: config.colorMode,
    navbar: {
      title: config.navbar.title ?? config.title,
      items: config.navbar.items.map((i) => ({ type: 'link', label: i.label, href: linkHref(i.to), external: isExternalUrl(i.to), position: 'left' })),
    },
    footer: { ...config.footer, columns: [] },
    ...(config.announcementBar
      ? {
          announcementBar: {
            id: config.announcementBar.id,
            html: sanitizeAuthoredHtml(config.announcementBar.content, configFile ?? join(siteDir, 'docsgen.config.ts'), diagnostics),
          },
        }
      : {}),
  };

  return { site, homeData, configLinks, linkHref, diagnostics };
}
