/**
 * V8 settings for a cold build on the main thread alone (a site under 200 pages on two cores,
 * see `threadPlan`), where most of the time goes into code that runs for the first time:
 *
 * - **A small young generation.** V8 lets its young generation (where new objects are made)
 *   grow from 2 MB to 32 MB while many objects outlive a scavenge, as they do while pages are
 *   parsed. That was a quarter of the process's peak memory (about 125 MB for 30 pages) and
 *   saved no measurable time, so it keeps its starting size.
 * - **No inlining in TurboFan.** V8 optimizes hot functions with TurboFan on four background
 *   threads; with inlining, each job compiles the functions it calls too. On two cores those
 *   jobs took the core the build runs on (for the 30-page site, 1 s of compile jobs in a 0.6 s
 *   build), and the optimized code arrived late. Without inlining they cost a quarter of that
 *   and the build is 12–19% faster (see ARCHITECTURE.md, "Where the time goes").
 *
 * The flags are V8's, process-wide, and only changed for the build: V8 accepts a code cache
 * only under the flags it was made with, so they go back to V8's defaults afterwards (worker
 * threads, which load the engine from the cache during the build, are why threaded builds
 * leave them). Watch mode keeps the defaults too: its process lives long enough for inlining
 * to pay.
 */
import { setFlagsFromString } from 'node:v8';

/** Each flag set for the build, with the value V8 has by default. */
const FLAGS: Array<[build: string, restore: string]> = [
  ['--semi-space-growth-factor=1', '--semi-space-growth-factor=2'],
  ['--no-turbo-inlining', '--turbo-inlining'],
];

export async function withSmallBuildFlags<T>(run: () => Promise<T>): Promise<T> {
  for (const [build] of FLAGS) setFlagsFromString(build);
  try {
    return await run();
  } finally {
    for (const [, restore] of FLAGS) setFlagsFromString(restore);
  }
}
