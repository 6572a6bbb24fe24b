/**
 * `#anchors` that the browser does not find by itself. Headings have their ids as written
 * (`#install`), but ids in raw HTML, and headings whose id the theme reserves (`## Main`), carry
 * the `user-content-` prefix, and links written when every heading id carried it say
 * `#user-content-install`: this scrolls to the element `fragmentTarget` finds for such a
 * fragment, on load and whenever the fragment changes.
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
