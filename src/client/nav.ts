/**
 * Client-side navigation with page chunks: internal links load `<base>_chunks<route>.json`
 * and swap only `main#main`. Also prefetch, the route-change progress bar, scroll
 * restoration, and the chunk-failure / page-crash screens.
 */
import { closeDrawer } from './drawer';
import { initContent } from './content';

interface Chunk {
  route: string;
  title: string;
  description?: string;
  layout?: string;
  shell: string;
  /** Canonical URL of the page, percent-encoded as in its <link rel=canonical>. */
  canonical?: string;
  main: string;
  sidebar?: string;
}

type Mode = 'push' | 'pop' | 'retry';

const root = document.documentElement;
const base = root.getAttribute('data-base') || '/';
const cache = new Map<string, Promise<string>>();
const TIMEOUT = 10000;
const PROGRESS_DELAY = 1000;

let navId = 0;
let shownPath = location.pathname + location.search;
let observer: IntersectionObserver | null = null;
let announcer: HTMLElement | null = null;

/** Failure to load a chunk (network, 5xx, timeout); `notFound` for a 404. */
class LoadError extends Error {
  notFound: boolean;
  constructor(message: string, notFound = false) {
    super(message);
    this.notFound = notFound;
  }
}

function routeOf(path: string): string {
  let r = '/' + path.slice(base.length);
  if (r.length > 1 && r.endsWith('/')) r = r.slice(0, -1);
  return r;
}

function chunkUrl(url: URL): string {
  const route = routeOf(url.pathname);
  return base + (route === '/' ? '_chunks/index.json' : '_chunks' + route + '.json');
}

/** The link's URL when client-side navigation may handle it, else null. */
function internalUrl(a: Element | null): URL | null {
  if (!(a instanceof HTMLAnchorElement) || !a.href) return null;
  if (a.hasAttribute('download') || (a.target && a.target !== '_self')) return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin) return null;
  const p = url.pathname;
  if (!(p.startsWith(base) || p + '/' === base)) return null;
  if (p.startsWith(base + '_chunks/')) return null;
  const last = p.slice(p.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last)) return null;
  return url;
}

function loadChunk(url: string): Promise<string> {
  let p = cache.get(url);
  if (p) return p;
  const ctrl = typeof AbortController === 'function' ? new AbortController() : null;
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    if (ctrl) ctrl.abort();
  }, TIMEOUT);
  p = fetch(url, ctrl ? { signal: ctrl.signal } : {})
    .then(
      (res) => {
        if (res.status === 404) throw new LoadError(`Page not found: ${url}`, true);
        if (!res.ok) throw new LoadError(`Loading chunk ${url} failed (HTTP ${res.status}).`);
        return res.text();
      },
      () => {
        throw new LoadError(`Loading chunk ${url} failed (${timedOut ? 'timed out after 10 s' : 'network error'}).`);
      },
    )
    .then(
      (text) => {
        window.clearTimeout(timer);
        return text;
      },
      (err: unknown) => {
        window.clearTimeout(timer);
        cache.delete(url);
        throw err instanceof LoadError ? err : new LoadError(`Loading chunk ${url} failed (${timedOut ? 'timed out after 10 s' : String(err)}).`);
      },
    );
  cache.set(url, p);
  return p;
}

function saveData(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!c && (!!c.saveData || (c.effectiveType || '').indexOf('2g') >= 0);
}

function prefetch(a: Element | null): void {
  const url = internalUrl(a);
  if (!url || saveData() || url.pathname + url.search === shownPath) return;
  loadChunk(chunkUrl(url)).catch(() => undefined);
}

function observeLinks(scope: ParentNode): void {
  if (!observer) return;
  const links = scope.querySelectorAll('a[href]');
  for (let i = 0; i < links.length; i++) if (internalUrl(links[i]!)) observer.observe(links[i]!);
}

// ---- progress bar ----

function showProgress(): void {
  if (document.querySelector('.route-progress')) return;
  const bar = document.createElement('div');
  bar.className = 'route-progress';
  bar.setAttribute('aria-hidden', 'true');
  document.body.appendChild(bar);
}

function hideProgress(): void {
  const bar = document.querySelector('.route-progress');
  if (bar) bar.remove();
}

// ---- error screens ----

