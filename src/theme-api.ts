/**
 * The contract between the engine and a theme. A theme (the built-in one lives in templates/)
 * imports this module and `docsgen/client` only, never other engine modules; the engine
 * knows a theme only through the {@link Theme} object it exports, and never reads the HTML a
 * theme renders.
 *
 * What a page is made of:
 * - the engine renders the page's `main` region with the layout of its kind, and its `sidebar`
 *   region with `Sidebar` (docs pages);
 * - `Shell` places the regions in the page's chrome with {@link Region};
 * - the engine puts the result in `<body>` (within the markup of the site's `src/theme/Root`
 *   when it has one, as Docusaurus sites wrap every page), builds `<head>` from the page's facts
 *   and what the theme declares (stylesheet, inline scripts, head tags, browser entry), and
 *   writes a {@link PageChunk} with the regions' HTML for client-side navigation. So a theme's
 *   stylesheet should not rely on the shell's elements being `<body>`'s own children.
 *
 * The contract is one module on purpose, long as it is: a theme's author reads it whole.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { REGION_ATTRIBUTE, REGION_KEY_ATTRIBUTE, type RegionName } from './chunk-format.js';

export { chunkPath, sharedRegionPath, CHUNK_VERSION, REGION_ATTRIBUTE, REGION_KEY_ATTRIBUTE } from './chunk-format.js';
export type { PageChunk, SharedRegion, RegionName } from './chunk-format.js';

/** A link in the navbar or the footer. */
export interface NavLink {
  type: 'link';
  label: string;
  /** Final href: base URL applied for site paths. */
  href: string;
  /** The link leaves the site: it opens in a new tab unless it names its own `target`. */
  external: boolean;
  /**
   * Mark the link with the external-link arrow: an `href` to another site, as Docusaurus marks
   * it. A `to` naming another site is external without the arrow.
   */
  externalIcon: boolean;
  /** `left` or `right` of the navbar (Docusaurus's `position`). */
  position: 'left' | 'right';
  className?: string;
  /** Accessible name, when the label is empty or an icon. */
  ariaLabel?: string;
  /** `target` of the link (`_self`, `_blank`). */
  target?: string;
  /** The link's content as sanitised HTML (a navbar item's `html`), shown instead of `label`. */
  html?: string;
  /** When a navbar link is the current section: see {@link NavActive}. Absent on links that never are (`href` links, the footer's). */
  active?: NavActive;
  /**
   * A link of the locale menu (`localeDropdown`): to the page the reader is on, in the locale
   * whose pages lie under `base` (`/fr/`), of language `lang`; `current` for the page's own
   * locale. The engine writes `href` for each page; the theme's script follows the reader's path
   * after a client-side navigation.
   */
  locale?: { base: string; lang: string; current: boolean };
  /**
   * A `doc` or `docSidebar` item of docs with several versions: its href in each version that
   * has its doc or sidebar, by version name. The engine writes the one of the page's version on
   * that version's pages, as Docusaurus links to the version the reader is in; `href` is the last
   * version's, for every other page.
   */
  versions?: { pluginId: string; hrefs: Readonly<Record<string, string>> };
}

/**
 * When a navbar link is marked as the current section, as Docusaurus marks its navbar items.
 * `path`, `prefix` and `regex` are tested against the reader's path, base URL included and
 * percent-encoded as the address bar has it; `docs` against the doc the page shows
 * ({@link PageInfo.doc}). The built-in theme tests them on the server for the first load and
 * in the browser after each client-side navigation.
 */
export type NavActive =
  /** A `to` link: the path is the link's own or lies below it, by whole segments, in any case. */
  | { kind: 'path'; path: string }
  /** `activeBasePath` (base URL applied): the path starts with it. */
  | { kind: 'prefix'; prefix: string }
  /** `activeBaseRegex`, as written: the path matches it. */
  | { kind: 'regex'; regex: string }
  /**
   * A `docSidebar` item (`sidebar`) or a `doc` item (`docId`, and `sidebar` when that doc is in
   * one): the page is a doc of the docs instance `pluginId` that is the doc `docId` or shows the
   * sidebar `sidebar` (the sidebars file's id), in whichever version.
   */
  | { kind: 'docs'; pluginId: string; sidebar?: string; docId?: string };

