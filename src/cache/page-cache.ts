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
 * Layout: `<cacheDir>/pages/<site>/manifest.json` (format, engine, the keys of the last build)
 * and one `<key>.json` per page in two-letter folders beside it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { writeFile, rename, mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { hashText } from '../hash.js';
import { engineIdentity } from './engine-identity.js';
import type { LinkedFile, PageJob, PageResult, PageSource } from '../pages/page-job.js';

/** Changes whenever the layout of entries changes, so older caches are never misread. */
const FORMAT = 'docsgen-page-cache/1';

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
 * The first line of an entry; the texts of the page's files follow it, one after another,
 * unescaped (HTML is mostly quotes and angle brackets, which JSON would escape and parse again).
 */
interface EntryHead {
  format: string;
  key: string;
  facts: PageResult['facts'];
  /** Paths of the files and the lengths of their texts, in UTF-16 code units; 1 for a file named by its content's hash. */
  files: Array<[path: string, length: number, immutable?: 1]>;
  /** Length of all texts: a shorter entry is one a stopped build left partial. */
  length: number;
}

interface Manifest {
  format: string;
  engine: string;
  /** The entries of the last build. */
  keys: string[];
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
  /** Waits for the entries being written, records this build's keys and drops entries no build uses now. */
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
  // One folder per site, named by its place relative to the cache, so that sites of one project
  // keep their own entries and a checkout in another folder finds the same one.
  const dir = join(options.cacheDir, 'pages', hashText(relative(options.cacheDir, options.siteDir)).slice(0, 16));
  const manifestFile = join(dir, 'manifest.json');
  const shared = hashText(FORMAT, engine, ...options.inputs);
  const keyOf = new Map<string, string>();
  const used = new Set<string>();
  const writes = new Set<Promise<void>>();
  const madeDirs = new Map<string, Promise<unknown>>();
  let previous: Manifest | undefined;
  let usable = true;
  let unreadable = 0;
  let hits = 0;

  const entryFile = (key: string): string => join(dir, key.slice(0, 2), `${key}.json`);

  if (existsSync(manifestFile)) {
    try {
      const parsed = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<Manifest>;
      if (parsed.format !== FORMAT || typeof parsed.engine !== 'string' || !Array.isArray(parsed.keys)) {
        options.note(`note: the build cache in ${dir} is not one this version of docsgen wrote; every page is rendered and the cache is written anew`);
        usable = false;
      } else if (parsed.engine !== engine) {
        options.note(`note: the build cache in ${dir} was written by another version of docsgen; every page is rendered and the cache is written anew`);
        usable = false;
      } else previous = parsed as Manifest;
    } catch {
      options.note(`note: the build cache in ${dir} is unreadable (${manifestFile} is damaged); every page is rendered and the cache is written anew`);
      usable = false;
    }
    if (!usable) removeCache(dir);
  } else if (existsSync(dir)) {
    // Entries without the manifest a finished build writes last: a build stopped half-way.
    options.note(`note: the build cache in ${dir} is incomplete (no manifest.json); every page is rendered and the cache is written anew`);
    removeCache(dir);
    usable = false;
  }

  const read = (key: string): PageResult | undefined => {
    let text: string;
    try {
      text = readFileSync(entryFile(key), 'utf8');
    } catch {
      return undefined;
    }
    const result = parseEntry(text, key);
    if (!result) unreadable++;
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
        const result = usable && previous ? read(key) : undefined;
        if (result && (result.facts.linkedFiles ?? []).every(options.linkedFileUnchanged)) {
          used.add(key);
          hits++;
          await onResult(result);
        } else left.push(job);
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
      if (!key) return;
      used.add(key);
      const file = entryFile(key);
      const folder = join(dir, key.slice(0, 2));
      const text = serializeEntry(key, result);
      const write = (async () => {
        let made = madeDirs.get(folder);
        if (!made) madeDirs.set(folder, (made = mkdir(folder, { recursive: true })));
        await made;
        // Written beside, then renamed: a build stopped half-way leaves no half entry.
        await writeFile(`${file}.part`, text);
        await rename(`${file}.part`, file);
      })().catch(() => {
        // A cache that cannot be written only makes the next build slower.
      });
      writes.add(write);
      void write.finally(() => writes.delete(write));
    },
    async commit() {
      await Promise.all(writes);
      mkdirSync(dir, { recursive: true });
      // Entries no page of this build used, and leftovers of builds stopped half-way.
      for (const folder of readdirSync(dir)) {
        if (folder.length !== 2) continue;
        for (const name of readdirSync(join(dir, folder))) {
          if (name.endsWith('.part') || !used.has(name.slice(0, -'.json'.length))) rmSync(join(dir, folder, name), { force: true });
        }
      }
      const manifest: Manifest = { format: FORMAT, engine, keys: [...used].sort() };
      writeFileSync(`${manifestFile}.part`, JSON.stringify(manifest));
      renameSync(`${manifestFile}.part`, manifestFile);
    },
  };
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

function serializeEntry(key: string, result: PageResult): string {
  const files = result.files.map((f): EntryHead['files'][number] => (f.immutable ? [f.path, f.text.length, 1] : [f.path, f.text.length]));
  const head: EntryHead = { format: FORMAT, key, facts: result.facts, files, length: files.reduce((sum, [, n]) => sum + n, 0) };
  return `${JSON.stringify(head)}\n${result.files.map((f) => f.text).join('')}`;
}

/** The result an entry holds, or undefined when it is damaged, partial or not the entry of `key`. */
function parseEntry(text: string, key: string): PageResult | undefined {
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  let head: EntryHead;
  try {
    head = JSON.parse(text.slice(0, newline)) as EntryHead;
  } catch {
    return undefined;
  }
  if (head.format !== FORMAT || head.key !== key || !head.facts || !Array.isArray(head.files) || text.length - newline - 1 !== head.length) return undefined;
  let at = newline + 1;
  const files = head.files.map(([path, length, immutable]) => ({
    path,
    text: text.slice(at, (at += length)),
    ...(immutable === 1 ? { immutable: true as const } : {}),
  }));
  return { facts: head.facts, files };
}
