// Cold build of the site in content/ as a whole process, repeated; prints median, min and max
// wall time and peak memory. Usage: node bench/cold-build.mjs [runs=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCSGEN, envNote, cleanEnv, stats, timed } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const results = [];
for (let i = 0; i < runs; i++) {
  const out = mkdtempSync(join(tmpdir(), 'docsgen-bench-'));
  try {
    results.push(timed(process.execPath, [DOCSGEN, 'build', 'content', '--out', out, '--no-cache'], { env: cleanEnv({ NO_COLOR: '1' }) }));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const s = stats(results.map((r) => r.seconds));
const m = stats(results.map((r) => r.mb));
console.log(`${envNote()}\n`);
console.log('| metric | median | min | max |\n| --- | --- | --- | --- |');
console.log(`| wall time (s) | ${s.median.toFixed(2)} | ${s.min.toFixed(2)} | ${s.max.toFixed(2)} |`);
console.log(`| peak RSS (MB) | ${m.median.toFixed(0)} | ${m.min.toFixed(0)} | ${m.max.toFixed(0)} |`);
