/** The built-in theme: the layouts, the chrome, the stylesheet and the browser script of a docsgen site. */
import { defineTheme } from '../src/theme-api.js';
import { Shell } from './Shell.js';
import { Sidebar } from './Sidebar.js';
import { VersionMenuRegion } from './VersionMenu.js';
import { DocLayout } from './layouts/DocLayout.js';
import { HomeLayout } from './layouts/HomeLayout.js';
import { GeneratedIndexLayout, NotFoundLayout, PageLayout, RedirectLayout } from './layouts/simple.js';
import {
  BlogArchiveLayout,
  BlogAuthorLayout,
  BlogAuthorsListLayout,
  BlogListLayout,
  BlogPostLayout,
  BlogTagLayout,
  BlogTagsListLayout,
} from './layouts/BlogLayouts.js';
import { DocsTagLayout, DocsTagsListLayout } from './layouts/DocsTagsLayouts.js';
import { components } from './markdown.js';
import { mdxComponents } from './mdx-components.js';
import { baseUrlBannerScript, colorModeScript } from './inline-scripts.js';
import { strings } from './ui-strings.js';
import { pageStringsAttribute } from './messages.js';

const pageText = pageStringsAttribute();

export const theme = defineTheme({
  Shell,
  Sidebar,
  layouts: {
    doc: DocLayout,
    page: PageLayout,
    home: HomeLayout,
    notFound: NotFoundLayout,
    blogArchive: BlogArchiveLayout,
    blogPost: BlogPostLayout,
    blogList: BlogListLayout,
    blogTagsList: BlogTagsListLayout,
    blogTag: BlogTagLayout,
    blogAuthorsList: BlogAuthorsListLayout,
    blogAuthor: BlogAuthorLayout,
    generatedIndex: GeneratedIndexLayout,
    redirect: RedirectLayout,
    docsTagsList: DocsTagsListLayout,
    docsTag: DocsTagLayout,
  },
  regions: { versions: VersionMenuRegion },
  components: { ...components, ...mdxComponents },
  strings: {
    notFoundTitle: strings.notFoundTitle,
    blogArchiveTitle: strings.archiveTitle,
    redirectTitle: strings.redirectTitle,
    blogTagsTitle: strings.blog.tagsTitle,
    blogAuthorsTitle: strings.blog.authorsTitle,
    blogTagTitle: strings.blog.tagTitle,
    docsTagsTitle: strings.docsTags.title,
    docsTagTitle: strings.docsTags.tagTitle,
  },
  stylesheet: 'styles.css',
  componentStylesheet: 'styles/components.css',
  client: 'client/index.ts',
  // The search dialog, with the index reader, loads on the reader's first sign of wanting it;
  // the code that draws mermaid diagrams, on a page that has one.
  lazyClients: { search: 'client/search/index.ts', diagrams: 'client/diagrams/index.ts' },
  // Pages with a docs sidebar have another frame than the others, and so do React pages that
  // lay themselves out (the main region is theirs to mark up: see Shell).
  // A page without the footer (`<Layout noFooter>`) has a shell of its own, so navigation swaps it whole.
  shellKey: ({ page, hasSidebar }) => (page.ownLayout ? (page.noFooter ? 'own-nofooter' : 'own') : hasSidebar ? 'docs' : 'plain'),
  // Every id the theme's elements have on a page that shows content (test/theme/reserved-ids.test.ts
  // keeps the list true); a heading with one of them gets the content prefix. `docsgen-*`: the
  // tabs' and the search dialog's. The archive's year headings are on a page without content.
  reservedIds: ['main', 'sidebar', 'announcement', 'quick-links-title', '__docusaurus-base-url-issue-banner-container', 'docsgen-*'],
  inlineScripts: ({ page }) => (page.route === '/' ? [colorModeScript, baseUrlBannerScript] : [colorModeScript]),
  htmlAttributes: ({ site, page }) => ({
    'data-theme': site.colorMode.defaultMode,
    'data-base': site.baseUrl,
    'data-route': page.route,
    // The bar's id, by which the head's script hides a bar the reader closed: none for a bar that may not be closed.
    ...(site.announcementBar?.closeable ? { 'data-announcement': site.announcementBar.id } : {}),
    ...(site.colorMode.disableSwitch ? { 'data-color-switch': 'off' } : {}),
    ...(site.colorMode.respectPrefersColorScheme ? { 'data-color-prefers': 'on' } : {}),
    'data-site-title': site.title,
    // The browser script's text, where it is not the script's own English.
    ...(pageText ? { 'data-strings': pageText } : {}),
    ...(site.search && site.lazyClients?.search ? { 'data-search-index': site.search.index, 'data-search-client': site.lazyClients.search } : {}),
    ...(site.mermaid && site.lazyClients?.diagrams
      ? { 'data-mermaid-config': JSON.stringify(site.mermaid), 'data-diagrams-client': site.lazyClients.diagrams }
      : {}),
  }),
});
