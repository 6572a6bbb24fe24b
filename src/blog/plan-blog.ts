/**
 * The blog stage: from the posts discovery found, each post's metadata (title, date, authors,
 * tags, reading time, truncation, newer and older post) and every page of each blog (lists,
 * tags, authors, archive), its sidebar and its feeds. Plain data in, plain data out; the
 * routes go to `planRoutes`, the page data to `planSite`.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { publishablePath } from '../assets/published-file.js';
import type { BlogOptions } from '../config/plugin-options.js';
import type { SiteConfig } from '../config/schema.js';
import type { ContentRoot, MarkdownSource, SiteSources } from '../discover/discover.js';
import { joinRoute } from '../discover/route-paths.js';
import { reportedAs, type Diagnostic } from '../diagnostics.js';
import { blogPageRoutes, type BlogRoute } from './blog-pages.js';
import type { Author, BlogDataFiles } from './data-files.js';
import type { BlogFeeds, BlogInstance, BlogPost } from './model.js';
import { postAuthors } from './post-authors.js';
import { inlineTagsMessage, resolveTags } from '../tags/content-tags.js';
import { readingTime, removeTitleHeading, truncatedText, truncateMarkerAt, withoutTruncateMarkers, wordSegmenter } from './post-text.js';

/** The blogs of the site and their pages. */
export interface BlogPlan {
  blogs: BlogInstance[];
  /** Authors' images written relative to their file (`image_url: ./img/ada.png`), published as assets: output path → source file. */
  files: Map<string, string>;
  /** The blogs' own pages (lists, tags, authors, archive); posts are routed with the other Markdown. */
  routes: BlogRoute[];
  /** Posts by source file. */
  posts: Map<string, BlogPost>;
  diagnostics: Diagnostic[];
}

/** The site's blogs as discovery hands them over. */
export type DiscoveredBlog = { options: BlogOptions; root: ContentRoot; files?: BlogDataFiles };

/** `normalizeUrl` of a URL and path parts: one slash between parts, the scheme's `//` kept. */
function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, ''))].filter((p) => p !== '').join('/');
}

/** Where an author's image is published, and problems with it. */
interface AuthorImages {
  /** Where images may be published from: the site folder and its content folders outside it. */
  roots: readonly string[];
  baseUrl: string;
  files: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Images already reported missing (`file` and URL): an author of many posts is reported once. */
  reported: Set<string>;
}

/**
 * An author as pages show it: an image at a site path gets the base URL, and one written
 * relative to the file that names it (`./img/ada.png` beside authors.yml, or beside the post of
 * an inline author) is published as an asset, as Docusaurus bundles it.
 */
