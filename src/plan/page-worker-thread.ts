/** The script each worker thread starts with (compiled to `dist/src/plan/page-worker-thread.js`). */
import { loadEngine } from '../engine-loader.js';

loadEngine(new URL('../../engine.cjs', import.meta.url)).runPageWorker();
