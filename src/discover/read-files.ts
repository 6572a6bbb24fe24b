/**
 * Reads the site's files safely. Content may come from people the site's owner does not fully
 * trust, or from careless ones: a symbolic link can point at `/proc/self/environ` (the build's
 * secrets) or `/etc/passwd`, a FIFO blocks a read forever, `/dev/zero` never ends. So:
 *
 * - only regular files are read, and never more than a size limit;
 * - a symbolic link is followed when its target lies inside the site folder, a folder the
 *   config names for content, or one it allows with `allowSymlinksTo`; otherwise it is an error;
 * - a link back to a folder that contains it (a loop), a dangling link, or a file or folder
 *   that cannot be read is a diagnostic naming the path and the fix, never an exception.
 *
 * One file on purpose: every read of site content goes through these checks, which are reviewed
 * together.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';

/** Options of {@link createFileAccess}. */
export interface FileAccessOptions {
  /** Folders whose files may be read, through links or not (the site folder, content folders, `allowSymlinksTo`). */
  roots: readonly string[];
  /** Largest text file read, in bytes. */
  maxBytes: number;
  /** The folder paths in messages are shown relative to (the site folder). */
  siteDir: string;
}

/** The reading side of discovery: walks folders and reads files, collecting problems as diagnostics. */
export interface FileAccess {
  /**
   * Regular files below `dir`, sorted, skipping names that start with `.` and `node_modules`.
   * `wanted(name)` says which names the caller will read: a special file (FIFO, socket, device)
   * or a link out of the site is only reported when it has such a name. A missing `dir` gives none.
   */
  walk(dir: string, wanted?: (name: string) => boolean): string[];
  /** The text of `file`, or undefined (with a diagnostic) when it cannot be read safely. */
  readText(file: string): string | undefined;
  /** The link-free path to copy `file` from, or undefined (with a diagnostic) when it is not a readable regular file. */
  source(file: string): string | undefined;
  /** Problems found so far. */
  readonly diagnostics: Diagnostic[];
}

/** Why a file could not be read: a diagnostic code and a message naming the fix. */
export class FileProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FileProblem';
  }
}

const MB = 1024 * 1024;

/** `25.3 MB`, `512 KB`: a size as readers think of it. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isDirectory()) return 'a folder';
  return 'not a regular file';
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;

/** A diagnostic message for an error of the file system while reading a file or folder. */
function readFailure(error: unknown, folder: boolean): FileProblem {
  switch (errno(error)) {
    case 'EACCES':
    case 'EPERM':
      return new FileProblem(
        'files/permission',
        folder
          ? 'cannot read this folder: permission denied; make it readable (chmod a+rx) or move it out of the site folder'
          : 'cannot read this file: permission denied; make it readable (chmod a+r) or move it out of the site folder',
      );
    case 'ENOENT':
      return new FileProblem('files/vanished', `this ${folder ? 'folder' : 'file'} was deleted or moved while the build read it; build again`);
    case 'ELOOP':
      return new FileProblem('files/symlink-loop', 'this symbolic link points back to itself through other links (a loop); remove it or point it at a file');
    case 'ENAMETOOLONG':
      return new FileProblem('files/name-too-long', 'this path is too long for the file system; shorten the names of its folders or the file');
    case 'EISDIR':
      return new FileProblem('files/not-regular', 'this is a folder where a file was expected; rename the folder');
    default:
      return new FileProblem('files/unreadable', `cannot read this ${folder ? 'folder' : 'file'}: ${(error as Error).message}`);
  }
}

/** Opens the regular file at `path` for reading (see {@link readRegularFile}); throws a {@link FileProblem} for anything else. */
function openRegular(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    throw readFailure(error, false);
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    throw new FileProblem(
      'files/not-regular',
      `this is ${kindOf(stat)}, not a regular file; docsgen reads only regular files: remove it or move it out of the site folder`,
    );
  }
  return fd;
}

/**
 * Reads at most `maxBytes` of the regular file at `path`, refusing anything else. The file is
 * opened without blocking and without following a last link, then checked on the open handle,
 * so a FIFO or a link put in its place after it was looked at is refused, not read.
 */
