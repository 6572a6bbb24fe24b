/**
 * `@docusaurus/Head`: its `<title>` and `<meta name="description">` children set the page's;
 * other head tags are not carried (the site's Content-Security-Policy and docsgen's own head
 * tags cover what pages need). It renders nothing in the body.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { renderContext } from './render-context.js';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

export default function Head({ children }: { children?: ReactNode }) {
  const { head } = renderContext();
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as { children?: ReactNode; name?: string; content?: string };
    if (child.type === 'title') head.title = textOf(props.children);
    else if (child.type === 'meta' && props.name === 'description' && typeof props.content === 'string') head.description = props.content;
  });
  return null;
}
