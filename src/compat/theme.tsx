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

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
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
  return renderContext().codeBlock({
    code: textOf(props.children).replace(/\n$/, ''),
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
  if (props.title) context.pageTitle = props.title;
  if (props.description) context.head.description ??= props.description;
  const own = context.components.Layout as ComponentType<Record<string, unknown>> | undefined;
  return own ? createElement(own, props) : createElement(Fragment, null, props.children);
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

/** The components MDX content is rendered with (Markdown elements, `<details>`, `<head>`). */
export function mdxComponents(): Record<string, ComponentType<never>> {
  return renderContext().components;
}

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
