/** Loads the theme module (the built-in one unless the config names another). */
import { dirname, resolve } from 'node:path';
import { importBundled, importCode, CompileError } from '../modules/import-bundled.js';
import { BuildError } from '../diagnostics.js';
import { builtinTheme, compiledBuiltinTheme, defaultThemeEntry } from '../builtins.js';
import type { Theme, LayoutName } from '../theme-api.js';

/** A loaded theme with the files it is made of. */
export interface LoadedTheme {
  theme: Theme;
  entry: string;
  stylesheet: string;
  /** Source files of the theme, for watch mode. */
  inputs: string[];
  /**
   * The theme's bundled code: worker threads import it instead of bundling the theme again.
   * Absent for the built-in theme when the engine's own copy of it is used.
   */
  code?: string;
}

/** What a worker thread needs to load a theme the main thread has bundled already. */
export type ThemeBundle = Pick<LoadedTheme, 'code' | 'inputs'>;

const LAYOUTS: LayoutName[] = ['doc', 'page', 'home', 'notFound', 'blogArchive', 'blogPost', 'generatedIndex', 'redirect'];

export { defaultThemeEntry };

/**
 * Loads the theme at `entry` and checks that it provides every layout. The built-in theme is
 * the engine's own copy while `templates/` is unchanged (see builtins.ts); any other is
 * bundled and imported, or only imported from `bundled`, the code of an earlier bundle of it
 * (a worker thread gets the main thread's). A bundle without code stands for the built-in copy.
 */
export async function loadTheme(entry: string, bundled?: ThemeBundle): Promise<LoadedTheme> {
  const file = resolve(entry);
  if (file === defaultThemeEntry()) {
    // The main thread checks templates/; a worker thread is told by a bundle without code.
    const builtin = bundled ? (bundled.code === undefined ? { theme: compiledBuiltinTheme(), inputs: bundled.inputs } : undefined) : builtinTheme();
    if (builtin) return checked(builtin.theme, file, builtin.inputs);
  }
  let mod: { exports: { theme?: Theme }; inputs: string[]; code?: string };
  try {
    mod = bundled?.code !== undefined ? { ...bundled, exports: await importCode<{ theme?: Theme }>(bundled.code) } : await importBundled<{ theme?: Theme }>(file);
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
  return checked(mod.exports.theme, file, mod.inputs, mod.code);
}

function checked(theme: Theme | undefined, file: string, inputs: string[], code?: string): LoadedTheme {
  const missing = theme ? LAYOUTS.filter((l) => typeof theme.layouts?.[l] !== 'function') : LAYOUTS;
  if (!theme || typeof theme.Shell !== 'function' || missing.length) {
    throw new BuildError(
      [{ severity: 'error', code: 'theme/shape', message: `theme must export \`theme\` with Shell, components, stylesheet and layouts (${missing.join(', ') || 'Shell'} missing)`, file }],
      'invalid theme',
    );
  }
  return { theme, entry: file, stylesheet: resolve(dirname(file), theme.stylesheet), inputs, ...(code === undefined ? {} : { code }) };
}
