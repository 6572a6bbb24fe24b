/**
 * The site's own code in one esbuild build: every MDX page (compiled by `compile-mdx.ts`),
 * every React page, the site's `src/theme/Root`, and what they import (components of the site, Markdown and MDX partials,
 * packages, JSON, CSS and CSS modules, images and other files). Each module is bundled once per
 * build, whatever number of pages import it; the output is ES modules (shared code in chunks)
 * in a folder of the build's module folder, which every thread imports. React stays the
 * engine's copy; `@theme/*`, `@docusaurus/*` and `@site/*` lead where `site-modules.ts` says.
 *
 * One file: the esbuild plugins that resolve and load the site's imports share this build's
 * state (pages, module names, diagnostics).
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Metafile, type Plugin } from 'esbuild';
import { whereInFile, type Diagnostic } from '../diagnostics.js';
import { markdownFormat } from '../discover/mdx-detect.js';
import { splitFrontmatter } from '../discover/frontmatter.js';
import type { HeadingInfo } from '../markdown/headings.js';
import type { LinkRef } from '../markdown/links.js';
import { parseMarkdown, type ParseContext } from '../markdown/parse-markdown.js';
import { publishablePath } from '../assets/published-file.js';
import { packageRoot } from '../package-root.js';
import { compileMdx, markdownToc } from './compile-mdx.js';
import { compatMissingExport, missingExportsPlugin, noMissingExports, planMissingExport } from './missing-exports.js';
import { createMarkdownPipeline, type MarkdownPipeline } from '../markdown/plugin-pipeline.js';
import type { InstancePlugins } from '../markdown/plugins.js';
import type { SiteConfigView } from '../compat/render-context.js';
import { DOCUSAURUS_MODULE_NAMES, docusaurusModule, providerModule, swizzled, themeModule } from './site-modules.js';

/** An MDX page to bundle. */
export interface MdxPageInput {
  file: string;
  /** Its text, frontmatter blanked out. */
  text: string;
  frontMatter: Record<string, unknown>;
  /** Docusaurus's `metadata` export. */
  metadata: Record<string, unknown>;
  linkRoots: string[];
  /** The URL its relative links are resolved against, as a browser on the page would (see MarkdownSource). */
  linkBase: string;
  /** A blog post with a truncate marker: its text up to the marker, compiled apart for list pages. */
  summaryText?: string;
}

/** The suffix of a post's summary module (the post up to its truncate marker). */
const SUMMARY = '?docsgen-summary';
/** What compiled MDX imports its components from when the site has its own `MDXComponents`. */
const SITE_PROVIDER = 'docsgen-site-mdx-provider';

/** What the compile of one MDX page or partial found. */
export interface MdxFacts {
  headings: HeadingInfo[];
  h1?: string;
  links: LinkRef[];
}

/** The bundled site code. */
export interface SiteBundle {
  /** Source file of a page → file URL of its module. */
  modules: Map<string, string>;
  /**
   * Source file of a page → its module's name in the bundle, which carries a hash of its code
   * and of every chunk it imports: the same whenever nothing the page imports changed.
   */
  moduleIds: Map<string, string>;
  /** Source file of a truncated blog post → its summary's module: file URL and name, as for pages. */
  summaries: Map<string, { module: string; moduleId: string }>;
  /** Source file of an MDX page or partial → what its compile found. */
  facts: Map<string, MdxFacts>;
  /** Source file of a page → the Markdown and MDX partials it uses (its links are checked with the page's). */
  partialsOf: Map<string, string[]>;
  /** CSS the site's code imports, in one stylesheet. */
  css: string;
  /** Local files the code imports, to publish: output path → source file. */
  files: Map<string, string>;
  /** Source file of a page → every source file its module is built from, for watch mode. */
  inputsOf: Map<string, string[]>;
  diagnostics: Diagnostic[];
  /** Removes the bundle's folder (after the pages are rendered). */
  dispose(): void;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg)$/i;
const FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|pdf|woff2?|ttf|eot|otf|mp4|webm|mp3|wav|ogg|zip|txt|csv|xml|ya?ml|docx?|xlsx?|pptx?)$/i;

/** A module for an import docsgen cannot provide: a component that renders nothing (the build fails with a diagnostic anyway). */
const STUB = `const stub = () => null;\nexport default stub;\n`;

