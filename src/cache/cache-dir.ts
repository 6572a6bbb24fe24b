/**
 * Where docsgen keeps what outlives a build (bundled modules, the persistent build cache):
 * `node_modules/.cache/docsgen` of the project that holds the site, as other build tools do,
 * or a folder of its own in the system's temporary folder for a site outside any project.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { hashText } from '../hash.js';

/** The default cache folder of the site in `siteDir`. */
export function defaultCacheDir(siteDir: string): string {
  let dir = resolve(siteDir);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'node_modules', '.cache', 'docsgen');
    const parent = dirname(dir);
    if (parent === dir) return join(tmpdir(), 'docsgen-cache', hashText(resolve(siteDir)).slice(0, 16));
    dir = parent;
  }
}
