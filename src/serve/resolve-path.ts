/** Maps a request target to a file inside the served folder, refusing anything that could escape it. */
import { lstat, realpath } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** A request target split into safe, decoded path segments, or the reason it is refused. */
export type RequestTarget =
  | {
      kind: 'path';
      /** Decoded segments, none empty, `.`/`..`, dot-prefixed or containing a separator. */
      segments: string[];
      /** The still-encoded path, used to build redirects without re-encoding. */
      rawPath: string;
      /** The query string without `?`, '' when absent. */
      query: string;
      trailingSlash: boolean;
    }
  | { kind: 'bad-request'; reason: string }
  | { kind: 'forbidden'; reason: string }
  | { kind: 'not-found'; reason: string };

/**
 * Parses `req.url` the strict way: anything that a lenient decoder or the OS could turn
 * into a path outside the root is refused here, before the file system is touched.
 */
export function parseRequestTarget(url: string): RequestTarget {
  // Origin-form only; absolute-form (`http://x/…`) and `*` are proxy/OPTIONS targets.
  if (!url.startsWith('/')) return { kind: 'bad-request', reason: 'request target must start with /' };
  const hashless = url.split('#', 1)[0] ?? '';
  const q = hashless.indexOf('?');
  const rawPath = q === -1 ? hashless : hashless.slice(0, q);
  const query = q === -1 ? '' : hashless.slice(q + 1);

  // `//host/x` is protocol-relative (open redirect) and `//etc/passwd` looks absolute.
  if (rawPath.startsWith('//')) return { kind: 'forbidden', reason: 'absolute path' };
  // An encoded slash or backslash would survive segment splitting and become a separator later.
  if (/%2f|%5c|\\/i.test(rawPath)) return { kind: 'forbidden', reason: 'encoded separator or backslash' };

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request', reason: 'malformed percent-encoding' };
  }
  if (decoded.includes('\0')) return { kind: 'forbidden', reason: 'NUL byte' };

  const segments = decoded.split('/').filter((s) => s !== '');
  for (const segment of segments) {
    if (segment === '.' || segment === '..') return { kind: 'forbidden', reason: 'dot segment' };
    // `C:` would make path.join produce an absolute path on Windows; `a:b` is an NTFS stream.
    if (/^[A-Za-z]:/.test(segment) || (sep === '\\' && segment.includes(':'))) {
      return { kind: 'forbidden', reason: 'drive letter or stream name' };
    }
    // Dotfiles (`.env`, `.git/`) are never part of a site and may hold secrets.
    if (segment.startsWith('.')) return { kind: 'not-found', reason: 'dotfile' };
  }
  const trailingSlash = rawPath.length > 1 && rawPath.endsWith('/');
  return { kind: 'path', segments, rawPath, query, trailingSlash };
}

/** A regular file inside the root. */
export interface ResolvedFile {
  /** The symlink-free path: what to read, and the cache identity. */
  realPath: string;
  /** The path as requested (inside the root), whose name decides content type and caching. */
  logicalPath: string;
  /** `logicalPath` relative to the root, `/`-separated: the name the build gave the file. */
  outputPath: string;
  stat: Stats;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM', 'EISDIR']);

/** Whether a file-system error means "nothing servable here" rather than a server fault. */
export function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && MISSING.has(String((error as { code?: unknown }).code));
}

/** Whether `child` lies inside `parent` without any dot-prefixed segment (both real paths). */
function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  if (rel === '' || isAbsolute(rel)) return false;
  return !rel.split(sep).some((s) => s.startsWith('.'));
}

type Probe = { kind: 'file'; file: ResolvedFile } | { kind: 'directory' } | { kind: 'none' };

/**
 * Stats `candidate` only if its real path is inside `realRoot`: symlinks (to files or
 * folders) pointing out of the root resolve to 'none'. Two calls per probe keep the hot
 * path cheap; the file is opened later, by real path, only if its bytes are needed.
 */
async function probe(realRoot: string, candidate: string): Promise<Probe> {
  try {
    const real = await realpath(candidate);
    if (real === realRoot) return { kind: 'directory' };
    if (!isInside(realRoot, real)) return { kind: 'none' };
    const stat = await lstat(real);
    if (stat.isFile())
      return { kind: 'file', file: { realPath: real, logicalPath: candidate, outputPath: relative(realRoot, candidate).split(sep).join('/'), stat } };
    return { kind: stat.isDirectory() ? 'directory' : 'none' };
  } catch (error) {
    if (isMissing(error)) return { kind: 'none' };
    throw error;
  }
}

/**
 * Finds the file for safe `segments` under `root`: the file itself, `<dir>/index.html`,
 * or `<path>.html`. Returns null when nothing servable exists (including a missing root,
 * which happens while the first build is still running). The root is resolved on every
 * call so a rebuild that swaps the folder (or re-points a symlinked root) is picked up.
 *
 * A path asked for with a trailing slash (`want: 'folder'`) is only a folder's `index.html`;
 * when there is none but `<path>.html` is a page, the answer is `'without-slash'`: that page's
 * URL has no slash.
 */
export async function resolveFile(root: string, segments: readonly string[]): Promise<ResolvedFile | null>;
export async function resolveFile(root: string, segments: readonly string[], want: 'any' | 'folder'): Promise<ResolvedFile | 'without-slash' | null>;
export async function resolveFile(root: string, segments: readonly string[], want: 'any' | 'folder' = 'any'): Promise<ResolvedFile | 'without-slash' | null> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const base = join(realRoot, ...segments);
  const last = segments[segments.length - 1];
  if (want === 'folder') {
    const index = await probe(realRoot, join(base, 'index.html'));
    if (index.kind === 'file') return index.file;
    return last !== undefined && (await probeHtml(realRoot, base)) ? 'without-slash' : null;
  }
  // Clean URLs (`/docs/intro`) are the common case: try their index.html first.
  if (last === undefined || !last.includes('.')) {
    const index = await probe(realRoot, join(base, 'index.html'));
    if (index.kind === 'file') return index.file;
  }
  const direct = await probe(realRoot, base);
  if (direct.kind === 'file') return direct.file;
  if (direct.kind === 'directory') {
    if (last === undefined) return null;
    // `docs/guide.html` beside the folder `docs/guide/` (trailingSlash: false) is the page.
    if (!last.includes('.')) return (await probeHtml(realRoot, base)) ?? null;
    const index = await probe(realRoot, join(base, 'index.html'));
    return index.kind === 'file' ? index.file : null;
  }
  if (last === undefined) return null;
  return (await probeHtml(realRoot, base)) ?? null;
}

/** `<path>.html`, when it is a file. */
async function probeHtml(realRoot: string, base: string): Promise<ResolvedFile | undefined> {
  const html = await probe(realRoot, `${base}.html`);
  return html.kind === 'file' ? html.file : undefined;
}
