// Cold build of the site in content/ as a whole process, repeated; prints median, min and max
// wall time and peak memory. Usage: node bench/cold-build.mjs [runs=5]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const root = new URL('..', import.meta.url).pathname;
const results = [];
for (let i = 0; i < runs; i++) {
  const out = mkdtempSync(join(tmpdir(), 'docsgen-bench-'));
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, 'dist/bin/docsgen.js', 'build', 'content', '--out', out], { cwd: root, encoding: 'utf8' });
  rmSync(out, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(r.stderr);
  const [seconds, kb] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  results.push({ seconds, mb: kb / 1024 });
}
const sorted = (k) => results.map((r) => r[k]).sort((a, b) => a - b);
const s = sorted('seconds');
const m = sorted('mb');
console.log('| metric | median | min | max |\n| --- | --- | --- | --- |');
console.log(`| wall time (s) | ${s[Math.floor(runs / 2)].toFixed(2)} | ${s[0].toFixed(2)} | ${s.at(-1).toFixed(2)} |`);
console.log(`| peak RSS (MB) | ${m[Math.floor(runs / 2)].toFixed(0)} | ${m[0].toFixed(0)} | ${m.at(-1).toFixed(0)} |`);
