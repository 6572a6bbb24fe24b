/**
 * Features of the swapped content (`main#main`): tabs, code copy buttons, the TOC scroll-spy
 * and the back-to-top button. Click and key handlers are delegated on the document, so they
 * survive client-side navigation; `initContent` re-applies state to freshly inserted content.
 */
import { body, byId, create, getItem, listen, query, queryAll, rootElement, setItem } from '../../src/client/index.js';
import { clientText } from './client-strings.js';
import { initDiagrams } from './diagrams.js';

const TAB_KEY = 'docsgen.tabs.';

function tabsOf(tabs: Element): HTMLElement[] {
  return Array.from(tabs.querySelectorAll<HTMLElement>('.tabs__tab'));
}

/**
 * Makes the content of a lazy panel from its `<noscript>` (kept as text while scripts run), the
 * first time the panel shows; the content then gets its remembered tabs like any other.
 */
function instantiate(panel: Element): void {
  const children = panel.children;
  for (let i = 0; i < children.length; i++) {
    const deferred = children[i]!;
    if (deferred.tagName !== 'NOSCRIPT' || !deferred.classList.contains('tabs__deferred')) continue;
    const template = document.createElement('template');
    template.innerHTML = deferred.textContent || '';
    const content = template.content;
    deferred.replaceWith(content);
    initContent(panel);
    return;
  }
}

/** Shows the tab `value` in one tab group; returns false when the group has no such tab. */
function activate(tabs: Element, value: string): boolean {
  const buttons = tabsOf(tabs);
  if (!buttons.some((b) => b.getAttribute('data-value') === value)) return false;
  for (const b of buttons) {
    const on = b.getAttribute('data-value') === value;
    b.setAttribute('aria-selected', String(on));
    b.classList.toggle('tabs__item--active', on);
    b.tabIndex = on ? 0 : -1;
  }
  const panels = tabs.querySelectorAll<HTMLElement>('.tabs__panel');
  for (let i = 0; i < panels.length; i++) {
    const p = panels[i]!;
    const on = p.getAttribute('data-value') === value;
    if (on) instantiate(p);
    p.classList.toggle('is-active', on);
    p.hidden = !on;
  }
  return true;
}

function select(tab: HTMLElement): void {
  const tabs = tab.closest('.tabs');
  const value = tab.getAttribute('data-value');
  if (!tabs || value === null) return;
  const group = tabs.getAttribute('data-group');
  // Tabs with a query parameter keep the choice in the address, which can then be shared.
  const param = tabs.getAttribute('data-query');
  if (param) {
    const url = new URL(location.href);
    url.searchParams.set(param, value);
    history.replaceState(history.state, '', url.href);
  }
  if (!group) {
    activate(tabs, value);
    return;
  }
  // Keep the clicked tab where it is on screen while groups above it change height.
  const before = tab.getBoundingClientRect().top;
  const all = queryAll('.tabs[data-group]');
  for (let i = 0; i < all.length; i++) if (all[i]!.getAttribute('data-group') === group) activate(all[i]!, value);
  const shift = tab.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
  setItem(TAB_KEY + group, value);
}

function onTabKey(e: KeyboardEvent, tab: HTMLElement): void {
  const list = tabsOf(tab.closest('.tabs__list') || tab);
  const i = list.indexOf(tab);
  let next: HTMLElement | undefined;
  if (e.key === 'ArrowRight') next = list[(i + 1) % list.length];
  else if (e.key === 'ArrowLeft') next = list[(i - 1 + list.length) % list.length];
  else if (e.key === 'Home') next = list[0];
  else if (e.key === 'End') next = list[list.length - 1];
  if (!next) return;
  e.preventDefault();
  next.focus();
  select(next);
}