export function readRegularFile(path: string, maxBytes: number): Buffer {
  const fd = openRegular(path);
  try {
    const stat = fstatSync(fd);
    const tooLarge = (size: number): FileProblem =>
      new FileProblem(
        'files/too-large',
        `this file is ${size > maxBytes && size !== Infinity ? formatBytes(size) : `over ${formatBytes(maxBytes)}`}, more than the limit of ${formatBytes(maxBytes)}; split it into smaller pages, or raise maxPageBytes in the config`,
      );
    if (stat.size > maxBytes) throw tooLarge(stat.size);
    // The size on disk can lie (files in /proc say 0, a file can grow): read until the end, but
    // never past the limit.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // One byte more than the file says it has: a read that stops short of it is the end.
      const chunk = Buffer.allocUnsafe(Math.min(stat.size > total ? stat.size - total + 1 : 64 * 1024, maxBytes + 1 - total));
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        throw readFailure(error, false);
      }
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) throw tooLarge(Infinity);
      if (n < chunk.length && stat.size > 0 && total >= stat.size) break;
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/** The offset of the first byte of `bytes` that is not part of valid UTF-8. */
function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    if (need > 0 && !isUtf8(bytes.subarray(i, i + need + 1))) return i;
    i += need + 1;
  }
  return -1;
}

/** Line and column (1-based, in characters) of byte `offset` of `bytes`. */
function lineColumn(bytes: Buffer, offset: number): { line: number; column: number } {
  const before = bytes.subarray(0, offset).toString('utf8');
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: [...before.slice(lastBreak + 1)].length + 1 };
}

/**
 * Decodes `bytes` as UTF-8 like `readFileSync(…, 'utf8')` does, and warns when they are not
 * text: a NUL byte (a binary file), or bytes that are not UTF-8 (another encoding).
 */
export function decodeText(bytes: Buffer, file: string, diagnostics: Diagnostic[]): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    diagnostics.push({
      severity: 'warning',
      code: 'files/binary',
      message: 'this file holds a NUL byte here, so it looks binary, not like Markdown; remove the byte, or move the file out of the content folder',
      file,
      ...lineColumn(bytes, nul),
    });
  } else if (!isUtf8(bytes)) {
    const at = firstInvalidUtf8(bytes);
    diagnostics.push({
      severity: 'warning',
      code: 'files/encoding',
      message: 'this file is not valid UTF-8 from here on (it shows as "\uFFFD"); save it as UTF-8',
      file,
      ...lineColumn(bytes, Math.max(at, 0)),
    });
  }
  return bytes.toString('utf8');
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** The real path of `path`, or of as much of it as exists, followed by the rest. */
function realPathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * The folders a site may read from: the site folder; each folder the config names (`folders`)
 * that lies outside it, as written (`docs.path: '../shared/docs'`); and `allowSymlinksTo`. A
 * folder named inside the site adds nothing, so a content folder replaced by a link to `/`
 * is still refused.
 */
export function readableRoots(siteDir: string, folders: readonly string[], allowSymlinksTo: readonly string[]): string[] {
  const site = resolve(siteDir);
  const outside = folders.map((f) => resolve(site, f)).filter((f) => !isInside(site, f));
  return [site, ...outside, ...allowSymlinksTo.map((f) => resolve(site, f))];
}

