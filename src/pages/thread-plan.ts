/**
 * How many threads render a build's pages, decided by the amount of Markdown (bytes) and how
 * it is spread over the pages, not by the number of pages. A thread costs its start (loading
 * the engine and the theme, then warming up its own optimizing compiler), and a page cannot be
 * split: the plan simulates handing the pages out heaviest first, as the pool does, and takes
 * the fewest threads that finish soonest. Every thread that renders also keeps V8's own
 * threads busy (its optimizing compiler and its garbage collector's helpers), on the same
 * cores: the plan counts that work too, so on two cores it keeps the main thread alone.
 */

/**
 * The work one page costs whatever its size (its shell, sidebar and files), in bytes of
 * Markdown that take as long (an estimate; BENCHMARKS.md, "Threads").
 */
export const PAGE_BYTES = 512;
/**
 * What starting a worker thread adds to a build, in bytes of Markdown the main thread renders
 * in as much CPU time: its engine and theme (about 0.2 s), then its own compiler's warm-up on
 * the same code the main thread has already compiled, for about 2.7 s more CPU on 2.4 MB of
 * real Markdown (BENCHMARKS.md, "Threads: where a worker thread's time goes").
 */
export const THREAD_START_BYTES = 1024 * 1024;
/**
 * The CPU time V8's own threads spend beside a rendering thread, as a share of that thread's
 * own: 0.73–0.87 measured on real Markdown, mostly the optimizing compiler and the garbage
 * collector's helpers (BENCHMARKS.md, "Threads: where a worker thread's time goes").
 */
export const BACKGROUND_SHARE = 0.75;
/** An extra thread must save at least this share of the build to be started. */
const MIN_GAIN = 0.1;
/**
 * From this much work on, every core gets a worker thread and the main thread only
 * coordinates and writes: it holds the whole site's state, and its young generation, which
 * cannot be enlarged once Node runs, makes it the slowest renderer.
 */
export const COORDINATOR_BYTES = 16 * 1024 * 1024;

/** Worker threads for a build, and whether the main thread renders pages too. */
export interface ThreadPlan {
  threads: number;
  mainTakesPages: boolean;
  /**
   * Worker threads get pages before they have started (DOCSGEN_THREADS: every thread named
   * renders, as the thread tests need); otherwise a thread takes pages once it can render them.
   */
  eager?: boolean;
}

/** The work of a page of `bytes` bytes of Markdown, in the plan's unit. */
export function pageWork(bytes: number): number {
  return bytes + PAGE_BYTES;
}

/**
 * The plan for pages of `weights` bytes of Markdown each on `cores` cores; `forced`
 * (DOCSGEN_THREADS) wins.
 */
export function threadPlan(options: { weights: readonly number[]; cores: number; forced?: string | undefined }): ThreadPlan {
  const { cores, forced } = options;
  const work = [...options.weights].map(pageWork).sort((a, b) => b - a);
  const total = work.reduce((sum, w) => sum + w, 0);
  const coordinator = total >= COORDINATOR_BYTES;
  if (forced !== undefined && /^\d+$/.test(forced)) {
    const threads = Number(forced);
    return { threads, mainTakesPages: threads === 0 || !coordinator, eager: true };
  }
  if (coordinator) return { threads: Math.max(1, cores), mainTakesPages: false };
  let best = { threads: 0, finish: finishTime(work, 0, cores) };
  for (let threads = 1; threads < cores; threads++) {
    const finish = finishTime(work, threads, cores);
    if (finish < best.finish * (1 - MIN_GAIN)) best = { threads, finish };
  }
  return { threads: best.threads, mainTakesPages: true };
}

/**
 * When the last of the main thread and `threads` worker threads finishes, pages going out
 * heaviest first to whichever is free first (worker threads free only once started), on
 * `cores` cores shared with V8's own threads: no sooner than all the CPU time the build takes
 * (the pages, each thread's start, V8's work beside them) spread over every core.
 */
export function finishTime(sortedWork: readonly number[], threads: number, cores: number): number {
  const loads = [0, ...Array.from({ length: threads }, () => THREAD_START_BYTES)];
  let total = 0;
  for (const w of sortedWork) {
    let least = 0;
    for (let i = 1; i < loads.length; i++) if (loads[i]! < loads[least]!) least = i;
    loads[least] = loads[least]! + w;
    total += w;
  }
  const cpu = total * (1 + BACKGROUND_SHARE) + threads * THREAD_START_BYTES;
  return Math.max(...loads, cpu / Math.max(1, cores));
}
