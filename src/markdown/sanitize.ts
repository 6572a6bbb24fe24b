/**
 * Raw HTML policy: HTML written in Markdown is allowed but sanitised. Scripts, event handlers,
 * `style`, iframes and `javascript:` URLs are removed; ordinary structural HTML and inline SVG
 * (for diagrams) are kept. Only pages that contain raw HTML pay for the HTML parser.
 * A `javascript:`, `vbscript:` or (outside images) `data:` URL is also a build error, as it is
 * in a Markdown link, so it does not silently vanish.
 *
 * Names written in raw HTML are scoped to the content, so that content can never take an id of
 * the page (`main`) or of `document` (`querySelector`), nor a class of the theme
 * (`sidebar-backdrop`, drawn over the whole screen; `tabs`, which the runtime drives):
 * - every `id` and `name` gets the `user-content-` prefix, and so do the `#id` references
 *   between them (`href="#x"`, `usemap`, `url(#x)` in SVG, ARIA id lists), and a Markdown
 *   link to `#x` on the page when only raw HTML gives `x`. Heading ids made
 *   from Markdown are not these: they are plain, as Docusaurus writes them, unless the theme
 *   reserves them (`headingElementIds` in headings.ts);
 * - a class the theme's stylesheet uses gets the prefix too, unless it is one of the classes
 *   meant for content (CONTENT_CLASS: `button button--primary`, `badge`, `card`, `text--center`,
 *   `margin-right--md`…, as Docusaurus sites write them); every other class (the site's own,
 *   styled by its custom CSS) stays as written.
 * Elements the Markdown made are not touched: they are marked before the HTML is parsed with a
 * value only this process knows. HTML written in the config is the site owner's and keeps its
 * names (NameScope `false`).
 *
 * One file on purpose: the allow-lists and the passes that apply them are reviewed together.
 */
import type { Root, Element } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { appendAll, nodeStart, type Diagnostic } from '../diagnostics.js';
import { lowerCaseScheme, unsafeUrlScheme, urlScheme } from '../security/urls.js';
import { raw } from 'hast-util-raw';
import { randomUUID } from 'node:crypto';
import { CONTENT_PREFIX } from '../chunk-format.js';
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
  'docsgen-admonition-title': [],
  'docsgen-tabs': ['group'],
  'docsgen-tab': ['label', 'value'],
  'docsgen-code': ['language', 'title', 'numbered'],
};

/**
 * The default schema's attributes without its class rules for single elements (`<a>` may only
 * have `data-footnote-backref`, `<ul>` only `contains-task-list`…), which would strip the
 * classes authors write (`<a class="button button--primary">`): classes are scoped instead.
 */
const defaultAttributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [tag, list.filter((a) => !(Array.isArray(a) && a[0] === 'className'))]),
);

const schema: Schema = {
  ...defaultSchema,
  // Ids and names get their prefix in scopeAuthoredNames, which knows which elements the
  // Markdown made (their ids are prefixed already).
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), ...SVG_TAGS, ...Object.keys(CUSTOM), 'figure', 'figcaption', 'mark', 'abbr', 'small'],
  attributes: {
    ...defaultAttributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'title', 'lang', 'dir', 'role', 'ariaLabel', 'ariaHidden'],
    ...Object.fromEntries(SVG_TAGS.map((t) => [t, SVG_ATTRIBUTES])),
    ...CUSTOM,
    // An author's `loading="eager"` stays; other images load lazily (finish-hast.ts).
    img: [...(defaultSchema.attributes?.img ?? []), ['loading', 'lazy', 'eager']],
    // A link may open in a new tab (Markdown links to other sites do, parse-markdown.ts), and
    // say how search engines should take it (`nofollow`, `ugc`, `sponsored`).
    a: [...(defaultAttributes.a ?? []), ['target', '_blank'], ['rel', 'noopener', 'noreferrer', 'nofollow', 'ugc', 'sponsored']],
  },
  // `data:` in `src` is kept for images (the only element allowed a `src`), as the README says;
  // anywhere else it is a build error before this runs.
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https', 'data'] },
};

const URL_PROPERTIES = ['href', 'src', 'xLinkHref', 'action', 'formAction', 'poster', 'cite', 'data', 'background', 'longDesc', 'ping', 'itemType'];
/** Attributes holding a list of image candidates: `url 2x, url 640w`. */
const SRCSET_PROPERTIES = ['srcSet', 'imageSrcSet'];
const IMAGE_TAGS = new Set(['img', 'image', 'source', 'picture']);

