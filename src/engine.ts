/**
 * Everything the compiled engine offers, as one module: `scripts/compile.mjs` bundles it into
 * `dist/engine.cjs`, which `engine-loader.ts` runs with a V8 code cache.
 */
import type { StaticServer, StaticServerOptions } from './serve/static-server.js';

export { build } from './build.js';
export { runCli } from './cli/main.js';
export { connectLoader } from './engine-host.js';
export { runPageWorker } from './plan/page-worker.js';
export { parseMarkdown } from './markdown/parse-markdown.js';
export { recordBuiltins } from './builtins.js';

/**
 * The static server of `docsgen serve` (the benchmarks use it too), loaded on first use: a
 * build needs neither `node:http` nor `node:zlib`, which it would otherwise load at start.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  return (await import('./serve/static-server.js')).startStaticServer(options);
}
