/**
 * The work of one page, the same on the main thread and on worker threads: its source to body
 * HTML (Markdown through `parseMarkdown` and the theme's components), then the whole page
 * through `render-page.ts`. One job in, one result out; nothing is kept between pages but the
 * shared sidebars each thread has rendered.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, sep } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root as HastRoot } from 'hast';
import { parseMarkdown, type ParsedMarkdown } from '../markdown/parse-markdown.js';
import { createBodyRenderer } from '../markdown/render-body.js';
import { sharedSidebarVariant, sidebarForPage } from '../nav/sidebar-view.js';
import { routeHref } from '../discover/route-paths.js';
import { createPageRenderer, type RenderPage } from '../render/render-page.js';
import { importTheme } from '../theme/load-theme.js';
import { searchPage, type SearchPage } from '../search/page-text.js';
import type { PageInfo, Theme, TocItem } from '../theme-api.js';
import type { LinkedFile, PageJob, PageResult, PageSource, RenderSetup } from './page-job.js';
import type { PageModuleExports } from './page-modules.js';
import { CONTENT_PREFIX } from '../chunk-format.js';

/** Renders the pages of one build on the current thread. */
export class PageTask {
  private constructor(
    private readonly setup: RenderSetup,
    private readonly renderBody: (hast: HastRoot) => string,
    private readonly renderPage: RenderPage,
    private readonly routeOfFile: ReadonlyMap<string, string>,
  ) {}

  private themeClasses: ReadonlySet<string> | undefined;
  private markdownRoutesSet: ReadonlySet<string> | undefined;
  /** Routes of Markdown pages, for links with an anchor (see CONTENT_PREFIX). */
  private get markdownRoutes(): ReadonlySet<string> {
    return (this.markdownRoutesSet ??= new Set(this.routeOfFile.values()));
  }

  /** Local files pages link to: absolute path → output path (null: not a file the site may publish). */
  private readonly assetPaths = new Map<string, string | null>();
  private jobAssets: Array<{ path: string; file: string }> = [];
  private jobLinkedFiles: LinkedFile[] = [];
  /** The output URL of a file a page links to; it is copied under a name with its content hash. */
  private readonly asset = (file: string, image: boolean): string | undefined => {
    let path = this.assetPaths.get(file);
    if (path === undefined) {
      path = publishablePath(file, this.setup.siteDir, image);
      this.assetPaths.set(file, path);
    }
    this.jobLinkedFiles.push({ file, image, path });
    if (path === null) return undefined;
    this.jobAssets.push({ path, file });
    return `${this.setup.site.baseUrl}${path.split('/').map(encodeURIComponent).join('/')}`;
  };

  private readonly hrefs = new Map<string, string>();
  /** A route's URL under the base URL; sidebars ask for the same few routes on every page. */
  private readonly href = (route: string): string => {
    let url = this.hrefs.get(route);
    if (url === undefined) this.hrefs.set(route, (url = routeHref(this.setup.site.baseUrl, route)));
    return url;
  };

  /** Loads the theme (an ES module bundled by the main thread) and prepares the renderers. */
  static async create(setup: RenderSetup, theme?: Theme): Promise<PageTask> {
    const loaded = theme ?? (await importTheme(setup.themeModule));
    return new PageTask(setup, createBodyRenderer(loaded.components), createPageRenderer(loaded, setup), new Map(setup.routeOfFile));
  }