/** The navbar's or the footer's logo: `src` (and `srcDark` for the dark mode) are hrefs under the base URL. */
export interface NavbarLogo {
  src: string;
  srcDark?: string;
  alt: string;
  href: string;
  width?: number | string;
  height?: number | string;
}

/** A navbar dropdown holding links. */
export interface NavDropdown {
  type: 'dropdown';
  label: string;
  position: 'left' | 'right';
  className?: string;
  items: NavLink[];
}

/** Authored HTML in the navbar or footer (sanitised by the engine). */
export interface NavHtml {
  type: 'html';
  html: string;
  position: 'left' | 'right';
  className?: string;
}

export type NavItem = NavLink | NavDropdown | NavHtml;

/** A column of footer links. */
export interface FooterColumn {
  title?: string;
  items: Array<NavLink | NavHtml>;
}

/** A doc page in the sidebar. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Route of the page; absent for links leaving the docs (external or other sections). */
  route?: string;
  external: boolean;
  current: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Authored HTML in the sidebar (sanitised by the engine). */
export interface SidebarHtml {
  type: 'html';
  html: string;
  className?: string;
}

/** A category of docs in the sidebar. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Category page (a doc or a generated index), if it has one. */
  href?: string;
  route?: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  /** The current page is this category's own page. */
  current: boolean;
  /** The current page is this category's page or lies inside it. */
  containsCurrent: boolean;
  /** Children were left out to keep pages small (very large sidebars); the category links to its page. */
  omitted: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export type SidebarItem = SidebarLink | SidebarHtml | SidebarCategory;

/** An entry of the table of contents. */
export interface TocItem {
  depth: number;
  /** The heading's element id, which its link names (`#id`): see {@link Theme.reservedIds}. */
  id: string;
  text: string;
  /**
   * `text` in runs with their formatting, when some of it is code, strong, emphasis or struck
   * through (`## \`bl space\``): Docusaurus's table of contents shows it; a theme may show `text`.
   */
  runs?: Array<{ text: string; code?: true; strong?: true; em?: true; del?: true }>;
}

/** One step of the breadcrumbs; the last one is the current page. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** The previous or next page. */
export interface PageLink {
  label: string;
  href: string;
}

/**
 * The layouts a theme provides, one per kind of page. The blog's: `blogPost` (a post),
 * `blogList` (the paginated list of posts, `/blog`, `/blog/page/2`), `blogTagsList` (every
 * tag), `blogTag` (the paginated posts of one tag), `blogAuthorsList` (every author of the
 * authors file), `blogAuthor` (the paginated posts of one author), `blogArchive` (every post by
 * year).
 */
export type LayoutName =
  | 'doc'
  | 'page'
  | 'home'
  | 'notFound'
  | 'blogArchive'
  | 'blogPost'
  | 'blogList'
  | 'blogTagsList'
  | 'blogTag'
  | 'blogAuthorsList'
  | 'blogAuthor'
  | 'generatedIndex'
  | 'redirect'
  | 'docsTagsList'
  | 'docsTag';

/**
 * Layouts a theme may go without: the docs' tags pages, `docsTagsList` (every tag of a docs
 * version, `/docs/tags`) and `docsTag` (the docs of one tag, `/docs/tags/<tag>`). A site whose
 * docs have tags fails to build with a theme that lacks them, with an error that says so.
 */
export type OptionalLayoutName = 'docsTagsList' | 'docsTag';

/** How the site chooses between light and dark. */
export interface ColorModeInfo {
  defaultMode: 'light' | 'dark';
  /** Readers cannot switch: the theme shows no toggle and ignores stored choices. */
  disableSwitch: boolean;
  /** Follow the system setting until the reader picks a mode. */
  respectPrefersColorScheme: boolean;
}

