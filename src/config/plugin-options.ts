/**
 * Options of the content plugins: docs, blog and pages, each one instance or several (with
 * distinct `id`s), with the names and defaults of Docusaurus's plugins, so a Docusaurus site's
 * options carry over as they are.
 */
import * as z from 'zod';
import type { AnyPlugin, PluginEntry } from '../markdown/plugins.js';

/** Files no content plugin reads: names or folders starting with `_`, tests. */
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

const pluginId = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only')
  .default('default');

/** `docs`, `/docs` or `/`: the URL prefix of a plugin's pages. */
const routeBasePath = z.string();

const versionOptions = z.strictObject({
  /** What readers see in the version menu. @default the version name ('Next' for current) */
  label: z.string().optional(),
  /** URL part of the version, below routeBasePath. @default '' for the last version, 'next' for current, else the name */
  path: z.string().optional(),
  /** Banner above each page: 'unreleased', 'unmaintained' or 'none'. @default by the version's place */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** Show the version's label above each page. @default true when the site has several versions */
  badge: z.boolean().optional(),
  className: z.string().optional(),
  /** Skip this version in the build (Docusaurus's `noIndex` is accepted and ignored). */
  noIndex: z.boolean().optional(),
});

/** `editUrl` as a function: Docusaurus's parameters, the whole URL back. */
export type EditUrlFunction = (params: {
  /** Folder of the doc's version, from the site folder (`docs`, `versioned_docs/version-1.0`). */
  versionDocsDirPath: string;
  /** Path of the doc in that folder, as written (`guide/intro.md`). */
  docPath: string;
  /** URL path of the page (`/docs/guide/intro`). */
  permalink: string;
  /** Docs version (`current` or a name from versions.json). */
  version: string;
  locale: string;
}) => string;

const plugin = z.custom<AnyPlugin>((v) => typeof v === 'function', 'expected a remark or rehype plugin (a function), or [plugin, options]');

/** A list of unified plugins: each a plugin or `[plugin, options]`; `null` and `undefined` entries are skipped. */
const pluginList = z.array(z.union([plugin, z.tuple([plugin], z.unknown()), z.null(), z.undefined()])).optional() as z.ZodType<PluginEntry[] | undefined>;

/**
 * Docusaurus's names for the remark and rehype plugins of a content instance. They run on its
 * `.md` and `.mdx` files alike, in this order: `beforeDefaultRemarkPlugins`, docsgen's own
 * Markdown transforms (directives, heading ids, links), `remarkPlugins`, `beforeDefaultRehypePlugins`,
 * docsgen's raw HTML sanitiser (Markdown pages), `rehypePlugins`.
 * @example remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, { strict: false }]]
 */
const markdownPlugins = {
  /** remark plugins that run before docsgen's own transforms of the Markdown tree. @default [] */
  beforeDefaultRemarkPlugins: pluginList,
  /** remark plugins that run after docsgen's own transforms of the Markdown tree. @default [] */
  remarkPlugins: pluginList,
  /** rehype plugins that run first on the HTML tree, before raw HTML is sanitised. @default [] */
  beforeDefaultRehypePlugins: pluginList,
  /** rehype plugins that run last on the HTML tree. @default [] */
  rehypePlugins: pluginList,
};

export const docsOptionsSchema = z.strictObject({
  /** Names this docs instance when a site has several. @default 'default' */
  id: pluginId,
  /** Folder of the docs, relative to the site. @default 'docs' */
  path: z.string().default('docs'),
  /** URL prefix of the docs: `docs`, or `/` for docs at the site root. @default 'docs' */
  routeBasePath: routeBasePath.default('docs'),
  /**
   * Doc the docs root leads to when no doc has `slug: /`. @default the first doc of the first
   * sidebar
   */
  homeId: z.string().optional(),
  /**
   * Sidebars file (`sidebars.js|cjs|mjs|ts|json`), relative to the site; `false` for no
   * sidebar. @default one sidebar generated from the folders
   */
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  /** Categories can be collapsed. @default true */
  sidebarCollapsible: z.boolean().default(true),
  /** Categories start collapsed (unless they hold the current page). @default true */
  sidebarCollapsed: z.boolean().optional(),
  /** Show breadcrumbs above docs. @default true */
  breadcrumbs: z.boolean().default(true),
  /** Strip number prefixes (`01-intro.md`) from ids and URLs. @default true */
  numberPrefixParser: z.boolean().default(true),
  /** Globs of the files that are docs, relative to the docs folder. @default ['**\/*.{md,mdx}'] */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  /** Globs of files never read as docs (partials `_x.md` are imported, not pages). */
  exclude: z.array(z.string()).default(DEFAULT_EXCLUDE),
  /** Version served at the docs root. @default the newest of versions.json */
  lastVersion: z.string().optional(),
  /** Build the working copy in `docs/` as the version `current`. @default true */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions. */
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Ignore versions.json: build `docs/` alone. @default false */
  disableVersioning: z.boolean().default(false),
  /** Per-version settings, keyed by version name (`current` for `docs/`). */
  versions: z.record(z.string(), versionOptions).default({}),
  /**
   * Base URL of "Edit this page" links: the doc's path from the site folder is appended
   * (`<editUrl>/docs/intro.md`). A function gets Docusaurus's parameters and returns the whole
   * URL. Frontmatter `custom_edit_url` overrides it (`null`: no link). No link when absent.
   * @example 'https://github.com/org/repo/edit/main/website/'
   */
  editUrl: z.union([z.url(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'expected a URL or a function')]).optional(),
  /** Show when each doc was last changed, from git (frontmatter `last_update.date` overrides). @default false */
  showLastUpdateTime: z.boolean().default(false),
  /** Show who last changed each doc, from git (frontmatter `last_update.author` overrides). @default false */
  showLastUpdateAuthor: z.boolean().default(false),
  /**
   * Tags file, relative to each version's docs folder; false for none. Docs name its tags by key.
   * @default 'tags.yml' when it exists
   */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  /** What a doc's inline tag (not in the tags file, when there is one) does. @default 'warn' */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** URL part of the tag pages, below each version's docs (`/docs/tags`, `/docs/next/tags/<tag>`). @default 'tags' */
  tagsBasePath: z.string().default('tags'),
  ...markdownPlugins,
});

