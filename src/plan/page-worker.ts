/** Worker-thread entry: runs page tasks for the main thread, one message at a time. */
import '../runtime-env.js';
import { parentPort } from 'node:worker_threads';
import { PageWorkerState } from './page-tasks.js';

const state = new PageWorkerState();

type Request =
  | { id: number; op: 'setupParse'; arg: Parameters<PageWorkerState['setupParse']>[0] }
  | { id: number; op: 'parse'; arg: Parameters<PageWorkerState['parse']>[0] }
  | { id: number; op: 'setupRender'; arg: Parameters<PageWorkerState['setupRender']>[0] }
  | { id: number; op: 'renderPages'; arg: Parameters<PageWorkerState['renderPages']>[0] };

parentPort!.on('message', async (req: Request) => {
  try {
    const result = await (state[req.op] as (arg: unknown) => unknown).call(state, req.arg);
    parentPort!.postMessage({ id: req.id, ok: true, result });
  } catch (error) {
    const e = error as Error;
    parentPort!.postMessage({ id: req.id, ok: false, error: { message: e.message, stack: e.stack } });
  }
});
