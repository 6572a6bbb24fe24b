// Load on `docsgen serve` from a second process on loopback: 500 concurrent connections for
// 10 s on a doc page (autocannon), bounded in time. Prints requests per second and errors.
// Usage: node bench/load.mjs [connections=500] [seconds=10]   (after `node scripts/compile.mjs`)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startServe } from './lib.mjs';
import { join } from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.argv[2] ?? 500);
const duration = Number(process.argv[3] ?? 10);
const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'docsgen-load-'));
const { url, server } = await startServe([join(root, 'content'), '--port', '0', '--out', out]);

const rows = [];
for (const [label, headers] of [
  ['gzip/br', { 'accept-encoding': 'br, gzip' }],
  ['identity', {}],
]) {
  const result = await autocannon({ url: `${url}/docs/v2/transaksi/transaksi-get`, connections, duration, headers });
  rows.push(
    `| ${label} | ${connections} | ${duration} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} |`,
  );
}
server.kill('SIGINT');
rmSync(out, { recursive: true, force: true });
console.log(
  '| encoding | connections | seconds | requests/s (mean) | p99 latency (ms) | errors + timeouts | non-2xx |\n| --- | --- | --- | --- | --- | --- | --- |',
);
console.log(rows.join('\n'));
