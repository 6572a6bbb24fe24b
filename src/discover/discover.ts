/**
 * Discovers the site's sources: the docs of every docs instance and version, standalone pages,
 * blog posts, category files and static files. This is the only stage that reads the content
 * folders. Each Markdown file leaves it with its id, route, title, description and format
 * decided, and the content root it belongs to.
 *
 * One function walks every content root, so ids, routes and collisions between roots are
 * decided in one place.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep, extname, basename, dirname, resolve } from 'node:path';
import picomatch from 'picomatch';
import { byCodeUnits } from '../code-unit-order.js';
import type { BlogOptions, DocsOptions } from '../config/plugin-options.js';
import type { SiteConfig } from '../config/schema.js';
import { appendAll, type Diagnostic } from '../diagnostics.js';
import { splitFrontmatter, type Frontmatter, type SplitSource } from './frontmatter.js';
import { readCategoryFile, type CategoryMeta } from './category.js';
import { joinRoute, stripNumberPrefix } from './route-paths.js';
import { readVersions, type DocsVersion } from './versions.js';
import { contentTitle, excerpt } from './content-title.js';
import { markdownFormat, usesMdxSyntax, type MarkdownFormat } from './mdx-detect.js';
import { locatePost } from '../blog/post-path.js';
import { frontmatterKeyLines } from '../blog/frontmatter-lines.js';
import { readBlogDataFiles, type BlogDataFiles } from '../blog/data-files.js';
import { readTagsFile, type TagDefinition } from '../tags/tags-file.js';
import { createFileAccess, readableRoots } from './read-files.js';

export type PageKind = 'doc' | 'page' | 'blog';

/** The folder a page was found in, and the plugin instance (and version) it belongs to. */
export interface ContentRoot {
  kind: PageKind;
  /** Plugin instance id (`default` unless the config names it). */
  pluginId: string;
  /** Absolute folder. */
  dir: string;
  /** Route prefix of its pages, without slashes (`docs`, `docs/next`, `''` at the site root). */
  routeBase: string;
  /** Docs only: the version. */
  version?: DocsVersion;
}

/** One Markdown page, read and split, with its route decided. */
export interface MarkdownSource {
  kind: PageKind;
  root: ContentRoot;
  /** Absolute path. */
  file: string;
  /** Path below its content root, `/`-separated, as written (number prefixes kept). */
  relPath: string;
  route: string;
  /** Doc id (`v2/pendahuluan`); file-based id for pages and posts. */
  id: string;
  frontmatter: Frontmatter;
  /** Body with frontmatter blanked out so line numbers match the file. */
  body: string;
  /** Read as CommonMark or as MDX. */
  format: MarkdownFormat;
  /** Post date and time (blog), ISO 8601 (`2021-01-05T00:00:00.000Z`). */
  date?: string;
  /** Blog posts and docs with tags: the line of each top-level frontmatter key, for diagnostics. */
  frontmatterLines?: Record<string, number>;
  /** Docs version (docs only): `current` or a name from versions.json. */
  version?: string;
  /** The title: frontmatter, else the heading the text starts with, else the file name. */
  title: string;
  /** The first line of prose, the fallback description. */
  excerpt?: string;
  /**
   * Folders a file link not found next to the file is looked for in: the content root, then
   * the site (Docusaurus's order).
   */
  linkRoots: string[];
  /**
   * The page's URL, as relative links resolve against it: with the trailing slash the site's
   * `trailingSlash` gives it (with it undefined, a folder's index page and the docs root have
   * one, as Docusaurus serves them).
   */
  linkBase: string;
  /** Docusaurus gives the page's URL a trailing slash by itself (`trailingSlash` undefined): a folder's index page, the docs root's doc, a slug written with one. */
  slashed: boolean;
  /**
   * A locale's build: the page's path in the other folder (the default language's file of a
   * translated page, the translation's place for an untranslated one). Links to either path
   * reach the page.
   */
  alias?: string;
}

