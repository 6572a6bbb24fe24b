/** Local files pages publish (images and files they link to or import), under names with their content hash. */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, sep } from 'node:path';

/**
 * Where a file a page links to goes in the output (`assets/images/<name>-<hash>.<ext>`, or
 * `assets/files/…` for other files), or null when it is not a regular file inside the site
 * folder: a link cannot publish files from elsewhere.
 */
export function publishablePath(file: string, siteDir: string, image: boolean): string | null {
  let real: string;
  try {
    real = realpathSync(file);
    if (!statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  const root = realpathSync(siteDir);
  if (real !== root && !real.startsWith(root + sep)) return null;
  const ext = extname(real);
  const hash = createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 8);
  return `assets/${image ? 'images' : 'files'}/${basename(real, ext)}-${hash}${ext}`;
}
