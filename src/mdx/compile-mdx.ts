/**
 * MDX → an ES module, with the reference compiler (`@mdx-js/mdx`) and the same transforms a
 * Markdown page gets: GFM, docsgen's and Docusaurus's `:::` directives, heading ids (with
 * `{#id}`), links resolved and rewritten, code highlighted at build time. The module exports,
 * as a Docusaurus MDX module does, `frontMatter`, `contentTitle` and `toc` (headings of level 2
 * and more, with those of imported Markdown partials spread in where the partial is used).
 * The text is first made MDX-safe the way Docusaurus does: `{#id}` in headings escaped, HTML
 * comments turned into MDX comments, legacy admonition titles rewritten.
 */
import type { Code, Nodes, PhrasingContent, Root } from 'mdast';
import type { ElementContent, Root as HastRoot } from 'hast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import { codeToHast } from '../markdown/code-blocks.js';
import { closesFence, fenceOpening, type Fence } from '../markdown/fences.js';
import { ADMONITION_TYPES, containerDirectiveSyntax, transformDirectives } from '../markdown/directives.js';
import { npm2yarnTabs } from '../markdown/npm2yarn.js';
import { prefixedHeadingId, type HeadingInfo } from '../markdown/headings.js';
import type { LinkRef } from '../markdown/links.js';
import { transformPageTree, type ParseContext } from '../markdown/parse-markdown.js';
import { PluginError, pluginDiagnostic, usablePlugins, type InstancePlugins } from '../markdown/plugins.js';

/** A compiled MDX file. */
export interface CompiledMdx {
  /** The ES module (imports left for the bundler). */
  code: string;
  headings: HeadingInfo[];
  /** The text of the first `#` heading, when there is one. */
  h1?: string;
  links: LinkRef[];
  /** Markdown and MDX files it imports (their TOC joins its own). */
  partials: string[];
  diagnostics: Diagnostic[];
  /** What the MDX parser said when the file does not compile (its diagnostic adds how to fix it). */
  syntaxError?: string;
}

/** `line` with `rewrite` applied to its text outside code spans (`` `<!-- x -->` `` stays as written). */
function outsideCodeSpans(line: string, rewrite: (text: string) => string): string {
  if (!line.includes('`')) return rewrite(line);
  let out = '';
  let from = 0;
  const ticks = /`+/g;
  for (let open = ticks.exec(line); open; open = ticks.exec(line)) {
    // A code span closes at the next run of as many backticks; an unmatched run is text.
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`, 'g');
    close.lastIndex = open.index + open[0].length;
    const end = close.exec(line);
    if (!end) continue;
    out += rewrite(line.slice(from, open.index)) + line.slice(open.index, end.index + end[0].length);
    from = end.index + end[0].length;
    ticks.lastIndex = from;
  }
  return out + rewrite(line.slice(from));
}

