/**
 * What the theme's blog layouts get for each page, in URL terms: the post or the posts, the
 * blog sidebar, the tags, the authors, the pagination; the bodies list pages show (each post up
 * to its truncate marker, rendered by the page pipeline like any body); and the page's title,
 * description and `<head>` tags.
 */
import { instanceKey } from '../markdown/plugins.js';
import type { PageSource } from '../pages/page-job.js';
import type { BlogAuthor, BlogData, BlogPagination, BlogPostMeta, HeadTag, LayoutData, PageLink, Theme } from '../theme-api.js';
import type { BlogPage, Pagination } from './blog-pages.js';
import type { Author } from './data-files.js';
import type { BlogInstance, BlogPost } from './model.js';
import { tagLink } from '../tags/content-tags.js';

/** What planning needs to turn routes into URLs and name pages. */
export interface BlogJobContext {
  /** A route's URL under the base URL. */
  href: (route: string) => string;
  siteTitle: string;
  strings: Theme['strings'];
}

/** The blog's part of a page's job. */
export interface BlogJob {
  title: string;
  description: string;
  data: LayoutData;
  /** Bodies of the posts a list shows, in the order of `data.blog.posts`. */
  summaries: PageSource[];
  headTags: HeadTag[];
  prev?: PageLink;
  next?: PageLink;
  /** False for unlisted posts: no canonical URL, `noindex`, not in the sitemap. */
  indexed: boolean;
}

function authorData(author: Author, href: (route: string) => string, count?: number): BlogAuthor {
  const { page, ...rest } = author;
  return { ...rest, ...(page !== undefined ? { href: href(page) } : {}), ...(count !== undefined ? { count } : {}) };
}

/** A post as layouts see it. */
export function postMeta(post: BlogPost, href: (route: string) => string): BlogPostMeta {
  return {
    title: post.title,
    href: href(post.route),
    date: post.date.toISOString(),
    description: post.description,
    authors: post.authors.map((a) => authorData(a, href)),
    tags: post.tags.map((t) => tagLink(t, href)),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    truncated: post.truncated,
    unlisted: post.unlisted,
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
  };
}

function paginationData(p: Pagination, href: (route: string) => string): BlogPagination {
  return {
    page: p.page,
    totalPages: p.totalPages,
    totalCount: p.totalCount,
    postsPerPage: p.postsPerPage,
    ...(p.newer ? { newerHref: href(p.newer) } : {}),
    ...(p.older ? { olderHref: href(p.older) } : {}),
  };
}

/** What every page of a blog shares: its title, links and sidebar (marking `currentRoute`). */
function blogData(blog: BlogInstance, ctx: BlogJobContext, currentRoute: string, withSidebar: boolean): BlogData {
  const { href } = ctx;
  const hasTags = blog.posts.some((p) => p.tags.length);
  return {
    title: blog.options.blogTitle,
    ...(blog.options.blogDescription !== undefined ? { description: blog.options.blogDescription } : {}),
    href: href(blog.route),
    ...(hasTags ? { tagsHref: href(blog.tagsRoute) } : {}),
    ...(blog.authors?.size && blog.posts.length ? { authorsHref: href(blog.authorsRoute) } : {}),
    ...(withSidebar && blog.sidebar.length
      ? {
          sidebar: {
            title: blog.options.blogSidebarTitle,
            items: blog.sidebar.map((p) => ({
              title: p.sidebarLabel,
              href: href(p.route),
              date: p.date.toISOString(),
              unlisted: p.unlisted,
              current: p.route === currentRoute,
            })),
          },
        }
      : {}),
  };
}

/** The body a list page shows of `post`: its Markdown up to the truncate marker, parsed like the post's own page. */
function summarySource(post: BlogPost): PageSource {
  return {
    kind: 'markdown',
    file: post.source.file,
    text: post.summaryText,
    instance: instanceKey(post.source.kind, post.source.root.pluginId),
    linkRoots: post.source.linkRoots,
    linkBase: post.source.linkBase,
    tocMin: 2,
    tocMax: 3,
  };
}

