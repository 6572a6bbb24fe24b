/**
 * `#anchors` that readers and other sites use. Ids written in pages carry the `user-content-`
 * prefix (so content can never take the name of an element of the theme or of `document`),
 * and the links the build writes point at the prefixed id. A link from elsewhere, an old
 * bookmark or a typed URL says `#install`: the browser finds no such element, so this scrolls
 * to `#user-content-install`, on load and whenever the fragment changes.
 */
import { byId, fragmentTarget } from '../../src/client/index.js';

function revealFragment(): void {
  const fragment = location.hash.slice(1);
  if (!fragment) return;
  let exact: HTMLElement | null;
  try {
    exact = byId(decodeURIComponent(fragment));
  } catch {
    exact = byId(fragment);
  }
  // The browser scrolled to an element with exactly this id by itself.
  if (exact) return;
  fragmentTarget(fragment)?.scrollIntoView();
}

export function initAnchors(): void {
  revealFragment();
  window.addEventListener('hashchange', revealFragment);
}
