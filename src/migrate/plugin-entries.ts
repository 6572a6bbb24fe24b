/**
 * Reads the `presets`, `plugins` and `themes` lists of a Docusaurus config into what docsgen
 * can use: instances of the content plugins (docs, blog, pages), the options of the classic
 * theme (customCss) and of the client redirects plugin. The classic preset, and any other
 * preset that takes its `docs`, `blog`, `pages` or `theme` options (presets that wrap it), add
 * a docs, a blog and a pages instance unless one is `false`, as the classic preset does.
 */
import { stubPackage } from './load-module.js';
import { NOT_SUPPORTED, describe, isObj, type Notes, type Obj } from './notes.js';

export type ContentKind = 'docs' | 'blog' | 'pages';

/** Options of one plugin, and their key in the Docusaurus config. */
export interface PluginOptions {
  where: string;
  options: Obj;
}

/** What the three lists hold that docsgen can use. */
export interface SitePlugins {
  docs: PluginOptions[];
  blog: PluginOptions[];
  pages: PluginOptions[];
  /** Options of the classic theme (the preset's `theme`, or `@docusaurus/theme-classic`). */
  theme: PluginOptions[];
  /** Options of `@docusaurus/plugin-client-redirects`. */
  redirects: PluginOptions[];
  /** Options of the sitemap plugin (the preset's `sitemap`, or `@docusaurus/plugin-sitemap`). */
  sitemap: PluginOptions[];
}

const PRESET_REASONS: Record<string, string> = {
  gtag: 'analytics scripts are not supported',
  googleAnalytics: 'analytics scripts are not supported',
  googleTagManager: 'analytics scripts are not supported',
  svgr: 'Docusaurus plugins do not run in docsgen',
  debug: 'docsgen has no debug pages',
};

const PLUGIN_REASONS: Array<[RegExp, string]> = [
  [/(^|\/)docusaurus-plugin-sass$/, 'Docusaurus plugins do not run in docsgen; .scss custom CSS needs the sass package instead'],
  [/(gtag|google-analytics|google-tag-manager)$/, 'analytics scripts are not supported'],
  [
    /(^|\/)(docusaurus-)?plugin-ideal-image$/,
    "not needed: docsgen's theme has @theme/IdealImage, which shows the image as it is, loaded lazily (no placeholder or smaller sizes are made)",
  ],
];

/** The module an entry names: `@docusaurus/plugin-content-docs`, from a path into node_modules too. */
export function moduleName(entry: unknown): string {
  const pkg = stubPackage(entry);
  if (pkg) return pkg;
  if (typeof entry === 'function') return entry.name || 'a function';
  if (typeof entry !== 'string') return describe(entry);
  const inModules = entry.replace(/\\/g, '/').split('/node_modules/');
  if (inModules.length > 1) return inModules[inModules.length - 1]!.replace(/\/(lib|dist|src)\/index\.[cm]?[jt]s$|\/index\.[cm]?[jt]s$/, '');
  return entry;
}

const isModule = (name: string, short: string, prefix: 'plugin' | 'preset' | 'theme'): boolean =>
  new RegExp(`^(?:@docusaurus/)?(?:docusaurus-${prefix}-|${prefix}-)?${short}$`).test(name);

function entryParts(entry: unknown): { module: unknown; options: unknown } | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  if (Array.isArray(entry)) return { module: entry[0], options: entry[1] };
  return { module: entry, options: undefined };
}

/** Reads the three lists; notes every entry docsgen leaves out. */
export function readPlugins(input: Obj, notes: Notes): SitePlugins {
  const found: SitePlugins = { docs: [], blog: [], pages: [], theme: [], redirects: [], sitemap: [] };
  const list = (key: string): Array<{ where: string; name: string; options: unknown }> => {
    const value = input[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      notes.leftOut(key, 'expected a list', value);
      return [];
    }
    return value.flatMap((entry: unknown, i) => {
      const parts = entryParts(entry);
      return parts ? [{ where: `${key}[${i}]`, name: moduleName(parts.module), options: parts.options }] : [];
    });
  };
  const optionsOf = (where: string, options: unknown): Obj => {
    if (options === undefined || isObj(options)) return options ?? {};
    notes.leftOut(`${where} options`, 'expected an object', options);
    return {};
  };

  for (const { where, name, options } of list('presets')) {
    const opts = optionsOf(where, options);
    const classic = isModule(name, 'classic', 'preset');
    if (!classic && !['docs', 'blog', 'pages', 'theme'].some((k) => k in opts)) {
      notes.leftOut(where, `the preset ${name} is not supported; only the classic preset and presets that take its options are read`);
      continue;
    }
    if (!classic) notes.add(`${where}: ${name} is read like the classic preset (its docs, blog, pages and theme options); anything else it adds is not`);
    for (const kind of ['docs', 'blog', 'pages'] as const) {
      const value = opts[kind];
      if (value === false) continue;
      found[kind].push({ where: `${where}.${kind}`, options: optionsOf(`${where}.${kind}`, value) });
    }
    if (opts.theme !== undefined) found.theme.push({ where: `${where}.theme`, options: optionsOf(`${where}.theme`, opts.theme) });
    if (isObj(opts.sitemap)) found.sitemap.push({ where: `${where}.sitemap`, options: opts.sitemap });
    for (const [key, value] of Object.entries(opts)) {
      if (['docs', 'blog', 'pages', 'theme'].includes(key) || value === undefined || value === false) continue;
      if (key === 'sitemap' && isObj(value)) continue;
      notes.leftOut(`${where}.${key}`, PRESET_REASONS[key] ?? NOT_SUPPORTED, value);
    }
  }

  for (const { where, name, options } of list('plugins')) {
    const kind = (['docs', 'blog', 'pages'] as const).find((k) => isModule(name, `content-${k}`, 'plugin'));
    if (kind) found[kind].push({ where, options: optionsOf(where, options) });
    else if (isModule(name, 'client-redirects', 'plugin')) found.redirects.push({ where, options: optionsOf(where, options) });
    else if (isModule(name, 'sitemap', 'plugin')) found.sitemap.push({ where, options: optionsOf(where, options) });
    else notes.leftOut(`${where} (${name})`, PLUGIN_REASONS.find(([re]) => re.test(name))?.[1] ?? 'Docusaurus plugins do not run in docsgen');
  }

  for (const { where, name, options } of list('themes')) {
    if (isModule(name, 'classic', 'theme')) found.theme.push({ where, options: optionsOf(where, options) });
    // What it does, markdown.mermaid does in docsgen (map-site.ts).
    else if (isModule(name, 'mermaid', 'theme')) continue;
    else
      notes.leftOut(`${where} (${name})`, PLUGIN_REASONS.find(([re]) => re.test(name))?.[1] ?? 'docsgen has its own theme; Docusaurus themes do not run in it');
  }
  return found;
}
