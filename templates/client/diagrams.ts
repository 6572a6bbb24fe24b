/**
 * Mermaid diagrams (`markdown.mermaid`): content that has one imports the module that draws
 * them (`client/diagrams/`), so pages and sites without diagrams carry none of its code.
 */
import { query, rootElement } from '../../src/client/index.js';

let drawing: Promise<{ draw(root?: ParentNode): void }> | undefined;

/** Draws the diagrams of `root` (the whole page without one), if it has any. */
export function initDiagrams(root?: ParentNode): void {
  const src = rootElement().getAttribute('data-diagrams-client');
  if (!src || !(root ? root.querySelector('[data-mermaid]') : query('[data-mermaid]'))) return;
  const loading = (drawing ??= import(src) as Promise<{ draw(root?: ParentNode): void }>);
  loading.then(
    (m) => m.draw(root),
    // Offline or a failed deploy: the next content with a diagram tries again.
    () => {
      if (drawing === loading) drawing = undefined;
    },
  );
}
