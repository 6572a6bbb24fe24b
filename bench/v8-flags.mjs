#!/usr/bin/env node
// V8's flags against each other: whole cold builds (`--no-cache`) of the same sites with node
// started with one set of flags or another, alternating within each round, as processes of
// their own. The sites: the 30- and 1,000-page synthetic sites (bench/generate-site.mjs), and
// the real-content site of bench/threads.mjs (the corpus's Markdown and content/docs, skipped
// when ../shared/corpus is absent). Prints wall time, CPU time (user + system) and peak RSS per
// site and variant, median (min–max), and each variant's CPU against the first's.
//
// Usage: node bench/v8-flags.mjs [--runs 3] [--pages 30,1000] [--variants '|--no-turbo-inlining']
// A variant is a space-separated list of node flags ('' for none); variants are separated by
// '|'. The CLI sets one V8 flag itself (src/cli/v8-tuning.ts: --interrupt-budget), which a variant
// giving --interrupt-budget replaces: '--interrupt-budget=67584' is V8's default on Node 20.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateSite } from './generate-site.mjs';
import { arg, DOCSGEN, ROOT, WORK, cleanEnv, docsgenVersion, envNote, fmt, loadAverage, makeRealContentSite, stats, table, timed } from './lib.mjs';

const runs = Number(arg('--runs', '3'));
const sizes = arg('--pages', '30,1000').split(',').filter(Boolean).map(Number);
const variants = arg('--variants', '|--no-turbo-inlining')
  .split('|')
  .map((v) => v.split(' ').filter(Boolean));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));

const sites = sizes.map((pages) => {
  const dir = join(WORK, `v8-flags-${pages}`);
  generateSite(dir, pages);
  return { name: `${pages} synthetic pages`, dir };
});
let realContent;
if (existsSync(corpus)) {
  realContent = makeRealContentSite(corpus);
  sites.push({ name: 'real content (corpus + content/docs)', dir: realContent });
} else console.log(`real content skipped: no corpus in ${corpus}`);

const label = (flags) => (flags.length ? flags.join(' ') : '(no flags)');
console.log(`docsgen ${docsgenVersion()}; ${envNote()}`);
console.log(`load average at start: ${loadAverage()}`);
const env = cleanEnv({ NODE_ENV: 'production' });
const results = sites.map(() => variants.map(() => []));
for (let round = 0; round < runs; round++) {
  for (const [s, site] of sites.entries()) {
    // The order of the variants turns each round, so none always runs first.
    const order = variants.map((_, i) => (i + round) % variants.length);
    for (const v of order) {
      const out = join(WORK, 'v8-flags-out');
      rmSync(out, { recursive: true, force: true });
      const r = timed(process.execPath, [...variants[v], DOCSGEN, 'build', site.dir, '--out', out, '--no-cache'], { env });
      results[s][v].push(r);
      console.log(`round ${round + 1}, ${site.name}, ${label(variants[v])}: ${r.seconds.toFixed(2)} s, CPU ${r.cpu.toFixed(2)} s, ${r.mb.toFixed(0)} MB`);
    }
  }
}
rmSync(join(WORK, 'v8-flags-out'), { recursive: true, force: true });
if (realContent) rmSync(realContent, { recursive: true, force: true });

console.log();
const rows = [];
for (const [s, site] of sites.entries()) {
  const baseCpu = stats(results[s][0].map((r) => r.cpu)).median;
  for (const [v, flags] of variants.entries()) {
    const xs = results[s][v];
    const cpu = stats(xs.map((r) => r.cpu));
    rows.push([
      site.name,
      label(flags),
      fmt(stats(xs.map((r) => r.seconds))),
      fmt(cpu),
      fmt(stats(xs.map((r) => r.mb)), 0),
      v === 0 ? '–' : `${((100 * cpu.median) / baseCpu).toFixed(0)}%`,
    ]);
  }
}
table(['site', 'node flags', 'wall (s)', 'CPU (s)', 'peak RSS (MB)', 'CPU vs first'], rows);
console.log(`\nload average at end: ${loadAverage()}`);
