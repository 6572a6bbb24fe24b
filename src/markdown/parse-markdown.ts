/**
 * Markdown → hast for one page: parse (remark + GFM + directives), transform (directives,
 * heading ids, links, code), convert to hast. Collects the facts later stages need (title,
 * headings, links with source positions) so nothing has to re-read the tree.
 */
import type { Root as MdRoot, Code, Nodes as MdNode, Parents as MdParent } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { toHast } from 'mdast-util-to-hast';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import { forEachLineOutsideFences, normaliseAdmonitionTitles, transformDirectives } from './directives.js';
import { splitSections } from './split-sections.js';
import { gfmSyntax, gfmTree } from './gfm.js';
import { codeToHast } from './code-blocks.js';
import { hasRaw, sanitizeRawHtml } from './sanitize.js';
import { createHeadingIds, type HeadingInfo } from './headings.js';
import { createLinkRewriter, type LinkContext, type LinkRef } from './links.js';

export type { HeadingInfo } from './headings.js';
export type { LinkRef } from './links.js';

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
export type ParseContext = LinkContext;

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

  const { headings, links, h1 } = transformPageTree(tree, file, ctx, diagnostics);

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

  forEachNode(tree, (node) => {
    if (node.type === 'html' || node.type === 'paragraph') mdxSyntax(node);
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

/**
 * The transforms a page's tree gets whatever its format (Markdown here, MDX through a remark
 * plugin): heading ids, links and images resolved and rewritten. One pass, in document order.
 */
export function transformPageTree(
  tree: MdParent,
  file: string,
  ctx: ParseContext,
  diagnostics: Diagnostic[],
): { headings: HeadingInfo[]; links: LinkRef[]; h1?: string } {
  const ids = createHeadingIds();
  const { rewrite, links } = createLinkRewriter(file, ctx, diagnostics);
  forEachNode(tree, (node) => {
    if (node.type === 'heading') ids.visit(node);
    else if (node.type === 'link' || node.type === 'definition') rewrite(node, false);
    else if (node.type === 'image') rewrite(node, true);
  });
  const h1 = ids.h1;
  return { headings: ids.headings, links, ...(h1 !== undefined ? { h1 } : {}) };
}
