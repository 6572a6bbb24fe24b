/**
 * Evaluates a Docusaurus config file the way `docusaurus build` would, without the site's
 * node_modules. It is bundled with esbuild, and:
 *
 * - every package it imports (`@docusaurus/*`, `prism-react-renderer`, remark plugins…) is
 *   replaced by a stub, a value that can be called, spread and read at any depth; the
 *   migration never copies a stub, but it can write the import that gives it: a stub knows its
 *   package and the properties read to reach it ({@link moduleReference}). `yaml` and
 *   `js-yaml` are the exception: configs read data files with them (customFields), so they get
 *   docsgen's own YAML parser;
 * - the local files it imports run as they are, and record their exports, so that a function
 *   of one (a remark plugin of the site) can be written as an import of that file;
 * - `require.resolve(request)` gives the installed file when there is one, else the path the
 *   file would have (`<folder>/node_modules/<request>` for a package);
 * - `import.meta.url`, `__dirname` and `__filename` name each file's real place, so a config
 *   reading `../package.json` reads the site's;
 * - `process.env.CI` is set and `NODE_ENV` is `production`, as in a CI build;
 * - an exported (async) function is called and awaited.
 */
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
import yaml from 'js-yaml';
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
/** The package a stub came from. */
export const STUB_PACKAGE = Symbol.for('docsgen.migrate.stub-package');
/** The properties read from the package's stub to reach a stub (`['default']`), or null once it was called. */
export const STUB_PATH = Symbol.for('docsgen.migrate.stub-path');
// How the YAML shim reaches docsgen's parser while a config is evaluated.
const YAML_PARSER = Symbol.for('docsgen.migrate.yaml');
// How a local file the config imports records its exports while the config is evaluated.
const LOCAL_EXPORTS = Symbol.for('docsgen.migrate.local-exports');

/** True for a value produced by a stubbed package (a prism theme, a plugin function…). */
export function isStub(value: unknown): boolean {
  return (typeof value === 'function' || typeof value === 'object') && value !== null && (value as Record<symbol, unknown>)[STUB] === true;
}

