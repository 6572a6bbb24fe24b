/**
 * Mobile (≤ 996 px) sidebar drawer: opened by the navbar toggle; closed by its close button,
 * Escape, the backdrop and navigation; focus stays inside while open and returns to the toggle.
 */
import { activeElement, byId, listen, query, rootElement } from '../../src/client/index.js';
const FOCUSABLE = 'a[href],button:not([disabled]),summary,select,input,[tabindex]:not([tabindex="-1"])';

/**
 * Whether Tab can reach `el`: it has a box, and no closed `<details>` around it hides it (the
 * summary of a closed category stays reachable). Chromium keeps boxes for the content of a
 * closed `<details>`, so a box alone does not tell.
 */
function reachable(el: HTMLElement): boolean {
  if (!el.getClientRects().length) return false;
  for (let d = el.parentElement && el.parentElement.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
    if (!d.open && !(el.tagName === 'SUMMARY' && el.parentElement === d)) return false;
  }
  return true;
}

let closeFn: (returnFocus: boolean) => void = () => undefined;

/** Closes the drawer if it is open (used on navigation; focus then goes to the new content). */
export function closeDrawer(returnFocus = false): void {
  closeFn(returnFocus);
}

export function initDrawer(): void {
  const root = rootElement();
  const toggle = query<HTMLButtonElement>('.navbar__toggle');
  const sidebar = byId('sidebar');
  if (!toggle || !sidebar) return;
  const backdrop = query<HTMLElement>('.sidebar-backdrop');
  const primary = sidebar.querySelector<HTMLElement>('.sidebar__primary');
  const secondary = sidebar.querySelector<HTMLElement>('.sidebar__secondary');
  const mq = window.matchMedia('(max-width: 996px)');
  let open = false;

  const showPanel = (docs: boolean): void => {
    if (primary) primary.hidden = docs;
    if (secondary) secondary.hidden = !docs;
  };

  const setOpen = (value: boolean, returnFocus: boolean): void => {
    if (value === open) return;
    open = value;
    sidebar.classList.toggle('sidebar--open', value);
    root.classList.toggle('drawer-open', value);
    if (backdrop) backdrop.hidden = !value;
    toggle.setAttribute('aria-expanded', String(value));
    if (value) {
      showPanel(!!secondary);
      const first = sidebar.querySelector<HTMLElement>('.sidebar__close');
      if (first) first.focus();
    } else {
      showPanel(!!secondary);
      if (returnFocus) toggle.focus();
    }
  };
  closeFn = (returnFocus) => setOpen(false, returnFocus);

  toggle.addEventListener('click', () => setOpen(!open, true));
  sidebar.querySelector('.sidebar__close')?.addEventListener('click', () => setOpen(false, true));
  if (backdrop) backdrop.addEventListener('click', () => setOpen(false, true));
  sidebar.querySelector('.sidebar__back')?.addEventListener('click', () => {
    showPanel(false);
    const link = primary && primary.querySelector<HTMLElement>(FOCUSABLE);
    if (link) link.focus();
  });
  listen('keydown', (e) => {
    if (!open) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false, true);
    } else if (e.key === 'Tab') {
      const items = Array.prototype.filter.call(sidebar.querySelectorAll<HTMLElement>(FOCUSABLE), reachable) as HTMLElement[];
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = activeElement();
      if (e.shiftKey && (active === first || !sidebar.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !sidebar.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    }
  });
  const onChange = (): void => {
    if (!mq.matches) setOpen(false, false);
  };
  if (mq.addEventListener) mq.addEventListener('change', onChange);
  else mq.addListener(onChange);
}
