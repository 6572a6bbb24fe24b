/**
 * Discovers the site's sources: doc pages, category files, standalone pages, blog posts and
 * static files. This is the only stage that reads the content folders.
 */
import { byCodeUnits } from '../code-unit-order.js';
import { join, relative, sep, extname, basename, dirname } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { appendAll, type Diagnostic } from '../diagnostics.js';
import { splitFrontmatter, type Frontmatter } from './frontmatter.js';
import { readCategoryFile, type CategoryMeta } from './category.js';
import { joinRoute, stripNumberPrefix, slugifyLabel } from './route-paths.js';
import { readVersions, type DocsVersion } from './versions.js';
import { contentTitle, excerpt } from './content-title.js';
import { createFileAccess, readableRoots } from './read-files.js';

export type PageKind = 'doc' | 'page' | 'blog';

/** One Markdown page, read and split, with its route decided. */
export interface MarkdownSource {
  kind: PageKind;
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
  /** Post date (blog), ISO `YYYY-MM-DD`. */
  date?: string;
  /** Docs version (docs only): `current` or a name from versions.json. */
  version?: string;
  /** The title: frontmatter, else the heading the text starts with, else the file name. */
  title: string;
  /** The first line of prose, the fallback description. */
  excerpt?: string;
  /** Folders a file link is looked for in when it is not next to the file: the content root, then the site. */
  linkRoots: string[];
}

/** A React page (`pages/*.tsx`). */
export interface ComponentSource {
  file: string;
  relPath: string;
  route: string;
}

/** A docs folder, with the metadata of its `_category_` file. */
export interface CategorySource {
  /** Docs version the folder belongs to. */
  version: string;
  /** Folder path below the version's docs root, as written. */
  dir: string;
  meta: CategoryMeta;
  file?: string;
}

