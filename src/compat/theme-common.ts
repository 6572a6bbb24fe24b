/**
 * `@docusaurus/theme-common` and `@docusaurus/plugin-content-docs/client`, the parts site code
 * uses: pages render once, at build time, so the color mode is the default one (the stylesheet
 * switches what depends on it), and the current category is the page's own. The hooks that read
 * the docs' global data (versions, the active doc) are in docs-data.ts.
 */
import { lang } from 'docsgen/site-locale';
import { pluralForm } from '../client/message-format.js';
import { renderContext, type CategoryCard, type CurrentDoc, type DocsSidebar, type DocsSidebarItem } from './render-context.js';
import { useLocation } from './router.js';
import { withoutTrailingSlash } from './urls.js';

export function useColorMode(): { colorMode: 'light' | 'dark'; isDarkTheme: boolean; setColorMode: (mode: string) => void } {
  const themeConfig = renderContext().siteConfig.themeConfig as { colorMode?: { defaultMode?: string } };
  const dark = themeConfig.colorMode?.defaultMode === 'dark';
  return { colorMode: dark ? 'dark' : 'light', isDarkTheme: dark, setColorMode: () => undefined };
}

/**
 * Class names Docusaurus themes put on their elements, for site CSS and code that reuse them:
 * every key of Docusaurus 3's object, so that code reading a nested one (`layout.navbar.container`)
 * finds a string, as it does there.
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/** The category of `items` (at any depth) whose link is the URL `path`. */
function categoryAt(items: readonly DocsSidebarItem[], path: string): Extract<DocsSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && withoutTrailingSlash(item.href) === withoutTrailingSlash(path)) return item;
    const inside = categoryAt(item.items, path);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The sidebar category this page is the link of, as Docusaurus's hook gives it: the category
 * of the page's sidebar (`label`, `href`, `items` with theirs…; its pages with their
 * descriptions, which Docusaurus's cards look up), or, on a page without one, its entries as
 * cards.
 */
export function useCurrentSidebarCategory(): {
  type: 'category';
  label: string;
  items: Array<DocsSidebarItem | { type: string; label: string; href: string; description?: string }>;
} {
  const context = renderContext();
  const cards: CategoryCard[] | undefined = context.category;
  if (!cards) throw new Error('useCurrentSidebarCategory is only for a page that is the link of a sidebar category');
  const sidebar = context.docsSidebar?.();
  const category = sidebar ? categoryAt(sidebar.items, useLocation().pathname) : undefined;
  if (category) {
    // A page's description, which Docusaurus's cards look up by the doc's id, comes with the page's own entries.
    const described = new Map(cards.flatMap((c) => (c.description ? [[c.href, c.description] as const] : [])));
    const items = category.items.map((item) =>
      item.type === 'link' && item.description === undefined && described.has(item.href) ? { ...item, description: described.get(item.href)! } : item,
    );
    return { ...category, items };
  }
  return {
    type: 'category',
    label: '',
    items: cards.map((c) => ({
      type: c.category ? 'category' : 'link',
      label: c.label,
      href: c.href,
      ...(c.description ? { description: c.description } : {}),
    })),
  };
}

/** The sidebar of the docs page being rendered (`{ name, items }`), or null off the docs, as in Docusaurus. */
export function useDocsSidebar(): DocsSidebar | null {
  return renderContext().docsSidebar?.() ?? null;
}

/** The items of a card list without those that make no card (HTML items), as Docusaurus filters them. */
export function filterDocCardListItems<T extends { type: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.type !== 'html');
}

/** Picks the plural form of a `|`-separated message for a count in the site's language, as Docusaurus's hook does. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  return { selectMessage: (count, message) => pluralForm(message, count, lang) };
}

/** The site's theme config in Docusaurus's shape, as far as docsgen has it (`config/theme-config-view.ts`). */
export function useThemeConfig(): Record<string, unknown> {
  return renderContext().siteConfig.themeConfig;
}

/**
 * `'ssr'`, what Docusaurus's hook gives while its pages render on the server and on their first
 * render in the browser: docsgen renders pages on the server only, so a component shows what it
 * shows before the browser knows the window's width (CSS can then hide the part that does not fit).
 */
export function useWindowSize(_options?: { desktopBreakpoint?: number }): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** The prism-react-renderer theme of the color mode (`themeConfig.prism`): plain colors from the stylesheet, no token styles. */
export function usePrismTheme(): { plain: Record<string, string>; styles: Array<{ types: string[]; style: Record<string, string>; languages?: string[] }> } {
  const prism = (useThemeConfig() as { prism?: { theme: ReturnType<typeof usePrismTheme>; darkTheme?: ReturnType<typeof usePrismTheme> } }).prism;
  const theme = useColorMode().isDarkTheme ? (prism?.darkTheme ?? prism?.theme) : prism?.theme;
  return theme ?? { plain: {}, styles: [] };
}

/** The doc page being rendered (`metadata`, `frontMatter`, `toc`…); like Docusaurus, an error on any other page. */
export function useDoc(): CurrentDoc {
  const doc = renderContext().doc;
  if (!doc) throw new Error('useDoc() is only for doc pages (Docusaurus fails the same way outside its <DocProvider>): this page is not a doc');
  return doc;
}

/** The version metadata of the docs page being rendered; like Docusaurus, an error on any other page. */
export function useDocsVersion(): Record<string, unknown> {
  const version = renderContext().docsVersionMetadata;
  if (!version)
    throw new Error('useDocsVersion() is only for docs pages (Docusaurus fails the same way outside its <DocsVersionProvider>): this page is not in the docs');
  return version;
}
