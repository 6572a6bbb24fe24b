/**
 * `docsgen build`: one pass through named stages.
 *
 *   loadConfig → loadTheme + discover → navigation → planBlog → planDocsTags → planRoutes
 *              → bundleSiteCode (MDX and React pages) → planSite → bundleAssets
 *              → readCache (pages the build cache holds) → render (the others, on every
 *                core; the writer takes each page's files) → search → feeds → checkLinks
 *              → write (the staging folder is swapped in) → writeCache
 *
 * Every stage reports its problems as diagnostics; the build fails once, at the end, with
 * all of them.
 *
 * One function runs the stages in order so the build reads top to bottom; each stage's work
 * lives in its own module, which is why this file is long but shallow.
 */
import type { SiteConfigView } from './compat/render-context.js';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { discoverContent, siteRoots } from './discover/discover.js';
import { readLastUpdates } from './discover/last-update.js';
import type { DocsVersion } from './discover/versions.js';
import { planBlogs } from './blog/plan-blog.js';
import { blogFeedFiles, feedHeadTags } from './blog/feeds.js';
import { planRoutes } from './site/plan-routes.js';
import { planDocsTags } from './site/docs-tags.js';
import { planSite } from './site/plan-site.js';
import { pluginListsOf, pluginsByFolder } from './markdown/plugins.js';
import { katexStylesheet } from './assets/katex-stylesheet.js';
import { mermaidFiles } from './assets/mermaid-files.js';
import { configCss } from './assets/config-css.js';
import { buildNavigation } from './site/navigation.js';
import { loadTheme, builtinThemeEntry } from './theme/load-theme.js';
import { readSiteLocale, siteLocalePlugin, writeSiteLocaleModule } from './theme/site-locale.js';
import { bundleScript, bundleStylesheet, siteStylesheets } from './assets/bundle-assets.js';
import { stylesheetClasses, usesContentClasses } from './markdown/sanitize.js';
import { createPagePool, startThreads, type PagePool, type StartedThreads } from './pages/pool.js';
import { publishablePath } from './assets/published-file.js';
import { hasPageCache, noPageCache, openPageCache } from './cache/page-cache.js';
import { openFrontmatterCache } from './cache/frontmatter-cache.js';
import { openSearchCache } from './cache/search-cache.js';
import { noAssetCache, openAssetCache } from './cache/asset-cache.js';
import { threadHeapLimitMb, threadPlan } from './pages/thread-plan.js';
import { loadPageModules } from './pages/page-modules.js';
import type { PageResult, RenderSetup } from './pages/page-job.js';
import { KeptFacts, type KeptPage } from './pages/kept-facts.js';
import { OutputWriter, type FileOrigin, type OutputTarget } from './output/writer.js';
import { immutableRulePaths, immutableRules } from './output/immutable.js';
import { BROKEN_LINK_CODES, checkLinks, type PageLinks } from './links/check-links.js';
import { headersFile, securityHeaders, type AuthoredContent } from './security/content-security-policy.js';
import { defaultCacheDir } from './cache/cache-dir.js';
import { routeHref, urlShapeData } from './discover/route-paths.js';
import { BuildError, appendAll, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { createStageTimer, type Logger } from './stage-timer.js';
import type { SiteBundle } from './mdx/bundle-site.js';
import { swizzled } from './mdx/site-modules.js';
import { searchIndexFiles } from './search/search-index.js';
import { SEARCH_DIR } from './client/search/format.js';
import { themeConfigView } from './config/theme-config-view.js';
import { headingElementIds } from './markdown/headings.js';
import { localeConfig, localizedFolder, siteLocales, type SiteLocaleBuild } from './i18n/locales.js';
import type { ContentRoot } from './discover/discover.js';
import { readMessages, translateBlogOptions, translateThemeConfig } from './i18n/translate.js';

/** Options of {@link build}. */
export interface BuildOptions {
  /** Folder holding the site (`docsgen.config.ts`, `docs/`, `pages/`…). */
  siteDir: string;
  /** Output folder; defaults to the config's `outDir` inside the site folder. */
  outDir?: string;
  /** Where bundled modules (and the build cache) are kept; default `node_modules/.cache/docsgen`. */
  cacheDir?: string;
  /** Keep page results between builds in the cache folder and reuse them (default true; `--no-cache`). */
  cache?: boolean;
  /** Receives progress lines; silent when absent. */
  logger?: Logger;
  /** Called as pages are done (rendered or taken from the cache), with the count so far and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Log per-stage timings. */
  verbose?: boolean;
  /** Replace an output folder docsgen did not write (`--force`); the config's `emptyOutDir` does the same. */
  force?: boolean;
  /** Scripts to add to every page (`docsgen serve --watch` adds its live-reload client). */
  devScripts?: string[];
  /**
   * Stops the build (Ctrl-C): it throws the signal's reason at the next page or stage, having
   * removed its staging folder and released the output's lock; the output stays as it was.
   */
  signal?: AbortSignal;
  /**
   * Runs the swap of the output folder (two renames); `docsgen serve` passes one that holds
   * requests meanwhile, so none finds the folder missing.
   */
  swapGate?: (swap: () => Promise<void>) => Promise<void>;
  /** Build this locale of the config's `i18n` alone, at the output's root (`--locale`). */
  locale?: string;
}

/** What a successful build produced. */
export interface BuildResult {
  outDir: string;
  routes: string[];
  /** Warnings (errors make the build throw a {@link BuildError}). */
  diagnostics: Diagnostic[];
  /** URL of the stylesheet, base URL applied. */
  stylesheet: string;
  /** Every source file the build read, for watch mode. */
  inputs: BuildInputs;
  /** How many pages the build made (the 404 page included). */
  pageCount: number;
  /** Routes of the pages rendered by this build; the others came from the build cache. */
  rendered: string[];
  durationMs: number;
  /** The config's `trailingSlash` (Docusaurus's three values), for `serve` to redirect as a static host does. */
  trailingSlash?: boolean;
  /** The config's `baseUrl`, under which `serve` serves the output folder. */
  baseUrl: string;
}

/** Files a build depends on, grouped by what a change to them affects. */
export interface BuildInputs {
  config: string[];
  theme: string[];
  content: string[];
}

/** Builds the site in `options.siteDir`. Throws {@link BuildError} when the input has errors. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  // Worker threads started ahead of the render stage; those it does not take are stopped here.
  const early: { threads?: StartedThreads } = {};
  try {
    return await runBuild(options, early);
  } finally {
    await early.threads?.close();
  }
}

/** A worker thread's heap limit for pages of `weights` bytes (thread-plan.ts); DOCSGEN_THREAD_HEAP_MB sets it. */
function heapLimitMb(weights: readonly number[], sitePages: number): number | undefined {
  return threadHeapLimitMb({
    weights,
    sitePages,
    forced: process.env.DOCSGEN_THREAD_HEAP_MB,
    processLimitMb: getHeapStatistics().heap_size_limit / (1024 * 1024),
  });
}

async function runBuild(options: BuildOptions, early: { threads?: StartedThreads }): Promise<BuildResult> {
  const started = performance.now();
  const timed = createStageTimer(options.logger, options.verbose ?? false);
  options.signal?.throwIfAborted();
  const cacheDir = resolve(options.cacheDir ?? defaultCacheDir(resolve(options.siteDir)));
  const loaded: LoadedConfig = await timed('loadConfig', () =>
    loadConfig(options.siteDir, { moduleDir: join(cacheDir, 'modules'), reuse: options.cache !== false }),
  );
  const locales = siteLocales(loaded.config, loaded.siteDir);
  if (options.locale !== undefined) {
    const chosen = locales?.find((l) => l.locale === options.locale);
    if (!locales || !chosen) throw unknownLocale(options.locale, loaded);
    // One locale alone, where the whole build puts it (`docusaurus build --locale`).
    return buildLocales(options, loaded, cacheDir, { built: [chosen], all: locales }, started);
  }
  if (!locales) return buildSite(options, early, loaded, cacheDir, { started });
  return buildLocales(options, loaded, cacheDir, { built: locales, all: locales }, started);
}

/** The build cache of a locale other than the default: a folder of its own, so no key is shared between languages. */
function localeCacheDir(cacheDir: string, locale: SiteLocaleBuild): string {
  return locale.isDefault ? cacheDir : join(cacheDir, 'locales', locale.locale);
}

function unknownLocale(locale: string, loaded: LoadedConfig): BuildError {
  const known = loaded.config.i18n?.locales ?? [];
  return new BuildError(
    [
      {
        severity: 'error',
        code: 'config/locale',
        message: known.length
          ? `--locale ${locale}: the config's i18n.locales are ${known.join(', ')}`
          : `--locale ${locale}: the config has no i18n; add i18n: { defaultLocale, locales } to build other languages`,
        ...(loaded.configFile ? { file: loaded.configFile } : {}),
      },
    ],
    'unknown locale',
  );
}

/**
 * Every locale of the site into one staging folder: the others under `<locale>/` first, then
 * the default at the root, whose `_headers` covers them all. A failure in any locale removes
 * the staging folder; the previous output stays as it was.
 */
async function buildLocales(
  options: BuildOptions,
  loaded: LoadedConfig,
  cacheDir: string,
  locales: { built: SiteLocaleBuild[]; all: SiteLocaleBuild[] },
  started: number,
): Promise<BuildResult> {
  const shared: SharedOutput = { inlineScripts: new Set(), authored: {} };
  const results: BuildResult[] = [];
  const ordered = [...locales.built.filter((l) => !l.isDefault), ...locales.built.filter((l) => l.isDefault)];
  try {
    for (const [i, locale] of ordered.entries()) {
      const early: { threads?: StartedThreads } = {};
      try {
        const config = localeConfig(loaded.config, locale);
        const run = { started: performance.now(), locale, locales: locales.all, shared, last: i === ordered.length - 1 };
        results.push(await buildSite(options, early, { ...loaded, config }, localeCacheDir(cacheDir, locale), run));
      } catch (error) {
        // Which language's build stopped, when the build makes more than one.
        if (error instanceof BuildError && ordered.length > 1) {
          throw new BuildError(
            error.diagnostics.map((d) => inLocales(d, [locale.locale])),
            error.message,
          );
        }
        throw error;
      } finally {
        await early.threads?.close();
      }
    }
    await shared.writer!.commit(options.swapGate);
  } catch (error) {
    await shared.writer?.abort();
    throw error;
  }
  const root = results.at(-1)!;
  const within = (locale: SiteLocaleBuild, route: string): string => (locale.isDefault ? route : `/${locale.locale}${route === '/' ? '' : route}`);
  return {
    ...root,
    routes: results.flatMap((r, i) => r.routes.map((route) => within(ordered[i]!, route))),
    diagnostics: mergeLocaleDiagnostics(results.map((r, i) => ({ locale: ordered[i]!.locale, diagnostics: r.diagnostics }))),
    pageCount: results.reduce((sum, r) => sum + r.pageCount, 0),
    rendered: results.flatMap((r, i) => r.rendered.map((route) => within(ordered[i]!, route))).sort(),
    inputs: {
      config: [...new Set(results.flatMap((r) => r.inputs.config))],
      theme: [...new Set(results.flatMap((r) => r.inputs.theme))],
      content: [...new Set(results.flatMap((r) => r.inputs.content))],
    },
    durationMs: performance.now() - started,
  };
}

/**
 * The diagnostics of every locale's build, each once: a problem of a file of the default
 * language that every locale builds is reported as it is, and one that only some locales'
 * builds found (a link to a heading their translation lacks) names those locales.
 */
function mergeLocaleDiagnostics(builds: Array<{ locale: string; diagnostics: readonly Diagnostic[] }>): Diagnostic[] {
  const found = new Map<string, { diagnostic: Diagnostic; locales: string[] }>();
  for (const { locale, diagnostics } of builds) {
    for (const d of diagnostics) {
      const key = JSON.stringify(d);
      const seen = found.get(key);
      if (seen) seen.locales.push(locale);
      else found.set(key, { diagnostic: d, locales: [locale] });
    }
  }
  return sortDiagnostics(
    [...found.values()].map(({ diagnostic, locales }) => (locales.length === builds.length ? diagnostic : inLocales(diagnostic, locales))),
  );
}

/** `d`, its message saying which locales' builds found it. */
function inLocales(d: Diagnostic, locales: readonly string[]): Diagnostic {
  return { ...d, message: `${d.message} (${locales.length === 1 ? 'locale' : 'locales'} ${locales.join(', ')})` };
}

/** What the locales of one build share: the writer of the one staging folder, and what the root's `_headers` must allow. */
interface SharedOutput {
  writer?: OutputWriter;
  inlineScripts: Set<string>;
  authored: AuthoredContent;
}

/** The locale a {@link buildSite} builds, when the site has `i18n`. */
interface LocaleRun {
  started: number;
  locale?: SiteLocaleBuild;
  /** Every locale, when the build makes them all. */
  locales?: SiteLocaleBuild[];
  /** Given when the site has `i18n`: the writer is shared and committed by the caller. */
  shared?: SharedOutput;
  /** The last locale of the build, which writes `_headers` for them all. */
  last?: boolean;
}

/** Builds one locale of the site (the whole site without `i18n`) from its loaded config. */
async function buildSite(
  options: BuildOptions,
  early: { threads?: StartedThreads },
  loaded: LoadedConfig,
  cacheDir: string,
  run: LocaleRun,
): Promise<BuildResult> {
  const { started, locale: current, shared } = run;
  const timed = createStageTimer(options.logger, options.verbose ?? false);
  const { signal } = options;
  const stage = <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    signal?.throwIfAborted();
    return timed(name, run);
  };
  const log = (line: string): void => {
    if (options.verbose) options.logger?.(`  ${line}`);
  };
  const diagnostics: Diagnostic[] = [];
  const moduleDir = join(cacheDir, 'modules');
  const { siteDir, configFile } = loaded;
  // A locale's navbar and footer words (Docusaurus's navbar.json and footer.json), when the site has `i18n`.
  const localeInputs: string[] = [];
  const config = current
    ? translateBlogOptions(translateThemeConfig(loaded.config, current.folder, diagnostics, localeInputs), current.folder, diagnostics, localeInputs)
    : loaded.config;
  const outDir = resolve(options.outDir ?? join(siteDir, loaded.config.outDir));
  if (current && options.verbose) options.logger?.(`locale ${current.locale}`);
  const frontmatter = options.cache === false ? undefined : openFrontmatterCache(cacheDir, siteDir);
  // The theme's text in the site's language, for the theme's and the site's code to import.
  const locale = {
    ...readSiteLocale({ lang: config.lang, siteDir, translations: config.translations }, diagnostics),
    ...(current ? { dir: current.dir } : {}),
  };
  const localePlugin = siteLocalePlugin(writeSiteLocaleModule(locale, moduleDir));

  const [theme, sources] = await Promise.all([
    stage('loadTheme', async () => {
      const entry = config.theme ? resolve(siteDir, config.theme) : builtinThemeEntry();
      const loadedTheme = await loadTheme(entry, moduleDir, { reuse: options.cache !== false, plugins: [localePlugin] });
      if (loadedTheme.reused) log('theme bundle from the build cache');
      if (locale.file) loadedTheme.inputs.push(locale.file);
      return loadedTheme;
    }),
    stage('discover', () => {
      const localized = current && !current.isDefault ? { localized: (root: ContentRoot) => localizedFolder(current, root) } : {};
      if (!frontmatter) return discoverContent(config, siteDir, localized);
      const found = discoverContent(config, siteDir, { ...localized, splitFrontmatter: (raw, file) => frontmatter.split(raw, file) });
      frontmatter.save();
      log(`frontmatter of ${frontmatter.hits} files from the build cache`);
      return found;
    }),
  ]);
  appendAll(diagnostics, sources.diagnostics);
  // A cold build that will want worker threads starts them now: they load the engine and the
  // theme while this thread plans and bundles. A build with a build cache may render few pages,
  // and starts them, if at all, once it knows which.
  const cores = availableParallelism();
  if (options.cache === false || !hasPageCache(cacheDir, siteDir)) {
    const weights = sources.markdown.map((m) => m.body.length);
    const ahead = threadPlan({ weights, cores, forced: process.env.DOCSGEN_THREADS });
    if (ahead.threads) early.threads = startThreads(ahead.threads, theme.module, heapLimitMb(weights, weights.length));
  }
  const navigation = await stage('navigation', () =>
    buildNavigation(config, sources, current ? { sidebarMessages: (version) => sidebarMessages(current, version, diagnostics, localeInputs) } : {}),
  );
  // Where files pages link to or import may be published from: the site and its content folders outside it.
  const publishRoots = siteRoots(config, siteDir);
  const blog = await stage('planBlog', () => planBlogs({ config, siteDir, publishRoots, sources }));
  appendAll(diagnostics, blog.diagnostics);
  const docsTags = await stage('planDocsTags', () => planDocsTags(sources, theme.theme));
  appendAll(diagnostics, docsTags.diagnostics);
  const routes = await stage('planRoutes', () => planRoutes({ config, siteDir, sources, navigation, blog, docsTags, configFile }));
  appendAll(diagnostics, routes.diagnostics);
  // The content instances with remark or rehype plugins; every thread takes them from the bundled config.
  const plugins = pluginListsOf(config);
  if (plugins.size && !loaded.module) throw new Error('Internal error: the config has remark or rehype plugins but its bundle was not kept for the threads');
  const pluginsOf = pluginsByFolder(plugins, [...new Map(sources.markdown.map((m) => [m.root.dir, m.root])).values()]);
  // A locale's page is reached by its translation's path and by the default language's.
  const routeOfFile = sources.markdown.flatMap((m): Array<[string, string]> => [
    [m.file, m.route],
    ...(m.alias ? [[m.alias, m.route] as [string, string]] : []),
  ]);
  // The site config as the site's code reads it (`useDocusaurusContext().siteConfig`, `@generated/docusaurus.config`).
  const siteConfigView: SiteConfigView = {
    title: config.title,
    tagline: config.tagline,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    ...(config.favicon ? { favicon: config.favicon } : {}),
    lang: config.lang,
    customFields: config.customFields,
    themeConfig: themeConfigView(config),
    ...(current && run.locales
      ? {
          i18n: {
            defaultLocale: run.locales.find((l) => l.isDefault)?.locale ?? current.locale,
            locales: run.locales.map((l) => l.locale),
            currentLocale: current.locale,
            localeConfigs: Object.fromEntries(
              run.locales.map((l) => [l.locale, { label: l.label, direction: l.dir, htmlLang: l.lang, path: basename(l.folder) }]),
            ),
          },
        }
      : {}),
  };
  // MDX pages and React pages in one bundle; a site with neither never loads the MDX compiler.
  const mdxSources = sources.markdown.filter((m) => m.format === 'mdx');
  // The site's own Root wraps every page, Markdown pages too.
  const rootFile = swizzled(siteDir, 'Root');
  const siteCode = await stage('bundleSiteCode', async () => {
    if (!mdxSources.length && !sources.components.length && !rootFile) return undefined;
    const { bundleSite } = await import('./mdx/bundle-site.js');
    return bundleSite({
      siteDir,
      publishRoots,
      moduleDir,
      plugins: [localePlugin],
      themeComponents: new Set(Object.keys(theme.theme.components)),
      siteConfig: siteConfigView,
      mdxPages: mdxSources.map((m) => ({
        file: m.file,
        // A post's page goes without its title heading and truncate markers, as Markdown posts do.
        text: blog.posts.get(m.file)?.text ?? m.body,
        ...(blog.posts.get(m.file)?.truncated ? { summaryText: blog.posts.get(m.file)!.summaryText } : {}),
        frontMatter: m.frontmatter,
        metadata: {
          id: m.id,
          title: m.title,
          description: m.frontmatter.description ?? m.excerpt ?? '',
          permalink: routeHref(config.baseUrl, m.route, routes.urls),
          source: m.relPath,
          frontMatter: m.frontmatter,
        },
        linkRoots: m.linkRoots,
        linkBase: m.linkBase,
      })),
      reactPages: sources.components.map((c) => c.file),
      ...(rootFile ? { root: rootFile } : {}),
      format: config.markdown.format,
      pluginsOf,
      linkContext: {
        npm2yarn: config.markdown.npm2yarn,
        magicComments: config.markdown.magicComments,
        mermaid: config.markdown.mermaid !== false,
        baseUrl: config.baseUrl,
        urls: routes.urls,
        routeOfFile: new Map(routeOfFile),
        siteDir,
        headingId: headingElementIds(theme.theme.reservedIds),
      },
    });
  });
  if (siteCode) appendAll(diagnostics, siteCode.diagnostics);
  const pages = await stage('loadPages', () =>
    loadPageModules(sources.components, siteCode ?? { modules: new Map(), moduleIds: new Map(), inputsOf: new Map() }),
  );
  appendAll(diagnostics, pages.diagnostics);
  // Docs whose instance shows when (or by whom) they were last changed: one git log for them all.
  const shown = new Set(config.docs.filter((d) => d.showLastUpdateTime || d.showLastUpdateAuthor).map((d) => d.id));
  const dated = sources.markdown.filter((m) => m.kind === 'doc' && shown.has(m.root.pluginId));
  const lastUpdates = dated.length
    ? await stage('lastUpdate', () => readLastUpdates({ siteDir, folders: [...new Set(dated.map((m) => m.root.dir))], files: dated.map((m) => m.file) }))
    : undefined;
  const plan = await stage('planSite', () =>
    planSite({
      config,
      siteDir,
      configFile,
      sources,
      navigation,
      routes,
      blog,
      docTags: docsTags.tagsOf,
      pageModules: pages.modules,
      mdxModules: siteCode?.modules ?? new Map(),
      mdxModuleIds: siteCode?.moduleIds ?? new Map(),
      mdxSummaries: siteCode?.summaries ?? new Map(),
      theme: theme.theme,
      ...(lastUpdates ? { lastUpdates } : {}),
      ...(current && run.locales ? { locale: { current, all: run.locales } } : {}),
    }),
  );
  appendAll(diagnostics, plan.diagnostics);
  const ownStyles = siteStylesheets(config.customCss, siteDir, configFile);
  appendAll(diagnostics, ownStyles.diagnostics);
  const katex = katexStylesheet(loaded.packages, siteDir, configFile);
  appendAll(diagnostics, katex.diagnostics);
  const mermaid = config.markdown.mermaid ? mermaidFiles(siteDir, configFile) : undefined;
  if (mermaid) appendAll(diagnostics, mermaid.diagnostics);
  // What the config asks of the stylesheet (the announcement bar's colors), after the site's own CSS.
  const ownCss = configCss(config);
  const componentClasses = siteCode !== undefined || sources.markdown.some((m) => usesContentClasses(m.body));
  const assetCache = options.cache === false ? noAssetCache : openAssetCache(cacheDir, siteDir, (line) => options.logger?.(line));
  const stylesheetOf = (entries: string[], styleOptions: Parameters<typeof bundleStylesheet>[1]) =>
    assetCache.bundle({ stylesheet: entries, ...styleOptions }, () => bundleStylesheet(entries, styleOptions));
  const scriptOf = async (entry: string, name?: string, format?: 'iife' | 'esm') =>
    (await assetCache.bundle({ script: entry, name, format }, async () => ({ asset: await bundleScript(entry, name, format), diagnostics: [] }))).asset;
  const [stylesheet, js, themeOnly, lazy] = await stage('bundleAssets', async () => {
    const bundles = await Promise.all([
      // React pages, MDX components and raw HTML written for Docusaurus use Infima's classes.
      stylesheetOf(
        [
          theme.stylesheet,
          ...(theme.componentStylesheet && componentClasses ? [theme.componentStylesheet] : []),
          ...(katex.file ? [katex.file] : []),
          ...ownStyles.files,
        ],
        {
          workDir: siteDir,
          staticDirs: config.staticDirectories.map((d) => resolve(siteDir, d)),
          ...(siteCode?.css || ownCss ? { siteCodeCss: (siteCode?.css ?? '') + ownCss } : {}),
        },
      ),
      theme.client ? scriptOf(theme.client) : undefined,
      // The theme's classes alone: raw HTML may not use them as they are, while the classes of
      // the site's own stylesheets stay usable (sanitize.ts).
      ownStyles.files.length || siteCode?.css ? stylesheetOf([theme.stylesheet], { workDir: siteDir }) : undefined,
      Promise.all(Object.entries(theme.lazyClients).map(async ([name, entry]) => [name, await scriptOf(entry, name, 'esm')] as const)),
    ]);
    assetCache.save();
    if (assetCache.hits) log(`${assetCache.hits} bundled assets from the build cache`);
    return bundles;
  });
  appendAll(diagnostics, stylesheet.diagnostics);
  const css = stylesheet.asset;

  const base = config.baseUrl;
  // A site with `i18n`: where each locale's pages lie, for the alternate links and the locale menu.
  const root = current ? `${plan.site.url}${base.slice(0, base.length - current.prefix.length)}` : '';
  const locales = current &&
    run.locales && {
      key: current.locale,
      from: `${root}${current.prefix}`,
      alternates: [...run.locales.map((l) => ({ hreflang: l.lang, base: `${root}${l.prefix}` })), { hreflang: 'x-default', base: root }],
    };
  const setup: RenderSetup = {
    ...(locales ? { locales } : {}),
    site: {
      ...plan.site,
      ...(lazy.length ? { lazyClients: Object.fromEntries(lazy.map(([name, asset]) => [name, `${base}${asset.path}`])) } : {}),
      ...(config.search ? { search: { index: `${base}${SEARCH_DIR}/manifest.json` } } : {}),
      ...(config.markdown.mermaid && mermaid?.files ? { mermaid: { src: `${base}${mermaid.files.entry}`, ...config.markdown.mermaid } } : {}),
    },
    themeModule: theme.module,
    assets: {
      stylesheets: [`${base}${css.path}`],
      ...(js ? { script: `${base}${js.path}` } : {}),
      ...(config.favicon ? { favicon: routeHref(base, `/${config.favicon.replace(/^\//, '')}`) } : {}),
    },
    devScripts: options.devScripts ?? [],
    sidebars: plan.sidebars,
    // Only the site's own code reads it: a site of Markdown alone does not carry it to every thread.
    ...(siteCode ? { docsData: plan.docsData(), versionDocs: plan.versionDocs() } : {}),
    urls: urlShapeData(routes.urls),
    routeOfFile,
    staticRoutes: sources.staticFiles.map((f) => `/${f.path}`),
    headTags: [
      ...feedHeadTags(blog.blogs, (route) => routeHref(base, route, routes.urls)),
      ...config.headTags.flatMap((t) => (t.tagName === 'script' ? [] : [{ tag: t.tagName, attributes: t.attributes }])),
    ],
    siteJsonLd: config.headTags.flatMap((t) => (t.tagName === 'script' && t.innerHTML !== undefined ? [t.innerHTML] : [])),
    // React's attribute names (itemProp, httpEquiv) as HTML writes them.
    metadata: config.metadata.map((attributes) => ({
      tag: 'meta' as const,
      attributes: Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name === 'httpEquiv' ? 'http-equiv' : name.toLowerCase(), value])),
    })),
    siteDir,
    publishRoots,
    npm2yarn: config.markdown.npm2yarn,
    magicComments: config.markdown.magicComments,
    siteConfig: siteConfigView,
    themeClasses: stylesheetClasses((themeOnly ?? stylesheet).asset.contents),
    ...(theme.theme.reservedIds ? { reservedIds: [...theme.theme.reservedIds] } : {}),
    search: config.search,
    ...(plugins.size ? { configModule: loaded.module } : {}),
    ...(rootFile && siteCode?.modules.has(rootFile)
      ? { root: { file: rootFile, module: siteCode.modules.get(rootFile)!, moduleId: siteCode.moduleIds.get(rootFile)! } }
      : {}),
  };
  const cache =
    options.cache === false
      ? noPageCache
      : openPageCache({
          cacheDir,
          siteDir,
          // The packages the config imports (remark and rehype plugins) by version: their code is not in its bundle.
          // Root by its module's name (its code and what it imports), not the folder this build put it in.
          inputs: [
            JSON.stringify(config),
            ...loaded.dependencies.map(readIfPresent),
            ...loaded.packages,
            JSON.stringify({ ...setup, root: setup.root?.moduleId }),
          ],
          linkedFileUnchanged: (linked) => publishablePath(linked.file, publishRoots, linked.image) === linked.path,
          note: (line) => options.logger?.(line),
        });
  // A site's locales share one writer, opened by the first and committed by the caller.
  const ownWriter = shared?.writer
    ? undefined
    : await stage('openOutput', () =>
        OutputWriter.open({
          outDir,
          protect: { siteDir, sources: protectedSources(config, siteDir, sources.versions, configFile) },
          force: options.force === true || config.emptyOutDir,
          // A problem with the config's outDir points at the config; one with --out does not.
          ...(configFile && options.outDir === undefined ? { configFile } : {}),
          ...(options.logger ? { logger: options.logger } : {}),
        }),
      );
  const rootWriter: OutputTarget = (shared ? (shared.writer ??= ownWriter) : ownWriter)!;
  const writer: OutputTarget = shared ? shared.writer!.under(current!.prefix) : ownWriter!;
  // Only a build without locales commits (or removes) what it wrote.
  const committer = shared ? undefined : ownWriter;

  // What the stages after rendering need of each page; the rest goes with its files.
  const facts = new KeptFacts();
  const pageCount = plan.jobs.length;
  const rendered: string[] = [];
  let renderedPages = 0;
  const onResult = async (result: PageResult, cached = false): Promise<void> => {
    if (signal) {
      // Pages rendered on this thread follow each other without a turn of the event loop;
      // one turn per page lets a signal (Ctrl-C) be heard while they render.
      await new Promise<void>((next) => setImmediate(next));
      signal.throwIfAborted();
    }
    facts.add(result.facts);
    options.onProgress?.(facts.pages.length, pageCount);
    const origin = {
      what: result.facts.layout === 'notFound' ? 'the 404 page' : `the page ${result.facts.route}`,
      ...(result.facts.file ? { file: result.facts.file } : {}),
    };
    // A page from the build cache keeps its files of the previous output when they are the same.
    for (const file of result.files) writer.add(file.path, file.text, origin, file.immutable, cached);
    // Named by their content's hash (published-file.ts).
    for (const asset of result.facts.assets) writer.copy(asset.path, asset.file, { what: `the file ${asset.file}`, file: asset.file }, true);
  };
  let pool: PagePool | undefined;
  try {
    await stage('copyStatic', () => {
      for (const { path, file, source } of sources.staticFiles) {
        // The site's own _headers is appended to docsgen's below.
        if (path !== '_headers') writer.copy(path, source, { what: `the static file ${path}`, file });
      }
      for (const [path, file] of siteCode?.files ?? []) writer.copy(path, file, { what: `the file ${file}`, file }, true);
      for (const [path, file] of blog.files) writer.copy(path, file, { what: `the author image ${file}`, file }, true);
      for (const { path, source } of mermaid?.files?.files ?? []) writer.copy(path, source, { what: `mermaid's file ${source}`, file: source }, true);
    });
    // The jobs leave the plan, and the pool lets go of each once a thread has it: a site's jobs
    // are not all held until the build ends.
    const jobs = await stage('readCache', () => cache.replay(plan.jobs.splice(0), (result) => onResult(result, true)));
    if (jobs.length) {
      const weights = jobs.map((job) => job.weight);
      pool = createPagePool(setup, threadPlan({ weights, cores, forced: process.env.DOCSGEN_THREADS }), theme.theme, {
        started: early.threads,
        // A rebuild renders few pages, but every thread holds the whole site's setup.
        heapLimitMb: heapLimitMb(weights, pageCount),
        note: (line) => options.logger?.(line),
      });
      log(pool.description);
      const rendering = pool;
      await stage('render', () =>
        rendering.run(jobs, async (result) => {
          rendered.push(result.facts.route);
          if (result.facts.layout !== 'notFound') renderedPages++;
          cache.store(result);
          await onResult(result);
        }),
      );
      // The threads' memory goes back before the search index is built.
      pool = undefined;
      await rendering.close();
    }
    appendAll(diagnostics, facts.diagnostics);

    const generated = (name: string): FileOrigin => ({ what: `docsgen's ${name}` });
    // Bundles and the files a stylesheet points at are named by their content's hash.
    writer.add(css.path, css.contents, generated('stylesheet'), true);
    for (const file of css.files) writer.add(file.path, file.contents, generated(file.path), true);
    if (js) writer.add(js.path, js.contents, generated('script'), true);
    for (const [name, asset] of lazy) writer.add(asset.path, asset.contents, generated(`${name} script`), true);
    if (config.search) {
      await stage('search', () => {
        const optedOut = new Set(sources.markdown.filter((m) => m.frontmatter.search === false).map((m) => m.file));
        const pages = facts.takeSearch().flatMap(({ file, search }) => (!(file && optedOut.has(file)) ? [search] : []));
        const versions = sources.versions.map((v) => ({ instance: v.pluginId, prefix: routeHref(base, `/${v.routeBase}`), latest: v.isLast }));
        const searchCache = options.cache === false ? undefined : openSearchCache(cacheDir, siteDir, (line) => options.logger?.(line));
        const files = searchIndexFiles(pages, config.contentLang ?? config.lang, { versions, ...(searchCache ? { cache: searchCache } : {}) });
        if (searchCache) {
          searchCache.save();
          log(`search terms of ${searchCache.hits} pages from the build cache`);
        }
        for (const file of files) writer.add(file.path, file.text, generated('search index'), file.immutable);
      });
    }
    // A page found to be a redirect when it rendered (`<Redirect>`) is marked noindex: not in the sitemap either.
    const redirects = new Set(facts.pages.flatMap((p) => (p.redirect ? [p.route] : [])));
    writer.add('sitemap.xml', sitemap(plan.sitemap.flatMap((p) => (redirects.has(p.route) ? [] : [p.url]))), generated('sitemap.xml'));
    for (const file of plan.files) {
      writer.add(file.path, file.text, file.source ? { what: `the Markdown copy ${file.path}`, file: file.source } : generated(file.path));
    }
    const feedFiles: string[] = [];
    await stage('feeds', () => {
      const bodies = new Map(facts.pages.flatMap((f): Array<[string, string]> => (f.bodyHtml !== undefined ? [[f.route, f.bodyHtml]] : [])));
      const feedSite = {
        url: plan.site.url,
        baseUrl: base,
        href: (route: string) => routeHref(base, route, routes.urls),
        ...(config.favicon ? { favicon: config.favicon } : {}),
      };
      for (const b of blog.blogs) {
        for (const file of blogFeedFiles(b, feedSite, bodies)) {
          writer.add(file.path, file.text, { what: `the feed ${file.path} of the blog in ${b.root.dir}` });
          feedFiles.push(`/${file.path}`);
        }
      }
    });
    let inlineScripts = facts.inlineScripts;
    const ownHeaders = sources.staticHeaders !== undefined ? `\n${sources.staticHeaders}` : '';
    // Mermaid draws its diagrams with inline styles.
    let authored: AuthoredContent = { ...facts.authored, ...(config.markdown.mermaid ? { inlineStyles: true } : {}) };
    if (shared) {
      // One `_headers` at the root, for every locale's pages, written by the last locale.
      for (const script of inlineScripts) shared.inlineScripts.add(script);
      Object.assign(shared.authored, authored);
      inlineScripts = [...shared.inlineScripts];
      authored = shared.authored;
    }
    if (!shared || run.last) {
      // Hashed names may be cached for good by hosts too; the site's own rules come last.
      const cacheRules = immutableRules(immutableRulePaths(rootWriter.paths, rootWriter.immutablePaths));
      rootWriter.add('_headers', headersFile(securityHeaders(inlineScripts, authored)) + cacheRules + ownHeaders, generated('_headers'));
    }

    await stage('checkLinks', () => {
      const pages = new Map(facts.pages.map((f) => [f.route, f]));
      const pageLinks: PageLinks[] = [
        ...facts.pages.filter((f) => f.file && f.links).map((f) => ({ file: f.file!, route: f.route, links: f.links! })),
        ...(siteCode ? mdxLinks(facts.pages, siteCode) : []),
        ...plan.configLinks,
      ];
      const targets = {
        routes: new Map(
          [...pages].filter(([, f]) => !f.notFound).map(([route, f]): [string, ReadonlySet<string> | null] => [route, f.anchors ? new Set(f.anchors) : null]),
        ),
        files: new Set([
          ...setup.staticRoutes,
          `/${css.path}`,
          ...(js ? [`/${js.path}`] : []),
          '/sitemap.xml',
          ...plan.files.map((f) => `/${f.path}`),
          ...feedFiles,
        ]),
        ...(routes.urls.folded ? { folded: routes.urls.folded } : {}),
      };
      appendAll(
        diagnostics,
        checkLinks(pageLinks, targets, {
          links: config.onBrokenLinks,
          anchors: config.onBrokenAnchors,
          markdownLinks: config.onBrokenMarkdownLinks,
          images: config.onBrokenMarkdownImages,
        }),
      );
    });
    await writer.flush();
    appendAll(diagnostics, writer.diagnostics);
    failOnErrors(diagnostics);
    if (committer) await stage('write', () => committer.commit(options.swapGate));
    // The output is in place (or, for a locale, its pages are ready): a signal now no longer undoes the build.
    await timed('writeCache', () => cache.commit());
  } catch (error) {
    await committer?.abort();
    // The pages rendered are good whatever failed: the next build reuses them.
    await cache.commit();
    throw error;
  } finally {
    await pool?.close();
    siteCode?.dispose();
  }

  const durationMs = performance.now() - started;
  // The 404 page is not counted among the pages, whether it was rendered or came from the cache.
  const cached = cache.hits ? ` (${renderedPages} rendered, ${pageCount - 1 - renderedPages} from the build cache)` : '';
  const where = current ? `${join(outDir, current.prefix)} (${current.locale})` : outDir;
  options.logger?.(`wrote ${pageCount - 1} pages${cached} to ${where} in ${(durationMs / 1000).toFixed(2)}s`);
  return {
    outDir,
    routes: routes.routes.map((r) => r.route),
    stylesheet: `${base}${css.path}`,
    diagnostics: sortDiagnostics(diagnostics.filter((d) => d.severity === 'warning')),
    pageCount,
    rendered: rendered.sort(),
    inputs: {
      config: loaded.dependencies,
      // The site's Root draws around every page, outside the regions a page's chunk refreshes.
      theme: [
        ...theme.inputs,
        ...css.inputs,
        ...(js?.inputs ?? []),
        ...lazy.flatMap(([, asset]) => asset.inputs),
        ...((rootFile && siteCode?.inputsOf.get(rootFile)) || []),
      ],
      content: [...new Set([...sources.inputs, ...navigation.inputs, ...localeInputs, ...[...(siteCode?.inputsOf.values() ?? [])].flat()])],
    },
    durationMs,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    baseUrl: config.baseUrl,
  };
}