/** The MDX text with Docusaurus's compatibility rewrites, line by line outside code fences and code spans. */
export function prepareMdx(text: string): string {
  const lines = text.split('\n');
  let fence: Fence | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    const open = inComment ? undefined : fenceOpening(line);
    if (open) {
      // ```mdx-code-block fences hold live MDX: only the fence lines go.
      if (/^ {0,3}(`{3,}|~{3,})\s*mdx-code-block\s*$/.test(line)) {
        lines[i] = '';
        for (let j = i + 1; j < lines.length; j++) {
          if (closesFence(lines[j]!, open)) {
            lines[j] = '';
            break;
          }
        }
        continue;
      }
      fence = open;
      continue;
    }
    // `:::warning Title` is Docusaurus's older way to write `:::warning[Title]`.
    const titled = /^(\s*:{3,})([a-z]+)[ \t]+([^\s[{].*?)\s*$/.exec(line);
    if (titled && ADMONITION_TYPES.has(titled[2]!)) line = `${titled[1]}${titled[2]}[${titled[3]!.replace(/[[\]]/g, '\\$&')}]`;
    const heading = /^ {0,3}#{1,6}\s/.test(line);
    lines[i] = outsideCodeSpans(line, (text) => {
      // Headings' `{#id}` would be an expression in MDX.
      if (heading) text = text.replace(/\{#/g, '\\{#');
      // HTML comments become MDX comments.
      return text.replace(/<!--/g, () => ((inComment = true), '{/*')).replace(/-->/g, () => ((inComment = false), '*/}'));
    });
  }
  return lines.join('\n');
}

/** HTML elements that have no content, written `<br>` in HTML and `<br />` in JSX. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** How to fix an MDX syntax error: the errors of HTML written as in Markdown first, then the general rule. */
function mdxSyntaxHint(reason: string, text: string, line?: number, column?: number): string {
  const general = 'In MDX, "<" and "{" start JSX and expressions: write "\\<" and "\\{" for the characters, or put them in `code`';
  const unclosed = /^Expected a closing tag for `<([^\s>`]+)/.exec(reason)?.[1];
  if (unclosed !== undefined) {
    return VOID_ELEMENTS.has(unclosed.toLowerCase())
      ? `In MDX, an element without content closes itself: write <${unclosed} … /> (HTML's <${unclosed}> is not JSX)`
      : `Close it with </${unclosed}> in the same block, or write <${unclosed} /> when it has no content; ${general}`;
  }
  if (/^Unexpected closing slash/.test(reason) && line !== undefined && column !== undefined) {
    const closing = /^<\/\s*([A-Za-z][\w.:-]*)/.exec(text.split('\n')[line - 1]?.slice(Math.max(0, column - 2)) ?? '')?.[1];
    if (closing !== undefined && VOID_ELEMENTS.has(closing.toLowerCase()))
      return `</${closing}> closes an element that has no content: write <${closing} /> instead`;
    if (closing !== undefined) return `</${closing}> closes an element that was not opened in this block: remove it, or open <${closing}> before it`;
  }
  return general;
}

/**
 * Markdown images load lazily, as on Markdown pages (Docusaurus's MDX `img` component sets
 * `loading="lazy"`); an author's `loading` stays. JSX `<img>` elements are left as written.
 */
function lazyImages(): (tree: HastRoot) => void {
  const walk = (nodes: readonly HastRoot['children'][number][]): void => {
    for (const node of nodes) {
      if (node.type === 'element' && node.tagName === 'img') node.properties.loading ??= 'lazy';
      // Into JSX elements too: Markdown inside them is Markdown.
      if ('children' in node) walk(node.children);
    }
  };
  return (tree) => walk(tree.children);
}

/** `:::name` container directives, as in Markdown pages (no text or leaf directives: `a:b` in prose stays text). */
function containerDirectives(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerDirectiveSyntax);
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

/** Tags a heading's content keeps in a `toc` entry's HTML, as Docusaurus's MDX compiler writes them. */
const TOC_TAGS = new Set(['code', 'em', 'strong', 'del']);

/** A heading element's content as the HTML of a `toc` entry: inline code and emphasis as tags, links and the rest as their text. */
function elementTocValue(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type !== 'element') return '';
      const inner = elementTocValue(node.children);
      return TOC_TAGS.has(node.tagName) ? `<${node.tagName}>${inner}</${node.tagName}>` : inner;
    })
    .join('');
}

/**
 * A Markdown partial's `toc`, as an MDX module exports it: its headings of level 2 and below
 * with text, read from its tree (`hast`, whose heading elements have the ids `headingId` gives).
 */
export function markdownToc(
  hast: HastRoot,
  headings: readonly HeadingInfo[],
  headingId: (anchor: string) => string = prefixedHeadingId,
): Array<{ value: string; id: string; level: number }> {
  const byId = new Map<string, ElementContent[]>();
  const walk = (nodes: readonly (ElementContent | HastRoot['children'][number])[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') byId.set(node.properties.id, node.children);
      else walk(node.children);
    }
  };
  walk(hast.children);
  return headings
    .filter((h) => h.depth >= 2 && h.text)
    .map((h) => {
      const id = headingId(h.id);
      const children = byId.get(id);
      return { value: children ? elementTocValue(children).trim() : escapeHtml(h.text), id, level: h.depth };
    });
}

/** A TOC entry (Docusaurus's shape, plus the plain text the theme's TOC shows) or, where a partial is used, its local name. */
type TocPart = { entry?: { value: string; id: string; level: number }; heading: HeadingInfo } | { partial: string };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A heading's content as the HTML string of Docusaurus's `toc` entries. */
function tocValue(nodes: readonly (PhrasingContent | Nodes)[]): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value);
        case 'inlineCode':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'emphasis':
          return `<em>${tocValue(node.children)}</em>`;
        case 'strong':
          return `<strong>${tocValue(node.children)}</strong>`;
        case 'delete':
          return `<del>${tocValue(node.children)}</del>`;
        case 'link':
          return tocValue(node.children);
        case 'mdxJsxTextElement': {
          if (!node.name || node.name === 'img') return '';
          const cls = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'));
          const value = cls && typeof cls.value === 'string' ? ` class="${escapeHtml(cls.value)}"` : '';
          return `<${node.name}${value}>${tocValue(node.children)}</${node.name}>`;
        }
        default:
          return 'children' in node ? tocValue(node.children as Nodes[]) : '';
      }
    })
    .join('')
    .trim();
}

