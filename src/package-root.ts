/** Locates files that ship with docsgen (the built-in theme, the browser code). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The folder holding docsgen's package.json, from source (`src/`) or compiled (`dist/src/`). */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'docsgen') return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Internal error: cannot find the docsgen package root');
    dir = parent;
  }
}

/**
 * Whether the engine runs from its TypeScript sources (the unit tests) rather than compiled:
 * then there is no worker thread script and no prebuilt theme or assets to use.
 */
export function runsFromSources(): boolean {
  return import.meta.url.endsWith('.ts');
}

/** docsgen's version, from its package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