/** Everything the build reads from disk. */
export interface SiteSources {
  markdown: MarkdownSource[];
  components: ComponentSource[];
  categories: CategorySource[];
  /** Static files, `/`-separated paths relative to the static folder. */
  staticFiles: string[];
  staticDir: string;
  /** Where to copy each static file from: its path without links (a link is followed once, never copied). */
  staticSources: Map<string, string>;
  /** The text of the site's own `static/_headers`, when it has one. */
  staticHeaders?: string;
  /** Docs versions, the one served at the docs root first. */
  versions: DocsVersion[];
  /** Every file read, for watch mode. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const toPosix = (p: string): string => p.split(sep).join('/');

const INDEX_NAMES = new Set(['index', 'readme']);

function docRoute(prefix: string, relPath: string, fm: Frontmatter): { id: string; route: string } {
  const parts = relPath.split('/');
  const fileName = parts.pop()!;
  const dirs = parts.map(stripNumberPrefix);
  const base = stripNumberPrefix(fileName.replace(/\.mdx?$/, ''));
  const id = [...dirs, fm.id ?? base].join('/');
  if (fm.slug !== undefined) {
    return { id, route: fm.slug.startsWith('/') ? joinRoute(prefix, fm.slug) : joinRoute(prefix, ...dirs, fm.slug) };
  }
  const parentName = dirs.at(-1);
  const isIndex = INDEX_NAMES.has(base.toLowerCase()) || (parentName !== undefined && base === parentName);
  return { id, route: isIndex && fm.id === undefined ? joinRoute(prefix, ...dirs) : joinRoute(prefix, ...dirs, fm.id ?? base) };
}

function pageRoute(relPath: string, fm: Frontmatter): string {
  if (fm.slug !== undefined) return joinRoute(fm.slug);
  const noExt = relPath.replace(/\.(mdx?|tsx)$/, '');
  const parts = noExt.split('/');
  if (parts.at(-1)?.toLowerCase() === 'index') parts.pop();
  return joinRoute(...parts);
}

const BLOG_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

function blogRoute(config: SiteConfig, relPath: string, fm: Frontmatter): { route: string; date?: string } {
  const noExt = relPath.replace(/\.mdx?$/, '');
  const name = basename(noExt) === 'index' ? basename(dirname(noExt)) : basename(noExt);
  const m = BLOG_NAME.exec(name);
  const fmDate = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : fm.date?.slice(0, 10);
  const date = fmDate ?? (m ? `${m[1]}-${m[2]}-${m[3]}` : undefined);
  const slug = fm.slug ?? (m ? m[4]! : name);
  return { route: joinRoute(config.blog.routeBasePath, slug), ...(date ? { date } : {}) };
}

/** Reads every source of the site in `siteDir`. */
export function discoverContent(config: SiteConfig, siteDir: string): SiteSources {
  const diagnostics: Diagnostic[] = [];
  const markdown: MarkdownSource[] = [];
  const components: ComponentSource[] = [];
  const categories: CategorySource[] = [];
  const files = createFileAccess({
    roots: readableRoots(siteDir, [config.docs.path, config.pages.path, config.blog.path, config.staticDir], config.allowSymlinksTo),
    maxBytes: config.maxPageBytes,
    siteDir,
  });
  const docsFile = (name: string): boolean => /\.mdx?$|^_category_\.(json|ya?ml)$/.test(name);
  const pagesFile = (name: string): boolean => /\.(mdx?|[jt]sx)$/.test(name);
  const blogFile = (name: string): boolean => /\.mdx?$/.test(name);

  const readMarkdown = (kind: PageKind, root: string, file: string, version?: DocsVersion): void => {
    const relPath = toPosix(relative(root, file));
    const text = files.readText(file);
    if (text === undefined) return;
    const split = splitFrontmatter(text, file);
    appendAll(diagnostics, split.diagnostics);
    const fm = split.frontmatter;
    if (fm.draft === true) return;
    let id = relPath.replace(/\.mdx?$/, '');
    let route: string;
    let date: string | undefined;
    if (kind === 'doc') ({ id, route } = docRoute(version!.routeBase, relPath, fm));
    else if (kind === 'blog') ({ route, date } = blogRoute(config, relPath, fm));
    else route = pageRoute(relPath, fm);
    const title = fm.title ?? contentTitle(split.body) ?? id.split('/').at(-1)!;
    const summary = excerpt(split.body);
    markdown.push({
      kind,
      file,
      relPath,
      route,
      id,
      frontmatter: fm,
      body: split.body,
      title,
      ...(summary ? { excerpt: summary } : {}),
      linkRoots: [root, siteDir],
      ...(date ? { date } : {}),
      ...(version ? { version: version.name } : {}),
    });
  };

  const mdx = (file: string): void => {
    diagnostics.push({
      severity: 'error',
      code: 'content/mdx',
      message:
        'MDX files are not supported; rename the file to .md and replace JSX components and import/export lines with Markdown (admonitions, tabs and code blocks have Markdown syntax)',
      file,
      line: 1,
      column: 1,
    });
  };

  const versions = readVersions(config, siteDir, diagnostics);
  for (const version of versions) {
    const docsRoot = version.dir;
    const categoryDirs = new Map<string, CategorySource>();
    const first = markdown.length;
    for (const file of files.walk(docsRoot, docsFile)) {
      const name = basename(file);
      const rel = toPosix(relative(docsRoot, file));
      if (/^_category_\.(json|ya?ml)$/.test(name)) {
        const dir = toPosix(dirname(rel));
        const text = files.readText(file);
        if (text === undefined) continue;
        const { meta, diagnostics: d } = readCategoryFile(file, text);
        appendAll(diagnostics, d);
        if (categoryDirs.has(dir)) {
          diagnostics.push({
            severity: 'error',
            code: 'category/duplicate',
            message: `folder has two category files; keep only one of _category_.json and _category_.yml`,
            file,
          });
        }
        categoryDirs.set(dir, { version: version.name, dir, meta, file });
        continue;
      }
      // Files and folders starting with "_" are partials, as in Docusaurus.
      if (rel.split('/').some((s) => s.startsWith('_'))) continue;
      if (extname(name) === '.mdx') mdx(file);
      else if (extname(name) === '.md') readMarkdown('doc', docsRoot, file, version);
    }
    // Every folder holding docs is a category, with or without a category file.
    for (const doc of markdown.slice(first)) {
      const parts = doc.relPath.split('/').slice(0, -1);
      for (let i = 1; i <= parts.length; i++) {
        const dir = parts.slice(0, i).join('/');
        if (!categoryDirs.has(dir)) categoryDirs.set(dir, { version: version.name, dir, meta: {} });
      }
    }
    categories.push(...[...categoryDirs.values()].sort((a, b) => byCodeUnits(a.dir, b.dir)));
  }

  const pagesRoot = join(siteDir, config.pages.path);
  for (const file of files.walk(pagesRoot, pagesFile)) {
    const rel = toPosix(relative(pagesRoot, file));
    if (rel.split('/').some((s) => s.startsWith('_'))) continue;
    const ext = extname(file);
    if (ext === '.mdx') mdx(file);
    else if (ext === '.md') readMarkdown('page', pagesRoot, file);
    else if (ext === '.tsx' || ext === '.jsx') components.push({ file, relPath: rel, route: pageRoute(rel.replace(/\.jsx$/, '.tsx'), {}) });
  }

  const blogRoot = join(siteDir, config.blog.path);
  for (const file of files.walk(blogRoot, blogFile)) {
    const rel = toPosix(relative(blogRoot, file));
    if (rel.split('/').some((s) => s.startsWith('_'))) continue;
    if (extname(file) === '.mdx') mdx(file);
    else if (extname(file) === '.md') readMarkdown('blog', blogRoot, file);
  }

  const staticDir = join(siteDir, config.staticDir);
  const staticSources = new Map<string, string>();
  for (const file of files.walk(staticDir)) {
    const source = files.source(file);
    if (source !== undefined) staticSources.set(toPosix(relative(staticDir, file)), source);
  }
  const staticFiles = [...staticSources.keys()];
  const headersFile = staticSources.has('_headers') ? files.readText(join(staticDir, '_headers')) : undefined;
  const inputs = [
    ...markdown.map((m) => m.file),
    ...components.map((c) => c.file),
    ...categories.flatMap((c) => (c.file ? [c.file] : [])),
    ...(config.homeData ? [join(siteDir, config.homeData)] : []),
    join(siteDir, 'versions.json'),
  ];
  appendAll(diagnostics, files.diagnostics);
  return {
    markdown,
    components,
    categories,
    staticFiles,
    staticDir,
    staticSources,
    ...(headersFile !== undefined ? { staticHeaders: headersFile } : {}),
    versions,
    inputs,
    diagnostics,
  };
}

/** Route of a generated category index page in the version served under `routeBase`. */
export function generatedIndexRoute(routeBase: string, label: string, slug?: string): string {
  return slug ? joinRoute(routeBase, slug) : joinRoute(routeBase, 'category', slugifyLabel(label));
}
