/**
 * `@docusaurus/Interpolate` and `interpolate`: `{name}` placeholders of a text filled in from
 * `values`, as Docusaurus fills them: a string when every value is text or a number, else the
 * parts with the elements in place; a placeholder without a value stays as written.
 */
import { Fragment, createElement, isValidElement, type ReactNode } from 'react';
import { fillParts } from '../client/message-format.js';

export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts = fillParts<ReactNode>(text, values ?? {});
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return createElement(Fragment, null, ...parts.map((part, i) => (isValidElement(part) ? createElement(Fragment, { key: i }, part) : part)));
}

export default function Interpolate({ children, values }: { children?: ReactNode; values?: Record<string, ReactNode> }) {
  // Docusaurus takes the text as one string; JSX that splits it (`Hi {'{name}'}`) gives its parts.
  const text = Array.isArray(children) ? children.join('') : typeof children === 'string' ? children : '';
  return createElement(Fragment, null, interpolate(text, values));
}
