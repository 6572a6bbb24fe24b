/** `docsgen serve`: build, then serve the output; with `watch`, rebuild on changes. */
import type { Reporter } from '../cli/reporter.js';

/** Options of {@link serve}. */
export interface ServeOptions {
  siteDir: string;
  outDir?: string;
  port: number;
  host: string;
  watch: boolean;
  verbose: boolean;
  reporter: Reporter;
}

/** Builds and serves the site until the process is stopped. */
export async function serve(options: ServeOptions): Promise<void> {
  options.reporter.error('serve is not available yet');
}
