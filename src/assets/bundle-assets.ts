/** Bundles the theme's stylesheet and browser script into small, content-hashed files. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform, type BuildFailure, type Plugin } from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';
import { packageRoot } from '../package-root.js';
import { createHash } from 'node:crypto';

/** A bundled asset ready to write. */
export interface BuiltAsset {
  /** Output path, `/`-separated, relative to the output folder (`assets/style.1a2b3c4d5e.css`). */
  path: string;
  contents: string;
  /** Absolute paths of the source files it was built from, for watch mode. */
  inputs: string[];
  /** Files it refers to (images and fonts of a stylesheet), already under content-hashed names. */
  files: Array<{ path: string; contents: Uint8Array }>;
  /** Absolute paths looked for and not found (a stylesheet's root-relative `url()`s): a file put there would change the bundle. */
  absent?: string[];
}

function asset(name: string, ext: string, contents: string, inputs: string[], files: BuiltAsset['files'] = [], absent: string[] = []): BuiltAsset {
  return {
    path: `assets/${name}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.${ext}`,
    contents,
    inputs,
    files,
    ...(absent.length ? { absent } : {}),
  };
}

/** Files a stylesheet may point at with `url()`: copied under hashed names next to it. */
const STYLESHEET_FILES = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'];

/** The site's stylesheet and what bundling it found wrong in the stylesheets it is made of. */
export interface BuiltStylesheet {
  asset: BuiltAsset;
  diagnostics: Diagnostic[];
}

/**
 * Bundles `entries` (absolute paths of stylesheets, in the order they apply: the theme's, then
 * the site's own) into one minified stylesheet, so a page makes one request and the Content
 * Security Policy's `style-src 'self'` holds. `@import`s and `url()`s are followed from each
 * file; a root-relative `url(/img/x.png)` is looked for in `staticDirs` (as Docusaurus does)
 * and left as written when it is not there. A problem in a stylesheet after the first is a
 * diagnostic at its line, and the site then gets the first (the theme's) alone.
 */
export async function bundleStylesheet(
  entries: readonly string[],
  options: {
    workDir: string;
    staticDirs?: readonly string[];
    name?: string;
    /** CSS the site's MDX and React code imports, already bundled: it comes last, so it wins at equal specificity. */
    siteCodeCss?: string;
  },
): Promise<BuiltStylesheet> {
  const { workDir, staticDirs = [], name = 'style', siteCodeCss } = options;
  const diagnostics: Diagnostic[] = [];
  const outdir = join(workDir, 'assets');
  const absent = new Set<string>();
  const sassInputs = new Set<string>();
  const files: Plugin = {
    name: 'docsgen-stylesheet-urls',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const path = args.path.replace(/[?#].*$/, '');
        const candidates = staticDirs.map((d) => join(d, path)).filter((f, i) => !relative(staticDirs[i]!, f).startsWith('..'));
        const found = candidates.find((f) => existsSync(f));
        for (const f of candidates.slice(0, found ? candidates.indexOf(found) : undefined)) absent.add(f);
        if (!found)
          diagnostics.push(
            missingStaticUrl(
              args.path,
              args.importer,
              staticDirs.map((d) => relative(workDir, d) || '.'),
            ),
          );
        return found ? { path: found } : { path: args.path, external: true };
      });
      // Another site's stylesheet is blocked by the site's `style-src 'self'`: say so where it is imported.
      // It is left out of the bundle: every page would otherwise ask for it and log the policy's refusal.
      b.onResolve({ filter: /^(?:https?:)?\/\//i }, (args) => {
        if (args.kind !== 'import-rule') return { path: args.path, external: true };
        diagnostics.push(externalImport(args.path, args.importer));
        return { path: args.path, namespace: 'docsgen-left-out' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-left-out' }, () => ({ contents: '', loader: 'css' }));
      // Sass in customCss, compiled with the site's own `sass` package (siteStylesheets lets it
      // through only when the site has one); the partials it loads count as inputs of the bundle.
      b.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        const sass = siteSass(workDir)!;
        try {
          const compiled = sass.compile(args.path);
          for (const url of compiled.loadedUrls) if (url.protocol === 'file:') sassInputs.add(fileURLToPath(url));
          return { contents: compiled.css, loader: 'css', resolveDir: dirname(args.path) };
        } catch (error) {
          const e = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number } } };
          const file = e.span?.url?.protocol === 'file:' ? fileURLToPath(e.span.url) : args.path;
          return {
            errors: [
              {
                text: `Sass does not compile: ${(e.sassMessage ?? e.message).replace(/\.$/, '')}`,
                ...(e.span ? { location: { file, line: e.span.start.line + 1, column: e.span.start.column } } : {}),
              },
            ],
          };
        }
      });
    },
  };
  const bundle = async (from: readonly string[]): Promise<BuiltAsset> => {
    const result = await build({
      // One @import per stylesheet, in order: esbuild keeps their order in the bundle.
      stdin: { contents: from.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: workDir, sourcefile: '<stylesheets>' },
      absWorkingDir: workDir,
      bundle: true,
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      outdir,
      assetNames: 'files/[name]-[hash]',
      loader: Object.fromEntries(STYLESHEET_FILES.map((ext) => [ext, 'file' as const])),
      plugins: [files],
      target: ['chrome100', 'firefox100', 'safari15'],
    });
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))!;
    const extra = result.outputFiles
      .filter((f) => f !== css)
      .map((f) => ({ path: `assets/${relative(outdir, f.path).split(sep).join('/')}`, contents: f.contents }));
    const inputs = [
      ...new Set([
        ...Object.keys(result.metafile.inputs)
          .filter((p) => p !== '<stylesheets>')
          .map((p) => resolve(workDir, p)),
        ...sassInputs,
      ]),
    ];
    let text = css.text;
    if (siteCodeCss) text += (await transform(siteCodeCss, { loader: 'css', minify: true, target: ['chrome100', 'firefox100', 'safari15'] })).code;
    return asset(name, 'css', text, inputs, extra, [...absent].sort());
  };
  try {
    return { asset: await bundle(entries), diagnostics };
  } catch (error) {
    const failure = error as Partial<BuildFailure>;
    if (entries.length < 2 || !failure.errors) throw error;
    diagnostics.length = 0;
    for (const e of failure.errors) {
      const where = e.location;
      diagnostics.push({
        severity: 'error',
        code: 'stylesheet/invalid',
        message: `${e.text} in a stylesheet of the site${unresolvedHint(e.text)}`,
        ...(where ? { file: resolve(workDir, where.file), line: where.line, column: where.column + 1 } : {}),
      });
    }
    const themeOnly = await bundle(entries.slice(0, 1));
    return { asset: themeOnly, diagnostics };
  }
}

