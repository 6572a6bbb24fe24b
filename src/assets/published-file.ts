/** Local files pages publish (images and files they link to or import), under names with their content hash. */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, sep } from 'node:path';

/**
 * Where a file a page links to goes in the output (`assets/images/<name>-<hash>.<ext>`, or
 * `assets/files/…` for other files), or null when it is not a regular file inside one of
 * `roots` (the site folder and the content folders outside it: `siteRoots`): a link cannot
 * publish files from elsewhere.
 */
export function publishablePath(file: string, roots: readonly string[], image: boolean): string | null {
  let real: string;
  try {
    real = realpathSync(file);
    if (!statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  if (!roots.some((root) => inside(real, root))) return null;
  const ext = extname(real);
  const hash = createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 8);
  return `assets/${image ? 'images' : 'files'}/${basename(real, ext)}-${hash}${ext}`;
}

/** Whether the real path `real` is inside the folder `root` (which may not exist). */
function inside(real: string, root: string): boolean {
  let dir: string;
  try {
    dir = realpathSync(root);
  } catch {
    return false;
  }
  return real.startsWith(dir.endsWith(sep) ? dir : dir + sep);
}