/** Site-wide data from the config. */
export interface SiteInfo {
  title: string;
  tagline: string;
  /** What stands between a page's title and the site's in the document title (`titleDelimiter`, `|` by default). */
  titleDelimiter?: string;
  /** Public origin (`https://docs.example.com`), without a trailing slash. */
  url: string;
  baseUrl: string;
  lang: string;
  /** The writing direction of `lang` (`<html dir>` when it is `rtl`). */
  dir: 'ltr' | 'rtl';
  contentLang: string;
  colorMode: ColorModeInfo;
  navbar: { title: string; items: NavItem[]; logo?: NavbarLogo };
  /**
   * `columns`: titled columns of links, or one untitled column when the config gives one row of
   * links. `copyright` is HTML (sanitised): place it with `dangerouslySetInnerHTML`.
   */
  footer: { copyright: string; style: 'light' | 'dark'; columns: FooterColumn[]; logo?: NavbarLogo };
  /**
   * A bar above the navbar; `html` is sanitised. Its colors, when the config gives them, are the
   * custom properties `--docsgen-announcement-background` and `--docsgen-announcement-color` of
   * `:root`, which the engine adds to the site's stylesheet (pages allow no inline style).
   */
  announcementBar?: {
    id: string;
    html: string;
    /** Whether the reader may close it (Docusaurus's `isCloseable`); a bar that may not shows to everyone. */
    closeable: boolean;
  };
  /** Absolute URL of the image pages share (`og:image`) unless they name their own. */
  image?: string;
  /** URLs of the theme's {@link Theme.lazyClients}, by name, base URL applied. */
  lazyClients?: Record<string, string>;
  /**
   * Mermaid diagrams, when `markdown.mermaid` is on: the URL of mermaid's module (base URL
   * applied), mermaid's theme in each color mode and the options for `mermaid.initialize()`.
   * A diagram is an element with the class `docusaurus-mermaid-container` and the attribute
   * `data-mermaid`, holding its source; `drawDiagrams` of `docsgen/client` draws them.
   */
  mermaid?: { src: string; theme: { light: string; dark: string }; options: Record<string, unknown> };
  /**
   * The site's search index, when search is on: the URL of its manifest, which the browser
   * library `docsgen/client/search` opens. Absent when the config says `search: false`.
   */
  search?: { index: string };
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
  /**
   * The page's own code lays it out (a React page rendering `@theme/Layout`): the layout adds
   * no title and no container of its own around the content.
   */
  ownLayout?: boolean;
  /** A React page's `<Layout noFooter>`: the page is shown without the site's footer. */
  noFooter?: boolean;
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Blog post date, ISO `YYYY-MM-DD` (UTC); the time is in {@link BlogPostMeta.date}. */
  date?: string;
  /**
   * Docs pages of a site with more than one docs version: this page's version and the others
   * (a docs tags page: its version, with no banner and no badge). Other pages have it when the
   * navbar shows the version menu, named by the last version, with no version `current`, no
   * banner and no badge.
   */
  version?: VersionMenu;
  /** URL of the page's Markdown copy (doc pages, unless the site turned `llmsTxt` off). */
  markdownUrl?: string;
  /** Where to edit the page's source (`docs.editUrl`, frontmatter `custom_edit_url`). */
  editUrl?: string;
  /** When (ISO 8601) and by whom the page was last changed, as far as the site shows it. */
  lastUpdate?: { date?: string; author?: string };
  /** Absolute URL of the page's own image (`og:image`), from its frontmatter. */
  image?: string;
  /**
   * A doc page: its docs instance, its id (without the version) and the id of the sidebar it
   * shows, if any. Navbar items pointing at the doc or the sidebar are active on it.
   */
  doc?: { pluginId: string; id: string; sidebar?: string };
  /** A doc's tags (frontmatter `tags`), each leading to the page of its docs. */
  tags?: TagLink[];
  /**
   * A doc with `unlisted: true`: search engines skip it, the sidebars and other pages' previous
   * and next links leave it out, and only a direct link leads to it; the page says so.
   */
  unlisted?: boolean;
}

/** The version menu of a docs page (or of another page, in the navbar). */
export interface VersionMenu {
  /** Name (`current` or from versions.json) of the page's version; outside the docs, the last version's. */
  name: string;
  label: string;
  /**
   * The versions the navbar's menu lists (every version, or those its `docsVersionDropdown` item
   * names, in that order and with its labels), each linking to this page in it when it exists
   * there, else to its docs home.
   */
  links: Array<{ name: string; label: string; href: string; current: boolean }>;
  /**
   * What the navbar's menu shows as its label, as on Docusaurus: the page's version (outside the
   * docs, the last version) as the menu names it, or the first version it lists when it lists
   * neither.
   */
  menuLabel: string;
  /** The navbar shows the version menu: `navbar.items` has a `docsVersionDropdown` item for these docs. */
  menu: boolean;
  /**
   * The banner above the page of a version that is not the last one: unreleased (a version
   * before it, like `current`) or no longer maintained (after it), with the link to this page
   * in the last version.
   */
  banner?: { kind: 'unreleased' | 'unmaintained'; latest: { label: string; href: string } };
  /** Show "Version: label" on the page (the version's `badge` option; by default when the docs have several versions). */
  badge: boolean;
}

