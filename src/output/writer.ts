/**
 * The writer owns every path of the output, whichever thread produced the bytes: it refuses a
 * second file at a path (or at one that differs only in letter case, which collides on
 * case-insensitive file systems), writes into a staging folder beside the output, and swaps
 * that folder in when the build succeeded. A failed build never touches the previous output.
 */
import { mkdir, rename, rm, writeFile, copyFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';

/** Who produced an output file, for the message when two claim one path. */
export interface FileOrigin {
  /** In the reader's terms: `the page /docs/intro`, `the static file img/logo.png`. */
  what: string;
  /** The source file at fault, when there is one. */
  file?: string;
}

/** Writes at most this many files at once: enough to hide the disk's latency, few enough for file-handle limits. */
const PARALLEL_WRITES = 64;

export class OutputWriter {
  private readonly claimed = new Map<string, { origin: FileOrigin; text?: string; source?: string }>();
  private readonly folded = new Map<string, string>();
  private readonly madeDirs = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private readonly problems: Diagnostic[] = [];
  private failure: Error | undefined;

  private constructor(
    readonly outDir: string,
    /** The staging folder files are written to. */
    readonly dir: string,
  ) {}

  /** Creates the staging folder for a build of `outDir`. */
  static async open(outDir: string): Promise<OutputWriter> {
    const dir = join(dirname(outDir), `.${basename(outDir)}.docsgen-staging-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    return new OutputWriter(outDir, dir);
  }

  /** Collisions found so far, as diagnostics. */
  get diagnostics(): readonly Diagnostic[] {
    return this.problems;
  }

  /**
   * Claims `path` (relative, `/`-separated) for `origin`; false (with a diagnostic) when it is
   * taken. A path claimed again with exactly the same `text` (a region shared by pages) is fine.
   */
  private claim(path: string, origin: FileOrigin, text?: string, source?: string): boolean {
    const existing = this.claimed.get(path);
    if (existing) {
      if (text !== undefined && existing.text === text) return false;
      if (source !== undefined && existing.source === source) return false;
      this.collide(path, existing.origin, origin, false);
      return false;
    }
    const folded = path.normalize('NFC').toLowerCase();
    const twin = this.folded.get(folded);
    if (twin !== undefined) {
      this.collide(path, this.claimed.get(twin)!.origin, origin, true);
      return false;
    }
    this.claimed.set(path, {
      origin,
      ...(text !== undefined && path.startsWith('_chunks/_shared/') ? { text } : {}),
      ...(source !== undefined ? { source } : {}),
    });
    this.folded.set(folded, path);
    return true;
  }

  private collide(path: string, first: FileOrigin, second: FileOrigin, folded: boolean): void {
    const how = folded ? 'output files that differ only in letter case (they collide on case-insensitive file systems)' : `the same output file ${path}`;
    this.problems.push({
      severity: 'error',
      code: 'output/collision',
      message: `${second.what} and ${first.what}${first.file && first.file !== second.file ? ` (${first.file})` : ''} would both write ${how}; rename or move one of them`,
      ...(second.file ? { file: second.file } : first.file ? { file: first.file } : {}),
    });
  }

  /** Writes `text` at `path`. */
  add(path: string, text: string | Uint8Array, origin: FileOrigin): void {
    if (!this.claim(path, origin, typeof text === 'string' ? text : undefined)) return;
    this.schedule(path, (target) => writeFile(target, text));
  }

  /** Copies the file at `source` to `path` (once: pages linking the same file share the copy). */
  copy(path: string, source: string, origin: FileOrigin): void {
    if (!this.claim(path, origin, undefined, source)) return;
    this.schedule(path, (target) => copyFile(source, target));
  }

  private schedule(path: string, write: (target: string) => Promise<void>): void {
    const target = join(this.dir, path);
    const folder = dirname(target);
    const run = async (): Promise<void> => {
      if (!this.madeDirs.has(folder)) {
        await mkdir(folder, { recursive: true });
        this.madeDirs.add(folder);
      }
      await write(target);
    };
    const job = run().catch((error: Error) => {
      this.failure ??= error;
    });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Waits while too many writes are in flight (call between results to bound memory). */
  async drain(limit = PARALLEL_WRITES): Promise<void> {
    while (this.pending.size > limit) await Promise.race(this.pending);
  }

  /** Waits for every write; throws the first write error. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
    if (this.failure) throw this.failure;
  }

  /** Replaces the output folder with the staging folder. */
  async commit(): Promise<void> {
    await this.flush();
    const old = join(dirname(this.outDir), `.${basename(this.outDir)}.docsgen-old-${process.pid}-${Date.now()}`);
    if (existsSync(this.outDir)) await rename(this.outDir, old);
    await rename(this.dir, this.outDir);
    await rm(old, { recursive: true, force: true });
  }

  /** Removes the staging folder, leaving the output as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await rm(this.dir, { recursive: true, force: true });
  }
}
