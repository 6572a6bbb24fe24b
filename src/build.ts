/**
 * `docsgen build`: one pass through named stages.
 *
 *   loadConfig → loadTheme → discoverContent → planRoutes → bundleAssets → parse → checkLinks
 *              → render (with the navigation) → write (to a temporary folder, then swapped in)
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { loadTheme, defaultThemeEntry, type LoadedTheme } from './render/load-theme.js';
import { discoverContent, type SiteSources } from './content/discover.js';
import { planRoutes, type RoutePlan } from './plan/plan-routes.js';
import { parsePages, type ParsedPages } from './plan/parse-pages.js';
import { checkLinks } from './links/check-links.js';
import { bundleClient, bundleStylesheet, type BuiltAsset } from './assets/bundle-assets.js';
import { builtinClient, builtinStylesheet } from './builtins.js';
import { renderSite } from './plan/render-site.js';
import { stageOutput, type StagedOutput } from './output/write-output.js';
import { createLocalWorker, createWorkers, threadPlan, type PageWorker } from './plan/worker-pool.js';
import { cachedModule, stampFiles, type BuildCache } from './cache/build-cache.js';
import { BuildError, appendAll, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { createStageTimer, type Logger } from './stage-timer.js';
import { buildSucceeded, describeCodeCache } from './engine-host.js';
import { withSmallBuildFlags } from './plan/small-build-flags.js';

/**
 * From this many Markdown pages on, a cold build keeps the pages' bodies in scratch files
 * between parse and render. Below, they stay in memory (a few MB): the scratch folder cost a
 * 30-page build about 10 ms on this machine's disk.
 */
const SCRATCH_FROM_PAGES = 100;

/** Options of {@link build}. */
export interface BuildOptions {
  /** Folder holding the site (`docsgen.config.ts`, `docs/`, `pages/`…). */
  siteDir: string;
  /** Output folder; defaults to the config's `outDir` inside the site folder. */
  outDir?: string;
  /** Receives progress lines; silent when absent. */
  logger?: Logger;
  /** Log per-stage timings. */
  verbose?: boolean;
  /** Add the live-reload script of `docsgen serve --watch` to every page. */
  liveReload?: boolean;
  /** Results kept from the previous build (watch mode): unchanged work is reused. */
  cache?: BuildCache;
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
  durationMs: number;
}

/** Files a build depends on, grouped by what a change to them affects. */
export interface BuildInputs {
  config: string[];
  theme: string[];
  client: string[];
  content: string[];
}

