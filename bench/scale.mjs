#!/usr/bin/env node
// Scale: builds synthetic sites of 100, 1,000 and 10,000 pages with docsgen as a whole process
// (no NODE_OPTIONS) and prints wall time and peak RSS (`/usr/bin/time -f '%e %M'`), cost per
// page, the 10k/1k per-page cost ratio, and the output size (total bytes, largest HTML page).
//
// Usage: node bench/scale.mjs [--sizes 100,1000,10000] [--runs 5] [--runs-10k 2]
// Sites are generated into bench/.work/scale-<N>/ (deterministic); run K writes to
// bench/.work/scale-<N>-out/run-K/, removed once the series is measured.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate-site.mjs';
import { DOCSGEN, envNote, WORK, cleanEnv, docsgenVersion, fmt, listFiles, stageTimes, stats, table, timed } from './lib.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const sizes = arg('--sizes', '100,1000,10000').split(',').map(Number);
const runs = Number(arg('--runs', 5));
const runs10k = Number(arg('--runs-10k', 2));

if (!existsSync(DOCSGEN)) throw new Error('run `node scripts/compile.mjs` first');
console.log(`docsgen ${docsgenVersion()}, measured ${new Date().toISOString()}`);
console.log(`${envNote()}\n`);

const results = [];
for (const pages of sizes) {
  const site = join(WORK, `scale-${pages}`);
  const outs = join(WORK, `scale-${pages}-out`);
  generateSite(site, pages);
  const n = pages >= 10000 ? runs10k : runs;
  const samples = [];
  let stages;
  let out;
  // Each run writes to a folder of its own, and the series' folders are removed after it:
  // on this machine's disk, deleting the last run's output just before a run made that run's
  // file creation several times slower (see BENCHMARKS.md, Machine).
  rmSync(outs, { recursive: true, force: true });
  for (let i = 0; i < n; i++) {
    out = join(outs, `run-${i + 1}`);
    const r = timed(process.execPath, [DOCSGEN, 'build', site, '--out', out, '--verbose'], { env: cleanEnv({ NO_COLOR: '1' }) });
    samples.push(r);
    stages = stageTimes(r.stdout + r.stderr);
    process.stderr.write(`  ${pages} pages, run ${i + 1}/${n}: ${r.seconds.toFixed(2)} s, ${r.mb.toFixed(0)} MB\n`);
  }
  const files = listFiles(out);
  const html = files.filter((f) => f.path.endsWith('.html'));
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const docHtml = html.filter((f) => f.path.startsWith('docs/') && f.path !== 'docs/index.html');
  const docStats = stats(docHtml.map((f) => f.bytes));
  const chunkFiles = files.filter((f) => f.path.startsWith('_chunks/'));
  results.push({
    pages,
    runs: n,
    seconds: stats(samples.map((s) => s.seconds)),
    mb: stats(samples.map((s) => s.mb)),
    totalBytes: files.reduce((a, f) => a + f.bytes, 0),
    htmlFiles: html.length,
    largest,
    largestGzip: gzipSync(readFileSync(join(out, largest.path))).length,
    docMedian: docStats.median,
    chunkMedian: chunkFiles.length ? stats(chunkFiles.map((f) => f.bytes)).median : 0,
    stages,
  });
  rmSync(outs, { recursive: true, force: true });
}

console.log('### Build time and memory (median (min–max))\n');
table(
  ['pages', 'runs', 'wall time (s)', 'peak RSS (MB)', 'ms per page'],
  results.map((r) => [r.pages.toLocaleString('en'), r.runs, fmt(r.seconds), fmt(r.mb, 0), ((r.seconds.median * 1000) / r.pages).toFixed(2)]),
);
const k1 = results.find((r) => r.pages === 1000);
const k10 = results.find((r) => r.pages === 10000);
if (k1 && k10) {
  const ratio = k10.seconds.median / 10000 / (k1.seconds.median / 1000);
  console.log(`\nPer-page cost at 10,000 pages vs 1,000: ${ratio.toFixed(2)}x (goal ≤ 1.5x)`);
}

console.log('\n### Output size (last run)\n');
table(
  ['pages', 'HTML files', 'total output (MB)', 'median doc page (KB)', 'largest HTML page', 'largest (KB)', 'largest gzip (KB)', 'median chunk (KB)'],
  results.map((r) => [
    r.pages.toLocaleString('en'),
    r.htmlFiles,
    (r.totalBytes / 1024 / 1024).toFixed(1),
    (r.docMedian / 1024).toFixed(1),
    '`' + r.largest.path + '`',
    (r.largest.bytes / 1024).toFixed(1),
    (r.largestGzip / 1024).toFixed(1),
    (r.chunkMedian / 1024).toFixed(1),
  ]),
);

console.log('\n### Stage timings (`--verbose`, last run, ms)\n');
const stageNames = [...new Set(results.flatMap((r) => Object.keys(r.stages)))];
table(
  ['pages', ...stageNames],
  results.map((r) => [r.pages.toLocaleString('en'), ...stageNames.map((s) => (r.stages[s] ?? 0).toFixed(0))]),
);
