/**
 * Renders pages on the main thread and on worker threads. Jobs go out in batches, heaviest
 * first, to whichever thread is free (a worker thread from when it has started), so threads
 * finish together however unevenly the pages are sized; results come back to the main thread,
 * which hands them to the writer.
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

function localExecutor(task: Promise<PageTask>): Executor {
  return {
    // Small batches: between them the main thread takes the other threads' results and writes.
    batchWeight: 16 * 1024,
    ready: task.then(() => undefined),
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

function threadExecutor(script: string, setup: RenderSetup): Executor {
  // A larger young generation means fewer scavenges for the many short-lived tree nodes.
  const worker = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  const waiting = new Map<number, { resolve: (r: PageResult[]) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  let started!: { resolve: () => void; reject: (e: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
  // A thread that fails to start rejects `ready`; the pool reports it from there.
  ready.catch(() => {});
  const failAll = (error: Error): void => {
    failure = error;
    started.reject(error);
    for (const w of waiting.values()) w.reject(error);
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
 * Starts the threads of `plan` for a build with `setup`. The main thread uses `theme`, which
 * the build has imported already; without the compiled engine (tests from sources) the main
 * thread takes every page.
 */
export function createPagePool(setup: RenderSetup, plan: ThreadPlan, theme: Theme): PagePool {
  const script = plan.threads > 0 ? workerScript() : undefined;
  const executors: Executor[] = [];
  const threads = script ? plan.threads : 0;
  if (plan.mainTakesPages || threads === 0) executors.push(localExecutor(PageTask.create(setup, theme)));
  for (let i = 0; i < threads; i++) executors.push(threadExecutor(script!, setup));
  const named = `${threads} worker thread${threads === 1 ? '' : 's'}`;
  const description =
    !plan.mainTakesPages && threads > 0 ? `pages on ${named} (the main thread coordinates)` : `pages on the main thread${threads ? ` and ${named}` : ''}`;

  return {
    description,
    async run(jobs, onResult) {
      // Heaviest first, so the last batches are small and the threads end together.
      const queue: Array<PageJob | undefined> = jobs.splice(0).sort((a, b) => b.weight - a.weight);
      let at = 0;
      let stopped: Error | undefined;
      const take = (limit: number): PageJob[] => {
        const batch: PageJob[] = [];
        let weight = 0;
        while (at < queue.length && (batch.length === 0 || weight + queue[at]!.weight <= limit) && batch.length < 256) {
          weight += queue[at]!.weight;
          batch.push(queue[at]!);
          queue[at++] = undefined;
        }
        return batch;
      };
      await Promise.all(
        executors.map(async (executor) => {
          // A thread still starting takes nothing: the pages it would hold wait for no one, and
          // if the others finish first, it renders none (unless DOCSGEN_THREADS asks for it).
          if (at < queue.length && !plan.eager) {
            try {
              await executor.ready;
            } catch (error) {
              stopped ??= error as Error;
              throw error;
            }
          }
          while (at < queue.length && !stopped) {
            const batch = take(executor.batchWeight);
            let results: PageResult[];
            try {
              results = await executor.run(batch);
            } catch (error) {
              stopped ??= error as Error;
              throw error;
            }
            for (const result of results) await onResult(result);
          }
        }),
      );
    },
    async close() {
      await Promise.all(executors.map((e) => e.close()));
    },
  };
}
