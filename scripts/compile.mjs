// Compiles the engine (bin/ and src/, minus the browser code) to dist/ with esbuild, records a
// V8 code cache for it, and writes type declarations for the public entry points (`docsgen`,
// `docsgen/theme-api`).
// - The engine and its dependencies are one CommonJS bundle, dist/engine.cjs (from
//   src/engine.ts). Loading hundreds of small modules one by one took a quarter of a small
//   site's build, in the main thread and again in every worker thread.
// - src/engine-loader.ts runs it with the bytecode V8 compiled for it while this script built a
//   sample site (dist/engine.v8cache): compiling the engine's code was another sixth.
// - The entry points (the executable, the library, the theme API, the worker thread's script)
//   are small ES modules that load the engine.
// The theme (templates/) and the browser code (src/client/) ship as source: the engine
// bundles them at build time, so watch mode can rebuild them and a site can swap its theme.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSite } from '../bench/generate-site.mjs';
import { countMatchGroups } from './count-match-groups.mjs';

const root = new URL('..', import.meta.url).pathname;
const PUBLIC_ENTRIES = ['src/index.ts', 'src/theme-api.ts'];
// The executable, the worker thread's script, and the engine's loader (the benchmarks use it).
const ENTRIES = ['bin/docsgen.ts', ...PUBLIC_ENTRIES, 'src/plan/page-worker-thread.ts', 'src/engine-loader.ts'];
// Not bundled: esbuild runs a native binary found next to its package; React must be the one
// copy that themes and page components (bundled at build time) import too.
const EXTERNAL = ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'];

function listSources(dir) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = join(dir, name);
    if (rel === join('src', 'client')) continue;
    if (statSync(join(root, rel)).isDirectory()) out.push(...listSources(rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

// Declarations take a TypeScript program (seconds); esbuild takes milliseconds. They are cached
// by the hash of everything they depend on, so an unchanged engine costs nothing.
function typesCacheKey(require) {
  const hash = createHash('sha256');
  hash.update(require('typescript/package.json').version);
  for (const file of ['tsconfig.json', 'package-lock.json', ...listSources('src').sort()]) {
    const full = join(root, file);
    if (existsSync(full)) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Emits `.d.ts` files for the public entries and every module their declarations import. */
async function emitDeclarations(outDir) {
  const require = createRequire(join(root, 'package.json'));
  try {
    require.resolve('typescript');
  } catch {
    console.warn('typescript is not installed: skipping type declarations');
    return;
  }
  const cacheRoot = join(root, 'node_modules', '.cache', 'docsgen-types');
  const cached = join(cacheRoot, typesCacheKey(require));
  if (existsSync(join(cached, 'done'))) {
    cpSync(join(cached, 'dist'), outDir, { recursive: true });
    return;
  }

  const ts = require('typescript');
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  const options = { ...parsed.options, noEmit: false, declaration: true, emitDeclarationOnly: true, outDir, rootDir: root, paths: undefined };
  const entries = PUBLIC_ENTRIES.map((f) => join(root, f));
  const program = ts.createProgram({ rootNames: entries, options });
  const written = [];
  const queue = [...entries];
  const seen = new Set();
  const problems = [];
  // Only declarations reachable from the public entries are emitted, so the package does not
  // describe internal modules it does not export.
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`cannot emit declarations: ${relative(root, file)} is not part of the program`);
    const result = program.emit(source, (name, text) => {
      mkdirSync(dirname(name), { recursive: true });
      writeFileSync(name, text);
      written.push(name);
      for (const m of text.matchAll(/from ['"](\.{1,2}\/[^'"]+)\.js['"]/g)) queue.push(resolve(dirname(file), `${m[1]}.ts`));
    }, undefined, true);
    problems.push(...result.diagnostics);
  }
  if (problems.length) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`type declarations failed:\n${ts.formatDiagnostics(problems, host)}`);
  }

  rmSync(cacheRoot, { recursive: true, force: true });
  for (const name of written) {
    const target = join(cached, 'dist', relative(outDir, name));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(name, target);
  }
  writeFileSync(join(cached, 'done'), '');
}

/**
 * Records dist/engine.v8cache: builds a generated sample site (the benchmarks' realistic API
 * pages: tables, admonitions, code in several languages) on the main thread, so V8 compiles
 * what a build runs, and saves that bytecode when the process exits.
 */
