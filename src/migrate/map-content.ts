/**
 * The docs, blog and pages instances of a Docusaurus site as docsgen options. Options docsgen
 * has are kept as written (its schema has Docusaurus's names); folders are rewritten relative
 * to where the docsgen config is written; the rest is noted.
 */
import { blogOptionsSchema, docsOptionsSchema, pagesOptionsSchema } from '../config/plugin-options.js';
import { isObj, str, type Notes, type Obj } from './notes.js';
import { innerShape, pickOptions } from './pick-options.js';
import type { ContentKind, PluginOptions } from './plugin-entries.js';
import { PLUGIN_LISTS } from '../markdown/plugins.js';
import { mapPluginLists } from './map-plugins.js';
import type { SitePaths } from './site-paths.js';

export type { SitePaths } from './site-paths.js';

const COMMON_REASONS: Record<string, string> = {
  editUrl: 'docsgen shows no edit links',
  editLocalizedFiles: "docsgen's edit links on a translated page lead to the default language's file, as Docusaurus's do without it",
  showLastUpdateTime: 'docsgen shows no last-update dates',
  showLastUpdateAuthor: 'docsgen shows no last-update authors',
  recmaPlugins: 'recma plugins do not run in docsgen (remark and rehype plugins do)',
  admonitions: "docsgen's admonitions are built in",
};

/** Where each kind lives by default in Docusaurus, and in docsgen. */
const DEFAULTS: Record<ContentKind, { docusaurusPath: string; path: string; routeBasePath: string }> = {
  docs: { docusaurusPath: 'docs', path: 'docs', routeBasePath: 'docs' },
  blog: { docusaurusPath: 'blog', path: 'blog', routeBasePath: 'blog' },
  pages: { docusaurusPath: 'src/pages', path: 'pages', routeBasePath: '/' },
};

const SHAPES = {
  docs: docsOptionsSchema.shape,
  blog: blogOptionsSchema.shape,
  pages: pagesOptionsSchema.shape,
};

/** `'/docs/'` → `'docs'`; the site root stays `'/'`. */
function routeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : trimmed;
}

function mapInstance(kind: ContentKind, { where, options }: PluginOptions, paths: SitePaths, notes: Notes): Obj {
  const defaults = DEFAULTS[kind];
  const out: Obj = {};
  if (options.id !== undefined) {
    if (SHAPES[kind].id.safeParse(options.id).success) out.id = options.id;
    else notes.leftOut(`${where}.id`, 'an id has letters, digits, "-" and "_" only', options.id);
  }
  const path = str(options.path) ?? defaults.docusaurusPath;
  if (options.path !== undefined && typeof options.path !== 'string') notes.leftOut(`${where}.path`, 'expected a folder', options.path);
  const relocated = paths.relocate(path);
  if (relocated !== defaults.path) out.path = relocated;
  const base = str(options.routeBasePath);
  if (base !== undefined && routeBase(base) !== defaults.routeBasePath) out.routeBasePath = routeBase(base);
  else if (options.routeBasePath !== undefined && base === undefined) notes.leftOut(`${where}.routeBasePath`, 'expected a URL path', options.routeBasePath);

  const skip = new Set(['id', 'path', 'routeBasePath', ...PLUGIN_LISTS]);
  const pluginLists = mapPluginLists(where, kind, options, paths, notes);
  if (kind === 'docs') {
    skip.add('sidebarPath').add('versions');
    const sidebarPath = options.sidebarPath;
    if (sidebarPath === false) out.sidebarPath = false;
    else if (typeof sidebarPath === 'string') {
      if (paths.exists(sidebarPath)) out.sidebarPath = paths.relocate(sidebarPath);
      else notes.leftOut(`${where}.sidebarPath`, 'the file does not exist (Docusaurus fails on it too)', sidebarPath);
    } else if (sidebarPath !== undefined) notes.leftOut(`${where}.sidebarPath`, 'expected a file path or false', sidebarPath);
  }
  // Feeds styled for browsers by an XSLT stylesheet: docsgen writes the feeds without one.
  let feedOptions = options.feedOptions;
  if (isObj(feedOptions) && feedOptions.xslt !== undefined) {
    const { xslt, ...rest } = feedOptions;
    if (xslt) notes.add(`${where}.feedOptions.xslt: docsgen writes the feeds without an XSLT stylesheet, so a browser shows them as XML; left out`);
    feedOptions = rest;
  }
  Object.assign(
    out,
    pickOptions({
      options: { ...options, feedOptions },
      shape: SHAPES[kind],
      where,
      notes,
      skip,
      // A reason applies only to an option the instance's docsgen options do not have.
      reasons: {
        ...Object.fromEntries(Object.entries(COMMON_REASONS).filter(([key]) => !(key in SHAPES[kind]))),
        ...(kind === 'pages' ? { mdxPageComponent: "docsgen's theme renders Markdown pages" } : {}),
      },
      nested: new Set(['feedOptions']),
    }),
  );
  // After the options docsgen shares with Docusaurus, where configs usually list them.
  Object.assign(out, pluginLists);
  if (kind === 'docs' && isObj(options.versions)) {
    const shape = innerShape(SHAPES.docs.versions)!;
    const versions: Obj = {};
    for (const [name, value] of Object.entries(options.versions)) {
      if (!isObj(value)) {
        notes.leftOut(`${where}.versions.${name}`, 'expected the options of a version', value);
        continue;
      }
      const picked = pickOptions({ options: value, shape, where: `${where}.versions.${name}`, notes });
      if (Object.keys(picked).length) versions[name] = picked;
    }
    if (Object.keys(versions).length) out.versions = versions;
  } else if (kind === 'docs' && options.versions !== undefined) {
    notes.leftOut(`${where}.versions`, 'expected the options of each version by name', options.versions);
  }
  if (kind === 'docs') noteVersions(where, options, paths, notes);
  return out;
}