/**
 * The URLs of a `srcset` value, split the way browsers split it: a URL runs to the next space
 * (so `data:` URLs keep their commas), and a comma outside parentheses ends a candidate.
 */
function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    const start = i;
    while (i < value.length && !/\s/.test(value[i]!)) i++;
    let url = value.slice(start, i);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      for (let depth = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
      }
    }
    if (url !== '') urls.push(url);
  }
  return urls;
}

/** Calls `fn` with every element of `tree` and each of its URL attributes that is set (each URL of a `srcset`). */
function forEachUrl(tree: Root, fn: (el: Element, prop: string, value: string) => void): void {
  forEachElement(tree, (el) => {
    for (const prop of URL_PROPERTIES) {
      const value = el.properties[prop];
      if (typeof value === 'string') fn(el, prop, value);
    }
    for (const prop of SRCSET_PROPERTIES) {
      const value = el.properties[prop];
      if (typeof value === 'string') for (const url of srcsetUrls(value)) fn(el, prop, url);
    }
  });
}

/** Unsafe URLs in the elements of `tree`, with the element's name. */
function unsafeUrls(tree: Root): Array<{ tag: string; scheme: string }> {
  const found: Array<{ tag: string; scheme: string }> = [];
  forEachUrl(tree, (el, prop, value) => {
    const image = IMAGE_TAGS.has(el.tagName) && (prop === 'src' || SRCSET_PROPERTIES.includes(prop));
    const scheme = unsafeUrlScheme(value, image);
    if (scheme) found.push({ tag: el.tagName, scheme });
  });
  return found;
}

/** Marks the elements Markdown made; raw HTML cannot guess the value. One per process. */
const OWN_MARK = randomUUID();

function markOwn(tree: Root): void {
  forEachElement(tree, (el) => {
    el.properties.dataDocsgenOwn = OWN_MARK;
  });
}

const prefixed = (name: string): string => (name.startsWith(CONTENT_PREFIX) ? name : CONTENT_PREFIX + name);
/** Attributes holding one id or name. */
const NAME_PROPERTIES = ['id', 'name'];
/** Attributes holding a list of ids. */
const ID_LIST_PROPERTIES = ['ariaDescribedBy', 'ariaLabelledBy', 'htmlFor', 'headers'];
/** Attributes holding a `#id` reference (SVG `href`, `xlink:href`, an in-page link, an image map). */
const HASH_PROPERTIES = ['href', 'xLinkHref', 'useMap'];
/** SVG presentation attributes that may name an element by `url(#id)`. */
const URL_REF_PROPERTIES = ['markerEnd', 'markerStart', 'markerMid', 'fill', 'stroke', 'clipPath', 'mask', 'filter'];

/** Classes of a theme that content may use as they are (see the module comment). */
export const CONTENT_CLASS = /^(button|badge|card|alert|avatar|text|margin|padding|row|col|shadow)(--?[\w-]*)?$/;

