/**
 * The persistent build cache: each page's result (its output files and the facts the later
 * stages need) kept between builds, so a rebuild renders only the pages whose inputs changed.
 *
 * An entry's key is a hash of everything the page's output depends on: the job itself (its
 * Markdown text, title, sidebar, layout data, output paths), the setup every page shares
 * (sidebars, routes, asset URLs), the config, the theme bundle and the engine (its version and
 * code). Contents, never modification times: a CI checkout resets those. Files a page links
 * to (images, downloads) are checked again on every hit, since the page names them by their
 * content hash. Anything unreadable, partial or written by another engine is ignored with a
 * note, and the pages are rendered as on a cold build.
 *
 * Layout: `<cacheDir>/pages/<site>/manifest.json` (format, engine, the pack file and where each
 * entry of the last build lies in it) and that pack, one file to which builds append their new
 * entries. One file instead of one per page: opening and creating files is what a rebuild
 * would otherwise spend its time on. Entries no build uses any more are dropped by copying the
 * live ones into a new pack once they are outnumbered.
 *
 * One file: the pack, its manifest and its lock are one format, read and written together.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { randomBytes } from 'node:crypto';
import { hashText } from '../hash.js';
import { engineIdentity } from './engine-identity.js';
import type { LinkedFile, OutputFile, PageJob, PageResult, PageSource } from '../pages/page-job.js';

/** Changes whenever the layout of entries changes, so older caches are never misread. */
const FORMAT = 'docsgen-page-cache/2';

/** What a build's pages depend on besides their jobs. */
export interface PageCacheOptions {
  /** The cache folder (`--cache-dir`, default `node_modules/.cache/docsgen`). */
  cacheDir: string;
  siteDir: string;
  /** Anything else every page depends on (the config, the theme bundle, the shared setup), as text. */
  inputs: string[];
  /** Whether a linked file still publishes under `path` (null: it did not publish). */
  linkedFileUnchanged: (probe: LinkedFile) => boolean;
  /** Receives one line per note (an ignored cache). */
  note: (line: string) => void;
}

/**
 * The first line of an entry; the bytes of the page's files follow it, one after another, as
 * they are written to the output (HTML is mostly quotes and angle brackets, which JSON would
 * escape and parse again).
 */
interface EntryHead {
  format: string;
  key: string;
  facts: PageResult['facts'];
  /** Paths of the files, their lengths in bytes, and 1 for a file named by its content's hash. */
  files: Array<[path: string, bytes: number, immutable?: 1]>;
}

interface Manifest {
  format: string;
  engine: string;
  /** The pack file's name, in the manifest's folder. */
  pack: string;
  /** The entries of the last build: key → [offset, length] in the pack. */
  entries: Record<string, [number, number]>;
}

/** The build cache of one build. */
export interface PageCache {
  /**
   * Hands every job whose entry is valid to `onResult`, as the renderer would; returns the
   * jobs left to render.
   */
  replay(jobs: readonly PageJob[], onResult: (result: PageResult) => void | Promise<void>): Promise<PageJob[]>;
  /** Keeps the result of a job rendered in this build. */
  store(result: PageResult): void;
  /** Records this build's entries and drops those no build uses now. */
  commit(): Promise<void>;
  /** Pages taken from the cache in this build. */
  readonly hits: number;
}

/** A cache that keeps nothing (`--no-cache`). */
export const noPageCache: PageCache = {
  replay: (jobs) => Promise.resolve([...jobs]),
  store: () => {},
  commit: () => Promise.resolve(),
  hits: 0,
};

