/** docsgen's public API: build a site, and type its config. */
import type { UserConfig } from './config/schema.js';
import type { BuildOptions, BuildResult } from './build.js';

export type { BuildOptions, BuildResult, BuildInputs } from './build.js';
export { BuildError, formatDiagnostic, type Diagnostic, type Severity } from './diagnostics.js';
export type { UserConfig, SiteConfig } from './config/schema.js';
export type * from './theme-api.js';

/** Gives a `docsgen.config.ts` editor types; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

/**
 * Builds the site in `options.siteDir`; throws {@link BuildError} when the input has errors.
 * React picks its production or development build from `NODE_ENV` when it is first loaded,
 * so the engine loads on the first call, after `NODE_ENV` defaults to `production` (set it
 * before calling to choose otherwise).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  process.env.NODE_ENV ??= 'production';
  return (await import('./build.js')).build(options);
}