/** Creates the file access of one discovery run. */
export function createFileAccess(options: FileAccessOptions): FileAccess {
  const roots = [...new Set(options.roots.map(realPathOf))];
  const diagnostics: Diagnostic[] = [];
  /** Link-free path of every file the walk found through a link. */
  const realOf = new Map<string, string>();
  const allowed = (real: string): boolean => roots.some((root) => isInside(root, real));
  const shown = (path: string): string => {
    const rel = relative(options.siteDir, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  };
  const report = (file: string, problem: FileProblem): void => {
    diagnostics.push({ severity: 'error', code: problem.code, message: problem.message, file });
  };

  /** Follows the link at `path`: its target's real path and stat, or a reported problem. */
  const follow = (path: string): { real: string; stat: Stats } | undefined => {
    let real: string;
    try {
      real = realpathSync(path);
    } catch (error) {
      if (errno(error) === 'ENOENT') {
        report(path, new FileProblem('files/dangling-link', 'this symbolic link points at a file that does not exist; fix the link or remove it'));
      } else report(path, readFailure(error, false));
      return undefined;
    }
    if (!allowed(real)) {
      report(
        path,
        new FileProblem(
          'files/outside-site',
          `this symbolic link points outside the site folder (to ${real}); docsgen reads only files inside the site: copy the file into the site, or add its folder to allowSymlinksTo in the config`,
        ),
      );
      return undefined;
    }
    try {
      return { real, stat: statSync(real) };
    } catch (error) {
      report(path, readFailure(error, false));
      return undefined;
    }
  };

  const walkDir = (dir: string, realDir: string, ancestors: ReadonlySet<string>, wanted: (name: string) => boolean, out: string[]): void => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch (error) {
      if (errno(error) !== 'ENOENT' || ancestors.size > 1) report(dir, readFailure(error, true));
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const full = join(dir, name);
      let stat: Stats;
      try {
        stat = lstatSync(full);
      } catch (error) {
        report(full, readFailure(error, false));
        continue;
      }
      let real = join(realDir, name);
      if (stat.isSymbolicLink()) {
        // A link out of the site is only a problem when it would be read; a link named like a
        // page or any link in a folder that is copied (static) is.
        const target = wanted(name) || isFolderLink(full) ? follow(full) : undefined;
        if (!target) continue;
        ({ real, stat } = target);
        if (stat.isDirectory() && ancestors.has(real)) {
          report(
            full,
            new FileProblem('files/symlink-loop', `this symbolic link points back to ${shown(real)}, a folder that contains it (a loop); remove the link`),
          );
          continue;
        }
        if (stat.isFile()) realOf.set(full, real);
      }
      if (stat.isDirectory()) walkDir(full, real, new Set([...ancestors, real]), wanted, out);
      else if (stat.isFile()) out.push(full);
      else if (wanted(name)) {
        report(
          full,
          new FileProblem(
            'files/not-regular',
            `this is ${kindOf(stat)}, not a regular file; docsgen reads only regular files: remove it or move it out of the site folder`,
          ),
        );
      }
    }
  };

  return {
    diagnostics,
    walk(dir, wanted = () => true) {
      let real: string;
      try {
        real = realpathSync(dir);
      } catch (error) {
        if (errno(error) !== 'ENOENT') report(dir, readFailure(error, true));
        else if (isLink(dir))
          report(dir, new FileProblem('files/dangling-link', 'this symbolic link points at a folder that does not exist; fix the link or remove it'));
        return [];
      }
      if (!allowed(real)) {
        report(
          dir,
          new FileProblem(
            'files/outside-site',
            `this folder is a link to ${real}, outside the site folder; add that folder to allowSymlinksTo in the config, or copy it into the site`,
          ),
        );
        return [];
      }
      const out: string[] = [];
      walkDir(dir, real, new Set([real]), wanted, out);
      return out;
    },
    readText(file) {
      // Opened once, by the read, which makes the checks the probe of `source` makes.
      const path = source(file, false);
      if (path === undefined) return undefined;
      try {
        return decodeText(readRegularFile(path, options.maxBytes), file, diagnostics);
      } catch (error) {
        if (!(error instanceof FileProblem)) throw error;
        report(file, error);
        return undefined;
      }
    },
    source,
  };

  function source(file: string, probe = true): string | undefined {
    const known = realOf.get(file);
    if (known !== undefined) return known;
    let real: string;
    try {
      // One system call, where realpathSync looks at each folder of the path in turn.
      real = realpathSync.native(file);
    } catch (error) {
      report(file, readFailure(error, false));
      return undefined;
    }
    if (real !== file && !allowed(real)) {
      report(
        file,
        new FileProblem(
          'files/outside-site',
          `this file is a link to ${real}, outside the site folder; copy the file into the site, or add its folder to allowSymlinksTo in the config`,
        ),
      );
      return undefined;
    }
    if (!probe) return real;
    // Opened once now, so an unreadable file or a FIFO is reported here rather than failing the copy.
    try {
      closeSync(openRegular(real));
    } catch (error) {
      report(file, error instanceof FileProblem ? error : readFailure(error, false));
      return undefined;
    }
    return real;
  }
}

function isFolderLink(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    // Dangling, or a loop of links: reported only when the name would be read.
    return false;
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
