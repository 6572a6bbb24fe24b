/**
 * The work of one page, the same on the main thread and on worker threads: its source to body
 * HTML (Markdown through `parseMarkdown` and the theme's components), then the whole page
 * through `render-page.ts`. One job in, one result out; nothing is kept between pages but the
 * shared sidebars each thread has rendered.
 *
 * One file: the three kinds of source (Markdown, MDX, React) share what is rendered around the
 * body.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root as HastRoot } from 'hast';
import { parseMarkdown, type ParseContext, type ParsedMarkdown } from '../markdown/parse-markdown.js';
import { createMarkdownPipeline, type MarkdownPipeline } from '../markdown/plugin-pipeline.js';
import { pluginListsOf } from '../markdown/plugins.js';
import { configSchema } from '../config/schema.js';
import { createBodyRenderer, createHastToReact } from '../markdown/render-body.js';
import { codeToHast } from '../markdown/code-blocks.js';
import {
  emptyHead,
  withRenderContext,
  type CurrentDoc,
  type DocsSidebarItem,
  type PageHead,
  type RenderContext,
  type SourcePlace,
} from '../compat/render-context.js';
import type { NavNode } from '../nav/sidebars.js';
import { sidebarIdOf, versionKey } from '../nav/sidebar-key.js';
import { whereInFile, type Diagnostic } from '../diagnostics.js';
import type { HeadingInfo, LinkRef } from '../markdown/parse-markdown.js';
import { sharedSidebarVariant, sidebarForPage } from '../nav/sidebar-view.js';
import { canonicalRoute, routeHref, urlShapeOf, type UrlShape } from '../discover/route-paths.js';
import { createPageRenderer, type RenderPage } from '../render/render-page.js';
import { importTheme } from '../theme/load-theme.js';
import type { ContentComponents, PageInfo, Theme, TocItem } from '../theme-api.js';
import type { LinkedFile, PageFacts, PageJob, PageResult, PageSource, RenderSetup } from './page-job.js';
import type { PageModuleExports } from './page-modules.js';
import { publishablePath } from '../assets/published-file.js';
import { searchPage, type SearchPage } from '../search/page-text.js';
import { headingElementIds, type HeadingElementId } from '../markdown/headings.js';
import { CONTENT_PREFIX } from '../chunk-format.js';
import { unescapeAttribute } from '../render/escape.js';
import { relative, sep } from 'node:path';
import { parseFragment } from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import { createRootRenderer, RootChildrenError, rootDiagnostic, withRootHead, type RenderRooted, type Rooted } from './site-root.js';

/** What a render error of the site's own components most often comes from. */
const RENDER_HINT =
  "components render once, at build time, with no browser (no window or document): check the component's props and imports, and see the error's cause in the component";

/** What an MDX page's module exports besides a page module's: Docusaurus's `toc`, and its headings for the engine. */
type MdxModule = PageModuleExports & { toc?: CurrentDoc['toc']; __docsgenHeadings?: HeadingInfo[] };

/** A heading as the table of contents lists it, under its element id. */
function tocItem(heading: HeadingInfo, id: string): TocItem {
  return { depth: heading.depth, id, text: heading.text, ...(heading.runs ? { runs: heading.runs } : {}) };
}

/** The headings of an MDX page that its table of contents shows (within its levels, with text). */
function tocHeadings(headings: readonly HeadingInfo[], source: { tocMin: number; tocMax: number }): HeadingInfo[] {
  return headings.filter((h) => h.depth >= source.tocMin && h.depth <= source.tocMax && h.text);
}

/**
 * The version of a docs page as Docusaurus's `useDocsVersion()` gives it: its docs (id, title,
 * description, sidebar) when the site has code of its own to read them (`docs`); its sidebars
 * are left empty (pages read them with `useDocsSidebar`).
 */
function versionMetadata(job: PageJob, docs: RenderSetup['versionDocs']): Record<string, unknown> {
  const version = job.docsVersion!;
  return {
    pluginId: version.pluginId,
    version: version.name,
    label: version.label,
    banner: job.page.version?.banner?.kind ?? null,
    badge: job.page.version?.badge ?? false,
    noIndex: false,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars: {},
    docs: docs?.[versionKey(version)] ?? {},
  };
}

