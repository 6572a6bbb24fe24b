/**
 * The contract between the engine and a theme. Themes (the built-in one lives in templates/)
 * import types from this module only, never other engine modules.
 */
import type { ComponentType, ReactNode } from 'react';

/** A link in the navbar or a list of links. */
export interface NavLink {
  label: string;
  /** Final href: base URL applied for site paths. */
  href: string;
  external: boolean;
}

/** A doc page in the sidebar. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  route: string;
  current: boolean;
}

/** A folder of docs in the sidebar. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Category page (index doc or generated index), if it has one. */
  href?: string;
  route?: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  /** The current page is this category's own page. */
  current: boolean;
  /** The current page is this category's page or lies inside it. */
  containsCurrent: boolean;
  /** Children were left out to keep the page small (very large sites); the category links to its page. */
  omitted: boolean;
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** An entry of the table of contents. */
export interface TocItem {
  depth: number;
  id: string;
  text: string;
}

/** One step of the breadcrumbs; the last one (the current page) has no href. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** The previous or next page. */
export interface PageLink {
  label: string;
  href: string;
}

/** The layouts a theme provides, one per kind of page. */
export type LayoutName = 'doc' | 'page' | 'home' | 'notFound' | 'blogArchive' | 'blogPost' | 'generatedIndex' | 'redirect';

/** Site-wide data from the config. */
export interface SiteInfo {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  lang: string;
  contentLang: string;
  navbar: { title: string; items: NavLink[] };
  footer: { copyright: string; style: 'light' | 'dark' };
  announcementBar?: { id: string; content: string };
}

/** The page being rendered. */
export interface PageInfo {
  route: string;
  /** URL of the page, base URL applied. */
  href: string;
  layout: LayoutName;
  title: string;
  description: string;
  toc: TocItem[];
  hideToc: boolean;
  /** The body has its own `#` heading, so the layout must not add one. */
  hasOwnH1: boolean;
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Blog post date, ISO `YYYY-MM-DD`. */
  date?: string;
  /** Docs pages of a site with more than one docs version: this page's version and the others. */
  version?: VersionMenu;
}

/** The version menu of a docs page. */
export interface VersionMenu {
  /** Name (`current` or from versions.json) of the page's version. */
  name: string;
  label: string;
  /** Every version, linking to this page in it when it exists there, else to its docs home. */
  links: Array<{ name: string; label: string; href: string; current: boolean }>;
}

/** A blog post as listed in the archive. */
export interface PostSummary {
  title: string;
  href: string;
  date: string;
}

/** Extra data for some layouts. */
export interface LayoutData {
  /** home: the content of the site's home data file. */
  home?: unknown;
  /** blogArchive: every post, newest first. */
  posts?: PostSummary[];
  /** generatedIndex: the category's items. */
  items?: Array<{ label: string; href: string; description?: string }>;
  /** redirect: where the page moved. */
  redirectTo?: string;
}

/** Props of a layout: renders the part of the page that changes between pages. */
export interface LayoutProps {
  site: SiteInfo;
  page: PageInfo;
  /** The rendered Markdown (or page component) body. */
  content: ReactNode;
  data: LayoutData;
}

/** Props of the shell: the chrome around every page (navbar, sidebar, footer). */
export interface ShellProps {
  site: SiteInfo;
  page: PageInfo;
  /** Present on pages with a docs sidebar. */
  sidebar?: SidebarItem[];
  /** The layout's output; the shell puts it inside `<main id="main">`. */
  children: ReactNode;
}

/** What a theme module exports as `theme`. */
export interface Theme {
  Shell: ComponentType<ShellProps>;
  layouts: Record<LayoutName, ComponentType<LayoutProps>>;
  /** Components for elements in rendered Markdown (`docsgen-admonition`, `docsgen-tabs`, `docsgen-tab`, `docsgen-code`, `h2`…). */
  components: Record<string, ComponentType<never>>;
  /** Page titles of layouts that have no content of their own (`notFound`, `blogArchive`). */
  titles: Partial<Record<LayoutName, string>>;
  /** Path of the theme's stylesheet, relative to the theme module's file. */
  stylesheet: string;
}

/** Identity helper that gives a theme module its types. */
export function defineTheme(theme: Theme): Theme {
  return theme;
}
