/**
 * The data that travels between the main thread and the threads that render pages: a setup
 * sent once per build, one job per page, one result per page. All of it is plain data
 * (structured-clone safe), so a page renders the same on any thread.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ActiveDocsVersion, DocsData, SiteConfigView, VersionDoc } from '../compat/render-context.js';
import type { LinkRef, HeadingInfo } from '../markdown/parse-markdown.js';
import type { NavNode } from '../nav/sidebars.js';
import type { UrlShapeData } from '../discover/route-paths.js';
import type { SearchPage } from '../search/page-text.js';
import type { Npm2YarnOptions } from '../markdown/npm2yarn.js';
import type { MagicComment } from '../markdown/magic-comments.js';
import type { HeadTag, LayoutData, LayoutName, PageInfo, SiteInfo } from '../theme-api.js';

/** What every page of a build shares. */
export interface RenderSetup {
  site: SiteInfo;
  /**
   * A site with `i18n`: the locale being built (part of the shell key, so a link into another
   * locale loads that page whole), the absolute URL its pages lie under, and each locale's
   * (`hreflang` and the absolute URL its pages lie under; `x-default` for the default locale),
   * for the page's alternate links and the locale menu.
   */
  locales?: { key: string; from: string; alternates: Array<{ hreflang: string; base: string }> };
  /** File URL of the bundled theme module. */
  themeModule: string;
  /** URLs of the stylesheets, the browser script and the favicon, base URL applied. */
  assets: { stylesheets: string[]; script?: string; favicon?: string };
  /** Scripts added to every page in development (live reload). */
  devScripts: string[];
  /** Sidebar trees by sidebar id. */
  sidebars: Record<string, { tree: NavNode[]; full: boolean }>;
  /** The docs instances by id, as site code reads them (`useAllDocsData()`); only a site with code of its own (MDX, React pages, Root) has it. */
  docsData?: Record<string, DocsData>;
  /** Each version's docs with titles and descriptions, by `<pluginId>/<version>` (`useDocsVersion().docs`); with `docsData`. */
  versionDocs?: Record<string, Record<string, VersionDoc>>;
  /** Which page URLs end with a slash (`trailingSlash`, index pages). */
  urls: UrlShapeData;
  /** Absolute Markdown file path → route, to resolve links like `./other.md#x`. */
  routeOfFile: Array<[file: string, route: string]>;
  /** Files the output will hold besides pages, `/`-prefixed routes (static files, assets). */
  staticRoutes: string[];
  /** `<head>` tags of every page (the blogs' feed links, the config's `headTags`). */
  headTags: HeadTag[];
  /** JSON-LD blocks of every page (the config's `headTags` scripts), as JSON text. */
  siteJsonLd: string[];
  /** The config's `metadata`: `<meta>` tags of every page, under the page's own. */
  metadata: HeadTag[];
  /** Collect the text of pages for the search index (`search` in the config). */
  search: boolean;
  /** The site folder. */
  siteDir: string;
  /** The folders files pages link to are copied from: the site folder and its content folders outside it. */
  publishRoots: string[];
  /** The site config as MDX and React pages read it (`useDocusaurusContext().siteConfig`). */
  siteConfig: SiteConfigView;
  /** Classes of the theme's stylesheet, which raw HTML in pages may not use as they are. */
  themeClasses: string[];
  /** The ids the theme reserves (`Theme.reservedIds`), which headings may not take as they are; absent: none declared. */
  reservedIds?: string[];
  /** `markdown.npm2yarn`: code blocks marked npm2yarn become package-manager tabs. */
  npm2yarn: Npm2YarnOptions | false;
  /** `markdown.magicComments`. */
  magicComments: MagicComment[];
  /**
   * File URL of the bundled config, when a content instance has remark or rehype plugins: the
   * plugins are functions, so each thread imports the config for them.
   */
  configModule?: string;
  /**
   * The site's own `src/theme/Root`, which every page is rendered through: its source file, the
   * file URL of its module in the site bundle, and that module's name (which changes with its
   * code and what it imports, so the build cache keys on it).
   */
  root?: { file: string; module: string; moduleId: string };
}