/** Renders the pages of one build on the current thread. */
export class PageTask {
  private constructor(
    private readonly setup: RenderSetup,
    private readonly renderBody: (hast: HastRoot) => string,
    private readonly toReact: (hast: HastRoot) => ReactNode,
    private readonly components: ContentComponents,
    private readonly renderPage: RenderPage,
    private readonly routeOfFile: ReadonlyMap<string, string>,
    private readonly pipelines: ReadonlyMap<string, MarkdownPipeline>,
    /** The site's own Root, which every page is rendered through. */
    private readonly root?: { file: string; render: RenderRooted },
  ) {}

  private themeClasses: ReadonlySet<string> | undefined;
  private markdownRoutesSet: ReadonlySet<string> | undefined;
  /** Routes of Markdown pages, for links with an anchor (see `headingElementIds`). */
  private get markdownRoutes(): ReadonlySet<string> {
    return (this.markdownRoutesSet ??= new Set(this.routeOfFile.values()));
  }
  private headingIdOf: HeadingElementId | undefined;
  /** The element id of a heading's anchor: prefixed when the theme reserves it (see `headingElementIds`). */
  private get headingId(): HeadingElementId {
    return (this.headingIdOf ??= headingElementIds(this.setup.reservedIds));
  }

  /** Local files pages link to: absolute path → output path (null: not a file the site may publish). */
  private readonly assetPaths = new Map<string, string | null>();
  private jobAssets: Array<{ path: string; file: string }> = [];
  private jobLinkedFiles: LinkedFile[] = [];
  /** The output URL of a file a page links to; it is copied under a name with its content hash. */
  private readonly asset = (file: string, image: boolean): string | undefined => {
    let path = this.assetPaths.get(file);
    if (path === undefined) {
      path = publishablePath(file, this.setup.publishRoots, image);
      this.assetPaths.set(file, path);
    }
    this.jobLinkedFiles.push({ file, image, path });
    if (path === null) return undefined;
    this.jobAssets.push({ path, file });
    return `${this.setup.site.baseUrl}${path.split('/').map(encodeURIComponent).join('/')}`;
  };

  private urlShape: UrlShape | undefined;
  /** Which page URLs end with a slash. */
  private get urls(): UrlShape {
    return (this.urlShape ??= urlShapeOf(this.setup.urls));
  }
  private readonly hrefs = new Map<string, string>();
  /** A route's URL under the base URL; sidebars ask for the same few routes on every page. */
  private readonly href = (route: string): string => {
    let url = this.hrefs.get(route);
    if (url === undefined) this.hrefs.set(route, (url = routeHref(this.setup.site.baseUrl, route, this.urls)));
    return url;
  };

  /** Loads the theme (an ES module bundled by the main thread) and prepares the renderers. */
  static async create(setup: RenderSetup, theme?: Theme): Promise<PageTask> {
    const loaded = theme ?? (await importTheme(setup.themeModule));
    const pipelines = setup.configModule ? await importPipelines(setup.configModule) : new Map<string, MarkdownPipeline>();
    let root: { file: string; render: RenderRooted } | undefined;
    if (setup.root) {
      const { file } = setup.root;
      let Root: unknown;
      try {
        Root = ((await import(setup.root.module)) as { default?: unknown }).default;
      } catch (error) {
        throw new Error(`${file}, the site's Root, failed to load: ${(error as Error).message}`, { cause: error });
      }
      if (typeof Root !== 'function' && (typeof Root !== 'object' || Root === null))
        throw new Error(`${file}, the site's Root, has no component as its default export`);
      root = { file, render: createRootRenderer({ Root: Root as ComponentType, file }, withoutResourceHints) };
    }
    return new PageTask(
      setup,
      createBodyRenderer(loaded.components),
      createHastToReact(loaded.components),
      loaded.components,
      createPageRenderer(loaded, setup),
      new Map(setup.routeOfFile),
      pipelines,
      root,
    );
  }

