/**
 * Write stage: everything goes to a temporary folder beside the output, which is swapped in
 * with two renames once the build succeeded. A failed build never touches the previous output.
 */
import { mkdir, rename, rm, writeFile, cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/** An output folder being written. */
export interface StagedOutput {
  /** The temporary folder; page workers write into it directly. */
  dir: string;
  /** Writes `files` (relative path → contents) and the static folder. */
  write(files: Map<string, string>, staticDir: string, hasStatic: boolean): Promise<void>;
  /** Replaces the output folder with the temporary one. */
  commit(): Promise<void>;
  /** Removes the temporary folder, leaving the output as it was. */
  abort(): Promise<void>;
}

/** Creates the temporary folder for a build of `outDir`. */
export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const parent = dirname(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = join(parent, `.${basename(outDir)}.docsgen-tmp-${stamp}`);
  const old = join(parent, `.${basename(outDir)}.docsgen-old-${stamp}`);
  await mkdir(tmp, { recursive: true });
  return {
    dir: tmp,
    async write(files, staticDir, hasStatic) {
      // Static files first: generated files win where names clash (checked earlier).
      if (hasStatic) await cp(staticDir, tmp, { recursive: true, force: false, errorOnExist: false });
      const dirs = new Set<string>();
      for (const path of files.keys()) dirs.add(dirname(join(tmp, path)));
      await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
      const entries = [...files];
      // Bounded parallelism: enough to hide latency, few enough to stay under file-handle limits.
      for (let i = 0; i < entries.length; i += 64) {
        await Promise.all(entries.slice(i, i + 64).map(([path, contents]) => writeFile(join(tmp, path), contents)));
      }
    },
    async commit() {
      if (existsSync(outDir)) await rename(outDir, old);
      await rename(tmp, outDir);
      await rm(old, { recursive: true, force: true });
    },
    abort: () => rm(tmp, { recursive: true, force: true }),
  };
}
