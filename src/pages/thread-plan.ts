/**
 * How many threads render a build's pages, decided by the amount of Markdown (bytes) and how
 * it is spread over the pages, not by the number of pages. A thread costs its start (loading
 * the engine and the theme, then warming up its own optimizing compiler), and a page cannot be
 * split: the plan simulates handing the pages out heaviest first, as the pool does, and takes
 * the fewest threads that finish soonest. Every thread that renders also keeps V8's own
 * threads busy (its optimizing compiler and its garbage collector's helpers), on the same
 * cores: the plan counts that work too, so on two cores it keeps the main thread alone below
 * about 1.7 MB of Markdown.
 */

/**
 * The work one page costs whatever its size (its shell, sidebar and files), in bytes of
 * Markdown that take as long (an estimate; BENCHMARKS.md, "Threads").
 */
export const PAGE_BYTES = 512;
/**
 * What starting a worker thread adds to a build, in bytes of Markdown the main thread renders
 * in as much CPU time: its engine and theme (about 0.2 s), then its own compiler's warm-up on
 * the same code the main thread has already compiled: 1.2 s more CPU on 2.4 MB of real
 * Markdown with the CLI's V8 tuning (src/cli/v8-tuning.ts), about 0.4 MB of rendering, counted
 * with its start's wait (BENCHMARKS.md, "V8's tiering budget").
 */
export const THREAD_START_BYTES = 512 * 1024;
/**
 * The CPU time V8's own threads spend beside a rendering thread, as a share of that thread's
 * own: 0.34–0.54 measured on real Markdown with the CLI's V8 tuning (0.73–0.87 without it),
 * the garbage collector's helpers and the optimizing compiler (BENCHMARKS.md, "V8's tiering
 * budget").
 */
export const BACKGROUND_SHARE = 0.5;
/** An extra thread must save at least this share of the build to be started. */
const MIN_GAIN = 0.1;
/**
 * From this much work on, every core gets a worker thread and the main thread only
 * coordinates and writes: it holds the whole site's state, and its young generation, which
 * cannot be enlarged once Node runs, makes it the slowest renderer.
 */
export const COORDINATOR_BYTES = 16 * 1024 * 1024;

/**
 * The old generation a worker thread's heap may grow to, in MB, for pages of `weights` bytes of
 * Markdown; undefined leaves V8's own limit (that of the main thread, about 4 GB on a machine
 * with 16 GB or more). Without a limit of its own, V8 lets each thread's heap grow far beyond
 * what it holds before collecting: with this limit the peak of a 100,000-page build fell from
 * 2.07 to 1.45 GB, at no more CPU time (BENCHMARKS.md, "100,000 pages").
 * The limit leaves room for the largest page: on real Markdown (the corpus's docs, code blocks
 * and tables), a 5 MB page rendered within a limit of 900 MB and a 20 MB page ran out of
 * memory under 2 GB, so a page's trees take about 100 to 150 bytes of heap per byte; counted as
 * {@link HEAP_PER_BYTE}; and for the site's setup every thread holds (sidebars, the route of
 * every file), counted as {@link HEAP_PER_PAGE}. A thread that runs out of memory all the
 * same hands its pages to the main thread (pool.ts). `forced` (DOCSGEN_THREAD_HEAP_MB) wins.
 */
export function threadHeapLimitMb(options: {
  weights: readonly number[];
  /** Pages of the site, rendered or not (the setup holds them all); by default as many as `weights`. */
  sitePages?: number;
  forced?: string | undefined;
  processLimitMb: number;
}): number | undefined {
  const { weights, forced, processLimitMb } = options;
  if (forced !== undefined && /^\d+$/.test(forced) && Number(forced) > 0) return Number(forced);
  const largest = weights.reduce((max, w) => Math.max(max, w), 0);
  const pages = Math.max(weights.length, options.sitePages ?? 0);
  const limit = THREAD_HEAP_BASE_MB + Math.ceil((largest * HEAP_PER_BYTE + pages * HEAP_PER_PAGE) / (1024 * 1024));
  return limit < processLimitMb ? limit : undefined;
}

/** What a worker thread holds whatever its pages: the engine, the theme and V8's own (MB). */
export const THREAD_HEAP_BASE_MB = 512;
/** Heap a page's trees may take per byte of its Markdown, with room to spare. */
export const HEAP_PER_BYTE = 256;
/** Heap the setup takes per page of the site, in every thread (its sidebar entry, its route). */
export const HEAP_PER_PAGE = 2048;

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
