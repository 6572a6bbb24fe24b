#!/usr/bin/env node
// Scale: builds synthetic sites of 100, 1,000 and 10,000 pages (or the sizes given) with docsgen
// as a whole process (no NODE_OPTIONS), cold (`--no-cache`), and prints wall time, CPU time
// (user + system) and peak RSS (`/usr/bin/time`), pages per second, cost per page, the per-page
// cost of each size against the size before it, and the output size (total bytes, largest HTML
// page). `--small` builds pages of about 400 bytes (bench/generate-site.mjs --small), the
// 100,000-page case: `node bench/scale.mjs --small --sizes 10000,100000 --runs 1`.
//
// Usage: node bench/scale.mjs [--sizes 100,1000,10000] [--runs 5] [--runs-10k 2] [--small]
// (sizes from 10,000 on get --runs-10k runs, by default 2, or --runs when that is fewer)
// Sites are generated into bench/.work/scale-<N>/ (scale-small-<N>/ with --small; deterministic);
// run K writes to bench/.work/scale-<N>-out/run-K/, removed once the series is measured.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate-site.mjs';
import { DOCSGEN, arg, envNote, WORK, cleanEnv, docsgenVersion, fmt, listFiles, loadAverage, stageTimes, stats, table, timed } from './lib.mjs';

const small = process.argv.includes('--small');
const sizes = arg('--sizes', '100,1000,10000').split(',').map(Number);
const runs = Number(arg('--runs', 5));
const runs10k = Number(arg('--runs-10k', Math.min(2, runs)));

if (!existsSync(DOCSGEN)) throw new Error('run `node scripts/compile.mjs` first');
console.log(`docsgen ${docsgenVersion()}, measured ${new Date().toISOString()}`);
console.log(`${envNote()}`);
console.log(`${small ? 'small pages (about 400 bytes)' : 'API reference pages'}; load average at start: ${loadAverage()}\n`);

const results = [];
for (const pages of sizes) {
  const name = `scale-${small ? 'small-' : ''}${pages}`;
  const site = join(WORK, name);
  const outs = join(WORK, `${name}-out`);
  generateSite(site, pages, 1, { small });
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
    // Cold builds: the site lies inside this repository, whose build cache would serve run 2 on.
    const r = timed(process.execPath, [DOCSGEN, 'build', site, '--out', out, '--verbose', '--no-cache'], { env: cleanEnv({ NO_COLOR: '1' }) });
    samples.push(r);
    stages = stageTimes(r.stdout + r.stderr);
    const summary = r.stderr.split('\n').find((l) => l.startsWith('wrote ')) ?? '';
    process.stderr.write(
      `  ${pages} pages, run ${i + 1}/${n}: ${r.seconds.toFixed(2)} s, CPU ${r.cpu.toFixed(2)} s, ${r.mb.toFixed(0)} MB; load ${loadAverage()}; the build's summary: ${summary}\n`,
    );
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
    cpu: stats(samples.map((s) => s.cpu)),
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
  ['pages', 'runs', 'wall time (s)', 'CPU time (s)', 'peak RSS (MB)', 'pages per second (wall)', 'ms per page (wall)', 'CPU ms per page'],
  results.map((r) => [
    r.pages.toLocaleString('en'),
    r.runs,
    fmt(r.seconds),
    fmt(r.cpu),
    fmt(r.mb, 0),
    (r.pages / r.seconds.median).toFixed(0),
    ((r.seconds.median * 1000) / r.pages).toFixed(2),
    ((r.cpu.median * 1000) / r.pages).toFixed(2),
  ]),
);
console.log();
for (let i = 1; i < results.length; i++) {
  const [a, b] = [results[i - 1], results[i]];
  const per = (r, key) => r[key].median / r.pages;
  console.log(
    `Per-page cost at ${b.pages.toLocaleString('en')} pages vs ${a.pages.toLocaleString('en')}: ${(per(b, 'seconds') / per(a, 'seconds')).toFixed(2)}x wall, ${(per(b, 'cpu') / per(a, 'cpu')).toFixed(2)}x CPU`,
  );
}
console.log(`load average at end: ${loadAverage()}`);

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