/** Opens the page cache of the site in `options.siteDir`. */
export function openPageCache(options: PageCacheOptions): PageCache {
  const engine = engineIdentity();
  const dir = pageCacheDir(options.cacheDir, options.siteDir);
  const manifestFile = join(dir, 'manifest.json');
  const shared = hashText(FORMAT, engine, ...options.inputs);
  const keyOf = new Map<string, string>();
  /** This build's entries: key → [offset, length] in the pack. */
  const live = new Map<string, [number, number]>();
  let previous: Manifest | undefined;
  let unreadable = 0;
  let hits = 0;
  let pack: { name: string; fd: number; end: number } | undefined;

  const drop = (why: string): void => {
    options.note(`note: the build cache in ${dir} ${why}; every page is rendered and the cache is written anew`);
    removeCache(dir);
  };
  if (existsSync(manifestFile)) {
    try {
      const parsed = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<Manifest>;
      if (
        parsed.format !== FORMAT ||
        typeof parsed.engine !== 'string' ||
        typeof parsed.pack !== 'string' ||
        !parsed.entries ||
        typeof parsed.entries !== 'object'
      ) {
        drop('is not one this version of docsgen wrote');
      } else if (parsed.engine !== engine) drop('was written by another version of docsgen');
      else if (!/^pack-[0-9a-f]+\.bin$/.test(parsed.pack) || !existsSync(join(dir, parsed.pack))) drop(`is incomplete (its pack ${parsed.pack} is missing)`);
      else previous = parsed as Manifest;
    } catch {
      drop(`is unreadable (${manifestFile} is damaged)`);
    }
  } else if (existsSync(dir)) {
    // A pack without the manifest a finished build writes last: a build stopped half-way.
    drop('is incomplete (no manifest.json)');
  }

  /**
   * Whether this build may write the cache: one build of a site at a time appends to its pack
   * (two appending at once would write over each other's entries). The lock holds the writer's
   * process id, so one a stopped build left behind is taken over.
   */
  const lockFile = join(dir, 'writing.lock');
  let writable: boolean | undefined;
  const mayWrite = (): boolean => {
    if (writable !== undefined) return writable;
    const take = (): boolean => {
      try {
        writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
        return true;
      } catch {
        return false;
      }
    };
    mkdirSync(dir, { recursive: true });
    if (take()) return (writable = true);
    let holder = 0;
    try {
      holder = Number(readFileSync(lockFile, 'utf8'));
    } catch {
      // Removed meanwhile: try once more below.
    }
    if (!holder || !processAlive(holder)) {
      rmSync(lockFile, { force: true });
      return (writable = take());
    }
    return (writable = false);
  };

  /** The pack this build appends to: the previous one, or a new one. */
  const openPack = (): NonNullable<typeof pack> => {
    if (pack) return pack;
    mkdirSync(dir, { recursive: true });
    const name = previous?.pack ?? `pack-${randomBytes(8).toString('hex')}.bin`;
    const fd = openSync(join(dir, name), previous ? 'r+' : 'w+');
    return (pack = { name, fd, end: fstatSync(fd).size });
  };

  const read = (key: string): PageResult | undefined => {
    const at = previous?.entries[key];
    if (!at) return undefined;
    const [offset, length] = at;
    const { fd } = openPack();
    const bytes = Buffer.allocUnsafe(length);
    let result: PageResult | undefined;
    try {
      result = readSync(fd, bytes, 0, length, offset) === length ? parseEntry(bytes, key) : undefined;
    } catch {
      result = undefined;
    }
    if (!result) unreadable++;
    else live.set(key, [offset, length]);
    return result;
  };

  return {
    get hits() {
      return hits;
    },
    async replay(jobs, onResult) {
      const left: PageJob[] = [];
      for (const job of jobs) {
        const key = hashText(shared, JSON.stringify(cacheIdentity(job)));
        keyOf.set(job.route, key);
        const result = read(key);
        if (result && (result.facts.linkedFiles ?? []).every(options.linkedFileUnchanged)) {
          hits++;
          await onResult(result);
        } else {
          live.delete(key);
          left.push(job);
        }
      }
      if (unreadable) {
        options.note(
          `note: ${unreadable} entr${unreadable === 1 ? 'y' : 'ies'} of the build cache in ${dir} could not be read (damaged or partial); those pages were rendered again`,
        );
      }
      return left;
    },
    store(result) {
      const key = keyOf.get(result.facts.route);
      if (!key || !mayWrite()) return;
      try {
        const target = openPack();
        const bytes = serializeEntry(key, result);
        // Appended after everything the manifest points at: a build stopped half-way leaves
        // bytes no manifest names, never a damaged entry.
        writeSync(target.fd, bytes, 0, bytes.length, target.end);
        live.set(key, [target.end, bytes.length]);
        target.end += bytes.length;
      } catch {
        // A cache that cannot be written only makes the next build slower.
      }
    },
    commit() {
      // Another build of the site writes the cache now: this one leaves it to that one.
      if ((!live.size && !previous) || !mayWrite()) {
        if (pack) closeSync(pack.fd);
        pack = undefined;
        return Promise.resolve();
      }
      try {
        const current = openPack();
        let name = current.name;
        let entries = [...live].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        const liveBytes = entries.reduce((sum, [, [, length]]) => sum + length, 0);
        // Entries of older builds outweigh this build's: copy the live ones into a new pack.
        if (current.end - liveBytes > liveBytes) {
          name = `pack-${randomBytes(8).toString('hex')}.bin`;
          const fd = openSync(join(dir, name), 'w');
          let end = 0;
          try {
            entries = entries.map(([key, [offset, length]]) => {
              const bytes = Buffer.allocUnsafe(length);
              readSync(current.fd, bytes, 0, length, offset);
              writeSync(fd, bytes, 0, length, end);
              end += length;
              return [key, [end - length, length]];
            });
          } finally {
            closeSync(fd);
          }
        }
        const manifest: Manifest = { format: FORMAT, engine, pack: name, entries: Object.fromEntries(entries) };
        writeFileSync(`${manifestFile}.part`, JSON.stringify(manifest));
        renameSync(`${manifestFile}.part`, manifestFile);
        // Packs no manifest names: replaced ones, and those of builds stopped half-way.
        for (const file of readdirSync(dir)) if (file !== name && file !== 'manifest.json' && file !== 'writing.lock') rmSync(join(dir, file), { force: true });
      } catch {
        // As above: the next build renders what it cannot find.
      } finally {
        if (pack) closeSync(pack.fd);
        pack = undefined;
        rmSync(lockFile, { force: true });
        writable = undefined;
      }
      return Promise.resolve();
    },
  };
}

