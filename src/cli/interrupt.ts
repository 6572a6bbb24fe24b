/**
 * Ctrl-C and SIGTERM for a command that builds: the first signal asks the build to stop (it
 * removes its staging folder and the output's lock, and leaves the output as it was); a second
 * one exits at once. The exit status is the shell's for the signal (130 for SIGINT, 143 for
 * SIGTERM).
 */
import { BuildInterrupted } from '../diagnostics.js';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const STATUS: Record<(typeof SIGNALS)[number], number> = { SIGINT: 130, SIGTERM: 143 };

/** Listens for the signals until `dispose`; `signal` aborts with a {@link BuildInterrupted}. */
export function listenForInterrupt() {
  const controller = new AbortController();
  let received: (typeof SIGNALS)[number] | undefined;
  const handlers = SIGNALS.map((name) => {
    const handler = (): void => {
      if (received) {
        process.stderr.write(`interrupted again by ${name}: stopping at once\n`);
        process.exit(STATUS[name]);
      }
      received = name;
      controller.abort(new BuildInterrupted(name));
    };
    process.on(name, handler);
    return [name, handler] as const;
  });
  return {
    signal: controller.signal,
    /** Resolves on the first signal. */
    until: new Promise<void>((done) => controller.signal.addEventListener('abort', () => done(), { once: true })),
    /** The exit status for the signal received, if one was. */
    get status(): number | undefined {
      return received ? STATUS[received] : undefined;
    },
    get received(): string | undefined {
      return received;
    },
    dispose(): void {
      for (const [name, handler] of handlers) process.off(name, handler);
    },
  };
}