/** A blog author. */
export interface BlogAuthor {
  /** Key in the blog's authors file; absent for an author written out in a post. */
  key?: string;
  name?: string;
  /** The author's role ("Core Team"). */
  title?: string;
  url?: string;
  email?: string;
  /** Avatar URL (base URL applied to site paths). */
  imageURL?: string;
  description?: string;
  /** Profile URLs by platform (`x`, `github`, `linkedin`…; `email` is a `mailto:`). */
  socials?: Record<string, string>;
  /** The author's own page, when the authors file gives them one. */
  href?: string;
  /** Listed posts by the author (authors pages only). */
  count?: number;
}

/** A tag of a blog post or a doc. */
export interface TagLink {
  label: string;
  /** The tag's page. */
  href: string;
  description?: string;
  /** Listed posts or docs with the tag (tags pages only). */
  count?: number;
}

/** A blog tag. */
export type BlogTag = TagLink;

/** A blog post as its page and the blog's lists show it. */
export interface BlogPostMeta {
  title: string;
  href: string;
  /** ISO 8601 date and time (`2021-01-05T00:00:00.000Z`); show it in UTC. */
  date: string;
  description: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes to read (a fraction; round it up), when the blog shows reading times. */
  readingTime?: number;
  /** The post has a truncate marker: a list shows it up to there, so link to the rest. */
  truncated: boolean;
  /** The post is left out of lists and feeds and not indexed; its page says so. */
  unlisted: boolean;
  /** "Edit this page" link, when the blog has an `editUrl`. */
  editUrl?: string;
}

/** Where a paginated blog list stands among its pages. */
export interface BlogPagination {
  /** 1-based. */
  page: number;
  totalPages: number;
  /** Posts over all pages. */
  totalCount: number;
  postsPerPage: number;
  /** The page with newer posts. */
  newerHref?: string;
  /** The page with older posts. */
  olderHref?: string;
}

/** The blog sidebar: the most recent posts. */
export interface BlogSidebar {
  title: string;
  /** In the blog's order; show an unlisted one only when it is the current page. */
  items: Array<{ title: string; href: string; date: string; unlisted: boolean; current: boolean }>;
}

/** What blog layouts get. */
export interface BlogData {
  /** The blog's title and description (`blogTitle`, `blogDescription`; no description when the site sets none). */
  title: string;
  description?: string;
  /** The blog's first list page. */
  href: string;
  /** The tags index, when the blog has tags. */
  tagsHref?: string;
  /** The authors index, when the blog has an authors file. */
  authorsHref?: string;
  /** Absent on the archive, and when `blogSidebarCount` is 0. */
  sidebar?: BlogSidebar;
  /** blogPost: the post (newer and older posts are the page's `prev` and `next`). */
  post?: BlogPostMeta;
  /**
   * blogList, blogTag, blogAuthor: the posts of this page, whose bodies are
   * {@link LayoutProps.summaries} in the same order; blogArchive: every listed post.
   */
  posts?: BlogPostMeta[];
  pagination?: BlogPagination;
  /** blogTag: the tag. */
  tag?: BlogTag;
  /** blogTagsList: every listed tag, with its count. */
  tags?: BlogTag[];
  /** blogAuthor: the author. */
  author?: BlogAuthor;
  /** blogAuthorsList: every author of the authors file, with their count. */
  authors?: BlogAuthor[];
}

/** What the docs' tags layouts get. */
export interface DocsTagsData {
  /** The page of every tag of the docs version. */
  tagsHref: string;
  /** docsTagsList: every tag of a listed doc, with its count. */
  tags?: TagLink[];
  /** docsTag: the tag, with its count. */
  tag?: TagLink;
  /** docsTag: the docs with the tag, by title. */
  docs?: Array<{ title: string; href: string; description: string }>;
}

