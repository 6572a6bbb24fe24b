/** Wraps each build stage to time it and, with `--verbose`, log how long it took. */

/** Receives one line of progress output. */
export type Logger = (line: string) => void;

/** Returns a function that runs a named stage and records its duration. */
export function createStageTimer(logger: Logger | undefined, verbose: boolean) {
  return async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      if (verbose && logger) logger(`  ${name.padEnd(16)} ${(performance.now() - start).toFixed(1).padStart(8)} ms`);
    }
  };
}
