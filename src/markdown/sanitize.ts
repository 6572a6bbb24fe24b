/**
 * Raw HTML policy: HTML written in Markdown is allowed but sanitised. Scripts, event handlers,
 * `style`, iframes and `javascript:` URLs are removed; ordinary structural HTML and inline SVG
 * (for diagrams) are kept. Only pages that contain raw HTML pay for the HTML parser.
 */
import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { sanitize, defaultSchema, type Schema } from 'hast-util-sanitize';

const SVG_TAGS = ['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'title', 'desc', 'defs', 'marker', 'use', 'symbol'];
const SVG_ATTRIBUTES = [
  'viewBox', 'xmlns', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points',
  'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'strokeDasharray', 'transform', 'textAnchor',
  'dominantBaseline', 'fontSize', 'fontWeight', 'markerEnd', 'markerStart', 'markerWidth', 'markerHeight', 'refX', 'refY',
  'orient', 'preserveAspectRatio', 'role', 'ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden', 'focusable', 'href', 'id',
];

const CUSTOM: Record<string, string[]> = {
  'docsgen-admonition': ['type', 'title'],
  'docsgen-tabs': ['group'],
  'docsgen-tab': ['label', 'value'],
  'docsgen-code': ['language', 'title', 'numbered'],
};

const schema: Schema = {
  ...defaultSchema,
  // Keep ids as written: headings and anchors link to them.
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), ...SVG_TAGS, ...Object.keys(CUSTOM), 'figure', 'figcaption', 'mark', 'abbr', 'small'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'title', 'lang', 'dir', 'role', 'ariaLabel', 'ariaHidden'],
    ...Object.fromEntries(SVG_TAGS.map((t) => [t, SVG_ATTRIBUTES])),
    ...CUSTOM,
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

/** Parses raw HTML nodes into the tree and sanitises the result. */
export function sanitizeRawHtml(tree: Root): Root {
  return sanitize(raw(tree), schema) as Root;
}

/** Whether `tree` holds raw HTML that needs parsing. */
export function hasRaw(tree: Root): boolean {
  const stack: Array<{ type: string; children?: unknown[] }> = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'raw') return true;
    if (node.children) stack.push(...(node.children as typeof stack));
  }
  return false;
}
