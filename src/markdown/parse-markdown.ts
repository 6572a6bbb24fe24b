/**
 * Markdown → hast for one page: parse (remark + GFM + directives), transform (directives,
 * heading ids, links, code), convert to hast. Collects the facts later stages need (title,
 * headings, links with source positions) so nothing has to re-read the tree.
 */
import type { Root as MdRoot, Code, Link, LinkReference, Nodes as MdNode, Parents as MdParent } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { toHast } from 'mdast-util-to-hast';
import { appendAll, nodeStart, type Diagnostic } from '../diagnostics.js';
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
import { npm2yarnTabs, type Npm2YarnOptions } from './npm2yarn.js';
import type { MagicComment } from './magic-comments.js';
import { finishHast } from './finish-hast.js';
import { isHtmlTagName } from './html-tag-names.js';
import { hasRaw, sanitizeRawHtml } from './sanitize.js';
import { createHeadingIds, type HeadingInfo } from './headings.js';
import { createLinkRewriter, type LinkContext, type LinkRef } from './links.js';
import { isExternalUrl } from '../security/urls.js';

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

/** What a page's parse needs to know about the rest of the site, and the site's Markdown options. */
export type ParseContext = LinkContext & {
  /** `markdown.npm2yarn`: code blocks marked npm2yarn become package-manager tabs. */
  npm2yarn?: Npm2YarnOptions | false;
  /** `markdown.magicComments` (the default ones when absent). */
  magicComments?: readonly MagicComment[];
  /** `markdown.mermaid` is on: ```mermaid blocks are diagrams. */
  mermaid?: boolean;
};

const treeExtensions = { plain: gfmTree, directives: [...gfmTree, directiveFromMarkdown()] };

/** Syntax a site's remark plugins add to the parser (`micromarkExtensions`, `fromMarkdownExtensions` of unified's data). */
export interface SyntaxExtensions {
  micromark: readonly MicromarkExtension[];
  fromMarkdown: ReadonlyArray<FromMarkdownExtension | FromMarkdownExtension[]>;
}

/**
 * Markdown → mdast, with GFM and (unless `directives` is false) `:::` container directives,
 * parsed as one document whatever its size; `more` is the syntax of the site's plugins.
 */
export function parseDocument(source: string, directives = true, more?: SyntaxExtensions): MdRoot {
  // A container directive opens with `:::`; a document without it is tokenized without the construct.
  const withDirectives = directives && source.includes(':::');
  const extensions = withDirectives ? [gfmSyntax(source), containerDirectiveSyntax] : [gfmSyntax(source)];
  const mdastExtensions = directives ? treeExtensions.directives : treeExtensions.plain;
  return fromMarkdown(source, {
    extensions: more ? [...extensions, ...more.micromark] : extensions,
    mdastExtensions: more ? [...mdastExtensions, ...more.fromMarkdown] : mdastExtensions,
  });
}

/**
 * A Markdown link to another site (any URL with a scheme, `mailto:` too) opens in a new tab,
 * as Docusaurus's Link has it.
 */
function opensNewTab(node: Link | LinkReference): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_blank', rel: ['noopener', 'noreferrer'] } };
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

/**
 * One page on its way through the stages below; the site's plugins (plugin-pipeline.ts) run
 * between them.
 */
export interface PageParse {
  file: string;
  ctx: ParseContext;
  diagnostics: Diagnostic[];
  /** The text the tree was parsed from (admonition titles rewritten). */
  source: string;
  /** What the default transforms found, once they ran. */
  facts: { headings: HeadingInfo[]; links: LinkRef[]; h1?: string };
  sanitizeWholeTree: boolean;
}

/** Parses `body` into mdast; the page's state for the later stages. */
export function parseStage(
  body: string,
  file: string,
  ctx: ParseContext,
  options: { sanitizeWholeTree?: boolean; syntax?: SyntaxExtensions } = {},
): { tree: MdRoot; page: PageParse } {
  const diagnostics: Diagnostic[] = [];
  const nestingError = (at: { line?: number; column?: number }): Diagnostic => ({
    severity: 'error',
    code: 'markdown/nesting',
    message: `::: blocks are nested more than ${MAX_DIRECTIVE_DEPTH} levels deep; close each block with a ::: line`,
    file,
    ...at,
  });
  let tree: MdRoot;
  let source = body;
  const { syntax } = options;
  const deepLine = tooDeepDirectiveLine(body, (source) => parseDocument(source, false, syntax));
  if (deepLine !== undefined) {
    diagnostics.push(nestingError({ line: deepLine, column: 1 }));
    tree = parseDocument(body, false, syntax);
  } else {
    ({ tree, source } = parseWithAdmonitionTitles(body, (text) => parseDocument(text, true, syntax)));
    const nested = directiveNesting(tree);
    if (nested) diagnostics.push(nestingError(nodeStart(nested)));
  }
  return { tree, page: { file, ctx, diagnostics, source, facts: { headings: [], links: [] }, sanitizeWholeTree: options.sanitizeWholeTree === true } };
}

