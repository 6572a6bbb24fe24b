/**
 * Loads the compiled engine (`dist/engine.cjs`, one CommonJS bundle of `src/engine.ts`) with
 * the V8 code cache that `scripts/compile.mjs` records next to it (`engine.v8cache`).
 *
 * Why: a cold build of a small site spent about a sixth of its time compiling the engine's
 * JavaScript: parsing 2.9 MB of bundled code and turning every function it calls into
 * bytecode. The cache holds that bytecode, recorded while compiling the engine by building a
 * sample site. Node 20 has no
 * compile cache for ES modules, hence CommonJS run through `vm.Script`.
 *
 * The cache starts with the SHA-1 of the bundle it belongs to; a cache for another bundle, or
 * one V8 rejects (another Node version, other V8 flags), is ignored and the engine compiles as
 * usual. With DOCSGEN_WRITE_CODE_CACHE=1 the cache is written when the process exits.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type * as EngineModule from './engine.js';
import type { CodeCacheState } from './engine-host.js';

export type Engine = typeof EngineModule;

let loaded: Engine | undefined;

function readCache(file: string, digest: Buffer): { cachedData?: Buffer; state: CodeCacheState } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { state: 'absent' };
  }
  return bytes.subarray(0, digest.length).equals(digest) ? { cachedData: bytes.subarray(digest.length), state: 'used' } : { state: 'stale' };
}

/** Runs `engineUrl` (the URL of `engine.cjs`) once per thread and returns its exports. */
export function loadEngine(engineUrl: URL): Engine {
  if (loaded) return loaded;
  const file = fileURLToPath(engineUrl);
  const cacheFile = file.replace(/\.cjs$/, '.v8cache');
  const bytes = readFileSync(file);
  const digest = createHash('sha1').update(bytes).digest();
  // esbuild writes ASCII (it escapes other characters in strings, regular expressions and
  // names; only comments keep them), so Latin-1 reads the code unchanged, and Node keeps a
  // Latin-1 string this large outside V8's heap.
  const source = bytes.toString('latin1');
  const { cachedData, state } = readCache(cacheFile, digest);
  const script = new Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as Engine };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  loaded = module.exports;
  loaded.connectLoader({
    // Configs, themes and pages are ES modules, which code run by vm.Script cannot import.
    importModule: (url) => import(url),
    codeCache: script.cachedDataRejected ? 'rejected' : state,
  });
  if (process.env.DOCSGEN_WRITE_CODE_CACHE === '1') {
    process.once('exit', () => writeFileSync(cacheFile, Buffer.concat([digest, script.createCachedData()])));
  }
  return loaded;
}
