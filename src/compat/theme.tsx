/**
 * `@theme/*` for a site's MDX and React code. Most components are the theme's own
 * (`theme.components.Tabs`…), looked up when they render, so one bundle of the site's code
 * serves any theme on any thread. A few need the engine: `CodeBlock` (highlighted at build
 * time like Markdown code blocks), `Layout` (a React page's title and frame), `Heading` (its id
 * joins the page's anchors), `DocCardList` (the current sidebar category), and the MDX
 * plumbing (`MDXComponents`, `MDXContent`, the provider MDX pages read components from).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import Head from './Head.js';
import { renderContext } from './render-context.js';
import { MERMAID_ATTRIBUTE, MERMAID_CLASS } from '../chunk-format.js';

/** The theme's component `name`, resolved when it renders. */
export function themeComponent(name: string): ComponentType<Record<string, unknown>> {
  function ThemeComponent(props: Record<string, unknown>) {
    const component = renderContext().components[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!component) throw new Error(`the theme has no component ${name}, which @theme/${name} needs`);
    return createElement(component, props);
  }
  ThemeComponent.displayName = name;
  return ThemeComponent;
}

/** The text of children made of strings and numbers only; undefined when they hold elements. */
function textOf(node: ReactNode): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) {
    const parts = node.map(textOf);
    return parts.includes(undefined) ? undefined : parts.join('');
  }
  return undefined;
}

/** `@theme/CodeBlock`: a code string highlighted at build time, with title, line highlighting and numbers. */
export function CodeBlock(props: {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: ReactNode;
  metastring?: string;
  showLineNumbers?: boolean | number;
}) {
  const language = props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1];
  const code = textOf(props.children);
  if (code === undefined) {
    // Children with elements (a link, Markdown, a paragraph) show as they are, not highlighted, as on Docusaurus.
    const context = renderContext();
    const frame = context.components['docsgen-code'] as ComponentType<Record<string, unknown>> | undefined;
    const content = createElement('span', { className: 'line' }, props.children);
    if (!frame) return createElement('pre', null, createElement('code', null, content));
    return createElement(frame, { language: language ?? 'text', ...(typeof props.title === 'string' ? { title: props.title } : {}) }, content);
  }
  return renderContext().codeBlock({
    code: code.replace(/\n$/, ''),
    ...(language ? { language } : {}),
    ...(props.title !== undefined ? { title: props.title } : {}),
    ...(props.metastring ? { metastring: props.metastring } : {}),
    ...(props.showLineNumbers !== undefined ? { showLineNumbers: props.showLineNumbers } : {}),
  });
}

/**
 * `@theme/Layout`: a React page's frame. Its `title` and `description` become the page's; the
 * page then lays itself out (no extra title or container), inside the theme's `Layout`
 * component when it has one.
 */
export function Layout(props: { title?: string; description?: string; children?: ReactNode; wrapperClassName?: string; noFooter?: boolean }) {
  const context = renderContext();
  context.ownLayout = true;
  if (props.noFooter) context.noFooter = true;
  if (props.title) context.pageTitle = props.title;
  if (props.description) context.head.description ??= props.description;
  const own = context.components.Layout as ComponentType<Record<string, unknown>> | undefined;
  return own ? createElement(own, props) : createElement(Fragment, null, props.children);
}

/** `@theme/CodeInline`: inline code, a `<code>` with the props it is given. */
export function CodeInline(props: { children?: ReactNode } & Record<string, unknown>) {
  return createElement('code', props);
}

/** `@theme/Heading`: the theme's heading; its id is an anchor links may point at. */
export function Heading({ as = 'h2', id, ...rest }: { as?: string; id?: string; children?: ReactNode } & Record<string, unknown>) {
  const context = renderContext();
  if (id) context.anchors.push(id);
  const component = as !== 'h1' && id ? (context.components[as] as ComponentType<Record<string, unknown>> | undefined) : undefined;
  return createElement(component ?? as, { ...(id && as !== 'h1' ? { id } : {}), ...rest });
}

