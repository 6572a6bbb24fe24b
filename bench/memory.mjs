#!/usr/bin/env node
// Memory by stage: builds a site in this process (docsgen as a library, `--no-cache`) and
// prints, for each stage, the peak RSS while it ran and, at its end, the main thread's heap,
// external memory and array buffers (`process.memoryUsage()`). A helper thread reads
// /proc/self/status every 100 ms, so stages that keep the main thread busy are sampled too
// (the helper thread itself adds about 10 MB). During the render stage, a line every
// `--every` pages. Linux only.
//
// Usage: node bench/memory.mjs <siteDir> [--out dir] [--every 5000] [--snapshot stage]
// `node --expose-gc bench/memory.mjs …` collects garbage before each row, so "heap used" is
// what the main thread holds (live), not what it has yet to collect. `--snapshot planSite,render`
// writes a heap snapshot of the main thread at the end of those stages (into the current folder).
// A synthetic site: node bench/generate-site.mjs bench/.work/mem-small-20000 20000 --small
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { writeHeapSnapshot } from 'node:v8';
import { arg, DOCSGEN, loadAverage, ROOT, table } from './lib.mjs';

const siteDir = process.argv[2];
if (!siteDir || siteDir.startsWith('--')) throw new Error('usage: node bench/memory.mjs <siteDir> [--out dir] [--every 5000]');
const out = arg('--out', join(ROOT, 'bench/.work/memory-out'));
const every = Number(arg('--every', 5000));
const snapshotAt = new Set((arg('--snapshot', '') ?? '').split(','));

// [0]: RSS now (KB), [1]: highest RSS since the last reset (KB), [2]: highest ever (KB).
const shared = new Int32Array(new SharedArrayBuffer(12));
const sampler = new Worker(
  `const { readFileSync } = require('node:fs');
   const { workerData: s } = require('node:worker_threads');
   setInterval(() => {
     const kb = Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
     Atomics.store(s, 0, kb);
     if (kb > Atomics.load(s, 1)) Atomics.store(s, 1, kb);
     if (kb > Atomics.load(s, 2)) Atomics.store(s, 2, kb);
   }, 100);`,
  { eval: true, workerData: shared },
);
sampler.unref();

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const rows = [];
const sample = (what) => {
  globalThis.gc?.();
  const u = process.memoryUsage();
  const peak = Atomics.exchange(shared, 1, Math.round(u.rss / 1024));
  rows.push([what, (Math.max(peak, u.rss / 1024) / 1024).toFixed(0), mb(u.rss), mb(u.heapUsed), mb(u.heapTotal), mb(u.external), mb(u.arrayBuffers)]);
};

const started = performance.now();
const cpu0 = process.cpuUsage();
const load0 = loadAverage();
process.env.NODE_ENV ??= 'production';
const { build } = await import(join(DOCSGEN, '../../index.js'));
rmSync(out, { recursive: true, force: true });
Atomics.store(shared, 1, 0);
const result = await build({
  siteDir,
  outDir: out,
  cache: false,
  verbose: true,
  logger: (line) => {
    const m = /^\s+(\w+)\s+([\d.]+) ms$/.exec(line);
    if (!m) return;
    sample(`${m[1]} (${Number(m[2]).toFixed(0)} ms)`);
    if (snapshotAt.has(m[1])) console.log(`heap snapshot: ${writeHeapSnapshot()}`);
  },
  onProgress: (done, total) => {
    if (done % every === 0 || done === total) sample(`  rendered ${done} of ${total}`);
  },
});
const cpu = process.cpuUsage(cpu0);
console.log(
  `${result.pageCount} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, ` +
    `peak RSS ${(Atomics.load(shared, 2) / 1024).toFixed(0)} MB; load average ${load0} → ${loadAverage()}\n`,
);
table(
  ['stage (or point of the render stage)', 'peak RSS since the row before (MB)', 'RSS at its end', 'heap used', 'heap total', 'external', 'array buffers'],
  rows,
);
rmSync(out, { recursive: true, force: true });
