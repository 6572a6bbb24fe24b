/**
 * What a build keeps of each page once its files have gone to the writer: only what the stages
 * after rendering read (the search text, the links and heading ids for the link check, the
 * bodies of posts for feeds). What is the same for the whole site (its inline scripts, whether
 * pages wrote style attributes or frames) and the problems found are gathered as the pages
 * arrive. A page's files, its job and its headings' text are not kept: the memory a build holds
 * grows by what a page says, not by what it renders (BENCHMARKS.md, "100,000 pages").
 */
import type { Diagnostic } from '../diagnostics.js';
import type { LinkRef } from '../markdown/parse-markdown.js';
import type { SearchPage } from '../search/page-text.js';
import type { PageFacts } from './page-job.js';
import { RootDiagnostics } from './site-root.js';

/** One page as the stages after rendering see it. */
export interface KeptPage {
  route: string;
  /** The 404 page, which no link may point at. */
  notFound?: true;
  /** A page that only sends the reader on (a React page rendering `<Redirect>`): kept out of the sitemap. */
  redirect?: true;
  /** The source file (Markdown, MDX or React) of a page that has one. */
  file?: string;
  /** Ids of the page's headings and anchors, for links with a `#` (pages with a source file). */
  anchors?: string[];
  links?: LinkRef[];
  search?: SearchPage;
  /** The body HTML of a post that goes into a feed. */
  bodyHtml?: string;
}

/** The facts of a build's pages, in the order the pages were done. */
export class KeptFacts {
  readonly pages: KeptPage[] = [];
  /** Every page's problems, in the order the pages were done. */
  readonly diagnostics: Diagnostic[] = [];
  /** What the site's Root would report on every page, kept once. */
  private readonly root = new RootDiagnostics();
  private readonly scripts = new Set<string>();
  private styleAttributes = false;
  private frames = false;
  private inlineStyles = false;

  /** Keeps what the later stages need of `facts`. */
  add(facts: PageFacts): void {
    for (const d of facts.diagnostics) {
      const kept = this.root.once(d);
      if (kept) this.diagnostics.push(kept);
    }
    for (const s of facts.inlineScripts) this.scripts.add(s);
    if (facts.authored?.styleAttributes) this.styleAttributes = true;
    if (facts.authored?.frames) this.frames = true;
    if (facts.authored?.inlineStyles) this.inlineStyles = true;
    this.pages.push({
      route: facts.route,
      ...(facts.layout === 'notFound' ? { notFound: true as const } : {}),
      ...(facts.layout === 'redirect' ? { redirect: true as const } : {}),
      ...(facts.file !== undefined ? { file: facts.file, anchors: facts.headings.map((h) => h.id) } : {}),
      ...(facts.links.length ? { links: facts.links } : {}),
      ...(facts.search ? { search: facts.search } : {}),
      ...(facts.bodyHtml !== undefined ? { bodyHtml: facts.bodyHtml } : {}),
    });
  }

  /** The search text of the pages that have one, with their source file; the pages keep it no longer. */
  takeSearch(): Array<{ file?: string; search: SearchPage }> {
    const out: Array<{ file?: string; search: SearchPage }> = [];
    for (const page of this.pages) {
      if (!page.search) continue;
      out.push({ ...(page.file !== undefined ? { file: page.file } : {}), search: page.search });
      delete page.search;
    }
    return out;
  }

  /** Every inline script of the pages, once each, sorted. */
  get inlineScripts(): string[] {
    return [...this.scripts].sort();
  }

  /** What the pages' own code rendered that the Content-Security-Policy must allow. */
  get authored(): { styleAttributes?: true; frames?: true; inlineStyles?: true } {
    return {
      ...(this.styleAttributes ? { styleAttributes: true as const } : {}),
      ...(this.frames ? { frames: true as const } : {}),
      ...(this.inlineStyles ? { inlineStyles: true as const } : {}),
    };
  }
}
