/**
 * Spreads page tasks over the cores. Small sites stay on the main thread, where starting
 * threads would cost more than it saves; larger ones add worker threads, with the main thread
 * as one more worker; very large ones give every core a worker thread and keep the main
 * thread for coordination.
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot, runsFromSources } from '../package-root.js';
import { Worker } from 'node:worker_threads';
import type { BuildCache } from '../cache/build-cache.js';
import type { LoadedTheme } from '../render/load-theme.js';
import { serialQueue } from './serial-queue.js';
import { PageWorkerState, type ParseSetup, type ParseSpec, type PageFacts, type RenderSetup, type RenderSpec, type RenderedLinks } from './page-tasks.js';

/** The operations a worker offers, in-process or on a thread. */
export interface PageWorker {
  /** Whether Markdown pages are handed to this worker (to parse, then to render). */
  readonly takesPages: boolean;
  setupParse(setup: ParseSetup): Promise<void>;
  parse(specs: ParseSpec[]): Promise<PageFacts[]>;
  setupRender(setup: RenderSetup): Promise<void>;
  renderPages(specs: RenderSpec[]): Promise<RenderedLinks>;
  close(): Promise<void>;
}

/**
 * A worker on the main thread; with a cache, it reuses unchanged parse and render results.
 * Each operation starts on a later turn of the event loop, so the caller can hand work to
 * the thread workers before the main thread gets busy with its own share.
 */
export function createLocalWorker(cache?: BuildCache, themeStamp?: string, theme?: LoadedTheme, takesPages = true): PageWorker {
  const state = new PageWorkerState(cache, themeStamp, theme);
  const queue = serialQueue();
  const later = <T>(op: () => T | Promise<T>): Promise<T> => queue(() => new Promise<void>((r) => setImmediate(r)).then(op));
  return {
    takesPages,
    setupParse: (s) => later(() => state.setupParse(s)),
    parse: (s) => later(() => state.parse(s)),
    setupRender: (s) => later(() => state.setupRender(s)),
    renderPages: (s) => later(() => state.renderPages(s)),
    close: () => queue(() => state.close()),
  };
}

function threadWorker(script: string): PageWorker {
  // A larger young generation means fewer scavenges for the many short-lived tree nodes.
  const worker = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  worker.on('message', (msg: { id: number; ok: boolean; result?: unknown; error?: { message: string; stack?: string } }) => {
    const w = waiting.get(msg.id);
    waiting.delete(msg.id);
    if (!w) return;
    if (msg.ok) w.resolve(msg.result);
    else {
      const e = new Error(msg.error!.message);
      if (msg.error!.stack) e.stack = msg.error!.stack;
      w.reject(e);
    }
  });
  let failure: Error | undefined;
  const fail = (error: Error): void => {
    failure ??= error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Internal error: a worker thread stopped (exit code ${code})`)));
  const call = <T>(op: string, arg: unknown): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, arg });
    });
  return {
    takesPages: true,
    setupParse: (s) => call('setupParse', s),
    parse: (s) => call('parse', s),
    setupRender: (s) => call('setupRender', s),
    renderPages: (s) => call('renderPages', s),
    close: async () => {
      await call('close', undefined).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/**
 * Pages per extra thread: below this, starting a thread (module loading, a cold JIT) costs more
 * than it saves. On two cores, with the main thread's settings for small builds
 * (small-build-flags.ts), 150 pages took 1.59 s on the main thread alone and 1.83 s with a
 * thread (and twice the memory); 200 pages took 2.34 s and 2.28 s; 400 pages 4.02 s and 3.58 s.
 */
const PAGES_PER_THREAD = 200;

/**
 * From this many pages on, the main thread parses and renders no Markdown page, and every
 * core gets a worker thread. The main thread holds the whole site's state and keeps V8's
 * default young generation, which cannot be enlarged once Node runs (threads get 64 MB). At
 * 10,000 pages its scavenges took 11 s, while the worker thread waited 12 s for it; with the
 * main thread only coordinating, that build took 39.5 s instead of 55 s, in less memory. At
 * 1,000 pages both ways take the same time, and this one uses 80 MB more.
 */
const MAIN_THREAD_PAGE_LIMIT = 2000;

/** Worker threads for a build, and whether the main thread takes pages too. */
export interface ThreadPlan {
  threads: number;
  mainTakesPages: boolean;
}

/** How to spread `pages` pages; `DOCSGEN_THREADS` sets the number of threads. */
export function threadPlan(pages: number, env: NodeJS.ProcessEnv = process.env): ThreadPlan {
  const forced = env.DOCSGEN_THREADS;
  const large = pages >= MAIN_THREAD_PAGE_LIMIT;
  if (forced !== undefined && /^\d+$/.test(forced)) return { threads: Number(forced), mainTakesPages: !large || forced === '0' };
  const cores = availableParallelism();
  if (large) return { threads: cores, mainTakesPages: false };
  return { threads: Math.max(0, Math.min(cores - 1, Math.floor(pages / PAGES_PER_THREAD))), mainTakesPages: true };
}

/** The compiled worker script (`dist/src/plan/page-worker-thread.js`); absent when the engine runs from TypeScript sources. */
function workerScript(): string | undefined {
  if (runsFromSources()) return undefined;
  const path = join(packageRoot(), 'dist', 'src', 'plan', 'page-worker-thread.js');
  return existsSync(path) ? path : undefined;
}

/**
 * Creates the main-thread worker plus the plan's thread workers (when the engine is compiled;
 * without them the main thread takes every page). The main thread reuses `theme`, which the
 * build has loaded already.
 */
export function createWorkers(plan: ThreadPlan, theme: LoadedTheme): PageWorker[] {
  const script = plan.threads > 0 ? workerScript() : undefined;
  const workers = [createLocalWorker(undefined, undefined, theme, plan.mainTakesPages || !script)];
  if (script) for (let i = 0; i < plan.threads; i++) workers.push(threadWorker(script));
  return workers;
}

/** Splits `items` over `n` workers round-robin, returning the index lists. */
export function partition<T>(items: T[], n: number): T[][] {
  const parts: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => parts[i % n]!.push(item));
  return parts;
}