/** An SVG file as a React component rendering it inline (Docusaurus's SVGR), its URL as `url`. */
function svgComponent(file: string, url: string): string {
  const svg = readFileSync(file, 'utf8')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!DOCTYPE[\s\S]*?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*)>/i.exec(svg);
  const attrs: Record<string, string> = {};
  for (const m of (open?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = m[1]!;
    // Inline styles would need the CSP to allow them; the SVG's attributes and classes style it.
    if (name === 'style') continue;
    attrs[name === 'class' ? 'className' : name] = m[3] ?? m[4] ?? '';
  }
  const inner = open ? svg.slice(open.index + open[0].length, svg.lastIndexOf('</svg>')) : '';
  return [
    `import { createElement } from 'react';`,
    `export const url = ${JSON.stringify(url)};`,
    `const attributes = ${JSON.stringify(attrs)};`,
    `export function ReactComponent({ title, ...props }) { return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: (title ? '<title>' + String(title).replace(/[&<]/g, (c) => (c === '&' ? '&amp;' : '&lt;')) + '</title>' : '') + ${JSON.stringify(inner)} } }); }`,
    `export default ReactComponent;`,
  ].join('\n');
}

/** What to do about an import nothing resolves: Docusaurus's generated modules are not files to install. */
function unresolvedHint(request: string): string {
  if (request.startsWith('@generated/'))
    return "Docusaurus's build writes @generated/ modules and docsgen does not run it; docsgen gives @generated/docusaurus.config, and the plugins' data through @docusaurus/useGlobalData";
  return "check the path, or install the site's dependencies (npm install)";
}

