/**
 * Browser runtime entry. Marks the runtime as loaded (the base-URL banner checks this) and
 * starts each feature.
 */
import { initColorMode } from './color-mode.js';
import { initDrawer } from './drawer.js';
import { initMenus } from './menus.js';
import { initContent, initContentHandlers } from './content.js';
import { initNav, markNavbar } from './nav.js';
import { initPrefs } from './prefs.js';
import { initAnchors } from './anchors.js';
import { initSearch } from './search-trigger.js';

declare global {
  interface Window {
    __docsgen?: boolean;
  }
}

window.__docsgen = true;
initColorMode();
initDrawer();
initMenus();
initContentHandlers();
initContent();
initPrefs();
initNav();
// The 404 page is served at the address the reader asked for: mark the navbar by that address.
if (document.documentElement.getAttribute('data-route') === '/404' && location.pathname.replace(/\/$/, '') !== '/404') markNavbar();
initAnchors();
initSearch();
