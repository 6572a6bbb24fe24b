/** The built-in theme: the layouts, the chrome and the stylesheet of a docsgen site. */
import type { Theme } from '../src/theme-api.js';
import { Shell } from './Shell.js';
import { DocLayout } from './layouts/DocLayout.js';
import { HomeLayout } from './layouts/HomeLayout.js';
import { BlogArchiveLayout, BlogPostLayout, GeneratedIndexLayout, NotFoundLayout, PageLayout, RedirectLayout } from './layouts/simple.js';
import { components } from './markdown.js';
import { strings } from './ui-strings.js';

export const theme: Theme = {
  Shell,
  layouts: {
    doc: DocLayout,
    page: PageLayout,
    home: HomeLayout,
    notFound: NotFoundLayout,
    blogArchive: BlogArchiveLayout,
    blogPost: BlogPostLayout,
    generatedIndex: GeneratedIndexLayout,
    redirect: RedirectLayout,
  },
  components: components as never,
  titles: { notFound: strings.notFoundTitle, blogArchive: strings.archiveTitle },
  stylesheet: 'styles.css',
};
