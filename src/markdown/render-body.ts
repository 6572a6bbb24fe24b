/**
 * hast → the body HTML of a page, through React with the theme's components for Markdown
 * elements (`h2`, `docsgen-code`…). The one place a page's Markdown becomes HTML, on any thread.
 *
 * Most of a page is prose no component touches: paragraphs, lists, links, emphasis. Such a part
 * is written here as HTML directly, byte for byte as React writes it, and handed to React as
 * the inner HTML of its element, so React makes and walks one element instead of one per node
 * (see {@link prepareForReact}). A component's element, and everything inside it, still goes
 * through React as hast: components receive their children as React elements, which they may
 * look into (a heading reads its text). Elements, attributes and values this module does not
 * know how React writes are left to React as well.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { ContentComponents } from '../theme-api.js';

/** Returns a function that renders a page's hast to HTML with `components`. */
export function createBodyRenderer(components: ContentComponents): (hast: HastRoot) => string {
  const toReact = createHastToReact(components);
  return (hast) => {
    const prepared = prepareForReact(hast, components);
    return typeof prepared === 'string' ? prepared : renderToStaticMarkup(toReact(prepared));
  };
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

/**
 * HTML elements written here when nothing in them needs React. React writes each of them with
 * its attributes in order and its children after, with nothing of its own: no leading line
 * break (as for `pre`), no value handling (forms), no preload (images that load lazily only).
 */
const PLAIN_TAGS = new Set(
  'a abbr b blockquote br cite code dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p q s samp section small span strong sub sup u ul var'.split(
    ' ',
  ),
);
/** Plain elements without content, which React closes with `/>`. */
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/**
 * Elements React gives `dangerouslySetInnerHTML` as it is: the plain ones with content, and
 * table cells. Not the other table elements, whose blank text React leaves out.
 */
const INNER_HTML_TAGS = new Set([...[...PLAIN_TAGS].filter((tag) => !VOID_TAGS.has(tag)), 'td', 'th', 'details', 'summary']);
/** Elements whose content is not HTML (SVG, MathML) or not shown: never looked into. */
const OPAQUE_TAGS = new Set(['svg', 'math', 'template', 'noscript']);

/** hast property → the attribute React writes for it, for the properties written here. */
const ATTRIBUTES: Record<string, string> = {
  className: 'class',
  id: 'id',
  title: 'title',
  href: 'href',
  src: 'src',
  alt: 'alt',
  lang: 'lang',
  dir: 'dir',
  role: 'role',
  loading: 'loading',
  width: 'width',
  height: 'height',
  start: 'start',
  ariaLabel: 'aria-label',
  ariaHidden: 'aria-hidden',
  ariaDescribedBy: 'aria-describedby',
  ariaLabelledBy: 'aria-labelledby',
};
/** Properties whose list values are written separated by spaces. */
const SPACE_SEPARATED = new Set(['className', 'ariaDescribedBy', 'ariaLabelledBy']);
/** `dataFootnoteRef` and the like: `data-footnote-ref`. */
const DATA_PROPERTY = /^data[A-Z][A-Za-z0-9]*$/;
/** A URL React would replace (`javascript:`, however spelled): left to React. */
const SCRIPT_URL = /script/i;

const ESCAPED = /["&'<>]/;
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value, escaped as React escapes both. */
function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPES[c]!) : text;
}

/** The attributes of `el` as React writes them (` class="x" href="y"`), or undefined when React should write them. */
function attributesOf(el: Element): string | undefined {
  let out = '';
  const props = el.properties;
  for (const key in props) {
    const value = props[key];
    if (value === null || value === undefined) continue;
    const name = ATTRIBUTES[key] ?? (DATA_PROPERTY.test(key) ? `data${key.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : undefined);
    if (name === undefined) return undefined;
    let text: string;
    if (typeof value === 'string') {
      // React writes `start` only when it is a number.
      if (key === 'start') return undefined;
      text = value;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      text = String(value);
    } else if (Array.isArray(value) && SPACE_SEPARATED.has(key) && value.every((v) => typeof v === 'string')) {
      text = value.join(' ').trim();
    } else {
      return undefined;
    }
    if (key === 'href' || key === 'src') {
      // React leaves out an empty `src` (an empty `href` only outside links), and replaces script URLs.
      if ((text === '' && !(key === 'href' && el.tagName === 'a')) || SCRIPT_URL.test(text)) return undefined;
    }
    out += ` ${name}="${escapeHtml(text)}"`;
  }
  return out;
}

/**
 * What to hand React for a page's hast: the same tree, except that each element no component
 * renders and holding only plain content (text and {@link PLAIN_TAGS} elements whose
 * attributes are written here) carries that content as `dangerouslySetInnerHTML`, already
 * written. Elements with a component are not looked into. The tree given is not changed (the
 * search index reads it too); elements on the way to the ones changed are copied. A tree that
 * is plain throughout comes back as its HTML.
 *
 * React sees the same elements at the same places on the way to every component, so what a
 * component renders, `useId` included, does not change.
 */
export function prepareForReact(tree: HastRoot, components: ContentComponents): HastRoot | string {
  /** The HTML of the children of elements whose children are plain throughout. */
  const innerOf = new Map<Element, string>();
  /** Copies of elements on the way to the ones changed. */
  const copies = new Map<Element, Element>();

  /** The outer HTML of each child, or undefined for a child that is not plain throughout. */
  const childrenHtml = (children: readonly RootContent[]): Array<string | undefined> => children.map(outerHtml);
  /** The node's HTML when it is plain throughout; otherwise undefined, after what is inside it was prepared. */
  const outerHtml = (node: RootContent): string | undefined => {
    if (node.type === 'text') return escapeHtml(node.value);
    if (node.type !== 'element') return undefined;
    const tag = node.tagName;
    if (Object.hasOwn(components, tag) || OPAQUE_TAGS.has(tag)) return undefined;
    const inner = innerHtml(node);
    if (inner === undefined || !PLAIN_TAGS.has(tag)) return undefined;
    // React preloads an image that does not load lazily, with a tag at the start of the page.
    if (tag === 'img' && node.properties.loading !== 'lazy') return undefined;
    const attributes = attributesOf(node);
    if (attributes === undefined) return undefined;
    if (VOID_TAGS.has(tag)) return node.children.length === 0 ? `<${tag}${attributes}/>` : undefined;
    return `<${tag}${attributes}>${inner}</${tag}>`;
  };
  /** The HTML of the element's children when they are all plain; otherwise undefined. */
  const innerHtml = (el: Element): string | undefined => {
    const html = childrenHtml(el.children);
    if (!html.includes(undefined)) {
      const inner = html.join('');
      innerOf.set(el, inner);
      return inner;
    }
    const children = el.children.map(prepared);
    if (children.some((c, i) => c !== el.children[i])) copies.set(el, { ...el, children: children as ElementContent[] });
    return undefined;
  };
  /** `child` as React gets it. */
  const prepared = (child: RootContent): RootContent => {
    if (child.type !== 'element') return child;
    const copy = copies.get(child);
    if (copy) return copy;
    const inner = innerOf.get(child);
    if (inner === undefined || inner === '' || !INNER_HTML_TAGS.has(child.tagName)) return child;
    // React writes the element's own tag and attributes; its content is the HTML written here.
    return {
      type: 'element',
      tagName: child.tagName,
      properties: { ...child.properties, dangerouslySetInnerHTML: { __html: inner } } as unknown as Element['properties'],
      children: [],
    };
  };

  const html = childrenHtml(tree.children);
  if (!html.includes(undefined)) return html.join('');
  return { ...tree, children: tree.children.map(prepared) };
}
