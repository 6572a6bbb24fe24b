/**
 * Everything the compiled engine offers, as one module: `scripts/compile.mjs` bundles it into
 * `dist/engine.cjs`, which `engine-loader.ts` runs with a V8 code cache.
 */
export { build } from './build.js';
export { runCli } from './cli/main.js';
export { connectLoader } from './engine-host.js';
export { runPageWorker } from './plan/page-worker.js';
export { parseMarkdown } from './markdown/parse-markdown.js';
export { startStaticServer } from './serve/static-server.js';
