/**
 * Runs the bundled config module on a worker thread and returns its default export. A config is
 * code, and code can loop forever (`while (true) {}`), await something that never happens, or
 * call `process.exit()`: on the main thread the first hangs the build, the second ends the
 * process with status 13 and no word, the third ends it with the config's own status. On a
 * worker thread each is caught and reported: the thread is stopped after a time limit, an exit
 * ends only the thread. The export travels back as structured-clone data. A config that holds
 * functions (Docusaurus's `editUrl` may be one) cannot travel; once the thread has shown that it
 * loads, settles and does not exit, it is imported again on the main thread for its functions.
 */
import { Worker } from 'node:worker_threads';

/** How loading the config failed, in the user's terms. */
export class ConfigEvaluationError extends Error {
  constructor(
    /** `config/load`, `config/timeout`, `config/exit`, `config/never-settled`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigEvaluationError';
  }
}

/** Default time limit for loading the config: far beyond any real config, short enough not to look hung. */
export const CONFIG_TIME_LIMIT_MS = 10_000;

type FromThread = { ok: true; value: unknown } | { ok: false; kind: 'threw' | 'not-data'; message: string };

// CommonJS, run with `eval: true`, so it needs no file of its own in the package.
const THREAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
// Tells the main thread that the config called process.exit (the thread then ends without a
// message, as it does when the config awaits forever), through memory both threads share.
const exited = new Int32Array(workerData.exited);
const exit = process.exit.bind(process);
process.exit = (code) => {
  Atomics.store(exited, 1, Number(code ?? process.exitCode ?? 0) | 0);
  Atomics.store(exited, 0, 1);
  exit(code);
};
// A thread started ahead of time gets the module's URL in a message (see prestartConfigThread).
const url = workerData.url
  ? Promise.resolve(workerData.url)
  : new Promise((resolve) => parentPort.once('message', (message) => resolve(message.url)));
url.then((url) => import(url)).then(
  (m) => {
    try {
      parentPort.postMessage({ ok: true, value: m.default });
    } catch (error) {
      parentPort.postMessage({ ok: false, kind: 'not-data', message: String(error && error.message) });
    }
  },
  (error) => parentPort.postMessage({ ok: false, kind: 'threw', message: error instanceof Error ? error.message : String(error) }),
);
`;

/** The time limit from `DOCSGEN_CONFIG_TIMEOUT` (seconds), or the default. */
export function configTimeLimit(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.DOCSGEN_CONFIG_TIMEOUT);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : CONFIG_TIME_LIMIT_MS;
}

/** A config thread started before the engine loaded, and what it shares with the main thread. */
let prestarted: { worker: Worker; exited: Int32Array; ended: boolean } | undefined;

function startThread(url: string | undefined): { worker: Worker; exited: Int32Array } {
  const exited = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(THREAD_SCRIPT, {
    eval: true,
    workerData: { ...(url ? { url } : {}), exited: exited.buffer },
    // A config that allocates without end fails alone, not the build.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    stdout: false,
    stderr: false,
  });
  return { worker, exited };
}

/**
 * Starts the thread the next {@link evaluateConfig} will use, so that Node sets it up on another
 * core while the main thread loads the engine's modules (the CLI does this first, for the
 * commands that load a config). A thread never used keeps no process alive.
 */
export function prestartConfigThread(): void {
  if (prestarted) return;
  const thread = { ...startThread(undefined), ended: false };
  thread.worker.unref();
  thread.worker.once('exit', () => (thread.ended = true));
  // Nothing has run on it yet: an error here is Node's, and the thread is simply not used.
  thread.worker.once('error', () => (thread.ended = true));
  prestarted = thread;
}

/** Imports the module at `url` on a worker thread; resolves with its default export. */
export function evaluateConfig(url: string, timeLimitMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const ready = prestarted && !prestarted.ended ? prestarted : undefined;
    prestarted = undefined;
    const { worker, exited } = ready ?? startThread(url);
    if (ready) {
      worker.ref();
      worker.postMessage({ url });
    }
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const seconds = Math.round(timeLimitMs / 100) / 10;
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ConfigEvaluationError(
              'config/timeout',
              `the config file did not finish loading within ${seconds} s (an endless loop, or an await that never ends?); a config should only export its settings. Set DOCSGEN_CONFIG_TIMEOUT (seconds) if it really needs longer`,
            ),
          ),
        ),
      timeLimitMs,
    );
    worker.on('message', (message: FromThread) =>
      finish(() => {
        if (message.ok) resolve(message.value);
        else if (message.kind === 'not-data') {
          resolve(
            import(url).then(
              (m: { default?: unknown }) => m.default,
              (error: unknown) => {
                throw new ConfigEvaluationError('config/load', `config file threw while loading: ${error instanceof Error ? error.message : String(error)}`);
              },
            ),
          );
        } else reject(new ConfigEvaluationError('config/load', `config file threw while loading: ${message.message}`));
      }),
    );
    worker.on('error', (error) =>
      finish(() => {
        const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
        reject(
          new ConfigEvaluationError(
            'config/load',
            outOfMemory
              ? 'the config file ran out of memory while loading; a config should only export its settings'
              : `config file threw while loading: ${error.message}`,
          ),
        );
      }),
    );
    worker.on('exit', () =>
      finish(() =>
        reject(
          Atomics.load(exited, 0) === 0
            ? new ConfigEvaluationError(
                'config/never-settled',
                'the config file awaits something that never finishes (a top-level await whose promise never settles); a config should only export its settings',
              )
            : new ConfigEvaluationError(
                'config/exit',
                `the config file called process.exit(${Atomics.load(exited, 1)}) while loading, so no site was built; remove the call: a config only exports its settings`,
              ),
        ),
      ),
    );
  });
}
