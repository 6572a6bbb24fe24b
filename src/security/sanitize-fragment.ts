/**
 * HTML written in the config (navbar and footer `html` items, the footer's copyright, the
 * announcement bar, sidebar `html` items): sanitised by the same policy as HTML in Markdown,
 * and returned as HTML for the theme to place. Its classes and ids are the site owner's and
 * stay as written (a footer may use the theme's classes on purpose).
 */
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Diagnostic } from '../diagnostics.js';
import { sanitizeRawHtml } from '../markdown/sanitize.js';

/** `html`, sanitised; a script URL in it is an error against `file`. */
export function sanitizeFragment(html: string, file: string | undefined, diagnostics: Diagnostic[]): string {
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  return toHtml(sanitizeRawHtml(tree, file, diagnostics, false), { characterReferences: { useNamedReferences: true } });
}