/** Bundles the site's MDX and React pages. */
export async function bundleSite(options: {
  siteDir: string;
  /** Where files imports name may be published from (default: the site folder). */
  publishRoots?: readonly string[];
  moduleDir: string;
  /** Plugins that resolve more of the engine's modules (`docsgen/site-locale`). */
  plugins?: Plugin[];
  /** Names of the theme's components (`Tabs`, `Admonition`…), for `@theme/*`. */
  themeComponents: ReadonlySet<string>;
  /** The site config as `@generated/docusaurus.config` gives it (the same as `useDocusaurusContext().siteConfig`). */
  siteConfig?: SiteConfigView;
  mdxPages: readonly MdxPageInput[];
  reactPages: readonly string[];
  /** The site's own `src/theme/Root`, which every page is rendered through (its module is in `modules` like a page's). */
  root?: string;
  /** The site's `markdown.format`, for partials. */
  format: 'detect' | 'md' | 'mdx';
  /** Link resolution of the pages (partials resolve from their folder, then the site folder). */
  linkContext: Omit<ParseContext, 'linkRoots' | 'asset'>;
  /** The remark and rehype plugins a file goes through (its content instance's), if any. */
  pluginsOf?: (file: string) => InstancePlugins | undefined;
}): Promise<SiteBundle> {
  const { siteDir, mdxPages, reactPages } = options;
  const diagnostics: Diagnostic[] = [];
  const facts = new Map<string, MdxFacts>();
  const files = new Map<string, string>();
  const partialFiles = new Map<string, string[]>();
  const pages = new Map(mdxPages.map((p) => [p.file, p]));
  const pipelines = new Map<string, MarkdownPipeline>();
  const pipelineOf = ({ key, lists, where }: InstancePlugins): MarkdownPipeline => {
    let pipeline = pipelines.get(key);
    if (!pipeline) pipelines.set(key, (pipeline = createMarkdownPipeline(lists, where)));
    return pipeline;
  };
  const outdir = join(options.moduleDir, `site-${randomBytes(6).toString('hex')}`);
  mkdirSync(outdir, { recursive: true });
  const engineRequire = createRequire(join(packageRoot(), 'package.json'));
  const baseUrl = options.linkContext.baseUrl;
  const asset = (file: string, image: boolean): string | undefined => {
    const path = publishablePath(file, options.publishRoots ?? [siteDir], image);
    if (path === null) return undefined;
    files.set(path, file);
    return `${baseUrl}${path.split('/').map(encodeURIComponent).join('/')}`;
  };
  // A site with its own src/theme/MDXComponents gives its components to every MDX page.
  const siteComponents = swizzled(siteDir, 'MDXComponents') !== undefined;
  const provider = siteComponents ? SITE_PROVIDER : providerModule();
  const reported = new Set<string>();
  const report = (key: string, d: Diagnostic): void => {
    if (reported.has(key)) return;
    reported.add(key);
    diagnostics.push(d);
  };

  // A symlinked page's imports resolve from the file it links to, as the site's bundler follows the link.
  const siteReal = realpathSync(siteDir);
  const importDir = (file: string): string => {
    const real = realpathSync(file);
    return dirname(real === join(siteReal, relative(siteDir, file)) ? file : real);
  };

  const siteImports: Plugin = {
    name: 'docsgen-site-imports',
    setup(b) {
      // A post's summary: the post up to its truncate marker, a module of its own.
      b.onResolve({ filter: /\?docsgen-summary$/ }, (args) => ({ path: args.path.slice(0, -SUMMARY.length), suffix: SUMMARY }));
      // The provider of a site with its own MDXComponents: docsgen's, with the site's components.
      b.onResolve({ filter: new RegExp(`^${SITE_PROVIDER}$`) }, () => ({ path: SITE_PROVIDER, namespace: 'docsgen-provider' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-provider' }, () => ({
        contents: [
          `import site from '@theme/MDXComponents';`,
          `import { siteMdxProvider } from ${JSON.stringify(providerModule())};`,
          `export { markdownContent } from ${JSON.stringify(providerModule())};`,
          `export const useMDXComponents = siteMdxProvider(site);`,
        ].join('\n'),
        loader: 'js',
        resolveDir: siteDir,
      }));
      // Compiled MDX's JSX runtime, which knows where each element is written.
      b.onResolve({ filter: /^docsgen-jsx\/jsx-dev-runtime$/ }, () => ({ path: join(packageRoot(), 'src', 'compat', 'jsx-dev-runtime.ts') }));
      // React is the engine's copy: the renderer's hooks work only with its own React.
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => ({ path: engineRequire.resolve(args.path), external: true }));
      // Packages every Docusaurus site has through Docusaurus, which sites import without listing
      // them: the site's own copy when it has one, else docsgen's.
      b.onResolve({ filter: /^clsx$/ }, (args) => {
        try {
          return { path: createRequire(args.importer || join(siteDir, 'noop.js')).resolve(args.path) };
        } catch {
          return { path: engineRequire.resolve(args.path) };
        }
      });
      // As a relative path from the site folder, so the handlers below (images, files) see it.
      b.onResolve({ filter: /^@site\// }, (args) =>
        b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind, importer: args.importer, namespace: 'file' }),
      );
      b.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        const original = !args.path.startsWith('@theme/');
        const name = args.path.slice(args.path.indexOf('/') + 1);
        const own = original ? undefined : swizzled(siteDir, name);
        if (own && own !== args.importer) return { path: own };
        return { path: name, namespace: 'docsgen-theme', pluginData: { importer: args.importer, request: args.path } };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-theme' }, (args) => {
        const code = themeModule(args.path, options.themeComponents);
        if (code) return { contents: code, loader: 'tsx', resolveDir: packageRoot() };
        const { importer, request } = args.pluginData as { importer: string; request: string };
        report(`theme:${args.path}:${importer}`, {
          severity: 'error',
          code: 'mdx/unknown-theme-module',
          message: `${request} is not a component docsgen has; write your own in src/theme/${args.path}.tsx (a site's src/theme/ replaces @theme/ components), or remove the import`,
          file: importer,
          ...whereInFile(importer, request),
        });
        return { contents: STUB, loader: 'js' };
      });
      // Docusaurus's generated site config, which components import to read `customFields` and the like.
      b.onResolve({ filter: /^@generated\/docusaurus\.config(\.m?js)?$/ }, () => ({ path: 'docusaurus.config', namespace: 'docsgen-generated' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-generated' }, () => ({
        contents: `export default ${JSON.stringify(options.siteConfig ?? {})};\n`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^@docusaurus\// }, (args) => ({
        path: args.path.slice('@docusaurus/'.length),
        namespace: 'docsgen-docusaurus',
        pluginData: { importer: args.importer, request: args.path },
      }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-docusaurus' }, (args) => {
        const code = docusaurusModule(args.path);
        if (code) return { contents: code, loader: 'tsx', resolveDir: packageRoot() };
        const { importer, request } = args.pluginData as { importer: string; request: string };
        report(`docusaurus:${args.path}:${importer}`, {
          severity: 'error',
          code: 'mdx/unknown-docusaurus-module',
          message: `${request} has no docsgen version; remove the import or use a component of your own (docsgen provides @docusaurus/${DOCUSAURUS_MODULE_NAMES.join(', @docusaurus/')})`,
          file: importer,
          ...whereInFile(importer, request),
        });
        return { contents: STUB, loader: 'js' };
      });
      // webpack's `!!raw-loader!./file`, which Docusaurus's docs use to show a file's source: the
      // file's text as the module's default export.
      b.onResolve({ filter: /^!{0,2}raw-loader!/ }, async (args) => {
        const request = args.path.replace(/^!{0,2}raw-loader!/, '');
        const found = await b.resolve(request.startsWith('@site/') ? `./${request.slice('@site/'.length)}` : request, {
          resolveDir: request.startsWith('@site/') ? siteDir : args.resolveDir,
          kind: args.kind,
          importer: args.importer,
        });
        return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: 'docsgen-raw' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};\n`,
        loader: 'js',
        watchFiles: [args.path],
      }));
      // Site paths in stylesheets (`url(/img/x.png)`) name static files: left as written. In
      // code, `/static/x.svg` is a path from the site folder, as the site's bundler reads it.
      b.onResolve({ filter: /^\// }, (args) => {
        // A page is its own module under the path it was found at: esbuild would follow a
        // symlinked doc to its target, one module for every page linked to the same file.
        if (args.kind === 'entry-point' && pages.has(args.path)) return { path: args.path };
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        const file = existsSync(args.path) ? args.path : join(siteDir, args.path);
        return fileImport(file, args.kind) ?? (file === args.path ? undefined : { path: file });
      });
      // Sass, with the site's own `sass` package, as Docusaurus's Sass plugin compiles it.
      b.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        let sass: { compile(path: string): { css: string } };
        try {
          sass = createRequire(join(siteDir, 'package.json'))('sass') as typeof sass;
        } catch {
          report(`sass:${args.path}`, {
            severity: 'error',
            code: 'mdx/sass',
            message: 'this Sass stylesheet needs the sass package in the site: npm install --save-dev sass',
            file: args.path,
          });
          return { contents: '', loader: 'css' };
        }
        return { contents: sass.compile(args.path).css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', resolveDir: dirname(args.path) };
      });
      // Images and other files: published under content-hashed names, as Markdown links publish them.
      const fileImport = (file: string, kind: string) => {
        const svg = /\.svg$/i.test(file);
        if (!svg && !FILE.test(file)) return undefined;
        const url = asset(file, svg || IMAGE.test(file));
        if (url === undefined) return undefined;
        if (kind === 'url-token') return { path: url, external: true };
        return { path: file, namespace: svg ? 'docsgen-svg' : 'docsgen-file', pluginData: { url } };
      };
      b.onResolve(
        { filter: /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp|pdf|woff2?|ttf|eot|otf|mp4|webm|mp3|wav|ogg|zip|txt|csv|xml|ya?ml|docx?|xlsx?|pptx?)([?#].*)?$/i },
        (args) => {
          if (args.namespace !== 'file' || /^[a-z]+:/i.test(args.path) || args.path.startsWith('/')) return undefined;
          return fileImport(resolve(args.resolveDir, args.path.replace(/[?#].*$/, '')), args.kind);
        },
      );
      b.onLoad({ filter: /.*/, namespace: 'docsgen-file' }, (args) => ({
        contents: `export default ${JSON.stringify((args.pluginData as { url: string }).url)};\n`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-svg' }, (args) => ({
        contents: svgComponent(args.path, (args.pluginData as { url: string }).url),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
      // MDX pages and the Markdown and MDX partials they import.
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const page = pages.get(args.path);
        const plugins = options.pluginsOf?.(args.path);
        if (args.suffix === SUMMARY && page?.summaryText !== undefined) {
          const ctx: ParseContext = { ...options.linkContext, linkRoots: page.linkRoots, linkBase: page.linkBase, asset };
          const compiled = await compileMdx(page.summaryText, args.path, ctx, {
            ...(plugins ? { plugins } : {}),
            providerImportSource: provider,
            siteComponents,
            frontMatter: page.frontMatter,
            metadata: page.metadata,
          });
          // Its links and components are the post's, reported with it; only a summary that does not compile is its own problem.
          for (const d of compiled.diagnostics) {
            if (d.code === 'mdx/syntax') {
              diagnostics.push({
                ...d,
                message: `MDX does not compile: ${compiled.syntaxError}: the post up to its truncate marker, which list pages show, does not compile; put the marker outside any JSX element`,
              });
            }
          }
          return { contents: compiled.code, loader: 'jsx', resolveDir: importDir(args.path) };
        }
        let text: string;
        let frontMatter: Record<string, unknown>;
        let format: 'md' | 'mdx' = 'mdx';
        if (page) ({ text, frontMatter } = page);
        else {
          const split = splitFrontmatter(readFileSync(args.path, 'utf8'), args.path);
          text = split.body;
          frontMatter = split.frontmatter;
          format = markdownFormat(args.path, text, options.format, split.frontmatter.mdx?.format);
        }
        // A partial's relative URLs have no page of their own to be resolved against.
        const ctx: ParseContext = { ...options.linkContext, linkRoots: page?.linkRoots ?? [siteDir], ...(page ? { linkBase: page.linkBase } : {}), asset };
        if (format === 'md') {
          // A Markdown partial takes the Markdown path: same parser, same raw HTML policy as Markdown pages.
          const parsed = plugins ? await pipelineOf(plugins).parse(text, args.path, ctx) : parseMarkdown(text, args.path, ctx);
          diagnostics.push(...parsed.diagnostics);
          facts.set(args.path, { headings: parsed.headings, links: parsed.links, ...(parsed.h1 !== undefined ? { h1: parsed.h1 } : {}) });
          const toc = markdownToc(parsed.hast, parsed.headings, ctx.headingId);
          return {
            contents: [
              `import { markdownContent } from ${JSON.stringify(provider)};`,
              `const hast = ${JSON.stringify(parsed.hast)};`,
              `export default function MarkdownContent() { return markdownContent(hast); }`,
              `export const toc = ${JSON.stringify(toc)};`,
              `export const __docsgenHeadings = ${JSON.stringify(parsed.headings)};`,
              `export const frontMatter = ${JSON.stringify(frontMatter)};`,
              `export const contentTitle = ${JSON.stringify(parsed.h1)};`,
            ].join('\n'),
            loader: 'js',
            resolveDir: importDir(args.path),
          };
        }
        const compiled = await compileMdx(text, args.path, ctx, {
          ...(plugins ? { plugins } : {}),
          providerImportSource: provider,
          siteComponents,
          frontMatter,
          ...(page ? { metadata: page.metadata } : {}),
        });
        diagnostics.push(...compiled.diagnostics);
        facts.set(args.path, { headings: compiled.headings, links: compiled.links, ...(compiled.h1 !== undefined ? { h1: compiled.h1 } : {}) });
        partialFiles.set(
          args.path,
          compiled.partials.map((p) => resolve(dirname(args.path), p)),
        );
        return { contents: compiled.code, loader: 'jsx', resolveDir: importDir(args.path) };
      });
    },
  };

  const entries = [
    ...mdxPages.map((p) => p.file),
    ...mdxPages.filter((p) => p.summaryText !== undefined).map((p) => p.file + SUMMARY),
    ...reactPages,
    ...(options.root ? [options.root] : []),
  ];
  let metafile: Metafile;
  // Imports of names their module does not export, found by a build that failed on them.
  const missingExports = noMissingExports();
  const bundle = () =>
    build({
      entryPoints: entries,
      outdir,
      outbase: siteDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      write: true,
      metafile: true,
      logLevel: 'silent',
      // CommonJS packages in the bundle `require` React and Node modules.
      banner: { js: `import { createRequire as __docsgenRequire } from 'node:module';\nconst require = __docsgenRequire(import.meta.url);` },
      chunkNames: 'chunks/[name]-[hash]',
      entryNames: '[dir]/[name]-[hash]',
      resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
      loader: { '.module.css': 'local-css', '.js': 'jsx', '.module.scss': 'local-css', '.module.sass': 'local-css' },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [...(options.plugins ?? []), missingExportsPlugin(missingExports), siteImports],
    });
  try {
    let result;
    for (;;) {
      try {
        result = await bundle();
        break;
      } catch (error) {
        // Built again when every error is an import of a name its module does not export (each a warning).
        const errors = (error as { errors?: Message[] }).errors ?? [];
        const found: Diagnostic[] = [];
        if (!errors.length || !errors.every((m) => planMissingExport(m, missingExports, found, process.cwd(), siteDir))) throw error;
        diagnostics.push(...found);
      }
    }
    metafile = result.metafile;
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    if (!errors.length) throw error;
    for (const m of errors) {
      const compat = compatMissingExport(m, process.cwd());
      if (compat !== null) {
        if (compat) diagnostics.push(compat);
        continue;
      }
      const file = m.location ? resolve(m.location.file.replace(/^[a-z-]+:/, '')) : undefined;
      // In an MDX file, esbuild's position is one of the compiled code: point at the import in the file instead.
      const compiled = file !== undefined && /\.mdx?$/i.test(file);
      const request = /Could not resolve "([^"]+)"/.exec(m.text)?.[1];
      const where = !file ? {} : compiled ? (request ? whereInFile(file, request) : {}) : { line: m.location!.line, column: m.location!.column + 1 };
      diagnostics.push({
        severity: 'error',
        code: 'mdx/bundle',
        message: `${m.text}${m.notes.length && !request ? `; ${m.notes.map((n) => n.text).join('; ')}` : ''}; ${request ? unresolvedHint(request) : 'fix the code at this place'}`,
        ...(file ? { file, ...where } : {}),
      });
    }
    rmSync(outdir, { recursive: true, force: true });
    return {
      modules: new Map(),
      moduleIds: new Map(),
      summaries: new Map(),
      facts,
      partialsOf: new Map(),
      css: '',
      files,
      inputsOf: new Map(),
      diagnostics,
      dispose: () => undefined,
    };
  }

  const modules = new Map<string, string>();
  const moduleIds = new Map<string, string>();
  const summaries = new Map<string, { module: string; moduleId: string }>();
  const css: string[] = [];
  const seenCss = new Set<string>();
  const inputsOfOutput = (output: string, seen = new Set<string>()): string[] => {
    if (seen.has(output)) return [];
    seen.add(output);
    const meta = metafile.outputs[output];
    if (!meta) return [];
    return [...Object.keys(meta.inputs), ...meta.imports.filter((i) => !i.external).flatMap((i) => inputsOfOutput(i.path, seen))];
  };
  const inputsOf = new Map<string, string[]>();
  const partialsOf = new Map<string, string[]>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    const absolute = resolve(output);
    if (output.endsWith('.css')) {
      if (!seenCss.has(absolute)) css.push(readFileSync(absolute, 'utf8'));
      seenCss.add(absolute);
      continue;
    }
    if (!meta.entryPoint) continue;
    const moduleId = relative(outdir, absolute).split(sep).join('/');
    if (meta.entryPoint.endsWith(SUMMARY)) {
      summaries.set(resolve(meta.entryPoint.slice(0, -SUMMARY.length)), { module: pathToFileURL(absolute).href, moduleId });
      continue;
    }
    const source = resolve(meta.entryPoint.replace(/^[a-z-]+:/, ''));
    modules.set(source, pathToFileURL(absolute).href);
    moduleIds.set(source, moduleId);
    const inputs = [...new Set(inputsOfOutput(output))].filter((p) => !/^[a-z-]+:/.test(p)).map((p) => resolve(p.replace(/\?[^/]*$/, '')));
    inputsOf.set(source, inputs);
    // Every partial the page's module holds (nested ones too) has its links checked with the page.
    const closure = new Set<string>();
    const add = (file: string): void => {
      for (const p of partialFiles.get(file) ?? []) {
        if (closure.has(p)) continue;
        closure.add(p);
        add(p);
      }
    };
    add(source);
    partialsOf.set(source, [...closure]);
  }
  return {
    modules,
    moduleIds,
    summaries,
    facts,
    partialsOf,
    css: css.join('\n'),
    files,
    inputsOf,
    diagnostics,
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
