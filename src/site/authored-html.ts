/**
 * HTML written in the config (the announcement bar's `content`, which is HTML in Docusaurus):
 * parsed and sanitised by the same rules as raw HTML in Markdown, then serialised again.
 */
import type { Root } from 'hast';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ReactNode } from 'react';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { Diagnostic } from '../diagnostics.js';
import { sanitizeRawHtml } from '../markdown/sanitize.js';

// unified's types of a processor with a React compiler are too deep for TypeScript to name.
const toReact = unified().use(rehypeReact, { Fragment: jsxRuntime.Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs }) as unknown as {
  stringify(tree: Root): ReactNode;
};

/**
 * `html` sanitised: scripts, event handlers, styles and frames go; links and formatting stay.
 * A `javascript:` (or similar) URL is reported in `diagnostics` against `file`, as in Markdown.
 */
export function sanitizeAuthoredHtml(html: string, file: string, diagnostics: Diagnostic[]): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  return renderToStaticMarkup(toReact.stringify(sanitizeRawHtml(tree, file, diagnostics)));
}
