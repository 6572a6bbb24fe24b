/**
 * Raw HTML policy: HTML written in Markdown is allowed but sanitised. Scripts, event handlers,
 * `style`, iframes and `javascript:` URLs are removed; ordinary structural HTML and inline SVG
 * (for diagrams) are kept. Only pages that contain raw HTML pay for the HTML parser.
 * A `javascript:`, `vbscript:` or (outside images) `data:` URL is also a build error, as it is
 * in a Markdown link, so it does not silently vanish.
 */
import type { Root, Element } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { appendAll, nodeStart, type Diagnostic } from '../diagnostics.js';
import { lowerCaseScheme, unsafeUrlScheme } from '../security/urls.js';
import { raw } from 'hast-util-raw';
import { sanitize, defaultSchema, type Schema } from 'hast-util-sanitize';

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'marker',
  'use',
  'symbol',
];
const SVG_ATTRIBUTES = [
  'viewBox',
  'xmlns',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeDasharray',
  'transform',
  'textAnchor',
  'dominantBaseline',
  'fontSize',
  'fontWeight',
  'markerEnd',
  'markerStart',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'preserveAspectRatio',
  'role',
  'ariaLabel',
  'ariaLabelledBy',
  'ariaDescribedBy',
  'ariaHidden',
  'focusable',
  'href',
  'id',
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
    // An author's `loading="eager"` stays; other images load lazily (finish-hast.ts).
    img: [...(defaultSchema.attributes?.img ?? []), ['loading', 'lazy', 'eager']],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

const URL_PROPERTIES = ['href', 'src', 'xLinkHref', 'action', 'formAction', 'poster', 'cite', 'data', 'background'];
const IMAGE_TAGS = new Set(['img', 'image', 'source', 'picture']);

/** Calls `fn` with every element of `tree` and each of its URL attributes that is set. */
function forEachUrl(tree: Root, fn: (el: Element, prop: string, value: string) => void): void {
  visit(tree, 'element', (el: Element) => {
    for (const prop of URL_PROPERTIES) {
      const value = el.properties[prop];
      if (typeof value === 'string') fn(el, prop, value);
    }
  });
}

/** Unsafe URLs in the elements of `tree`, with the element's name. */
function unsafeUrls(tree: Root): Array<{ tag: string; scheme: string }> {
  const found: Array<{ tag: string; scheme: string }> = [];
  forEachUrl(tree, (el, prop, value) => {
    const scheme = unsafeUrlScheme(value, IMAGE_TAGS.has(el.tagName) && prop === 'src');
    if (scheme) found.push({ tag: el.tagName, scheme });
  });
  return found;
}

/**
 * Parses raw HTML nodes into the tree and sanitises the result. Unsafe URLs in the HTML are
 * reported in `diagnostics` (against `file`).
 */
export function sanitizeRawHtml(tree: Root, file?: string, diagnostics?: Diagnostic[]): Root {
  // Elements made from raw HTML have no positions: when something is wrong (rare), each raw
  // node is parsed on its own to say where.
  const rawNodes: Raw[] = [];
  if (diagnostics) visit(tree, 'raw', (node: Raw) => void rawNodes.push(node));
  const parsed = raw(tree) as Root;
  if (file !== undefined && diagnostics && unsafeUrls(parsed).length) {
    for (const node of rawNodes) {
      for (const { tag, scheme } of unsafeUrls(raw({ type: 'root', children: [{ ...node }] }) as Root)) {
        diagnostics.push({
          severity: 'error',
          code: 'link/unsafe-url',
          message: `unsafe ${scheme}: URL in an HTML <${tag}> element; links may only use http, https, mailto or site paths`,
          file,
          ...nodeStart(node),
        });
      }
    }
  }
  forEachUrl(parsed, (el, prop, value) => {
    el.properties[prop] = lowerCaseScheme(value);
  });
  const clean = sanitize(parsed, schema) as Root;
  dropDocumentTitles(clean, false);
  return clean;
}

/**
 * Removes `<title>` elements outside SVG (where `title` names a shape): in a page's body, a
 * browser shows nothing of one, but React moves it to the top of the rendered HTML.
 */
function dropDocumentTitles(parent: Root | Element, inSvg: boolean): void {
  parent.children = parent.children.filter((child) => !(child.type === 'element' && child.tagName === 'title' && !inSvg));
  for (const child of parent.children) if (child.type === 'element') dropDocumentTitles(child, inSvg || child.tagName === 'svg');
}

/** Whether `tree` holds raw HTML that needs parsing. */
export function hasRaw(tree: Root): boolean {
  const stack: Array<{ type: string; children?: unknown[] }> = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'raw') return true;
    if (node.children) appendAll(stack, node.children as typeof stack);
  }
  return false;
}
