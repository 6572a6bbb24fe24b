/**
 * `docsgen serve`: build, then serve the output like a static host. With `watch`, rebuild on
 * changes to the content, the theme, the browser code or the config, and update open pages.
 * A failed rebuild never stops the server: the last good output stays served and the error
 * shows in the terminal and as an overlay in the browser.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { watch as chokidarWatch } from 'chokidar';
import type { Reporter } from '../cli/reporter.js';
import { build, type BuildResult } from '../build.js';
import { BuildError, formatDiagnostic } from '../diagnostics.js';
import { isLoopbackName, startStaticServer, type StaticServer } from './static-server.js';
import { builtSecurityHeaders } from '../security/content-security-policy.js';
import { createLiveReload, LIVE_RELOAD_SCRIPT_PATH, type LiveReload } from './live-reload.js';
import { createBuildQueue } from './build-queue.js';
import { packageRoot } from '../package-root.js';
import { loadConfig } from '../config/load-config.js';

/** Options of {@link serve}. */
export interface ServeOptions {
  siteDir: string;
  outDir?: string;
  port: number;
  host: string;
  watch: boolean;
  /** Build before serving (default); false serves the output folder as it is. */
  build?: boolean;
  /** Replace an output folder docsgen did not write (`--force`). */
  force?: boolean;
  verbose: boolean;
  reporter: Reporter;
  /** Resolves to stop serving (defaults to Ctrl-C / SIGTERM). */
  until?: Promise<void>;
  /** Called once the server listens (tests use it to learn the URL). */
  onReady?: (server: StaticServer) => void;
}

function stopSignal(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
}

async function defaultOutDir(siteDir: string, outDir: string | undefined): Promise<string> {
  if (outDir) return resolve(outDir);
  try {
    return resolve(siteDir, (await loadConfig(siteDir)).config.outDir);
  } catch {
    return join(siteDir, 'build');
  }
}

