/**
 * Mermaid diagrams (`markdown.mermaid`): each element marked `data-mermaid` holds its diagram's
 * source in a `<pre>`. The first time a page has one, mermaid's module is imported from the
 * site; the diagrams are then drawn in place of their source, and drawn again from it when
 * called again (in the other color mode's mermaid theme, say). A diagram mermaid cannot read
 * keeps showing its source, with mermaid's message as its title.
 */
import { MERMAID_ATTRIBUTE } from '../chunk-format.js';
import { queryAll } from './dom.js';
import { importModule } from './modules.js';

/** Where mermaid is and how it draws. */
export interface DiagramOptions {
  /** URL of mermaid's ES module (`SiteInfo.mermaid.src`). */
  src: string;
  /** Mermaid's theme (`default`, `dark`, `forest`, `neutral`, `base`). */
  theme: string;
  /** More of `mermaid.initialize()`'s configuration. */
  options?: Record<string, unknown>;
}

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

const sources = new WeakMap<Element, string>();
let drawn = 0;
// mermaid keeps one configuration at a time: one drawing pass after the other.
let queue: Promise<void> = Promise.resolve();

/** Draws the diagrams in `root` (the whole document without one); resolves once they are drawn. */
export function drawDiagrams(options: DiagramOptions, root?: ParentNode): Promise<void> {
  const found = Array.from(root ? root.querySelectorAll(`[${MERMAID_ATTRIBUTE}]`) : queryAll(`[${MERMAID_ATTRIBUTE}]`));
  if (!found.length) return queue;
  // Offline or a failed deploy: the next page with a diagram tries again.
  const loaded = importModule<{ default: Mermaid }>(options.src).then((m) => m.default);
  queue = queue.then(async () => {
    let library: Mermaid;
    try {
      library = await loaded;
    } catch {
      return;
    }
    library.initialize({ startOnLoad: false, ...options.options, theme: options.theme });
    for (const element of found) {
      if (!element.isConnected) continue;
      let source = sources.get(element);
      if (source === undefined) sources.set(element, (source = element.textContent || ''));
      try {
        const { svg, bindFunctions } = await library.render(`docsgen-mermaid-${++drawn}`, source);
        element.innerHTML = svg;
        if (bindFunctions) bindFunctions(element);
        element.removeAttribute('title');
      } catch (error) {
        if (!element.querySelector('pre')) {
          const pre = document.createElement('pre');
          pre.textContent = source;
          element.replaceChildren(pre);
        }
        element.setAttribute('title', error instanceof Error ? error.message : String(error));
      }
    }
  });
  return queue;
}
