/** docsgen's public API: build a site, and type its config. */
import type { BuildOptions, BuildResult } from './build.js';

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
 * The engine loads on first use, after NODE_ENV defaults to "production": React picks its
 * (much faster) production build from it when first loaded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  process.env.NODE_ENV ??= 'production';
  const engine = await import('./build.js');
  return engine.build(options);
}
