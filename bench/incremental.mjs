#!/usr/bin/env node
// Incremental builds with the build cache: a synthetic site (bench/generate-site.mjs) built
// cold into an empty cache folder, then again after one page's text changed (as a commit
// would change it in CI), alternating, each as a whole process. Prints wall and CPU time
// (user + system) of both, and the rebuild's share of the cold build. As in CI, every build
// writes into an output folder that does not exist yet (a checkout holds no output; only the
// cache folder is restored); the series' folders are removed after it. `--work` puts the site,
// the cache and the outputs in another folder (a tmpfs such as /dev/shm, to see the cost of
// creating files on the disk's file system apart).
//
// Usage: node bench/incremental.mjs [--pages 1000] [--runs 3] [--work DIR]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSite } from './generate-site.mjs';
import { arg, DOCSGEN, WORK, cleanEnv, docsgenVersion, envNote, fmt, loadAverage, stats, table, timed } from './lib.mjs';

const pages = Number(arg('--pages', '1000'));
const runs = Number(arg('--runs', '3'));
const work = arg('--work', WORK);
const site = join(work, `incremental-${pages}`);
const cache = join(work, `incremental-${pages}-cache`);
const outs = join(work, `incremental-${pages}-out`);
rmSync(outs, { recursive: true, force: true });
generateSite(site, pages);
const edited = join(site, 'docs/intro.md');
const original = readFileSync(edited, 'utf8');
const env = cleanEnv();

console.log(`docsgen ${docsgenVersion()}, ${pages} pages in ${work}; ${envNote()}`);
console.log(`load average at start: ${loadAverage()}`);
const cold = [];
const warm = [];
for (let run = 0; run < runs; run++) {
  rmSync(cache, { recursive: true, force: true });
  writeFileSync(edited, original);
  const c = timed(process.execPath, [DOCSGEN, 'build', site, '--out', join(outs, `cold-${run}`), '--cache-dir', cache], { env });
  writeFileSync(edited, `${original}\nEdited in run ${run}.\n`);
  const w = timed(process.execPath, [DOCSGEN, 'build', site, '--out', join(outs, `warm-${run}`), '--cache-dir', cache], { env });
  if (!/\(1 rendered, \d+ from the build cache\)/.test(w.stderr)) throw new Error(`the rebuild did not use the cache:\n${w.stderr}`);
  cold.push(c);
  warm.push(w);
  console.log(
    `run ${run + 1}: cold ${c.seconds.toFixed(2)} s (CPU ${c.cpu.toFixed(2)} s), one page edited ${w.seconds.toFixed(2)} s (CPU ${w.cpu.toFixed(2)} s)`,
  );
}
writeFileSync(edited, original);
rmSync(outs, { recursive: true, force: true });
const row = (name, xs) => [
  name,
  fmt(stats(xs.map((x) => x.seconds))),
  fmt(stats(xs.map((x) => x.cpu))),
  fmt(stats(xs.map((x) => x.user))),
  fmt(stats(xs.map((x) => x.system))),
  fmt(stats(xs.map((x) => x.mb)), 0),
];
console.log();
table(['build', 'wall time (s)', 'CPU time (s)', 'user (s)', 'system (s)', 'peak RSS (MB)'], [row('cold, empty cache', cold), row('one page edited', warm)]);
const share = (key) => ((100 * stats(warm.map((x) => x[key])).median) / stats(cold.map((x) => x[key])).median).toFixed(1);
console.log(`\nrebuild / cold: ${share('seconds')}% of the wall time, ${share('cpu')}% of the CPU time`);
console.log(`load average at end: ${loadAverage()}`);
