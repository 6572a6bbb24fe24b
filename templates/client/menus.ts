/**
 * The navbar's disclosures (dropdowns and the docs version menu) close when the reader clicks
 * outside them, follows one of their links or presses Escape, as menus do. Without JavaScript
 * they still open and close on their summary.
 */
import { listen, queryAll } from '../../src/client/index.js';

function closeMenus(except: Element | null): void {
  for (const menu of queryAll<HTMLDetailsElement>('.navbar details[open]')) if (menu !== except) menu.open = false;
}

export function initMenus(): void {
  listen('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const menu = target?.closest('.navbar details') ?? null;
    // A click on a menu's summary toggles it as the browser does; a link in it closes it.
    closeMenus(menu && !target?.closest('a') ? menu : null);
  });
  listen('keydown', (event) => {
    if (event.key === 'Escape') closeMenus(null);
  });
}