  /** What the page's MDX or React code reads while it renders (`src/compat/`). */
  private renderContext(job: PageJob, frontMatter: Record<string, unknown>): RenderContext {
    const { toReact } = this;
    const urls = this.urls;
    return {
      siteConfig: this.setup.siteConfig,
      route: job.route,
      ...(urls.folded ? { routeOf: (path: string) => canonicalRoute(path, urls) } : {}),
      frontMatter,
      components: this.components,
      codeBlock: ({ code, language, title, metastring, showLineNumbers }) => {
        let meta = metastring ?? '';
        if (typeof title === 'string' && !/\btitle=/.test(meta)) meta += ` title="${title.replace(/"/g, "'")}"`;
        if (showLineNumbers && !/\bshowLineNumbers\b/.test(meta)) meta += ' showLineNumbers';
        const element = codeToHast({ type: 'code', lang: language ?? null, meta: meta.trim() || null, value: code }, this.setup.magicComments);
        return toReact({ type: 'root', children: [element] });
      },
      markdown: (hast) => toReact(hast as HastRoot),
      ...(job.category ? { category: job.category } : {}),
      // Its name is the sidebars file's key.
      ...(job.sidebar
        ? { docsSidebar: () => ({ name: sidebarIdOf(job.sidebar!), items: docusaurusItems(this.setup.sidebars[job.sidebar!]!.tree, this.href) }) }
        : {}),
      ...(job.docsVersion ? { docsVersion: job.docsVersion, docsVersionMetadata: versionMetadata(job, this.setup.versionDocs) } : {}),
      ...(this.setup.docsData ? { docsData: this.setup.docsData } : {}),
      links: [],
      head: emptyHead(),
      anchors: [],
      ownLayout: false,
    };
  }

  /** A doc page's doc, as `useDoc()` gives it; undefined on other pages. */
  private currentDoc(job: PageJob, source: Extract<PageSource, { kind: 'mdx' }>, mod: MdxModule): CurrentDoc | undefined {
    const { page, docsVersion } = job;
    if (!page.doc || !docsVersion) return undefined;
    const { frontMatter } = source;
    const link = (l: PageInfo['prev']) => (l ? { title: l.label, permalink: l.href } : undefined);
    const lastUpdatedAt = page.lastUpdate?.date ? Date.parse(page.lastUpdate.date) : undefined;
    const versionPath = docsVersion.path;
    const slug = page.href.startsWith(versionPath) ? page.href.slice(versionPath.length) || '/' : page.href;
    const metadata: Record<string, unknown> = {
      id: page.doc.id,
      title: page.title,
      description: page.description,
      source: `@site/${relative(this.setup.siteDir, source.file).split(sep).join('/')}`,
      slug: slug.startsWith('/') ? slug : `/${slug}`,
      permalink: page.href,
      draft: false,
      unlisted: page.unlisted === true,
      editUrl: page.editUrl ?? null,
      tags: (page.tags ?? []).map((t) => ({ label: t.label, permalink: t.href, ...(t.description ? { description: t.description } : {}) })),
      version: docsVersion.name,
      ...(lastUpdatedAt !== undefined && !Number.isNaN(lastUpdatedAt) ? { lastUpdatedAt } : {}),
      ...(page.lastUpdate?.author ? { lastUpdatedBy: page.lastUpdate.author } : {}),
      ...(typeof frontMatter.sidebar_position === 'number' ? { sidebarPosition: frontMatter.sidebar_position } : {}),
      frontMatter,
      ...(page.doc.sidebar ? { sidebar: page.doc.sidebar } : {}),
      ...(page.prev ? { previous: link(page.prev) } : {}),
      ...(page.next ? { next: link(page.next) } : {}),
    };
    const contentTitle = mod.__docsgenHeadings?.find((h) => h.depth === 1)?.text;
    return {
      metadata,
      frontMatter,
      // The module's own `toc`, as Docusaurus's DocItem hands it on: every heading from level 2 down, partials' included, as HTML.
      toc: Array.isArray(mod.toc) ? mod.toc : [],
      ...(contentTitle ? { contentTitle } : {}),
      assets: {},
    };
  }

