/** Loads the theme module (the built-in one unless the config names another). */
import { dirname, join, resolve } from 'node:path';
import { importBundled, importCode, CompileError } from '../modules/import-bundled.js';
import { packageRoot } from '../package-root.js';
import { BuildError } from '../diagnostics.js';
import type { Theme, LayoutName } from '../theme-api.js';

/** A loaded theme with the files it is made of. */
export interface LoadedTheme {
  theme: Theme;
  entry: string;
  stylesheet: string;
  /** Source files of the theme, for watch mode. */
  inputs: string[];
  /** The theme's bundled code: worker threads import it instead of bundling the theme again. */
  code: string;
}

/** What a worker thread needs to load a theme the main thread has bundled already. */
export type ThemeBundle = Pick<LoadedTheme, 'code' | 'inputs'>;

const LAYOUTS: LayoutName[] = ['doc', 'page', 'home', 'notFound', 'blogArchive', 'blogPost', 'generatedIndex', 'redirect'];

/** Path of the built-in theme's entry module. */
export function defaultThemeEntry(): string {
  return join(packageRoot(), 'templates', 'index.tsx');
}

/**
 * Bundles and imports the theme at `entry` (or only imports `bundled`, the code of an earlier
 * bundle of it) and checks that it provides every layout.
 */
export async function loadTheme(entry: string, bundled?: ThemeBundle): Promise<LoadedTheme> {
  const file = resolve(entry);
  let mod: { exports: { theme?: Theme }; inputs: string[]; code: string };
  try {
    mod = bundled ? { ...bundled, exports: await importCode<{ theme?: Theme }>(bundled.code) } : await importBundled<{ theme?: Theme }>(file);
  } catch (error) {
    if (error instanceof CompileError) {
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
    throw new BuildError([{ severity: 'error', code: 'theme/load', message: `theme threw while loading: ${(error as Error).message}`, file }], 'theme failed to load');
  }
  const theme = mod.exports.theme;
  const missing = theme ? LAYOUTS.filter((l) => typeof theme.layouts?.[l] !== 'function') : LAYOUTS;
  if (!theme || typeof theme.Shell !== 'function' || missing.length) {
    throw new BuildError(
      [{ severity: 'error', code: 'theme/shape', message: `theme must export \`theme\` with Shell, components, stylesheet and layouts (${missing.join(', ') || 'Shell'} missing)`, file }],
      'invalid theme',
    );
  }
  return { theme, entry: file, stylesheet: resolve(dirname(file), theme.stylesheet), inputs: mod.inputs, code: mod.code };
}
