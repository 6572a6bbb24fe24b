/**
 * One file of the build cache per site, `<cacheDir>/<folder>/<site>.bin`, in V8's serialization
 * (dates, maps and typed arrays stay what they are). It records its format and the engine that
 * wrote it; a file of another format or engine, or a damaged one, is not read, and the caller
 * says whether that is worth a note.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashText } from '../hash.js';
import { engineIdentity } from './engine-identity.js';

/** What reading the file gave: its data, why it was not read, or `undefined` when there is none. */
export type CacheFileRead<T> = { data: T } | { why: string } | undefined;

export interface SiteCacheFile<T extends object> {
  readonly path: string;
  /** The file's data when this engine wrote it in this format and `valid` accepts it. */
  read(valid: (stored: Partial<T>) => boolean): CacheFileRead<T>;
  /** Writes `data` whole, then renames it into place; on failure the next build goes without it. */
  write(data: T): void;
}

/** The cache file of the site in `siteDir` kept in `<cacheDir>/<folder>/`, in `format`. */
export function siteCacheFile<T extends object>(cacheDir: string, siteDir: string, folder: string, format: string): SiteCacheFile<T> {
  const path = join(cacheDir, folder, `${hashText(relative(cacheDir, siteDir)).slice(0, 16)}.bin`);
  const engine = engineIdentity();
  return {
    path,
    read(valid) {
      if (!existsSync(path)) return undefined;
      try {
        const stored = deserialize(readFileSync(path)) as (Partial<T> & { format?: unknown; engine?: unknown }) | undefined;
        if (stored?.format !== format) return { why: 'is not one this version of docsgen wrote' };
        if (stored.engine !== engine) return { why: 'was written by another version of docsgen' };
        if (valid(stored)) return { data: stored as T };
      } catch {
        // Reported below.
      }
      return { why: 'is unreadable (damaged or partial)' };
    },
    write(data) {
      try {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(`${path}.part`, serialize({ format, engine, ...data }));
        renameSync(`${path}.part`, path);
      } catch {
        // The next build does the work again.
      }
    },
  };
}
