/**
 * The classic theme's `customCss` as docsgen's `customCss`: stylesheets added after the
 * theme's, written relative to the docsgen config.
 */
import { NOT_SUPPORTED, str, type Notes } from './notes.js';
import type { SitePaths } from './map-content.js';
import type { PluginOptions } from './plugin-entries.js';

/** The `customCss` of every classic theme options object, in order. */
export function mapCustomCss(themes: PluginOptions[], paths: SitePaths, notes: Notes): string[] {
  const out: string[] = [];
  for (const { where, options } of themes) {
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined || key === 'customCss') continue;
      notes.leftOut(`${where}.${key}`, NOT_SUPPORTED, value);
    }
    const list: unknown[] = Array.isArray(options.customCss) ? options.customCss : options.customCss === undefined ? [] : [options.customCss];
    for (const entry of list) {
      const file = str(entry);
      const key = `${where}.customCss`;
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
      }
    }
  }
  return out;
}
