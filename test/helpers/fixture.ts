/** Builds throwaway fixture sites in temporary folders and reads their output. */
import { mkdtemp, mkdir, writeFile, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type BuildResult } from '../../src/build.js';
import { BuildError, formatDiagnostic } from '../../src/diagnostics.js';

/** A site described as file path → contents. */
export type SiteFiles = Record<string, string>;

/** Writes `files` into a new temporary folder and returns its path. */
export async function writeSite(files: SiteFiles): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-fixture-'));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  }
  return dir;
}

/** The outcome of building a fixture: output reader on success, printed diagnostics on failure. */
export interface FixtureBuild {
  siteDir: string;
  outDir: string;
  result?: BuildResult;
  /** Diagnostics as printed, paths relative to the site folder. */
  errors: string[];
  read(path: string): Promise<string>;
  cleanup(): Promise<void>;
}

/** Writes and builds a fixture site. */
export async function buildSite(files: SiteFiles, existingDir?: string): Promise<FixtureBuild> {
  const siteDir = existingDir ?? (await writeSite(files));
  if (existingDir) {
    for (const [path, contents] of Object.entries(files)) {
      await mkdir(dirname(join(siteDir, path)), { recursive: true });
      await writeFile(join(siteDir, path), contents);
    }
  }
  const outDir = join(siteDir, 'build');
  const out: FixtureBuild = {
    siteDir,
    outDir,
    errors: [],
    read: (path) => readFile(join(outDir, path), 'utf8'),
    cleanup: () => rm(siteDir, { recursive: true, force: true }),
  };
  try {
    out.result = await build({ siteDir, outDir, cacheDir: join(siteDir, '.cache') });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    out.errors = error.diagnostics.map((d) => formatDiagnostic(d, siteDir));
  }
  return out;
}

/** The smallest valid site, to extend per test. */
export const minimalSite: SiteFiles = {
  'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }, footer: { copyright: 'Copyright © 2025 Fixture' } });\n`,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
};

/** Every file below `dir`, as sorted relative paths. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}