  /**
   * A page source to body HTML, with what parsing found out (Markdown only) and, when `index`
   * is given, the page's text for the search index.
   */
  private async renderSource(
    source: PageSource,
    index?: (hast: HastRoot) => SearchPage,
  ): Promise<{ bodyHtml: string; parsed?: Omit<ParsedMarkdown, 'hast'>; toc: TocItem[]; search?: SearchPage }> {
    if (source.kind === 'markdown') {
      let result: ParsedMarkdown;
      try {
        result = parseMarkdown(source.text, source.file, {
          baseUrl: this.setup.site.baseUrl,
          routeOfFile: this.routeOfFile,
          markdownRoutes: this.markdownRoutes,
          themeClasses: (this.themeClasses ??= new Set(this.setup.themeClasses)),
          linkRoots: source.linkRoots,
          linkBase: source.linkBase,
          siteDir: this.setup.siteDir,
          asset: this.asset,
        });
      } catch (error) {
        throw new Error(`Internal error while parsing ${source.file}: ${(error as Error).message}`, { cause: error });
      }
      const { hast, ...facts } = result;
      const search = index?.(hast);
      let bodyHtml: string;
      try {
        bodyHtml = this.renderBody(hast);
      } catch (error) {
        throw new Error(`the theme's content components failed to render ${source.file}: ${(error as Error).message}`, { cause: error });
      }
      const toc = facts.headings
        .filter((h) => h.depth >= source.tocMin && h.depth <= source.tocMax)
        .map((h) => ({ depth: h.depth, id: CONTENT_PREFIX + h.id, text: h.text }));
      return { bodyHtml, parsed: facts, toc, ...(search ? { search } : {}) };
    }
    if (source.kind === 'module') {
      const mod = (await import(source.module)) as PageModuleExports;
      try {
        return { bodyHtml: renderToStaticMarkup(createElement(mod.default!)), toc: [] };
      } catch (error) {
        throw new Error(`the page component ${source.file} failed to render: ${(error as Error).message}`, { cause: error });
      }
    }
    return { bodyHtml: '', toc: [] };
  }

  async run(job: PageJob): Promise<PageResult> {
    const { setup } = this;
    this.jobAssets = [];
    this.jobLinkedFiles = [];
    const source = job.source;
    const { page: info } = job;
    const indexed = setup.search && info.layout !== 'notFound' && info.layout !== 'redirect';
    const { bodyHtml, parsed, toc, search } = await this.renderSource(
      source,
      indexed
        ? (tree) =>
            searchPage({
              tree,
              href: info.href,
              title: info.title,
              description: info.description,
              breadcrumb: info.breadcrumbs.slice(0, -1).map((b) => b.label),
            })
        : undefined,
    );
    // Blog lists show posts' bodies; their links and problems are the posts' own pages' to report.
    const summaries = [];
    for (const summary of job.summaries ?? []) summaries.push({ html: (await this.renderSource(summary)).bodyHtml });
    const page: PageInfo = { ...job.page, toc, hasOwnH1: job.page.hasOwnH1 ?? parsed?.h1 !== undefined };
    let sidebar: { items: ReturnType<typeof sidebarForPage>; shared: () => ReturnType<typeof sidebarForPage>; id: string } | undefined;
    if (job.sidebar) {
      const { tree, full } = setup.sidebars[job.sidebar]!;
      const href = this.href;
      sidebar = {
        id: `${job.sidebar}:${sharedSidebarVariant(tree, page.route, full)}`,
        items: sidebarForPage(tree, page.route, href, full),
        shared: () => sidebarForPage(tree, page.route, href, full, false),
      };
    }
    const rendered = this.renderPage({
      page,
      data: job.data,
      bodyHtml,
      ...(sidebar ? { sidebar } : {}),
      ...(job.canonical ? { canonical: job.canonical } : {}),
      ...(job.refreshTo ? { refreshTo: job.refreshTo } : {}),
      htmlPath: job.htmlPath,
      ...(job.chunkPath ? { chunkPath: job.chunkPath } : {}),
      ...(summaries.length ? { summaries } : {}),
      ...(job.headTags ? { headTags: job.headTags } : {}),
    });
    return {
      files: rendered.files,
      facts: {
        route: job.route,
        layout: job.page.layout,
        ...(source.kind === 'markdown' ? { file: source.file } : {}),
        headings: parsed?.headings ?? [],
        links: parsed?.links ?? [],
        diagnostics: parsed?.diagnostics ?? [],
        inlineScripts: rendered.inlineScripts,
        assets: this.jobAssets,
        ...(this.jobLinkedFiles.length ? { linkedFiles: this.jobLinkedFiles } : {}),
        ...(job.keepBody ? { bodyHtml } : {}),
        ...(search ? { search } : {}),
      },
    };
  }
}

/**
 * Where a file a page links to goes in the output (`assets/images/<name>-<hash>.<ext>`, or
 * `assets/files/…` for other files), or null when it is not a regular file inside the site
 * folder: a link cannot publish files from elsewhere.
 */
export function publishablePath(file: string, siteDir: string, image: boolean): string | null {
  let real: string;
  try {
    real = realpathSync(file);
    if (!statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  const root = realpathSync(siteDir);
  if (real !== root && !real.startsWith(root + sep)) return null;
  const ext = extname(real);
  const hash = createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 8);
  return `assets/${image ? 'images' : 'files'}/${basename(real, ext)}-${hash}${ext}`;
}