/** Names the ESM of the file declares (imports, exported and top-level bindings). */
function declaredNames(tree: Root): { names: Set<string>; partials: Map<string, string>; ownExports: Set<string> } {
  const names = new Set<string>();
  const partials = new Map<string, string>();
  const ownExports = new Set<string>();
  const addPattern = (p: { type: string; name?: string; properties?: unknown[]; elements?: unknown[] } | null): void => {
    if (!p) return;
    if (p.type === 'Identifier' && p.name) names.add(p.name);
  };
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree?: { body: Array<Record<string, never>> } } | undefined)?.estree?.body ?? [];
    for (const raw of body) {
      const statement = raw as unknown as {
        type: string;
        source?: { value: unknown };
        specifiers?: Array<{ type: string; local: { name: string }; exported?: { name: string } }>;
        declaration?: { type: string; id?: { name: string }; declarations?: Array<{ id: { type: string; name?: string } }> } | null;
      };
      if (statement.type === 'ImportDeclaration') {
        for (const spec of statement.specifiers ?? []) {
          names.add(spec.local.name);
          if (spec.type === 'ImportDefaultSpecifier' && typeof statement.source?.value === 'string' && /\.mdx?$/i.test(statement.source.value)) {
            partials.set(spec.local.name, statement.source.value);
          }
        }
      } else if (statement.type === 'ExportNamedDeclaration') {
        const d = statement.declaration;
        if (d?.id) {
          names.add(d.id.name);
          ownExports.add(d.id.name);
        }
        for (const decl of d?.declarations ?? []) {
          addPattern(decl.id);
          if (decl.id.name) ownExports.add(decl.id.name);
        }
        for (const spec of statement.specifiers ?? []) if (spec.exported) ownExports.add(spec.exported.name);
      }
    }
  }
  return { names, partials, ownExports };
}

/** Components MDX content gets from the provider without an import (Docusaurus's `MDXComponents`). */
const PROVIDED = new Set(['Details', 'Head']);

export interface CompileOptions {
  /** The module compiled MDX takes its components from. */
  providerImportSource: string;
  /**
   * The site has its own `src/theme/MDXComponents`, whose names are known only once it runs: a
   * component neither imported nor the theme's is then reported when the page renders.
   */
  siteComponents?: boolean;
  frontMatter: Record<string, unknown>;
  /** Docusaurus's `metadata` export (content pages only). */
  metadata?: Record<string, unknown>;
  /** The remark and rehype plugins of the file's content instance. */
  plugins?: InstancePlugins;
}

/** What a file that does not compile becomes: a page with nothing on it (the build fails on its diagnostics). */
const EMPTY_MODULE = {
  code: 'export default function MDXContent() { return null; }\nexport const toc = [];\nexport const __docsgenHeadings = [];\n',
  headings: [],
  links: [],
  partials: [],
};

