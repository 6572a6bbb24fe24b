// The thread plan decides by the bytes of Markdown and how they are spread over the pages,
// never by the page count alone, and never by timing.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import {
  BACKGROUND_SHARE,
  COORDINATOR_BYTES,
  HEAP_PER_BYTE,
  HEAP_PER_PAGE,
  THREAD_HEAP_BASE_MB,
  THREAD_START_BYTES,
  finishTime,
  threadHeapLimitMb,
  threadPlan,
} from '../../src/pages/thread-plan.js';
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

  it('adds worker threads when there is Markdown enough to share and cores to spare, each taking pages once started', () => {
    expect(threadPlan({ weights: pages(60, 20_000), cores: 8 }).eager).toBeUndefined();
    expect(threadPlan({ weights: pages(60, 20_000), cores: 8 }).threads).toBeGreaterThan(0);
    const eight = threadPlan({ weights: pages(400, 20_000), cores: 8 });
    expect(eight.mainTakesPages).toBe(true);
    expect(eight.threads).toBeGreaterThan(2);
    expect(eight.threads).toBeLessThanOrEqual(7);
    expect(threadPlan({ weights: pages(400, 20_000), cores: 1 })).toEqual({ threads: 0, mainTakesPages: true });
  });

  it("keeps the main thread alone on two cores, whose second core V8's own threads use, until there is Markdown enough to share", () => {
    // 1.2 MB (measured on 1.15 MB of real Markdown: a worker thread made the build no faster).
    expect(threadPlan({ weights: pages(60, 20_000), cores: 2 })).toEqual({ threads: 0, mainTakesPages: true });
    // 2.4 MB of real Markdown in 252 pages, measured: one worker thread made the build 1.2x faster.
    expect(threadPlan({ weights: pages(252, 9_700), cores: 2 })).toEqual({ threads: 1, mainTakesPages: true });
    expect(threadPlan({ weights: pages(1_500, 10_000), cores: 2 })).toEqual({ threads: 1, mainTakesPages: true });
    // The same 2.4 MB on four cores: two worker threads.
    expect(threadPlan({ weights: pages(252, 9_700), cores: 4 })).toEqual({ threads: 2, mainTakesPages: true });
  });

  it('balances by size: a page that cannot be shared does not get a thread of its own for nothing', () => {
    // Same bytes as the 60 pages above, but nearly all in one page: a second thread would wait for it.
    const oneHeavy = [1_150_000, ...pages(10, 5_000)];
    expect(threadPlan({ weights: oneHeavy, cores: 8 })).toEqual({ threads: 0, mainTakesPages: true });
    // Two heavy pages: one each, however many cores there are.
    expect(threadPlan({ weights: [4_000_000, 4_000_000, 1_000], cores: 8 })).toEqual({ threads: 1, mainTakesPages: true });
  });

  it('simulates the pages going out heaviest first to whichever thread is free, and the CPU time every thread adds', () => {
    const work = [400, 300, 200, 100].map((k) => k * 1024);
    expect(finishTime(work, 0, 8)).toBe(1000 * 1024);
    // The main thread takes 400 K and 300 K before the worker has started, the worker 200 K, the main thread 100 K.
    expect(finishTime(work, 1, 8)).toBe(Math.max(800 * 1024, THREAD_START_BYTES + 200 * 1024));
    // Two cores: the main thread's own work and V8's beside it take both.
    expect(finishTime(work, 0, 2)).toBe(Math.max(1000 * 1024, (1000 * 1024 * (1 + BACKGROUND_SHARE)) / 2));
    expect(finishTime(work, 1, 2)).toBe(Math.max(1000 * 1024, (1000 * 1024 * (1 + BACKGROUND_SHARE) + THREAD_START_BYTES) / 2));
    const heavy = [4_000_000, 3_000_000, 2_000_000, 1_000_000];
    // The main thread takes 4 M, the worker (free after its start) 3 M and 2 M, the main thread 1 M.
    expect(finishTime(heavy, 1, 8)).toBe(Math.max(5_000_000, THREAD_START_BYTES + 5_000_000));
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

  it("limits a worker thread's heap by the site's largest page and its page count, never below what a thread needs to start", () => {
    const MiB = 1024 * 1024;
    const processLimitMb = 4096;
    // 100,000 small pages: the setup every thread holds, the engine, not much else.
    const small = threadHeapLimitMb({ weights: pages(100_000, 400), processLimitMb });
    expect(small).toBe(THREAD_HEAP_BASE_MB + Math.ceil((400 * HEAP_PER_BYTE + 100_000 * HEAP_PER_PAGE) / MiB));
    expect(small).toBeLessThan(1024);
    // A rebuild that renders ten of those pages: every thread still holds the whole site's setup.
    expect(threadHeapLimitMb({ weights: pages(10, 400), sitePages: 100_000, processLimitMb })).toBe(small);
    // A 5 MB page gets room for its trees.
    expect(threadHeapLimitMb({ weights: [5 * MiB, ...pages(12, MiB)], processLimitMb })).toBe(
      THREAD_HEAP_BASE_MB + Math.ceil((5 * MiB * HEAP_PER_BYTE + 13 * HEAP_PER_PAGE) / MiB),
    );
    // A page that needs the process's whole limit gets no limit of its own.
    expect(threadHeapLimitMb({ weights: [20 * MiB], processLimitMb })).toBeUndefined();
    // DOCSGEN_THREAD_HEAP_MB wins when it is a number of MB.
    expect(threadHeapLimitMb({ weights: [20 * MiB], processLimitMb, forced: '300' })).toBe(300);
    expect(threadHeapLimitMb({ weights: pages(10, 400), processLimitMb, forced: 'lots' })).toBe(THREAD_HEAP_BASE_MB + 1);
  });

  it('is what a build uses: one large page stays on the main thread, many pages get what the plan gives them', async () => {
    const config = `export default { title: 'Plan', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`;
    const paragraph = (i: number): string => `Paragraph ${i} with some *emphasis*, \`code\` and a [link](./intro.md).\n\n`;
    const big = (n: number): string => Array.from({ length: n }, (_, i) => paragraph(i)).join('');
    const oneLarge: SiteFiles = { 'docsgen.config.ts': config, 'docs/intro.md': `# Intro\n\n${big(5_000)}` };
    const spread: SiteFiles = { 'docsgen.config.ts': config, 'docs/intro.md': '# Intro\n\nHello.\n' };
    for (let i = 0; i < 40; i++) spread[`docs/page-${i}.md`] = `# Page ${i}\n\n${big(120)}`;
    const bin = join(process.cwd(), 'dist/bin/docsgen.js');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.DOCSGEN_THREADS;
    // What the plan says for the spread pages on this machine (on two cores: the main thread alone).
    const weights = Object.entries(spread)
      .filter(([name]) => name.endsWith('.md'))
      .map(([, text]) => text.length);
    const planned = threadPlan({ weights: [...weights, 0], cores: availableParallelism() });
    const spreadLine = planned.threads
      ? `pages on the main thread and ${planned.threads} worker thread${planned.threads === 1 ? '' : 's'}`
      : 'pages on the main thread';
    for (const [files, expected] of [
      [oneLarge, /^ {2}pages on the main thread$/m],
      [spread, new RegExp(`^ {2}${spreadLine}$`, 'm')],
    ] as const) {
      const site = await writeSite(files);
      try {
        const r = spawnSync(process.execPath, [bin, 'build', site, '--no-cache', '--verbose'], { env, encoding: 'utf8' });
        expect(r.status, r.stderr).toBe(0);
        expect(r.stderr).toMatch(expected);
      } finally {
        await rm(site, { recursive: true, force: true });
      }
    }
  });
});