/**
 * The links MDX pages wrote in their Markdown (found when they were compiled) and those of the
 * partials they use, each partial checked once, with the first page that uses it.
 */
function mdxLinks(facts: readonly KeptPage[], siteCode: SiteBundle): PageLinks[] {
  const out: PageLinks[] = [];
  const seen = new Set<string>();
  for (const f of facts) {
    if (!f.file || !siteCode.modules.has(f.file)) continue;
    for (const file of [f.file, ...(siteCode.partialsOf.get(f.file) ?? [])]) {
      if (seen.has(file)) continue;
      seen.add(file);
      const links = siteCode.facts.get(file)?.links ?? [];
      if (links.length) out.push({ file, route: f.route, links });
    }
  }
  return out;
}

/** A locale's translations of `version`'s sidebar labels: Docusaurus's `current.json` (or `version-<name>.json`) beside its docs folder. */
function sidebarMessages(locale: SiteLocaleBuild, version: DocsVersion, diagnostics: Diagnostic[], inputs: string[]): Record<string, string> {
  const file = `${localizedFolder(locale, { kind: 'doc', pluginId: version.pluginId, dir: version.dir, routeBase: version.routeBase, version })}.json`;
  inputs.push(file);
  return readMessages(file, diagnostics);
}

/** What the output folder may not be, hold or lie in: every folder and file the site is made of. */
function protectedSources(config: LoadedConfig['config'], siteDir: string, versions: readonly DocsVersion[], configFile?: string): string[] {
  return [
    ...versions.map((v) => v.dir),
    ...config.docs.flatMap((d) => [join(siteDir, d.path), join(siteDir, d.id === 'default' ? 'versioned_docs' : `${d.id}_versioned_docs`)]),
    ...config.pages.map((p) => join(siteDir, p.path)),
    ...config.blog.map((b) => join(siteDir, b.path)),
    ...config.staticDirectories.map((d) => join(siteDir, d)),
    ...config.customCss.map((f) => join(siteDir, f)),
    ...(config.theme ? [dirname(resolve(siteDir, config.theme))] : []),
    ...(config.homeData ? [join(siteDir, config.homeData)] : []),
    ...(configFile ? [configFile] : []),
    ...(config.i18n ? [join(siteDir, config.i18n.path)] : []),
  ];
}

function failOnErrors(diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) {
    // Only the kinds the onBroken* settings decide (an unsafe URL is an error whatever they say).
    const brokenLinks = errors.filter((d) => BROKEN_LINK_CODES.has(d.code)).length;
    const hint = brokenLinks
      ? ' (set onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks or onBrokenMarkdownImages to "warn" in the config to report broken links without failing)'
      : '';
    throw new BuildError(sortDiagnostics([...diagnostics]), `build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}${hint}`);
  }
}

function readIfPresent(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function sitemap(urls: string[]): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${esc(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
}