/** Compiles `text` (the MDX of `file`, frontmatter blanked out so positions match the file). */
export async function compileMdx(text: string, file: string, ctx: ParseContext, options: CompileOptions): Promise<CompiledMdx> {
  const { compile } = await import('@mdx-js/mdx');
  const { plugins } = options;
  const source = prepareMdx(text);
  const diagnostics: Diagnostic[] = [];
  let facts: { headings: HeadingInfo[]; links: LinkRef[]; h1?: string } = { headings: [], links: [] };
  const toc: TocPart[] = [];
  let declared: ReturnType<typeof declaredNames> = { names: new Set(), partials: new Map(), ownExports: new Set() };
  const usedPartials = new Map<string, string>();

  const docsgenPlugin = () => (tree: Root) => {
    declared = declaredNames(tree);
    // JSX <details> and <head> are Docusaurus's components; unknown components are reported here, with their position.
    const visit = (parent: { children: Nodes[] }): void => {
      parent.children = parent.children.filter((node) => {
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          const jsx = node;
          if (jsx.name === 'details') jsx.name = 'Details';
          else if (jsx.name === 'head') jsx.name = 'Head';
          const root = jsx.name?.split('.')[0];
          if (root && /^[A-Z]/.test(root) && !declared.names.has(root) && !PROVIDED.has(root) && !options.siteComponents) {
            diagnostics.push({
              severity: 'error',
              code: 'mdx/unknown-component',
              message: `<${jsx.name}> is not defined: import it at the top of the file (e.g. import ${root} from '@theme/${root}' or from your own component file), or write it as Markdown`,
              file,
              ...nodeStart(jsx),
            });
            return false;
          }
        }
        if ('children' in node) visit(node);
        return true;
      });
    };
    visit(tree);
    transformDirectives(tree, file, diagnostics);
    if (ctx.npm2yarn) npm2yarnTabs(tree, ctx.npm2yarn);
    facts = transformPageTree(tree, file, ctx, diagnostics);
    // transformPageTree met the headings in document order; the TOC walk meets them in the same order.
    let h = 0;
    const walk = (nodes: readonly Nodes[]): void => {
      for (const node of nodes) {
        if (node.type === 'heading') {
          const heading = facts.headings[h++]!;
          toc.push({
            heading,
            ...(heading.depth >= 2 && heading.text
              ? { entry: { value: tocValue(node.children), id: (ctx.headingId ?? prefixedHeadingId)(heading.id), level: heading.depth } }
              : {}),
          });
        } else if (node.type === 'mdxJsxFlowElement' && node.name && declared.partials.has(node.name)) {
          usedPartials.set(node.name, declared.partials.get(node.name)!);
          toc.push({ partial: node.name });
        }
        if ('children' in node) walk(node.children as Nodes[]);
      }
    };
    walk(tree.children);
  };

  let code: string;
  try {
    const compiled = await compile(
      { value: source, path: file },
      {
        outputFormat: 'program',
        format: 'mdx',
        // Every element then carries its place in the file, which a failed render reports (src/compat/jsx-dev-runtime.ts).
        development: true,
        jsxImportSource: 'docsgen-jsx',
        providerImportSource: options.providerImportSource,
        // Docusaurus's order: the site's "before default" plugins, the transforms every page gets, the site's others.
        remarkPlugins: [
          ...usablePlugins(plugins?.lists, 'beforeDefaultRemarkPlugins', plugins?.where ?? ''),
          remarkGfm,
          containerDirectives,
          docsgenPlugin,
          ...usablePlugins(plugins?.lists, 'remarkPlugins', plugins?.where ?? ''),
        ],
        rehypePlugins: [
          ...usablePlugins(plugins?.lists, 'beforeDefaultRehypePlugins', plugins?.where ?? ''),
          ...usablePlugins(plugins?.lists, 'rehypePlugins', plugins?.where ?? ''),
          lazyImages,
        ],
        remarkRehypeOptions: { handlers: { code: (_state: unknown, node: Code) => codeToHast(node, ctx.magicComments, ctx.mermaid) } },
      },
    );
    code = String(compiled.value);
  } catch (error) {
    if (error instanceof PluginError) {
      diagnostics.push(pluginDiagnostic(error, file));
      return { ...EMPTY_MODULE, diagnostics };
    }
    const e = error as { message: string; reason?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    // Some errors (an unclosed JSX tag at the end) carry their position only in the reason: `(5:1-5:6)`.
    const inReason = /\((\d+):(\d+)-\d+:\d+\)$/.exec(e.reason ?? '');
    const start =
      e.place && 'start' in e.place && e.place.start
        ? e.place.start
        : (e.place ?? (inReason ? { line: Number(inReason[1]), column: Number(inReason[2]) } : undefined));
    diagnostics.push({
      severity: 'error',
      code: 'mdx/syntax',
      message: `MDX does not compile: ${e.reason ?? e.message}. ${mdxSyntaxHint(e.reason ?? e.message, text, start?.line, start?.column)}`,
      file,
      ...(start?.line ? { line: start.line, ...(start.column ? { column: start.column } : {}) } : {}),
    });
    return { ...EMPTY_MODULE, diagnostics, syntaxError: e.reason ?? e.message };
  }

  // Docusaurus's exports, unless the file writes its own; the headings of partials join both lists where the partial is used.
  const lines: string[] = [];
  const names = new Map<string, number>();
  for (const [name, from] of usedPartials) {
    names.set(name, names.size);
    lines.push(`import { toc as __docsgenToc${names.get(name)}, __docsgenHeadings as __docsgenHeadings${names.get(name)} } from ${JSON.stringify(from)};`);
  }
  const list = (pick: (part: Extract<TocPart, { heading: HeadingInfo }>) => unknown, spread: string): string =>
    `[${toc
      .map((part) => ('partial' in part ? `...(${spread}${names.get(part.partial)} ?? [])` : pick(part) === undefined ? '' : JSON.stringify(pick(part))))
      .filter(Boolean)
      .join(', ')}]`;
  const own = declared.ownExports;
  if (!own.has('toc')) lines.push(`export const toc = ${list((p) => p.entry, '__docsgenToc')};`);
  lines.push(`export const __docsgenHeadings = ${list((p) => p.heading, '__docsgenHeadings')};`);
  if (!own.has('frontMatter')) lines.push(`export const frontMatter = ${JSON.stringify(options.frontMatter)};`);
  if (!own.has('contentTitle')) lines.push(`export const contentTitle = ${JSON.stringify(facts.h1)};`);
  if (options.metadata && !own.has('metadata')) lines.push(`export const metadata = ${JSON.stringify(options.metadata)};`);
  return { code: `${code}\n${lines.join('\n')}\n`, ...facts, partials: [...usedPartials.values()], diagnostics };
}
