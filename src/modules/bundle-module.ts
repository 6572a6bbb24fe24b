/**
 * Bundles a TypeScript/TSX module (config, theme, page component) with esbuild into one ES
 * module and writes it to a folder, named by its content, so that any thread can import it.
 * Bare imports stay external but are pinned to absolute file URLs: React always to the
 * engine's copy, other packages to the site's own or else the engine's, so a theme or page
 * works wherever the site lives.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { hashText } from '../hash.js';
import { packageRoot } from '../package-root.js';

/** A bundled module: its code and the source files it was built from. */
export interface BundledModule {
  code: string;
  /** Absolute paths of every local file in the bundle (for watch mode and cache keys). */
  inputs: string[];
  /** The bare imports it pinned: specifier, the folder it was resolved from, the URL it got. */
  pins: Pin[];
}

/** A bare import pinned to a file: `[specifier, resolveDir, url]` (the specifier itself when nothing resolved it). */
export type Pin = [specifier: string, resolveDir: string, url: string];

/** esbuild failed to compile the module; `errors` carry file positions. */
export class CompileError extends Error {
  constructor(readonly errors: Message[]) {
    super(errors.map((e) => e.text).join('\n'));
    this.name = 'CompileError';
  }
}

/** React must be the engine's own copy: elements and hooks only work with the renderer's React. */
const ENGINE_OWNED = /^(react|react-dom)(\/|$)/;

/** The URL a bare import from `resolveDir` is pinned to (the specifier itself when nothing resolves it). */
export function pinnedUrl(specifier: string, resolveDir: string): string {
  // Other packages come from the site first (its own dependencies), then from docsgen's.
  const fromEngine = createRequire(join(packageRoot(), 'package.json'));
  const resolvers = ENGINE_OWNED.test(specifier) ? [fromEngine] : [createRequire(join(resolveDir, 'noop.js')), fromEngine];
  for (const require of resolvers) {
    try {
      return pathToFileURL(require.resolve(specifier)).href;
    } catch {
      // try the next place
    }
  }
  return specifier;
}

/**
 * The packages `pins` lead to, as `name@version` from the nearest `package.json` of each file
 * (the file URL itself when none says): a bundle's code names where a package lies, not which
 * version lies there.
 */
export function pinnedPackages(pins: readonly Pin[]): string[] {
  const found = new Set<string>();
  for (const [, , url] of pins) {
    if (!url.startsWith('file:')) continue;
    let dir = dirname(fileURLToPath(url));
    let named: string | undefined;
    for (; !named && dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
        if (typeof pkg.name === 'string' && typeof pkg.version === 'string') named = `${pkg.name}@${pkg.version}`;
      } catch {
        // not a package's manifest: look further up
      }
    }
    found.add(named ?? url);
  }
  return [...found].sort();
}

/** esbuild plugin: pins bare imports to absolute file URLs (see the module comment), listing them in `pins`. */
export function pinBareImports(pins: Pin[] = []): Plugin {
  return {
    name: 'pin-bare-imports',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.namespace !== 'file') return undefined;
        const url = pinnedUrl(args.path, args.resolveDir);
        pins.push([args.path, args.resolveDir, url]);
        return { path: url, external: true };
      });
    },
  };
}

/** Bundles `entry`; `plugins` run before bare imports are pinned. */
export async function bundleModule(entry: string, plugins: Plugin[] = [], banner?: string): Promise<BundledModule> {
  const pins: Pin[] = [];
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
      plugins: [...plugins, pinBareImports(pins)],
      ...(banner ? { banner: { js: banner } } : {}),
    });
    const inputs = Object.keys(result.metafile.inputs)
      .filter((p) => !p.includes(':'))
      .map((p) => resolve(p))
      .sort();
    return { code: result.outputFiles[0]!.text, inputs, pins };
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
