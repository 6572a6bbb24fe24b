/** Bundles the theme's stylesheet and browser script into small, content-hashed files. */
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { packageRoot } from '../package-root.js';
import { createHash } from 'node:crypto';

/** A bundled asset ready to write. */
export interface BuiltAsset {
  /** Output path, `/`-separated, relative to the output folder (`assets/style.1a2b3c4d5e.css`). */
  path: string;
  contents: string;
  /** Absolute paths of the source files it was built from, for watch mode. */
  inputs: string[];
}

function asset(name: string, ext: string, contents: string, inputs: Record<string, unknown>): BuiltAsset {
  return {
    path: `assets/${name}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.${ext}`,
    contents,
    inputs: Object.keys(inputs).map((p) => resolve(p)),
  };
}

/** Minifies a stylesheet and what it imports. */
export async function bundleStylesheet(entry: string, name = 'style'): Promise<BuiltAsset> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    target: ['chrome100', 'firefox100', 'safari15'],
  });
  return asset(name, 'css', result.outputFiles[0]!.text, result.metafile.inputs);
}

/** A theme's browser code imports `docsgen/client` and `docsgen/client/search`: always this engine's copy. */
const docsgenClient: Plugin = {
  name: 'docsgen-client',
  setup(b) {
    b.onResolve({ filter: /^docsgen\/client$/ }, () => ({ path: join(packageRoot(), 'src', 'client', 'index.ts') }));
    b.onResolve({ filter: /^docsgen\/client\/search$/ }, () => ({ path: join(packageRoot(), 'src', 'client', 'search', 'index.ts') }));
  },
};

/**
 * Bundles a browser entry as one small script: a classic script for the page's `<head>`, or,
 * with `format: 'esm'`, a module a page loads with `import()` when it needs it.
 */
export async function bundleScript(entry: string, name = 'client', format: 'iife' | 'esm' = 'iife'): Promise<BuiltAsset> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format,
    target: ['es2019'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [docsgenClient],
  });
  return asset(name, 'js', result.outputFiles[0]!.text, result.metafile.inputs);
}
