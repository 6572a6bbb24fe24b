/**
 * The local server behind `docsgen serve`: serves a build folder the way a static host
 * does (clean URLs without trailing slash, 404.html, caching, compression), safely.
 *
 * One file on purpose: every response passes the same path checks, headers and caching rules,
 * which are reviewed together.
 */
import { createServer, validateHeaderName, validateHeaderValue, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { open, readFile, stat as statPath, type FileHandle } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { CompressionCache, compressBuffer, createCompressStream, negotiateEncoding } from './compress.js';
import { cacheControlFor, contentTypeFor, etagOf, isCompressible, isNotModified } from './mime.js';
import { isMissing, parseRequestTarget, resolveFile, type ResolvedFile } from './resolve-path.js';
import { readImmutableManifest } from '../output/immutable.js';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** Folder to serve (the build output). Read on every request, so a rebuild that swaps the folder is picked up. */
  root: string;
  /** Interface to listen on; default '127.0.0.1' so the dev server is not exposed to the network. */
  host?: string;
  /** default 3000; 0 = any free port */
  port?: number;
  /** Extra headers for every response (the build will pass security headers / CSP here). */
  headers?: Record<string, string | string[]>;
  /** Called for requests under `/__docsgen/` before static handling; return true if handled (live reload uses this). */
  middleware?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /**
   * Which `Host` headers are answered: 'loopback' only localhost names and loopback addresses
   * (so a web page cannot reach the server through a DNS name rebound to 127.0.0.1), 'any' all.
   * Default: 'loopback' when listening on a loopback address, else 'any'.
   */
  allowedHosts?: 'loopback' | 'any';
  /** When the port is taken: 'next' tries the next ports (up to 20) and reports which; 'fail' rejects with a clear error. default 'next' */
  onPortInUse?: 'next' | 'fail';
  /**
   * Called when a request finds the root folder missing (deleted while serving); the request
   * waits for it, then looks again. `docsgen serve --watch` rebuilds the folder here.
   */
  onMissingRoot?: () => Promise<void>;
  /**
   * The site's `trailingSlash`, asked at each request (a rebuild may change it). With `true`, a
   * folder's page asked for without its slash (`/docs/intro`) is sent there (`/docs/intro/`)
   * with 308, as static hosts and Docusaurus's `serve` do; otherwise it is served at both URLs.
   */
  trailingSlash?: () => boolean | undefined;
  /**
   * The site's `baseUrl`, asked at each request: the folder is served under it, as the site's
   * host serves it (`/docs/` → `index.html`); `/` leads there (302), and any other path outside
   * it is not found. Undefined (a folder whose build is not known): served at `/`.
   */
  basePath?: () => string | undefined;
}

/** A running server. */
export interface StaticServer {
  /** Origin to open, without trailing slash, e.g. `http://127.0.0.1:3001` (the port actually bound). */
  url: string;
  port: number;
  /** Stops listening and drops open connections (keep-alive, event streams) so the process can exit. */
  close(): Promise<void>;
  /**
   * Runs `change` (a swap of the served folder) while no request reads files: it starts once
   * the requests reading files have their bytes or an open handle, and requests that arrive
   * meanwhile wait for it to end. A request therefore sees the old folder or the new one, never
   * the moment between (a swap is two renames).
   */
  exclusive<T>(change: () => Promise<T>): Promise<T>;
  /** Serves another folder from now on, or the same one with other headers. */
  update(change: { root?: string; headers?: Record<string, string | string[]> }): void;
}

const COMPRESS_MIN_BYTES = 1024;
// Larger compressible files are compressed while streaming instead of buffered and cached.
const COMPRESS_BUFFER_MAX_BYTES = 8 * 1024 * 1024;
// Uncompressed files up to this size are also served from the cache instead of a stream.
const IDENTITY_BUFFER_MAX_BYTES = 256 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;
const PORT_ATTEMPTS = 20;

/** What a build in the root says about its files, read again whenever the root folder is replaced. */
interface Generation {
  dev: number;
  ino: number;
  /** Paths (relative, `/`-separated) the build named by their content's hash. */
  immutable: ReadonlySet<string>;
}

