/**
 * Bundles a TypeScript/TSX module (config, theme, page component) with esbuild into one ES
 * module and writes it to a folder, named by its content, so that any thread can import it.
 * Bare imports stay external but are pinned to absolute file URLs: React always to the
 * engine's copy, other packages to the site's own or else the engine's, so a theme or page
 * works wherever the site lives.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { hashText } from '../hash.js';
import { packageRoot } from '../package-root.js';

/** A bundled module: its code and the source files it was built from. */
export interface BundledModule {
  code: string;
  /** Absolute paths of every local file in the bundle (for watch mode and cache keys). */
  inputs: string[];
}

/** esbuild failed to compile the module; `errors` carry file positions. */
export class CompileError extends Error {
  constructor(readonly errors: Message[]) {
    super(errors.map((e) => e.text).join('\n'));
    this.name = 'CompileError';
  }
}

/** React must be the engine's own copy: elements and hooks only work with the renderer's React. */
const ENGINE_OWNED = /^(react|react-dom)(\/|$)/;

/** esbuild plugin: pins bare imports to absolute file URLs (see the module comment). */
export const pinBareImports: Plugin = {
  name: 'pin-bare-imports',
  setup(b) {
    const fromEngine = createRequire(join(packageRoot(), 'package.json'));
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.namespace !== 'file') return undefined;
      // Other packages come from the site first (its own dependencies), then from docsgen's.
      const resolvers = ENGINE_OWNED.test(args.path) ? [fromEngine] : [createRequire(join(args.resolveDir, 'noop.js')), fromEngine];
      for (const require of resolvers) {
        try {
          return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
        } catch {
          // try the next place
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/** Bundles `entry`; `plugins` run before bare imports are pinned. */
export async function bundleModule(entry: string, plugins: Plugin[] = [], banner?: string): Promise<BundledModule> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      metafile: true,
      logLevel: 'silent',
      plugins: [...plugins, pinBareImports],
      ...(banner ? { banner: { js: banner } } : {}),
    });
    const inputs = Object.keys(result.metafile.inputs)
      .filter((p) => !p.includes(':'))
      .map((p) => resolve(p))
      .sort();
    return { code: result.outputFiles[0]!.text, inputs };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) throw new CompileError(errors);
    throw error;
  }
}

/**
 * Writes `code` into `dir` as `<name>-<hash>.mjs` (once: the name says what it holds) and
 * returns its file URL.
 */
export function writeModule(code: string, dir: string, name: string): string {
  const file = join(dir, `${name}-${hashText(code).slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written beside, then renamed: another build or thread never imports half a file.
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  return pathToFileURL(file).href;
}

/**
 * Bundles `entry` and imports it once, from a temporary folder that is removed afterwards (the
 * config: read on the main thread only, before the build knows its cache folder).
 */
export async function importOnce<T>(entry: string, plugins: Plugin[] = [], banner?: string): Promise<{ exports: T; inputs: string[] }> {
  const bundled = await bundleModule(entry, plugins, banner);
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-module-'));
  try {
    const url = writeModule(bundled.code, dir, 'module');
    return { exports: (await import(url)) as T, inputs: bundled.inputs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