/** The package a stub came from (`prism-react-renderer`), or undefined for other values. */
export function stubPackage(value: unknown): string | undefined {
  const name = isStub(value) ? (value as Record<symbol, unknown>)[STUB_PACKAGE] : undefined;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Where a value of the evaluated config can be imported from: a package (a stub, and the
 * properties read from it) or a local file the config imports (one of its exports).
 */
export type ModuleReference =
  | { kind: 'package'; module: string; path: string[] }
  | { kind: 'file'; module: string; path: string[] }
  // The value is what calling a package's function returned: migrate did not run it.
  | { kind: 'called'; module: string };

// The exports of the local files each evaluation imported, by value. A WeakMap: the entries go
// with the values, nothing of one migration reaches the next.
const localExports = new WeakMap<object, { file: string; name: string }>();

/** Where `value` can be imported from, or undefined for a value made by the config itself. */
export function moduleReference(value: unknown): ModuleReference | undefined {
  const pkg = stubPackage(value);
  if (pkg !== undefined) {
    const path = (value as Record<symbol, unknown>)[STUB_PATH];
    return Array.isArray(path) ? { kind: 'package', module: pkg, path: path as string[] } : { kind: 'called', module: pkg };
  }
  const local = (typeof value === 'function' || typeof value === 'object') && value !== null ? localExports.get(value) : undefined;
  return local ? { kind: 'file', module: local.file, path: [local.name] } : undefined;
}

/** Records the exports of a local file: each function or object once, under the first file and name that gave it. */
function recordExports(exports: unknown, file: string, commonJs: boolean): void {
  const record = (value: unknown, name: string): void => {
    if ((typeof value === 'function' || (typeof value === 'object' && value !== null)) && !isStub(value) && !localExports.has(value))
      localExports.set(value, { file, name });
  };
  if (typeof exports !== 'function' && (typeof exports !== 'object' || exports === null)) return;
  // `module.exports` is what `import x from` gives; its properties are named imports.
  if (commonJs) record(exports, 'default');
  for (const name of Object.keys(exports)) {
    if (commonJs && name === 'default') continue;
    record((exports as Record<string, unknown>)[name], name);
  }
}

// A callable, constructible, iterable Proxy whose every property is another stub, which knows
// the properties read to reach it (STUB_PATH). It is CommonJS so that `require('x').a.b`, `import x from 'x'` and `import { a } from 'x'` all
// work: esbuild reads named imports of CommonJS through the prototype chain, which leads back
// to the stub. Spreading it gives nothing (`[...themes.github.styles]` is `[]`).
const STUB_SOURCE = `
const STUB = Symbol.for('docsgen.migrate.stub');
const STUB_PACKAGE = Symbol.for('docsgen.migrate.stub-package');
const STUB_PATH = Symbol.for('docsgen.migrate.stub-path');
const PACKAGE = __STUB_NAME__;
function make(path) {
  const fn = function () { return make(null); };
  let proto;
  const handler = {
    get(target, key) {
      if (key === STUB) return true;
      if (key === STUB_PACKAGE) return PACKAGE;
      if (key === STUB_PATH) return path;
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.asyncIterator) return async function* () {};
      if (key === '__esModule' || key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'toString' || key === 'valueOf') return () => '';
      if (key === 'toJSON') return () => null;
      if (typeof key === 'symbol') return undefined;
      return make(path ? [...path, key] : null);
    },
    apply() { return make(null); },
    construct() { return make(null); },
    getPrototypeOf() { return proto ??= new Proxy({}, { get: (_t, key) => handler.get(fn, key) }); },
  };
  return new Proxy(fn, handler);
}
module.exports = make([]);
`;

// `yaml` (parse, default.parse) and `js-yaml` (load, safeLoad) on docsgen's parser.
const YAML_SHIM_SOURCE = `
const parse = (text) => globalThis[Symbol.for('docsgen.migrate.yaml')](String(text));
module.exports = { parse, load: parse, safeLoad: parse, default: { parse, load: parse, safeLoad: parse } };
`;

// Resolution for `require.resolve` calls, which the per-file rewrite below points here. A
// relative path without its extension finds a TypeScript file too, as Docusaurus's loader
// (jiti) finds `require.resolve('./sidebars')` → sidebars.ts.
const BANNER = `
import { createRequire as __docsgenCreateRequire } from 'node:module';
import { existsSync as __docsgenExists } from 'node:fs';
import { dirname as __docsgenDirname, join as __docsgenJoin, resolve as __docsgenResolvePath } from 'node:path';
const __docsgenRequire = __docsgenCreateRequire(import.meta.url);
const __docsgenResolve = (file, request, options) => {
  try {
    return __docsgenCreateRequire(file).resolve(request, options);
  } catch {
    const dir = __docsgenDirname(file);
    if (/^\\.{1,2}(\\/|$)/.test(request) || request.startsWith('/')) {
      const path = __docsgenResolvePath(dir, request);
      const found = ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'].map((ext) => path + ext).find((p) => __docsgenExists(p));
      return found ?? path;
    }
    return __docsgenJoin(dir, 'node_modules', request);
  }
};
`;

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/** Gives each local source file its own location (see the module comment). */
export function placeSource(code: string, file: string): string {
  const url = JSON.stringify(pathToFileURL(file).href);
  let out = code
    .replace(/\bimport\.meta\.url\b/g, url)
    .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(file)))
    .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(file))
    .replace(/(?<![\w$.])require\.resolve\(/g, `__docsgenResolve(${JSON.stringify(file)}, `);
  const declares = (name: string): boolean => new RegExp(`\\b(?:var|let|const|function|class|import)\\s+${name}\\b`).test(out);
  let place = [
    /\b__dirname\b/.test(out) && !declares('__dirname') ? `var __dirname = ${JSON.stringify(dirname(file))};` : '',
    /\b__filename\b/.test(out) && !declares('__filename') ? `var __filename = ${JSON.stringify(file)};` : '',
  ].join('');
  // A TypeScript or ES module file that sets `module.exports` (Docusaurus's loader allows it):
  // the file is an ES module, so `module` and `exports` are its own, and what they hold is its
  // default export.
  const esm = /^[ \t]*(?:import|export)[\s{*]/m.test(out);
  const commonExports = /(?<![\w$.])(?:module\.exports|exports\.[\w$]+)\s*=/.test(out);
  if (esm && commonExports && !declares('module')) {
    place += 'var module = { exports: {} }, exports = module.exports;';
    if (!/^[ \t]*export\s+default\b/m.test(out)) out += '\nexport default module.exports;\n';
  }
  // Kept on the first line so that compile errors point at the right lines.
  if (place) out = out.startsWith('#!') ? out.replace(/\n/, `\n${place}`) : place + out;
  return out;
}

/**
 * Code appended to a local file the config imports, which hands its exports to
 * {@link recordExports} once it has run: an ES module through an import of itself (a namespace
 * is complete when its body ends), a CommonJS one through `module.exports`.
 */
function recordingFooter(code: string, file: string): string {
  const record = `globalThis[Symbol.for('docsgen.migrate.local-exports')]?.`;
  if (/^[ \t]*(?:import|export)[\s{*]/m.test(code))
    return `\nimport * as __docsgenOwnExports from ${JSON.stringify(file)};\n${record}(__docsgenOwnExports, ${JSON.stringify(file)}, false);\n`;
  return `\n;${record}(module.exports, ${JSON.stringify(file)}, true);\n`;
}

function migratePlugin(stubbed: Set<string>, entry: string): Plugin {
  return {
    name: 'docsgen-migrate',
    setup(b) {
      b.initialOptions.define = { ...b.initialOptions.define, 'process.env.CI': '"true"', 'process.env.NODE_ENV': '"production"' };
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.namespace !== 'file') return undefined;
        if (isBuiltin(args.path)) {
          return args.kind === 'require-call' ? { path: args.path, namespace: 'docsgen-builtin' } : { path: args.path, external: true };
        }
        if (args.path === 'yaml' || args.path === 'js-yaml') return { path: args.path, namespace: 'docsgen-yaml' };
        stubbed.add(args.path);
        return { path: args.path, namespace: 'docusaurus-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, (args) => ({
        contents: STUB_SOURCE.replace('__STUB_NAME__', JSON.stringify(args.path)),
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-builtin' }, (args) => ({
        contents: `module.exports = __docsgenRequire(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-yaml' }, () => ({ contents: YAML_SHIM_SOURCE, loader: 'js' }));
      b.onLoad({ filter: SOURCE_FILE }, async (args) => {
        const placed = placeSource(await readFile(args.path, 'utf8'), args.path);
        return {
          contents: args.path === entry ? placed : placed + recordingFooter(placed, args.path),
          loader: LOADERS[extname(args.path)] ?? 'js',
          resolveDir: dirname(args.path),
        };
      });
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

const evaluationError = (error: unknown, file: string): ModuleLoadError =>
  new ModuleLoadError(`threw while evaluating: ${(error as Error)?.message ?? String(error)}`, file);

/** Bundles `file` with stubbed packages, imports it and returns its default export. */
export async function loadModule(file: string): Promise<LoadedModule> {
  const stubbed = new Set<string>();
  const global = globalThis as Record<symbol, unknown>;
  // Set only while the file is evaluated; nothing stays behind in the process.
  global[YAML_PARSER] = (text: string): unknown => yaml.safeLoad(text);
  global[LOCAL_EXPORTS] = recordExports;
  try {
    let mod: { default?: unknown };
    try {
      mod = (await importOnce<{ default?: unknown }>(file, [migratePlugin(stubbed, resolve(file))], BANNER)).exports;
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
      throw evaluationError(error, file);
    }
    try {
      let value = mod.default;
      if (typeof value === 'function' && !isStub(value)) value = await (value as () => unknown)();
      return { value: await value, stubbed: [...stubbed].sort() };
    } catch (error) {
      throw evaluationError(error, file);
    }
  } finally {
    delete global[YAML_PARSER];
    delete global[LOCAL_EXPORTS];
  }
}
