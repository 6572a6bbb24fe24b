/**
 * Loads the site's theme (the built-in one unless the config names another): bundles it with
 * esbuild into the build's module folder, so every thread imports the same file, and checks
 * that it provides what the contract in `theme-api.ts` asks for.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { bundleModule, CompileError, writeModule } from '../modules/bundle-module.js';
import { bundleModuleCached } from '../cache/module-cache.js';
import { packageRoot } from '../package-root.js';
import type { LayoutName, OptionalLayoutName, Theme } from '../theme-api.js';

/** A theme bundled and imported. */
export interface LoadedTheme {
  theme: Theme;
  /** Absolute path of the theme's entry module. */
  entry: string;
  /** File URL of the bundle, which worker threads import. */
  module: string;
  /** Absolute paths of the stylesheets and the browser entry. */
  stylesheet: string;
  componentStylesheet?: string;
  client?: string;
  /** Absolute paths of the lazily loaded browser entries, by name. */
  lazyClients: Record<string, string>;
  /** Source files of the theme, for watch mode and cache keys. */
  inputs: string[];
  /** Whether the bundle of an earlier build was imported (its files were the same). */
  reused: boolean;
}

/** The layouts every theme has; the others ({@link OptionalLayoutName}) only a site that needs them asks for. */
const LAYOUTS: Array<Exclude<LayoutName, OptionalLayoutName>> = [
  'doc',
  'page',
  'home',
  'notFound',
  'blogArchive',
  'blogPost',
  'blogList',
  'blogTagsList',
  'blogTag',
  'blogAuthorsList',
  'blogAuthor',
  'generatedIndex',
  'redirect',
];

const OPTIONAL_LAYOUTS: OptionalLayoutName[] = ['docsTagsList', 'docsTag'];

/** The built-in theme's entry module. */
export function builtinThemeEntry(): string {
  return join(packageRoot(), 'templates', 'index.tsx');
}

/** `docsgen/theme-api` in a theme of the site's own resolves to this engine's contract. */
const themeApi: Plugin = {
  name: 'docsgen-theme-api',
  setup(b) {
    b.onResolve({ filter: /^docsgen\/theme-api$/ }, () => ({ path: join(packageRoot(), 'src', 'theme-api.ts') }));
  },
};

/**
 * Bundles the theme at `entry` into `moduleDir`, imports it and checks its shape. With
 * `reuse`, the bundle of an earlier build is imported when the theme's files are the same.
 * `plugins` resolve the engine's modules for theme code (`docsgen/site-locale`).
 */
export async function loadTheme(entry: string, moduleDir: string, options: { reuse?: boolean; plugins?: Plugin[] } = {}): Promise<LoadedTheme> {
  const file = resolve(entry);
  const plugins = [themeApi, ...(options.plugins ?? [])];
  let bundled: { url: string; inputs: string[]; reused: boolean };
  try {
    if (options.reuse) bundled = await bundleModuleCached(file, plugins, moduleDir, 'theme');
    else {
      const made = await bundleModule(file, plugins);
      bundled = { url: writeModule(made.code, moduleDir, 'theme'), inputs: made.inputs, reused: false };
    }
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    throw new BuildError(
      error.errors.map((m) => ({
        severity: 'error' as const,
        code: 'theme/syntax',
        message: `theme does not compile: ${m.text}`,
        file: m.location ? resolve(m.location.file) : file,
        ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
      })),
      'theme does not compile',
    );
  }
  const module = bundled.url;
  let theme: Theme;
  try {
    theme = await importTheme(module);
  } catch (error) {
    throw new BuildError(
      [{ severity: 'error', code: 'theme/load', message: `theme failed to load: ${(error as Error).message}`, file }],
      'theme failed to load',
    );
  }
  const problems = themeProblems(theme);
  if (problems.length) {
    const diagnostics: Diagnostic[] = problems.map((p) => ({ severity: 'error', code: 'theme/shape', message: `the theme's \`theme\` export ${p}`, file }));
    throw new BuildError(diagnostics, 'invalid theme');
  }
  const dir = dirname(file);
  const lazyClients = Object.fromEntries(Object.entries(theme.lazyClients ?? {}).map(([name, path]) => [name, resolve(dir, path)]));
  const missing = Object.entries(lazyClients).filter(([, path]) => !existsSync(path));
  if (missing.length) {
    throw new BuildError(
      missing.map(([name, path]) => ({
        severity: 'error',
        code: 'theme/shape',
        // A theme that spreads another (`{ ...base }`) keeps its relative paths, now read from its own folder.
        message: `the theme's lazy client "${name}" is not at ${path}: paths are relative to the theme module (a theme built on another gives that theme's entries as absolute paths)`,
        file,
      })),
      'invalid theme',
    );
  }
  return {
    theme,
    entry: file,
    module,
    stylesheet: resolve(dir, theme.stylesheet),
    ...(theme.componentStylesheet ? { componentStylesheet: resolve(dir, theme.componentStylesheet) } : {}),
    ...(theme.client ? { client: resolve(dir, theme.client) } : {}),
    lazyClients,
    // The modules the engine writes into the module folder (the site's locale) are no sources.
    inputs: bundled.inputs.filter((input) => !input.startsWith(resolve(moduleDir) + sep)),
    reused: bundled.reused,
  };
}

/** Imports a bundled theme module and returns its `theme` export. */
export async function importTheme(url: string): Promise<Theme> {
  const mod = (await import(url)) as { theme?: Theme };
  if (!mod.theme || typeof mod.theme !== 'object') throw new Error('the module does not export `theme`');
  return mod.theme;
}

/** What the theme lacks, in words; empty when it is complete. */
function themeProblems(theme: Theme): string[] {
  const problems: string[] = [];
  if (typeof theme.Shell !== 'function') problems.push('has no Shell component');
  if (typeof theme.Sidebar !== 'function') problems.push('has no Sidebar component');
  const missing = LAYOUTS.filter((l) => typeof theme.layouts?.[l] !== 'function');
  if (missing.length) problems.push(`lacks the layouts ${missing.join(', ')}`);
  const invalid = OPTIONAL_LAYOUTS.filter((l) => theme.layouts?.[l] !== undefined && typeof theme.layouts[l] !== 'function');
  if (invalid.length) problems.push(`gives layouts that are not components: ${invalid.join(', ')}`);
  if (typeof theme.stylesheet !== 'string') problems.push('names no stylesheet');
  if (theme.componentStylesheet !== undefined && typeof theme.componentStylesheet !== 'string') problems.push('gives a componentStylesheet that is not a path');
  if (!theme.strings || typeof theme.strings.notFoundTitle !== 'string') problems.push('has no strings (notFoundTitle, blogArchiveTitle, redirectTitle)');
  if (
    theme.reservedIds !== undefined &&
    !(Array.isArray(theme.reservedIds) && theme.reservedIds.every((id) => typeof id === 'string' && id !== '' && id !== '*'))
  )
    problems.push('gives reservedIds that are not a list of ids');
  for (const [name, path] of Object.entries(theme.lazyClients ?? {})) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || name === 'client' || name === 'style')
      problems.push(`names a lazy client "${name}" (use lower-case letters, digits and "-", not "client" or "style")`);
    else if (typeof path !== 'string') problems.push(`gives no path for the lazy client "${name}"`);
  }
  return problems;
}
