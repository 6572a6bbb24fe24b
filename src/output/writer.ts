/**
 * The writer owns every path of the output, whichever thread produced the bytes. It refuses a
 * second file at a path (or at one that differs only in letter case, which collides on
 * case-insensitive file systems), a file where another output needs a folder, and names that
 * hosts cannot serve; it writes into a staging folder beside the output and swaps that folder
 * in when the build succeeded. A failed build never touches the previous output.
 *
 * Around the swap: only a folder docsgen may replace is opened (output-folder.ts); one build
 * at a time holds the output's lock (lock.ts); a swap interrupted between its two renames is
 * finished at the next start, and staging folders left by killed builds are removed then.
 *
 * Kept in one file on purpose: claiming paths, the writes and the swap share the writer's
 * state (claimed paths, hashed names, the staging folder).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BuildError, displayPath, type Diagnostic } from '../diagnostics.js';
import { checkOutputFolder, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, type ProtectedFolders } from './output-folder.js';
import { lockOutput, OutputLocked } from './lock.js';
import { IMMUTABLE_MANIFEST, immutableManifest } from './immutable.js';

/** Who produced an output file, for the message when two claim one path. */
export interface FileOrigin {
  /** In the reader's terms: `the page /docs/intro`, `the static file img/logo.png`. */
  what: string;
  /** The source file at fault, when there is one. */
  file?: string;
}

/** Options of {@link OutputWriter.open}. */
export interface OpenOutputOptions {
  outDir: string;
  /** Folders the output may not be, hold or lie in. */
  protect: ProtectedFolders;
  /** Replace an existing folder docsgen did not write (`--force`, `emptyOutDir`). */
  force: boolean;
  /** The config file, where problems with `outDir` are reported. */
  configFile?: string;
  /** Told when an interrupted swap was finished. */
  logger?: (line: string) => void;
}

/** What a build writes its files through: the writer itself, or its view of one folder of the output ({@link OutputWriter.under}). */
export type OutputTarget = Pick<OutputWriter, 'add' | 'copy' | 'paths' | 'immutablePaths' | 'diagnostics' | 'flush'>;

/** Longest file name most file systems take, in bytes. */
const NAME_MAX = 255;
/** Longest path Linux takes, in bytes. */
const PATH_MAX = 4096;

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;

/** Why a path cannot be an output file name, if it cannot. */
function badName(path: string): string | undefined {
  for (const segment of path.split('/')) {
    if (segment.includes('\0')) return 'holds a NUL character';
    if (segment === '' || segment === '.' || segment === '..') return `has an empty, "." or ".." part`;
    if (segment.includes('\\')) return 'holds a backslash (\\), which Windows and web servers read as a folder separator';
    if (/^[A-Za-z]:/.test(segment)) return `has a part starting with a drive letter (${segment.slice(0, 2)}), which Windows and web servers refuse`;
    if (Buffer.byteLength(segment) > NAME_MAX) return `has a part longer than ${NAME_MAX} bytes, the longest name file systems take`;
  }
  return undefined;
}

