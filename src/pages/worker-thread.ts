/**
 * A worker thread's loop: it receives the theme to load (it may start before the build has
 * planned its pages), the build's setup once, then batches of page jobs, and answers each
 * batch with its results. The thread inherits the main thread's environment,
 * NODE_ENV=production included, so React loads its production build here too.
 */
import { parentPort } from 'node:worker_threads';
import { PageTask } from './page-task.js';
import type { PageJob, PageResult, RenderSetup } from './page-job.js';
import { importTheme } from '../theme/load-theme.js';
import type { Theme } from '../theme-api.js';

/** A message from the main thread. */
export type ToThread = { type: 'theme'; themeModule: string } | { type: 'setup'; setup: RenderSetup } | { type: 'batch'; id: number; jobs: PageJob[] };
/** A message to the main thread. */
export type FromThread =
  { type: 'ready' } | { type: 'done'; id: number; results: PageResult[] } | { type: 'failed'; id: number; message: string; stack?: string };

const port = parentPort!;
let task: Promise<PageTask> | undefined;
let theme: { module: string; loading: Promise<Theme> } | undefined;

port.on('message', (message: ToThread) => {
  if (message.type === 'theme') {
    theme = { module: message.themeModule, loading: importTheme(message.themeModule) };
    // A failure is reported with the setup, which awaits this.
    theme.loading.catch(() => {});
    return;
  }
  if (message.type === 'setup') {
    const { setup } = message;
    task = theme?.module === setup.themeModule ? theme.loading.then((t) => PageTask.create(setup, t)) : PageTask.create(setup);
    // The main thread hands out pages only once this thread can render them.
    void task.then(() => port.postMessage({ type: 'ready' } satisfies FromThread)).catch(() => {});
    return;
  }
  const { id, jobs } = message;
  task!
    .then(async (t) => {
      const results: PageResult[] = [];
      for (const job of jobs) results.push(await t.run(job));
      port.postMessage({ type: 'done', id, results } satisfies FromThread);
    })
    .catch((error: Error) =>
      port.postMessage({ type: 'failed', id, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } satisfies FromThread),
    );
});
