/**
 * Code fences: build-time highlighting (highlight.js grammars through lowlight, so the browser
 * gets class names and no highlighter), `title="..."`, line highlighting `{1,3-4}`.
 */
import type { Element, ElementContent, Text } from 'hast';
import type { Code } from 'mdast';
import { createLowlight, common } from 'lowlight';
import http from 'highlight.js/lib/languages/http';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE_CLASS, type MagicComment } from './magic-comments.js';
import { mermaidToHast } from './mermaid.js';

const lowlight = createLowlight(common);
lowlight.register({ http });

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  yml: 'yaml',
  html: 'xml',
  text: 'plaintext',
  txt: 'plaintext',
  plain: 'plaintext',
};

/** What a fence's info string says besides the language. */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  /** Whether the info string gave lines to highlight (`{1,3-4}`): magic comments are then left as written. */
  ranges: boolean;
  showLineNumbers: boolean;
  /** The first line's number (`showLineNumbers=42`); 1 when not given. */
  firstLine: number;
}

/** Parses `title="x" {1,3-4} showLineNumbers` from a fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), ranges: false, showLineNumbers: false, firstLine: 1 };
  if (!meta) return out;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) out.title = title[1] ?? title[2] ?? title[3] ?? '';
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges) {
    out.ranges = true;
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      const end = b === undefined || Number.isNaN(b) ? a : Math.min(b, a + 10_000);
      for (let n = a; n <= end; n++) out.highlight.add(n);
    }
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(-?\d+))?(?=\s|$)/.exec(meta);
  out.showLineNumbers = numbers !== null;
  if (numbers?.[1] !== undefined) out.firstLine = Number(numbers[1]);
  return out;
}

/** Whether `node` is one piece of text on one line, alone in the spans around it (one child each). */
function isOneLinePiece(node: ElementContent): boolean {
  for (;;) {
    if (node.type === 'text') return node.value !== '' && !node.value.includes('\n');
    if (node.type !== 'element' || node.children.length !== 1) return false;
    node = node.children[0]!;
  }
}

/**
 * Splits highlighted nodes into lines, reopening spans that cross a line break: each piece of
 * text goes into its line inside its own copies of the spans around it (they are not merged).
 * A span that holds one piece of text on one line, the usual token, goes in as it is.
 */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  let line = lines[0]!;
  /** The spans around the nodes being walked, outermost first. */
  const around: Element[] = [];
  const add = (text: string): void => {
    let node: ElementContent = { type: 'text', value: text };
    for (let i = around.length - 1; i >= 0; i--) node = { ...around[i]!, children: [node] };
    line.push(node);
  };
  const walk = (list: ElementContent[]): void => {
    for (const node of list) {
      if (around.length === 0 && isOneLinePiece(node)) {
        line.push(node);
      } else if (node.type === 'text') {
        const value = node.value;
        let start = 0;
        for (let end = value.indexOf('\n'); end !== -1; end = value.indexOf('\n', start)) {
          if (end > start) add(value.slice(start, end));
          lines.push((line = []));
          start = end + 1;
        }
        if (start < value.length) add(start === 0 ? value : value.slice(start));
      } else if (node.type === 'element') {
        around.push(node);
        walk(node.children);
        around.pop();
      }
    }
  };
  walk(nodes);
  return lines;
}

/** The language name lowlight knows, or undefined for plain text. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  if (name === 'plaintext') return undefined;
  return lowlight.registered(name) ? name : undefined;
}

/**
 * Builds the custom element the theme renders as a code block. Magic comments apply to a block
 * with a language whose info string gives no line ranges, as on Docusaurus. With `diagrams`
 * (`markdown.mermaid`), a ```mermaid block is a diagram instead.
 */
export function codeToHast(node: Code, magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS, diagrams = false): Element {
  if (diagrams && node.lang === 'mermaid') return mermaidToHast(node.value);
  const meta = parseCodeMeta(node.meta);
  const language = resolveLanguage(node.lang);
  const marked = node.lang && !meta.ranges ? applyMagicComments(node.value, node.lang.toLowerCase(), magicComments) : undefined;
  // The code's lines, each ending with a line break, as CommonMark renders them: a block whose
  // value is empty has none, and a blank last line (`b\n\n` inside the fences) stays.
  const value = marked?.code ?? node.value;
  const highlighted: ElementContent[] = language
    ? (lowlight.highlight(language, value).children as ElementContent[])
    : [{ type: 'text', value } satisfies Text];
  const lines = (value === '' ? [] : splitLines(highlighted)).map((children, i): Element => {
    children.push({ type: 'text', value: '\n' });
    const className = ['line'];
    const add = (name: string): void => {
      const own = name === HIGHLIGHTED_LINE_CLASS ? 'line--hl' : name;
      if (!className.includes(own)) className.push(own);
    };
    // Lines given by `{1,3-4}` take the first magic comment's class, as on Docusaurus.
    if (meta.highlight.has(i + 1)) add(magicComments[0]?.className ?? HIGHLIGHTED_LINE_CLASS);
    for (const name of marked?.classes.get(i) ?? []) add(name);
    const properties: Element['properties'] = { className };
    // A numbering that starts elsewhere than 1 is written on each line (no inline style: the CSP forbids it).
    if (meta.showLineNumbers && meta.firstLine !== 1) properties.dataLine = String(meta.firstLine + i);
    return { type: 'element', tagName: 'span', properties, children };
  });
  return {
    type: 'element',
    tagName: 'docsgen-code',
    properties: {
      language: node.lang ?? 'text',
      ...(meta.title !== undefined ? { title: meta.title } : {}),
      ...(meta.showLineNumbers ? { numbered: 'true' } : {}),
    },
    children: lines,
  };
}