function authorAsShown(author: Author, from: string, images: AuthorImages): Author {
  const url = author.imageURL;
  if (url === undefined || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return author;
  if (url.startsWith('/')) return { ...author, imageURL: `${images.baseUrl}${url.slice(1)}` };
  const file = resolve(dirname(from), decodeURI(url.replace(/[?#].*$/, '')));
  const path = publishablePath(file, images.roots, true);
  if (path === null) {
    if (images.reported.has(`${from}\0${url}`)) return author;
    images.reported.add(`${from}\0${url}`);
    images.diagnostics.push({
      severity: 'error',
      code: 'blog/author-image',
      message: `the image of author "${author.key ?? author.name ?? '?'}", ${url}, is not a file inside the site folder; put it there, or write its URL or its path in static/ (/img/…)`,
      file: from,
    });
    return author;
  }
  images.files.set(path, file);
  return { ...author, imageURL: `${images.baseUrl}${path}` };
}

/** Builds one post's metadata; problems with its frontmatter go to `diagnostics`. */
function planPost(
  md: MarkdownSource,
  blog: BlogInstance,
  ctx: { config: SiteConfig; siteDir: string; files?: BlogDataFiles; segmenter: Intl.Segmenter; images: AuthorImages },
  diagnostics: Diagnostic[],
): BlogPost {
  const { options } = blog;
  const fm = md.frontmatter as Record<string, unknown> & typeof md.frontmatter;
  const where = (key: string): { file: string; line?: number; column?: number } => {
    const line = md.frontmatterLines?.[key];
    return line ? { file: md.file, line, column: 1 } : { file: md.file };
  };
  const authorsFileName = options.authorsMapPath;
  const resolvedAuthors = postAuthors(fm, ctx.files?.authors, authorsFileName);
  for (const message of resolvedAuthors.errors) {
    diagnostics.push({ severity: 'error', code: 'blog/authors', message, ...where(fm.authors !== undefined ? 'authors' : 'author') });
  }
  const inlineAuthors = resolvedAuthors.authors.filter((a) => a.key === undefined);
  if (inlineAuthors.length) {
    diagnostics.push(
      ...reportedAs(options.onInlineAuthors, {
        code: 'blog/inline-authors',
        message: `${inlineAuthors.map((a) => `"${a.name ?? a.imageURL ?? '?'}"`).join(', ')} ${inlineAuthors.length === 1 ? 'is' : 'are'} not in ${authorsFileName}; declare authors once there and write their keys in posts (or set onInlineAuthors: 'ignore')`,
        ...where(fm.authors !== undefined ? 'authors' : 'author'),
      }),
    );
  }
  const resolvedTags = resolveTags(fm.tags, ctx.files?.tags, blog.tagsRoute);
  for (const message of resolvedTags.errors) diagnostics.push({ severity: 'error', code: 'blog/tags', message, ...where('tags') });
  const inlineTags = resolvedTags.tags.filter((t) => t.inline);
  if (ctx.files?.tags && inlineTags.length) {
    diagnostics.push(
      ...reportedAs(options.onInlineTags, {
        code: 'blog/inline-tags',
        message: inlineTagsMessage(inlineTags, ctx.files.tagsFileName!, 'onInlineTags'),
        ...where('tags'),
      }),
    );
  }
  if (fm.id !== undefined) {
    diagnostics.push({ severity: 'warning', code: 'blog/frontmatter-id', message: "id does not change a post's URL; use slug instead", ...where('id') });
  }

  const content = removeTitleHeading(md.body);
  const markerAt = truncateMarkerAt(content);
  if (markerAt < 0) {
    diagnostics.push(
      ...reportedAs(options.onUntruncatedBlogPosts, {
        code: 'blog/untruncated',
        message:
          "post has no truncate marker, so list pages show it whole; add <!-- truncate --> (or {/* truncate */} in MDX) after its introduction, or set onUntruncatedBlogPosts: 'ignore'",
        file: md.file,
      }),
    );
  }
  const sourceDir = relative(ctx.siteDir, md.root.dir).split(sep).join('/');
  const keywords = Array.isArray(fm.keywords) ? fm.keywords : [];
  return {
    source: md,
    blog,
    route: md.route,
    title: md.title,
    sidebarLabel: fm.sidebar_label ?? md.title,
    description: fm.description ?? md.excerpt ?? '',
    date: new Date(md.date ?? 0),
    authors: resolvedAuthors.authors.map((a) => authorAsShown(a, a.key !== undefined && ctx.files?.authorsFile ? ctx.files.authorsFile : md.file, ctx.images)),
    tags: resolvedTags.tags,
    ...(options.showReadingTime ? { readingTime: readingTime(content, ctx.segmenter) } : {}),
    truncated: markerAt >= 0,
    unlisted: fm.unlisted === true,
    text: withoutTruncateMarkers(content),
    summaryText: markerAt < 0 ? content : truncatedText(content),
    keywords,
    ...(options.editUrl ? { editUrl: joinUrl(options.editUrl, sourceDir, md.relPath) } : {}),
  };
}

/** Feed settings of a blog, with Docusaurus's defaults; undefined when it has none. */
function planFeeds(blog: BlogInstance, config: SiteConfig): BlogFeeds | undefined {
  const o = blog.options.feedOptions;
  const type = o.type === undefined ? (['rss', 'atom'] as const) : o.type;
  if (type === null) return undefined;
  const types: BlogFeeds['types'] = type === 'all' ? ['rss', 'atom', 'json'] : typeof type === 'string' ? [type] : [...type];
  const eligible = blog.posts.filter((p) => !p.unlisted);
  const limit = o.limit === undefined ? 20 : o.limit;
  const posts = limit === false || limit === null ? eligible : eligible.slice(0, limit);
  if (!posts.length || !types.length) return undefined;
  return {
    types: [...new Set(types)],
    posts,
    title: o.title ?? `${config.title} Blog`,
    description: o.description ?? `${config.title} Blog`,
    linkTitle: o.title ?? config.title,
    ...(o.copyright ? { copyright: o.copyright } : {}),
    language: o.language ?? config.lang,
  };
}

/** Plans every blog of the site. */
export function planBlogs(options: {
  config: SiteConfig;
  siteDir: string;
  /** Where authors' images may be published from (default: the site folder). */
  publishRoots?: readonly string[];
  sources: Pick<SiteSources, 'markdown'> & { blogs: DiscoveredBlog[] };
}): BlogPlan {
  const { config, siteDir, sources } = options;
  const diagnostics: Diagnostic[] = [];
  const segmenter = wordSegmenter(config.lang);
  const blogs: BlogInstance[] = [];
  const posts = new Map<string, BlogPost>();
  const routes: BlogRoute[] = [];
  const images: AuthorImages = { roots: options.publishRoots ?? [siteDir], baseUrl: config.baseUrl, files: new Map(), diagnostics, reported: new Set() };
  for (const discovered of sources.blogs) {
    const { options: blogOptions, root } = discovered;
    const blog: BlogInstance = {
      options: blogOptions,
      root,
      route: joinRoute(root.routeBase),
      tagsRoute: joinRoute(root.routeBase, blogOptions.tagsBasePath),
      authorsRoute: joinRoute(root.routeBase, blogOptions.authorsBasePath),
      posts: [],
      listed: [],
      sidebar: [],
      ...(discovered.files?.authors && discovered.files.authorsFile
        ? { authors: new Map([...discovered.files.authors].map(([k, a]) => [k, authorAsShown(a, discovered.files!.authorsFile!, images)])) }
        : {}),
    };
    const sources_ = sources.markdown.filter((m) => m.kind === 'blog' && m.root === root);
    const planned = sources_.map((md) =>
      planPost(md, blog, { config, siteDir, segmenter, images, ...(discovered.files ? { files: discovered.files } : {}) }, diagnostics),
    );
    // Newest first, posts of one day in file order (a stable sort), reversed for 'ascending'.
    planned.sort((a, b) => b.date.getTime() - a.date.getTime());
    if (blogOptions.sortPosts === 'ascending') planned.reverse();
    blog.posts = planned;
    blog.listed = planned.filter((p) => !p.unlisted);
    blog.listed.forEach((post, i) => {
      const newer = blog.listed[i - 1];
      const older = blog.listed[i + 1];
      if (newer) post.newer = newer;
      if (older) post.older = older;
    });
    const count = blogOptions.blogSidebarCount;
    blog.sidebar = count === 'ALL' ? planned : planned.slice(0, count);
    const feeds = planFeeds(blog, config);
    if (feeds) blog.feeds = feeds;
    for (const post of planned) posts.set(post.source.file, post);
    blogs.push(blog);
    routes.push(...blogPageRoutes(blog));
  }
  return { blogs, routes, posts, files: images.files, diagnostics };
}