/** docsgen's own transforms of the mdast: directives, npm2yarn, heading ids, links; MDX syntax in a .md file reported. */
export function remarkStage(tree: MdRoot, page: PageParse): void {
  const { file, ctx, diagnostics } = page;
  transformDirectives(tree, file, diagnostics);
  if (ctx.npm2yarn) npm2yarnTabs(tree, ctx.npm2yarn);

  // MDX-only syntax in a .md file would otherwise render as garbage text. Looked for in the
  // walk of the page's transforms; reported after what they report.
  const mdxDiagnostics: Diagnostic[] = [];
  const mdxSyntax = (node: MdNode): void => {
    if (node.type === 'html') {
      const value = node.value;
      // A capitalised name that is no HTML element (`<Tabs>`, `<Foo.Bar>`) is a JSX component;
      // HTML tag names are case-insensitive (`<DIV CLASS="x">` is a div). It may also be text
      // (`List<T>`), which Docusaurus's CommonMark reads as a tag too: a warning, the tag left out.
      const tag = /^<([A-Z][\w.]*)/.exec(value);
      if (tag && !isHtmlTagName(tag[1]!)) {
        mdxDiagnostics.push({
          severity: 'warning',
          code: 'markdown/mdx-syntax',
          message: `JSX component <${tag[1]}> is MDX syntax, which .md files do not support, so it is left out; use Markdown instead (tabs: ::::tabs, admonitions: :::note), or, if it is text (a type such as List<T>), put it in \`code\` or write \\<`,
          file,
          ...nodeStart(node),
        });
      }
    } else if (node.type === 'paragraph') {
      const first = node.children[0];
      if (first?.type === 'text' && /^(import|export)\s+[\w{*][^\n]*\bfrom\s+['"]/.test(first.value)) {
        mdxDiagnostics.push({
          severity: 'error',
          code: 'markdown/mdx-syntax',
          message: 'import/export statements are MDX syntax, which .md files do not support; remove the line and use Markdown instead',
          file,
          ...nodeStart(node),
        });
      }
    }
  };

  page.facts = transformPageTree(tree, file, ctx, diagnostics, page.source, (node) => {
    if (node.type === 'html' || node.type === 'paragraph') mdxSyntax(node);
  });
  appendAll(diagnostics, mdxDiagnostics);
}

/** mdast → hast, code blocks highlighted. */
export function hastStage(tree: MdRoot, page: PageParse): HastRoot {
  return toHast(tree, {
    allowDangerousHtml: true,
    handlers: { code: (_state, node: Code) => codeToHast(node, page.ctx.magicComments, page.ctx.mermaid) },
  }) as HastRoot;
}

/** Raw HTML parsed and sanitised (only where the page has some). */
export function sanitizeStage(hast: HastRoot, page: PageParse): HastRoot {
  if (!hasRaw(hast)) return hast;
  const { ctx } = page;
  return sanitizeRawHtml(hast, page.file, page.diagnostics, ctx.themeClasses ? { themeClasses: ctx.themeClasses } : {}, {
    keepAll: page.sanitizeWholeTree,
  });
}

/** The page's result once its hast is final. */
export function parsedPage(hast: HastRoot, page: PageParse): ParsedMarkdown {
  finishHast(hast);
  const { headings, links, h1 } = page.facts;
  return { hast, ...(h1 !== undefined ? { h1 } : {}), headings, links, diagnostics: page.diagnostics };
}

/** Parses `body` (the text of `file`, frontmatter blanked) into hast plus page facts. */
export function parseMarkdown(body: string, file: string, ctx: ParseContext, options: { sanitizeWholeTree?: boolean } = {}): ParsedMarkdown {
  const { tree, page } = parseStage(body, file, ctx, options);
  remarkStage(tree, page);
  return parsedPage(sanitizeStage(hastStage(tree, page), page), page);
}

/**
 * The transforms a page's tree gets whatever its format (Markdown here, MDX through a remark
 * plugin): heading ids, links and images resolved and rewritten. One pass, in document order;
 * `also` is called on every node in the same pass, after the transforms saw it.
 */
export function transformPageTree(
  tree: MdParent,
  file: string,
  ctx: ParseContext,
  diagnostics: Diagnostic[],
  source?: string,
  also?: (node: MdNode) => void,
): { headings: HeadingInfo[]; links: LinkRef[]; h1?: string } {
  const ids = createHeadingIds(source, ctx.headingId);
  const { rewrite, links } = createLinkRewriter(file, ctx, diagnostics);
  const references: LinkReference[] = [];
  // Each definition's URL is external or not; the first of an identifier wins, as in CommonMark.
  const external = new Map<string, boolean>();
  forEachNode(tree, (node) => {
    if (node.type === 'heading') ids.visit(node);
    else if (node.type === 'link' || node.type === 'definition') {
      rewrite(node, false);
      if (node.type === 'link') {
        if (isExternalUrl(node.url)) opensNewTab(node);
      } else if (!external.has(node.identifier.toLowerCase())) external.set(node.identifier.toLowerCase(), isExternalUrl(node.url));
    } else if (node.type === 'image') rewrite(node, true);
    else if (node.type === 'linkReference') references.push(node);
    also?.(node);
  });
  for (const reference of references) if (external.get(reference.identifier.toLowerCase())) opensNewTab(reference);
  const h1 = ids.h1;
  return { headings: ids.headings, links, ...(h1 !== undefined ? { h1 } : {}) };
}
