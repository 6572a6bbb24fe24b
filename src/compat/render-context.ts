/**
 * What a page's React code reads while the engine renders it: the site, the page, the theme's
 * components, and where it leaves what it found (links to check, heading ids, a title set by
 * `<Layout>` or `<Head>`). The engine sets it around each render (`withRenderContext`); the
 * modules a site imports (`@docusaurus/Link`, `@theme/Tabs`…) read it. They are bundled with the
 * site's code, so they share it with the engine through one well-known global slot rather than
 * a module instance; a render is synchronous, so one slot serves every page in turn.
 */
import type { ComponentType, ReactNode } from 'react';

/** The site config as Docusaurus's `useDocusaurusContext().siteConfig` exposes it. */
export interface SiteConfigView {
  title: string;
  tagline: string;
  /** Between a page's title and the site's in document titles. */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  /** The config's `trailingSlash`, absent when it sets none. */
  trailingSlash?: boolean;
  favicon?: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  /** The site's languages as `useDocusaurusContext().i18n` gives them (the page's locale current); absent: one language, `lang`. */
  i18n?: DocusaurusI18n;
  [key: string]: unknown;
}

/** Docusaurus's `i18n` of the context: the locales, the one this page is in, each one's label, direction and `htmlLang`. */
export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; path: string }>;
}

/** An entry of a sidebar category, as `@theme/DocCardList` shows it. */
export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** A category (rather than a page). */
  category?: boolean;
  /** A category's number of entries (its card says "3 items" when it has no description). */
  count?: number;
}

/** An item of a docs sidebar as Docusaurus's client hooks give it. */
export type DocsSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Record<string, unknown>; description?: string }
  | { type: 'html'; value: string; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: DocsSidebarItem[];
      className?: string;
      customProps?: Record<string, unknown>;
      description?: string;
    };

/** The docs version a docs page belongs to (`useDocsVersion()` reads its metadata). */
export interface ActiveDocsVersion {
  /** The docs instance (`default` unless the config names it). */
  pluginId: string;
  /** `current` or a name from versions.json. */
  name: string;
  label: string;
  /** URL of the version's docs root, base URL applied, without a trailing slash (`/docs`, `/docs/next`). */
  path: string;
  /** The last version: the one at the docs root. */
  isLast: boolean;
  /** Id of the doc the version's root leads to. */
  mainDocId?: string;
}

/** A doc as Docusaurus's docs plugin lists it in its global data. */
export interface DocsDocData {
  id: string;
  /** URL, base URL applied. */
  path: string;
  /** Id of the sidebar it shows. */
  sidebar?: string;
  unlisted?: boolean;
}

