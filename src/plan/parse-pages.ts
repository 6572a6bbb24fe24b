/**
 * Parse stage: every Markdown page to its facts and body HTML (on the workers, which keep the
 * HTML for the render stage), every page component imported.
 * Also gathers what the link check needs: each page's links and each route's heading ids.
 */
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../content/discover.js';
import { appendAll, type Diagnostic } from '../diagnostics.js';
import type { LinkTargets, PageLinks } from '../links/check-links.js';
import { importBundled, CompileError } from '../modules/import-bundled.js';
import type { RoutePlan } from './plan-routes.js';
import type { ParseSetup, ParseSpec, PageFacts } from './page-tasks.js';
import type { LoadedTheme } from '../render/load-theme.js';
import { partition, type PageWorker } from './worker-pool.js';

/** A page component module (`pages/*.tsx`). */
export interface PageModule {
  default: ComponentType;
  title?: string;
  description?: string;
}

/** Parse results, by route. */
export interface ParsedPages {
  markdown: Map<string, PageFacts>;
  /** Route → index of the worker holding the page's body HTML. */
  owner: Map<string, number>;
  components: Map<string, PageModule>;
  pageLinks: PageLinks[];
  targets: LinkTargets;
  diagnostics: Diagnostic[];
}

/** Parses every page of the plan, spread over `workers`. */
export async function parsePages(options: { config: SiteConfig; siteDir: string; sources: SiteSources; plan: RoutePlan; theme: LoadedTheme; scratchDir?: string; workers: PageWorker[] }): Promise<ParsedPages> {
  const { config, siteDir, sources, plan, workers } = options;
  const diagnostics: Diagnostic[] = [];
  const roots = { doc: join(siteDir, config.docs.path), page: join(siteDir, config.pages.path), blog: join(siteDir, config.blog.path) };
  const routes = new Map<string, ReadonlySet<string> | null>();
  const specs: ParseSpec[] = [];
  for (const planned of plan.routes) {
    const md = planned.markdown;
    if (md) specs.push({ route: planned.route, file: md.file, body: md.body, contentRoot: roots[md.kind] });
    else routes.set(planned.route, null);
  }

  const { theme } = options;
  const setup: ParseSetup = { baseUrl: config.baseUrl, themeEntry: theme.entry, themeBundle: { code: theme.code, inputs: theme.inputs }, ...(options.scratchDir ? { scratchDir: options.scratchDir } : {}), routeOfFile: sources.markdown.map((m): [string, string] => [m.file, m.route]) };
  const takers = workers.flatMap((w, i) => (w.takesPages ? [i] : []));
  const shares = partition(specs, takers.length);
  const parts: ParseSpec[][] = workers.map(() => []);
  takers.forEach((i, k) => (parts[i] = shares[k]!));
  const owner = new Map<string, number>();
  parts.forEach((part, i) => part.forEach((spec) => owner.set(spec.route, i)));
  // Setup and work are queued together, so no worker waits for a reply before it starts.
  const results = await Promise.all(workers.map((w, i) => Promise.all([w.setupParse(setup), w.parse(parts[i]!)]).then(([, facts]) => facts)));

  const markdown = new Map<string, PageFacts>();
  for (const facts of results.flat()) markdown.set(facts.route, facts);
  const pageLinks: PageLinks[] = [];
  for (const spec of specs) {
    const facts = markdown.get(spec.route)!;
    appendAll(diagnostics, facts.diagnostics);
    pageLinks.push({ file: spec.file, route: spec.route, links: facts.links });
    routes.set(spec.route, new Set(facts.headings.map((h) => h.id)));
  }

  const components = new Map<string, PageModule>();
  for (const planned of plan.routes) {
    if (!planned.component) continue;
    const file = planned.component.file;
    try {
      const mod = await importBundled<PageModule>(file);
      if (typeof mod.exports.default !== 'function') {
        diagnostics.push({ severity: 'error', code: 'page/no-default', message: 'a page component must `export default` a React component', file, line: 1, column: 1 });
        continue;
      }
      components.set(planned.route, mod.exports);
    } catch (error) {
      if (error instanceof CompileError) {
        for (const e of error.errors) {
          diagnostics.push({ severity: 'error', code: 'page/syntax', message: `page does not compile: ${e.text}`, file, ...(e.location ? { line: e.location.line, column: e.location.column + 1 } : {}) });
        }
      } else {
        diagnostics.push({ severity: 'error', code: 'page/load', message: `page threw while loading: ${(error as Error).message}`, file });
      }
    }
  }

  const files = new Set(sources.staticFiles.map((f) => `/${f}`));
  files.add('/sitemap.xml');
  files.add('/404.html');
  return { markdown, owner, components, pageLinks, targets: { routes, files }, diagnostics };
}