/** Builds and serves the site until stopped. */
export async function serve(options: ServeOptions): Promise<void> {
  const { reporter } = options;
  const siteDir = resolve(options.siteDir);
  const buildOnce = (): Promise<BuildResult> =>
    build({
      siteDir,
      ...(options.outDir ? { outDir: options.outDir } : {}),
      verbose: options.verbose,
      force: options.force ?? false,
      ...(options.watch ? { devScripts: [LIVE_RELOAD_SCRIPT_PATH] } : {}),
      logger: (l) => reporter.info(l),
    });

  let last: BuildResult | undefined;
  try {
    if (options.build !== false) last = await buildOnce();
  } catch (error) {
    // Without watch a broken site is an error; with watch, the next save tries again.
    if (!options.watch || !(error instanceof BuildError)) throw error;
    for (const d of error.diagnostics) reporter.diagnostic(d, formatDiagnostic(d, process.cwd()));
    reporter.error(error.message);
  }
  const outDir = last?.outDir ?? (await defaultOutDir(siteDir, options.outDir));
  if (options.build === false && !existsSync(join(outDir, 'index.html')) && !existsSync(join(outDir, '404.html'))) {
    throw new BuildError(
      [{ severity: 'error', code: 'serve/no-output', message: `${outDir} holds no built site; build it first (docsgen build), or serve without --no-build` }],
      'nothing to serve',
    );
  }

  const live: LiveReload | undefined = options.watch ? createLiveReload() : undefined;
  const server = await startStaticServer({
    root: outDir,
    host: options.host,
    port: options.port,
    headers: builtSecurityHeaders(outDir, (line) => reporter.error(`warning: ${line}`)),
    ...(live ? { middleware: live.middleware } : {}),
  });
  if (server.port !== options.port && options.port !== 0) reporter.info(`port ${options.port} is in use; using ${server.port} instead`);
  reporter.info(`serving ${outDir} at ${server.url}/`);
  for (const line of exposureNotice(options.host, server.port)) reporter.error(line);
  options.onReady?.(server);

  let watcher: ReturnType<typeof chokidarWatch> | undefined;
  let queue: ReturnType<typeof createBuildQueue> | undefined;
  if (live) {
    const rebuild = async (changed: string[]): Promise<void> => {
      try {
        last = await buildOnce();
        reporter.info(rebuildReport(last, changed, siteDir));
        live.broadcast({ type: 'ok' });
        // A stylesheet-only change swaps the stylesheet in place: no reload, scroll untouched.
        // Content changes refresh the open page from its chunk; the theme and config reload it.
        const frame = new Set([...last.inputs.theme, ...last.inputs.config]);
        const inFrame = changed.filter((p) => frame.has(resolve(p)));
        if (changed.length && changed.every((p) => p.endsWith('.css'))) live.broadcast({ type: 'css', href: last.stylesheet });
        else live.broadcast({ type: 'reload', ...(inFrame.length ? { full: true } : {}) });
      } catch (error) {
        if (!(error instanceof BuildError)) {
          reporter.error(`Internal error: ${(error as Error).stack ?? String(error)}`);
          return;
        }
        for (const d of error.diagnostics) reporter.diagnostic(d, formatDiagnostic(d, process.cwd()));
        reporter.error(error.message);
        live.broadcast({
          type: 'error',
          diagnostics: error.diagnostics
            .filter((d) => d.severity === 'error')
            .map((d) => ({
              // Relative to the site: the browser (any page that can reach the stream) needs no more.
              file: d.file ? relative(siteDir, d.file) || d.file : '',
              message: d.message,
              code: d.code,
              ...(d.line ? { line: d.line } : {}),
              ...(d.column ? { column: d.column } : {}),
            })),
        });
      }
    };
    queue = createBuildQueue(rebuild);
    const themeSources = [...new Set((last?.inputs.theme ?? [join(packageRoot(), 'templates')]).map((f) => dirname(f)))];
    watcher = chokidarWatch([siteDir, ...themeSources, ...(last?.inputs.config ?? [])], {
      ignoreInitial: true,
      // The output folder and what lies in it (`outDir: 'doc'` must not hide `docs/`).
      ignored: (path) =>
        path === outDir ||
        path.startsWith(outDir + sep) ||
        /node_modules|\.timestamp-|\.docsgen-(staging|old|tmp)-|\.docsgen-lock$|(^|\/)\.git(\/|$)/.test(path),
      awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 10 },
      // A link is watched where it points, never walked through: `ln -s . docs/loop` would be
      // walked forever. Discovery reports the loop; links to files inside the site are watched there.
      followSymlinks: false,
    });
    // A watcher error (a loop, a folder that became unreadable) is reported; serving goes on.
    watcher.on('error', (error) => reporter.error(`watching for changes: ${(error as Error).message}; the last good build is still served`));
    watcher.on('all', (_event, path) => queue!.push(path));
    reporter.info('watching for changes');
  }

  await (options.until ?? stopSignal());
  await watcher?.close();
  await queue?.idle();
  live?.close();
  await server.close();
}

/**
 * One line after a rebuild: what changed and how many pages were rendered again (the others
 * came from the build cache, and their files were left as they were).
 */
export function rebuildReport(result: Pick<BuildResult, 'pageCount' | 'rendered'>, changed: readonly string[], siteDir: string): string {
  const names = [...new Set(changed.map((p) => relative(siteDir, resolve(p)) || p))];
  const what = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  const n = result.rendered.length;
  const routes = n && n <= 5 ? ` (${result.rendered.join(', ')})` : '';
  return `rebuilt after a change to ${what}: ${n} of ${result.pageCount} page${result.pageCount === 1 ? '' : 's'} rendered again${routes}, ${result.pageCount - n} unchanged`;
}

/**
 * What to tell someone who serves on an address other networks reach (`--host 0.0.0.0`): that
 * anyone there can read the site and its build errors, and the addresses they would use.
 */
export function exposureNotice(host: string, port: number, interfaces = networkInterfaces()): string[] {
  if (isLoopbackName(host.replace(/^\[|\]$/g, ''))) return [];
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const addresses = wildcard
    ? Object.values(interfaces)
        .flat()
        .filter((a) => a !== undefined && !a.internal && (host !== '0.0.0.0' || a.family === 'IPv4'))
        .map((a) => (a!.family === 'IPv6' ? `[${a!.address}]` : a!.address))
    : [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  return [
    `warning: listening on ${host}: other machines on the network can open this development server, its pages and its build errors`,
    ...addresses.map((a) => `  reachable at http://${a}:${port}/`),
  ];
}