function recordCodeCache() {
  const work = mkdtempSync(join(tmpdir(), 'docsgen-compile-'));
  try {
    generateSite(join(work, 'site'), 40);
    const run = spawnSync(process.execPath, [join(root, 'dist/bin/docsgen.js'), 'build', join(work, 'site'), '--out', join(work, 'out')], {
      env: { ...process.env, DOCSGEN_WRITE_CODE_CACHE: '1', DOCSGEN_THREADS: '0' },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`building the sample site with the compiled engine failed:\n${run.stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes dist/builtins.json with the compiled engine (src/builtins.ts): the built-in theme's
 * stylesheet and the browser script, bundled ahead of time, and the files each of them and the
 * theme were made from. Before the code cache, so that its sample build runs as users' builds do.
 */
function recordBuiltins() {
  const loader = pathToFileURL(join(root, 'dist/src/engine-loader.js')).href;
  const script = `const { loadEngine } = await import(${JSON.stringify(loader)}); await loadEngine(new URL('../engine.cjs', ${JSON.stringify(loader)})).recordBuiltins();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) throw new Error(`recording the built-in theme and assets failed:\n${run.stderr}`);
}

/**
 * An esbuild plugin that changes the source of the dependency files matching `filter` with
 * `patch(source, path)`; `patch` throws when the source is no longer what it expects, so an
 * update of the library fails the compile instead of silently shipping it unchanged.
 */
function sourcePatch(name, filter, patch) {
  return {
    name,
    setup(b) {
      b.onLoad({ filter }, (args) => ({ contents: patch(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
    },
  };
}

/**
 * gray-matter reads frontmatter with js-yaml's safe schema, but js-yaml's `!!js/function` type
 * (of its full schema, never used here) requires esprima when loaded: 280 KB of JavaScript,
 * about 9 ms and 2.6 MB in every process and worker thread. The engine leaves it out.
 */
const withoutEsprima = sourcePatch('without-esprima', /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/, (source, path) => {
  const patched = source.replace("esprima = _require('esprima');", 'esprima = undefined;');
  if (patched === source) throw new Error(`${path} no longer loads esprima as expected: update the without-esprima plugin`);
  return patched;
});

/**
 * mdast-util-from-markdown turns the tokenizer's events into the tree. For every event it gives
 * the handler a fresh copy of its context with that event's `sliceSerialize` added: about three
 * million short-lived objects for 1,000 pages, a fifth of the parse time with the garbage they
 * make. Handlers only read `this` during the call, so the engine sets `sliceSerialize` on the
 * one context instead.
 */
const sharedCompileContext = sourcePatch('shared-compile-context', /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/, (source, path) => {
  const copies = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;
  const loopStart = 'const handler = config[events[index][0]];';
  const count = source.match(copies)?.length ?? 0;
  if (count !== 3 || source.split(loopStart).length !== 2) {
    throw new Error(`${path} no longer copies its context per event as expected (${count} copies): update the shared-compile-context plugin`);
  }
  return source.replace(copies, 'context').replace(loopStart, `${loopStart} context.sliceSerialize = events[index][2].sliceSerialize;`);
});

/**
 * mdast-util-to-hast starts each page by walking the whole tree with unist-util-visit, which
 * builds an array of ancestors for every node, only to collect the link and footnote
 * definitions: 3% of the parse. The engine walks it with a plain loop, in the same order.
 */
const plainDefinitionWalk = sourcePatch('plain-definition-walk', /[\\/]mdast-util-to-hast[\\/]lib[\\/]state\.js$/, (source, path) => {
  const walk = 'visit(tree, function (node) {';
  if (source.split(walk).length !== 2) throw new Error(`${path} no longer collects definitions with visit() as expected: update the plain-definition-walk plugin`);
  const helper = "\nfunction visitEveryNode(node, visitor) {\n  visitor(node);\n  if (node.children) for (const child of node.children) visitEveryNode(child, visitor);\n}\n";
  return source.replace(walk, 'visitEveryNode(tree, function (node) {') + helper;
});

/**
 * Two changes to highlight.js's core, which compiles a grammar the first time a page uses it
 * and then highlights with it:
 * - It enters each mode of a grammar by making its state with
 *   `Object.create(mode, { parent: { value: top } })`, which takes V8's slow path for property
 *   descriptors: 2.8% of the parse. The engine makes the state and then sets `parent`; the code
 *   only ever reads it.
 * - It counts the capturing groups of each rule by compiling another regular expression; the
 *   engine reads them from the source instead (`count-match-groups.mjs`).
 */
const highlightCore = sourcePatch('highlight-core', /[\\/]highlight\.js[\\/]lib[\\/]core\.js$/, (source, path) => {
  const make = 'top = Object.create(mode, { parent: { value: top } });';
  if (source.split(make).length !== 2) throw new Error(`${path} no longer makes mode states as expected: update the highlight-core plugin`);
  const count = /function countMatchGroups\(re\) \{\n  return \(new RegExp\(re\.toString\(\) \+ '\|'\)\)\.exec\(''\)\.length - 1;\n\}/;
  if (!count.test(source)) throw new Error(`${path} no longer counts match groups as expected: update the highlight-core plugin`);
  return source.replace(make, 'const state = Object.create(mode); state.parent = top; top = state;').replace(count, () => countMatchGroups.toString());
});

/**
 * micromark-util-subtokenize expands the content of a page's tokens level by level, and keeps
 * the stretches of events it has just inserted (to skip them until the next level) in plain
 * objects keyed by event index, merged with `Object.assign`. With keys in the thousands those
 * objects are dictionaries, and the merge and the `in` lookup per event were a tenth of its
 * time. The engine keeps them in Maps: same keys, same values, same order of work.
 */
const subtokenizeJumpMaps = sourcePatch('subtokenize-jump-maps', /[\\/]micromark-util-subtokenize[\\/]index\.js$/, (source, path) => {
  const edits = [
    [/const jumps = \{\};/, 'const jumps = new Map();'],
    [/while \(index in jumps\) \{\s*index = jumps\[index\];\s*\}/, 'while (jumps.has(index)) index = jumps.get(index);'],
    [/Object\.assign\(jumps, subcontent\(events, index\)\);\s*index = jumps\[index\];/, 'for (const [from, to] of subcontent(events, index)) jumps.set(from, to);\n        index = jumps.get(index);'],
    [/const gaps = \{\};/, 'const gaps = new Map();'],
    [/gaps\[adjust \+ jumps\[index\]\[0\]\] = adjust \+ jumps\[index\]\[1\];/, 'gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);'],
  ];
  for (const [pattern, replacement] of edits) {
    const found = source.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (found !== 1) throw new Error(`${path} no longer has ${pattern} once (${found} times): update the subtokenize-jump-maps plugin`);
    source = source.replace(pattern, () => replacement);
  }
  if (/\bjumps\[index\](?!\[)|\bgaps\[/.test(source)) throw new Error(`${path} reads jumps or gaps as objects somewhere else: update the subtokenize-jump-maps plugin`);
  return source;
});

/**
 * The engine renders with `renderToStaticMarkup` alone, but `react-dom/server` loads React's
 * streaming renderer too: 300 KB of JavaScript compiled in every process and worker thread.
 * The engine bundles the legacy renderer (the one `renderToStaticMarkup` comes from) instead,
 * so its code is also in the engine's code cache. `react` and `react-dom` stay external: one
 * copy, shared with themes and page components.
 */
const staticRendererOnly = {
  name: 'static-renderer-only',
  setup(b) {
    b.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: 'react-dom/server', namespace: 'static-renderer' }));
    b.onLoad({ filter: /.*/, namespace: 'static-renderer' }, () => {
      const cjs = join(dirname(createRequire(join(root, 'package.json')).resolve('react-dom/package.json')), 'cjs');
      const production = join(cjs, 'react-dom-server-legacy.node.production.js');
      if (!existsSync(production)) throw new Error(`react-dom no longer has ${production}: update the static-renderer-only plugin`);
      // Outside production (tests of the library, say) React's own entry serves, as before.
      return { contents: `module.exports = process.env.NODE_ENV === 'production' ? require(${JSON.stringify(production)}) : require('react-dom/server.node');`, resolveDir: cjs, loader: 'js' };
    });
  },
};

const outDir = join(root, 'dist');
rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: 'dist',
  outbase: '.',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  external: EXTERNAL,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
await build({
  absWorkingDir: root,
  entryPoints: ['src/engine.ts'],
  outfile: 'dist/engine.cjs',
  bundle: true,
  plugins: [staticRendererOnly, withoutEsprima, sharedCompileContext, subtokenizeJumpMaps, plainDefinitionWalk, highlightCore],
  external: EXTERNAL,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  // The engine finds its package (the theme, the worker script) from its own location.
  define: { 'import.meta.url': '__docsgenModuleUrl' },
  // Wrapped as Node wraps a CommonJS module, so the loader runs the file as it is.
  banner: { js: "(function (exports, require, module, __filename, __dirname) {\nvar __docsgenModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
  footer: { js: '})' },
  sourcemap: 'linked',
  logLevel: 'warning',
});
chmodSync(join(outDir, 'bin/docsgen.js'), 0o755);
recordBuiltins();
recordCodeCache();
await emitDeclarations(outDir);
console.log(`compiled ${relative(process.cwd(), outDir) || 'dist'}`);
