/**
 * The docsgen command (run by bin/docsgen.ts). It only parses arguments, calls the engine
 * and maps the outcome to an exit code: 0 ok, 1 content or config errors, 2 usage errors.
 */
import { dirname, relative } from 'node:path';
import { Command, CommanderError } from 'commander';
import { build } from '../build.js';
import { BuildError, BuildInterrupted, displayPath, formatDiagnostic } from '../diagnostics.js';
import { packageVersion } from '../package-root.js';
import { createReporter } from './reporter.js';
import { createProgress } from './progress.js';
import { listenForInterrupt } from './interrupt.js';

const reporter = createReporter(process.stderr, process.env);

function reportFailure(error: unknown): number {
  if (error instanceof BuildError) {
    for (const d of error.diagnostics) reporter.diagnostic(d, formatDiagnostic(d, process.cwd()));
    reporter.error(error.message);
    return 1;
  }
  reporter.error(`Internal error: ${(error as Error)?.stack ?? String(error)}`);
  reporter.error('This is a bug in docsgen; please report it with the output above.');
  return 1;
}

const program = new Command()
  .name('docsgen')
  .description('Build and serve a documentation site from Markdown, rendered with React to static HTML.')
  .version(packageVersion())
  .exitOverride()
  .showHelpAfterError();

program
  .command('build')
  .description('build the site into static HTML')
  .argument('[siteDir]', 'folder holding the site (docsgen.config.ts, docs/, pages/)', '.')
  .option('--out <dir>', 'output folder (default: the config\'s outDir, "build")')
  .option('--cache-dir <dir>', 'folder of the build cache (default: node_modules/.cache/docsgen of the project)')
  .option('--no-cache', 'render every page, without reading or writing the build cache')
  .option('--force', 'replace an output folder that docsgen did not write')
  .option('--verbose', 'print per-stage timings')
  .option('--locale <locale>', "build one locale of the config's i18n, where the full build puts it")
  .action(async (siteDir: string, opts: { out?: string; cacheDir?: string; cache: boolean; force?: boolean; verbose?: boolean; locale?: string }) => {
    const progress = createProgress(process.stderr);
    const interrupt = listenForInterrupt();
    try {
      const result = await build({
        siteDir,
        signal: interrupt.signal,
        onProgress: (done, total) => progress.update(done, total),
        ...(opts.out ? { outDir: opts.out } : {}),
        ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}),
        ...(opts.locale !== undefined ? { locale: opts.locale } : {}),
        cache: opts.cache,
        force: opts.force ?? false,
        verbose: opts.verbose ?? false,
        logger: (l) => {
          progress.stop();
          reporter.info(l);
        },
      });
      for (const d of result.diagnostics) reporter.diagnostic(d, formatDiagnostic(d, process.cwd()));
    } catch (error) {
      progress.stop();
      // Whatever stopped first (a worker thread, esbuild) after the signal, the signal is why.
      if (interrupt.status !== undefined) {
        reporter.error(`interrupted by ${interrupt.received}: the build stopped and removed its temporary files; the output folder is as it was`);
        process.exitCode = interrupt.status;
      } else process.exitCode = reportFailure(error);
    } finally {
      interrupt.dispose();
    }
  });

program
  .command('serve')
  .description('build the site and serve it locally')
  .argument('[siteDir]', 'folder holding the site', '.')
  .option('--out <dir>', 'output folder')
  .option('--port <n>', 'port to listen on', '3000')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--watch', 'rebuild on changes and reload open pages')
  .option('--no-build', 'serve the output folder as it is, without building first')
  .option('--force', 'replace an output folder that docsgen did not write')
  .option('--verbose', 'print per-stage timings')
  .action(async (siteDir: string, opts: { out?: string; port: string; host: string; watch?: boolean; build: boolean; force?: boolean; verbose?: boolean }) => {
    if (!opts.build && opts.watch) {
      reporter.error('--watch rebuilds the site, so it cannot go with --no-build');
      process.exitCode = 2;
      return;
    }
    const port = Number(opts.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      reporter.error(`--port must be a whole number from 0 to 65535, got "${opts.port}"`);
      process.exitCode = 2;
      return;
    }
    const { serve } = await import('../serve/serve.js');
    const interrupt = listenForInterrupt();
    try {
      await serve({
        until: interrupt.until,
        siteDir,
        port,
        host: opts.host,
        watch: opts.watch ?? false,
        build: opts.build,
        force: opts.force ?? false,
        verbose: opts.verbose ?? false,
        reporter,
        ...(opts.out ? { outDir: opts.out } : {}),
      });
    } catch (error) {
      if (error instanceof BuildInterrupted) {
        reporter.error(
          `interrupted by ${interrupt.received ?? 'a signal'}: the build in progress stopped and removed its temporary files; the output folder holds the last complete build`,
        );
        process.exitCode = interrupt.status ?? 130;
      } else process.exitCode = reportFailure(error);
    } finally {
      interrupt.dispose();
    }
  });

program
  .command('init')
  .description('create a small site (config, home page, a doc and a category) that builds and serves as it is')
  .argument('[dir]', 'folder to create the site in (created when missing)', '.')
  .action(async (dir: string) => {
    const { initSite } = await import('../init/init.js');
    try {
      const result = await initSite(dir);
      const shown = relative(process.cwd(), result.siteDir) || '.';
      reporter.info(`created ${result.files.join(', ')} in ${shown}`);
      reporter.info(`serve it with: docsgen serve ${shown} --watch`);
    } catch (error) {
      process.exitCode = reportFailure(error);
    }
  });

program
  .command('migrate')
  .description("write a docsgen.config.ts from a Docusaurus site's docusaurus.config.js")
  .argument('<docusaurusSite>', 'folder holding docusaurus.config.js (or .ts, .mjs)')
  .option('--out <dir>', 'folder to write docsgen.config.ts to (default: the Docusaurus site)')
  .option('--force', 'replace an existing docsgen.config.ts')
  .action(async (siteDir: string, opts: { out?: string; force?: boolean }) => {
    const { migrate } = await import('../migrate/migrate.js');
    try {
      const result = await migrate({ siteDir, ...(opts.out ? { outDir: opts.out } : {}), force: opts.force ?? false });
      for (const line of result.notes) process.stdout.write(`note: ${line}\n`);
      reporter.info(`wrote ${displayPath(result.configFile, process.cwd())} from ${displayPath(result.source, process.cwd())}`);
      reporter.info(`build it with: docsgen build ${relative(process.cwd(), dirname(result.configFile)) || '.'}`);
    } catch (error) {
      process.exitCode = reportFailure(error);
    }
  });

/** Runs the command line `argv` (as in `process.argv`); the outcome is in `process.exitCode`. */
export async function runCli(argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
    } else {
      process.exitCode = reportFailure(error);
    }
  }
}
