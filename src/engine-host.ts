/**
 * What the compiled engine's loader (engine-loader.ts) tells the engine about how it was loaded,
 * and what the engine tells it back. Unset when the engine runs from its TypeScript sources
 * (the tests).
 */
import { setModuleImporter } from './modules/import-bundled.js';

export interface LoaderInfo {
  /** Imports an ES module: code run through `vm.Script` cannot use `import()` itself. */
  importModule(url: string): Promise<unknown>;
  /** For `--verbose`: which code cache the engine's bytecode came from, or why none. */
  codeCache: string;
  /** Called after each build that succeeds. */
  onBuilt(): void;
}

let loader: LoaderInfo | undefined;

export function connectLoader(info: LoaderInfo): void {
  setModuleImporter(info.importModule);
  loader = info;
}

/** For `--verbose`: how the engine's code was compiled, when it runs compiled. */
export function describeCodeCache(): string | undefined {
  return loader?.codeCache;
}

/** Tells the loader a build succeeded (it then saves the bytecode that build compiled, if it should). */
export function buildSucceeded(): void {
  loader?.onBuilt();
}