  /**
   * A page source to body HTML, with what parsing or rendering found out and, when `index` is
   * given, the page's text for the search index.
   */
  private async renderSource(
    source: PageSource,
    job: PageJob,
    index?: (hast: HastRoot) => SearchPage,
  ): Promise<{
    bodyHtml: string;
    search?: SearchPage;
    parsed?: Omit<ParsedMarkdown, 'hast'>;
    toc: TocItem[];
    /** MDX and React pages: what their render found (Markdown's is in `parsed`). */
    headings?: HeadingInfo[];
    links?: LinkRef[];
    diagnostics?: Diagnostic[];
    own?: { title?: string; documentTitle?: string; description?: string; ownLayout: boolean; noFooter?: boolean; head: PageHead; redirect?: string };
    hasH1?: boolean;
    /** MDX and React pages rendered through the site's Root: what Root added. */
    root?: Rooted;
  }> {
    if (source.kind === 'markdown') {
      let result: ParsedMarkdown;
      const pipeline = this.pipelines.get(source.instance);
      try {
        const ctx: ParseContext = {
          baseUrl: this.setup.site.baseUrl,
          routeOfFile: this.routeOfFile,
          markdownRoutes: this.markdownRoutes,
          headingId: this.headingId,
          themeClasses: (this.themeClasses ??= new Set(this.setup.themeClasses)),
          linkRoots: source.linkRoots,
          linkBase: source.linkBase,
          urls: this.urls,
          siteDir: this.setup.siteDir,
          npm2yarn: this.setup.npm2yarn,
          magicComments: this.setup.magicComments,
          mermaid: this.setup.site.mermaid !== undefined,
          asset: this.asset,
        };
        result = pipeline ? await pipeline.parse(source.text, source.file, ctx) : parseMarkdown(source.text, source.file, ctx);
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
      const toc = facts.headings.filter((h) => h.depth >= source.tocMin && h.depth <= source.tocMax).map((h) => tocItem(h, this.headingId(h.id)));
      return { bodyHtml, parsed: facts, toc, ...(search ? { search } : {}) };
    }
    if (source.kind === 'mdx' || source.kind === 'module') {
      const context = this.renderContext(job, source.kind === 'mdx' ? source.frontMatter : {});
      let bodyHtml = '';
      let headings: HeadingInfo[] = [];
      let toc: TocItem[] = [];
      let root: Rooted | undefined;
      const diagnostics: Diagnostic[] = [];
      try {
        const mod = (await import(source.module)) as MdxModule;
        if (source.kind === 'mdx') context.doc = this.currentDoc(job, source, mod);
        ({ html: bodyHtml, root } = this.renderModule(context, mod.default as ComponentType));
        if (source.kind === 'mdx') {
          headings = mod.__docsgenHeadings ?? [];
          toc = tocHeadings(headings, source).map((h) => tocItem(h, this.headingId(h.id)));
        }
      } catch (error) {
        diagnostics.push(await this.renderFailure(source, job, error as Error));
      }
      const own = {
        ...(context.pageTitle ? { title: context.pageTitle } : {}),
        ...(context.head.title ? { documentTitle: context.head.title } : {}),
        ...(context.head.description ? { description: context.head.description } : {}),
        ownLayout: context.ownLayout,
        ...(context.noFooter ? { noFooter: true } : {}),
        head: context.head,
        ...(context.redirect !== undefined ? { redirect: context.redirect } : {}),
      };
      // What <Head> could not carry, at the file (the element's place when it can be found).
      for (const why of new Set(context.head.refused)) {
        diagnostics.push({ severity: 'warning', code: 'mdx/head', message: why, file: source.file, ...whereInFile(source.file, '<Head') });
      }
      // The rendered HTML is what the reader sees, so the index reads that (its headings and anchors as written;
      // lazy tabs' deferred panels, in <noscript>, as content).
      const search = index && bodyHtml ? index(fromParse5(parseFragment(bodyHtml, { scriptingEnabled: false })) as HastRoot) : undefined;
      return {
        bodyHtml,
        ...(search ? { search } : {}),
        toc,
        headings: [...headings, ...context.anchors.map((id) => ({ depth: 0, id, text: '' }))],
        links: context.links.map((url) => linkRef(url, this.setup.site.baseUrl)),
        diagnostics,
        own,
        hasH1: headings.some((h) => h.depth === 1),
        ...(root ? { root } : {}),
      };
    }
    return { bodyHtml: '', toc: [] };
  }

  /**
   * The diagnostic of a page whose render threw. An MDX page is rendered once more with its
   * elements noting their places (only now: a good render pays nothing), so the diagnostic
   * points at the element of the `.mdx` file (or partial) that the error came from.
   */
  private async renderFailure(source: Extract<PageSource, { kind: 'mdx' | 'module' }>, job: PageJob, error: Error): Promise<Diagnostic> {
    const rootFailure = this.rootFailure(job, error);
    if (rootFailure) return rootFailure;
    // A component the page neither imports nor gets from the site's MDXComponents: MDX says where it is written.
    const missing = /^Expected component `([^`]+)` to be defined[\s\S]*?at `(\d+):(\d+)[^`]*` in `([^`]+)`/.exec(error.message);
    if (source.kind === 'mdx' && missing) {
      const [, name, line, column, file] = missing;
      return {
        severity: 'error',
        code: 'mdx/unknown-component',
        message: `<${name}> is not defined: import it at the top of the file, or give it in the site's src/theme/MDXComponents`,
        file: file!,
        line: Number(line),
        column: Number(column),
      };
    }
    let place: SourcePlace | undefined;
    if (source.kind === 'mdx') {
      const context = { ...this.renderContext(job, source.frontMatter), locate: [] as SourcePlace[] };
      try {
        const mod = (await import(source.module)) as MdxModule;
        context.doc = this.currentDoc(job, source, mod);
        this.renderModule(context, mod.default as ComponentType);
      } catch (again) {
        // The same failure again: the innermost element still being rendered is where it came from.
        if ((again as Error).message === error.message) place = context.locate.at(-1);
      }
    }
    if (!place) {
      return {
        severity: 'error',
        code: source.kind === 'mdx' ? 'mdx/render' : 'page/render',
        message: `${source.kind === 'mdx' ? 'this MDX page' : 'this page component'} failed to render: ${error.message}; ${RENDER_HINT}`,
        file: source.file,
      };
    }
    return {
      severity: 'error',
      code: 'mdx/render',
      message: `<${place.name}> threw while rendering: ${error.message}; ${RENDER_HINT}`,
      file: place.file,
      line: place.line,
      column: place.column,
    };
  }

  /** A page's component rendered in `context`: its HTML, through the site's Root when it has one. */
  private renderModule(context: RenderContext, Component: ComponentType): { html: string; root?: Rooted } {
    const element = createElement(Component);
    if (!this.root) return { html: withoutResourceHints(withRenderContext(context, () => renderToStaticMarkup(element))) };
    const root = this.root.render(context, element);
    return { html: root.html, root };
  }

  /**
   * The diagnostic of a page's render that failed because of the site's Root (it throws without
   * the page as well, or did not render its children), else undefined.
   */
  private rootFailure(job: PageJob, error: Error): Diagnostic | undefined {
    if (!this.root) return undefined;
    let cause: Error | undefined = error instanceof RootChildrenError ? error : undefined;
    if (!cause) {
      try {
        this.root.render(this.renderContext(job, {}), null);
      } catch (again) {
        cause = again as Error;
      }
    }
    if (!cause) return undefined;
    const { file } = this.root;
    return rootDiagnostic(
      {
        severity: 'error',
        code: 'root/render',
        message: `the site's Root failed to render: ${cause.message}${cause instanceof RootChildrenError ? '' : `; ${RENDER_HINT}`}`,
        file,
      },
      job.route,
    );
  }

  /** A page without a component of its own (Markdown, generated pages) rendered through the site's Root. */
  private renderRootAlone(job: PageJob): { root?: Rooted; links: LinkRef[]; diagnostics: Diagnostic[] } {
    const context = this.renderContext(job, {});
    try {
      const root = this.root!.render(context, null);
      return { root, links: context.links.map((url) => linkRef(url, this.setup.site.baseUrl)), diagnostics: [] };
    } catch (error) {
      return { links: [], diagnostics: [this.rootFailure(job, error as Error)!] };
    }
  }

  async run(job: PageJob): Promise<PageResult> {
    const { setup } = this;
    this.jobAssets = [];
    this.jobLinkedFiles = [];
    const source = job.source;
    const { page: info } = job;
    const indexed = setup.search && info.layout !== 'notFound' && info.layout !== 'redirect' && info.unlisted !== true;
    const rendered0 = await this.renderSource(
      source,
      job,
      indexed
        ? (tree) =>
            searchPage({
              tree,
              href: info.href,
              title: info.title || setup.siteConfig.title,
              description: info.description,
              breadcrumb: info.breadcrumbs.slice(0, -1).map((b) => b.label),
            })
        : undefined,
    );
    const { bodyHtml, parsed, toc, own } = rendered0;
    // A React page that renders <Redirect> is a redirect page: not indexed, no chunk to navigate to.
    const redirect = own?.redirect;
    const search = redirect === undefined ? rendered0.search : undefined;
    // Links may also point at the ids and names raw HTML gives (`<a id="note">`), which carry the content prefix.
    const headings = rendered0.headings ?? [...(parsed?.headings ?? []), ...rawAnchors(bodyHtml)];
    let links = rendered0.links ?? parsed?.links ?? [];
    let diagnostics = rendered0.diagnostics ?? parsed?.diagnostics ?? [];
    // The site's Root: around every page, its context around MDX and React pages' content.
    let root = rendered0.root;
    if (this.root && !root && source.kind !== 'mdx' && source.kind !== 'module') {
      const alone = this.renderRootAlone(job);
      root = alone.root;
      if (alone.links.length) links = [...links, ...alone.links];
      diagnostics = [...diagnostics, ...alone.diagnostics];
    }
    if (root?.head.refused.length) {
      const { file } = this.root!;
      const refused = [...new Set(root.head.refused)].map((why) =>
        rootDiagnostic({ severity: 'warning', code: 'root/head', message: why, file, ...whereInFile(file, '<Head') }, job.route),
      );
      diagnostics = [...diagnostics, ...refused];
    }
    const pageHead = root ? withRootHead(own?.head ?? emptyHead(), root.head) : own?.head;
    // Blog lists show posts' bodies; their links and problems are the posts' own pages' to report.
    const summaries = [];
    for (const summary of job.summaries ?? []) summaries.push({ html: (await this.renderSource(summary, job)).bodyHtml });
    const page: PageInfo = {
      ...job.page,
      toc,
      hasOwnH1: job.page.hasOwnH1 ?? (parsed?.h1 !== undefined || rendered0.hasH1 === true),
      ...(own?.title ? { title: own.title } : {}),
      ...(own?.description ? { description: own.description } : {}),
      ...(own?.ownLayout ? { ownLayout: true, hasOwnH1: true } : {}),
      ...(own?.noFooter ? { noFooter: true } : {}),
      ...(redirect !== undefined ? { layout: 'redirect' as const, ownLayout: false } : {}),
    };
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
      data: redirect !== undefined ? { ...job.data, redirectTo: redirect } : job.data,
      bodyHtml,
      ...(own?.documentTitle ? { documentTitle: own.documentTitle } : {}),
      ...(sidebar ? { sidebar } : {}),
      ...(redirect === undefined && (own?.head.canonical || job.canonical) ? { canonical: own?.head.canonical ?? job.canonical } : {}),
      ...(pageHead && redirect === undefined ? { pageHead } : {}),
      ...((redirect ?? job.refreshTo) ? { refreshTo: redirect ?? job.refreshTo } : {}),
      htmlPath: job.htmlPath,
      ...(job.navbarVersion ? { navbarVersion: job.navbarVersion } : {}),
      ...(job.chunkPath && redirect === undefined ? { chunkPath: job.chunkPath } : {}),
      ...(summaries.length ? { summaries } : {}),
      ...(job.headTags ? { headTags: job.headTags } : {}),
      ...(root ? { rootWrapper: root.wrapper } : {}),
    });
    return {
      files: rendered.files,
      facts: {
        route: job.route,
        layout: page.layout,
        ...(source.kind === 'markdown' || source.kind === 'mdx' || source.kind === 'module' ? { file: source.file } : {}),
        headings,
        links,
        diagnostics,
        inlineScripts: rendered.inlineScripts,
        // The site's own code rendered it: its components, or its plugins (KaTeX's inline styles).
        ...(source.kind === 'mdx' || source.kind === 'module' || (source.kind === 'markdown' && this.pipelines.has(source.instance))
          ? { authored: authoredContent(bodyHtml) }
          : {}),
        assets: this.jobAssets,
        ...(this.jobLinkedFiles.length ? { linkedFiles: this.jobLinkedFiles } : {}),
        ...(job.keepBody ? { bodyHtml } : {}),
        ...(search ? { search } : {}),
      },
    };
  }
}

