/**
 * What `serve --watch` keeps between builds so a rebuild redoes only what a change affects.
 * The cache is an explicit object handed to `build()`; dropping it means a cold build.
 * Every entry is keyed by its inputs, so a cached result is used only when it is exactly
 * what a cold build would produce.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { PageFacts, RenderedLinks } from '../plan/page-tasks.js';

/** A parsed page and its body HTML, keyed by its text, the parse context and the theme. */
export interface CachedParse {
  key: string;
  facts: PageFacts;
  /** Body HTML, UTF-8. */
  body: Buffer;
}

/** A rendered page, keyed by its render inputs. */
export interface CachedRender {
  key: string;
  html: string;
  chunk?: string;
  links: RenderedLinks;
}

/** A module or bundle, valid while the files it was built from are unchanged. */
export interface CachedModule {
  stamp: string;
  inputs: string[];
  value: unknown;
}

/** State kept between the builds of one watch session. */
export interface BuildCache {
  parse: Map<string, CachedParse>;
  render: Map<string, CachedRender>;
  modules: Map<string, CachedModule>;
}

/** A new, empty cache. */
export function createBuildCache(): BuildCache {
  return { parse: new Map(), render: new Map(), modules: new Map() };
}

/** A short hash of `parts`. */
export function hashOf(...parts: string[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('base64url');
}

/** A stamp of files' sizes and modification times; changes when any of them changes. */
export function stampFiles(files: readonly string[]): string {
  return hashOf(
    ...files.map((f) => {
      try {
        const s = statSync(f);
        return `${f}:${s.size}:${s.mtimeMs}`;
      } catch {
        return `${f}:missing`;
      }
    }),
  );
}

/**
 * Returns the cached value for `key` while its input files are unchanged, else computes it.
 * Without a cache it simply computes.
 */
export async function cachedModule<T>(cache: BuildCache | undefined, key: string, compute: () => Promise<{ value: T; inputs: string[] }>): Promise<T> {
  const hit = cache?.modules.get(key);
  if (hit && stampFiles(hit.inputs) === hit.stamp) return hit.value as T;
  const { value, inputs } = await compute();
  cache?.modules.set(key, { stamp: stampFiles(inputs), inputs, value });
  return value;
}
