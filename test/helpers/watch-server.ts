/** Runs `serve --watch` in-process on a free port for a test, collecting what it prints. */
import { serve } from '../../src/serve/serve.js';
import type { StaticServer } from '../../src/serve/static-server.js';

/** A running watch server. */
export interface WatchServer {
  server: StaticServer;
  /** Every line the server printed (progress, diagnostics, errors). */
  lines: string[];
  /** Stops watching and serving; resolves once everything is closed. */
  stop(): Promise<void>;
}

/** Starts `serve --watch` for `siteDir` and resolves once it listens. */
export async function startWatchServer(siteDir: string): Promise<WatchServer> {
  const lines: string[] = [];
  let stop!: () => void;
  let stopped!: Promise<void>;
  const server = await new Promise<StaticServer>((onReady) => {
    stopped = serve({
      siteDir,
      port: 0,
      host: '127.0.0.1',
      watch: true,
      verbose: false,
      reporter: { info: (l) => lines.push(l), error: (l) => lines.push(l), diagnostic: (_d, l) => lines.push(l) },
      until: new Promise<void>((resolve) => (stop = resolve)),
      onReady,
    });
  });
  return {
    server,
    lines,
    stop: async () => {
      stop();
      await stopped;
    },
  };
}
