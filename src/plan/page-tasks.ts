/**
 * The per-page work of a build, as plain functions over serialisable inputs, so it runs the
 * same in the main thread and in worker threads. Parsing a page ends with its body rendered
 * to HTML: the tree is dropped at once, so memory does not grow with the site's size. The
 * worker keeps the body HTML and renders the same pages into the layout later.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { parseMarkdown, type ParsedMarkdown } from '../markdown/parse-markdown.js';
import { loadTheme, type LoadedTheme, type ThemeBundle } from '../render/load-theme.js';
import { createBodyRenderer, createRenderer, type PageAssets, type RenderBody, type RenderRoute } from '../render/render-page.js';
import { importBundled } from '../modules/import-bundled.js';
import { sidebarForPage, type NavNode } from '../nav/sidebar.js';
import { routeHref } from '../content/route-paths.js';
import { BodyStore } from './body-store.js';
import { cachedModule, hashOf, type BuildCache } from '../cache/build-cache.js';
import type { LayoutData, PageInfo, SiteInfo } from '../theme-api.js';

/** What every page's parse needs, sent once per worker. */
export interface ParseSetup {
  baseUrl: string;
  /** The theme whose Markdown components render page bodies. */
  themeEntry: string;
  /** The theme as the main thread bundled it, so that a worker thread need not bundle it again. */
  themeBundle?: ThemeBundle;
  /** A folder for page bodies between parse and render; without one they stay in memory. */
  scratchDir?: string;
  routeOfFile: Array<[string, string]>;
}

/** One Markdown page to parse. */
export interface ParseSpec {
  route: string;
  file: string;
  body: string;
  contentRoot: string;
}

/** The facts of a parsed page; its body HTML stays with whoever parsed it. */
export type PageFacts = Omit<ParsedMarkdown, 'hast'> & { route: string };

/** What every page's render needs, sent once per worker. */
export interface RenderSetup {
  /** The theme, which a worker has loaded already when it set up its parse. */
  themeEntry: string;
  assets: PageAssets;
  site: SiteInfo;
  /** Sidebar tree of each docs version. */
  trees: Record<string, NavNode[]>;
  fullSidebar: boolean;
  /** Temporary output folder the pages are written to. */
  outDir: string;
}

/** One page to render. */
export interface RenderSpec {
  page: PageInfo;
  /** Docs version whose sidebar the page shows. */
  version: string;
  data: LayoutData;
  canonical: string;
  withSidebar: boolean;
  /** Where the body comes from: the page's own parse, a page component, or nothing. */
  body: { kind: 'markdown' } | { kind: 'component'; file: string } | { kind: 'none' };
  extraScripts?: string[];
  noindex?: boolean;
  /** Output paths relative to the output folder. */
  htmlFile: string;
  chunkFile?: string;
}

/** Site-relative URLs found in the rendered pages, each with one page that has it. */
export type RenderedLinks = Array<[url: string, page: string]>;

/** The state of one worker (or of the main thread acting as one). */
export class PageWorkerState {
  constructor(
    private readonly cache?: BuildCache,
    /** Identifies the theme's source files, so a theme edit invalidates cached renders. */
    private readonly themeStamp = '',
    /** The theme, when the caller has loaded it already (the main thread of a cold build). */
    private loadedTheme?: LoadedTheme,
  ) {}

  private parseSetup?: ParseSetup;
  private parseContextKey = '';
  private renderSetupKey = '';
  private routeOfFile?: Map<string, string>;
  /**
   * Body HTML by route, as UTF-8 bytes: React's renderer returns a rope of thousands of small
   * strings, which kept in the JS heap for every page cost several times the text itself (over
   * a gigabyte at 10,000 pages).
   */
  private bodies = new BodyStore();
  private renderSetup?: RenderSetup;
  private render?: RenderRoute;
  private renderBody?: RenderBody;

  /** The theme, loaded once per worker; in watch mode again only when its files change. */
  private async theme(entry: string, bundle?: ThemeBundle): Promise<LoadedTheme> {
    if (!this.cache && this.loadedTheme?.entry === entry) return this.loadedTheme;
    // Same cache key as the build's own theme load, so watch mode loads the theme once.
    this.loadedTheme = await cachedModule(this.cache, `theme:${entry}`, async () => {
      const value = await loadTheme(entry, bundle);
      return { value, inputs: value.inputs };
    });
    return this.loadedTheme;
  }

  async setupParse(setup: ParseSetup): Promise<void> {
    this.parseSetup = setup;
    this.routeOfFile = new Map(setup.routeOfFile);
    this.bodies.close();
    this.bodies = new BodyStore(setup.scratchDir);
    this.renderBody = createBodyRenderer((await this.theme(setup.themeEntry, setup.themeBundle)).theme);
    // Links resolve through every page's route, so a renamed or added page changes every
    // parse; the body HTML comes from the theme's components, so a theme edit does too.
    if (this.cache) this.parseContextKey = hashOf(this.themeStamp, setup.baseUrl, JSON.stringify(setup.routeOfFile));
  }

