/**
 * Renders pages on the main thread and on worker threads. Jobs go out in batches, heaviest
 * first, to whichever thread is free (a worker thread from when it has started), so threads
 * finish together however unevenly the pages are sized; results come back to the main thread,
 * which hands them to the writer.
 *
 * A worker thread can be started before the build knows its setup ({@link startThreads}): it
 * loads the engine and the theme while the main thread discovers and bundles. Each worker
 * thread holds two batches, the one it renders and the next, so it never waits for the main
 * thread to finish a page of its own before it gets more work.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot, runsFromSources } from '../package-root.js';
import type { Theme } from '../theme-api.js';
import type { PageJob, PageResult, RenderSetup } from './page-job.js';
import { PageTask } from './page-task.js';
import type { ThreadPlan } from './thread-plan.js';
import type { FromThread, ToThread } from './worker-thread.js';

/** Something that renders batches of jobs: the main thread, or a worker thread. */
interface Executor {
  /** Batches for this executor are at most this heavy (bytes of source). */
  batchWeight: number;
  /** Settles when the executor can render (a worker thread has loaded the engine and the theme). */
  ready: Promise<void>;
  /** Batches it holds at once: a worker thread gets its next while it renders one. */
  lanes: number;
  run(jobs: PageJob[]): Promise<PageResult[]>;
  close(): Promise<void>;
}