/**
 * The Markdown pipelines of the content instances that have remark or rehype plugins, from the
 * bundled config at `url`: the plugins are functions, so every thread imports the config (the
 * main thread gets the module it already imported) and reads them through the same schema.
 */
async function importPipelines(url: string): Promise<Map<string, MarkdownPipeline>> {
  const config = configSchema.parse(((await import(url)) as { default: unknown }).default);
  const pipelines = new Map<string, MarkdownPipeline>();
  for (const [key, { lists, where }] of pluginListsOf(config)) pipelines.set(key, createMarkdownPipeline(lists, where));
  return pipelines;
}

/** A sidebar's nodes as Docusaurus's client hooks give them (`useDocsSidebar().items`). */
function docusaurusItems(nodes: readonly NavNode[], href: (route: string) => string): DocsSidebarItem[] {
  return nodes.map((n): DocsSidebarItem => {
    const extra = { ...(n.className ? { className: n.className } : {}), ...(n.customProps ? { customProps: n.customProps } : {}) };
    if (n.type === 'doc') return { type: 'link', label: n.label, href: href(n.route), docId: n.docId, ...extra };
    if (n.type === 'link') return { type: 'link', label: n.label, href: n.href, ...(n.description ? { description: n.description } : {}), ...extra };
    if (n.type === 'html') return { type: 'html', value: n.html, ...(n.className ? { className: n.className } : {}) };
    return {
      type: 'category',
      label: n.label,
      ...(n.route ? { href: href(n.route) } : {}),
      collapsed: n.collapsed,
      collapsible: n.collapsible,
      items: docusaurusItems(n.children, href),
      ...(n.description ? { description: n.description } : {}),
      ...extra,
    };
  });
}