/** Builds the site in `options.siteDir`. Throws {@link BuildError} when the input has errors. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stage = createStageTimer(options.logger, options.verbose ?? false);
  const diagnostics: Diagnostic[] = [];

  const cache = options.cache;
  const loaded: LoadedConfig = await stage('loadConfig', () =>
    cachedModule(cache, `config:${resolve(options.siteDir)}`, async () => {
      const value = await loadConfig(options.siteDir);
      return { value, inputs: value.dependencies.length ? value.dependencies : [] };
    }),
  );
  const { config, siteDir } = loaded;
  const themeEntry = config.theme ? resolve(siteDir, config.theme) : defaultThemeEntry();
  const theme: LoadedTheme = await stage('loadTheme', () =>
    cachedModule(cache, `theme:${themeEntry}`, async () => {
      const value = await loadTheme(themeEntry);
      return { value, inputs: value.inputs };
    }),
  );
  const sources: SiteSources = await stage('discoverContent', () => discoverContent(config, siteDir));
  appendAll(diagnostics, sources.diagnostics);
  const plan: RoutePlan = await stage('planRoutes', () => planRoutes({ config, siteDir, sources, configFile: loaded.configFile }));
  appendAll(diagnostics, plan.diagnostics);
  const outDir = resolve(options.outDir ?? join(siteDir, config.outDir));
  const [css, js]: BuiltAsset[] = await stage('bundleAssets', () =>
    Promise.all([
      cachedModule(cache, `css:${theme.stylesheet}`, async () => {
        const value = builtinStylesheet(theme.stylesheet) ?? (await bundleStylesheet(theme.stylesheet));
        return { value, inputs: value.inputs.map((p) => resolve(p)) };
      }),
      cachedModule(cache, 'client', async () => {
        const value = builtinClient() ?? (await bundleClient());
        return { value, inputs: value.inputs.map((p) => resolve(p)) };
      }),
    ]),
  );
  if (options.verbose) {
    const prebuilt = [theme.code === undefined && 'theme', css!.prebuilt && 'stylesheet', js!.prebuilt && 'browser script'].filter(Boolean);
    options.logger?.(`  prebuilt: ${prebuilt.join(', ') || 'none'}`);
  }
  // Watch mode renders on the main thread, where its cache lives; cold builds use every core.
  const workers = cache ? [createLocalWorker(cache, stampFiles(theme.inputs))] : createWorkers(threadPlan(sources.markdown.length), theme);
  const codeCache = describeCodeCache();
  if (options.verbose && codeCache) options.logger?.(`  ${codeCache}`);
  if (options.verbose) options.logger?.(`  ${describeWorkers(workers)}`);
  // Page bodies wait on disk between parse and render in a cold build, so memory stays flat
  // however large the site; a small site's few bodies, and watch mode's (with its cache), stay
  // in memory.
  const scratchDir = cache || sources.markdown.length < SCRATCH_FROM_PAGES ? undefined : await mkdtemp(join(tmpdir(), 'docsgen-scratch-'));
  let output: StagedOutput | undefined;
  const pages = async (): Promise<void> => {
    const parsed: ParsedPages = await stage('parse', () => parsePages({ config, siteDir, sources, plan, theme, ...(scratchDir ? { scratchDir } : {}), workers }));
    appendAll(diagnostics, parsed.diagnostics);
    appendAll(diagnostics, await stage('checkLinks', () => checkLinks(parsed.pageLinks, parsed.targets, config.onBrokenLinks === 'error' ? 'error' : 'warning')));
    failOnErrors(diagnostics);

    output = await stageOutput(outDir);
    const staged = output;
    const rendered = await stage('render', () =>
      renderSite({ config, siteDir, theme, sources, plan, parsed, css: css!, js: js!, configFile: loaded.configFile, liveReload: options.liveReload ?? false, workers, outDir: staged.dir }),
    );
    appendAll(diagnostics, rendered.diagnostics);
    failOnErrors(diagnostics);
    await stage('write', async () => {
      await staged.write(rendered.files, sources.staticDir, sources.staticFiles.length > 0);
      await staged.commit();
    });
    output = undefined;
  };
  try {
    // A cold build on the main thread alone runs with V8 settings of its own (see small-build-flags.ts).
    await (!cache && workers.length === 1 ? withSmallBuildFlags(pages) : pages());
  } finally {
    await output?.abort();
    await Promise.all(workers.map((w) => w.close()));
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  }

  const durationMs = performance.now() - started;
  buildSucceeded();
  options.logger?.(`wrote ${plan.routes.length} pages to ${outDir} in ${(durationMs / 1000).toFixed(2)}s`);
  return {
    outDir,
    routes: plan.routes.map((r) => r.route),
    stylesheet: `${config.baseUrl}${css!.path}`,
    diagnostics: sortDiagnostics(diagnostics.filter((d) => d.severity === 'warning')),
    inputs: {
      config: loaded.dependencies,
      theme: theme.inputs.concat(theme.stylesheet, css!.inputs.map((p) => resolve(p))),
      client: js!.inputs.map((p) => resolve(p)),
      content: [
        ...sources.markdown.map((m) => m.file),
        ...sources.components.map((c) => c.file),
        ...sources.categories.flatMap((c) => (c.file ? [c.file] : [])),
        ...(config.homeData && existsSync(join(siteDir, config.homeData)) ? [join(siteDir, config.homeData)] : []),
      ],
    },
    durationMs,
  };
}

/** `pages on the main thread and 2 worker threads`, for `--verbose`. */
function describeWorkers(workers: PageWorker[]): string {
  const threads = workers.length - 1;
  const named = `${threads} worker thread${threads === 1 ? '' : 's'}`;
  if (!workers[0]!.takesPages) return `pages on ${named} (the main thread coordinates)`;
  return `pages on the main thread${threads ? ` and ${named}` : ''}`;
}

function failOnErrors(diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) {
    const brokenLinks = errors.filter((d) => d.code.startsWith('link/')).length;
    const hint = brokenLinks ? ' (set onBrokenLinks: "warn" in the config to report broken links without failing)' : '';
    throw new BuildError(sortDiagnostics([...diagnostics]), `build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}${hint}`);
  }
}
