/**
 * The built-in theme (`templates/`), compiled into the engine: a cold build of a site that uses
 * it neither bundles it with esbuild nor imports it as an ES module, and its code is in the
 * engine's V8 code cache. That took about 30 ms of every build.
 *
 * The compiled engine holds the copy it was built with, so it is used only while the files in
 * `templates/` are still those it was compiled from: `scripts/compile.mjs` records them with a
 * digest in {@link compiledFrom}. After an edit there (in watch mode, say), and when the engine
 * runs from its TypeScript sources, the theme is bundled from `templates/` like any other.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import type { Theme } from '../theme-api.js';
import { theme } from '../../templates/index.js';

export { theme as builtinTheme };

/** The theme's source files (relative to the package) and their digest; set by the compile. */
export const compiledFrom: { files: string[]; digest: string } | undefined = undefined;

/** SHA-256 over each file's path and contents, in order. */
export function digestFiles(root: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

/** The engine's copy of the theme and its source files (absolute paths), if that copy is current. */
export function currentBuiltinTheme(): { theme: Theme; inputs: string[] } | undefined {
  const root = packageRoot();
  if (!compiledFrom) return undefined;
  try {
    if (digestFiles(root, compiledFrom.files) !== compiledFrom.digest) return undefined;
  } catch {
    return undefined;
  }
  return { theme, inputs: compiledFrom.files.map((f) => join(root, f)) };
}