/** A link a component rendered (`@docusaurus/Link`), as the link checker reads links. */
function linkRef(url: string, baseUrl: string): LinkRef {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  let path = (hashAt >= 0 ? url.slice(0, hashAt) : url).replace(/\?.*$/, '');
  if (path.startsWith(baseUrl)) path = `/${path.slice(baseUrl.length)}`;
  try {
    path = decodeURI(path);
  } catch {
    // left as written
  }
  return { raw: url, path, ...(hash !== undefined ? { hash } : {}), image: false };
}

/**
 * The HTML without the `<link rel="preload">` tags React puts before it for images (it hoists
 * them to the head of a whole document; in a fragment they land at its start, inside the body).
 */
function withoutResourceHints(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}

/** The anchors raw HTML in a Markdown page's body gives (`id` and `name`, without the content prefix), as headings of depth 0. */
function rawAnchors(html: string): HeadingInfo[] {
  const found: HeadingInfo[] = [];
  const attribute = new RegExp(`\\s(?:id|name)="${CONTENT_PREFIX}([^"]+)"`, 'g');
  for (const m of html.matchAll(attribute)) found.push({ depth: 0, id: unescapeAttribute(m[1]!), text: '' });
  return found;
}

/** What a page's own code rendered that the strict Content-Security-Policy would block. */
function authoredContent(html: string): NonNullable<PageFacts['authored']> {
  return {
    ...(/<[a-z][^>]*\sstyle="/i.test(html) ? { styleAttributes: true } : {}),
    // A component that writes its CSS into the page (emotion, styled-components).
    ...(/<style[\s>]/i.test(html) ? { inlineStyles: true } : {}),
    ...(/<iframe[\s>]/i.test(html) ? { frames: true } : {}),
  };
}