/** A `class` attribute in raw HTML naming one of the {@link CONTENT_CLASS} families (`row`, `col col--6`, `text--center`, `margin-top--md`…). */
const CONTENT_CLASS_ATTRIBUTE =
  /\bclass\s*=\s*["'][^"'>]*?(?<![\w-])(?:button|badge|card|alert|avatar|row|col|text--|(?:margin|padding)(?:-[a-z]+)?--|shadow--)/;

/** Whether Markdown `text` uses classes meant for content in its raw HTML (the theme then ships their styles). */
export function usesContentClasses(text: string): boolean {
  return CONTENT_CLASS_ATTRIBUTE.test(text);
}

/** How names written in raw HTML are scoped (see the module comment); `false`: not at all. */
export type NameScope =
  | false
  | {
      /** The theme's classes (from its stylesheet); absent, every class but CONTENT_CLASS ones is the theme's. */
      themeClasses?: ReadonlySet<string>;
    };

/** The class names a stylesheet's selectors use (and a few words of its values: harmless extras). */
export function stylesheetClasses(css: string): string[] {
  const names = new Set<string>();
  for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(m[1]!);
  return [...names].sort();
}

/**
 * Gives every id and name written in raw HTML the content prefix, with the references to those
 * ids, and classes of the theme too; removes the mark from the elements Markdown made (see the
 * module comment).
 */
function scopeAuthoredNames(tree: Root, scope: Exclude<NameScope, false>): void {
  const themeClasses = scope.themeClasses;
  const scopedClass = (name: string): string => ((themeClasses === undefined || themeClasses.has(name)) && !CONTENT_CLASS.test(name) ? prefixed(name) : name);
  forEachElement(tree, (el) => {
    const p = el.properties;
    const own = p.dataDocsgenOwn === OWN_MARK;
    delete p.dataDocsgenOwn;
    if (own) return;
    const classes = p.className as unknown;
    if (Array.isArray(classes)) p.className = classes.map((c) => scopedClass(String(c)));
    else if (typeof classes === 'string') p.className = classes.split(/\s+/).filter(Boolean).map(scopedClass);
    for (const prop of NAME_PROPERTIES) {
      const value = p[prop];
      if (typeof value === 'string' && value !== '') p[prop] = prefixed(value);
    }
    for (const prop of ID_LIST_PROPERTIES) {
      const value = p[prop] as unknown;
      if (Array.isArray(value)) p[prop] = value.map((v) => prefixed(String(v)));
      else if (typeof value === 'string') p[prop] = value.split(/\s+/).filter(Boolean).map(prefixed).join(' ');
    }
    for (const prop of HASH_PROPERTIES) {
      const value = p[prop];
      if (typeof value === 'string' && value.startsWith('#') && value.length > 1) p[prop] = `#${prefixed(value.slice(1))}`;
    }
    for (const prop of URL_REF_PROPERTIES) {
      const value = p[prop];
      if (typeof value === 'string')
        p[prop] = value.replace(/url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g, (_m, q: string, id: string) => `url(${q}#${prefixed(id)}${q})`);
    }
  });
}

/**
 * Parses raw HTML nodes into the tree and sanitises the result. Unsafe URLs in the HTML are
 * reported in `diagnostics` (against `file`).
 *
 * The HTML parser and the sanitiser see only the elements on the way to raw HTML: the content
 * of an element that holds none (a highlighted code block, a table, a paragraph) is set aside
 * while they run and put back after, as on a page without raw HTML, where none of this runs.
 * Parsing cannot move what lies inside such an element, and the Markdown made it, so the
 * sanitiser has nothing to take from it (its links were checked when they were read). On
 * code-heavy pages this is most of the tree. `keepAll` runs both over the whole tree (the
 * reference the tests compare with).
 */
export function sanitizeRawHtml(tree: Root, file?: string, diagnostics?: Diagnostic[], names: NameScope = {}, options: { keepAll?: boolean } = {}): Root {
  const aside = options.keepAll ? undefined : setAsideRawFree(tree);
  // Elements made from raw HTML have no positions: when something is wrong (rare), each raw
  // node is parsed on its own to say where.
  const rawNodes: Raw[] = [];
  if (diagnostics) forEachRaw(tree, (node) => void rawNodes.push(node));
  if (names) markOwn(tree);
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
    if (!SRCSET_PROPERTIES.includes(prop)) el.properties[prop] = lowerCaseScheme(value);
    // The sanitiser checks no scheme in a srcset: one candidate that is not an http, https or
    // data: image, or a path, drops the attribute.
    else if (!['http', 'https', 'data', undefined].includes(urlScheme(value))) delete el.properties[prop];
  });
  if (names) scopeAuthoredNames(parsed, names);
  const clean = sanitize(parsed, aside ? aside.schema : schema) as Root;
  // Before the content set aside is back: the Markdown made it, and Markdown makes no <title>.
  dropDocumentTitles(clean, false);
  // Raw HTML's elements are all outside the content set aside: only a page whose raw HTML
  // gives an id needs the whole tree's links looked at.
  const rawAnchors = names !== false && givesPrefixedId(clean);
  if (aside) aside.restore(clean);
  if (rawAnchors) pointLinksAtRawAnchors(clean);
  return clean;
}

/**
 * A Markdown link to `#x` on its own page, where only raw HTML gives `x` (`<a id="x">`, whose id
 * is now `user-content-x`), is pointed at that element, so that it lands without the browser
 * script too. When an element has the id as written (a heading), the link stays.
 */