interface Context {
  root: string;
  loopbackOnly: boolean;
  headers: Array<[string, string | string[]]>;
  middleware: StaticServerOptions['middleware'];
  cache: CompressionCache;
  onMissingRoot: StaticServerOptions['onMissingRoot'];
  trailingSlash: StaticServerOptions['trailingSlash'];
  basePath: StaticServerOptions['basePath'];
  generation?: Generation;
  /** Requests reading files now. */
  readers: number;
  /** Set while the folder is being swapped: file requests wait for it. */
  gate?: Promise<void>;
  /** Called when the last reader is done, while a swap waits. */
  drained?: () => void;
}

function checkHeaders(headers: Array<[string, string | string[]]>): void {
  for (const [name, value] of headers) {
    validateHeaderName(name);
    for (const v of [value].flat()) validateHeaderValue(name, v);
  }
}

/** Starts serving `options.root`; resolves once listening. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1';
  const requestedPort = options.port ?? 3000;
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65535) {
    throw new Error(`Invalid port ${String(requestedPort)}: expected an integer from 0 to 65535.`);
  }
  const headers = Object.entries(options.headers ?? {});
  // Fail at start-up, not with a 500 on every request.
  checkHeaders(headers);
  const ctx: Context = {
    root: resolve(options.root),
    loopbackOnly: (options.allowedHosts ?? (isLoopbackName(host) ? 'loopback' : 'any')) === 'loopback',
    headers,
    middleware: options.middleware,
    cache: new CompressionCache(CACHE_BYTES),
    onMissingRoot: options.onMissingRoot,
    trailingSlash: options.trailingSlash,
    basePath: options.basePath,
    readers: 0,
  };
  const server = createServer((req, res) => void handle(ctx, req, res));
  const port = await listen(server, host, requestedPort, options.onPortInUse ?? 'next');
  // An 'error' event without a listener would crash the whole CLI.
  server.on('error', (error) => console.error('[docsgen serve] server error:', error));
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      return closing;
    },
    exclusive: (change) => exclusive(ctx, change),
    update(change) {
      if (change.headers) {
        const next = Object.entries(change.headers);
        checkHeaders(next);
        ctx.headers = next;
      }
      if (change.root !== undefined) {
        ctx.root = resolve(change.root);
        ctx.generation = undefined;
      }
    },
  };
}

async function exclusive<T>(ctx: Context, change: () => Promise<T>): Promise<T> {
  // One swap at a time; a second waits for the first.
  while (ctx.gate) await ctx.gate;
  let open!: () => void;
  ctx.gate = new Promise<void>((done) => (open = done));
  try {
    if (ctx.readers > 0) await new Promise<void>((done) => (ctx.drained = done));
    return await change();
  } finally {
    ctx.drained = undefined;
    ctx.generation = undefined;
    ctx.gate = undefined;
    open();
  }
}

/**
 * Runs `read` (resolving and opening files of the root) as one reader: not while the folder is
 * swapped. A root found missing outside a swap (deleted) is handed to `onMissingRoot` once.
 */
async function reading(ctx: Context, read: (generation: Generation | undefined) => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    while (ctx.gate) await ctx.gate;
    ctx.readers++;
    try {
      const generation = await currentGeneration(ctx);
      if (generation || attempt > 0 || !ctx.onMissingRoot) return await read(generation);
    } finally {
      if (--ctx.readers === 0) ctx.drained?.();
    }
    // Outside the reader count: restoring the folder swaps it in.
    await ctx.onMissingRoot();
  }
}

