/**
 * The search dialog: a modal `<dialog>` holding a combobox (the input) and its listbox of
 * results, after the WAI-ARIA combobox pattern. Focus stays in the input while the arrows move
 * the active option (`aria-activedescendant`); Enter opens it; Escape closes the dialog and
 * focus returns where it was. Results show as the reader types; with nothing typed, the results
 * chosen last time.
 */
import { body, create } from '../../../src/client/index.js';
import type { SiteSearch } from '../../../src/client/search/index.js';
import { searchEnglish, searchKeys } from '../../search/search-strings.js';
import { fill, pluralForm } from '../../../src/client/message-format.js';
import { pageStrings } from '../page-strings.js';
import { recentOptions, resultOptions, type OptionTarget } from './options.js';
import { recentHits, rememberHit } from './recent.js';

/** The dialog's text in the page's language (`<html data-strings>`), else English. */
const text = (id: keyof typeof searchEnglish): string => pageStrings()[id] ?? searchEnglish[id];
const t = {
  dialog: text('docsgen.search.dialog'),
  input: text('theme.SearchBar.label'),
  placeholder: text('docsgen.search.placeholder'),
  close: text('docsgen.search.close'),
  closeWord: text('docsgen.search.cancel'),
  results: text('docsgen.search.results'),
  recent: text('docsgen.search.recent'),
  noRecent: text('docsgen.search.noRecent'),
  loading: text('docsgen.search.loading'),
  count: (n: number) => fill(pluralForm(text('docsgen.search.count'), n, document.documentElement.lang || 'en'), { count: n }),
  noResults: (query: string) => fill(text('docsgen.search.noResults'), { query }),
  noResultsHint: text('docsgen.search.noResultsHint'),
  failed: text('docsgen.search.failed'),
  help: [
    ['↑ ↓', text('docsgen.search.toChoose')],
    ['↵', text('docsgen.search.toOpen')],
    ['esc', text('docsgen.search.toClose')],
  ] as const,
};

const LISTBOX_ID = 'docsgen-search-results';
const OPTION_ID = 'docsgen-search-option-';
/** Typing faster than this starts one search, not one per key. */
const DEBOUNCE_MS = 60;
/** Shorter queries match too much to help. */
const MIN_QUERY = 2;
/** A first search slower than this says it is loading. */
const LOADING_MS = 300;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const e = create(tag);
  e.className = cls;
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  return e;
}

function searchIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'search-dialog__icon');
  const circle = document.createElementNS(ns, 'circle');
  for (const [k, v] of Object.entries({ cx: '10.5', cy: '10.5', r: '6.5', fill: 'none', stroke: 'currentColor', 'stroke-width': '2' }))
    circle.setAttribute(k, v);
  const path = document.createElementNS(ns, 'path');
  for (const [k, v] of Object.entries({ d: 'M15.5 15.5L21 21', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round' }))
    path.setAttribute(k, v);
  svg.append(circle, path);
  return svg;
}

/** The dialog of one site's search, created on first use. */
export function createSearchDialog(search: SiteSearch): { open(returnFocus: HTMLElement | null, typed?: string): void } {
  const dialog = element('dialog', 'search-dialog', { 'aria-label': t.dialog });
  const bar = element('div', 'search-dialog__bar');
  const input = element('input', 'search-dialog__input', {
    type: 'search',
    role: 'combobox',
    'aria-label': t.input,
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': LISTBOX_ID,
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    placeholder: t.placeholder,
  });
  const close = element('button', 'search-dialog__close', { type: 'button', 'aria-label': t.close });
  // "Esc" where there is a keyboard, "Cancel" on touch screens (search.css picks one).
  const key = element('span', 'search-dialog__close-key');
  key.textContent = searchKeys.closeKey;
  const word = element('span', 'search-dialog__close-word');
  word.textContent = t.closeWord;
  close.append(key, word);
  bar.append(searchIcon(), input, close);
  const status = element('p', 'search-dialog__status', { role: 'status' });
  const label = element('p', 'search-dialog__label', { id: `${LISTBOX_ID}-label` });
  label.textContent = t.recent;
  const listbox = element('div', 'search-dialog__results', { id: LISTBOX_ID, role: 'listbox', 'aria-label': t.results });
  const help = element('p', 'search-dialog__help', { 'aria-hidden': 'true' });
  for (const [keys, what] of t.help) {
    const k = create('kbd');
    k.textContent = keys;
    help.append(k, ` ${what} `);
  }
  const panel = element('div', 'search-dialog__panel');
  panel.append(bar, status, label, listbox, help);
  dialog.append(panel);
  body().appendChild(dialog);

  let options: Array<{ element: HTMLAnchorElement; target: OptionTarget }> = [];
  let active = -1;
  let returnFocus: HTMLElement | null = null;
  let timer = 0;
  let latest = 0;

  const setActive = (i: number, scroll: boolean): void => {
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = options.length ? (i + options.length) % options.length : -1;
    const current = options[active];
    if (!current) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    current.element.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', current.element.id);
    if (scroll) current.element.scrollIntoView({ block: 'nearest' });
  };

  const show = (next: typeof options, heading: string): void => {
    options = next;
    active = -1;
    next.forEach((o, i) => (o.element.id = `${OPTION_ID}${i}`));
    listbox.replaceChildren(...next.map((o) => o.element));
    label.textContent = heading;
    label.hidden = !heading || !next.length;
    input.setAttribute('aria-expanded', String(next.length > 0));
    setActive(0, false);
    if (!next.length) input.removeAttribute('aria-activedescendant');
  };

  const showRecent = (): void => {
    const recent = recentHits();
    show(recentOptions(recent), t.recent);
    status.textContent = recent.length ? '' : t.noRecent;
  };

  /** `aria-busy` on the listbox while results for the latest input are on their way. */
  const busy = (value: boolean): void => listbox.setAttribute('aria-busy', String(value));

  const run = async (query: string, id: number): Promise<void> => {
    const slow = window.setTimeout(() => {
      if (id === latest) status.textContent = t.loading;
    }, LOADING_MS);
    try {
      const hits = await search.search(query, { isCurrent: () => id === latest, path: location.pathname });
      if (!hits || id !== latest) return;
      show(resultOptions(hits), '');
      status.textContent = hits.length ? t.count(hits.length) : `${t.noResults(query.trim())} ${t.noResultsHint}`;
      busy(false);
    } catch {
      if (id !== latest) return;
      show([], '');
      status.textContent = t.failed;
      busy(false);
    } finally {
      window.clearTimeout(slow);
    }
  };

  const onInput = (): void => {
    window.clearTimeout(timer);
    const id = ++latest;
    const query = input.value;
    busy(query.trim().length >= MIN_QUERY);
    if (query.trim().length < MIN_QUERY) {
      if (!query.trim()) showRecent();
      else {
        show([], '');
        status.textContent = '';
      }
      return;
    }
    timer = window.setTimeout(() => void run(query, id), DEBOUNCE_MS);
  };

  const hide = (): void => {
    if (!dialog.open) return;
    window.clearTimeout(timer);
    latest++;
    dialog.close();
    returnFocus?.focus({ preventScroll: true });
    returnFocus = null;
  };

  /** Remembers the chosen result and closes; the link itself navigates. */
  const chose = (a: HTMLAnchorElement): void => {
    const chosen = options.find((o) => o.element === a);
    if (chosen) rememberHit(chosen.target);
    hide();
  };

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActive(active + (e.key === 'ArrowDown' ? 1 : -1), true);
    } else if (e.key === 'Escape') {
      // Closes at once: a search field would first clear itself.
      e.preventDefault();
      hide();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const current = options[active];
      // A click on the link: client-side navigation takes it like any other.
      if (current) current.element.click();
    }
  });
  listbox.addEventListener('click', (e) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[role="option"]') : null;
    if (a) chose(a);
  });
  listbox.addEventListener('pointermove', (e) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[role="option"]') : null;
    const i = a ? options.findIndex((o) => o.element === a) : -1;
    if (i >= 0 && i !== active) setActive(i, false);
  });
  close.addEventListener('click', hide);
  // Escape (the dialog's cancel) closes through `hide`, which restores focus.
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    hide();
  });
  // A click on the backdrop (the dialog element itself, outside the panel) closes.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) hide();
  });
  // Focus stays inside: Tab moves between the input and the close button.
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    e.preventDefault();
    (document.activeElement === input ? close : input).focus();
  });

  return {
    open(back, typed) {
      if (dialog.open) {
        input.select();
        return;
      }
      returnFocus = back;
      search.refresh();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      input.focus();
      // What the reader typed before the dialog was there replaces the last query, ready to go on.
      if (typed) input.value = typed;
      else input.select();
      onInput();
    },
  };
}
