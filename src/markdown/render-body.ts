/**
 * hast → the body HTML of a page, through React with the theme's components for Markdown
 * elements (`h2`, `docsgen-code`…). The one place a page's Markdown becomes HTML, on any thread.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import type { Root as HastRoot } from 'hast';
import type { ContentComponents } from '../theme-api.js';

/** Returns a function that renders a page's hast to HTML with `components`. */
export function createBodyRenderer(components: ContentComponents): (hast: HastRoot) => string {
  const toReact = createHastToReact(components);
  return (hast) => renderToStaticMarkup(toReact(hast));
}

/** Returns a function that turns hast into React elements with `components` (MDX pages embed Markdown partials and code blocks). */
export function createHastToReact(components: ContentComponents): (hast: HastRoot) => ReactNode {
  // unified's types of a processor with a React compiler are too deep for TypeScript to name.
  const toReact = unified().use(rehypeReact, {
    Fragment: jsxRuntime.Fragment,
    jsx: jsxRuntime.jsx,
    jsxs: jsxRuntime.jsxs,
    components: components as never,
    // Table cells keep `align`: a `style` attribute would be refused by the pages' CSP
    // (`style-src 'self'`), and the cells would lose their alignment.
    tableCellAlignToStyle: false,
  }) as unknown as {
    stringify(tree: HastRoot): ReactNode;
  };
  return (hast) => toReact.stringify(hast);
}
