#!/usr/bin/env node
// Two engines' page pipelines on real content, one core: this checkout's and that of another
// commit (`--base`, checked out with `git worktree` into bench/.work/ab-base, sharing this
// checkout's node_modules). Each measurement is a process of its own (so neither engine's code
// warms the other's), the two alternating; each process renders every Markdown page of the
// corpus sites once to warm up, then three times, and reports its median CPU ms per KB.
// Prints each pair and the median ratio (this checkout / base).
//
// Usage: node bench/pipeline-ab.mjs --base <commit> [--pairs 6] [--corpus DIR]
// The pipeline and the pages: bench/pipeline.mjs (as bench/real-content.mjs measures them).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { arg, ROOT, WORK, loadAverage, stats, fmt } from './lib.mjs';
import { cpu, loadPipeline, markdownSites, siteContext } from './pipeline.mjs';

const child = process.argv.indexOf('--measure');
if (child >= 0) {
  // One measurement: the bundle at argv[child + 1] on the corpus at argv[child + 2].
  const m = await import(pathToFileURL(process.argv[child + 1]).href);
  const render = m.createBodyRenderer(m.theme.components);
  const sites = markdownSites(process.argv[child + 2], '').filter((s) => !s.name.startsWith('content/'));
  const times = [];
  for (let round = 0; round < 4; round++) {
    const start = cpu();
    let kb = 0;
    for (const site of sites) {
      kb += site.kb;
      for (const p of site.pages) render(m.parseMarkdown(p.text, p.file, siteContext(site.root)).hast);
    }
    if (round > 0) times.push((cpu() - start) / kb);
  }
  console.log(stats(times).median.toFixed(4));
  process.exit(0);
}

const base = arg('--base', '');
const pairs = Number(arg('--pairs', '6'));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));
if (!base) throw new Error('usage: node bench/pipeline-ab.mjs --base <commit> [--pairs 6]');
if (!existsSync(corpus)) throw new Error(`no corpus at ${corpus}`);

const baseDir = join(WORK, 'ab-base');
rmSync(baseDir, { recursive: true, force: true });
execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
execFileSync('git', ['worktree', 'add', '--detach', baseDir, base], { cwd: ROOT, stdio: 'ignore' });
symlinkSync(join(ROOT, 'node_modules'), join(baseDir, 'node_modules'));
try {
  // Each checkout bundles its own pipeline, with its own patches.
  await loadPipeline('ab-head');
  execFileSync(process.execPath, ['-e', "import('./bench/pipeline.mjs').then((m) => m.loadPipeline('ab-base'))"], { cwd: baseDir, stdio: 'inherit' });
  const bundles = { head: join(WORK, 'ab-head', 'pipeline.mjs'), base: join(baseDir, 'bench/.work/ab-base', 'pipeline.mjs') };
  const measure = (bundle) => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bench/pipeline-ab.mjs'), '--measure', bundle, corpus], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return Number(r.stdout.trim());
  };
  console.log(`this checkout against ${base}, ${pairs} pairs of processes, load average at start: ${loadAverage()}\n`);
  console.log('| pair | base (ms/KB) | this checkout (ms/KB) | ratio |');
  console.log('| --- | --- | --- | --- |');
  const ratios = [];
  for (let i = 0; i < pairs; i++) {
    // Alternate which goes first.
    const [a, b] = i % 2 ? [measure(bundles.head), measure(bundles.base)].reverse() : [measure(bundles.base), measure(bundles.head)];
    ratios.push(b / a);
    console.log(`| ${i + 1} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(3)} |`);
  }
  console.log(`\nthis checkout takes ${fmt(stats(ratios), 3)} of the base's CPU time per KB (median (min–max)); load average at end: ${loadAverage()}`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: ROOT });
}
