/**
 * Mermaid diagrams (`markdown.mermaid`): content that has one imports the module that draws
 * them (`client/diagrams/`), so pages and sites without diagrams carry none of its code.
 */
import { importModule, query, rootElement } from '../../src/client/index.js';

/** Draws the diagrams of `root` (the whole page without one), if it has any. */
export function initDiagrams(root?: ParentNode): void {
  const src = rootElement().getAttribute('data-diagrams-client');
  if (!src || !(root ? root.querySelector('[data-mermaid]') : query('[data-mermaid]'))) return;
  // Offline or a failed deploy: the next content with a diagram tries again.
  importModule<{ draw(root?: ParentNode): void }>(src).then(
    (m) => m.draw(root),
    () => undefined,
  );
}
