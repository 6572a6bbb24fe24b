/**
 * The pages a blog makes besides its posts, the way Docusaurus pages them: the paginated list
 * (`/blog`, `/blog/page/2`), the tags index and one paginated list per tag, the authors index
 * and one paginated list per author with a page, and the archive.
 */
import { joinRoute } from '../discover/route-paths.js';
import type { LayoutName } from '../theme-api.js';
import { groupByTag, type TagGroup } from '../tags/content-tags.js';
import type { Author } from './data-files.js';
import type { BlogInstance, BlogPost } from './model.js';

/** Where a paginated list page stands among its siblings. */
export interface Pagination {
  /** 1-based. */
  page: number;
  totalPages: number;
  totalCount: number;
  postsPerPage: number;
  /** Route of the page with newer posts (the lower page number). */
  newer?: string;
  /** Route of the page with older posts. */
  older?: string;
}

/** An author of the authors file with the number of listed posts by them. */
export interface AuthorCount {
  author: Author;
  count: number;
}

/** What a blog page shows. */
export type BlogPage =
  | { kind: 'list'; blog: BlogInstance; posts: BlogPost[]; pagination: Pagination }
  | { kind: 'tag'; blog: BlogInstance; tag: TagGroup<BlogPost>; posts: BlogPost[]; pagination: Pagination }
  | { kind: 'tagsList'; blog: BlogInstance; tags: Array<TagGroup<BlogPost>> }
  | { kind: 'authorsList'; blog: BlogInstance; authors: AuthorCount[] }
  | { kind: 'author'; blog: BlogInstance; author: AuthorCount; posts: BlogPost[]; pagination: Pagination }
  | { kind: 'archive'; blog: BlogInstance; posts: BlogPost[] };

/** A route of a blog page, with the layout that renders it. */
export interface BlogRoute {
  route: string;
  layout: LayoutName;
  page: BlogPage;
}

/** Splits `posts` into pages below `base`: page 1 at `base`, page n at `base/<pageBase>/n`; always at least one page. */
export function paginate(
  posts: BlogPost[],
  base: string,
  pageBase: string,
  perPage: number | 'ALL',
): Array<{ route: string; posts: BlogPost[]; pagination: Pagination }> {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage;
  const totalPages = Math.max(1, Math.ceil(posts.length / size));
  const route = (page: number): string => (page === 1 ? base : joinRoute(base, pageBase, String(page)));
  const pages = [];
  for (let page = 1; page <= totalPages; page++) {
    pages.push({
      route: route(page),
      posts: posts.slice((page - 1) * size, page * size),
      pagination: {
        page,
        totalPages,
        totalCount: posts.length,
        postsPerPage: perPage === 'ALL' ? posts.length : perPage,
        ...(page > 1 ? { newer: route(page - 1) } : {}),
        ...(page < totalPages ? { older: route(page + 1) } : {}),
      },
    });
  }
  return pages;
}

/** Every route of a blog's own pages (not its posts). */
export function blogPageRoutes(blog: BlogInstance): BlogRoute[] {
  const { options } = blog;
  const routes: BlogRoute[] = [];
  const archive = (): void => {
    if (options.archiveBasePath !== null) {
      routes.push({
        route: joinRoute(blog.root.routeBase, options.archiveBasePath),
        layout: 'blogArchive',
        page: { kind: 'archive', blog, posts: blog.listed },
      });
    }
  };
  // A blog without posts has only its archive, which says so (the APIGames site keeps that URL).
  if (!blog.posts.length) {
    archive();
    return routes;
  }
  for (const p of paginate(blog.listed, blog.route, options.pageBasePath, options.postsPerPage)) {
    routes.push({ route: p.route, layout: 'blogList', page: { kind: 'list', blog, posts: p.posts, pagination: p.pagination } });
  }
  const tags = groupByTag(
    blog.posts,
    (post) => post.tags,
    (post) => post.unlisted,
  );
  if (tags.length) {
    routes.push({ route: blog.tagsRoute, layout: 'blogTagsList', page: { kind: 'tagsList', blog, tags: tags.filter((t) => !t.unlisted) } });
    for (const tag of tags) {
      for (const p of paginate(tag.items, tag.route, options.pageBasePath, options.postsPerPage)) {
        routes.push({ route: p.route, layout: 'blogTag', page: { kind: 'tag', blog, tag, posts: p.posts, pagination: p.pagination } });
      }
    }
  }
  archive();
  if (blog.authors?.size) {
    const counts: AuthorCount[] = [...blog.authors.values()].map((author) => ({
      author,
      count: blog.listed.filter((post) => post.authors.some((a) => a.key === author.key)).length,
    }));
    routes.push({ route: blog.authorsRoute, layout: 'blogAuthorsList', page: { kind: 'authorsList', blog, authors: counts } });
    for (const entry of counts) {
      if (entry.author.page === undefined) continue;
      const posts = blog.listed.filter((post) => post.authors.some((a) => a.key === entry.author.key));
      // Docusaurus pages an author's posts below `authorsBasePath`, not `pageBasePath`: /blog/authors/x/authors/2.
      for (const p of paginate(posts, entry.author.page, options.authorsBasePath, options.postsPerPage)) {
        routes.push({ route: p.route, layout: 'blogAuthor', page: { kind: 'author', blog, author: entry, posts: p.posts, pagination: p.pagination } });
      }
    }
  }
  return routes;
}
