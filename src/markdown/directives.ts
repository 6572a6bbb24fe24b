/**
 * Container directives: admonitions (`:::note`, Docusaurus syntax) and tabs (`::::tabs` with
 * `:::tab[Label]`). Unknown text and leaf directives go back to the text they were written as,
 * because `a:b` in prose (`md5(ID:KEY)`) parses as a text directive.
 */
import type { Root, Parent, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { nodeStart, type Diagnostic } from '../diagnostics.js';
import { fenceTracker } from './fences.js';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important', 'success', 'secondary']);

const TITLE_AFTER_NAME = /^(\s*:{3,}\s*)([a-z]+)[ \t]+([^\s[{].*?)\s*$/;

/**
 * Docusaurus allows `:::warning Perhatian` (title after a space), which is not directive syntax:
 * rewrite it to `:::warning[Perhatian]` on the same line, outside code fences.
 */
export function normaliseAdmonitionTitles(body: string): string {
  if (!body.includes(':::')) return body;
  const lines = body.split('\n');
  forEachLineOutsideFences(lines, (line, i) => {
    const m = TITLE_AFTER_NAME.exec(line);
    if (m && ADMONITION_TYPES.has(m[2]!)) lines[i] = `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
  });
  return lines.join('\n');
}

/** Calls `visit` with each line that is not inside (or opening or closing) a fenced code block. */
export function forEachLineOutsideFences(lines: readonly string[], visit: (text: string, index: number) => void): void {
  const inFence = fenceTracker();
  for (let i = 0; i < lines.length; i++) if (!inFence(lines[i]!)) visit(lines[i]!, i);
}

function labelOf(node: ContainerDirective): { label?: string; children: RootContent[] } {
  const first = node.children[0];
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { label: toString(first), children: node.children.slice(1) };
  }
  return { children: node.children };
}

/** Slug of a tab label: `Node.js` → `nodejs`, `cURL` → `curl`. */
export function tabValue(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The text a text or leaf directive was written as, in its place. */
function asWritten(d: TextDirective | LeafDirective, source: string): RootContent {
  const start = d.position?.start.offset;
  const end = d.position?.end.offset;
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${d.name}`;
  return d.type === 'textDirective' ? { type: 'text', value: text } : { type: 'paragraph', children: [{ type: 'text', value: text }] };
}

/**
 * Turns directives into custom elements for the theme, in place. A plain loop over the tree:
 * most pages have few directives, and `unist-util-visit` costs a closure and an array per node.
 */
export function transformDirectives(tree: Root, source: string, file: string, diagnostics: Diagnostic[]): void {
  const walk = (parent: Parent): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        children[i] = asWritten(node, source);
        continue;
      }
      if (node.type === 'containerDirective') container(node, parent);
      // After the directive is handled: its children may have changed.
      if ('children' in node) walk(node);
    }
  };
  const container = (d: ContainerDirective, parent: Parent): void => {
    const where = { file, ...nodeStart(d) };
    if (ADMONITION_TYPES.has(d.name)) {
      const { label, children } = labelOf(d);
      d.children = children as ContainerDirective['children'];
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
    diagnostics.push({
      severity: 'error',
      code: 'markdown/unknown-directive',
      message: `unknown block ":::${d.name}"; use one of ${[...ADMONITION_TYPES].slice(0, 6).join(', ')} or tabs`,
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
