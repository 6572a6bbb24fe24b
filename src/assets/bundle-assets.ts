/** Bundles the stylesheet and the browser script into small, content-hashed files. */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../package-root.js';

/** A bundled asset ready to write. */
export interface BuiltAsset {
  /** Output path, `/`-separated, relative to the output folder (`assets/style.1a2b3c4d.css`). */
  path: string;
  contents: string;
  /** Source files it was built from, for watch mode. */
  inputs: string[];
  /** Built when the package was compiled (see builtins.ts), not by this build. */
  prebuilt?: true;
}

function hashed(name: string, ext: string, contents: string): string {
  return `assets/${name}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.${ext}`;
}

/** Path of the browser entry module. */
export function clientEntry(): string {
  return join(packageRoot(), 'src', 'client', 'index.ts');
}

/** Minifies the theme's stylesheet (and what it imports). */
export async function bundleStylesheet(entry: string): Promise<BuiltAsset> {
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, logLevel: 'silent', target: ['chrome100', 'firefox100', 'safari15'] });
  const contents = result.outputFiles[0]!.text;
  return { path: hashed('style', 'css', contents), contents, inputs: Object.keys(result.metafile.inputs) };
}

/** Bundles the browser runtime (theme toggle, navigation, prefetch…) as one small script. */
export async function bundleClient(entry = clientEntry()): Promise<BuiltAsset> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const contents = result.outputFiles[0]!.text;
  return { path: hashed('client', 'js', contents), contents, inputs: Object.keys(result.metafile.inputs) };
}
