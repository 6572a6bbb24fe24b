/**
 * Vitest's global setup: the tests' scratch sites, builds and browser profiles go to one folder
 * of this run, on a RAM-backed file system when the machine has one (Linux's /dev/shm), and the
 * folder is removed when the run ends. The suite creates and deletes tens of thousands of small
 * files; on the disk (ext4) that cost about a sixth of its time in system calls.
 * TMPDIR set here reaches the test forks, the processes they start and Chromium.
 */
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function ramDisk(): string | undefined {
  try {
    if (!statSync('/dev/shm').isDirectory()) return undefined;
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}

export default function setup(): () => void {
  const dir = mkdtempSync(join(ramDisk() ?? tmpdir(), 'docsgen-tests-'));
  // Open to every user with the sticky bit, as /tmp is: some tests run the CLI as an unprivileged user.
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
