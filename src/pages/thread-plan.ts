/**
 * How many threads render a build's pages, decided by the amount of Markdown (bytes), not
 * the number of pages: a thread costs its start (loading the engine and the theme), and pays
 * for itself only when there is enough text to share.
 */

/** Below this much Markdown, everything stays on the main thread. */
export const SINGLE_THREAD_BYTES = 512 * 1024;
/** Work one more thread is worth starting for. */
export const BYTES_PER_THREAD = 256 * 1024;
/**
 * From this much Markdown (or this many pages) on, every core gets a worker thread and the
 * main thread only coordinates and writes: it holds the whole site's state, and its young
 * generation, which cannot be enlarged once Node runs, makes it the slowest renderer.
 */
export const COORDINATOR_BYTES = 16 * 1024 * 1024;
export const COORDINATOR_PAGES = 2000;

/** Worker threads for a build, and whether the main thread renders pages too. */
export interface ThreadPlan {
  threads: number;
  mainTakesPages: boolean;
}

/** The plan for `bytes` of Markdown in `pages` pages on `cores` cores; `forced` (DOCSGEN_THREADS) wins. */
export function threadPlan(options: { bytes: number; pages: number; cores: number; forced?: string | undefined }): ThreadPlan {
  const { bytes, pages, cores, forced } = options;
  const coordinator = bytes >= COORDINATOR_BYTES || pages >= COORDINATOR_PAGES;
  if (forced !== undefined && /^\d+$/.test(forced)) {
    const threads = Number(forced);
    return { threads, mainTakesPages: threads === 0 || !coordinator };
  }
  if (coordinator) return { threads: Math.max(1, cores), mainTakesPages: false };
  if (bytes < SINGLE_THREAD_BYTES || cores < 2) return { threads: 0, mainTakesPages: true };
  return { threads: Math.max(1, Math.min(cores - 1, Math.floor(bytes / BYTES_PER_THREAD))), mainTakesPages: true };
}