/** The site's own `sass` package (Docusaurus's Sass plugin compiles with it), if it has one. */
function siteSass(siteDir: string): { compile(path: string): { css: string; loadedUrls: URL[] } } | undefined {
  try {
    return createRequire(join(siteDir, 'package.json'))('sass') as ReturnType<typeof siteSass>;
  } catch {
    return undefined;
  }
}

/**
 * The site's own stylesheets (`customCss`, relative to the site or absolute), in order, checked:
 * a missing file is an error; a Sass file is compiled with the site's `sass` package, and is a
 * warning and left out when the site has none; a Less file is a warning and left out (Docusaurus
 * compiles it through a plugin).
 */
export function siteStylesheets(customCss: readonly string[], siteDir: string, configFile: string | undefined): { files: string[]; diagnostics: Diagnostic[] } {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const where = configFile ? { file: configFile } : {};
  for (const written of customCss) {
    const file = resolve(siteDir, written);
    if (!existsSync(file)) {
      diagnostics.push({
        severity: 'error',
        code: 'config/custom-css',
        message: `customCss: ${written} does not exist (${file}); paths are relative to the site folder`,
        ...where,
      });
    } else if (/\.less$/i.test(file)) {
      diagnostics.push({
        severity: 'warning',
        code: 'config/custom-css',
        message: `customCss: ${written} is Less, which docsgen does not compile, so it is left out; write it as CSS (a .css file) to apply it`,
        ...where,
      });
    } else if (/\.s[ac]ss$/i.test(file) && !siteSass(siteDir)) {
      diagnostics.push({
        severity: 'warning',
        code: 'config/custom-css',
        message: `customCss: ${written} is Sass, and the site has no sass package to compile it with, so it is left out; install it (npm install --save-dev sass) or write the file as CSS`,
        ...where,
      });
    } else files.push(file);
  }
  return { files, diagnostics };
}

/** What to do about a file a stylesheet names that esbuild could not find: a package's file, or a path. */
function unresolvedHint(text: string): string {
  const request = /Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (request === undefined) return '';
  const pkg = /^(?:@[^/.][^/]*\/)?[^/.@][^/]*/.exec(request)?.[0];
  if (pkg !== undefined) return `; it names a file of the package ${pkg}: install it in the site (npm install ${pkg})`;
  return '; a url() or @import is relative to the stylesheet, a path starting with / is looked for in the static folders';
}

/** Where `text` is first written in the stylesheet `file` (its line, and the column of `at` there), if it can be read. */
function placeIn(file: string, text: string, at: string): { line?: number; column?: number } {
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes(text));
    if (line >= 0) return { line: line + 1, column: lines[line]!.indexOf(at) + 1 || 1 };
  } catch {
    // The importer is the bundle's own list of stylesheets: no line to point at.
  }
  return {};
}

/** A warning for `@import url(https://…)`, at the line that says it. */
function externalImport(url: string, importer: string): Diagnostic {
  return {
    severity: 'warning',
    code: 'stylesheet/external-import',
    message: `@import of ${url}: the site's Content-Security-Policy (style-src 'self') stops browsers from loading another site's stylesheet; copy it (and its fonts) into the site and import it by path; it is left out`,
    file: importer,
    ...placeIn(importer, url, '@import'),
  };
}

/** A warning for a root-relative `url(/img/x.png)` found in no static folder, at the line that says it: it is left as written. */
function missingStaticUrl(url: string, importer: string, staticDirs: readonly string[]): Diagnostic {
  return {
    severity: 'warning',
    code: 'stylesheet/missing-url',
    message: `url(${url}) is in no static folder (${staticDirs.join(', ')}), so it is left as written and leads nowhere unless the host serves it; put the file there, or fix the path`,
    file: importer,
    ...placeIn(importer, url, url),
  };
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
  return asset(
    name,
    'js',
    result.outputFiles[0]!.text,
    Object.keys(result.metafile.inputs).map((p) => resolve(p)),
  );
}
