/**
 * What the compiled engine's loader (engine-loader.ts) tells the engine about how it was loaded.
 * Unset when the engine runs from its TypeScript sources (the tests).
 */
import { setModuleImporter } from './modules/import-bundled.js';

/**
 * Whether the engine's bytecode came from its code cache: `stale` when the cache belongs to
 * another build of the engine, `rejected` when V8 refused it (another Node version, V8 flags).
 */
export type CodeCacheState = 'used' | 'absent' | 'stale' | 'rejected';

let codeCache: CodeCacheState | undefined;

export interface LoaderInfo {
  /** Imports an ES module: code run through `vm.Script` cannot use `import()` itself. */
  importModule(url: string): Promise<unknown>;
  codeCache: CodeCacheState;
}

export function connectLoader(info: LoaderInfo): void {
  setModuleImporter(info.importModule);
  codeCache = info.codeCache;
}

/** For `--verbose`: how the engine's code was compiled, when it runs compiled. */
export function codeCacheState(): CodeCacheState | undefined {
  return codeCache;
}