/** `@theme/DocCardList`: cards for the entries of the sidebar category this page is the link of. */
export function DocCardList(props: { items?: unknown; className?: string }) {
  const context = renderContext();
  const component = context.components.DocCardList as ComponentType<Record<string, unknown>> | undefined;
  if (!component) throw new Error('the theme has no component DocCardList, which @theme/DocCardList needs');
  const items = props.items ?? context.category;
  if (!items) throw new Error('DocCardList without items is only for a page that is the link of a sidebar category');
  return createElement(component, { ...props, items });
}

/**
 * `@theme/Mermaid` (`<Mermaid value={'graph TD; A-->B'} />`): a diagram, as a ```mermaid block
 * makes one: its source, which the browser script draws when the site has `markdown.mermaid` on.
 */
export function Mermaid({ value }: { value: string }): ReactNode {
  return createElement('div', { className: MERMAID_CLASS, [MERMAID_ATTRIBUTE]: '' }, createElement('pre', null, createElement('code', null, value)));
}

/**
 * The names `@theme-original/MDXComponents` lists, as Docusaurus's does: what a site's own
 * `src/theme/MDXComponents` gets when it spreads the original (`{ ...MDXComponents, Highlight }`).
 */
const MDX_COMPONENT_NAMES = ['Head', 'details', 'Details', 'code', 'a', 'pre', 'ul', 'li', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'admonition', 'mermaid'];
const mdxWrappers = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * The component MDX renders for `name`: the theme's, looked up when it renders (the site's
 * modules are evaluated before any page renders, and once for every theme and thread), or the
 * plain element when the theme leaves that element as it is.
 */
function mdxComponent(name: string): ComponentType<Record<string, unknown>> {
  let wrapper = mdxWrappers.get(name);
  if (!wrapper) {
    const themeName = name === 'admonition' ? 'Admonition' : name === 'details' ? 'Details' : name;
    const MdxComponent = (props: Record<string, unknown>) => {
      if (name === 'Head') return createElement(Head, props);
      if (name === 'mermaid') return createElement(Mermaid, { value: typeof props.value === 'string' ? props.value : '' });
      const component = renderContext().components[themeName] as ComponentType<Record<string, unknown>> | undefined;
      if (component) return createElement(component, props);
      if (/^[a-z][a-z0-9]*$/.test(name) && name !== 'admonition') return createElement(name, props);
      throw new Error(`the theme has no component ${themeName}, which MDXComponents.${name} needs`);
    };
    MdxComponent.displayName = name;
    mdxWrappers.set(name, (wrapper = MdxComponent));
  }
  return wrapper;
}

/** `@theme-original/MDXComponents`: usable while modules load (spread, read), resolved when a page renders. */
export const originalMdxComponents: Record<string, ComponentType<Record<string, unknown>>> = new Proxy(
  {},
  {
    get: (_, key) => (typeof key === 'string' && (MDX_COMPONENT_NAMES.includes(key) || /^[A-Z]/.test(key)) ? mdxComponent(key) : undefined),
    has: (_, key) => typeof key === 'string' && MDX_COMPONENT_NAMES.includes(key),
    ownKeys: () => [...MDX_COMPONENT_NAMES],
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && MDX_COMPONENT_NAMES.includes(key)
        ? { value: mdxComponent(key), enumerable: true, configurable: true, writable: false }
        : undefined,
  },
);

/** `@theme/MDXContent`: MDX content with the theme's components (they come from the provider already). */
export function MDXContent({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** A Markdown partial's content (parsed at build time, rendered with the theme's components). */
export function markdownContent(hast: unknown): ReactNode {
  return renderContext().markdown(hast);
}

/** The provider compiled MDX asks for its components (`providerImportSource`). */
export function useMDXComponents(components?: Record<string, unknown>): Record<string, unknown> {
  return { ...renderContext().components, Head, ...components };
}

/**
 * The provider of a site with its own `src/theme/MDXComponents` (`site`): its components join
 * the theme's for every MDX page, without an import, as Docusaurus's MDXProvider gives them.
 */
export function siteMdxProvider(site: Record<string, unknown>): (components?: Record<string, unknown>) => Record<string, unknown> {
  const own = { ...site };
  return (components) => ({ ...renderContext().components, Head, ...own, ...components });
}