  parse(specs: ParseSpec[]): PageFacts[] {
    const setup = this.parseSetup!;
    return specs.map((spec) => {
      const key = this.cache ? hashOf(this.parseContextKey, spec.file, spec.contentRoot, spec.body) : '';
      const hit = this.cache?.parse.get(spec.file);
      if (hit && hit.key === key && hit.facts.route === spec.route) {
        this.bodies.set(spec.route, hit.body);
        this.parseFiles.set(spec.route, spec.file);
        return hit.facts;
      }
      let parsed: ParsedMarkdown;
      try {
        parsed = parseMarkdown(spec.body, spec.file, { baseUrl: setup.baseUrl, routeOfFile: this.routeOfFile!, contentRoot: spec.contentRoot });
      } catch (error) {
        throw new Error(`Internal error while parsing ${spec.file}: ${(error as Error).message}`, { cause: error });
      }
      const { hast, ...rest } = parsed;
      const facts = { ...rest, route: spec.route };
      let body: Buffer;
      try {
        body = Buffer.from(this.renderBody!(hast));
      } catch (error) {
        throw new Error(`the theme's Markdown components failed to render ${spec.file}: ${(error as Error).message}`, { cause: error });
      }
      this.bodies.set(spec.route, body);
      this.parseFiles.set(spec.route, spec.file);
      this.cache?.parse.set(spec.file, { key, facts, body });
      return facts;
    });
  }

  /** Lets go of the pages' bodies (and their scratch file). */
  close(): void {
    this.bodies.close();
  }

  async setupRender(setup: RenderSetup): Promise<void> {
    this.renderSetup = setup;
    if (this.cache) this.renderSetupKey = hashOf(this.themeStamp, JSON.stringify({ ...setup, outDir: '' }));
    this.render = createRenderer((await this.theme(setup.themeEntry)).theme, setup.assets);
  }

  /** The source file of a Markdown page, to find its cached parse. */
  private fileOf(spec: RenderSpec): string {
    return this.parseFiles.get(spec.page.route) ?? '';
  }

  private readonly parseFiles = new Map<string, string>();

  /** Renders and writes pages; returns the site URLs the HTML links to. */
  async renderPages(specs: RenderSpec[]): Promise<RenderedLinks> {
    const setup = this.renderSetup!;
    const base = setup.site.baseUrl;
    const href = (route: string): string => routeHref(base, route);
    const seen = new Map<string, string>();
    for (const spec of specs) {
      // Component pages are cheap and their imports are not tracked: always render them.
      const key =
        this.cache && spec.body.kind !== 'component'
          ? hashOf(this.renderSetupKey, JSON.stringify(spec), spec.body.kind === 'markdown' ? (this.cache.parse.get(this.fileOf(spec)) ?.key ?? '') : '')
          : '';
      const hit = key ? this.cache!.render.get(spec.htmlFile) : undefined;
      if (hit && hit.key === key) {
        write(setup.outDir, spec.htmlFile, hit.html);
        if (spec.chunkFile && hit.chunk !== undefined) write(setup.outDir, spec.chunkFile, hit.chunk);
        for (const [url, page] of hit.links) if (!seen.has(url)) seen.set(url, page);
        continue;
      }
      let body: ReturnType<typeof createElement> | undefined;
      if (spec.body.kind === 'component') {
        const mod = await importBundled<{ default: ComponentType }>(spec.body.file);
        body = createElement(mod.exports.default);
      }
      const out = this.render!({
        site: setup.site,
        page: spec.page,
        ...(spec.withSidebar ? { sidebar: sidebarForPage(setup.trees[spec.version] ?? [], spec.page.route, href, setup.fullSidebar) } : {}),
        ...(spec.body.kind === 'markdown' ? { bodyHtml: this.bodies.get(spec.page.route) ?? '' } : { body }),
        data: spec.data,
        canonical: spec.canonical,
        ...(spec.extraScripts ? { extraScripts: spec.extraScripts } : {}),
        ...(spec.noindex ? { noindex: true } : {}),
        chunkSidebar: !setup.fullSidebar,
      });
      write(setup.outDir, spec.htmlFile, out.html);
      if (spec.chunkFile) write(setup.outDir, spec.chunkFile, out.chunk);
      const urls = new Set<string>();
      for (const m of out.html.matchAll(/\s(?:href|src)="([^"#?]*)[^"]*"/g)) if (m[1]!.startsWith(base)) urls.add(m[1]!);
      const links: RenderedLinks = [...urls].map((url) => [url, spec.page.route]);
      for (const [url, page] of links) if (!seen.has(url)) seen.set(url, page);
      if (key) this.cache!.render.set(spec.htmlFile, { key, html: out.html, ...(spec.chunkFile ? { chunk: out.chunk } : {}), links });
    }
    return [...seen];
  }
}

const madeDirs = new Set<string>();

function write(root: string, path: string, contents: string): void {
  const file = join(root, path);
  const dir = dirname(file);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(file, contents);
}
