/**
 * The classic theme's `customCss`, and the stylesheets among the site's `clientModules`, as
 * docsgen's `customCss`: stylesheets added after the theme's, written relative to the docsgen
 * config.
 */
import { NOT_SUPPORTED, str, type Notes } from './notes.js';
import type { SitePaths } from './map-content.js';
import type { PluginOptions } from './plugin-entries.js';

/**
 * The `customCss` of every classic theme options object, in order, then the stylesheets among
 * the site's `clientModules` (Docusaurus loads both as client modules, the theme's first).
 */
export function mapCustomCss(themes: PluginOptions[], clientModules: unknown, paths: SitePaths, notes: Notes): string[] {
  const out: string[] = [];
  for (const { where, options } of themes) {
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined || key === 'customCss') continue;
      notes.leftOut(`${where}.${key}`, NOT_SUPPORTED, value);
    }
    const list: unknown[] = Array.isArray(options.customCss) ? options.customCss : options.customCss === undefined ? [] : [options.customCss];
    for (const entry of list) addStylesheet(entry, `${where}.customCss`, paths, notes, out);
  }
  if (clientModules === undefined) return out;
  for (const entry of Array.isArray(clientModules) ? (clientModules as unknown[]) : [clientModules]) {
    const file = str(entry);
    if (file !== undefined && /\.(css|s[ac]ss)$/i.test(file)) addStylesheet(entry, 'clientModules', paths, notes, out);
    else if (file === undefined) notes.leftOut('clientModules', 'expected a file path', entry);
    else notes.leftOut('clientModules', `${paths.show(file)} runs code, and docsgen's pages run only the theme's script`);
  }
  return out;
}

/** Adds the stylesheet `entry` (a path, as the Docusaurus config gives it) to `out`, relative to the docsgen config; or notes why not. */
function addStylesheet(entry: unknown, key: string, paths: SitePaths, notes: Notes, out: string[]): void {
  const file = str(entry);
  if (file === undefined) notes.leftOut(key, 'expected a file path', entry);
  else if (!paths.exists(file)) {
    const shown = paths.show(file);
    if (/(^|\/)node_modules\//.test(shown))
      notes.leftOut(key, `${shown} comes from a package that is not installed; run npm install in the site, then add it to customCss`);
    else notes.leftOut(key, `${shown} does not exist`);
  } else {
    const relocated = paths.relocate(file);
    out.push(relocated);
    if (/\.s[ac]ss$/i.test(file)) notes.add(`${key}: ${relocated} is Sass: docsgen needs the sass package to compile it (npm install --save-dev sass)`);
    else if (key === 'clientModules') notes.add(`clientModules: ${relocated} is a stylesheet: written into customCss, after the theme's`);
  }
}
