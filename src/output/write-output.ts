/**
 * Write stage: everything goes to a temporary folder beside the output, which is then swapped
 * in with renames. A failed build never touches the previous output.
 */
import { mkdir, rename, rm, writeFile, cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/** Writes `files` and the static folder to `outDir`, replacing its previous contents at once. */
export async function writeOutput(options: { outDir: string; files: Map<string, string>; staticDir: string; staticFiles: string[] }): Promise<void> {
  const { outDir } = options;
  const parent = dirname(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = join(parent, `.${basename(outDir)}.docsgen-tmp-${stamp}`);
  const old = join(parent, `.${basename(outDir)}.docsgen-old-${stamp}`);
  await mkdir(tmp, { recursive: true });
  try {
    if (options.staticFiles.length) await cp(options.staticDir, tmp, { recursive: true });
    const dirs = new Set<string>();
    for (const path of options.files.keys()) dirs.add(dirname(join(tmp, path)));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    const entries = [...options.files];
    // Bounded parallelism: enough to hide latency, few enough to stay under file-handle limits.
    for (let i = 0; i < entries.length; i += 64) {
      await Promise.all(entries.slice(i, i + 64).map(([path, contents]) => writeFile(join(tmp, path), contents)));
    }
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(tmp, outDir);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