function copyText(text: string): Promise<void> {
  const fallback = (): void => {
    const area = create('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
    body().appendChild(area);
    area.select();
    try {
      Document.prototype.execCommand.call(document, 'copy');
    } finally {
      area.remove();
    }
  };
  try {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text).catch(fallback);
  } catch {
    // fall through
  }
  fallback();
  return Promise.resolve();
}

function onCopy(button: HTMLElement): void {
  const code = button.closest('.code-block')?.querySelector('code');
  if (!code) return;
  // Without the last line's break, as Docusaurus copies it: pasted into a terminal, a command does not run at once.
  void copyText((code.textContent || '').replace(/\n$/, '')).then(() => {
    button.title = clientText('theme.CodeBlock.copied');
    button.setAttribute('aria-label', clientText('theme.CodeBlock.copied'));
    button.classList.add('code-block__copy--copied');
    window.clearTimeout(Number(button.getAttribute('data-timer')));
    const timer = window.setTimeout(() => {
      button.title = clientText('theme.CodeBlock.copy');
      button.setAttribute('aria-label', clientText('theme.CodeBlock.copyButtonAriaLabel'));
      button.classList.remove('code-block__copy--copied');
    }, 1000);
    button.setAttribute('data-timer', String(timer));
  });
}

/** Shows `text` on a button for 1000 ms with the state class `cls`, then its own label again. */
function flash(button: HTMLElement, label: Element | null, text: string, cls: string): void {
  const own = button.getAttribute('data-label') || (label ? label.textContent || '' : '');
  button.setAttribute('data-label', own);
  if (label) label.textContent = text;
  button.classList.add(cls);
  window.clearTimeout(Number(button.getAttribute('data-timer')));
  const timer = window.setTimeout(() => {
    if (label) label.textContent = own;
    button.classList.remove(cls);
  }, 1000);
  button.setAttribute('data-timer', String(timer));
}

