/**
 * Markdown → hast for one page: parse (remark + GFM + directives), transform (directives,
 * heading ids, links, code), convert to hast. Collects the facts later stages need (title,
 * headings, links with source positions) so nothing has to re-read the tree.
 */
import { dirname, resolve } from 'node:path';
import type { Root as MdRoot, Heading, Link, Image, Definition, Code, Nodes as MdNode, Parents as MdParent } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import { forEachLineOutsideFences, normaliseAdmonitionTitles, transformDirectives } from './directives.js';
import { splitSections } from './split-sections.js';
import { gfmSyntax, gfmTree } from './gfm.js';
import { codeToHast } from './code-blocks.js';
import { routeHref } from '../discover/route-paths.js';
import { hasRaw, sanitizeRawHtml } from './sanitize.js';
import { isExternalUrl, lowerCaseScheme, unsafeUrlScheme } from '../security/urls.js';
import { CONTENT_PREFIX } from '../chunk-format.js';

/** A heading with its anchor id. */
export interface HeadingInfo {
  depth: number;
  /** The anchor as links write it (`install` in `#install`); the element's id has the content prefix. */
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
  /** Routes of Markdown pages, whose heading ids carry the content prefix; default: the routes of `routeOfFile`. */
  markdownRoutes?: ReadonlySet<string>;
}

const directiveSyntax = directive();
const treeExtensions = { plain: gfmTree, directives: [...gfmTree, directiveFromMarkdown()] };

/** Markdown → mdast, with GFM and (unless `directives` is false) `:::` directives. */
export function parseDocument(source: string, directives = true): MdRoot {
  return fromMarkdown(source, {
    extensions: directives ? [gfmSyntax(source), directiveSyntax] : [gfmSyntax(source)],
    mdastExtensions: directives ? treeExtensions.directives : treeExtensions.plain,
  });
}

/** Directive blocks nest this deep at most: parse time grows with depth times page size. */
const MAX_DIRECTIVE_DEPTH = 16;

/** How deep `:::` blocks nest, outside code fences, and the line where it gets too deep. */
function directiveDepth(source: string): { depth: number; line?: number } {
  let depth = 0;
  let max = 0;
  let line: number | undefined;
  forEachLineOutsideFences(source.split('\n'), (text, i) => {
    if (!text.includes(':::')) return;
    if (/^\s*:{3,}\s*$/.test(text)) depth = Math.max(0, depth - 1);
    else if (/^\s*:{3,}[a-zA-Z]/.test(text)) {
      depth++;
      if (depth > max) max = depth;
      if (depth > MAX_DIRECTIVE_DEPTH && line === undefined) line = i + 1;
    }
  });
  return { depth: max, ...(line !== undefined ? { line } : {}) };
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

/** Removes the inline content of `parent` from source offset `offset` on (a heading's `{#id}`). */
function cutFrom(parent: MdParent, offset: number): void {
  const children = parent.children as MdNode[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (start === undefined || end === undefined || end <= offset) continue;
    if (start >= offset) children.splice(i);
    else {
      if (child.type === 'text') child.value = child.value.slice(0, Math.max(0, child.value.lastIndexOf('{#'))).trimEnd();
      else if ('children' in child) cutFrom(child, offset);
      children.splice(i + 1);
    }
    break;
  }
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
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

/** Wraps every table in `<div class="table-wrap">`, so it scrolls sideways on narrow screens. */
function wrapTables(parent: HastRoot | Element): void {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') children[i] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'] }, children: [child] };
    wrapTables(child);
  }
}

/** Parses `source` whole, or section by section when it is very large (see split-sections.ts). */
export function parseTree(source: string, directives = true): MdRoot {
  const sections = splitSections(source);
  if (!sections) return parseDocument(source, directives);
  const root: MdRoot = { type: 'root', children: [], position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } } };
  for (const section of sections) {
    const part = parseDocument(section.text, directives);
    // Move positions from the section to the document (sections start at a line start); the
    // root's end moves too, and the last section's is the document's end.
    const move = (node: MdNode): void => {
      const pos = node.position;
      if (!pos) return;
      pos.start = { line: pos.start.line + section.line, column: pos.start.column, offset: (pos.start.offset ?? 0) + section.offset };
      pos.end = { line: pos.end.line + section.line, column: pos.end.column, offset: (pos.end.offset ?? 0) + section.offset };
    };
    move(part);
    forEachNode(part, move);
    for (const child of part.children) root.children.push(child);
    if (part.position && root.position) root.position.end = part.position.end;
  }
  return root;
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
  const source = normaliseAdmonitionTitles(body);
  const nesting = source.includes(':::') ? directiveDepth(source) : { depth: 0 };
  if (nesting.depth > MAX_DIRECTIVE_DEPTH) {
    diagnostics.push({
      severity: 'error',
      code: 'markdown/nesting',
      message: `::: blocks are nested ${nesting.depth} levels deep (at most ${MAX_DIRECTIVE_DEPTH}); close each block with a ::: line`,
      file,
      ...(nesting.line ? { line: nesting.line, column: 1 } : {}),
    });
  }
  const tree = parseTree(source, nesting.depth <= MAX_DIRECTIVE_DEPTH);

  transformDirectives(tree, source, file, diagnostics);

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
      }
    }
    // An id that Markdown itself parses (`{#__proto__}` is `{#` + strong "proto" + `}`) is read
    // from the source, and the heading's text cut where it starts.
    if (id === undefined && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      const written = source.slice(node.position.start.offset, node.position.end.offset);
      const m = CUSTOM_ID.exec(written);
      if (m) {
        id = m[1]!;
        cutFrom(node, node.position.start.offset + m.index + m[0].indexOf('{#'));
      }
    }
    if (id !== undefined) slugger.slug(id); // reserve it so a later identical heading gets a suffix
    const text = toString(node).trim();
    if (node.depth === 1 && h1 === undefined) h1 = text;
    id ??= slugger.slug(text);
    // The element's id is scoped to the content (see CONTENT_PREFIX); links to it are rewritten below.
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: CONTENT_PREFIX + id } };
    headings.push({ depth: node.depth, id, text });
  };

  // Links and images: resolve to routes, rewrite with the base URL, record for checking.
  const links: LinkRef[] = [];
  let markdownRoutes = ctx.markdownRoutes;
  /** The fragment to write for `#hash` on `route`: a Markdown page's ids carry the content prefix. */
  const fragment = (route: string, hash: string): string => {
    markdownRoutes ??= new Set(ctx.routeOfFile.values());
    return route === '' || markdownRoutes.has(route) ? `#${CONTENT_PREFIX}${hash}` : `#${hash}`;
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
    } else {
      // Relative URLs are relative to the page's route, as a browser would resolve them.
      route = safeDecode(path);
    }
    links.push({ raw: url, path: route, image, ...(hash !== undefined ? { hash } : {}), ...nodeStart(node) });
    if (route.startsWith('/')) {
      node.url = `${routeHref(ctx.baseUrl, route)}${query}${hash ? fragment(route, hash) : hash === '' ? '#' : ''}`;
    } else if (route === '' && hash) {
      node.url = `${query}${fragment('', hash)}`;
    }
  };
  // MDX-only syntax in a .md file would otherwise render as garbage text.
  const mdxSyntax = (node: MdNode): void => {
    if (node.type === 'html') {
      const value = node.value;
      const tag = /^<([A-Z][\w.]*)/.exec(value);
      if (tag) {
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
  // Tables scroll sideways on narrow screens instead of widening the page.
  wrapTables(hast);

  return { hast, ...(h1 !== undefined ? { h1 } : {}), headings, links, diagnostics };
}
