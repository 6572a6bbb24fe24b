/**
 * `@docusaurus/Head`: what its children ask of the document's `<head>`, gathered into the
 * render context; it renders nothing in the body. As with Docusaurus (react-helmet), the
 * page's tags win over the theme's of the same kind: `<title>`, `<meta name|property>`,
 * `<link rel="canonical">`.
 *
 * - `<title>` and `<meta name="description">` become the page's title and description;
 * - other `<meta>` (name, property, itemProp, content) and `<link>` (rel, href, hreflang…) go
 *   into the head; a `<link rel="canonical">` replaces the page's canonical URL;
 * - `<script type="application/ld+json">` (structured data) goes in as data: it never runs, so
 *   the Content-Security-Policy does not concern it;
 * - `<html lang|dir|className>` and `<body className>` set those attributes;
 * - anything the policy would block (other scripts, `<style>`, a stylesheet from another
 *   origin) or that has no place there is left out, with a warning saying why.
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderContext, type PageHead } from './render-context.js';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** React prop names of head elements → their HTML attribute names. */
const ATTRIBUTES: Record<string, Record<string, string>> = {
  meta: { name: 'name', property: 'property', itemProp: 'itemprop', content: 'content' },
  link: {
    rel: 'rel',
    href: 'href',
    hrefLang: 'hreflang',
    hreflang: 'hreflang',
    type: 'type',
    sizes: 'sizes',
    media: 'media',
    title: 'title',
    as: 'as',
    crossOrigin: 'crossorigin',
    color: 'color',
  },
};

/** The element's props as HTML attributes, for those of `names`; the others are reported. */
function attributesOf(element: string, props: Record<string, unknown>, refuse: (why: string) => void): Record<string, string> {
  const names = ATTRIBUTES[element]!;
  const out: Record<string, string> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null || value === false) continue;
    const name = names[prop];
    if (!name || (typeof value !== 'string' && typeof value !== 'number' && value !== true)) {
      refuse(`the ${prop} attribute of <${element}> is not carried into the head`);
      continue;
    }
    out[name] = value === true ? '' : String(value);
  }
  return out;
}

/** A site path or same-origin URL (allowed by the policy's `'self'`). */
const sameOrigin = (href: string): boolean => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href);

function collect(node: ReactNode, head: PageHead): void {
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<Record<string, unknown>>;
    const props = element.props;
    const refuse = (why: string): void => void head.refused.push(why);
    if (element.type === Fragment) return collect(props.children as ReactNode, head);
    switch (element.type) {
      case 'title':
        head.title = textOf(props.children as ReactNode);
        return;
      case 'meta': {
        if (props.name === 'description' && typeof props.content === 'string') {
          head.description = props.content;
          return;
        }
        if (props.charSet !== undefined || props.httpEquiv !== undefined) {
          refuse(
            `<meta ${props.charSet !== undefined ? 'charSet' : 'httpEquiv'}> is left out: the page sets its own encoding, and HTTP headers come from the server (_headers)`,
          );
          return;
        }
        const attributes = attributesOf('meta', props, refuse);
        if (attributes.content !== undefined && (attributes.name || attributes.property || attributes.itemprop)) head.tags.push({ tag: 'meta', attributes });
        else refuse('a <meta> needs name, property or itemProp, and content');
        return;
      }
      case 'link': {
        const attributes = attributesOf('link', props, refuse);
        const rel = (attributes.rel ?? '').toLowerCase();
        if (!rel || attributes.href === undefined) {
          refuse('a <link> needs rel and href');
          return;
        }
        if (rel === 'canonical') {
          head.canonical = attributes.href;
          return;
        }
        if (rel.split(/\s+/).includes('stylesheet') && !sameOrigin(attributes.href)) {
          refuse(
            `<link rel="stylesheet" href="${attributes.href}"> is left out: the Content-Security-Policy loads stylesheets from the site only (style-src 'self'); copy it into static/ and link it from there, or add it to customCss`,
          );
          return;
        }
        head.tags.push({ tag: 'link', attributes });
        return;
      }
      case 'script': {
        const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
        const text = typeof inner?.__html === 'string' ? inner.__html : textOf(props.children as ReactNode);
        if (props.type === 'application/ld+json' && props.src === undefined) {
          try {
            head.jsonLd.push(JSON.stringify(JSON.parse(text)));
          } catch (error) {
            refuse(`the JSON-LD <script> is left out: it is not JSON (${(error as Error).message}); write it as {JSON.stringify({ ... })}`);
          }
          return;
        }
        refuse(
          `a <script${typeof props.src === 'string' ? ` src="${props.src}"` : ''}> is left out: pages run only the theme's script, under a Content-Security-Policy that allows no other; structured data goes in <script type="application/ld+json">, and code every page needs belongs in a theme's client script`,
        );
        return;
      }
      case 'html':
      case 'body': {
        const allowed = element.type === 'html' ? ['lang', 'dir', 'className'] : ['className'];
        const target = element.type === 'html' ? head.htmlAttributes : head.bodyAttributes;
        for (const [prop, value] of Object.entries(props)) {
          if (prop === 'children' || value === undefined) continue;
          if (allowed.includes(prop) && typeof value === 'string') target[prop === 'className' ? 'class' : prop] = value;
          else refuse(`the ${prop} attribute of <${element.type}> is not carried (docsgen takes ${allowed.join(', ')})`);
        }
        return;
      }
      default:
        refuse(
          `<${typeof element.type === 'string' ? element.type : 'a component'}> in <Head> is left out: docsgen carries <title>, <meta>, <link>, <script type="application/ld+json">, and the attributes of <html> and <body>`,
        );
    }
  });
}

export default function Head({ children }: { children?: ReactNode }) {
  collect(children, renderContext().head);
  return null;
}
