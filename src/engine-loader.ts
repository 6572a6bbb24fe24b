/**
 * Loads the compiled engine (`dist/engine.cjs`, one CommonJS bundle of `src/engine.ts`) with
 * the V8 code cache that `scripts/compile.mjs` records next to it (`engine.v8cache`).
 *
 * Why: a cold build of a small site spent about a sixth of its time compiling the engine's
 * JavaScript: parsing 2.9 MB of bundled code and turning every function it calls into
 * bytecode. The cache holds that bytecode, recorded while compiling the engine by building a
 * sample site. Node 20 has no compile cache for ES modules, hence CommonJS run through
 * `vm.Script`.
 *
 * A cache starts with the SHA-1 of the bundle it belongs to. When the shipped one does not fit
 * (another build of the engine, or V8 rejects it: another Node version, other V8 flags), the
 * engine compiles as usual and, after its first build that succeeds, saves the bytecode in the
 * user's cache folder (`$XDG_CACHE_HOME/docsgen` or `~/.cache/docsgen`), named for the engine,
 * the Node version and the architecture (the four newest are kept); later processes use that
 * one, and the first that finds it refused while the shipped one fits deletes it. With
 * DOCSGEN_WRITE_CODE_CACHE=1 the shipped cache is written instead, when the process exits.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import type * as EngineModule from './engine.js';

export type Engine = typeof EngineModule;

let loaded: Engine | undefined;

/** The cache in `file` if it was made for the bundle with this digest. */
function readCache(file: string, digest: Buffer): { bytes?: Buffer; state: 'found' | 'absent' | 'stale' } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { state: 'absent' };
  }
  return bytes.subarray(0, digest.length).equals(digest) ? { bytes: bytes.subarray(digest.length), state: 'found' } : { state: 'stale' };
}

function writeCache(file: string, digest: Buffer, script: Script): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a process starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([digest, script.createCachedData()]));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Caches kept in the user's folder; older ones (other docsgen or Node versions) are removed. */
const USER_CACHES_KEPT = 4;

function pruneUserCaches(folder: string): void {
  const caches = readdirSync(folder)
    .filter((name) => /^engine-.*\.v8cache$/.test(name))
    .map((name) => ({ path: join(folder, name), mtime: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of caches.slice(USER_CACHES_KEPT)) rmSync(old.path, { force: true });
}

/** This user's cache for this engine, Node version and architecture (never a folder other users share). */
function userCacheFile(digest: Buffer): string | undefined {
  let folder = process.env.XDG_CACHE_HOME;
  try {
    folder ||= join(homedir(), '.cache');
  } catch {
    return undefined;
  }
  return join(folder, 'docsgen', `engine-${digest.toString('hex').slice(0, 16)}-node${process.version.slice(1)}-${process.arch}.v8cache`);
}

/** Runs `engineUrl` (the URL of `engine.cjs`) once per thread and returns its exports. */
export function loadEngine(engineUrl: URL): Engine {
  if (loaded) return loaded;
  const file = fileURLToPath(engineUrl);
  const shippedFile = file.replace(/\.cjs$/, '.v8cache');
  const bytes = readFileSync(file);
  const digest = createHash('sha1').update(bytes).digest();
  // esbuild writes ASCII (it escapes other characters in strings, regular expressions and
  // names; only comments keep them), so Latin-1 reads the code unchanged, and Node keeps a
  // Latin-1 string this large outside V8's heap.
  const source = bytes.toString('latin1');
  // Only the main thread records: worker threads load the same engine from the same cache.
  const recording = process.env.DOCSGEN_WRITE_CODE_CACHE === '1' && isMainThread;

  // V8 compiles the code even when it refuses a cache: the last such script serves if no cache fits.
  let compiled: Script | undefined;
  const withCache = (cachedData: Buffer | undefined): Script | undefined => {
    if (!cachedData) return undefined;
    const script = new Script(source, { filename: file, cachedData });
    if (!script.cachedDataRejected) return script;
    compiled = script;
    return undefined;
  };
  const userFile = recording ? undefined : userCacheFile(digest);
  // The user's own cache exists only where the shipped one did not fit: try it first, and
  // read the shipped one only without it.
  const userBytes = userFile ? readCache(userFile, digest).bytes : undefined;
  const fromUser = withCache(userBytes);
  const shipped = recording || fromUser ? undefined : readCache(shippedFile, digest);
  const fromShipped = withCache(shipped?.bytes);
  // A user cache V8 refused was made under other flags; when the shipped one fits again, it
  // goes, since refusing it costs every later start a second compile of the engine (0.13 s).
  if (userBytes && !fromUser && fromShipped) rmSync(userFile!, { force: true });
  const script = fromUser ?? fromShipped ?? compiled ?? new Script(source, { filename: file });
  const codeCache = fromUser
    ? `engine code cache used: ${userFile}`
    : fromShipped
      ? 'engine code cache used'
      : `engine code cache ${shipped?.state === 'found' ? 'rejected' : (shipped?.state ?? 'absent')}${userFile ? `; saving ${userFile} after the build` : ''}`;

  const module = { exports: {} as Engine };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  loaded = module.exports;

  // The bytecode is saved once the process is done, so that it holds what the build compiled:
  // the shipped cache when recording, else the user's when no cache fitted and a build succeeded.
  let built = false;
  loaded.connectLoader({
    // Configs, themes and pages are ES modules, which code run by vm.Script cannot import.
    importModule: (url) => import(url),
    codeCache,
    onBuilt: () => {
      built = true;
    },
  });
  const save = recording ? shippedFile : !fromUser && !fromShipped && isMainThread ? userFile : undefined;
  if (save) {
    process.once('exit', () => {
      if (!recording && !built) return;
      try {
        writeCache(save, digest, script);
        if (save === userFile) pruneUserCaches(dirname(save));
      } catch (error) {
        // The user's cache is only a speed-up: a folder that cannot be written costs nothing else.
        if (recording) throw error;
      }
    });
  }
  return loaded;
}
