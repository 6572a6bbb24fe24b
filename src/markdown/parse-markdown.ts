/**
 * Markdown → hast for one page: parse (remark + GFM + directives), transform (directives,
 * heading ids, links, code), convert to hast. Collects the facts later stages need (title,
 * headings, links with source positions) so nothing has to re-read the tree.
 */
import { dirname, resolve } from 'node:path';
import type { Root as MdRoot, Heading, Link, Image, Definition, Code, Nodes as MdNode, Parents as MdParent } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import {
  containerDirectiveSyntax,
  directiveNesting,
  MAX_DIRECTIVE_DEPTH,
  parseWithAdmonitionTitles,
  tooDeepDirectiveLine,
  transformDirectives,
} from './directives.js';
import { gfmSyntax, gfmTree } from './gfm.js';
import { codeToHast } from './code-blocks.js';
import { finishHast } from './finish-hast.js';
import { isHtmlTagName } from './html-tag-names.js';
import { routeHref } from '../discover/route-paths.js';
import { hasRaw, sanitizeRawHtml } from './sanitize.js';
import { isExternalUrl, lowerCaseScheme, unsafeUrlScheme } from '../security/urls.js';

/** A heading with its anchor id. */
export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
}

/** A link or image found in the page, in route terms, with where it was written. */
export interface LinkRef {
  /** The URL as written. */
  raw: string;
  /** Route path (no base URL, decoded) or static file path it points to; empty for same-page `#x`. */
  path: string;
  hash?: string;
  image: boolean;
  line?: number;
  column?: number;
}

/** What parsing a page yields. */
export interface ParsedMarkdown {
  hast: HastRoot;
  /** Text of the first `#` heading, when the body has one. */
  h1?: string;
  headings: HeadingInfo[];
  links: LinkRef[];
  diagnostics: Diagnostic[];
}

/** What a page's parse needs to know about the rest of the site. */
export interface ParseContext {
  baseUrl: string;
  /** Absolute Markdown file path → route, to resolve links like `./other.md#x`. */
  routeOfFile: ReadonlyMap<string, string>;
  /**
   * Folders a file link that is not found next to the file is looked for in, in order (the
   * page's content root, its other versions' roots, the site folder): `/x.md` and `x.md`
   * are tried in each.
   */
  linkRoots: readonly string[];
}

const treeExtensions = { plain: gfmTree, directives: [...gfmTree, directiveFromMarkdown()] };

/**
 * Markdown → mdast, with GFM and (unless `directives` is false) `:::` container directives,
 * parsed as one document whatever its size.
 */