/** A docs version as Docusaurus's docs plugin lists it in its global data (`useVersions()`). */
export interface DocsVersionData {
  name: string;
  label: string;
  isLast: boolean;
  /** URL of the version's root, base URL applied, without a trailing slash. */
  path: string;
  /** Id of the doc the version's root leads to. */
  mainDocId: string;
  docs: DocsDocData[];
  draftIds: string[];
  /** By sidebar id: its first link. */
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

/** A doc of the page's version as `useDocsVersion().docs` and `useDocById()` give it. */
export interface VersionDoc {
  id: string;
  title: string;
  description: string;
  sidebar?: string;
}

/** A docs instance as Docusaurus's docs plugin gives it to the browser (`useDocsData()`). */
export interface DocsData {
  /** URL of the instance's root, base URL applied, without a trailing slash. */
  path: string;
  /** Its versions, current first. */
  versions: DocsVersionData[];
  breadcrumbs: boolean;
}

/** The doc being rendered, as Docusaurus's `useDoc()` gives it. */
export interface CurrentDoc {
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  /** Its table of contents: each heading's text as HTML, its id and level. */
  toc: Array<{ value: string; id: string; level: number }>;
  contentTitle?: string;
  assets: Record<string, string>;
}

/** A page's docs sidebar: its name (the sidebars file's key) and items. */
export interface DocsSidebar {
  name: string;
  items: DocsSidebarItem[];
}

/** A `<head>` tag a page adds: its element and HTML attributes. */
export interface PageHeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** What a page's `<Head>` asks of the document. */
export interface PageHead {
  /** The document title, as written. */
  title?: string;
  description?: string;
  /** Replaces the page's canonical URL. */
  canonical?: string;
  /** `<meta>` and `<link>` tags; they win over the theme's of the same name, property or rel. */
  tags: PageHeadTag[];
  /** JSON-LD blocks, as JSON text. */
  jsonLd: string[];
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  /** Why something was left out, one sentence each (reported as warnings). */
  refused: string[];
}

/** An empty {@link PageHead}. */
export function emptyHead(): PageHead {
  return { tags: [], jsonLd: [], htmlAttributes: {}, bodyAttributes: {}, refused: [] };
}

/** The render context of one page. */
export interface RenderContext {
  siteConfig: SiteConfigView;
  /** Route of the page being rendered. */
  route: string;
  frontMatter: Record<string, unknown>;
  /** The theme's components (for Markdown elements and `@theme/*`). */
  components: Record<string, ComponentType<never>>;
  /** A code block highlighted the way Markdown code blocks are. */
  codeBlock: (props: { code: string; language?: string; title?: ReactNode; metastring?: string; showLineNumbers?: boolean | number }) => ReactNode;
  /** A Markdown partial's tree (hast) rendered the way Markdown pages are. */
  markdown: (hast: unknown) => ReactNode;
  /** The entries of the sidebar category this page is the link of, if it is one. */
  category?: CategoryCard[];
  /** The docs sidebar of the page, in the shape of Docusaurus's `useDocsSidebar()`; absent off the docs. */
  docsSidebar?: () => DocsSidebar;
  /** The docs version of a docs page (Docusaurus's active version). */
  docsVersion?: ActiveDocsVersion;
  /** A doc page's doc (`useDoc()`). */
  doc?: CurrentDoc;
  /** Every docs instance of the site, by id (`useAllDocsData()`); absent on a site without docs. */
  docsData?: Record<string, DocsData>;
  /** The version metadata of a docs page, as Docusaurus's `useDocsVersion()` gives it. */
  docsVersionMetadata?: Record<string, unknown>;
  /** Site paths the page's components linked to (with `@docusaurus/Link`), to check. */
  links: string[];
  /** The route a site path in another letter case names (`/docs/introduction` → `/docs/Introduction`), else the path. */
  routeOf?: (path: string) => string;
  /** What `<Head>` set (`Head.tsx`). */
  head: PageHead;
  /** The page title `<Layout title>` set. */
  pageTitle?: string;
  /** Heading ids the page's components rendered (with `@theme/Heading`). */
  anchors: string[];
  /** The page rendered `@theme/Layout`: it lays itself out. */
  ownLayout: boolean;
  /** `<Layout noFooter>` rendered: the page goes without the site's footer. */
  noFooter?: boolean;
  /** Where a `<Redirect to>` of `@docusaurus/router` sends the reader: the page becomes a redirect page. */
  redirect?: string;
  /** Set to find where a failed render failed: the places of the MDX elements being rendered (`jsx-dev-runtime.ts`). */
  locate?: SourcePlace[];
}

/** Where an element is written in an MDX file, and the component it names. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
  name: string;
}

const SLOT = Symbol.for('docsgen.renderContext');

type Holder = { [SLOT]?: RenderContext };

/** The context of the page being rendered; outside a render, a neutral one. */
export function renderContext(): RenderContext {
  const current = (globalThis as Holder)[SLOT];
  if (current) return current;
  return {
    siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} },
    route: '/',
    frontMatter: {},
    components: {},
    codeBlock: ({ code }) => code,
    markdown: () => null,
    links: [],
    head: emptyHead(),
    anchors: [],
    ownLayout: false,
  };
}

/** Runs `render` with `context` as the page's render context, and removes it after. */
export function withRenderContext<T>(context: RenderContext, render: () => T): T {
  const holder = globalThis as Holder;
  const previous = holder[SLOT];
  holder[SLOT] = context;
  try {
    return render();
  } finally {
    if (previous) holder[SLOT] = previous;
    else delete holder[SLOT];
  }
}