/** A React page (`pages/*.tsx`). */
export interface ComponentSource {
  file: string;
  relPath: string;
  route: string;
  root: ContentRoot;
}

/** A docs folder, with the metadata of its `_category_` file. */
export interface CategorySource {
  /** Docs instance and version the folder belongs to. */
  pluginId: string;
  version: string;
  /** Folder path below the version's docs root, as written. */
  dir: string;
  meta: CategoryMeta;
  file?: string;
}

/** A file of a static folder, copied to the output as it is. */
export interface StaticFile {
  /** Output path, `/`-separated, relative to the output folder. */
  path: string;
  /** Absolute source path, as found in the static folder (for messages). */
  file: string;
  /** Where to copy it from: its path without links (a link is followed once, never copied). */
  source: string;
}

/** A docs instance with its versions. */
export interface DocsInstance {
  options: DocsOptions;
  versions: DocsVersion[];
}

/** Everything the build reads from disk. */
export interface SiteSources {
  markdown: MarkdownSource[];
  components: ComponentSource[];
  categories: CategorySource[];
  docs: DocsInstance[];
  /** Each blog with its authors and tags files. */
  blogs: Array<{ options: BlogOptions; root: ContentRoot; files: BlogDataFiles }>;
  staticFiles: StaticFile[];
  /** The text of the site's own `_headers` static file, when it has one. */
  staticHeaders?: string;
  /** Every docs version of every instance. */
  versions: DocsVersion[];
  /** The tags file of each docs version that has one. */
  docsTagsFiles: Map<DocsVersion, { tags: Map<string, TagDefinition>; name: string }>;
  /** Docs left out as drafts (`draft: true`), by id: a sidebars file may still name them. */
  drafts: Array<{ version: DocsVersion; id: string }>;
  /** Every file read, for watch mode. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const toPosix = (p: string): string => p.split(sep).join('/');

/** A matcher of a plugin's include and exclude globs, on `/`-separated paths below its folder. */
function fileFilter(include: string[], exclude: string[]): (relPath: string) => boolean {
  const included = picomatch(include, { dot: false });
  const excluded = picomatch(exclude, { dot: true });
  return (relPath) => included(relPath) && !excluded(relPath);
}

/** A doc file named `index`, `readme` or like its folder (raw names, any case) is the folder's page. */
function isCategoryIndex(relPath: string): boolean {
  const parts = relPath.split('/');
  const name = parts
    .at(-1)!
    .replace(/\.mdx?$/i, '')
    .toLowerCase();
  const folder = parts.at(-2)?.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder);
}

/** A doc's id and route within its version (Docusaurus's rules: frontmatter id and slug, number prefixes, index docs). */
function docRoute(version: DocsVersion, relPath: string, fm: Frontmatter, parsePrefixes: boolean): { id: string; route: string } {
  const strip = parsePrefixes && fm.parse_number_prefixes !== false ? stripNumberPrefix : (s: string): string => s;
  const parts = relPath.split('/');
  const fileName = parts.pop()!;
  const dirs = parts.map(strip);
  const baseId = fm.id ?? strip(fileName.replace(/\.mdx?$/i, ''));
  const id = [...dirs, baseId].join('/');
  // A relative slug (or the id) is resolved against the folder, `..` going up.
  if (fm.slug?.startsWith('/')) return { id, route: joinRoute(version.routeBase, fm.slug) };
  if (fm.slug === undefined && isCategoryIndex(relPath)) return { id, route: joinRoute(version.routeBase, ...dirs) };
  return { id, route: joinRoute(version.routeBase, ...dirs, fm.slug ?? baseId) };
}

/** A standalone page's route: `help/index.md` → `/help`, `about.tsx` → `/about`; a Markdown page's `slug` wins. */
function pageRoute(routeBase: string, relPath: string, fm: Frontmatter): string {
  if (fm.slug !== undefined) return joinRoute(routeBase, fm.slug);
  const parts = relPath.replace(/\.(mdx?|[jt]sx?)$/i, '').split('/');
  if (parts.at(-1)?.toLowerCase() === 'index') parts.pop();
  return joinRoute(routeBase, ...parts);
}

