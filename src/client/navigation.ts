/**
 * Client-side navigation with page chunks, for any theme: internal links load the target's
 * chunk (`chunk-format.ts`) and swap the regions the theme placed with `<Region>`; shared
 * regions (the sidebar) are fetched once per key. Also prefetch (skipped on 2g and Save-Data),
 * scroll restoration and the history. What the reader sees of it (progress bar, error
 * screens, focus, the sidebar's current entry) belongs to the theme, through the hooks.
 */
import { REGION_ATTRIBUTE, REGION_KEY_ATTRIBUTE, type PageChunk } from '../chunk-format.js';
import { cache, chunkUrl, ChunkLoadError, forget, internalUrl, load, loadChunk, loadSharedRegion } from './chunks.js';
import { body, create, fragmentTarget, head, listen, query, rootElement, setTitle } from './dom.js';

export { ChunkLoadError, internalUrl };

/** What the theme does around a navigation. */
export interface NavigationHooks {
  /** The navigation is still pending after the progress delay: show progress; return how to hide it. */
  progress?: () => () => void;
  /** The new page's regions are in place (also after a refresh). */
  shown?: (chunk: PageChunk, url: URL) => void;
  /** The page could not be shown: `load` (network, server) or `crash` (bad data, a hook threw). */
  failed?: (error: unknown, kind: 'load' | 'crash', url: URL, retry: () => void) => void;
}

/** How a navigation was started. */
type Mode = 'push' | 'pop' | 'replace';

/** Navigation pending this long shows progress (SPEC: 1000 ms). */
export const PROGRESS_DELAY = 1000;
function saveData(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!c && (!!c.saveData || (c.effectiveType || '').indexOf('2g') >= 0);
}

function regionElement(name: string): HTMLElement | null {
  return query<HTMLElement>(`[${REGION_ATTRIBUTE}="${name}"]`);
}

function setMeta(selector: string, attr: string, value: string | undefined, create?: () => Element): void {
  let m = head().querySelector(selector);
  if (value === undefined || value === '') {
    if (m) m.remove();
    return;
  }
  if (!m && create) head().appendChild((m = create()));
  if (m) m.setAttribute(attr, value);
}

/** The navigation of one page view; created once by the theme's browser entry. */
export interface Navigation {
  /** Loads `url` and shows it; falls back to a full page load where it must. */
  navigate(url: URL, mode?: Mode, y?: number): Promise<void>;
  /** Forgets every chunk fetched (and has the HTTP cache revalidate them) and shows the current page again (live reload). */
  refresh(): Promise<void>;
  /** Prefetches the chunks of the internal links in `scope` when they come into view. */
  observe(scope: ParentNode): void;
}

