// Issue 6: pages spread over worker threads give exactly the output of a single-threaded build.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../helpers/fixture.js';

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
});
