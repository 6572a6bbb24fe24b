/** docsgen's public API: build and serve a site, and type its config. */
export { build, type BuildOptions, type BuildResult, type BuildInputs } from './build.js';
export { BuildError, formatDiagnostic, type Diagnostic, type Severity } from './diagnostics.js';
export type { UserConfig, SiteConfig } from './config/schema.js';
export type * from './theme-api.js';
import type { UserConfig } from './config/schema.js';

/** Gives a `docsgen.config.ts` editor types; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
