/** `@docusaurus/Translate` and `translate`: one language, so the message itself, with `{name}` placeholders filled in. */
import { Fragment, createElement, type ReactNode } from 'react';

function fill(message: string, values?: Record<string, ReactNode>): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const m = /^\{(\w+)\}$/.exec(part);
    return m && m[1]! in values ? values[m[1]!] : part;
  });
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return createElement(Fragment, null, ...fill(children ?? id ?? '', values));
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = message ?? id ?? '';
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