/** Says which versions docsgen builds, since it builds all of them as Docusaurus does. */
function noteVersions(where: string, options: Obj, paths: SitePaths, notes: Notes): void {
  const id = str(options.id) ?? 'default';
  const prefix = id === 'default' ? '' : `${id}_`;
  const released = paths.versions(prefix);
  if (!released || options.disableVersioning === true) return;
  let names = [...(options.includeCurrentVersion === false || released.includes('current') ? [] : ['current']), ...released];
  if (Array.isArray(options.onlyIncludeVersions)) names = names.filter((n) => (options.onlyIncludeVersions as unknown[]).includes(n));
  notes.add(`${where}: ${prefix}versions.json is read as Docusaurus reads it; docsgen builds every version: ${names.join(', ')}`);
  if (paths.elsewhere)
    notes.add(
      `${where}: docsgen looks for ${prefix}versions.json, ${prefix}versioned_docs/ and ${prefix}versioned_sidebars/ beside docsgen.config.ts; copy them there from the Docusaurus site, or only the current version is found`,
    );
}

/** Whether a blog instance's folder exists; a note when it does not. */
function blogFolderExists({ where, options }: PluginOptions, paths: SitePaths, notes: Notes): boolean {
  const path = str(options.path) ?? DEFAULTS.blog.docusaurusPath;
  if (paths.exists(path)) return true;
  notes.add(`${where}: the blog folder ${paths.show(path)} does not exist, so Docusaurus builds no blog pages for it; left out, so docsgen builds none either`);
  return false;
}

/**
 * The config value for the instances of one kind: nothing when it is docsgen's default (one
 * instance with default options), `false` for none, an object for one, a list for several.
 */
export function mapContent(kind: ContentKind, instances: PluginOptions[], paths: SitePaths, notes: Notes): Obj | Obj[] | false | undefined {
  // A blog whose folder does not exist has no pages on Docusaurus; docsgen's would still have its archive.
  const present = kind !== 'blog' ? instances : instances.filter((instance) => blogFolderExists(instance, paths, notes));
  const mapped = present.map((instance) => mapInstance(kind, instance, paths, notes));
  if (mapped.length === 0) return false;
  if (mapped.length > 1) return mapped;
  const [only] = mapped as [Obj];
  return Object.keys(only).length ? only : undefined;
}
