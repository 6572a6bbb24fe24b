/**
 * The theme's mermaid diagrams, a module of its own that pages with a diagram import: draws them
 * in the color mode's mermaid theme, and again in the other's when the reader switches.
 */
import { drawDiagrams, rootElement } from '../../../src/client/index.js';

interface MermaidConfig {
  src: string;
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

let config: MermaidConfig | undefined;

/** Draws the diagrams of `root` (the whole page without one) with the page's `data-mermaid-config`. */
export function draw(root?: ParentNode): void {
  if (!config) {
    config = JSON.parse(rootElement().getAttribute('data-mermaid-config') || 'null') as MermaidConfig;
    new MutationObserver(() => draw()).observe(rootElement(), { attributes: true, attributeFilter: ['data-theme'] });
  }
  const dark = rootElement().getAttribute('data-theme') === 'dark';
  void drawDiagrams({ src: config.src, theme: dark ? config.theme.dark : config.theme.light, options: config.options }, root);
}