/** Whether the process `pid` runs (one of another user counts as running). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The job as its entry's key sees it: a module page by its module's name in the bundle, which
 * changes with its code and what it imports, rather than by the folder this build put it in.
 */
function cacheIdentity(job: PageJob): PageJob {
  const stable = (source: PageSource): PageSource => (source.kind === 'mdx' || source.kind === 'module' ? { ...source, module: source.moduleId } : source);
  return { ...job, source: stable(job.source), ...(job.summaries ? { summaries: job.summaries.map(stable) } : {}) };
}

/**
 * Removes a cache that cannot be used. Another build may be writing it at this moment (two
 * builds of the site at once): what it keeps writing is checked entry by entry when read.
 */
function removeCache(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // Left as it is; this build reads none of it.
  }
}

function serializeEntry(key: string, result: PageResult): Buffer {
  const bodies = result.files.map((f) => (typeof f.text === 'string' ? Buffer.from(f.text) : f.text));
  const files = result.files.map((f, i): EntryHead['files'][number] => (f.immutable ? [f.path, bodies[i]!.length, 1] : [f.path, bodies[i]!.length]));
  const head: EntryHead = { format: FORMAT, key, facts: result.facts, files };
  return Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), ...bodies]);
}

/** The result an entry holds, or undefined when it is damaged, partial or not the entry of `key`. */
function parseEntry(bytes: Buffer, key: string): PageResult | undefined {
  const newline = bytes.indexOf(10);
  if (newline < 0) return undefined;
  let head: EntryHead;
  try {
    head = JSON.parse(bytes.toString('utf8', 0, newline)) as EntryHead;
  } catch {
    return undefined;
  }
  if (head.format !== FORMAT || head.key !== key || !head.facts || !Array.isArray(head.files)) return undefined;
  let at = newline + 1;
  const files: OutputFile[] = [];
  for (const [path, length, immutable] of head.files) {
    if (typeof path !== 'string' || !Number.isInteger(length) || length < 0) return undefined;
    files.push({ path, text: bytes.subarray(at, (at += length)), ...(immutable === 1 ? { immutable: true as const } : {}) });
  }
  return at === bytes.length ? { facts: head.facts, files } : undefined;
}

/**
 * The folder of a site's build cache: one per site, named by its place relative to the cache,
 * so that sites of one project keep their own entries and a checkout in another folder finds
 * the same one.
 */
function pageCacheDir(cacheDir: string, siteDir: string): string {
  return join(cacheDir, 'pages', hashText(relative(cacheDir, siteDir)).slice(0, 16));
}

/** Whether a previous build left a build cache for the site (a build may then render few pages). */
export function hasPageCache(cacheDir: string, siteDir: string): boolean {
  return existsSync(join(pageCacheDir(cacheDir, siteDir), 'manifest.json'));
}
