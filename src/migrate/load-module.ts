/**
 * Evaluates a Docusaurus config (or sidebars) file. It is bundled with esbuild the way
 * docsgen bundles its own config, except that every package it imports (`@docusaurus/*`,
 * `prism-react-renderer`, remark plugins…) is replaced by a stub: the migration only needs
 * the plain values, and the site need not have its node_modules installed.
 */
import { isBuiltin } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { CompileError, importOnce } from '../modules/bundle-module.js';

/** The file could not be compiled or threw while evaluating. */
export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'ModuleLoadError';
  }
}

/** Marks values that came from a stubbed package, so the migration never copies them. */
export const STUB = Symbol.for('docsgen.migrate.stub');

/** True for a value produced by a stubbed package (a prism theme, a plugin function…). */
export function isStub(value: unknown): boolean {
  return (typeof value === 'function' || typeof value === 'object') && value !== null && (value as Record<symbol, unknown>)[STUB] === true;
}

// A callable, constructible Proxy whose every property is another stub. It is CommonJS so that
// `require('x').a.b`, `import x from 'x'` and `import { a } from 'x'` all work: esbuild reads
// named imports of CommonJS through the prototype chain, which leads back to the stub.
const STUB_SOURCE = `
const STUB = Symbol.for('docsgen.migrate.stub');
function make(name) {
  const fn = function () { return make(name + '()'); };
  let proto;
  const handler = {
    get(target, key) {
      if (key === STUB) return true;
      if (key === '__esModule' || key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'toString' || key === 'valueOf') return () => '';
      if (key === 'toJSON') return () => null;
      if (typeof key === 'symbol') return undefined;
      return make(name + '.' + key);
    },
    apply() { return make(name + '()'); },
    construct() { return make('new ' + name); },
    getPrototypeOf() { return proto ??= new Proxy({}, { get: (_t, key) => handler.get(fn, key) }); },
  };
  return new Proxy(fn, handler);
}
module.exports = make(__STUB_NAME__);
`;

function stubPackages(stubbed: Set<string>): Plugin {
  return {
    name: 'docsgen-migrate-stub-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path) || args.namespace === 'docusaurus-stub') return undefined;
        stubbed.add(args.path);
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, (args) => ({
        contents: STUB_SOURCE.replace('__STUB_NAME__', JSON.stringify(args.path)),
        loader: 'js',
      }));
    },
  };
}

/** What evaluating a file gave. */
export interface LoadedModule {
  /** The default export (or `module.exports`); a function export is called and awaited. */
  value: unknown;
  /** Packages that were replaced by stubs. */
  stubbed: string[];
}

/** Bundles `file` with stubbed packages, imports it and returns its default export. */
export async function loadModule(file: string): Promise<LoadedModule> {
  const stubbed = new Set<string>();
  // CommonJS configs call `require.resolve('./sidebars.js')` and use `__dirname`.
  const banner = [
    `import { createRequire as __docsgenCreateRequire } from 'node:module';`,
    `const require = __docsgenCreateRequire(${JSON.stringify(pathToFileURL(file).href)});`,
    `const __filename = ${JSON.stringify(file)};`,
    `const __dirname = ${JSON.stringify(dirname(file))};`,
  ].join('\n');
  let mod: { default?: unknown };
  try {
    mod = (await importOnce<{ default?: unknown }>(file, [stubPackages(stubbed)], banner)).exports;
  } catch (error) {
    if (error instanceof CompileError) {
      const first = error.errors[0]!;
      throw new ModuleLoadError(
        `does not compile: ${first.text}`,
        first.location?.file ? resolve(first.location.file) : file,
        first.location?.line,
        first.location ? first.location.column + 1 : undefined,
      );
    }
    throw new ModuleLoadError(`threw while evaluating: ${(error as Error)?.message ?? String(error)}`, file);
  }
  try {
    let value = mod.default;
    if (typeof value === 'function' && !isStub(value)) value = await (value as () => unknown)();
    return { value: await value, stubbed: [...stubbed].sort() };
  } catch (error) {
    throw new ModuleLoadError(`threw while evaluating: ${(error as Error)?.message ?? String(error)}`, file);
  }
}
