/**
 * One build at a time per output folder. Two builds swapping the same folder would each move
 * the other's folder away; the second one to start is refused with a message instead. The lock
 * is a file beside the output folder, created exclusively, naming the process that holds it; a
 * lock whose process is gone (killed, crashed) is taken over.
 */
import { hostname } from 'node:os';
import { openSync, closeSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** What a lock file says about its holder. */
interface LockOwner {
  pid: number;
  host: string;
  /** The holder's start time in clock ticks since boot (Linux), to tell a reused process id apart. */
  startTicks?: string;
  started: string;
}

/** Another build holds the lock. */
export class OutputLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner | undefined,
  ) {
    super('output folder locked');
    this.name = 'OutputLocked';
  }
}

/** Path of the lock file of `outDir`. */
export function lockFileOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.docsgen-lock`);
}

function startTicks(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicks(owner.pid);
  return owner.startTicks === undefined || ticks === undefined || ticks === owner.startTicks;
}

function isAbandoned(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > 10_000;
  } catch {
    return true;
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock of `outDir`, or throws {@link OutputLocked} when a running build holds it.
 * Returns the function that releases it. File-system errors (a read-only parent) are thrown as they are.
 */
export function lockOutput(outDir: string): () => void {
  const file = lockFileOf(outDir);
  const owner: LockOwner = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  const ticks = startTicks(process.pid);
  if (ticks !== undefined) owner.startTicks = ticks;
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new OutputLocked(file, readOwner(file));
        throw error;
      }
      const holder = readOwner(file);
      // A lock being written has no owner yet: held, unless it has been empty for a while
      // (its process died between creating and writing it).
      if (holder === undefined ? !isAbandoned(file) : isRunning(holder)) throw new OutputLocked(file, holder);
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(owner));
    } finally {
      closeSync(fd);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
    };
  }
}
