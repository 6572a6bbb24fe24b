/**
 * The worker thread's side: runs page tasks for the main thread, one message at a time. The thread
 * inherits the main thread's environment, NODE_ENV=production included, so React loads its
 * production build here too.
 */
import { parentPort } from 'node:worker_threads';
import { PageWorkerState } from './page-tasks.js';
import { serialQueue } from './serial-queue.js';

type Request =
  | { id: number; op: 'setupParse'; arg: Parameters<PageWorkerState['setupParse']>[0] }
  | { id: number; op: 'parse'; arg: Parameters<PageWorkerState['parse']>[0] }
  | { id: number; op: 'setupRender'; arg: Parameters<PageWorkerState['setupRender']>[0] }
  | { id: number; op: 'renderPages'; arg: Parameters<PageWorkerState['renderPages']>[0] }
  | { id: number; op: 'close'; arg: undefined };

/** Serves the main thread's requests, in this worker thread, until the thread is stopped. */
export function runPageWorker(): void {
  const port = parentPort!;
  const state = new PageWorkerState();
  // Requests arrive back to back (a setup, then the work that needs it): run them in order.
  const queue = serialQueue();
  port.on('message', (req: Request) => {
    queue(() => (state[req.op] as (arg: unknown) => unknown).call(state, req.arg)).then(
      (result) => port.postMessage({ id: req.id, ok: true, result }),
      (error: Error) => port.postMessage({ id: req.id, ok: false, error: { message: error.message, stack: error.stack } }),
    );
  });
}
