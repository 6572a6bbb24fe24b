import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { docsgen: new URL('./src/index.ts', import.meta.url).pathname } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves a core free (one fork on two cores), but most test files wait on a
    // child process, a browser or the disk much of the time: one fork per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
