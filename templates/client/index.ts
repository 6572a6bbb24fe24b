/**
 * Browser runtime entry. Marks the runtime as loaded (the base-URL banner checks this) and
 * starts each feature.
 */
import { initColorMode } from './color-mode';
import { initDrawer } from './drawer';
import { initContent, initContentHandlers } from './content';
import { initNav } from './nav';
import { initPrefs } from './prefs';

declare global {
  interface Window {
    __docsgen?: boolean;
  }
}

window.__docsgen = true;
initColorMode();
initDrawer();
initContentHandlers();
initContent();
initPrefs();
initNav();