/** Where a page's body comes from. */
export type PageSource =
  | {
      kind: 'markdown';
      file: string;
      /** Its content instance (`docs:default`), whose remark and rehype plugins it goes through. */
      instance: string;
      /** The text with the frontmatter blanked out, so lines match the file. */
      text: string;
      /** Folders a root-relative file link (`/x.md`) is resolved in, in order. */
      linkRoots: string[];
      /** The URL relative links resolve against (the route, with a trailing slash for index pages). */
      linkBase: string;
      tocMin: number;
      tocMax: number;
    }
  /**
   * An MDX page: the default export of its module in the site bundle. `module` is where this
   * build put it; `moduleId` names its content (and that of everything it imports), so the
   * build cache keys on it.
   */
  | { kind: 'mdx'; module: string; moduleId: string; file: string; frontMatter: Record<string, unknown>; tocMin: number; tocMax: number }
  /** A React page: the default export of a bundled module (`moduleId` as for MDX). */
  | { kind: 'module'; module: string; moduleId: string; file: string }
  | { kind: 'none' };

/** The docs version a page lies in, by its docs instance and name. */
export interface NavbarVersion {
  pluginId: string;
  name: string;
}

/** One page to render. */
export interface PageJob {
  route: string;
  source: PageSource;
  /** The page as planned; the job adds the TOC and `hasOwnH1` from the body. */
  page: Omit<PageInfo, 'toc' | 'hasOwnH1'> & { hasOwnH1?: boolean };
  data: LayoutData;
  /** A doc that is the link of a sidebar category: the category's entries (`@theme/DocCardList`). */
  category?: Array<{ label: string; href: string; description?: string; category?: boolean }>;
  /** Blog lists: the bodies of the posts they show, rendered like the page's own (the layout's `summaries`). */
  summaries?: PageSource[];
  /** `<head>` tags of this page (a post's `article:*` meta tags). */
  headTags?: HeadTag[];
  /** Send the body HTML back with the result (posts that go into a feed). */
  keepBody?: boolean;
  /** The docs version of a docs page (generated index pages too). */
  docsVersion?: ActiveDocsVersion;
  /** The docs version a page lies in (its docs, generated indexes and tags pages): the navbar's doc items lead into it. */
  navbarVersion?: NavbarVersion;
  /** Sidebar id (a key of {@link RenderSetup.sidebars}) of a page with a sidebar. */
  sidebar?: string;
  /** Canonical URL; absent on pages search engines should skip (noindex). */
  canonical?: string;
  /** A meta refresh to this URL (redirect pages). */
  refreshTo?: string;
  /** Output paths, relative to the output folder. */
  htmlPath: string;
  chunkPath?: string;
  /** Size of the source in bytes, to balance work between threads. */
  weight: number;
}

/** A file a job produced. */
export interface OutputFile {
  /** Relative to the output folder, `/`-separated. */
  path: string;
  /**
   * The file's content: text where it was rendered; UTF-8 bytes when it comes from a worker
   * thread (handed over, not copied, so the main thread's heap never holds it) or from the
   * build cache (the bytes as they were written).
   */
  text: string | Uint8Array;
  /** Named by a hash of its content, so hosts may cache it for good (see the writer's manifest). */
  immutable?: true;
}

/** What rendering a page found out, for the checks and indexes that follow. */
export interface PageFacts {
  route: string;
  layout: LayoutName;
  file?: string;
  headings: HeadingInfo[];
  links: LinkRef[];
  diagnostics: Diagnostic[];
  /** Inline scripts the page carries, for the Content-Security-Policy. */
  inlineScripts: string[];
  /** The page's MDX or React code rendered `style` attributes, `<style>` elements or frames (the policy then allows them). */
  authored?: { styleAttributes?: boolean; frames?: boolean; inlineStyles?: boolean };
  /** The body HTML, when the job asked for it ({@link PageJob.keepBody}). */
  bodyHtml?: string;
  /** The page's text for the search index, when search is on and the page has a body to index. */
  search?: SearchPage;
  /** Local files the page links to, to copy into the output under their hashed names. */
  assets: Array<{ path: string; file: string }>;
  /** Every local file the page linked to and the output path it got (null: not published), for the build cache. */
  linkedFiles?: LinkedFile[];
}

/** A local file a page linked to, and where it went in the output (null: nowhere). */
export interface LinkedFile {
  file: string;
  image: boolean;
  path: string | null;
}

/** The result of one job. */
export interface PageResult {
  facts: PageFacts;
  files: OutputFile[];
}