/** The job data of a post's page. */
export function blogPostJob(post: BlogPost, ctx: BlogJobContext): BlogJob {
  const { href } = ctx;
  const meta = postMeta(post, href);
  const authorUrls = post.authors.flatMap((a) => (a.url ? [a.url] : []));
  const headTags: HeadTag[] = [
    { tag: 'meta', attributes: { property: 'article:published_time', content: meta.date } },
    ...(authorUrls.length ? [{ tag: 'meta' as const, attributes: { property: 'article:author', content: authorUrls.join(',') } }] : []),
    ...(post.tags.length ? [{ tag: 'meta' as const, attributes: { property: 'article:tag', content: post.tags.map((t) => t.label).join(',') } }] : []),
    ...(post.keywords.length ? [{ tag: 'meta' as const, attributes: { name: 'keywords', content: post.keywords.join(',') } }] : []),
  ];
  return {
    title: post.title,
    description: post.description,
    data: { blog: { ...blogData(post.blog, ctx, post.route, true), post: meta } },
    summaries: [],
    headTags,
    ...(post.newer ? { prev: { label: post.newer.title, href: href(post.newer.route) } } : {}),
    ...(post.older ? { next: { label: post.older.title, href: href(post.older.route) } } : {}),
    indexed: !post.unlisted,
  };
}

/** The job data of a blog's own page (a list, the tags, the authors, the archive). */
export function blogPageJob(page: BlogPage, route: string, ctx: BlogJobContext): BlogJob {
  const { href, strings } = ctx;
  const blog = page.blog;
  const base = { summaries: [] as PageSource[], headTags: [] as HeadTag[], indexed: true };
  switch (page.kind) {
    case 'list':
      return {
        ...base,
        // A blog at the site's root is the home page: it takes the site's title.
        title: route === '/' ? ctx.siteTitle : blog.options.blogTitle,
        // Docusaurus's default description when the site sets none.
        description: blog.options.blogDescription ?? 'Blog',
        data: {
          blog: { ...blogData(blog, ctx, route, true), posts: page.posts.map((p) => postMeta(p, href)), pagination: paginationData(page.pagination, href) },
        },
        summaries: page.posts.map(summarySource),
      };
    case 'tag': {
      const count = page.tag.items.length;
      return {
        ...base,
        title:
          strings.blogTagTitle?.(page.tag.label, count) ??
          (count === 1 ? `One post tagged with "${page.tag.label}"` : `${count} posts tagged with "${page.tag.label}"`),
        description: page.tag.description ?? '',
        data: {
          blog: {
            ...blogData(blog, ctx, route, true),
            tag: tagLink(page.tag, href, count),
            posts: page.posts.map((p) => postMeta(p, href)),
            pagination: paginationData(page.pagination, href),
          },
        },
        summaries: page.posts.map(summarySource),
      };
    }
    case 'tagsList':
      return {
        ...base,
        title: strings.blogTagsTitle ?? 'Tags',
        description: '',
        data: { blog: { ...blogData(blog, ctx, route, true), tags: page.tags.map((t) => tagLink(t, href, t.items.length)) } },
      };
    case 'authorsList':
      return {
        ...base,
        title: strings.blogAuthorsTitle ?? 'Authors',
        description: '',
        data: { blog: { ...blogData(blog, ctx, route, true), authors: page.authors.map((a) => authorData(a.author, href, a.count)) } },
      };
    case 'author':
      return {
        ...base,
        title: page.author.author.name ?? page.author.author.key ?? '',
        description: page.author.author.description ?? '',
        data: {
          blog: {
            ...blogData(blog, ctx, route, true),
            author: authorData(page.author.author, href, page.author.count),
            posts: page.posts.map((p) => postMeta(p, href)),
            pagination: paginationData(page.pagination, href),
          },
        },
        summaries: page.posts.map(summarySource),
      };
    case 'archive':
      return {
        ...base,
        title: strings.blogArchiveTitle,
        description: '',
        data: { blog: { ...blogData(blog, ctx, route, false), posts: page.posts.map((p) => postMeta(p, href)) } },
      };
  }
}
