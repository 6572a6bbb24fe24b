/**
 * Which folder a build may replace. A build replaces its output folder as a whole, so a wrong
 * `outDir` (`.`, `..`, `docs`, a project's own folder) would delete whatever is there. The
 * output folder may therefore not be, hold or lie inside the site's sources, and docsgen only
 * replaces a folder it wrote itself: each build leaves a marker file in it (as Cargo leaves
 * `CACHEDIR.TAG` and Sphinx `.buildinfo`); an unknown folder with files in it is replaced only
 * when the user says so (`--force`, `emptyOutDir: true`).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';

/** Name of the marker file every build leaves in its output folder. */
export const OUTPUT_MARKER = '.docsgen-output';

/** The marker's text: what the folder is, for whoever opens it. */
export const OUTPUT_MARKER_TEXT = 'This folder was written by docsgen. Every build replaces it as a whole: keep nothing else in it.\n';

/** What a build must not overwrite, besides the site folder. */
export interface ProtectedFolders {
  /** The site folder (config file, content). */
  siteDir: string;
  /** Content and static folders, wherever they are (a config may name folders outside the site). */
  sources: readonly string[];
}

/** The real path of `path`: links resolved in the part that exists, the rest appended. */
export function realPathOf(path: string): string {
  const missing: string[] = [];
  let at = resolve(path);
  for (;;) {
    try {
      return join(realpathSync(at), ...missing.reverse());
    } catch {
      const parent = dirname(at);
      if (parent === at) return resolve(path);
      missing.push(basename(at));
      at = parent;
    }
  }
}

function contains(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/**
 * Problems with writing the site to `outDir`: a folder of sources, a file, a link, or a folder
 * docsgen did not write (unless `force`). Empty when the build may replace it.
 */
export function checkOutputFolder(outDir: string, folders: ProtectedFolders, force: boolean, configFile?: string): Diagnostic[] {
  const out = realPathOf(outDir);
  const site = realPathOf(folders.siteDir);
  const problem = (message: string): Diagnostic[] => [
    { severity: 'error', code: 'output/unsafe-folder', message, ...(configFile ? { file: configFile } : {}) },
  ];
  const fix = 'set outDir in the config (or --out) to a folder of its own, such as "build"';
  if (contains(out, site)) {
    return problem(
      `the output folder ${outDir} ${out === site ? 'is the site folder' : 'holds the site folder'}, and every build replaces the output folder as a whole; ${fix}`,
    );
  }
  for (const source of folders.sources) {
    const real = realPathOf(source);
    // A folder holding the whole site (a theme file at its root) is covered by the site folder's rule.
    if (!existsSync(real) || contains(real, site)) continue;
    if (contains(out, real) || contains(real, out)) {
      const how = out === real ? 'is' : contains(out, real) ? 'holds' : 'lies inside';
      return problem(`the output folder ${outDir} ${how} the source folder ${source}, and every build replaces the output folder as a whole; ${fix}`);
    }
  }
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return [];
  }
  if (stat.isSymbolicLink()) {
    return problem(`the output folder ${outDir} is a symbolic link; set outDir (or --out) to the folder it points to, ${realPathOf(outDir)}`);
  }
  if (!stat.isDirectory()) {
    return problem(`the output path ${outDir} is a file, not a folder; move the file away or ${fix}`);
  }
  if (force || isDocsgenOutput(outDir)) return [];
  return problem(
    `the output folder ${outDir} holds files docsgen did not write (it has no ${OUTPUT_MARKER} marker), and a build would replace them; move them away, ${fix}, or pass --force (emptyOutDir: true in the config) to replace the folder`,
  );
}

/**
 * Whether docsgen may replace `dir`: it is empty, holds the marker, or is the output of a
 * docsgen version from before the marker (a `_chunks` folder and docsgen's `_headers`).
 */
export function isDocsgenOutput(dir: string): boolean {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return false;
  }
  if (names.length === 0 || names.includes(OUTPUT_MARKER)) return true;
  if (!names.includes('_chunks') || !names.includes('_headers') || !names.includes('404.html')) return false;
  try {
    return /^\/\*\n {2}Content-Security-Policy: default-src 'self'/.test(readFileSync(join(dir, '_headers'), 'utf8'));
  } catch {
    return false;
  }
}
