/**
 * Container directives: admonitions (`:::note`, Docusaurus syntax) and tabs (`::::tabs` with
 * `:::tab[Label]`). docsgen has no text or leaf directives, so the parser does not look for
 * them: `key:value[**required**]` and `::x` lines in prose are the Markdown they look like.
 */
import type { Root, Parent, PhrasingContent, RootContent, Paragraph, Nodes } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Extension } from 'micromark-util-types';
import { directive } from 'micromark-extension-directive';
import { toString } from 'mdast-util-to-string';
import { closest, nodeStart, type Diagnostic } from '../diagnostics.js';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important', 'success', 'secondary']);

/** The syntax of container directives alone (`:::name[label]{attributes}` … `:::`). */
export const containerDirectiveSyntax: Extension = ((): Extension => {
  const flow = directive().flow?.[58];
  // The container construct is the only concrete one (its content is not lazy).
  const container = Array.isArray(flow) ? flow.find((construct) => construct.concrete) : undefined;
  if (!container) throw new Error('micromark-extension-directive changed: no concrete flow construct for ":"');
  return { flow: { 58: [container] } };
})();

/** Directive blocks nest this deep at most. */
export const MAX_DIRECTIVE_DEPTH = 16;

/** A paragraph line that Docusaurus reads as an admonition with a title: `:::warning Perhatian`. */
const TITLE_AFTER_NAME = /^(:{3,})([a-z]+)[ \t]+([^\s[{][^\r\n]*?)[ \t]*\r?$/;
/** Whether a text could hold such a line at all, to skip the search on most pages. */
const MAY_HAVE_TITLE = /:{3}[a-z]+[ \t]+[^\s[{]/;

/** Where lines of the form `:::name Title` start a paragraph of the tree. */
function titledOpenings(tree: Root, lines: readonly string[]): Array<{ line: number; column: number }> {
  const found: Array<{ line: number; column: number }> = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'paragraph') {
      const start = node.position?.start;
      if (!start || (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return;
      const m = TITLE_AFTER_NAME.exec((lines[start.line - 1] ?? '').slice(start.column - 1));
      if (m && ADMONITION_TYPES.has(m[2]!)) found.push({ line: start.line, column: start.column - 1 });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

/**
 * Parses `body` with `parse`, reading Docusaurus's `:::warning Perhatian` (a title after a
 * space, which is not directive syntax) as `:::warning[Perhatian]`. The parser says where such
 * lines are: the first line of a paragraph that reads `:::name Title`, never code, HTML, or a
 * line inside a paragraph. Those lines are rewritten in the source, which is parsed again; an
 * admonition inside a titled one starts a paragraph in the next round. Returns the source the
 * tree was parsed from (line numbers are those of `body`).
 */
export function parseWithAdmonitionTitles(body: string, parse: (source: string) => Root): { source: string; tree: Root } {
  let source = body;
  let tree = parse(source);
  if (!MAY_HAVE_TITLE.test(body)) return { source, tree };
  for (let round = 0; round <= MAX_DIRECTIVE_DEPTH; round++) {
    const lines = source.split('\n');
    const openings = titledOpenings(tree, lines);
    if (openings.length === 0) break;
    for (const { line, column } of openings) {
      const text = lines[line - 1]!;
      const m = TITLE_AFTER_NAME.exec(text.slice(column))!;
      const cr = text.endsWith('\r') ? '\r' : '';
      lines[line - 1] = `${text.slice(0, column)}${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]${cr}`;
    }
    source = lines.join('\n');
    tree = parse(source);
  }
  return { source, tree };
}

/** Lines that may open a directive block, after any container prefixes (an over-count). */
const MAY_OPEN = /^[ \t>*+\-0-9.)]*:{3,}[a-zA-Z]/gm;

/**
 * The line at which `:::` blocks would nest deeper than {@link MAX_DIRECTIVE_DEPTH}, found
 * before they are parsed: a directive block re-reads its content, so parse time grows with
 * depth times size, and a page of hundreds of unclosed `:::note` lines would take seconds.
 * Pages with few `:::x` lines cannot nest that deep. Otherwise the page is parsed without
 * directives, where `:::` lines are paragraph text (never code, HTML or indented code), and
 * those lines are followed: `:::x` opens, a `:::` line with at least as many colons as the
 * innermost open block closes it.
 */
export function tooDeepDirectiveLine(body: string, parsePlain: (source: string) => Root): number | undefined {
  if ((body.match(MAY_OPEN)?.length ?? 0) <= MAX_DIRECTIVE_DEPTH) return undefined;
  const lines = body.split('\n');
  const open: number[] = [];
  let found: number | undefined;
  const paragraph = (p: Paragraph): void => {
    const start = p.position?.start;
    const end = p.position?.end;
    if (!start || !end) return;
    for (let line = start.line; line <= end.line && found === undefined; line++) {
      const raw = lines[line - 1] ?? '';
      const text = raw.slice(line === start.line ? start.column - 1 : /^[ \t>]*/.exec(raw)![0].length);
      const opening = /^(:{3,})[a-zA-Z]/.exec(text);
      const closing = /^(:{3,})[ \t]*\r?$/.exec(text);
      if (opening) {
        open.push(opening[1]!.length);
        if (open.length > MAX_DIRECTIVE_DEPTH) found = line;
      } else if (closing) {
        // Only the innermost block can close; a shorter fence is its content.
        if (open.length && open.at(-1)! <= closing[1]!.length) open.pop();
      }
    }
  };
  const visit = (node: Nodes): void => {
    if (found !== undefined) return;
    if (node.type === 'paragraph') paragraph(node);
    else if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parsePlain(body));
  return found;
}

/** The first directive block nested deeper than {@link MAX_DIRECTIVE_DEPTH}, if any. */
export function directiveNesting(tree: Root): ContainerDirective | undefined {
  const visit = (node: Nodes, depth: number): ContainerDirective | undefined => {
    const inner = node.type === 'containerDirective' ? depth + 1 : depth;
    if (inner > MAX_DIRECTIVE_DEPTH) return node as ContainerDirective;
    if ('children' in node) {
      for (const child of node.children) {
        const found = visit(child, inner);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(tree, 0);
}

/** A directive's `[label]`: its text, and the label itself when it holds more than text (a link, emphasis). */
function labelOf(node: ContainerDirective): { label?: string; rich?: Paragraph; children: RootContent[] } {
  const first = node.children[0];
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    const rich = first.children.some((c) => c.type !== 'text');
    return { label: toString(first), ...(rich ? { rich: first } : {}), children: node.children.slice(1) };
  }
  return { children: node.children };
}

/** Slug of a tab label: `Node.js` → `nodejs`, `cURL` → `curl`. */
export function tabValue(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * Turns directives into custom elements for the theme, in place. A plain loop over the tree:
 * most pages have few directives, and `unist-util-visit` costs a closure and an array per node.
 */
export function transformDirectives(tree: Root, file: string, diagnostics: Diagnostic[]): void {
  const walk = (parent: Parent): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'containerDirective') container(node, parent);
      // After the directive is handled: its children may have changed.
      if ('children' in node) walk(node);
    }
  };
  const container = (d: ContainerDirective, parent: Parent): void => {
    const where = { file, ...nodeStart(d) };
    if (ADMONITION_TYPES.has(d.name)) {
      const { label, rich, children } = labelOf(d);
      // A title with Markdown in it (`:::tip[Since [v2](/v2) use **this**]`) goes first, as an element the theme shows as the title.
      if (rich) rich.data = { ...rich.data, hName: 'docsgen-admonition-title' };
      d.children = (rich ? [rich, ...children] : children) as ContainerDirective['children'];
      d.data = { hName: 'docsgen-admonition', hProperties: { type: d.name, ...(label ? { title: label } : {}) } };
      return;
    }
    if (d.name === 'tab' && parent?.type === 'containerDirective' && (parent as ContainerDirective).name === 'tabs') return;
    if (d.name === 'tabs') {
      const group = d.attributes?.group ?? d.attributes?.groupId ?? '';
      const tabs = d.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
      if (tabs.length !== d.children.length || tabs.length === 0) {
        diagnostics.push({
          severity: 'error',
          code: 'markdown/tabs',
          message: 'a ::::tabs block may only contain :::tab[Label] blocks (use four colons for ::::tabs and three for each :::tab)',
          ...where,
        });
      }
      const seen = new Set<string>();
      for (const tab of tabs) {
        const { label, children } = labelOf(tab);
        if (!label) {
          diagnostics.push({ severity: 'error', code: 'markdown/tabs', message: 'a :::tab needs a label, e.g. :::tab[cURL]', file, ...nodeStart(tab) });
        }
        const value = tab.attributes?.value ?? tabValue(label ?? '');
        if (seen.has(value)) {
          diagnostics.push({
            severity: 'error',
            code: 'markdown/tabs',
            message: `two tabs in one block share the value "${value}"; give them distinct labels`,
            ...where,
          });
        }
        seen.add(value);
        tab.children = children as ContainerDirective['children'];
        tab.data = { hName: 'docsgen-tab', hProperties: { label: label ?? value, value } };
      }
      d.data = { hName: 'docsgen-tabs', hProperties: { group } };
      return;
    }
    // Docusaurus warns of a directive nothing uses and shows its content in a plain block.
    const hint = closest(d.name, [...ADMONITION_TYPES, 'tabs']);
    diagnostics.push({
      severity: 'warning',
      code: 'markdown/unknown-directive',
      message: `unknown block ":::${d.name}", shown as its content alone in a plain block; ${hint ? `did you mean ":::${hint}"?` : `use one of ${[...ADMONITION_TYPES].slice(0, 6).join(', ')} or tabs`}`,
      ...where,
    });
    d.data = { hName: 'div' };
  };
  walk(tree);
}

/** Plain text of phrasing content, for titles. */
export function phrasingText(nodes: PhrasingContent[]): string {
  return nodes.map((n) => toString(n)).join('');
}
