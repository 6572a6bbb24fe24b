// The thread plan decides by the bytes of Markdown and how they are spread over the pages,
// never by the page count alone, and never by timing.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { COORDINATOR_BYTES, THREAD_START_BYTES, finishTime, threadPlan } from '../../src/pages/thread-plan.js';
import { writeSite, type SiteFiles } from '../helpers/fixture.js';

const pages = (count: number, bytes: number): number[] => Array.from({ length: count }, () => bytes);

describe('the thread plan', () => {
  it('keeps a small site on the main thread, however many pages it has', () => {
    expect(threadPlan({ weights: pages(30, 2_000), cores: 2 })).toEqual({ threads: 0, mainTakesPages: true });
    expect(threadPlan({ weights: pages(100, 100), cores: 8 })).toEqual({ threads: 0, mainTakesPages: true });
    // A site the size of content/ (24 pages, 253 KB): a worker thread would render little more
    // than its own start.
    expect(threadPlan({ weights: pages(24, 10_800), cores: 2 })).toEqual({ threads: 0, mainTakesPages: true });
  });

  it('adds worker threads when there is Markdown enough to share, up to one per other core, each taking pages once started', () => {
    expect(threadPlan({ weights: pages(60, 20_000), cores: 2 }).eager).toBeUndefined();
    expect(threadPlan({ weights: pages(60, 20_000), cores: 2 })).toEqual({ threads: 1, mainTakesPages: true });
    const eight = threadPlan({ weights: pages(400, 20_000), cores: 8 });
    expect(eight.mainTakesPages).toBe(true);
    expect(eight.threads).toBeGreaterThan(3);
    expect(eight.threads).toBeLessThanOrEqual(7);
    expect(threadPlan({ weights: pages(400, 20_000), cores: 1 })).toEqual({ threads: 0, mainTakesPages: true });
  });

  it('balances by size: a page that cannot be shared does not get a thread of its own for nothing', () => {
    // Same bytes as the 60 pages above, but nearly all in one page: a second thread would wait for it.
    const oneHeavy = [1_150_000, ...pages(10, 5_000)];
    expect(threadPlan({ weights: oneHeavy, cores: 2 })).toEqual({ threads: 0, mainTakesPages: true });
    // Two heavy pages: one each.
    expect(threadPlan({ weights: [600_000, 600_000, 1_000], cores: 4 })).toEqual({ threads: 1, mainTakesPages: true });
  });

  it('simulates the pages going out heaviest first to whichever thread is free', () => {
    const work = [400, 300, 200, 100].map((k) => k * 1024);
    expect(finishTime(work, 0)).toBe(1000 * 1024);
    // The main thread takes 400 K, the worker (free after its start) 300 K, the main thread 200 K, the worker 100 K.
    expect(finishTime(work, 1)).toBe(Math.max(600 * 1024, THREAD_START_BYTES + 400 * 1024));
  });

  it('gives every core a worker thread and keeps the main thread for writing on very large sites', () => {
    expect(threadPlan({ weights: pages(100_000, 1_500), cores: 2 })).toEqual({ threads: 2, mainTakesPages: false });
    expect(threadPlan({ weights: [COORDINATOR_BYTES], cores: 4 })).toEqual({ threads: 4, mainTakesPages: false });
  });

  it('follows DOCSGEN_THREADS when it is set, and then hands pages to threads still starting', () => {
    expect(threadPlan({ weights: pages(5, 100), cores: 2, forced: '2' })).toEqual({ threads: 2, mainTakesPages: true, eager: true });
    expect(threadPlan({ weights: pages(100_000, 1_500), cores: 2, forced: '0' })).toEqual({ threads: 0, mainTakesPages: true, eager: true });
    expect(threadPlan({ weights: pages(5, 100), cores: 2, forced: 'many' })).toEqual({ threads: 0, mainTakesPages: true });
  });

  it('is what a build uses: one large page stays on the main thread, many large pages get a worker', async () => {
    const config = `export default { title: 'Plan', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`;
    const paragraph = (i: number): string => `Paragraph ${i} with some *emphasis*, \`code\` and a [link](./intro.md).\n\n`;
    const big = (n: number): string => Array.from({ length: n }, (_, i) => paragraph(i)).join('');
    const oneLarge: SiteFiles = { 'docsgen.config.ts': config, 'docs/intro.md': `# Intro\n\n${big(5_000)}` };
    const spread: SiteFiles = { 'docsgen.config.ts': config, 'docs/intro.md': '# Intro\n\nHello.\n' };
    for (let i = 0; i < 40; i++) spread[`docs/page-${i}.md`] = `# Page ${i}\n\n${big(120)}`;
    const bin = join(process.cwd(), 'dist/bin/docsgen.js');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.DOCSGEN_THREADS;
    for (const [files, expected] of [
      [oneLarge, /^ {2}pages on the main thread$/m],
      [spread, /^ {2}pages on the main thread and 1 worker thread$/m],
    ] as const) {
      const site = await writeSite(files);
      try {
        const r = spawnSync(process.execPath, [bin, 'build', site, '--no-cache', '--verbose'], { env, encoding: 'utf8' });
        expect(r.status, r.stderr).toBe(0);
        // The plan is for two cores or more; a one-core machine keeps every build on the main thread.
        if (availableParallelism() >= 2) expect(r.stderr).toMatch(expected);
      } finally {
        await rm(site, { recursive: true, force: true });
      }
    }
  });
});