/** Temporary folders of the build of `outDir`, as they lie beside it. */
function scratchPattern(outDir: string): RegExp {
  const name = basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\.${name}\\.docsgen-(staging|old|tmp)-(\\d+)-(\\d+)$`);
}

/**
 * Finishes what a killed build left beside `outDir` (the lock is held): when the output folder
 * is missing because a swap stopped between its renames, the folder moved away (a complete
 * build) is put back, or else the complete new one; every other temporary folder is removed.
 */
export async function recoverOutput(outDir: string, logger?: (line: string) => void): Promise<void> {
  const parent = dirname(outDir);
  const pattern = scratchPattern(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  const scratch = names
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter((s): s is { name: string; match: RegExpExecArray } => s.match !== null)
    .sort((a, b) => Number(b.match[3]) - Number(a.match[3]));
  if (!existsSync(outDir)) {
    const complete =
      scratch.find((s) => s.match[1] === 'old') ?? scratch.find((s) => s.match[1] === 'staging' && existsSync(join(parent, s.name, OUTPUT_MARKER)));
    if (complete) {
      renameSync(join(parent, complete.name), outDir);
      scratch.splice(scratch.indexOf(complete), 1);
      logger?.(`restored ${outDir}, which a build stopped while replacing it`);
    }
  }
  await Promise.all(scratch.map((s) => rm(join(parent, s.name), { recursive: true, force: true })));
}

export class OutputWriter {
  /** Every path claimed, with who claimed it: one entry per file, however large the site. */
  private readonly claimed = new Map<string, FileOrigin>();
  /** The text of shared region files, which pages may claim again with the same text. */
  private readonly sharedText = new Map<string, string | Uint8Array>();
  /** The source of each copied file, which another copy of the same file may claim again. */
  private readonly copied = new Map<string, string>();
  /** Files named by their content's hash, which may be cached for good. */
  private readonly hashed = new Set<string>();
  /**
   * Paths by their folded form (NFC, lower case), for those that differ from it; a path that
   * is its own folded form is found in `claimed`.
   */
  private readonly folded = new Map<string, string>();
  /** Folders some output file needs, with the first file that needed it. */
  private readonly folders = new Map<string, FileOrigin>();
  private readonly madeDirs = new Set<string>();
  private readonly problems: Diagnostic[] = [];
  private readonly reported = new Set<string>();
  private failure: Error | undefined;
  private released = false;

  private constructor(
    readonly outDir: string,
    /** The staging folder files are written to. */
    readonly dir: string,
    private readonly unlock: () => void,
    /** Sources are named relative to it in messages. */
    private readonly siteDir: string,
    /** Whether a previous output exists, whose unchanged files a rebuild may keep. */
    private readonly hasPrevious: boolean,
  ) {}

  /**
   * Checks that `outDir` may be replaced, takes its lock, finishes an interrupted swap and
   * creates the staging folder. Throws a {@link BuildError} saying what to do when it cannot.
   */
  static async open(options: OpenOutputOptions): Promise<OutputWriter> {
    const { outDir } = options;
    const fail = (message: string, code: string): BuildError =>
      new BuildError([{ severity: 'error', code, message, ...(options.configFile ? { file: options.configFile } : {}) }], 'cannot write the output folder');
    const unsafe = checkOutputFolder(outDir, options.protect, options.force, options.configFile);
    if (unsafe.length) throw new BuildError(unsafe, 'refusing to replace the output folder');
    const parent = dirname(outDir);
    let unlock: () => void;
    try {
      await mkdir(parent, { recursive: true });
      unlock = lockOutput(outDir);
    } catch (error) {
      if (error instanceof OutputLocked) {
        const who = error.owner ? ` (process ${error.owner.pid}${error.owner.host ? ` on ${error.owner.host}` : ''}, since ${error.owner.started})` : '';
        throw fail(
          `another docsgen build${who} is writing ${outDir}; wait for it to finish, or stop it. If no build is running, delete ${error.lockFile}`,
          'output/locked',
        );
      }
      throw writeFailure(error, outDir, parent) ?? error;
    }
    try {
      await recoverOutput(outDir, options.logger);
      const dir = join(parent, `.${basename(outDir)}.docsgen-staging-${process.pid}-${Date.now()}`);
      await mkdir(dir, { recursive: true });
      return new OutputWriter(outDir, dir, unlock, options.protect.siteDir, existsSync(outDir));
    } catch (error) {
      unlock();
      throw writeFailure(error, outDir, parent) ?? error;
    }
  }

  /** Collisions and write problems found so far, as diagnostics. */
  get diagnostics(): readonly Diagnostic[] {
    return this.problems;
  }

  /**
   * Claims `path` (relative, `/`-separated) for `origin`; false (with a diagnostic) when it is
   * taken. A path claimed again with exactly the same `text` (a region shared by pages) is fine.
   */
  private claim(path: string, origin: FileOrigin, text?: string | Uint8Array, source?: string): boolean {
    const bad = badName(path);
    if (bad) {
      // A page writes its HTML, its chunk and its Markdown copy: one report for a source file.
      const key = `${origin.file ?? origin.what}\0${bad}`;
      if (this.reported.has(key)) return false;
      this.reported.add(key);
      this.problems.push({
        severity: 'error',
        code: 'output/bad-name',
        message: `${printable(origin.what)} would be written to ${JSON.stringify(path)}, which ${bad}; rename ${origin.file ? 'the source file' : 'it'}${isPage(origin) ? ', or give the page a slug in its frontmatter' : ''}`,
        ...(origin.file ? { file: origin.file } : {}),
      });
      return false;
    }
    const existing = this.claimed.get(path);
    if (existing) {
      const existingText = this.sharedText.get(path);
      const existingSource = this.copied.get(path);
      if (text !== undefined && existingText !== undefined && sameText(existingText, text)) return false;
      if (source !== undefined && existingSource === source) return false;
      // Two files with the same name and content (their hash is in the path) publish one copy.
      if (source !== undefined && existingSource !== undefined && sameBytes(source, existingSource)) return false;
      this.collide(path, existing, origin, 'same');
      return false;
    }
    const folded = path.normalize('NFC').toLowerCase();
    const twin = this.folded.get(folded) ?? (folded !== path && this.claimed.has(folded) ? folded : undefined);
    if (twin !== undefined) {
      this.collide(path, this.claimed.get(twin)!, origin, 'case');
      return false;
    }
    const needsFolder = this.folders.get(path);
    if (needsFolder) {
      this.collide(path, needsFolder, origin, 'folder');
      return false;
    }
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      const file = this.claimed.get(folder);
      if (file) {
        this.collide(folder, file, origin, 'folder');
        return false;
      }
    }
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (!this.folders.has(folder)) this.folders.set(folder, origin);
    }
    this.claimed.set(path, origin);
    if (text !== undefined && path.startsWith('_chunks/_shared/')) this.sharedText.set(path, text);
    if (source !== undefined) this.copied.set(path, source);
    if (folded !== path && !this.folded.has(folded)) this.folded.set(folded, path);
    return true;
  }

  private collide(path: string, first: FileOrigin, second: FileOrigin, how: 'same' | 'case' | 'folder'): void {
    // The diagnostic points at one source; another page's source is named in the text.
    const at = second.file ?? first.file;
    const named = (o: FileOrigin): string => `${o.what}${o.file && o.file !== at && isPage(o) ? ` (${displayPath(o.file, this.siteDir)})` : ''}`;
    const message =
      how === 'folder'
        ? `${named(second)} and ${named(first)} both need ${path}, one as a file and the other as a folder`
        : `${named(second)} and ${named(first)} would both write ${how === 'case' ? 'output files that differ only in letter case (they collide on case-insensitive file systems)' : `the same output file ${path}`}`;
    const fix = isPage(first) || isPage(second) ? '; rename or move one of them, or give the page another slug' : '; rename or move one of them';
    this.problems.push({
      severity: 'error',
      code: 'output/collision',
      message: message + fix,
      ...(at ? { file: at } : {}),
    });
  }

  /**
   * Writes `text` at `path`; `immutable` when the name carries a hash of the content. With
   * `keepSame` (a page taken from the build cache), a file of the previous output with exactly
   * these bytes is kept as it is (linked into the new output, its modification time untouched),
   * so a rebuild rewrites only what changed.
   */
  add(path: string, text: string | Uint8Array, origin: FileOrigin, immutable = false, keepSame = false): void {
    if (!this.claim(path, origin, text)) return;
    if (immutable) this.hashed.add(path);
    this.write(path, origin, (target) => {
      if (keepSame && this.hasPrevious && this.keepPrevious(path, text, target)) return;
      writeFileSync(target, text);
    });
  }

  /** Links the previous output's file at `path` to `target` when it holds `text`; false when it does not (or cannot be linked). */
  private keepPrevious(path: string, text: string | Uint8Array, target: string): boolean {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    const previous = join(this.outDir, path);
    try {
      const info = statSync(previous, { throwIfNoEntry: false });
      if (!info?.isFile() || info.size !== bytes.byteLength || !readFileSync(previous).equals(bytes)) return false;
      linkSync(previous, target);
      return true;
    } catch {
      return false;
    }
  }

  /** Copies the file at `source` to `path` (once: pages linking the same file share the copy; a link is copied as what it points at). */
  copy(path: string, source: string, origin: FileOrigin, immutable = false): void {
    if (!this.claim(path, origin, undefined, source)) return;
    if (immutable) this.hashed.add(path);
    this.write(path, origin, (target) => copyFileSync(source, target));
  }

  /**
   * The output seen from its folder `prefix` (`fr/`): paths given and read are relative to it;
   * the claims, the staging folder and the swap stay the writer's (a site's locales share them).
   * Its diagnostics are those found since the view was made.
   */
  under(prefix: string): OutputTarget {
    if (prefix === '') return this;
    const below = (paths: Iterable<string>): string[] => [...paths].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
    const { claimed, hashed, problems } = this;
    const first = problems.length;
    return {
      add: (path, ...rest) => this.add(prefix + path, ...rest),
      copy: (path, ...rest) => this.copy(prefix + path, ...rest),
      flush: () => this.flush(),
      get paths() {
        return below(claimed.keys());
      },
      get immutablePaths() {
        return new Set(below(hashed));
      },
      get diagnostics() {
        return problems.slice(first);
      },
    };
  }

  /** Every path written so far. */
  get paths(): Iterable<string> {
    return this.claimed.keys();
  }

  /** The paths written under a name that carries their content's hash. */
  get immutablePaths(): ReadonlySet<string> {
    return this.hashed;
  }

  /**
   * Writes one file of the staging folder at once, on this thread. Synchronous on purpose: the
   * files go to the page cache, and handing each one to the thread pool (open, write and close
   * as three round trips) cost more CPU than the writes themselves (BENCHMARKS.md, "Incremental
   * build"). One file is open at a time, whatever the number of files.
   */
  private write(path: string, origin: FileOrigin, write: (target: string) => void): void {
    const target = join(this.dir, path);
    const folder = dirname(target);
    try {
      if (Buffer.byteLength(target) >= PATH_MAX) {
        throw Object.assign(new Error(`path too long: ${target}`), { code: 'ENAMETOOLONG' });
      }
      if (!this.madeDirs.has(folder)) {
        mkdirSync(folder, { recursive: true });
        this.madeDirs.add(folder);
      }
      write(target);
    } catch (error) {
      const problem = fileProblem(error, path, origin, this.outDir);
      if (problem) this.problems.push(problem);
      else this.failure ??= error as Error;
    }
  }

  /** Throws the first write error that is docsgen's fault (the others are diagnostics). */
  flush(): Promise<void> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve();
  }

  /**
   * Replaces the output folder with the staging folder: the marker goes in, the old folder
   * moves aside, the new one takes its place, the old one is removed. Stopped between the two
   * renames, the next build (or `docsgen serve`) puts the old one back (see {@link recoverOutput}).
   * `gate` runs the two renames (a server holds its requests meanwhile).
   */
  async commit(gate: (swap: () => Promise<void>) => Promise<void> = (swap) => swap()): Promise<void> {
    await this.flush();
    const parent = dirname(this.outDir);
    const old = join(parent, `.${basename(this.outDir)}.docsgen-old-${process.pid}-${Date.now()}`);
    let hadOutput = false;
    try {
      await writeFile(join(this.dir, IMMUTABLE_MANIFEST), immutableManifest(this.hashed));
      await writeFile(join(this.dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
      await gate(async () => {
        hadOutput = existsSync(this.outDir);
        if (hadOutput) await rename(this.outDir, old);
        try {
          await rename(this.dir, this.outDir);
        } catch (error) {
          if (hadOutput) await rename(old, this.outDir);
          throw error;
        }
      });
    } catch (error) {
      throw writeFailure(error, this.outDir, parent) ?? error;
    } finally {
      this.release();
    }
    if (hadOutput) await rm(old, { recursive: true, force: true });
  }

  /** Removes the staging folder, leaving the output as it was. */
  async abort(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    this.release();
  }

  private release(): void {
    if (this.released) return;
    this.released = true;
    this.unlock();
  }
}

/** `text` with control characters escaped, fit for a terminal. */
// eslint-disable-next-line no-control-regex
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const isPage = (origin: FileOrigin): boolean => origin.what.startsWith('the page');

/** A write error the user can fix, as a diagnostic against the source at fault; undefined for docsgen's own bugs. */
function fileProblem(error: unknown, path: string, origin: FileOrigin, outDir: string): Diagnostic | undefined {
  const at = origin.file ? { file: origin.file } : {};
  switch (errno(error)) {
    case 'ENOENT':
      if (!origin.file || isPage(origin)) return undefined;
      return {
        severity: 'error',
        code: 'output/source-vanished',
        message: `${origin.what} was deleted or moved while the build copied it; build again`,
        ...at,
      };
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return {
        severity: 'error',
        code: 'output/permission',
        message: `cannot write ${join(outDir, path)} for ${origin.what}: ${errno(error) === 'EROFS' ? 'the file system is read-only' : 'permission denied'}; make the folder beside ${outDir} writable, or choose another outDir`,
        ...at,
      };
    case 'ENOSPC':
    case 'EDQUOT':
      return {
        severity: 'error',
        code: 'output/disk-full',
        message: `the disk is full: cannot write ${path} for ${origin.what}; free some space and build again`,
      };
    case 'ENAMETOOLONG':
      return {
        severity: 'error',
        code: 'output/bad-name',
        message: `${origin.what} would be written to ${path}, a path too long for the file system; shorten its folders or name${isPage(origin) ? ', or give the page a shorter slug' : ''}`,
        ...at,
      };
    default:
      return undefined;
  }
}

/** A file-system error around the output folder as a {@link BuildError}, or undefined when it is docsgen's fault. */
function writeFailure(error: unknown, outDir: string, parent: string): BuildError | undefined {
  const one = (code: string, message: string): BuildError => new BuildError([{ severity: 'error', code, message }], 'cannot write the output folder');
  switch (errno(error)) {
    case 'EACCES':
    case 'EPERM':
      return one(
        'output/permission',
        `cannot write the output folder ${outDir}: permission denied in ${parent}, where docsgen prepares the new build beside the old one; make that folder writable, or choose another outDir`,
      );
    case 'EROFS':
      return one('output/permission', `cannot write the output folder ${outDir}: ${parent} is on a read-only file system; choose another outDir`);
    case 'ENOSPC':
    case 'EDQUOT':
      return one('output/disk-full', `the disk is full: cannot write the output folder ${outDir}; free some space and build again`);
    case 'EBUSY':
    case 'EXDEV':
      return one(
        'output/cannot-replace',
        `cannot replace the output folder ${outDir}: it is a mount point or in use by another program; set outDir to a folder inside it, or close the program`,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return one('output/unsafe-folder', `cannot create the output folder ${outDir}: a file is in the way in ${parent}; move it, or choose another outDir`);
    default:
      return undefined;
  }
}

/** Whether two texts of a file are the same bytes (a page from the build cache brings bytes, a rendered one text). */
function sameText(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const bytes = (t: string | Uint8Array): Buffer => (typeof t === 'string' ? Buffer.from(t) : Buffer.from(t.buffer, t.byteOffset, t.byteLength));
  return bytes(a).equals(bytes(b));
}

function sameBytes(a: string, b: string): boolean {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}
