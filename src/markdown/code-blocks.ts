/**
 * Code fences: build-time highlighting (highlight.js grammars through lowlight, so the browser
 * gets class names and no highlighter), `title="..."`, line highlighting `{1,3-4}`.
 */
import type { Element, ElementContent, Text } from 'hast';
import type { Code } from 'mdast';
import { createLowlight, common } from 'lowlight';
import http from 'highlight.js/lib/languages/http';

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
  showLineNumbers: boolean;
}

/** Parses `title="x" {1,3-4} showLineNumbers` from a fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), showLineNumbers: false };
  if (!meta) return out;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) out.title = title[1] ?? title[2] ?? title[3] ?? '';
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      const end = b === undefined || Number.isNaN(b) ? a : Math.min(b, a + 10_000);
      for (let n = a; n <= end; n++) out.highlight.add(n);
    }
  }
  out.showLineNumbers = /\bshowLineNumbers\b/.test(meta);
  return out;
}

/**
 * Splits highlighted nodes into lines, reopening spans that cross a line break: each piece of
 * text goes into its line inside its own copies of the spans around it (they are not merged).
 */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (list: ElementContent[], wrap: (c: ElementContent[]) => ElementContent[]): void => {
    for (const node of list) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        parts.forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (part) lines[lines.length - 1]!.push(...wrap([{ type: 'text', value: part }]));
        });
      } else if (node.type === 'element') {
        const shell = node;
        walk(shell.children, (c) => wrap([{ ...shell, children: c }]));
      }
    }
  };
  walk(nodes, (c) => c);
  return lines;
}

/** The language name lowlight knows, or undefined for plain text. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  if (name === 'plaintext') return undefined;
  return lowlight.registered(name) ? name : undefined;
}

/** Builds the custom element the theme renders as a code block. */
export function codeToHast(node: Code): Element {
  const meta = parseCodeMeta(node.meta);
  const language = resolveLanguage(node.lang);
  // The code's lines, each ending with a line break, as CommonMark renders them: a block whose
  // value is empty has none, and a blank last line (`b\n\n` inside the fences) stays.
  const value = node.value;
  const highlighted: ElementContent[] = language
    ? (lowlight.highlight(language, value).children as ElementContent[])
    : [{ type: 'text', value } satisfies Text];
  const lines = (value === '' ? [] : splitLines(highlighted)).map((children, i): Element => {
    const classes = ['line'];
    if (meta.highlight.has(i + 1)) classes.push('line--hl');
    return { type: 'element', tagName: 'span', properties: { className: classes }, children: [...children, { type: 'text', value: '\n' }] };
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
