/**
 * Imports a TypeScript/TSX module (config, theme, page component) by bundling it with esbuild
 * into one temporary ES module. Bare imports stay external but are pinned to absolute file
 * URLs: React always to the engine's copy, other packages to the site's own or else the
 * engine's, so a theme or page works wherever the site lives.
 */
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { packageRoot } from '../package-root.js';

/** A bundled module and the source files it was built from. */
export interface BundledModule<T> {
  exports: T;
  /** Absolute paths of every local file in the bundle (for watch mode). */
  inputs: string[];
  /** The bundle's code, which {@link importCode} imports again (in a worker thread, say) without bundling. */
  code: string;
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

const pinBareImports: Plugin = {
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

let counter = 0;

type ModuleImporter = (url: string) => Promise<unknown>;
let importModule: ModuleImporter = (url) => import(url);

/**
 * Sets how bundled modules are imported. The compiled engine runs through `vm.Script` (see
 * engine-loader.ts), where `import()` is not available, so its loader passes its own.
 */
export function setModuleImporter(importer: ModuleImporter): void {
  importModule = importer;
}

/** Bundles `entry` and imports the result; `plugins` run before bare imports are pinned. */
export async function importBundled<T>(entry: string, plugins: Plugin[] = [], banner?: string): Promise<BundledModule<T>> {
  let code: string;
  let inputs: string[];
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
    code = result.outputFiles[0]!.text;
    inputs = Object.keys(result.metafile.inputs)
      .filter((p) => !p.includes(':'))
      .map((p) => resolve(p))
      .sort();
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) throw new CompileError(errors);
    throw error;
  }
  return { exports: await importCode<T>(code), inputs, code };
}

/** Imports the code of a bundle made by {@link importBundled} (its bare imports are pinned to files). */
export async function importCode<T>(code: string): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-module-'));
  const file = join(dir, `module-${process.pid}-${++counter}.mjs`);
  try {
    await writeFile(file, code);
    return (await importModule(pathToFileURL(file).href)) as T;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