/** Extra data for some layouts. */
export interface LayoutData {
  /** home: the content of the site's home data file. */
  home?: unknown;
  /** The blog's layouts: the blog, the post or the posts, the sidebar. */
  blog?: BlogData;
  /** The docs' tags pages (docsTagsList, docsTag). */
  docsTags?: DocsTagsData;
  /** generatedIndex: the category's items. */
  /** The entries of a generated index page; a category's has its number of entries (`count`). */
  items?: Array<{ label: string; href: string; description?: string; count?: number }>;
  /** redirect: where the page moved. */
  redirectTo?: string;
}

/**
 * The body of a page: HTML rendered by the engine (Markdown, MDX and React pages all end as
 * HTML), placed by the layout with {@link Content}.
 */
export interface PageContent {
  html: string;
}

/** Props of a layout: it renders the page's `main` region. */
export interface LayoutProps {
  site: SiteInfo;
  page: PageInfo;
  content: PageContent;
  data: LayoutData;
  /**
   * Blog lists (blogList, blogTag, blogAuthor): the body of each post of `data.blog.posts`, cut
   * at its truncate marker and rendered like any page body. Empty on other pages.
   */
  summaries: PageContent[];
}

/** Props of the sidebar region. */
export interface SidebarProps {
  site: SiteInfo;
  /**
   * The sidebar as this page sees it. In the copy shared between pages (for client-side
   * navigation), no item is current: the browser marks the current page.
   */
  items: SidebarItem[];
}

/** Props of the shell: the chrome around every page. */
export interface ShellProps {
  site: SiteInfo;
  page: PageInfo;
  /** The rendered regions, to place with {@link Region}; `sidebar` only on pages that have one. */
  regions: Record<RegionName, RegionHtml | undefined>;
}

/** A region rendered to HTML, with the key of its shared copy when it has one. */
export interface RegionHtml {
  html: string;
  key?: string;
}

/** A tag for `<head>`. Attribute values are escaped by the engine. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** Components for the elements of rendered Markdown and MDX. */
export type ContentComponents = Record<string, ComponentType<never>>;

/** What a theme module exports as `theme`. */
export interface Theme {
  /** The chrome around every page. */
  Shell: ComponentType<ShellProps>;
  /** One layout per kind of page: each renders the `main` region (see {@link OptionalLayoutName}). */
  layouts: Record<Exclude<LayoutName, OptionalLayoutName>, ComponentType<LayoutProps>> & Partial<Record<OptionalLayoutName, ComponentType<LayoutProps>>>;
  /** Renders the `sidebar` region of docs pages. */
  Sidebar: ComponentType<SidebarProps>;
  /**
   * More regions, rendered for every page and swapped on navigation like `main` (a navbar
   * part that changes from page to page, say). Their names must not be `main` or `sidebar`.
   */
  regions?: Record<string, ComponentType<{ site: SiteInfo; page: PageInfo }>>;
  /**
   * Components for Markdown and MDX: HTML element names (`h2`, `a`, `pre`…), docsgen's own
   * elements (`docsgen-admonition`, `docsgen-tabs`, `docsgen-tab`, `docsgen-code`; an
   * admonition whose title holds Markdown has it as its first child, `docsgen-admonition-title`,
   * besides the plain `title`) and the
   * components MDX pages import from `@theme/*` (`Tabs`, `TabItem`, `Admonition`…).
   */
  components: ContentComponents;
  /**
   * The shell key of a page (see {@link PageChunk.shell}): pages whose chrome differs must
   * have different keys. The default is one key for every page. The engine writes it on
   * `<html data-shell>`; client-side navigation loads a page whole when its key is another.
   */
  shellKey?: (props: { site: SiteInfo; page: PageInfo; hasSidebar: boolean }) => string;
  /**
   * Interface strings the engine needs for the titles of pages it makes itself. The blog's are
   * optional, English by default: "Tags", "Authors", `One post tagged with "x"` /
   * `3 posts tagged with "x"`.
   */
  strings: {
    notFoundTitle: string;
    blogArchiveTitle: string;
    redirectTitle: string;
    blogTagsTitle?: string;
    blogAuthorsTitle?: string;
    blogTagTitle?: (label: string, count: number) => string;
    /** The docs' tags page: "Tags" by default. */
    docsTagsTitle?: string;
    /** A docs tag's page: `One doc tagged with "x"` / `3 docs tagged with "x"` by default. */
    docsTagTitle?: (label: string, count: number) => string;
  };
  /** Path of the stylesheet, relative to the theme module's file. */
  stylesheet: string;
  /**
   * Path of a stylesheet for the class names a site's own React pages and MDX components use
   * (the built-in theme's gives Docusaurus's Infima grid, spacing, buttons, cards…), relative to
   * the theme module's file: bundled after {@link stylesheet} only into sites that have such code,
   * or raw HTML in Markdown using the content classes (see `CONTENT_CLASS`).
   */
  componentStylesheet?: string;
  /** Path of the browser entry (bundled by the engine as one script), relative to the theme module's file. */
  client?: string;
  /**
   * Browser entries a page does not load by itself, by name (lower-case letters, digits and
   * `-`): paths relative to the theme module's file. The engine bundles each as an ES module
   * (`assets/<name>.<hash>.js`) and gives its URL in {@link SiteInfo.lazyClients}; the theme's
   * own code loads it with `import(url)` when the reader first needs it (the built-in theme's
   * search dialog, on the first hover, focus or shortcut). Nothing of it counts in a page's
   * first load.
   */
  lazyClients?: Record<string, string>;
  /**
   * Scripts inlined at the top of a page's `<head>`, run before first paint (the stored color
   * mode, say). They are allowed by their hash in the Content-Security-Policy, so keep their
   * text the same for every page and read what varies from `<html>` attributes.
   */
  inlineScripts?: (props: { site: SiteInfo; page: PageInfo }) => string[];
  /** Attributes of `<html>` besides `lang` (e.g. the default color mode). */
  htmlAttributes?: (props: { site: SiteInfo; page: PageInfo }) => Record<string, string>;
  /** Extra `<head>` tags of a page. */
  headTags?: (props: { site: SiteInfo; page: PageInfo }) => HeadTag[];
  /**
   * Every id the theme's own elements may have, on any page, whether rendered on the server or
   * added by its browser code (`main`, `sidebar`, its search dialog's…); an entry ending in `*`
   * stands for every id that starts with the rest (`docsgen-search-option-*`). Content and theme
   * share one document, so a heading whose id is one of these gets the content prefix
   * (`## Main` is `<h2 id="user-content-main">`, and the links the build writes to it say
   * `#user-content-main`); every other heading has its id as Docusaurus writes it (`#install`).
   * Ids in a page's raw HTML carry the prefix whatever this says.
   *
   * A theme that does not declare the list gets the content prefix on every heading id
   * (`#user-content-install`); `docsgen/client` still finds `#install` for a reader's link.
   */
  reservedIds?: readonly string[];
}

