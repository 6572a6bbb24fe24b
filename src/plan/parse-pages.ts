/**
 * Parse stage: every Markdown page to hast plus its facts, every page component imported.
 * Also gathers what the link check needs: each page's links and each route's heading ids.
 */
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../content/discover.js';
import type { Diagnostic } from '../diagnostics.js';
import { parseMarkdown, type ParsedMarkdown } from '../markdown/parse-markdown.js';
import type { LinkTargets, PageLinks } from '../links/check-links.js';
import { importBundled, CompileError } from '../modules/import-bundled.js';
import type { RoutePlan } from './plan-routes.js';

/** A page component module (`pages/*.tsx`). */
export interface PageModule {
  default: ComponentType;
  title?: string;
  description?: string;
}

/** Parse results, by route. */
export interface ParsedPages {
  markdown: Map<string, ParsedMarkdown>;
  components: Map<string, PageModule>;
  pageLinks: PageLinks[];
  targets: LinkTargets;
  diagnostics: Diagnostic[];
}

/** Parses every page of the plan. */
export async function parsePages(options: { config: SiteConfig; siteDir: string; sources: SiteSources; plan: RoutePlan }): Promise<ParsedPages> {
  const { config, siteDir, sources, plan } = options;
  const diagnostics: Diagnostic[] = [];
  const routeOfFile = new Map(sources.markdown.map((m) => [m.file, m.route]));
  const roots = { doc: join(siteDir, config.docs.path), page: join(siteDir, config.pages.path), blog: join(siteDir, config.blog.path) };
  const markdown = new Map<string, ParsedMarkdown>();
  const pageLinks: PageLinks[] = [];
  const routes = new Map<string, ReadonlySet<string> | null>();

  for (const planned of plan.routes) {
    const md = planned.markdown;
    if (!md) {
      routes.set(planned.route, null);
      continue;
    }
    let parsed: ParsedMarkdown;
    try {
      parsed = parseMarkdown(md.body, md.file, { baseUrl: config.baseUrl, routeOfFile, contentRoot: roots[md.kind] });
    } catch (error) {
      throw new Error(`Internal error while parsing ${md.file}: ${(error as Error).message}`, { cause: error });
    }
    diagnostics.push(...parsed.diagnostics);
    markdown.set(planned.route, parsed);
    pageLinks.push({ file: md.file, route: planned.route, links: parsed.links });
    routes.set(planned.route, new Set(parsed.headings.map((h) => h.id)));
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
  return { markdown, components, pageLinks, targets: { routes, files }, diagnostics };
}
