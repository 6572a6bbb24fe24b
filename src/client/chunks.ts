/**
 * Page chunks in the browser: where a route's chunk and a shared region live under the base
 * URL, fetching them (once: each URL's answer is kept until the cache is cleared), and reading
 * them with a check of their shape and format version.
 */
import { CHUNK_VERSION, chunkPath, sharedRegionPath, type PageChunk, type SharedRegion } from '../chunk-format.js';
import { rootElement } from './dom.js';

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
/** Answers by URL; a failed fetch is forgotten, so the next attempt goes to the network. */
export const cache = new Map<string, Promise<string>>();
/** Set once the site changed under the page (live reload): the browser's HTTP cache is asked to revalidate too. */
let revalidate = false;

/** Forgets every answer, and makes later fetches revalidate what the browser's HTTP cache holds. */
export function forget(): void {
  cache.clear();
  revalidate = true;
}

/** The route of a pathname below the base URL, decoded. */
export function routeOf(pathname: string): string {
  let route = '/' + pathname.slice(base.length);
  if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}

/** A path below the base URL as a URL path, each segment percent-encoded. */
export function urlOf(path: string): string {
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

export function load(url: string): Promise<string> {
  let p = cache.get(url);
  if (p) return p;
  const ctrl = typeof AbortController === 'function' ? new AbortController() : null;
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    if (ctrl) ctrl.abort();
  }, TIMEOUT);
  const init: RequestInit = revalidate ? { cache: 'no-cache' } : {};
  if (ctrl) init.signal = ctrl.signal;
  p = fetch(url, init)
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

export function parse<T>(text: string, url: string, check: (data: Record<string, unknown>) => boolean): T {
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

export function isChunk(d: Record<string, unknown>): boolean {
  return (
    typeof d.route === 'string' &&
    typeof d.title === 'string' &&
    typeof d.shell === 'string' &&
    !!d.regions &&
    typeof d.regions === 'object' &&
    !!d.shared &&
    typeof d.shared === 'object'
  );
}

/** The URL of the chunk of the page at `url`. */
export function chunkUrl(url: URL): string {
  return urlOf(chunkPath(routeOf(url.pathname)));
}

/** Fetches and reads the shared region `name` with `key`. */
export async function loadSharedRegion(name: string, key: string): Promise<SharedRegion> {
  const url = urlOf(sharedRegionPath(name, key));
  return parse<SharedRegion>(await load(url), url, (d) => typeof d.html === 'string');
}

/** Fetches and reads the chunk at `src`. */
export async function loadChunk(src: string): Promise<PageChunk> {
  return parse<PageChunk>(await load(src), src, isChunk);
}