function causeChain(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; e && i < 5; i++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

function el(tag: string, cls: string, text: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = cls;
  e.textContent = text;
  return e;
}

function showError(main: HTMLElement, url: URL, err: unknown, crashed: boolean): void {
  const box = el('div', crashed ? 'page-error page-error--crash' : 'page-error', '');
  box.setAttribute('role', 'alert');
  const button = el('button', 'page-error__retry', crashed ? 'Try again' : 'Retry') as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', () => void navigate(url, 'retry'));
  const message = el('p', 'page-error__message', causeChain(err));
  if (crashed) box.append(el('h1', 'page-error__title', 'This page crashed.'), button, message);
  else box.append(message, button);
  main.replaceChildren(box);
  main.setAttribute('data-layout', 'error');
}

// ---- showing a page ----

function setMeta(selector: string, attr: string, value: string | undefined, create?: () => Element): void {
  let m = document.head.querySelector(selector);
  if (value === undefined || value === '') {
    if (m) m.remove();
    return;
  }
  if (!m && create) document.head.appendChild((m = create()));
  if (m) m.setAttribute(attr, value);
}

function markSidebar(route: string): void {
  const links = document.querySelectorAll('#sidebar a[data-route]');
  for (let i = 0; i < links.length; i++) {
    const a = links[i]!;
    if (a.getAttribute('data-route') === route) {
      a.setAttribute('aria-current', 'page');
      for (let d = a.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) d.open = true;
    } else a.removeAttribute('aria-current');
  }
}

function parseChunk(text: string, url: string): Chunk {
  let data: Partial<Chunk>;
  try {
    data = JSON.parse(text) as Partial<Chunk>;
  } catch (e) {
    const err = new Error(`The page data at ${url} could not be read.`);
    (err as Error & { cause?: unknown }).cause = e;
    throw err;
  }
  if (!data || typeof data !== 'object' || typeof data.main !== 'string' || typeof data.title !== 'string' || typeof data.shell !== 'string' || typeof data.route !== 'string') {
    throw new Error(`The page data at ${url} is incomplete (expected route, title, shell and main).`);
  }
  return data as Chunk;
}

function show(chunk: Chunk, main: HTMLElement, url: URL): void {
  main.innerHTML = chunk.main;
  main.setAttribute('data-layout', chunk.layout || '');
  document.title = chunk.title;
  root.setAttribute('data-route', chunk.route);
  setMeta('meta[name="description"]', 'content', chunk.description, () => {
    const m = document.createElement('meta');
    m.name = 'description';
    return m;
  });
  setMeta('meta[property="og:description"]', 'content', chunk.description);
  setMeta('meta[property="og:title"]', 'content', chunk.title);
  const canonical = document.head.querySelector('link[rel="canonical"]');
  const ogUrl = document.head.querySelector('meta[property="og:url"]');
  if (canonical && chunk.canonical) {
    canonical.setAttribute('href', chunk.canonical);
    if (ogUrl) ogUrl.setAttribute('content', chunk.canonical);
  }
  if (chunk.sidebar) {
    const menu = document.querySelector('#sidebar nav.menu');
    if (menu) menu.outerHTML = chunk.sidebar;
  }
  markSidebar(chunk.route);
  initContent(main);
  observeLinks(main);
}

function scrollAfter(url: URL, y: number | undefined): void {
  const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (typeof y === 'number') window.scrollTo(0, y);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function announce(text: string): void {
  if (!announcer) {
    announcer = el('div', 'route-announcer', '');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.appendChild(announcer);
  }
  announcer.textContent = text;
}

function saveScroll(): void {
  try {
    history.replaceState(Object.assign({}, history.state, { y: window.scrollY }), '');
  } catch {
    // ignore
  }
}

function hardLoad(url: URL, mode: Mode): void {
  if (mode === 'push') location.assign(url.href);
  else location.replace(url.href);
}

/** Loads `url` and shows it in `main#main`; falls back to a full page load where needed. */
export async function navigate(url: URL, mode: Mode, y?: number): Promise<void> {
  const main = document.getElementById('main');
  if (!main) return hardLoad(url, mode);
  const id = ++navId;
  const pathChanged = url.pathname !== location.pathname;
  if (mode === 'push') saveScroll();
  const timer = pathChanged ? window.setTimeout(() => id === navId && showProgress(), PROGRESS_DELAY) : 0;
  const commit = (): void => {
    window.clearTimeout(timer);
    hideProgress();
    if (mode === 'push') history.pushState({ y: 0 }, '', url.href);
    shownPath = url.pathname + url.search;
    closeDrawer();
  };
  const src = chunkUrl(url);
  let text: string;
  try {
    text = await loadChunk(src);
  } catch (err) {
    if (id !== navId) return;
    if (err instanceof LoadError && err.notFound) return hardLoad(url, mode);
    commit();
    showError(main, url, err, false);
    main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
    return;
  }
  if (id !== navId) return;
  try {
    const chunk = parseChunk(text, src);
    if (chunk.shell !== root.getAttribute('data-shell')) return hardLoad(url, mode);
    commit();
    show(chunk, main, url);
    main.focus({ preventScroll: true });
    scrollAfter(url, y);
    announce(chunk.title);
  } catch (err) {
    cache.delete(src);
    commit();
    showError(main, url, err, true);
    main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }
}

export function initNav(): void {
  if (!window.history || !history.pushState || typeof fetch !== 'function') return;
  history.scrollRestoration = 'manual';
  const initial = history.state as { y?: number } | null;
  if (initial && typeof initial.y === 'number' && !location.hash) window.scrollTo(0, initial.y);

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const t = e.target as Element | null;
    const a = t && t.closest ? t.closest('a') : null;
    const url = internalUrl(a);
    if (!url) return;
    // Same page with a #hash: the browser scrolls by itself.
    if (url.hash && url.pathname + url.search === shownPath) return;
    e.preventDefault();
    void navigate(url, 'push');
  });

  window.addEventListener('popstate', (e) => {
    const url = new URL(location.href);
    const y = e.state && typeof (e.state as { y?: unknown }).y === 'number' ? (e.state as { y: number }).y : undefined;
    if (url.pathname + url.search === shownPath) {
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    void navigate(url, 'pop', y);
  });
  // Keep the position in the current entry, so back/forward can restore it.
  let saveTimer = 0;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(saveTimer);
      saveTimer = window.setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', saveScroll);

  const onIntent = (e: Event): void => {
    const t = e.target as Element | null;
    if (t && t.closest) prefetch(t.closest('a'));
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    observeLinks(document);
  }
}
