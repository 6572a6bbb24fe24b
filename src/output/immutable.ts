/**
 * Which output files may be cached for good. The build names some files by a hash of their
 * content (the stylesheet and scripts, the files pages and stylesheets point at, shared
 * regions, the search index's shards): a new content gets a new name, so a browser or a CDN
 * may keep them a year without asking again. The writer records exactly those names in a
 * manifest inside the output folder, which `docsgen serve` reads, and the `_headers` file for
 * static hosts gets the same list as rules. Nothing is guessed from a file name: a page
 * `release-20240101` or a static file `logo-3f9a1c2b.png` revalidates like any other file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest's name in the output folder (a dotfile: never served). */
export const IMMUTABLE_MANIFEST = '.docsgen-immutable.json';

/** `Cache-Control` of a file named by its content's hash. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The manifest's text for `paths` (relative, `/`-separated). */
export function immutableManifest(paths: Iterable<string>): string {
  return `${JSON.stringify({ v: 1, immutable: [...paths].sort() })}\n`;
}

/** The paths the manifest in `outDir` lists; empty when there is none or it cannot be read. */
export function readImmutableManifest(outDir: string): Set<string> {
  try {
    const data = JSON.parse(readFileSync(join(outDir, IMMUTABLE_MANIFEST), 'utf8')) as { v?: unknown; immutable?: unknown };
    if (data.v !== 1 || !Array.isArray(data.immutable)) return new Set();
    return new Set(data.immutable.filter((p): p is string => typeof p === 'string'));
  } catch {
    return new Set();
  }
}

/**
 * Most rules the `_headers` file gets for immutable files. Cloudflare Pages reads at most 100
 * rules; a file left out is only revalidated, which costs a request, never a stale page.
 */
const MAX_RULES = 40;

/**
 * Path patterns of `_headers` rules covering exactly the immutable files among `all` (every
 * output path): `/folder/*` for a folder that holds nothing else, each file by name otherwise;
 * folders first, at most {@link MAX_RULES}. No pattern ever matches a file that is not immutable.
 */
export function immutableRulePaths(all: Iterable<string>, immutable: ReadonlySet<string>, base = '/'): string[] {
  // Folders holding at least one file that is not immutable.
  const mixed = new Set<string>(['']);
  for (const path of all) {
    if (immutable.has(path)) continue;
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) mixed.add(parts.slice(0, i).join('/'));
  }
  const folders = new Set<string>();
  const files: string[] = [];
  for (const path of [...immutable].sort()) {
    const parts = path.split('/');
    // The outermost folder that holds immutable files alone.
    let folder: string | undefined;
    for (let i = 1; i < parts.length && folder === undefined; i++) {
      const candidate = parts.slice(0, i).join('/');
      if (!mixed.has(candidate)) folder = candidate;
    }
    if (folder !== undefined) folders.add(folder);
    else files.push(path);
  }
  const encode = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
  return [...[...folders].sort().map((f) => `${base}${encode(f)}/*`), ...files.map((f) => `${base}${encode(f)}`)].slice(0, MAX_RULES);
}

/** The `_headers` rules marking `paths` (from {@link immutableRulePaths}) immutable. */
export function immutableRules(paths: readonly string[]): string {
  return paths.map((p) => `${p}\n  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}\n`).join('');
}
