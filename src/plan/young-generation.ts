/**
 * V8 lets its young generation (where new objects are made) grow from 2 MB to 32 MB while many
 * objects outlive a scavenge, as they do while pages are parsed. For a site built on the main
 * thread alone, that was a quarter of the process's peak memory (about 125 MB for 30 pages)
 * and saved no measurable time, so such a build keeps it at its starting size.
 *
 * The flag is V8's, process-wide, and only changed for the build: V8 accepts a code cache only
 * under the flags it was made with, so it goes back to V8's default afterwards (worker threads,
 * which load the engine from the cache during the build, are why threaded builds leave it).
 */
import { setFlagsFromString } from 'node:v8';

const DEFAULT_GROWTH_FACTOR = 2;

export async function withSmallYoungGeneration<T>(run: () => Promise<T>): Promise<T> {
  setFlagsFromString('--semi-space-growth-factor=1');
  try {
    return await run();
  } finally {
    setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
  }
}
