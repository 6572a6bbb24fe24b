// Runs every benchmark in this folder, one after the other (never in parallel: they measure
// time on a shared machine), and prints their tables. Compile first: `node scripts/compile.mjs`.
// Usage: node bench/run-all.mjs [--quick]   (--quick: fewer runs, sizes up to 1,000 pages)
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';
import { docsgenVersion } from './lib.mjs';

const quick = process.argv.includes('--quick');
const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model;
console.log(
  `# docsgen benchmarks\n\n- date: ${new Date().toISOString()}\n- docsgen: ${docsgenVersion()}\n- node ${process.version}, ${cpus().length} CPUs (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory\n- load average at start (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);

const steps = [
  ['cold-build.mjs', quick ? ['2'] : []],
  ['scale.mjs', quick ? ['--sizes', '100,1000', '--runs', '2'] : []],
  ['threads.mjs', quick ? ['--rounds', '1'] : []],
  ['docusaurus-compare.mjs', quick ? ['--runs', '1'] : []],
  ['page-weight.mjs', []],
  ['lighthouse.mjs', quick ? ['--runs', '1', '--compare-runs', '1'] : []],
  ['watch-latency.mjs', quick ? ['5'] : []],
  ['load.mjs', quick ? ['500', '3'] : []],
  ['pathological.mjs', quick ? ['32,64,128'] : []],
  ['mdx-vs-markdown.mjs', quick ? ['--pages', '100', '--runs', '1'] : []],
  ['search.mjs', quick ? ['sizes', 'content', 'gen1000'] : ['sizes']],
  ['search.mjs', ['queries', quick ? 'gen1000' : 'gen10000']],
  ['search.mjs', ['cost', 'content', quick ? '2' : '5']],
  ['search.mjs', ['cost', 'gen1000', quick ? '1' : '3']],
];
let failed = 0;
for (const [script, args] of steps) {
  console.log(`\n## ${script} ${args.join(' ')}\n`);
  const r = spawnSync(process.execPath, [new URL(script, import.meta.url).pathname, ...args], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.log(`\n${script} failed (exit ${r.status})`);
  }
}
console.log(
  `\n- load average at end (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}, finished ${new Date().toISOString()}`,
);
process.exitCode = failed ? 1 : 0;
