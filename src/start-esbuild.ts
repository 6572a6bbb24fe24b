/**
 * esbuild bundles in a service process of its own, which takes about 10 ms to start. A build
 * needs it first for the site's config, right after the engine has loaded; started before the
 * engine loads, the process is ready by then instead of being waited for.
 */
import { createRequire } from 'node:module';

let started = false;

/** Starts esbuild's service process (once); the engine's own `require('esbuild')` then shares it. */
export function startEsbuild(): void {
  if (started) return;
  started = true;
  try {
    const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    esbuild.initialize({}).catch(() => undefined);
  } catch {
    // Nothing is lost: the build starts esbuild when it first needs it, and reports what fails.
  }
}
