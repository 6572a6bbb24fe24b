/**
 * Document lookups that page content cannot shadow. `<img name="querySelector">` or
 * `<form name="title">` in a page replace `document.querySelector` or `document.title` with
 * the element ("DOM clobbering"); the methods and accessors of `Document.prototype` stay
 * intact, so the runtime calls those.
 */

import { CONTENT_PREFIX } from '../chunk-format.js';

const proto = Document.prototype;
const doc = document;

function getter<T>(name: string): () => T {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
  return () => descriptor.get!.call(doc) as T;
}

/** `document.querySelector`, unshadowed. */
export function query<E extends Element = Element>(selector: string): E | null {
  return proto.querySelector.call(doc, selector) as E | null;
}

/** `document.querySelectorAll`, unshadowed. */
export function queryAll<E extends Element = Element>(selector: string): NodeListOf<E> {
  return proto.querySelectorAll.call(doc, selector) as NodeListOf<E>;
}

/** `document.getElementById`, unshadowed. */
export function byId(id: string): HTMLElement | null {
  return proto.getElementById.call(doc, id);
}

/** `document.createElement`, unshadowed. */
export function create<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] {
  return proto.createElement.call(doc, tag) as HTMLElementTagNameMap[K];
}

export const rootElement = getter<HTMLElement>('documentElement');
export const head = getter<HTMLHeadElement>('head');
export const body = getter<HTMLElement>('body');
export const activeElement = getter<Element | null>('activeElement');

const titleDescriptor = Object.getOwnPropertyDescriptor(proto, 'title')!;
/** Sets `document.title`, unshadowed. */
export function setTitle(text: string): void {
  titleDescriptor.set!.call(doc, text);
}

/** `document.addEventListener`, unshadowed. */
export function listen<K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions): void {
  EventTarget.prototype.addEventListener.call(doc, type, handler as EventListener, options);
}

/**
 * The element a URL fragment (`#install`, without `#`, percent-encoded or not) points at: the
 * element with that id, or else the content element whose id is the fragment with the content
 * prefix (`#x` → `user-content-x`: ids in raw HTML, and headings whose id the theme reserves,
 * carry it, while links from other sites do not), or else, for a fragment with the prefix, the
 * element with the id without it (`#user-content-install` → `install`: links written when every
 * heading id carried the prefix).
 */
export function fragmentTarget(fragment: string): HTMLElement | null {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: look the fragment up as it is.
  }
  if (id === '') return null;
  return byId(id) ?? (id.startsWith(CONTENT_PREFIX) ? byId(id.slice(CONTENT_PREFIX.length)) : byId(CONTENT_PREFIX + id));
}