export function parseDocument(source: string, directives = true): MdRoot {
  return fromMarkdown(source, {
    extensions: directives ? [gfmSyntax(source), containerDirectiveSyntax] : [gfmSyntax(source)],
    mdastExtensions: directives ? treeExtensions.directives : treeExtensions.plain,
  });
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

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

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Calls `fn` on every node below `parent`, in document order. A plain loop: `unist-util-visit`
 * builds a closure per node, which is a tenth of a large build's parse time.
 */
function forEachNode(parent: MdParent, fn: (node: MdNode) => void): void {
  for (const child of parent.children) {
    fn(child);
    if ('children' in child) forEachNode(child, fn);
  }
}

/** The route of the Markdown file a link names, trying the file's folder, then each link root. */
function resolveFileLink(path: string, file: string, ctx: ParseContext): string | undefined {
  const candidates = path.startsWith('/') ? [] : [resolve(dirname(file), path)];
  for (const root of ctx.linkRoots) candidates.push(resolve(root, `.${path.startsWith('/') ? '' : '/'}${path}`));
  for (const candidate of candidates) {
    const route = ctx.routeOfFile.get(candidate);
    if (route !== undefined) return route;
  }
  return undefined;
}

/** Parses `body` (the text of `file`, frontmatter blanked) into hast plus page facts. */
export function parseMarkdown(body: string, file: string, ctx: ParseContext): ParsedMarkdown {
  const diagnostics: Diagnostic[] = [];
  const nestingError = (at: { line?: number; column?: number }): Diagnostic => ({
    severity: 'error',
    code: 'markdown/nesting',
    message: `::: blocks are nested more than ${MAX_DIRECTIVE_DEPTH} levels deep; close each block with a ::: line`,
    file,
    ...at,
  });
  let tree: MdRoot;
  const deepLine = tooDeepDirectiveLine(body, (source) => parseDocument(source, false));
  if (deepLine !== undefined) {
    diagnostics.push(nestingError({ line: deepLine, column: 1 }));
    tree = parseDocument(body, false);
  } else {
    tree = parseWithAdmonitionTitles(body, (source) => parseDocument(source)).tree;
    const nested = directiveNesting(tree);
    if (nested) diagnostics.push(nestingError(nodeStart(nested)));
  }

  transformDirectives(tree, file, diagnostics);

  // Headings: ids like GitHub/Docusaurus, or explicit `{#id}`.
  const slugger = new GithubSlugger();
  const headings: HeadingInfo[] = [];
  let h1: string | undefined;
  const heading = (node: Heading): void => {
    const last = node.children.at(-1);
    let id: string | undefined;
    if (last?.type === 'text') {
      const m = CUSTOM_ID.exec(last.value);
      if (m) {
        id = m[1]!;
        last.value = last.value.slice(0, m.index);
        slugger.slug(id); // reserve it so a later identical heading gets a suffix
      }
    }
    const text = toString(node).trim();
    if (node.depth === 1 && h1 === undefined) h1 = text;
    id ??= slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    headings.push({ depth: node.depth, id, text });
  };

  // Links and images: resolve to routes, rewrite with the base URL, record for checking.
  const links: LinkRef[] = [];
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
    if (isExternalUrl(url)) {
      node.url = lowerCaseScheme(url);
      return;
    }
    const { path, hash, query } = splitHash(url);
    let route: string;
    if (path === '') {
      route = '';
    } else if (/\.mdx?$/i.test(path)) {
      const found = resolveFileLink(safeDecode(path), file, ctx);
      if (found === undefined) {
        links.push({ raw: url, path: safeDecode(path), image, ...(hash !== undefined ? { hash } : {}), ...nodeStart(node) });
        return;
      }
      route = found;
    } else if (path.startsWith('/')) {
      route = safeDecode(path).replace(/\/+$/, '') || '/';
      // The href keeps what each segment encodes: `/a%2Fb` is not `/a/b`.
      node.url = `${sitePathHref(ctx.baseUrl, path)}${query}${hash !== undefined ? `#${hash}` : ''}`;
      links.push({ raw: url, path: route, image, ...(hash !== undefined ? { hash } : {}), ...nodeStart(node) });
      return;
    } else {
      // Relative URLs are relative to the page's route, as a browser would resolve them.
      route = safeDecode(path);
    }
    links.push({ raw: url, path: route, image, ...(hash !== undefined ? { hash } : {}), ...nodeStart(node) });
    if (route.startsWith('/')) {
      node.url = `${routeHref(ctx.baseUrl, route)}${query}${hash !== undefined ? `#${hash}` : ''}`;
    }
  };
  // MDX-only syntax in a .md file would otherwise render as garbage text.
  const mdxSyntax = (node: MdNode): void => {
    if (node.type === 'html') {
      const value = node.value;
      // A capitalised name that is no HTML element (`<Tabs>`, `<Foo.Bar>`) is a JSX component;
      // HTML tag names are case-insensitive (`<DIV CLASS="x">` is a div).
      const tag = /^<([A-Z][\w.]*)/.exec(value);
      if (tag && !isHtmlTagName(tag[1]!)) {
        diagnostics.push({
          severity: 'error',
          code: 'markdown/mdx-syntax',
          message: `JSX component <${tag[1]}> is MDX syntax, which .md files do not support; use Markdown instead (tabs: ::::tabs, admonitions: :::note)`,
          file,
          ...nodeStart(node),
        });
      }
    } else if (node.type === 'paragraph') {
      const first = node.children[0];
      if (first?.type === 'text' && /^(import|export)\s+[\w{*][^\n]*\bfrom\s+['"]/.test(first.value)) {
        diagnostics.push({
          severity: 'error',
          code: 'markdown/mdx-syntax',
          message: 'import/export statements are MDX syntax, which .md files do not support; remove the line and use Markdown instead',
          file,
          ...nodeStart(node),
        });
      }
    }
  };

  // One pass over the tree for all of the above, in document order.
  forEachNode(tree, (node) => {
    if (node.type === 'heading') heading(node);
    else if (node.type === 'link' || node.type === 'definition') rewrite(node, false);
    else if (node.type === 'image') rewrite(node, true);
    else if (node.type === 'html' || node.type === 'paragraph') mdxSyntax(node);
  });

  let hast = toHast(tree, {
    allowDangerousHtml: true,
    handlers: { code: (_state, node: Code) => codeToHast(node) },
  }) as HastRoot;
  if (hasRaw(hast)) hast = sanitizeRawHtml(hast, file, diagnostics);
  finishHast(hast);

  return { hast, ...(h1 !== undefined ? { h1 } : {}), headings, links, diagnostics };
}
