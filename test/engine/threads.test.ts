// Issue 6: pages spread over worker threads give exactly the output of a single-threaded build.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles, minimalSite, writeSite } from '../helpers/fixture.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');


describe('worker threads', () => {
  it('produce byte-identical output to a build on the main thread alone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-threads-'));
    const build = (threads: string, out: string): string => {
      const r = spawnSync(process.execPath, [bin, 'build', 'content', '--out', out, '--verbose'], { env: { ...process.env, DOCSGEN_THREADS: threads, NODE_ENV: 'production' }, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return r.stderr;
    };
    try {
      expect(build('0', join(root, 'single'))).toMatch(/^ {2}pages on the main thread$/m);
      expect(build('2', join(root, 'threads'))).toMatch(/^ {2}pages on the main thread and 2 worker threads$/m);
      const single = await listFiles(join(root, 'single'));
      expect(await listFiles(join(root, 'threads'))).toEqual(single);
      expect(single.length).toBeGreaterThan(50);
      for (const f of single) {
        expect(await readFile(join(root, 'threads', f)), f).toEqual(await readFile(join(root, 'single', f)));
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('leave no scratch files behind, after a good build or a failed one', async () => {
    // Page bodies wait in a scratch folder between parse and render.
    const temp = await mkdtemp(join(tmpdir(), 'docsgen-tmpdir-'));
    const site = await writeSite(minimalSite);
    try {
      const env = { ...process.env, TMPDIR: temp, DOCSGEN_THREADS: '1' };
      const good = spawnSync(process.execPath, [bin, 'build', site], { env, encoding: 'utf8' });
      expect(good.status, good.stderr).toBe(0);
      expect(await readdir(temp)).toEqual([]);
      await writeFile(join(site, 'docs/broken.md'), '# Broken\n\nSee [nowhere](/docs/nowhere).\n');
      const bad = spawnSync(process.execPath, [bin, 'build', site], { env, encoding: 'utf8' });
      expect(bad.status).toBe(1);
      expect(await readdir(temp)).toEqual([]);
    } finally {
      await rm(temp, { recursive: true, force: true });
      await rm(site, { recursive: true, force: true });
    }
  });
});
