/**
 * `docsgen serve`: build, then serve the output like a static host. With `watch`, rebuild on
 * changes to the content, the theme, the browser code or the config, and update open pages.
 * A failed rebuild never stops the server: the last good output stays served and the error
 * shows in the terminal and as an overlay in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { watch as chokidarWatch } from 'chokidar';
import type { Reporter } from '../cli/reporter.js';
import { build, type BuildResult } from '../build.js';
import { BuildError, BuildInterrupted, formatDiagnostic } from '../diagnostics.js';
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
  /** Called once the server listens and, with `watch`, changes are watched (tests use it to learn the URL). */
  onReady?: (server: StaticServer) => void;
}

function stopSignal(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
}

/**
 * The base URL a built folder was made for, as its pages say it (`<html data-base="/docs/">`, the
 * built-in theme's), for `--no-build`, which knows no config; undefined when they do not say.
 */
function builtBaseUrl(outDir: string): string | undefined {
  for (const page of ['404.html', 'index.html']) {
    try {
      const html = readFileSync(join(outDir, page), 'utf8');
      const base = /<html\b[^>]*\sdata-base="(\/[^"]*)"/.exec(html.slice(0, 4096))?.[1];
      if (base !== undefined) return base.endsWith('/') ? base : `${base}/`;
    } catch {
      // No such page: the other one may say it.
    }
  }
  return undefined;
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
  // The server, once it listens: rebuilds swap the output folder through it.
  const serving: { server?: StaticServer } = {};
  // Stopping aborts the build in progress: it removes its staging folder and leaves the output as it was.
  let building: AbortController | undefined;
  let stopping = false;
  let interrupted = false;
  const stopped = (options.until ?? stopSignal()).then(() => {
    stopping = true;
    interrupted = building !== undefined;
    building?.abort(new BuildInterrupted());
  });
  const buildOnce = async (): Promise<BuildResult> => {
    if (stopping) throw new BuildInterrupted();
    const controller = new AbortController();
    building = controller;
    try {
      return await build({
        siteDir,
        ...(options.outDir ? { outDir: options.outDir } : {}),
        verbose: options.verbose,
        force: options.force ?? false,
        ...(options.watch ? { devScripts: [LIVE_RELOAD_SCRIPT_PATH] } : {}),
        logger: (l) => reporter.info(l),
        signal: controller.signal,
        // Requests wait while the output folder is swapped, so none finds it missing.
        swapGate: (swap) => (serving.server ? serving.server.exclusive(swap) : swap()),
      });
    } catch (error) {
      // The build stops with whatever failed first once it is aborted; the stop is the reason.
      if (controller.signal.aborted) throw new BuildInterrupted();
      throw error;
    } finally {
      building = undefined;
    }
  };

  let last: BuildResult | undefined;
  try {
    if (options.build !== false) last = await buildOnce();
  } catch (error) {
    // Without watch a broken site is an error; with watch, the next save tries again.
    if (!options.watch || !(error instanceof BuildError)) throw error;
    for (const d of error.diagnostics) reporter.diagnostic(d, formatDiagnostic(d, process.cwd()));
    reporter.error(error.message);
  }
  let outDir = last?.outDir ?? (await defaultOutDir(siteDir, options.outDir));
  if (options.build === false && !existsSync(join(outDir, 'index.html')) && !existsSync(join(outDir, '404.html'))) {
    throw new BuildError(
      [{ severity: 'error', code: 'serve/no-output', message: `${outDir} holds no built site; build it first (docsgen build), or serve without --no-build` }],
      'nothing to serve',
    );
  }
  const warn = (line: string): void => reporter.error(`warning: ${line}`);
  const builtBase = options.build === false ? builtBaseUrl(outDir) : undefined;

  const live: LiveReload | undefined = options.watch ? createLiveReload() : undefined;
  let queue: ReturnType<typeof createBuildQueue> | undefined;
  // A deleted output folder is built again when a request finds it gone (once per deletion:
  // a build that fails is retried at the next change, not at every request).
  let restoring: Promise<void> | undefined;
  let restoreFailed = false;
  const restore = (): Promise<void> => {
    if (!queue || !last || restoreFailed) return Promise.resolve();
    restoring ??= (async () => {
      reporter.info(`${outDir} was deleted; building it again`);
      queue.push(RESTORE);
      await queue.idle();
      restoreFailed = !existsSync(outDir);
    })().finally(() => (restoring = undefined));
    return restoring;
  };
  const server = await startStaticServer({
    root: outDir,
    host: options.host,
    port: options.port,
    headers: builtSecurityHeaders(outDir, warn),
    // The last build's; `--no-build` knows none, and serves each page at both URLs.
    trailingSlash: () => last?.trailingSlash,
    basePath: () => last?.baseUrl ?? builtBase,
    ...(live ? { middleware: live.middleware, onMissingRoot: restore } : {}),
  });
  if (server.port !== options.port && options.port !== 0) reporter.info(`port ${options.port} is in use; using ${server.port} instead`);
  reporter.info(`serving ${outDir} at ${server.url}${last?.baseUrl ?? builtBase ?? '/'}`);
  for (const line of exposureNotice(options.host, server.port)) reporter.error(line);
  serving.server = server;

  let watcher: ReturnType<typeof chokidarWatch> | undefined;
  if (live) {
    // Every folder the site was built to while serving: the watcher ignores them all.
    const outputs = new Set([outDir]);
    const rebuild = async (paths: string[]): Promise<void> => {
      const changed = paths.filter((p) => p !== RESTORE);
      try {
        last = await buildOnce();
        restoreFailed = false;
        if (last.outDir !== outDir) {
          // `outDir` changed in the config: serve the new folder; the old one stays as it is.
          outDir = last.outDir;
          outputs.add(outDir);
          reporter.info(`serving ${outDir} at ${server.url}/`);
        }
        // The inline scripts the policy allows, and the site's own headers, may have changed.
        server.update({ root: outDir, headers: builtSecurityHeaders(outDir, warn) });
        if (changed.length) reporter.info(rebuildReport(last, changed, siteDir));
        live.broadcast({ type: 'ok' });
        if (!changed.length) return;
        // A stylesheet-only change swaps the stylesheet in place: no reload, scroll untouched.
        // Content changes refresh the open page from its chunk; the theme and config reload it.
        const frame = new Set([...last.inputs.theme, ...last.inputs.config]);
        const inFrame = changed.filter((p) => frame.has(resolve(p)));
        if (changed.every((p) => p.endsWith('.css'))) live.broadcast({ type: 'css', href: last.stylesheet });
        else live.broadcast({ type: 'reload', ...(inFrame.length ? { full: true } : {}) });
      } catch (error) {
        if (error instanceof BuildInterrupted) return;
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
    const isOutput = (path: string): boolean => [...outputs].some((o) => path === o || path.startsWith(o + sep));
    watcher = chokidarWatch([siteDir, ...themeSources, ...(last?.inputs.config ?? [])], {
      ignoreInitial: true,
      // The output folders and what lies in them (`outDir: 'doc'` must not hide `docs/`).
      ignored: (path) => isOutput(path) || /node_modules|\.timestamp-|\.docsgen-(staging|old|tmp|lock)|(^|\/)\.git(\/|$)/.test(path),
      awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 10 },
      // A link is watched where it points, never walked through: `ln -s . docs/loop` would be
      // walked forever. Discovery reports the loop; links to files inside the site are watched there.
      followSymlinks: false,
    });
    // A watcher error (a loop, a folder that became unreadable) is reported; serving goes on.
    watcher.on('error', (error) => reporter.error(`watching for changes: ${(error as Error).message}; the last good build is still served`));
    watcher.on('all', (_event, path) => {
      if (!stopping) queue!.push(path);
    });
    // Changes are seen from the end of the first scan on: said, and told, only then.
    await new Promise<void>((ready) => watcher!.once('ready', () => ready()));
    reporter.info('watching for changes');
  }
  options.onReady?.(server);

  await stopped;
  await watcher?.close();
  await queue?.idle();
  live?.close();
  await server.close();
  if (interrupted) throw new BuildInterrupted();
}

/** What the build queue is given when the output folder must be built again without a change. */
const RESTORE = '\0restore';

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
