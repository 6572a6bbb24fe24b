/**
 * Client-side navigation with page chunks, for any theme: internal links load the target's
 * chunk (`chunk-format.ts`) and swap the regions the theme placed with `<Region>`; shared
 * regions (the sidebar) are fetched once per key. Also prefetch (skipped on 2g and Save-Data),
 * scroll restoration and the history. What the reader sees of it (progress bar, error
 * screens, focus, the sidebar's current entry) belongs to the theme, through the hooks.
 */
import {
  CHUNK_VERSION,
  REGION_ATTRIBUTE,
  REGION_KEY_ATTRIBUTE,
  chunkPath,
  sharedRegionPath,
  type PageChunk,
  type RegionName,
  type SharedRegion,
} from '../chunk-format';
import { body, byId, create, head, listen, query, rootElement, setTitle } from './dom';

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
const TIMEOUT = 10000;

/** A chunk that failed to load (network, 5xx, timeout); `notFound` for a 404. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

const base = rootElement().getAttribute('data-base') || '/';
const cache = new Map<string, Promise<string>>();

/** The route of a pathname below the base URL, decoded. */
function routeOf(pathname: string): string {
  let route = '/' + pathname.slice(base.length);
  if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}

/** A path below the base URL as a URL path, each segment percent-encoded. */
function urlOf(path: string): string {
  return base + path.split('/').map(encodeURIComponent).join('/');
}

/** The link's URL when client-side navigation may handle it, else null. */
export function internalUrl(a: Element | null): URL | null {
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

function load(url: string): Promise<string> {
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
        if (res.status === 404) throw new ChunkLoadError(`Page not found: ${url}`, true);
        if (!res.ok) throw new ChunkLoadError(`Loading chunk ${url} failed (HTTP ${res.status}).`);
        return res.text();
      },
      () => {
        throw new ChunkLoadError(`Loading chunk ${url} failed (${timedOut ? 'timed out after 10 s' : 'network error'}).`);
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
        throw err instanceof ChunkLoadError ? err : new ChunkLoadError(`Loading chunk ${url} failed (${timedOut ? 'timed out after 10 s' : String(err)}).`);
      },
    );
  cache.set(url, p);
  return p;
}

function parse<T>(text: string, url: string, check: (data: Record<string, unknown>) => boolean): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`The page data at ${url} could not be read.`, { cause: e });
  }
  if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== CHUNK_VERSION || !check(data as Record<string, unknown>)) {
    throw new Error(`The page data at ${url} is incomplete or from another version of the site.`);
  }
  return data as T;
}

function isChunk(d: Record<string, unknown>): boolean {
  return typeof d.route === 'string' && typeof d.title === 'string' && typeof d.shell === 'string' && !!d.regions && typeof d.regions === 'object' && !!d.shared && typeof d.shared === 'object';
}

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
  /** Forgets every chunk fetched and shows the current page again (live reload). */
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

  const chunkUrl = (url: URL): string => urlOf(chunkPath(routeOf(url.pathname)));

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
    let target: Element | null = null;
    if (url.hash) {
      try {
        target = byId(decodeURIComponent(url.hash.slice(1)));
      } catch {
        target = null;
      }
    }
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  /** Puts the chunk's regions in place; shared regions are fetched when their key changed. */
  const show = async (chunk: PageChunk): Promise<void> => {
    const shared: Array<[HTMLElement, string, string]> = [];
    for (const name of Object.keys(chunk.shared) as RegionName[]) {
      const key = chunk.shared[name]!;
      const el = regionElement(name);
      if (!el || el.getAttribute(REGION_KEY_ATTRIBUTE) === key) continue;
      const url = urlOf(sharedRegionPath(name, key));
      const region = parse<SharedRegion>(await load(url), url, (d) => typeof d.html === 'string');
      shared.push([el, key, region.html]);
    }
    // Everything is fetched: swap at once, so the page never shows half of each.
    for (const [el, key, html] of shared) {
      el.innerHTML = html;
      el.setAttribute(REGION_KEY_ATTRIBUTE, key);
    }
    for (const name of Object.keys(chunk.regions) as RegionName[]) {
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
      chunk = parse<PageChunk>(await load(src), src, isChunk);
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
    cache.clear();
    const y = window.scrollY;
    await navigate(new URL(location.href), 'replace', y);
  };

  const navigation: Navigation = { navigate, refresh, observe };
  // Live reload (`docsgen serve --watch`) refreshes the page through this.
  (window as { __docsgenNavigation?: Navigation }).__docsgenNavigation = navigation;
  if (!window.history || !history.pushState || typeof fetch !== 'function') {
    return { ...navigation, navigate: async (url) => hardLoad(url, 'push'), refresh: async () => location.reload() };
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
