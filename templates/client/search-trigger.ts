/**
 * The page's part of search: the buttons and shortcuts (Ctrl+K, ⌘K, `/`) that open the dialog.
 * The dialog and the index reader are a module of their own, fetched on the first sign of
 * intent (hover, focus or touch of a button, or a shortcut), so no page pays for search before
 * the reader wants it.
 */
import { activeElement, listen, query, queryAll, rootElement } from '../../src/client/index.js';
import { closeDrawer } from './drawer.js';
import type { SearchDialog, StartSearch } from './search/contract.js';
import { searchKeys } from '../search/search-strings.js';

const OPENER = '[data-search-open]';

function opener(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(OPENER) : null;
}

/** Whether keys typed in `el` are text (then `/` is a slash, not the shortcut). */
function typesText(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

function focused(): HTMLElement | null {
  const el = activeElement();
  return el instanceof HTMLElement ? el : null;
}

export function initSearch(): void {
  const root = rootElement();
  const src = root.getAttribute('data-search-client');
  const index = root.getAttribute('data-search-index');
  if (!src || !index) return;
  let dialog: Promise<SearchDialog> | undefined;
  let ready: SearchDialog | undefined;
  const load = (): Promise<SearchDialog> => {
    if (!dialog) {
      const loading = (import(src) as Promise<{ start: StartSearch }>).then((m) => {
        const d = m.start(index);
        d.preload();
        return (ready = d);
      });
      // Offline or a failed deploy: the next sign of intent tries again.
      loading.catch(() => {
        if (dialog === loading) dialog = undefined;
      });
      dialog = loading;
    }
    return dialog;
  };
  const open = (from: HTMLElement | null): void => {
    let back = from;
    // The drawer closes first (its focus trap would fight the dialog's); focus then returns to its toggle.
    if (from && from.closest('#sidebar')) {
      closeDrawer(false);
      back = query<HTMLElement>('.navbar__toggle');
    }
    if (ready) return ready.open(back);
    // Until the dialog's module arrives, what the reader types goes into a field of its own
    // (focused now, so a phone shows its keyboard), then into the dialog.
    const early = document.createElement('input');
    // Out of sight (a style set in script: the site's Content-Security-Policy allows no style attribute).
    early.style.cssText = 'position:fixed;top:0;opacity:0';
    document.body.appendChild(early);
    early.focus();
    const done = (d?: SearchDialog): void => {
      if (d) d.open(back, early.value);
      else back?.focus();
      early.remove();
    };
    load().then(done, () => done());
  };

  if (/Mac|iPhone|iPad|iPod/.test(navigator.platform)) {
    const keys = queryAll('.search-button__keys');
    for (let i = 0; i < keys.length; i++) keys[i]!.textContent = searchKeys.appleKeys;
  }
  const intent = (e: Event): void => {
    if (opener(e.target)) void load().catch(() => undefined);
  };
  listen('pointerover', intent, { passive: true });
  listen('touchstart', intent, { passive: true });
  listen('focusin', intent);
  listen('click', (e) => {
    const button = opener(e.target);
    if (button) open(button);
  });
  listen('keydown', (e) => {
    if (e.defaultPrevented || e.altKey) return;
    const k = e.key;
    if ((k === 'k' || k === 'K') && (e.ctrlKey || e.metaKey) && !e.shiftKey) {
      e.preventDefault();
      open(focused());
    } else if (k === '/' && !e.ctrlKey && !e.metaKey && !typesText(e.target)) {
      e.preventDefault();
      open(focused());
    }
  });
}
