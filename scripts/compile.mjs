// Compiles docsgen for running and publishing: bin/ and src/ (but the browser code) are bundled
// with esbuild into ES modules in dist/, with their dependencies, and the public entry points
// get type declarations.
// - Entry points: the executable (dist/bin/docsgen.js), the library (dist/index.js), the theme
//   API (dist/theme-api.js) and the worker thread's script (dist/worker.js); code they share is
//   split into dist/chunks/, and parts only some commands need (serve, migrate) load on use.
// - Dependencies are bundled, so a process (and each worker thread) loads a few files instead
//   of several hundred small modules. Not bundled: esbuild (a native binary found next to its
//   package) and React (themes and pages, bundled when a site is built, must import the same
//   copy). Those are the package's runtime dependencies; the others are devDependencies.
// - Dependency patches (patches/*.patch, the patch-package format) are applied to the bundled
//   copy only; see scripts/patches.mjs.
// The theme (templates/) and the browser code (src/client/) ship as sources: they are bundled
// when a site is built, so a site can bring its own theme and watch mode can rebuild them.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { patchPlugin } from './patches.mjs';

const root = new URL('..', import.meta.url).pathname;
const PUBLIC_ENTRIES = ['src/index.ts', 'src/theme-api.ts'];
const ENTRIES = {
  'bin/docsgen': 'bin/docsgen.ts',
  index: 'src/index.ts',
  'theme-api': 'src/theme-api.ts',
  worker: 'src/pages/worker-thread.ts',
};
const EXTERNAL = ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'];

function listSources(dir) {
  const out = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) out.push(...listSources(rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/**
 * Emits `.d.ts` files for the public entries and the modules their declarations import. A
 * TypeScript program takes seconds, so the result is cached by the hash of its inputs.
 */
function emitDeclarations(outDir) {
  const require = createRequire(join(root, 'package.json'));
  const ts = require('typescript');
  const hash = createHash('sha256').update(ts.version);
  for (const file of ['tsconfig.json', 'package-lock.json', ...listSources('src').sort()]) {
    if (existsSync(join(root, file)))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  const cached = join(root, 'node_modules', '.cache', 'docsgen-types', hash.digest('hex').slice(0, 16));
  if (!existsSync(join(cached, 'done'))) {
    rmSync(dirname(cached), { recursive: true, force: true });
    const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    const options = {
      ...parsed.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: cached,
      rootDir: join(root, 'src'),
      paths: undefined,
    };
    const entries = PUBLIC_ENTRIES.map((f) => join(root, f));
    const program = ts.createProgram({ rootNames: entries, options });
    const queue = [...entries];
    const seen = new Set();
    const problems = [];
    // Only declarations reachable from the public entries are emitted, so the package does not
    // describe internal modules it does not export.
    while (queue.length) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      const result = program.emit(
        program.getSourceFile(file),
        (name, text) => {
          mkdirSync(dirname(name), { recursive: true });
          writeFileSync(name, text);
          for (const m of text.matchAll(/from ['"](\.{1,2}\/[^'"]+)\.js['"]/g)) queue.push(resolve(dirname(file), `${m[1]}.ts`));
        },
        undefined,
        true,
      );
      problems.push(...result.diagnostics);
    }
    if (problems.length) {
      const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
      throw new Error(`type declarations failed:\n${ts.formatDiagnostics(problems, host)}`);
    }
    writeFileSync(join(cached, 'done'), '');
  }
  cpSync(cached, outDir, { recursive: true, filter: (src) => !src.endsWith('done') });
}

const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
const patches = patchPlugin(root);
await build({
  entryPoints: ENTRIES,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  external: EXTERNAL,
  // Bundled CommonJS dependencies call require() for Node's own modules.
  banner: { js: "import { createRequire as __docsgenRequire } from 'node:module';\nconst require = __docsgenRequire(import.meta.url);" },
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [patches.plugin],
});
patches.assertApplied();
chmodSync(join(dist, 'bin', 'docsgen.js'), 0o755);
emitDeclarations(join(dist, 'types'));
console.log(`compiled ${relative(process.cwd(), dist) || '.'}`);