/** Identity helper that gives a theme module its types. */
export function defineTheme(theme: Theme): Theme {
  return theme;
}

/** Props of {@link Region}. */
export interface RegionProps {
  name: RegionName;
  region: RegionHtml | undefined;
  /** The element to render (default `div`). */
  as?: 'div' | 'main' | 'nav' | 'aside' | 'section';
  id?: string;
  className?: string;
  /** Other attributes of the element (`tabIndex`, `aria-label`…). */
  attributes?: Record<string, string | number | boolean | undefined>;
}

/**
 * Places a rendered region in the shell. Client-side navigation replaces the content of the
 * element this renders, found by its `data-docsgen-region` attribute.
 */
export function Region({ name, region, as = 'div', id, className, attributes }: RegionProps): ReactNode {
  if (!region) return null;
  return createElement(as, {
    ...attributes,
    ...(id ? { id } : {}),
    ...(className ? { className } : {}),
    [REGION_ATTRIBUTE]: name,
    ...(region.key ? { [REGION_KEY_ATTRIBUTE]: region.key } : {}),
    dangerouslySetInnerHTML: { __html: region.html },
  });
}

/** Props of {@link Content}. */
export interface ContentProps {
  content: PageContent;
  as?: 'div' | 'article' | 'section' | 'main';
  className?: string;
  lang?: string;
  /** A title to put first, as the page's `<h1>` (for bodies without a heading of their own). */
  heading?: string;
}

/** Places a page's body (HTML rendered by the engine) in a layout. */
export function Content({ content, as = 'div', className, lang, heading }: ContentProps): ReactNode {
  const html = heading === undefined ? content.html : `<h1>${escapeHtml(heading)}</h1>${content.html}`;
  return createElement(as, { ...(className ? { className } : {}), ...(lang ? { lang } : {}), dangerouslySetInnerHTML: { __html: html } });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