/** "Copy page": the page's Markdown copy (fetched from `data-src`) to the clipboard. */
function onCopyPage(button: HTMLElement): void {
  const src = button.getAttribute('data-src');
  if (!src) return;
  const label = button.querySelector('.copy-page__label');
  const text = fetch(src).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.text();
  });
  // Where the browser has no ClipboardItem, an element with that id would answer for it (named access on window).
  const Item = (window as { ClipboardItem?: unknown }).ClipboardItem;
  let done: Promise<void>;
  if (typeof Item === 'function' && navigator.clipboard && navigator.clipboard.write && window.isSecureContext) {
    // Written during the click, with content that arrives later: Safari allows nothing else.
    done = navigator.clipboard
      .write([new (Item as typeof ClipboardItem)({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
      .catch(() => text.then(copyText));
  } else done = text.then(copyText);
  done.then(
    () => flash(button, label, clientText('theme.CodeBlock.copied'), 'copy-page--copied'),
    () => flash(button, label, clientText('docsgen.copyPage.failed'), 'copy-page--failed'),
  );
}

// ---- scroll: TOC spy + back-to-top ----

let scheduled = false;

function navbarBottom(): number {
  const nav = query('.navbar');
  return nav ? nav.getBoundingClientRect().bottom : 0;
}

/** Marks the TOC entry of the last heading whose top has passed just below the navbar. */
function spy(): void {
  const links = queryAll<HTMLAnchorElement>('.toc__link');
  if (!links.length) return;
  const ids: string[] = [];
  for (let i = 0; i < links.length; i++) {
    const id = decodeURIComponent((links[i]!.getAttribute('href') || '').slice(1));
    if (ids.indexOf(id) < 0) ids.push(id);
  }
  const line = navbarBottom() + 12;
  let active: string | null = null;
  for (const id of ids) {
    const h = byId(id);
    if (h && h.getBoundingClientRect().top <= line) active = id;
  }
  const doc = rootElement();
  if (window.innerHeight + window.scrollY >= doc.scrollHeight - 2 && ids.length) active = ids[ids.length - 1]!;
  for (let i = 0; i < links.length; i++) {
    const a = links[i]!;
    const on = active !== null && decodeURIComponent((a.getAttribute('href') || '').slice(1)) === active;
    a.classList.toggle('toc__link--active', on);
    // Docusaurus's name for it, which sites' CSS styles.
    a.classList.toggle('table-of-contents__link--active', on);
    if (on) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
}

/**
 * A table wider than its column scrolls sideways (its edges shadowed, see tables.css): such a
 * table becomes a named region that keyboard users can focus and scroll.
 */
function markScrollables(root?: ParentNode): void {
  const wraps = root ? root.querySelectorAll<HTMLElement>('.table-wrap') : queryAll<HTMLElement>('.table-wrap');
  for (let i = 0; i < wraps.length; i++) {
    const w = wraps[i]!;
    if (w.scrollWidth > w.clientWidth + 1) {
      w.tabIndex = 0;
      w.setAttribute('role', 'region');
      w.setAttribute('aria-label', clientText('docsgen.table.scrollable'));
    } else if (w.hasAttribute('tabindex')) {
      w.removeAttribute('tabindex');
      w.removeAttribute('role');
      w.removeAttribute('aria-label');
    }
  }
}

function backToTop(): void {
  const b = query<HTMLElement>('.back-to-top');
  if (b) b.hidden = window.scrollY < 300;
}

let resized = false;

function onScroll(e?: Event): void {
  if (e && e.type === 'resize') resized = true;
  if (scheduled) return;
  scheduled = true;
  window.requestAnimationFrame(() => {
    scheduled = false;
    spy();
    backToTop();
    if (resized) markScrollables(document);
    resized = false;
  });
}

/** Applies remembered tab choices to (new) content and refreshes scroll-driven state. */
export function initContent(root?: ParentNode): void {
  // Without a root, the whole document, looked up where content cannot shadow querySelectorAll.
  const groups = root ? root.querySelectorAll('.tabs') : queryAll('.tabs');
  for (let i = 0; i < groups.length; i++) {
    const tabs = groups[i]!;
    const group = tabs.getAttribute('data-group');
    const param = tabs.getAttribute('data-query');
    const asked = param ? new URLSearchParams(location.search).get(param) : null;
    const stored = group ? getItem(TAB_KEY + group) : null;
    if (!(asked && activate(tabs, asked)) && !(stored && activate(tabs, stored))) {
      const current = tabs.querySelector('.tabs__tab[aria-selected="true"]') || tabs.querySelector('.tabs__tab');
      if (current) activate(tabs, current.getAttribute('data-value') || '');
    }
  }
  spy();
  backToTop();
  markScrollables(root);
  initDiagrams(root);
}

/** Installs the delegated handlers once. */
export function initContentHandlers(): void {
  listen('click', (e) => {
    const t = e.target as Element | null;
    if (!t || !t.closest) return;
    const tab = t.closest<HTMLElement>('.tabs__tab');
    if (tab) return select(tab);
    const copy = t.closest<HTMLElement>('.code-block__copy');
    if (copy) return onCopy(copy);
    const copyPage = t.closest<HTMLElement>('.copy-page');
    if (copyPage) return onCopyPage(copyPage);
    // The mobile "On this page" closes on a choice, before the browser scrolls to the heading.
    const tocMobile = t.closest('.toc-mobile a') && t.closest<HTMLDetailsElement>('details.toc-mobile');
    if (tocMobile) tocMobile.open = false;
    if (t.closest('.back-to-top')) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  });
  listen('keydown', (e) => {
    const t = e.target as Element | null;
    const tab = t && t.closest ? t.closest<HTMLElement>('.tabs__tab') : null;
    if (tab) onTabKey(e, tab);
  });
  // A printout shows every panel: lazy ones are made first.
  window.addEventListener('beforeprint', () => {
    const panels = queryAll('.tabs__panel');
    for (let i = 0; i < panels.length; i++) instantiate(panels[i]!);
  });
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
}
