// A page full of lists and block quotes builds in time that grows about linearly with its size:
// the built CLI (dist/, with the micromark-util-edit-map patch) builds a page eight times
// larger in well under the 64 times as long a quadratic parse would take (unpatched, the
// ratio here is about 25). Timings themselves are in bench/markdown-size.mjs (BENCHMARKS.md).
// Needs `node scripts/compile.mjs` first, as `npm test` does.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { writeSite, minimalSite } from '../helpers/fixture.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');
const block = '- item one\n- item two\n  - nested\n\n> quote\n> - in quote\n\nText para.\n\n';

async function buildSeconds(kb: number): Promise<number> {
  const dir = await writeSite({ ...minimalSite, 'docs/big.md': `# Big\n\n${block.repeat(Math.ceil((kb * 1024) / block.length))}` });
  try {
    const started = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [bin, 'build', dir, '--out', join(dir, 'out')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return Number(process.hrtime.bigint() - started) / 1e9;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a page of lists and quotes', () => {
  it('builds in time that grows about linearly with its size', { timeout: 300_000 }, async () => {
    await buildSeconds(16);
    const small = await buildSeconds(48);
    const large = await buildSeconds(384);
    expect(large / small).toBeLessThan(12);
  });
});
