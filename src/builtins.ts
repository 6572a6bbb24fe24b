/**
 * What the package builds ahead of time: the built-in theme (`templates/`), its stylesheet and
 * the browser script (`src/client/`). A cold build of a site that uses them then runs no
 * esbuild for them and imports no ES module; the theme's code is compiled into the engine (and
 * so into its V8 code cache), and `dist/builtins.json` holds the two assets. Bundling them
 * took about 50 ms of every cold build.
 *
 * The compile records with each of them the files it was made from and a digest of their
 * contents ({@link recordBuiltins}). A copy serves only while those files are unchanged: after
 * an edit (in watch mode, say) the build bundles from the sources as before. The engine run
 * from its TypeScript sources (the unit tests) always bundles.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bundleClient, bundleStylesheet, type BuiltAsset } from './assets/bundle-assets.js';
import { importBundled } from './modules/import-bundled.js';
import { packageRoot, runsFromSources } from './package-root.js';
import type { Theme } from './theme-api.js';
import { theme as compiledTheme } from '../templates/index.js';

/** Files of the package (paths relative to its root, `/`-separated) and a digest of them. */
interface Sources {
  files: string[];
  digest: string;
}

interface Builtins {
  theme: Sources;
  stylesheet: Sources & { entry: string; path: string; contents: string };
  client: Sources & { path: string; contents: string };
}

const RECORD = ['dist', 'builtins.json'];

/** Path of the built-in theme's entry module. */
export function defaultThemeEntry(): string {
  return join(packageRoot(), 'templates', 'index.tsx');
}

function digest(root: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

function sources(root: string, absolute: readonly string[]): Sources {
  const files = absolute.map((f) => relative(root, f).split('\\').join('/')).sort();
  return { files, digest: digest(root, files) };
}

/** Builds the theme's stylesheet and the browser script, and writes them with the theme's sources to `dist/builtins.json`. */
export async function recordBuiltins(): Promise<void> {
  const root = packageRoot();
  const theme = await importBundled<unknown>(defaultThemeEntry());
  const stylesheet = await bundleStylesheet(join(root, 'templates', compiledTheme.stylesheet));
  const client = await bundleClient();
  const record: Builtins = {
    theme: sources(root, theme.inputs),
    stylesheet: { ...sources(root, stylesheet.inputs.map((p) => resolve(p))), entry: `templates/${compiledTheme.stylesheet}`, path: stylesheet.path, contents: stylesheet.contents },
    client: { ...sources(root, client.inputs.map((p) => resolve(p))), path: client.path, contents: client.contents },
  };
  writeFileSync(join(root, ...RECORD), JSON.stringify(record));
}

let record: Builtins | null | undefined;

/** The absolute paths of `s`'s files, if they are still what was recorded. */
function current(s: Sources): string[] | undefined {
  const root = packageRoot();
  try {
    return digest(root, s.files) === s.digest ? s.files.map((f) => join(root, f)) : undefined;
  } catch {
    return undefined;
  }
}

function builtins(): Builtins | undefined {
  if (record === undefined) {
    try {
      record = runsFromSources() ? null : (JSON.parse(readFileSync(join(packageRoot(), ...RECORD), 'utf8')) as Builtins);
    } catch {
      record = null;
    }
  }
  return record ?? undefined;
}

/** The engine's copy of the built-in theme and its source files, if they are unchanged. */
export function builtinTheme(): { theme: Theme; inputs: string[] } | undefined {
  const b = builtins();
  const inputs = b && current(b.theme);
  return inputs && { theme: compiledTheme, inputs };
}

/** The engine's copy of the built-in theme, for a worker thread whose main thread checked it. */
export function compiledBuiltinTheme(): Theme {
  return compiledTheme;
}

/** The prebuilt stylesheet, if `entry` is the built-in theme's and its files are unchanged. */
export function builtinStylesheet(entry: string): BuiltAsset | undefined {
  const s = builtins()?.stylesheet;
  if (!s || resolve(entry) !== join(packageRoot(), s.entry)) return undefined;
  const inputs = current(s);
  return inputs && { path: s.path, contents: s.contents, inputs, prebuilt: true };
}

/** The prebuilt browser script, if its files are unchanged. */
export function builtinClient(): BuiltAsset | undefined {
  const c = builtins()?.client;
  const inputs = c && current(c);
  return inputs && { path: c.path, contents: c.contents, inputs, prebuilt: true };
}
