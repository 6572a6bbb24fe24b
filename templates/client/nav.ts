/**
 * The theme's side of client-side navigation (the engine's `startNavigation` loads and swaps
 * the regions): the route progress bar, the sidebar's current entry, focus and the
 * announcement of the new page to screen readers, and the chunk-failure and crash screens.
 */
import { body, create, query, queryAll, rootElement, setTitle, startNavigation, type Navigation, type PageChunk } from '../../src/client/index.js';
import { clientText } from './client-strings.js';
import { closeDrawer } from './drawer.js';
import { initContent } from './content.js';
import { activeClass, docIn, isNavActive, ruleOf, RULE_SELECTOR, type NavPlace } from '../nav-active.js';

let announcer: HTMLElement | null = null;

function el(tag: 'div' | 'p' | 'h1' | 'button', cls: string, text: string): HTMLElement {
  const e = create(tag);
  e.className = cls;
  e.textContent = text;
  return e;
}

function showProgress(): () => void {
  const bar = el('div', 'route-progress', '');
  bar.setAttribute('aria-hidden', 'true');
  body().appendChild(bar);
  return () => bar.remove();
}

/** The route of a sidebar link, from its href. */
function linkRoute(a: Element): string | null {
  return a.getAttribute('data-route');
}

/** Marks the sidebar entry of `route` as the current page and opens the categories around it. */
export function markSidebar(route: string): void {
  const links = queryAll('#sidebar a[data-route]');
  for (let i = 0; i < links.length; i++) {
    const a = links[i]!;
    const on = linkRoute(a) === route;
    a.classList.toggle('menu__link--active', on);
    if (on) {
      a.setAttribute('aria-current', 'page');
      for (let d = a.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) d.open = true;
      // A category's own page opens its entries, which follow its link.
      const own = a.nextElementSibling;
      if (own instanceof HTMLDetailsElement) own.open = true;
    } else a.removeAttribute('aria-current');
  }
}

/**
 * Marks the navbar's links (and the drawer's copies) that are the current section, by the rule
 * each carries: the shell, which holds them, stays in place across client-side navigations.
 */
export function markNavbar(): void {
  const main = query('#main');
  const place: NavPlace = { path: location.pathname, doc: main ? docIn(main) : undefined };
  const links = queryAll(RULE_SELECTOR);
  for (let i = 0; i < links.length; i++) {
    const a = links[i]!;
    const cls = activeClass(a.classList.contains('menu__link') ? 'drawer' : a.classList.contains('navbar__dropdown-link') ? 'dropdown' : 'navbar');
    const on = isNavActive(ruleOf(a), place);
    a.classList.toggle(cls, on);
    if (on) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  // A dropdown's label is marked when one of its links is.
  const summaries = queryAll('.navbar .navbar__dropdown > details > summary');
  for (let i = 0; i < summaries.length; i++) {
    const summary = summaries[i]!;
    summary.classList.toggle(activeClass('navbar'), !!summary.parentElement!.querySelector('.' + activeClass('dropdown')));
  }
  followLocales();
}

/** Points the locale menu's links at the reader's page in each locale (its path below the current locale's, query and fragment kept). */
function followLocales(): void {
  const links = queryAll('a[data-locale-base]');
  let from: string | null = null;
  for (let i = 0; i < links.length; i++) if (links[i]!.hasAttribute('data-locale-current')) from = links[i]!.getAttribute('data-locale-base');
  if (from === null || !location.pathname.startsWith(from)) return;
  const rest = location.pathname.slice(from.length) + location.search + location.hash;
  for (let i = 0; i < links.length; i++) links[i]!.setAttribute('href', links[i]!.getAttribute('data-locale-base') + rest);
}

function announce(text: string): void {
  if (!announcer) {
    announcer = el('div', 'route-announcer', '');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    body().appendChild(announcer);
  }
  announcer.textContent = text;
}

function causeChain(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; e && i < 5; i++) {
    parts.push(e instanceof Error ? e.message : typeof e === 'string' ? e : 'Unknown error');
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

function main(): HTMLElement | null {
  return query<HTMLElement>('#main');
}

function shown(chunk: PageChunk): void {
  closeDrawer();
  markSidebar(chunk.route);
  markNavbar();
  const m = main();
  if (m) {
    initContent(m);
    m.focus({ preventScroll: true });
  }
  announce(chunk.title);
}

function failed(err: unknown, kind: 'load' | 'crash', url: URL, retry: () => void): void {
  closeDrawer();
  const m = main();
  if (!m) return;
  const crashed = kind === 'crash';
  const box = el('div', crashed ? 'page-error page-error--crash' : 'page-error', '');
  box.setAttribute('role', 'alert');
  const button = el(
    'button',
    'page-error__retry',
    crashed ? clientText('theme.ErrorPageContent.tryAgain') : clientText('docsgen.error.retry'),
  ) as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', retry);
  const message = el('p', 'page-error__message', causeChain(err));
  if (crashed) box.append(el('h1', 'page-error__title', clientText('theme.ErrorPageContent.title')), button, message);
  else box.append(message, button);
  m.replaceChildren(box);
  // The address bar shows the new page: so do the title and the sidebar.
  setTitle(
    `${crashed ? clientText('theme.ErrorPageContent.title') : clientText('docsgen.error.notLoaded')} | ${rootElement().getAttribute('data-site-title') ?? ''}`,
  );
  let route = url.pathname.slice((rootElement().getAttribute('data-base') || '/').length - 1).replace(/\/$/, '') || '/';
  try {
    route = decodeURIComponent(route);
  } catch {
    // keep it encoded
  }
  rootElement().setAttribute('data-route', route);
  markSidebar(route);
  markNavbar();
  m.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

export function initNav(): Navigation {
  return startNavigation({ progress: showProgress, shown, failed });
}