/** A set of threads ready to render the pages of one build. */
export interface PagePool {
  /**
   * Renders `jobs`, taking them out of the array: each job is let go of once a thread has it.
   * `onResult` gets each result on the main thread, in no particular order.
   */
  run(jobs: PageJob[], onResult: (result: PageResult) => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** `pages on the main thread and 1 worker thread`, for `--verbose`. */
  readonly description: string;
}

/** The worker thread script of the compiled engine; absent when the engine runs from sources. */
function workerScript(): string | undefined {
  if (runsFromSources()) return undefined;
  const path = join(packageRoot(), 'dist', 'worker.js');
  return existsSync(path) ? path : undefined;
}

/** The lightest batch worth a message to a thread (bytes of source). */
const MIN_BATCH = 2 * 1024;

function localExecutor(task: Promise<PageTask>): Executor {
  return {
    // Small batches: between them the main thread takes the other threads' results and writes.
    batchWeight: 16 * 1024,
    ready: task.then(() => undefined),
    lanes: 1,
    async run(jobs) {
      const t = await task;
      await new Promise<void>((done) => setImmediate(done));
      const results: PageResult[] = [];
      for (const job of jobs) results.push(await t.run(job));
      return results;
    },
    close: () => Promise.resolve(),
  };
}

/** A worker thread started ahead of its build's setup, loading the engine and a theme. */
export interface StartedThread {
  worker: Worker;
}

/** Worker threads started early; {@link createPagePool} takes them, or they are stopped. */
export interface StartedThreads {
  threads: StartedThread[];
  /** Stops the threads no pool has taken. */
  close(): Promise<void>;
}

/**
 * Starts `count` worker threads that load the engine and the theme of `themeModule` at once,
 * before the build has planned its pages; none without the compiled engine.
 */
export function startThreads(count: number, themeModule: string, heapLimitMb: number | undefined): StartedThreads {
  const script = count > 0 ? workerScript() : undefined;
  const threads: StartedThread[] = [];
  for (let i = 0; script && i < count; i++) threads.push({ worker: spawn(script, themeModule, heapLimitMb) });
  return {
    threads,
    close: async () => {
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}

function spawn(script: string, themeModule: string, heapLimitMb: number | undefined): Worker {
  // A larger young generation means fewer scavenges for the many short-lived tree nodes; the
  // old generation's limit (thread-plan.ts) makes V8 collect before the heap grows far beyond
  // what the thread holds.
  const resourceLimits = { maxYoungGenerationSizeMb: 64, ...(heapLimitMb !== undefined ? { maxOldGenerationSizeMb: heapLimitMb } : {}) };
  const worker = new Worker(script, { resourceLimits });
  worker.postMessage({ type: 'theme', themeModule } satisfies ToThread);
  return worker;
}

function threadExecutor(worker: Worker, setup: RenderSetup): Executor {
  const waiting = new Map<number, { resolve: (r: PageResult[]) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  let started!: { resolve: () => void; reject: (e: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
  // A thread that fails to start rejects `ready`; the pool reports it from there.
  ready.catch(() => {});
  // The first failure is the one that says why (a thread out of memory fails, then exits).
  const failAll = (error: Error): void => {
    failure ??= error;
    started.reject(failure);
    for (const w of waiting.values()) w.reject(failure);
    waiting.clear();
  };
  worker.on('message', (message: FromThread) => {
    if (message.type === 'ready') return started.resolve();
    const w = waiting.get(message.id);
    waiting.delete(message.id);
    if (!w) return;
    if (message.type === 'done') w.resolve(message.results);
    else {
      const error = new Error(message.message);
      if (message.stack) error.stack = message.stack;
      w.reject(error);
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`Internal error: a worker thread stopped (exit code ${code})`)));
  worker.postMessage({ type: 'setup', setup } satisfies ToThread);
  return {
    batchWeight: 64 * 1024,
    ready,
    lanes: 2,
    run(jobs) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: 'batch', id, jobs } satisfies ToThread);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/**
 * The threads of `plan` for a build with `setup`: those of `started` (see {@link startThreads}),
 * then new ones as needed; a started thread the plan does not use is stopped. The main thread
 * uses `theme`, which the build has imported already; without the compiled engine (tests from
 * sources) the main thread takes every page.
 */
export function createPagePool(
  setup: RenderSetup,
  plan: ThreadPlan,
  theme: Theme,
  options: { started?: StartedThreads | undefined; heapLimitMb?: number | undefined; note?: (line: string) => void } = {},
): PagePool {
  const { started } = options;
  const script = plan.threads > 0 ? workerScript() : undefined;
  const executors: Executor[] = [];
  const threads = script ? plan.threads : 0;
  const early = started?.threads.splice(0, threads) ?? [];
  void started?.close();
  let mainThread: Executor | undefined;
  const onMainThread = (): Executor => (mainThread ??= localExecutor(PageTask.create(setup, theme)));
  if (plan.mainTakesPages || threads === 0) executors.push(onMainThread());
  for (let i = 0; i < threads; i++) executors.push(threadExecutor(early[i]?.worker ?? spawn(script!, setup.themeModule, options.heapLimitMb), setup));
  // A worker thread that ran out of memory (a page larger than its limit allows) is stopped;
  // the main thread, whose heap has the process's limit, renders its pages and those after.
  let outOfMemory = 0;
  const replaced = (executor: Executor, error: unknown): Executor | undefined => {
    if (executor === mainThread || (error as NodeJS.ErrnoException | undefined)?.code !== 'ERR_WORKER_OUT_OF_MEMORY') return undefined;
    if (outOfMemory++ === 0) options.note?.('note: a worker thread ran out of memory; the main thread renders its pages');
    return onMainThread();
  };
  const named = `${threads} worker thread${threads === 1 ? '' : 's'}`;
  const description =
    !plan.mainTakesPages && threads > 0 ? `pages on ${named} (the main thread coordinates)` : `pages on the main thread${threads ? ` and ${named}` : ''}`;
  const lanes = executors.reduce((sum, e) => sum + e.lanes, 0);

  return {
    description,
    async run(jobs, onResult) {
      // Heaviest first, so the last batches are small and the threads end together.
      const queue: Array<PageJob | undefined> = jobs.splice(0).sort((a, b) => b.weight - a.weight);
      let left = queue.reduce((sum, job) => sum + job!.weight, 0);
      let at = 0;
      let stopped: Error | undefined;
      const take = (executor: Executor): PageJob[] => {
        // Batches shrink as the queue empties, so that no thread is left holding much at the end.
        const limit = Math.max(MIN_BATCH, Math.min(executor.batchWeight, left / (2 * lanes)));
        const batch: PageJob[] = [];
        let weight = 0;
        while (at < queue.length && (batch.length === 0 || weight + queue[at]!.weight <= limit) && batch.length < 256) {
          weight += queue[at]!.weight;
          batch.push(queue[at]!);
          queue[at++] = undefined;
        }
        left -= weight;
        return batch;
      };
      const fail = (error: unknown): never => {
        stopped ??= error as Error;
        throw error;
      };
      // The main thread in place of a worker thread that ran out of memory; any other failure stops the build.
      const takeOver = (executor: Executor, error: unknown): Executor => replaced(executor, error) ?? fail(error);
      const lane = async (first: Executor): Promise<void> => {
        let executor = first;
        while (at < queue.length && !stopped) {
          const batch = take(executor);
          let results: PageResult[];
          try {
            results = await executor.run(batch);
          } catch (error) {
            executor = takeOver(executor, error);
            results = await executor.run(batch).catch(fail);
          }
          for (const result of results) await onResult(result);
        }
      };
      await Promise.all(
        executors.map(async (executor) => {
          // A thread still starting takes nothing: the pages it would hold wait for no one, and
          // if the others finish first, it renders none (unless DOCSGEN_THREADS asks for it).
          if (at < queue.length && !plan.eager) {
            try {
              await executor.ready;
            } catch (error) {
              return lane(takeOver(executor, error));
            }
          }
          await Promise.all(Array.from({ length: executor.lanes }, () => lane(executor)));
        }),
      );
    },
    async close() {
      await Promise.all([...new Set([...executors, ...(mainThread ? [mainThread] : [])])].map((e) => e.close()));
    },
  };
}