/** Options of {@link discoverContent}. */
export interface DiscoverOptions {
  /** Reads a Markdown file's frontmatter (the build passes one that remembers files it has seen). */
  splitFrontmatter?: (raw: string, file: string) => SplitSource;
  /**
   * A locale's build: the folder holding a content root's translations. A file found there at
   * the same path below the folder is read instead of the root's; the set of pages stays the
   * root's (Docusaurus's rule).
   */
  localized?: (root: ContentRoot) => string;
}

/** Reads every source of the site in `siteDir`. */
/**
 * The folders a build reads and publishes files from: the site folder, the content folders the
 * config points at outside it (`docs: { path: '../docs' }`), and `allowSymlinksTo`.
 */
export function siteRoots(config: SiteConfig, siteDir: string): string[] {
  return readableRoots(
    siteDir,
    [
      ...config.docs.map((d) => d.path),
      ...config.pages.map((p) => p.path),
      ...config.blog.map((b) => b.path),
      ...config.staticDirectories,
      ...(config.i18n ? [config.i18n.path] : []),
    ],
    config.allowSymlinksTo,
  );
}

export function discoverContent(config: SiteConfig, siteDir: string, options: DiscoverOptions = {}): SiteSources {
  const split = options.splitFrontmatter ?? splitFrontmatter;
  const { localized } = options;
  /** Where a content root's data files (tags, authors) are looked for: a locale's translated folder, then the root. */
  const dataDirs = (root: ContentRoot): string[] => [...(localized ? [localized(root)] : []), root.dir];
  const diagnostics: Diagnostic[] = [];
  const markdown: MarkdownSource[] = [];
  const components: ComponentSource[] = [];
  const categories: CategorySource[] = [];
  const inputs: string[] = [];
  const drafts: SiteSources['drafts'] = [];
  const docsTagsFiles: SiteSources['docsTagsFiles'] = new Map();
  const files = createFileAccess({
    roots: siteRoots(config, siteDir),
    maxBytes: config.maxPageBytes,
    siteDir,
  });
  /** A locale's build: where `relPath` of `root` is translated, and whether it is. */
  const translated = (root: ContentRoot, relPath: string): { dir: string; path: string; found?: string } | undefined => {
    if (!options.localized) return undefined;
    const dir = options.localized(root);
    const path = join(dir, relPath);
    return existsSync(path) ? { dir, path, found: path } : { dir, path };
  };
  const markdownFile = (name: string): boolean => /\.mdx?$/i.test(name);
  const docsFile = (name: string): boolean => markdownFile(name) || /^_category_\.(json|ya?ml)$/.test(name);
  const pagesFile = (name: string): boolean => /\.(mdx?|[jt]sx?)$/i.test(name);

  const readMarkdown = (root: ContentRoot, original: string, parsePrefixes = true): MarkdownSource | undefined => {
    const relPath = toPosix(relative(root.dir, original));
    const overlay = translated(root, relPath);
    const file = overlay?.found ?? original;
    const text = files.readText(file);
    inputs.push(original);
    if (overlay) inputs.push(overlay.path);
    if (text === undefined) return undefined;
    const { frontmatter: fm, body, diagnostics: found, derived = {} } = split(text, file);
    appendAll(diagnostics, found);
    if (fm.draft === true) {
      if (root.kind === 'doc') drafts.push({ version: root.version!, id: docRoute(root.version!, relPath, fm, parsePrefixes).id });
      return undefined;
    }
    let id = relPath.replace(/\.mdx?$/i, '');
    let route: string;
    let date: string | undefined;
    let nameTitle = id.split('/').at(-1)!;
    if (root.kind === 'doc') ({ id, route } = docRoute(root.version!, relPath, fm, parsePrefixes));
    else if (root.kind === 'blog') {
      const post = locatePost({
        routeBase: root.routeBase,
        relPath,
        file,
        ...(fm.slug !== undefined ? { slug: fm.slug } : {}),
        ...(fm.date !== undefined ? { date: fm.date } : {}),
      });
      route = post.route;
      date = post.date.toISOString();
      nameTitle = post.text;
      if (post.problem) {
        const line = post.problem.key ? frontmatterKeyLines(text)[post.problem.key] : undefined;
        diagnostics.push({ severity: 'error', code: 'blog/date', message: post.problem.message, file, ...(line ? { line, column: 1 } : {}) });
      }
    } else {
      route = pageRoute(root.routeBase, relPath, fm);
      // A page without a title of its own has none, as on Docusaurus: its document title is the site's.
      nameTitle = '';
    }
    const title = fm.title ?? (derived.title !== undefined ? derived.title : (derived.title = contentTitle(body) ?? null)) ?? nameTitle;
    const summary = derived.excerpt !== undefined ? derived.excerpt : (derived.excerpt = excerpt(body) ?? null);
    // Docusaurus gives a folder's index page (and a slug written with one) a trailing slash.
    const slashed =
      fm.slug !== undefined
        ? fm.slug.endsWith('/')
        : root.kind === 'doc'
          ? isCategoryIndex(relPath)
          : root.kind === 'page' && /(^|\/)index\.mdx?$/i.test(relPath);
    const source: MarkdownSource = {
      kind: root.kind,
      root,
      file,
      relPath,
      route,
      id,
      frontmatter: fm,
      body,
      format: markdownFormat(file, body, config.markdown.format, fm.mdx?.format, () => (derived.mdxSyntax ??= usesMdxSyntax(body))),
      title,
      ...(summary ? { excerpt: summary } : {}),
      linkRoots: overlay ? [overlay.dir, root.dir, siteDir] : [root.dir, siteDir],
      ...(overlay ? { alias: overlay.found ? original : overlay.path } : {}),
      linkBase: route !== '/' && (config.trailingSlash ?? slashed) ? `${route}/` : route,
      slashed,
      // Posts and tagged docs: their frontmatter problems are reported at the key's line.
      ...(date ? { date } : {}),
      ...(date || (root.kind === 'doc' && (fm as Record<string, unknown>).tags !== undefined) ? { frontmatterLines: frontmatterKeyLines(text) } : {}),
      ...(root.version ? { version: root.version.name } : {}),
    };
    markdown.push(source);
    return source;
  };

  const docs: DocsInstance[] = [];
  const versions: DocsVersion[] = [];
  for (const options of config.docs) {
    const instanceVersions = readVersions(options, siteDir, diagnostics);
    docs.push({ options, versions: instanceVersions });
    appendAll(versions, instanceVersions);
    const accept = fileFilter(options.include, options.exclude);
    for (const version of instanceVersions) {
      const root: ContentRoot = { kind: 'doc', pluginId: options.id, dir: version.dir, routeBase: version.routeBase, version };
      const tagsFile = readTagsFile({
        option: options.tags,
        dirs: dataDirs(root),
        owner: options.id === 'default' ? 'the docs' : `the docs "${options.id}"`,
        prefix: 'docs',
        read: (file) => files.readText(file),
      });
      appendAll(inputs, tagsFile.inputs);
      appendAll(diagnostics, tagsFile.diagnostics);
      if (tagsFile.tags) docsTagsFiles.set(version, { tags: tagsFile.tags, name: tagsFile.name! });
      const categoryDirs = new Map<string, CategorySource>();
      const first = markdown.length;
      for (const file of files.walk(version.dir, docsFile)) {
        const rel = toPosix(relative(version.dir, file));
        if (/^_category_\.(json|ya?ml)$/.test(basename(file))) {
          const dir = toPosix(dirname(rel));
          const text = files.readText(file);
          inputs.push(file);
          if (text === undefined) continue;
          const { meta, diagnostics: d } = readCategoryFile(file, text);
          appendAll(diagnostics, d);
          if (categoryDirs.has(dir)) {
            diagnostics.push({
              severity: 'warning',
              code: 'category/duplicate',
              message: 'folder has two category files; the first is used, keep only one',
              file,
            });
            continue;
          }
          categoryDirs.set(dir, { pluginId: options.id, version: version.name, dir, meta, file });
          continue;
        }
        if (accept(rel)) readMarkdown(root, file, options.numberPrefixParser);
      }
      // Every folder holding docs is a category, with or without a category file.
      for (const doc of markdown.slice(first)) {
        const parts = doc.relPath.split('/').slice(0, -1);
        for (let i = 1; i <= parts.length; i++) {
          const dir = parts.slice(0, i).join('/');
          if (!categoryDirs.has(dir)) categoryDirs.set(dir, { pluginId: options.id, version: version.name, dir, meta: {} });
        }
      }
      appendAll(
        categories,
        [...categoryDirs.values()].sort((a, b) => byCodeUnits(a.dir, b.dir)),
      );
    }
  }

  for (const options of config.pages) {
    const root: ContentRoot = { kind: 'page', pluginId: options.id, dir: resolve(siteDir, options.path), routeBase: joinRoute(options.routeBasePath).slice(1) };
    const accept = fileFilter(options.include, options.exclude);
    for (const file of files.walk(root.dir, pagesFile)) {
      const rel = toPosix(relative(root.dir, file));
      if (!accept(rel)) continue;
      if (/\.mdx?$/i.test(file)) readMarkdown(root, file);
      else if (/\.[jt]sx?$/i.test(extname(file))) {
        const overlay = translated(root, rel);
        inputs.push(file);
        components.push({ file: overlay?.found ?? file, relPath: rel, route: pageRoute(root.routeBase, rel, {}), root });
      }
    }
  }

  const blogs: SiteSources['blogs'] = [];
  for (const options of config.blog) {
    const root: ContentRoot = { kind: 'blog', pluginId: options.id, dir: resolve(siteDir, options.path), routeBase: joinRoute(options.routeBasePath).slice(1) };
    const dataFiles = readBlogDataFiles(options, dataDirs(root), root.routeBase, (file) => files.readText(file));
    appendAll(inputs, dataFiles.inputs);
    appendAll(diagnostics, dataFiles.diagnostics);
    blogs.push({ options, root, files: dataFiles });
    const accept = fileFilter(options.include, options.exclude);
    for (const file of files.walk(root.dir, markdownFile)) {
      if (accept(toPosix(relative(root.dir, file)))) readMarkdown(root, file);
    }
  }

  // Static folders in order; a path found in two of them comes from the first.
  const staticFiles: StaticFile[] = [];
  const seen = new Set<string>();
  for (const folder of config.staticDirectories) {
    const dir = resolve(siteDir, folder);
    for (const file of files.walk(dir)) {
      const path = toPosix(relative(dir, file));
      if (seen.has(path)) continue;
      seen.add(path);
      const source = files.source(file);
      if (source !== undefined) staticFiles.push({ path, file, source });
    }
  }
  const headers = staticFiles.find((f) => f.path === '_headers');
  const staticHeaders = headers ? files.readText(headers.file) : undefined;

  if (config.homeData) inputs.push(join(siteDir, config.homeData));
  for (const options of config.docs) inputs.push(join(siteDir, `${options.id === 'default' ? '' : `${options.id}_`}versions.json`));
  appendAll(diagnostics, files.diagnostics);
  return {
    markdown,
    components,
    categories,
    docs,
    blogs,
    staticFiles,
    ...(staticHeaders !== undefined ? { staticHeaders } : {}),
    versions,
    drafts,
    docsTagsFiles,
    inputs,
    diagnostics,
  };
}