function pointLinksAtRawAnchors(tree: Root): void {
  const ids = new Set<string>();
  forEachElement(tree, (el) => {
    const { id, name } = el.properties;
    if (typeof id === 'string') ids.add(id);
    if (el.tagName === 'a' && typeof name === 'string') ids.add(name);
  });
  forEachElement(tree, (el) => {
    const href = el.properties.href;
    if (el.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#') || href.length < 2) return;
    let target = href.slice(1);
    try {
      target = decodeURIComponent(target);
    } catch {
      // A malformed escape: the fragment as written.
    }
    if (!ids.has(target) && ids.has(CONTENT_PREFIX + target)) el.properties.href = `#${CONTENT_PREFIX}${href.slice(1)}`;
  });
}

/** Property that names the content set aside; the key's prefix is known to this process only. */
const ASIDE_PROPERTY = 'dataDocsgenAside';
const ASIDE_KEY = randomUUID();
/** The schema with that one property allowed, so that the sanitiser leaves it for {@link setAsideRawFree}'s `restore`. */
const asideSchema: Schema = { ...schema, attributes: { ...schema.attributes, '*': [...(schema.attributes?.['*'] ?? []), ASIDE_PROPERTY] } };

/**
 * Empties every element of `tree` that holds no raw HTML (the outermost ones), keeping its
 * children; `restore` puts them back into the tree the sanitiser returns, and drops the key
 * from any element that kept it.
 */
function setAsideRawFree(tree: Root): { schema: Schema; restore(clean: Root): void } {
  const kept = new Map<string, Element['children']>();
  type Node = { type: string; children?: Node[] };
  const holdsRaw = (node: Node): boolean => {
    if (node.type === 'raw') return true;
    const children = node.children;
    if (!children) return false;
    // Every child is looked at: those on the way to raw HTML empty their own children.
    let flags: boolean[] | undefined;
    for (let i = 0; i < children.length; i++) if (holdsRaw(children[i]!)) (flags ??= [])[i] = true;
    if (!flags) return false;
    // On the way to raw HTML: the children that hold none are emptied.
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (flags[i] || child.type !== 'element' || !child.children?.length) continue;
      const el = child as unknown as Element;
      const key = `${ASIDE_KEY}-${kept.size}`;
      kept.set(key, el.children);
      el.children = [];
      el.properties[ASIDE_PROPERTY] = key;
    }
    return true;
  };
  holdsRaw(tree);
  return {
    schema: asideSchema,
    restore(clean) {
      const stack: Array<Root | Element> = [clean];
      while (stack.length) {
        const node = stack.pop()!;
        if (node.type === 'element') {
          const key = node.properties[ASIDE_PROPERTY];
          if (key !== undefined) {
            delete node.properties[ASIDE_PROPERTY];
            const children = typeof key === 'string' ? kept.get(key) : undefined;
            // Only the elements set aside get their content back (raw HTML cannot guess the key).
            if (children) {
              node.children = children;
              kept.delete(key as string);
              continue;
            }
          }
        }
        for (const child of node.children) if (child.type === 'element') stack.push(child);
      }
    },
  };
}

/**
 * Removes `<title>` elements outside SVG (where `title` names a shape): in a page's body, a
 * browser shows nothing of one, but React moves it to the top of the rendered HTML.
 */
function dropDocumentTitles(parent: Root | Element, inSvg: boolean): void {
  const isTitle = (child: Root['children'][number]): boolean => child.type === 'element' && child.tagName === 'title' && !inSvg;
  if (parent.children.some(isTitle)) parent.children = parent.children.filter((child) => !isTitle(child));
  for (const child of parent.children) if (child.type === 'element') dropDocumentTitles(child, inSvg || child.tagName === 'svg');
}

/** Whether an element of `tree` has an id (or an `<a>` a name) with the content prefix. */
function givesPrefixedId(tree: Root): boolean {
  let found = false;
  forEachElement(tree, (el) => {
    const { id, name } = el.properties;
    if ((typeof id === 'string' && id.startsWith(CONTENT_PREFIX)) || (el.tagName === 'a' && typeof name === 'string' && name.startsWith(CONTENT_PREFIX)))
      found = true;
  });
  return found;
}

/**
 * Calls `fn` on every element below `parent`, in document order. A plain loop: `unist-util-visit`
 * builds a closure and names a function for every node, which on a page of highlighted code
 * costs more than the sanitiser's own work.
 */
function forEachElement(parent: Root | Element, fn: (el: Element) => void): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    fn(child);
    forEachElement(child, fn);
  }
}

/** Calls `fn` on every raw HTML node of `tree`. */
function forEachRaw(parent: { children?: unknown[] }, fn: (node: Raw) => void): void {
  for (const child of (parent.children ?? []) as Array<{ type: string; children?: unknown[] }>) {
    if (child.type === 'raw') fn(child as unknown as Raw);
    else forEachRaw(child, fn);
  }
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
