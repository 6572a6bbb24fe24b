/**
 * A worker thread's loop: it receives the build's setup once, then batches of page jobs, and
 * answers each batch with its results. The thread inherits the main thread's environment,
 * NODE_ENV=production included, so React loads its production build here too.
 */
import { parentPort } from 'node:worker_threads';
import { PageTask } from './page-task.js';
import type { PageJob, PageResult, RenderSetup } from './page-job.js';

/** A message from the main thread. */
export type ToThread = { type: 'setup'; setup: RenderSetup } | { type: 'batch'; id: number; jobs: PageJob[] };
/** A message to the main thread. */
export type FromThread =
  { type: 'ready' } | { type: 'done'; id: number; results: PageResult[] } | { type: 'failed'; id: number; message: string; stack?: string };

const port = parentPort!;
let task: Promise<PageTask> | undefined;
const encoder = new TextEncoder();

port.on('message', (message: ToThread) => {
  if (message.type === 'setup') {
    task = PageTask.create(message.setup);
    // The main thread hands out pages only once this thread can render them.
    void task.then(() => port.postMessage({ type: 'ready' } satisfies FromThread)).catch(() => {});
    return;
  }
  const { id, jobs } = message;
  task!
    .then(async (t) => {
      const results: PageResult[] = [];
      const transfer: ArrayBuffer[] = [];
      for (const job of jobs) {
        const result = await t.run(job);
        for (const file of result.files) {
          if (typeof file.text !== 'string') continue;
          // As bytes handed over (not copied): the text never enters the main thread's heap,
          // and the writer writes the bytes as they are.
          const bytes = encoder.encode(file.text);
          file.text = bytes;
          transfer.push(bytes.buffer);
        }
        results.push(result);
      }
      port.postMessage({ type: 'done', id, results } satisfies FromThread, transfer);
    })
    .catch((error: Error) =>
      port.postMessage({ type: 'failed', id, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } satisfies FromThread),
    );
});
