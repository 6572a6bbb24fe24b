/**
 * Links and images of a page, resolved the way Docusaurus resolves them:
 * - a link to a Markdown file (`./x.md`, `x.md`, `/x.md`, `@site/docs/x.md`) becomes the URL of
 *   that page: a path is looked for next to the file (`./`, `../` and bare paths), then in each
 *   content root of the page's plugin, then in the site folder;
 * - a link or image to another local file (`./diagram.png`, `@site/assets/a.pdf`) that exists
 *   is copied to the output with a content hash in its name (`assets/images/diagram-1a2b3c4d.png`);
 * - `pathname:///x` is left to the browser, as written without its scheme;
 * - site paths get the base URL; every link is recorded with its position, to check.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Definition, Image, Link } from 'mdast';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import { canonicalRoute, endsWithSlash, routeHref, stripBaseUrl, type UrlShape } from '../discover/route-paths.js';
import { isExternalUrl, lowerCaseScheme, unsafeUrlScheme } from '../security/urls.js';
import { CONTENT_PREFIX } from '../chunk-format.js';
import type { HeadingElementId } from './headings.js';

/** A link or image found in the page, in route terms, with where it was written. */
export interface LinkRef {
  /** The URL as written. */
  raw: string;
  /** Route path (no base URL, decoded) or static file path it points to; empty for same-page `#x`. */
  path: string;
  hash?: string;
  image: boolean;
  /** A link to a Markdown file that is no page of the same content (checked with `onBrokenMarkdownLinks`). */
  markdown?: true;
  line?: number;
  column?: number;
}

/** What resolving a page's links needs to know about the rest of the site. */
export interface LinkContext {
  baseUrl: string;
  /** Absolute Markdown file path → route. */
  routeOfFile: ReadonlyMap<string, string>;
  /** Folders a file link is looked for in after the file's own (content root, site folder). */
  linkRoots: readonly string[];
  /** The site folder, for `@site/` paths. */
  siteDir?: string;
  /**
   * The URL relative links resolve against: the page's route, with a trailing slash where
   * Docusaurus gives the page one (a folder's index page, the docs root), so `./x` from
   * `guides/index.md` is `/docs/guides/x`. Absent: relative links are left to the browser.
   */
  linkBase?: string;
  /** Which page URLs end with a slash; absent: none but the root's. */
  urls?: UrlShape;
  /**
   * The output URL of a local file a page links to (copied with a hashed name), or undefined
   * when there is no such file. Absent: local files are not copied.
   */
  asset?: (file: string, image: boolean) => string | undefined;
  /** Routes of Markdown pages, whose heading ids follow {@link headingId}; default: the routes of `routeOfFile`. */
  markdownRoutes?: ReadonlySet<string>;
  /**
   * The element id of a heading's anchor on a Markdown page (`headingElementIds`, from the ids the
   * theme reserves); absent: every heading id carries the content prefix.
   */
  headingId?: HeadingElementId;
  /** The theme's classes, which raw HTML may not use as they are (sanitize.ts); absent: every class is. */
  themeClasses?: ReadonlySet<string>;
}

/** A `pathname://` link: a page docsgen does not build. */
export const PATHNAME = /^pathname:\/\//i;

/**
 * The href of a `pathname://` link, the escape hatch for pages docsgen does not build: the path
 * after it, under the base URL when it starts at the root, as Docusaurus's Link writes it.
 */
export function pathnameHref(url: string, baseUrl: string): string {
  const path = url.replace(PATHNAME, '');
  return path.startsWith('/') ? baseUrl + path.replace(/^\/+/, '') : path;
}
const SITE = /^@site\//;

function splitHash(url: string): { path: string; hash?: string; query: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    ...(hash !== undefined ? { hash } : {}),
  };
}

