/** Runs one build at a time; changes that arrive during a build trigger exactly one more. */

/** Schedules rebuilds; `changed` collects the paths seen since the last build started. */
export function createBuildQueue(run: (changed: string[]) => Promise<void>) {
  let running: Promise<void> | undefined;
  let pending: string[] | undefined;

  const start = (changed: string[]): void => {
    running = run(changed).finally(() => {
      running = undefined;
      if (pending) {
        const next = pending;
        pending = undefined;
        start(next);
      }
    });
  };

  return {
    /** Records a change and builds now, or once after the running build. */
    push(path: string): void {
      if (running) (pending ??= []).push(path);
      else start([path]);
    },
    /** Resolves when no build is running or queued. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