/** Starts client-side navigation. Does nothing useful (full page loads) where the browser lacks what it needs. */
export function startNavigation(hooks: NavigationHooks = {}): Navigation {
  const root = rootElement();
  let navId = 0;
  let shownPath = location.pathname + location.search;
  let observer: IntersectionObserver | null = null;

  const prefetch = (a: Element | null): void => {
    const url = internalUrl(a);
    if (!url || saveData() || url.pathname + url.search === shownPath) return;
    load(chunkUrl(url)).catch(() => undefined);
  };

  const observe = (scope: ParentNode): void => {
    if (!observer) return;
    const links = scope.querySelectorAll('a[href]');
    for (let i = 0; i < links.length; i++) if (internalUrl(links[i]!)) observer.observe(links[i]!);
  };

  const saveScroll = (): void => {
    try {
      history.replaceState(Object.assign({}, history.state, { y: window.scrollY }), '');
    } catch {
      // Storage of history state can be refused; the position is then not restored.
    }
  };

  const hardLoad = (url: URL, mode: Mode): void => {
    if (mode === 'push') location.assign(url.href);
    else location.replace(url.href);
  };

  const scrollAfter = (url: URL, y: number | undefined): void => {
    const target = url.hash ? fragmentTarget(url.hash.slice(1)) : null;
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  /** Puts the chunk's regions in place; shared regions are fetched when their key changed. */
  const show = async (chunk: PageChunk): Promise<void> => {
    const shared: Array<[HTMLElement, string, string]> = [];
    for (const name of Object.keys(chunk.shared)) {
      const key = chunk.shared[name]!;
      const el = regionElement(name);
      if (!el || el.getAttribute(REGION_KEY_ATTRIBUTE) === key) continue;
      shared.push([el, key, (await loadSharedRegion(name, key)).html]);
    }
    // Everything is fetched: swap at once, so the page never shows half of each.
    for (const [el, key, html] of shared) {
      el.innerHTML = html;
      el.setAttribute(REGION_KEY_ATTRIBUTE, key);
    }
    for (const name of Object.keys(chunk.regions)) {
      const el = regionElement(name);
      if (el) el.innerHTML = chunk.regions[name]!;
    }
    setTitle(chunk.title);
    root.setAttribute('data-route', chunk.route);
    setMeta('meta[name="description"]', 'content', chunk.description, () => {
      const m = create('meta');
      m.name = 'description';
      return m;
    });
    setMeta('meta[property="og:description"]', 'content', chunk.description);
    setMeta('meta[property="og:title"]', 'content', chunk.title);
    if (chunk.canonical) {
      setMeta('link[rel="canonical"]', 'href', chunk.canonical);
      setMeta('meta[property="og:url"]', 'content', chunk.canonical);
    }
  };

  const navigate = async (url: URL, mode: Mode = 'push', y?: number): Promise<void> => {
    const main = regionElement('main');
    if (!main) return hardLoad(url, mode);
    const id = ++navId;
    const pathChanged = url.pathname !== location.pathname;
    if (mode === 'push') saveScroll();
    let hide: (() => void) | undefined;
    const timer = pathChanged && hooks.progress ? window.setTimeout(() => id === navId && (hide = hooks.progress!()), PROGRESS_DELAY) : 0;
    const commit = (): void => {
      window.clearTimeout(timer);
      hide?.();
      if (mode === 'push') history.pushState({ y: 0 }, '', url.href);
      shownPath = url.pathname + url.search;
    };
    const retry = (): void => void navigate(url, 'replace');
    const src = chunkUrl(url);
    let chunk: PageChunk;
    try {
      chunk = await loadChunk(src);
    } catch (err) {
      if (id !== navId) return;
      if (err instanceof ChunkLoadError && err.notFound) return hardLoad(url, mode);
      if (!(err instanceof ChunkLoadError)) cache.delete(src);
      commit();
      hooks.failed?.(err, err instanceof ChunkLoadError ? 'load' : 'crash', url, retry);
      return;
    }
    if (id !== navId) return;
    if (chunk.shell !== root.getAttribute('data-shell')) return hardLoad(url, mode);
    try {
      await show(chunk);
      if (id !== navId) return;
      commit();
      observe(main);
      hooks.shown?.(chunk, url);
      scrollAfter(url, y);
    } catch (err) {
      if (id !== navId) return;
      cache.delete(src);
      commit();
      hooks.failed?.(err, err instanceof ChunkLoadError ? 'load' : 'crash', url, retry);
    }
  };

  const refresh = async (): Promise<void> => {
    // Chunks fetched before the change, in memory and in the HTTP cache, are stale.
    forget();
    const y = window.scrollY;
    await navigate(new URL(location.href), 'replace', y);
  };

  const navigation: Navigation = { navigate, refresh, observe };
  // Live reload (`docsgen serve --watch`) refreshes the page through this.
  (window as { __docsgenNavigation?: Navigation }).__docsgenNavigation = navigation;
  if (!window.history || !history.pushState || typeof fetch !== 'function') {
    return { ...navigation, navigate: (url) => Promise.resolve(hardLoad(url, 'push')), refresh: () => Promise.resolve(location.reload()) };
  }
  history.scrollRestoration = 'manual';
  const initial = history.state as { y?: number } | null;
  if (initial && typeof initial.y === 'number' && !location.hash) window.scrollTo(0, initial.y);

  listen('click', (e) => {
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
  listen('mouseover', onIntent, { passive: true });
  listen('touchstart', onIntent, { passive: true });
  listen('focusin', onIntent);

  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    observe(body());
  }
  return navigation;
}
