/**
 * What identifies the engine for the build cache: its version and a hash of its code, so a
 * cache is never reused by another release, nor by a build of the engine from changed sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashText } from '../hash.js';
import { packageRoot, packageVersion, runsFromSources } from '../package-root.js';

let identity: string | undefined;

/** `<version>+<hash of the engine's code>`. */
export function engineIdentity(): string {
  if (identity) return identity;
  const root = packageRoot();
  const code = runsFromSources() ? join(root, 'src') : join(root, 'dist');
  const files = codeFiles(code).sort();
  return (identity = `${packageVersion()}+${hashText(...files.flatMap((f) => [f, readFileSync(join(code, f))])).slice(0, 16)}`);
}

/** The `.js` and `.ts` files below `dir` (but type declarations), relative to it. */
function codeFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'types' && entry.name !== 'node_modules') out.push(...codeFiles(dir, path));
    } else if (/\.(js|ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}
