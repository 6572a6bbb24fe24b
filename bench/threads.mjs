#!/usr/bin/env node
// Threads on real content: one site holding the `.md` files of the corpus sites' docs
// (../shared/corpus, skipped when absent), prettier's blog posts and content/docs, built in a
// temporary folder outside the repository (broken links ignored: the files link to pages of
// their own sites), with DOCSGEN_THREADS=0 (the main thread alone) and DOCSGEN_THREADS=1 (the
// main thread and one worker thread), alternating, `--no-cache`, whole processes.
//
// Per build: wall time, CPU time and peak RSS from /usr/bin/time, the load average when it
// started, and where the CPU time went by thread, read from /proc/<pid>/task/*/stat every
// 50 ms (Linux): the main thread, worker threads, V8's own threads (the optimizing compiler and
// the garbage collector's helpers, which run beside every JavaScript thread) and the rest
// (libuv's file system threads). Prints a table per build and the median (min–max) per setting.
//
// Usage: node bench/threads.mjs [--rounds 3] [--corpus DIR] [--copies 1]
// --copies N puts N copies of the Markdown in the site (N times the bytes and pages).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { arg, DOCSGEN, ROOT, cleanEnv, fmt, loadAverage, makeRealContentSite, markdownBytes, stats, table } from './lib.mjs';

const rounds = Number(arg('--rounds', '3'));
const copies = Number(arg('--copies', '1'));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));
if (!existsSync(corpus)) {
  console.log(`skipped: no corpus in ${corpus}`);
  process.exit(0);
}

const site = makeRealContentSite(corpus, copies);
const files = (dir) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).length;
console.log(`site: ${site}, ${files(join(site, 'docs'))} .md files, ${(markdownBytes(join(site, 'docs')) / 1e6).toFixed(2)} MB`);

/** CPU seconds of each thread of `pid`, by its kind, as last seen. */
function sampler(pid) {
  const last = new Map();
  const tick = 100;
  const timer = setInterval(() => {
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      return;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        last.set(tid, { name, cpu: (Number(fields[11]) + Number(fields[12])) / tick });
      } catch {
        // The thread has ended; its last reading stays.
      }
    }
  }, 50);
  return () => {
    clearInterval(timer);
    const by = { main: 0, worker: 0, v8: 0, other: 0 };
    for (const [tid, { name, cpu }] of last) {
      // Node names its V8 platform threads "node" like the main thread; worker threads are the
      // busy ones among those beyond V8's four (the main thread's id is the process id).
      if (tid === String(pid)) by.main += cpu;
      else if (/^libuv/.test(name)) by.other += cpu;
      else by.v8 += cpu;
    }
    return { by, threads: [...last].filter(([tid]) => tid !== String(pid)).map(([, t]) => t) };
  };
}

/** One build with DOCSGEN_THREADS=`threads`: wall, CPU and RSS from time(1), CPU by thread from /proc. */
function buildOnce(threads) {
  const out = join(site, `out-${threads}`);
  rmSync(out, { recursive: true, force: true });
  const load = loadAverage();
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', '%e %M %U %S', process.execPath, DOCSGEN, 'build', site, '--out', out, '--no-cache', '--verbose'], {
      env: cleanEnv({ DOCSGEN_THREADS: String(threads), NODE_ENV: 'production' }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    // time(1) runs node as its child: sample that process.
    let stop;
    const find = setInterval(() => {
      const r = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' });
      const pid = Number(r.stdout.trim().split('\n')[0]);
      if (pid) {
        clearInterval(find);
        stop = sampler(pid);
      }
    }, 5);
    child.on('exit', (status) => {
      clearInterval(find);
      const perThread = stop?.();
      const [seconds, kb, user, system] = stderr.trimEnd().split('\n').at(-1).split(' ').map(Number);
      if (status !== 0) return reject(new Error(`build failed (exit ${status}):\n${stderr.slice(-3000)}`));
      const render = /^\s+render\s+([\d.]+) ms$/m.exec(stderr);
      // The worker thread is the busiest thread besides the main one when there is one.
      const worker = threads > 0 && perThread ? Math.max(...perThread.threads.map((t) => t.cpu)) : 0;
      const by = perThread?.by ?? { main: NaN, v8: NaN, other: NaN };
      resolve({
        threads,
        load,
        seconds,
        cpu: user + system,
        mb: kb / 1024,
        render: render ? Number(render[1]) / 1000 : NaN,
        main: by.main,
        worker,
        v8: by.v8 - worker,
        other: by.other,
      });
    });
  });
}

const results = [];
for (let round = 1; round <= rounds; round++) {
  // The order alternates each round.
  for (const threads of round % 2 ? [0, 1] : [1, 0]) {
    const r = await buildOnce(threads);
    results.push({ round, ...r });
    console.log(
      `round ${round} DOCSGEN_THREADS=${threads}: ${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU (main ${r.main.toFixed(2)}, worker ${r.worker.toFixed(2)}, V8 ${r.v8.toFixed(2)}), load ${r.load}`,
    );
  }
}
rmSync(site, { recursive: true, force: true });

console.log('');
table(
  [
    'round',
    'DOCSGEN_THREADS',
    'wall (s)',
    'render (s)',
    'CPU (s)',
    'main thread',
    'worker thread',
    "V8's threads",
    'other',
    'peak RSS (MB)',
    'load average (1/5/15 min)',
  ],
  results.map((r) => [
    r.round,
    r.threads,
    r.seconds.toFixed(2),
    r.render.toFixed(2),
    r.cpu.toFixed(2),
    r.main.toFixed(2),
    r.worker.toFixed(2),
    r.v8.toFixed(2),
    r.other.toFixed(2),
    r.mb.toFixed(0),
    r.load,
  ]),
);
console.log('');
const of = (threads, key) => stats(results.filter((r) => r.threads === threads).map((r) => r[key]));
table(
  ['DOCSGEN_THREADS', 'wall (s)', 'CPU (s)', 'main thread (s)', 'worker thread (s)', "V8's threads (s)"],
  [0, 1].map((t) => [t, fmt(of(t, 'seconds')), fmt(of(t, 'cpu')), fmt(of(t, 'main')), fmt(of(t, 'worker')), fmt(of(t, 'v8'))]),
);
console.log(`\nspeed-up of one worker thread (median wall): ${(of(0, 'seconds').median / of(1, 'seconds').median).toFixed(2)}x`);
