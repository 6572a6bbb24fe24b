/** docsgen's public API: build a site, and type its config. */
import type { BuildOptions, BuildResult } from './build.js';
import { BuildError } from './diagnostics.js';

export type { BuildOptions, BuildResult, BuildInputs } from './build.js';
export { BuildError, formatDiagnostic, type Diagnostic, type Severity } from './diagnostics.js';
export type { UserConfig, SiteConfig } from './config/schema.js';
export type * from './theme-api.js';
import type { UserConfig } from './config/schema.js';

/** Gives a `docsgen.config.ts` editor types; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

/**
 * Builds the site in `options.siteDir`; throws {@link BuildError} when the input has errors.
 * The engine (`dist/engine.cjs`) loads on first use, after NODE_ENV defaults to "production":
 * React picks its (much faster) production build from it when first loaded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  process.env.NODE_ENV ??= 'production';
  const { startEsbuild } = await import('./start-esbuild.js');
  startEsbuild();
  const { loadEngine } = await import('./engine-loader.js');
  try {
    return await loadEngine(new URL('../engine.cjs', import.meta.url)).build(options);
  } catch (error) {
    // The engine bundle has its own copy of the class: rethrow as the one exported here.
    if (error instanceof Error && error.name === 'BuildError' && 'diagnostics' in error) {
      throw new BuildError(error.diagnostics as BuildError['diagnostics'], error.message);
    }
    throw error;
  }
}
