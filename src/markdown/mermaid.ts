/**
 * Mermaid diagrams. With `markdown.mermaid` on, a ```mermaid code block becomes an element that
 * holds the diagram's source (readable without JavaScript); the browser script draws it with the
 * site's `mermaid` package, whose files the build copies beside the pages (src/assets/mermaid-files.ts).
 */
import type { Element } from 'hast';
import { MERMAID_ATTRIBUTE, MERMAID_CLASS } from '../chunk-format.js';

/** `markdown.mermaid` once the config is read: mermaid's theme in each color mode and what `mermaid.initialize()` gets. */
export interface MermaidOptions {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

/** The element the browser script draws `source` into. */
export function mermaidToHast(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [MERMAID_CLASS], [attributeProperty(MERMAID_ATTRIBUTE)]: '' },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] }],
      },
    ],
  };
}

/** hast's property name of a `data-*` attribute (`data-mermaid` → `dataMermaid`). */
function attributeProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