const feedType = z.enum(['rss', 'atom', 'json']);

export const blogOptionsSchema = z.strictObject({
  /** Names this blog when a site has several. @default 'default' */
  id: pluginId,
  /** Folder of the posts, relative to the site. @default 'blog' */
  path: z.string().default('blog'),
  /** URL prefix of the blog. @default 'blog' */
  routeBasePath: routeBasePath.default('blog'),
  /** Title of the blog's list pages. @default 'Blog' */
  blogTitle: z.string().default('Blog'),
  /** Description of the blog's list pages: shown under their title when set, and their meta description (`Blog` when not). */
  blogDescription: z.string().optional(),
  /** Posts per list page, or 'ALL'. @default 10 */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Posts in the blog sidebar, or 'ALL'; 0 for none. @default 5 */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  /** Title of the blog sidebar. @default 'Recent posts' */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Show an estimated reading time. @default true */
  showReadingTime: z.boolean().default(true),
  /** Authors file, relative to the blog folder. @default 'authors.yml' */
  authorsMapPath: z.string().default('authors.yml'),
  /** Tags file, relative to the blog folder; false for none. @default 'tags.yml' when it exists */
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  /** What an inline tag (not in the tags file) does. @default 'warn' */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** What an inline author (not in the authors file) does. @default 'warn' */
  onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Order of posts: newest first ('descending') or oldest first ('ascending'). @default 'descending' */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /**
   * Base of the "Edit this page" link of posts: the post's path below the site is added to it.
   * @example 'https://github.com/org/repo/edit/main/website/'
   */
  editUrl: z.string().optional(),
  /** What a post without a truncate marker does. @default 'warn' */
  onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** URL part of the archive. @default 'archive' */
  archiveBasePath: z.union([z.string(), z.null()]).default('archive'),
  /** URL part of list pages after the first. @default 'page' */
  pageBasePath: z.string().default('page'),
  /** URL part of tag pages. @default 'tags' */
  tagsBasePath: z.string().default('tags'),
  /** URL part of author pages. @default 'authors' */
  authorsBasePath: z.string().default('authors'),
  /** Feeds: 'rss', 'atom', 'json', 'all', a list of them, or null for none. @default ['rss', 'atom'] */
  feedOptions: z
    .strictObject({
      type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).optional(),
      /** Accepted for Docusaurus sites; docsgen writes no XSLT stylesheet. */
      xslt: z.unknown().optional(),
    })
    .default({}),
  /** Globs of post files, relative to the blog folder. @default ['**\/*.{md,mdx}'] */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  /** Globs of files that are not posts. */
  exclude: z.array(z.string()).default(DEFAULT_EXCLUDE),
  ...markdownPlugins,
});

export const pagesOptionsSchema = z.strictObject({
  /** Names this pages instance when a site has several. @default 'default' */
  id: pluginId,
  /** Folder of standalone pages (`.md`, `.mdx`, `.js`, `.jsx`, `.ts`, `.tsx`). @default 'pages' */
  path: z.string().default('pages'),
  /** URL prefix of the pages. @default '/' */
  routeBasePath: routeBasePath.default('/'),
  /** Globs of page files, relative to the folder. */
  include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  /** Globs of files that are not pages. */
  exclude: z.array(z.string()).default(DEFAULT_EXCLUDE),
  ...markdownPlugins,
});

/**
 * A plugin's config key: one instance, several, or `false` for none; absent means one instance
 * with the defaults. Parsed into a list of instances.
 */
function instances<T extends z.ZodType<object>>(schema: T) {
  return z
    .union([schema, z.array(schema), z.literal(false)])
    .optional()
    .transform((value): Array<z.output<T>> => (value === undefined ? [schema.parse({})] : value === false ? [] : Array.isArray(value) ? value : [value]));
}

export const docsPluginSchema = instances(docsOptionsSchema);
export const blogPluginSchema = instances(blogOptionsSchema);
export const pagesPluginSchema = instances(pagesOptionsSchema);

export type DocsOptions = z.output<typeof docsOptionsSchema>;
export type BlogOptions = z.output<typeof blogOptionsSchema>;
export type PagesOptions = z.output<typeof pagesOptionsSchema>;
