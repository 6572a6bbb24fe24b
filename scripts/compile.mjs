// Compiles the engine (bin/ and src/, minus the browser code) to dist/ with esbuild.
// The theme (templates/) and the browser code (src/client/) ship as source: the engine
// bundles them at build time, so watch mode can rebuild them and a site can swap its theme.
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: [...listSources('bin'), ...listSources('src')],
  outdir: 'dist',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
chmodSync(join(root, 'dist/bin/docsgen.js'), 0o755);
console.log(`compiled ${relative(process.cwd(), join(root, 'dist')) || 'dist'}`);
