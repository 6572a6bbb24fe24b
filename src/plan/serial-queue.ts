/**
 * Runs operations one after another, in call order. Callers may queue a setup and the work
 * that needs it without waiting in between, so every worker gets its work at once.
 */
export function serialQueue(): <T>(op: () => T | Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(op: () => T | Promise<T>): Promise<T> => {
    const run = tail.then(op);
    tail = run.catch(() => undefined);
    return run;
  };
}
