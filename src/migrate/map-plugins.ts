/**
 * The remark and rehype plugin lists of a docs, blog or pages instance (`remarkPlugins`…),
 * which docsgen runs under the same names. A plugin is written when the config took it from a
 * package (`require('remark-math')`, `import rehypeKatex from 'rehype-katex'`, `(await
 * import('remark-math')).default`) or from a local file it imports, and its options are data;
 * each other entry is a note, and the rest of its list is still written. The npm2yarn plugin is
 * `markdown.npm2yarn` (map-npm2yarn.ts).
 *
 * Mapping keeps the plugins themselves (functions, as docsgen's schema checks them);
 * {@link pluginImports} then turns each into the import that gives it, for the writer.
 */
import { moduleReference, type ModuleReference } from './load-module.js';
import { isNpm2Yarn } from './map-npm2yarn.js';
import { describe, isData, isObj, type Notes, type Obj } from './notes.js';
import { Imported } from './to-source.js';
import type { ContentKind } from './plugin-entries.js';
import type { SitePaths } from './site-paths.js';
import { PLUGIN_LISTS } from '../markdown/plugins.js';

/** The first part of an option that is not data, for a note. */
function notDataPart(value: unknown): string {
  if (isData(value)) return '';
  if (Array.isArray(value)) return value.map(notDataPart).find(Boolean) ?? describe(value);
  if (isObj(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const [key, v] of Object.entries(value)) {
      const part = notDataPart(v);
      if (part) return `${key}: ${part}`;
    }
  }
  if (isObj(value)) return `an instance of ${(value.constructor as { name?: string } | undefined)?.name || 'a class'}`;
  return describe(value);
}

/** How a note names a plugin: its package, its file, or its function's name. */
function pluginLabel(plugin: unknown, reference: ModuleReference | undefined, paths: SitePaths): string {
  if (reference?.kind === 'file') return paths.show(reference.module);
  if (reference) return reference.module;
  return describe(plugin);
}

/** The lists of one instance that can be written; a note for every entry that cannot. */
export function mapPluginLists(where: string, kind: ContentKind, options: Obj, paths: SitePaths, notes: Notes): Obj {
  const out: Obj = {};
  const packages = new Set<string>();
  for (const list of PLUGIN_LISTS) {
    const value = options[list];
    if (value === undefined) continue;
    const key = `${where}.${list}`;
    if (!Array.isArray(value)) {
      notes.leftOut(key, `expected a list of remark or rehype plugins, each a plugin or [plugin, options]`, value);
      continue;
    }
    const written: unknown[] = [];
    (value as unknown[]).forEach((entry, i) => {
      if (entry === null || entry === undefined || isNpm2Yarn(entry)) return;
      const [plugin, ...pluginOptions] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
      const reference = moduleReference(plugin);
      const label = pluginLabel(plugin, reference, paths);
      const byHand = `add it to docsgen.config.ts (${kind}.${list}) by hand`;
      if (reference?.kind === 'called') {
        notes.add(`${key}[${i}] (${label}): the plugin is what a function of ${label} returned, and migrate does not run packages; ${byHand}; left out`);
      } else if (!reference && typeof plugin === 'function') {
        notes.add(
          `${key}[${i}] (${label}): the plugin is written in the Docusaurus config itself, and migrate writes only plugins imported from a package or a file; move it into a file of its own and import it from there before migrating, or ${byHand}; left out`,
        );
      } else if (!reference || typeof plugin !== 'function') {
        notes.leftOut(`${key}[${i}]`, 'expected a remark or rehype plugin (a function), or [plugin, options]', plugin);
      } else if (!pluginOptions.every(isData)) {
        notes.add(`${key}[${i}] (${label}): its options hold ${notDataPart(pluginOptions)}, which cannot be written as data; ${byHand}; left out`);
      } else {
        written.push(Array.isArray(entry) ? [plugin, ...pluginOptions] : plugin);
        if (reference.kind === 'package') packages.add(reference.module);
      }
    });
    if (written.length) out[list] = written;
  }
  if (paths.elsewhere && packages.size) {
    const names = [...packages];
    notes.add(
      `${where}: docsgen.config.ts imports ${names.join(', ')}, which are found from its own folder (and the folders above it); install ${names.length === 1 ? 'it' : 'them'} there if the Docusaurus site's node_modules is not above it`,
    );
  }
  return out;
}

/** `./src/remark/plugin.js` for a file of the site: relative to docsgen.config.ts, named as an ES import of it finds it. */
function fileSpecifier(file: string, paths: SitePaths): string {
  const relative = paths.relocate(file).replace(/\.([cm]?)tsx?$/, '.$1js');
  return relative.startsWith('../') || relative.startsWith('/') ? relative : `./${relative}`;
}

/** A plugin of the mapped config as the import that gives it. */
function importOf(plugin: unknown, paths: SitePaths): Imported {
  const reference = moduleReference(plugin);
  if (!reference || reference.kind === 'called') throw new Error(`migrate kept a plugin it cannot import (${describe(plugin)})`);
  const from = reference.kind === 'file' ? fileSpecifier(reference.module, paths) : reference.module;
  const [first, ...rest] = reference.path;
  // `require('pkg')` and `import x from 'pkg'` are the default export (an ES module's, as
  // Docusaurus's loader gives it); `.default` is that too; any other property is a named export.
  // A local file's function is imported under its own name.
  const hint = reference.kind === 'file' && typeof plugin === 'function' ? plugin.name : undefined;
  if (first === undefined) return new Imported(from, 'default', [], hint);
  return new Imported(from, first, rest, hint);
}

/** `config` with each remark and rehype plugin of its docs, blog and pages instances as the import that gives it. */
export function pluginImports(config: Obj, paths: SitePaths): Obj {
  const instance = (options: unknown): unknown => {
    if (!isObj(options)) return options;
    const out: Obj = { ...options };
    for (const list of PLUGIN_LISTS) {
      const entries = options[list];
      if (!Array.isArray(entries)) continue;
      out[list] = (entries as unknown[]).map((entry) =>
        Array.isArray(entry) ? [importOf(entry[0], paths), ...(entry as unknown[]).slice(1)] : importOf(entry, paths),
      );
    }
    return out;
  };
  const out: Obj = { ...config };
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const value = config[kind];
    if (value !== undefined) out[kind] = Array.isArray(value) ? value.map(instance) : instance(value);
  }
  return out;
}