/** The href of a site path under the base URL, each segment encoded as written (`%2F` stays). */
function sitePathHref(baseUrl: string, path: string): string {
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  return segments.length === 0 ? baseUrl : `${baseUrl}${segments.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`;
}

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The route of the Markdown file a link names (Docusaurus's order of places), or undefined. */
function resolveFileLink(path: string, file: string, ctx: LinkContext): string | undefined {
  const candidates: string[] = [];
  if (SITE.test(path)) {
    if (ctx.siteDir) candidates.push(resolve(ctx.siteDir, path.replace(SITE, '')));
  } else if (path.startsWith('./') || path.startsWith('../')) {
    candidates.push(resolve(dirname(file), path));
  } else {
    if (!path.startsWith('/')) candidates.push(resolve(dirname(file), path));
    for (const root of ctx.linkRoots) candidates.push(resolve(root, `.${path.startsWith('/') ? '' : '/'}${path}`));
  }
  for (const candidate of candidates) {
    const route = ctx.routeOfFile.get(candidate);
    if (route !== undefined) return route;
  }
  return undefined;
}

/** A local file a link may name: with an extension other than .md, .mdx and .html, or an `@site/` path. */
function isFileReference(path: string): boolean {
  if (SITE.test(path)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.(mdx?|html?)$/i.test(last);
}

/** Rewrites a page's links and images in place and records them. */
export function createLinkRewriter(file: string, ctx: LinkContext, diagnostics: Diagnostic[]) {
  const links: LinkRef[] = [];
  let markdownRoutes = ctx.markdownRoutes;
  /**
   * The fragment to write for `#hash` on `route` (`''`: this page): on a Markdown page, the id of
   * the heading with that anchor, which carries the content prefix when the theme reserves the
   * anchor (see `headingElementIds`). `#` alone stays.
   */
  const fragment = (route: string, hash: string | undefined): string => {
    if (hash === undefined) return '';
    if (hash === '') return '#';
    markdownRoutes ??= new Set(ctx.routeOfFile.values());
    if (route !== '' && !markdownRoutes.has(route)) return `#${hash}`;
    const anchor = safeDecode(hash);
    return ctx.headingId && ctx.headingId(anchor) === anchor ? `#${hash}` : `#${CONTENT_PREFIX}${hash}`;
  };
  const rewrite = (node: Link | Image | Definition, image: boolean): void => {
    const url = node.url.trim();
    if (url === '') return;
    const unsafe = unsafeUrlScheme(url, image);
    if (unsafe) {
      diagnostics.push({
        severity: 'error',
        code: 'link/unsafe-url',
        message: `unsafe ${unsafe}: URL in a link; links may only use http, https, mailto or site paths`,
        file,
        ...nodeStart(node),
      });
      node.url = '#';
      return;
    }
    if (PATHNAME.test(url)) {
      // A page docsgen does not build (an app beside the docs): not checked, under the base URL.
      node.url = pathnameHref(url, ctx.baseUrl);
      return;
    }
    if (isExternalUrl(url)) {
      node.url = lowerCaseScheme(url);
      return;
    }
    const { path, hash, query } = splitHash(url);
    const where = nodeStart(node);
    const anchor = hash !== undefined ? { hash } : {};
    if (path === '') {
      links.push({ raw: url, path: '', image, ...anchor, ...where });
      if (hash) node.url = `${query}${fragment('', hash)}`;
      return;
    }
    const decoded = safeDecode(path);
    if (/\.mdx?$/i.test(decoded)) {
      const route = resolveFileLink(decoded, file, ctx);
      if (route === undefined) {
        links.push({ raw: url, path: decoded, image, markdown: true, ...anchor, ...where });
        return;
      }
      links.push({ raw: url, path: route, image, ...anchor, ...where });
      node.url = `${routeHref(ctx.baseUrl, route, ctx.urls)}${query}${fragment(route, hash)}`;
      return;
    }
    // A file next to the page (or under the site folder): copied into the output.
    if (ctx.asset && isFileReference(decoded) && !decoded.startsWith('/')) {
      const local = SITE.test(decoded) ? (ctx.siteDir ? resolve(ctx.siteDir, decoded.replace(SITE, '')) : undefined) : resolve(dirname(file), decoded);
      const copied = local ? ctx.asset(local, image) : undefined;
      if (copied !== undefined) {
        node.url = `${copied}${hash !== undefined ? `#${hash}` : ''}`;
        return;
      }
      if (local && existsSync(local)) {
        diagnostics.push({
          severity: 'error',
          code: 'link/unpublishable-file',
          message: `${url} is not a regular file inside the site folder (a link out of it, or a folder), so it cannot be published; copy the file into the site, or into static/ and link to its path there`,
          file,
          ...where,
        });
        node.url = '#';
        return;
      }
    }
    // Site paths, and paths relative to the page's URL resolved as a browser on that URL would.
    const absolute = path.startsWith('/')
      ? stripBaseUrl(path, ctx.baseUrl)
      : ctx.linkBase !== undefined
        ? new URL(path, `http://x${ctx.linkBase}`).pathname
        : undefined;
    const written = absolute !== undefined ? safeDecode(absolute).replace(/\/+$/, '') || '/' : decoded;
    // A path that differs from a page's only in letter case leads to that page.
    const route = canonicalRoute(written, ctx.urls);
    links.push({ raw: url, path: route, image, ...anchor, ...where });
    if (route !== written) {
      node.url = `${routeHref(ctx.baseUrl, route, ctx.urls)}${query}${fragment(route, hash)}`;
      return;
    }
    // The href keeps what each segment encodes (`/a%2Fb` is not `/a/b`), and ends as the page's URL
    // does, however the link was written: `/docs/guide` reaches an index page at `/docs/guide/`.
    if (absolute !== undefined) {
      const href = sitePathHref(ctx.baseUrl, absolute);
      const slash = route !== '/' && ctx.urls !== undefined && endsWithSlash(route, ctx.urls) ? '/' : '';
      node.url = `${href}${slash}${query}${fragment(route, hash)}`;
    }
  };
  return { rewrite, links };
}