/** The build in the root, read again when the root is another folder than last time; undefined when there is no root. */
async function currentGeneration(ctx: Context): Promise<Generation | undefined> {
  let info;
  try {
    info = await statPath(ctx.root);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const known = ctx.generation;
  if (known && known.dev === info.dev && known.ino === info.ino) return known;
  const generation = { dev: info.dev, ino: info.ino, immutable: readImmutableManifest(ctx.root) };
  ctx.generation = generation;
  return generation;
}

async function listen(server: Server, host: string, port: number, mode: 'next' | 'fail'): Promise<number> {
  const attempts = mode === 'next' && port !== 0 ? Math.min(PORT_ATTEMPTS + 1, 65536 - port) : 1;
  for (let i = 0; i < attempts; i++) {
    try {
      await new Promise<void>((ok, fail) => {
        const onError = (error: Error) => {
          server.off('listening', onListening);
          fail(error);
        };
        const onListening = () => {
          server.off('error', onError);
          ok();
        };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(port + i, host);
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (mode === 'fail') {
        throw Object.assign(
          new Error(`Port ${port} is already in use on ${host}. Stop the other process or pass --port <n>.`, {
            cause: error,
          }),
          { code: 'EADDRINUSE' },
        );
      }
    }
  }
  throw Object.assign(new Error(`Ports ${port}-${port + attempts - 1} are all in use on ${host}. Stop the other processes or pass --port <n>.`), {
    code: 'EADDRINUSE',
  });
}

async function handle(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await respond(ctx, req, res);
  } catch (error) {
    console.error(`[docsgen serve] ${req.method ?? '?'} ${req.url ?? '?'} failed:`, error);
    try {
      if (res.headersSent) {
        res.destroy();
      } else {
        // A half-prepared response may carry Content-Encoding or ETag that would now lie.
        resetHeaders(ctx, res);
        sendText(res, 500, 'Internal Server Error');
      }
    } catch {
      res.destroy();
    }
  }
}

/** Whether `name` (a host name or address, without port or brackets) is this machine's loopback. */
export function isLoopbackName(name: string): boolean {
  const host = name.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    /^(0{0,4}:){7}0{0,3}1$/.test(host) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(host)
  );
}

/** The host name of a `Host` header (`[::1]:3000` → `::1`, `localhost:3000` → `localhost`). */
function hostName(header: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(header);
  if (bracketed) return bracketed[1]!;
  return header.replace(/:\d*$/, '');
}

async function respond(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  // Set before the middleware runs so live-reload responses carry them too.
  resetHeaders(ctx, res);
  // DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 sends
  // `Host: evil.example`. Checked before anything else, the live-reload stream included.
  const hostHeader = req.headers.host;
  if (ctx.loopbackOnly && hostHeader !== undefined && !isLoopbackName(hostName(hostHeader))) {
    return sendText(res, 403, 'Forbidden: this development server answers only to localhost and loopback addresses (see --host)');
  }

  if (ctx.middleware && url.startsWith('/__docsgen/') && (await ctx.middleware(req, res))) return;

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method Not Allowed');
  }
  // Under the base URL: the path below it is the file's (`/docs/img/a.png` → `img/a.png`).
  // (A base URL with characters a request encodes, `/文档/`, is matched as the request writes it.)
  const base = encodeURI(ctx.basePath?.() ?? '/');
  const prefix = base.replace(/\/$/, '');
  let inSite = url;
  if (prefix) {
    const path = url.replace(/[?#].*$/, '');
    const query = url.slice(path.length);
    if (path === prefix || path === '/') return redirect(res, base, query.replace(/^\?/, ''), 302);
    if (!path.startsWith(base)) return sendText(res, 404, `Not Found: the site is served under its baseUrl, ${decodeURI(base)}`);
    inSite = url.slice(prefix.length);
  }
  const target = parseRequestTarget(inSite);
  if (target.kind === 'bad-request') return sendText(res, 400, 'Bad Request');
  if (target.kind === 'forbidden') return sendText(res, 403, 'Forbidden');
  if (target.kind === 'not-found') return reading(ctx, (generation) => notFound(ctx, generation, req, res));
  return reading(ctx, async (generation) => {
    // `/path/` is a folder's `index.html`, as `/path` is; a page written as `path.html` (the
    // site's trailingSlash is false) has its URL without the slash, where 308 sends it (keeping
    // the method: HEAD stays HEAD).
    const resolved = generation ? await resolveFile(ctx.root, target.segments, target.trailingSlash ? 'folder' : 'any') : null;
    if (resolved === 'without-slash') return redirect(res, prefix + target.rawPath.replace(/\/+$/, '') || '/', target.query);
    if (resolved && !target.trailingSlash && target.segments.length && ctx.trailingSlash?.() === true && isFolderPage(resolved, target.segments))
      return redirect(res, `${prefix}${target.rawPath}/`, target.query);
    if (resolved && (await serveFile(ctx, generation, req, res, resolved, 200))) return;
    return notFound(ctx, generation, req, res, target.segments);
  });
}

/**
 * Sends the reader to `path` (its query kept), with 308 by default, which keeps the method
 * (HEAD stays HEAD); 302 where browsers must not remember it (the site's base URL may change).
 */
function redirect(res: ServerResponse, path: string, query: string, status: 302 | 308 = 308): void {
  const location = path + (query ? `?${query}` : '');
  res.setHeader('Location', location);
  sendText(res, status, `Redirecting to ${location}`);
}

/** Whether `file`, found for the path `segments`, is the `index.html` of the folder they name (a page's URL), not a file of its own. */
function isFolderPage(file: ResolvedFile, segments: readonly string[]): boolean {
  return file.outputPath === [...segments, 'index.html'].join('/');
}

/**
 * The 404 page: the `404.html` of the deepest folder on the asked path that has one (a locale's,
 * `fr/404.html`, for `/fr/…`), else the site's.
 */
async function notFound(
  ctx: Context,
  generation: Generation | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  segments: readonly string[] = [],
): Promise<void> {
  resetHeaders(ctx, res);
  let page: ResolvedFile | null = null;
  for (let depth = segments.length - 1; generation && !page && depth >= 0; depth--)
    page = await resolveFile(ctx.root, [...segments.slice(0, depth), '404.html']);
  if (page && (await serveFile(ctx, generation, req, res, page, 404))) return;
  resetHeaders(ctx, res);
  return sendText(res, 404, 'Not Found');
}

/** Drops headers a failed attempt set, keeping the ones every response carries. */
function resetHeaders(ctx: Context, res: ServerResponse): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of ctx.headers) res.setHeader(name, value);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function sendText(res: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(`${text}\n`);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-cache');
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * Sends `file` with `status`. Returns false, with nothing sent, when the file vanished
 * since it was resolved (a rebuild deleting it), so the caller can answer 404 instead.
 */
async function serveFile(
  ctx: Context,
  generation: Generation | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  file: ResolvedFile,
  status: number,
): Promise<boolean> {
  const { stat, realPath } = file;
  const type = contentTypeFor(file.logicalPath);
  const tag = etagOf(stat);
  const compressible = isCompressible(type) && stat.size >= COMPRESS_MIN_BYTES;
  const head = req.method === 'HEAD';
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;

  res.statusCode = status;
  const immutable = status === 200 && generation !== undefined && generation.immutable.has(file.outputPath);
  res.setHeader('Cache-Control', cacheControlFor(type, immutable));
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', `"${tag}${encoding ? `-${encoding}` : ''}"`);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (isNotModified(req.headers, tag, stat.mtimeMs)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
  }

  // Small files and compressed variants come from memory so repeated hits cost no reads.
  const buffered = encoding ? stat.size <= COMPRESS_BUFFER_MAX_BYTES : !head && stat.size > 0 && stat.size <= IDENTITY_BUFFER_MAX_BYTES;
  if (buffered) {
    const key = `${realPath}\0${tag}\0${encoding ?? 'identity'}`;
    let body: Buffer;
    try {
      body = await ctx.cache.get(key, async () => {
        const bytes = await readFile(realPath);
        return encoding ? compressBuffer(bytes, encoding) : bytes;
      });
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    res.setHeader('Content-Type', type);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(head ? undefined : body);
    return true;
  }

  let handle: FileHandle | undefined;
  if (!head && stat.size > 0) {
    try {
      handle = await open(realPath, 'r');
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
  res.setHeader('Content-Type', type);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Content-Length', stat.size);
  if (!handle) {
    res.end();
    return true;
  }
  // Bounded to the stat-ed size so a file rewritten mid-request never overruns Content-Length.
  const source = handle.createReadStream({ start: 0, end: stat.size - 1 });
  const done = (error: NodeJS.ErrnoException | null) => {
    // A client that goes away mid-download is normal; anything else is worth one log line.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      console.error(`[docsgen serve] ${req.method ?? '?'} ${req.url ?? '?'} failed while streaming:`, error);
    }
  };
  if (encoding) pipeline(source, createCompressStream(encoding, stat.size), res, done);
  else pipeline(source, res, done);
  return true;
}
