// Runs every benchmark in this folder and prints its table.
import { spawnSync } from 'node:child_process';

for (const script of ['cold-build.mjs']) {
  console.log(`\n## ${script}\n`);
  spawnSync(process.execPath, [new URL(script, import.meta.url).pathname], { stdio: 'inherit' });
}
