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
  url: string;
  baseUrl: string;
  favicon?: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  [key: string]: unknown;
}

/** An entry of a sidebar category, as `@theme/DocCardList` shows it. */
export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** A category (rather than a page). */
  category?: boolean;
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
  /** Site paths the page's components linked to (with `@docusaurus/Link`), to check. */
  links: string[];
  /** What `<Head>` set: the document title (as written) and the description. */
  head: { title?: string; description?: string };
  /** The page title `<Layout title>` set. */
  pageTitle?: string;
  /** Heading ids the page's components rendered (with `@theme/Heading`). */
  anchors: string[];
  /** The page rendered `@theme/Layout`: it lays itself out. */
  ownLayout: boolean;
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
    head: {},
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
