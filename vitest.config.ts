import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vitePatchPlugin } from './scripts/patches.mjs';

export default defineConfig({
  // The dependency patches of patches/ apply to the sources the tests run, as to the bundle.
  plugins: [vitePatchPlugin(import.meta.dirname)],
  resolve: {
    alias: [
      // Theme modules a test imports read the defaults a build replaces (English, no messages).
      { find: /^docsgen\/site-locale$/, replacement: new URL('./src/site-locale.ts', import.meta.url).pathname },
      { find: /^docsgen$/, replacement: new URL('./src/index.ts', import.meta.url).pathname },
      // The file the build bundles and patches/ patches (not the `development` build Vite would pick).
      { find: /^mdast-util-from-markdown$/, replacement: new URL('./node_modules/mdast-util-from-markdown/lib/index.js', import.meta.url).pathname },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Scratch files go to a folder of this run on a RAM disk where there is one (see the file).
    globalSetup: ['test/helpers/scratch-folder.ts'],
    // Patched packages load through Vite: highlight.js's core (and lowlight, which imports it)
    // and mdast-util-from-markdown.
    server: { deps: { inline: [/node_modules\/lowlight\//, /node_modules\/highlight\.js\/(es|lib)\/core\.js/, /node_modules\/mdast-util-from-markdown\//] } },
    pool: 'forks',
    // Test files share a fork's loaded modules instead of loading the engine again each (about a
    // sixth of the suite's time): a build must leave no state behind that changes the next one.
    isolate: false,
    // Vitest's default leaves a core free (one fork on two cores), but most test files wait on a
    // child process, a browser or the disk much of the time: one fork per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
