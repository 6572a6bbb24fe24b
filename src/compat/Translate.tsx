/**
 * `@docusaurus/Translate` and `translate`: the site's message for the id in its language (from
 * `i18n/<lang>/code.json`, see `docsgen/site-locale`), else the default message written in the
 * code, with its `{name}` placeholders filled in.
 */
import { Fragment, createElement, type ReactNode } from 'react';
import { messages } from 'docsgen/site-locale';
import { fill as fillText, fillParts } from '../client/message-format.js';

/** The message for `id` in the site's language, else `fallback`. */
function lookUp(id: string | undefined, fallback: string | undefined): string {
  return (id !== undefined ? messages[id] : undefined) ?? fallback ?? id ?? '';
}

export default function Translate({ children, id, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  // The default message is text; JSX that splits it (`Hello {'{name}'}`) gives its parts.
  const text = Array.isArray(children) ? children.join('') : typeof children === 'string' ? children : undefined;
  const message = lookUp(id, text);
  return createElement(Fragment, null, ...(values ? fillParts<ReactNode>(message, values) : [message]));
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = lookUp(id, message);
  return values ? fillText(text, values) : text;
}
