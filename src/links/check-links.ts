/**
 * Link check: every link and image written in Markdown must reach an emitted route, a heading
 * on it, or a file. Problems are reported at the Markdown line they were written on.
 */
import { at, closest, type Diagnostic } from '../diagnostics.js';
import type { LinkRef } from '../markdown/parse-markdown.js';
import { canonicalRoute } from '../discover/route-paths.js';

/** What exists in the output. */
export interface LinkTargets {
  /** Route → heading ids on that page; null when the page is not Markdown (its anchors are not checked). */
  routes: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** Files in the output besides pages (static files, sitemap.xml…), `/`-prefixed. */
  files: ReadonlySet<string>;
  /** Routes with capitals by their lower-case form (`UrlShape.folded`): a link in another case reaches them, as on Docusaurus. */
  folded?: ReadonlyMap<string, string>;
}

/** The links of one page. */
export interface PageLinks {
  file: string;
  route: string;
  /** Where the links were written when it is not a page's text (`the navbar`), for messages. */
  what?: string;
  links: readonly LinkRef[];
}

const withoutTrailingSlash = (path: string): string => path.replace(/\/+$/, '') || '/';

function resolveRelative(path: string, fromRoute: string): string {
  const url = new URL(path, `http://x${fromRoute === '/' ? '/' : fromRoute}`);
  return withoutTrailingSlash(decodeURIComponent(url.pathname));
}

/** Codes of the diagnostics {@link checkLinks} reports, whose severity the onBroken* settings decide. */
export const BROKEN_LINK_CODES: ReadonlySet<string> = new Set(['link/broken', 'link/missing-image', 'link/missing-anchor', 'link/missing-file']);

/** What each kind of broken link does, from the config's onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks and onBrokenMarkdownImages. */
export interface BrokenLinkPolicy {
  links: 'error' | 'warn' | 'ignore';
  anchors: 'error' | 'warn' | 'ignore';
  markdownLinks: 'error' | 'warn' | 'ignore';
  images: 'error' | 'warn' | 'ignore';
}

const severityOf = (setting: 'error' | 'warn' | 'ignore'): 'error' | 'warning' | undefined =>
  setting === 'ignore' ? undefined : setting === 'error' ? 'error' : 'warning';

type Severity = ReturnType<typeof severityOf>;
const stronger = (a: Severity, b: Severity): Severity => (a === 'error' || b === 'error' ? 'error' : (a ?? b));

/** Checks links; returns one diagnostic per broken link (none for kinds the policy ignores). */
export function checkLinks(pages: readonly PageLinks[], targets: LinkTargets, policy: BrokenLinkPolicy): Diagnostic[] {
  const out: Diagnostic[] = [];
  const routeList = [...targets.routes.keys()];
  const linkSeverity = severityOf(policy.links);
  const anchorSeverity = severityOf(policy.anchors);
  const markdownSeverity = severityOf(policy.markdownLinks);
  const imageSeverity = severityOf(policy.images);
  for (const page of pages) {
    for (const link of page.links) {
      const where = { file: page.file, ...at(link.line, link.column) };
      const inWhat = page.what ? ` in ${page.what}` : '';
      if (link.markdown) {
        // The link stays as written in the page, where it is then a broken link too (Docusaurus
        // checks it as a URL) unless it happens to name a page or a file.
        const asUrl = link.path.startsWith('/') ? withoutTrailingSlash(link.path) : resolveRelative(link.path, page.route);
        const severity = targets.routes.has(asUrl) || targets.files.has(asUrl) ? markdownSeverity : stronger(markdownSeverity, linkSeverity);
        if (severity) {
          out.push({
            severity,
            code: 'link/missing-file',
            message: `broken link to ${link.raw}${inWhat} (no such Markdown file among the pages)`,
            ...where,
          });
        }
        continue;
      }
      // A trailing slash names the same route, as Docusaurus's checker takes `/docs/` for `/docs`.
      const path = link.path === '' ? page.route : link.path.startsWith('/') ? withoutTrailingSlash(link.path) : resolveRelative(link.path, page.route);
      const ids = targets.routes.get(canonicalRoute(path, targets));
      if (ids === undefined) {
        const severity = link.image ? imageSeverity : linkSeverity;
        if (targets.files.has(path) || !severity) continue;
        const hint = closest(path, link.image ? targets.files : routeList);
        out.push({
          severity,
          code: link.image ? 'link/missing-image' : 'link/broken',
          message: `broken ${link.image ? 'image' : 'link'} to ${link.raw}${inWhat}${hint ? ` (did you mean ${hint}?)` : ''}`,
          ...where,
        });
        continue;
      }
      if (anchorSeverity && ids && link.hash !== undefined && link.hash !== '' && !ids.has(safeDecode(link.hash))) {
        const hint = closest(link.hash, ids);
        out.push({
          severity: anchorSeverity,
          code: 'link/missing-anchor',
          // A link to an anchor of its own page (`#x`) is named once.
          message: `broken anchor #${link.hash}${link.raw.startsWith('#') ? '' : ` in ${link.raw}`}${inWhat}: no heading with that id on ${link.path === '' ? 'this page, ' : ''}${path}${hint ? ` (did you mean #${hint}?)` : ''}`,
          ...where,
        });
      }
    }
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
