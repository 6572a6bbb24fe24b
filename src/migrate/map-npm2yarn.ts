/**
 * Docusaurus's own npm2yarn remark plugin, listed in a docs, blog or pages instance's
 * `remarkPlugins`, as docsgen's `markdown.npm2yarn` (which applies to every page). The other
 * remark plugins are written as the config lists them (map-plugins.ts).
 */
import { stubPackage } from './load-module.js';
import { isObj, type Notes } from './notes.js';
import type { PluginOptions } from './plugin-entries.js';

const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';
const MANAGERS = ['yarn', 'pnpm', 'bun'] as const;
type Manager = (typeof MANAGERS)[number];

/** Whether an entry of `remarkPlugins` (`plugin` or `[plugin, options]`) is the npm2yarn plugin. */
export function isNpm2Yarn(entry: unknown): boolean {
  return stubPackage(Array.isArray(entry) ? entry[0] : entry) === NPM2YARN;
}

/** `markdown.npm2yarn` from the first instance that lists the plugin, or undefined when none does. */
export function mapNpm2Yarn(instances: readonly PluginOptions[], notes: Notes): { sync: boolean; converters: Manager[] } | undefined {
  for (const { where, options } of instances) {
    const plugins = Array.isArray(options.remarkPlugins) ? (options.remarkPlugins as unknown[]) : [];
    const at = plugins.findIndex(isNpm2Yarn);
    if (at < 0) continue;
    const entry = plugins[at];
    const given = Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {};
    const converters: Manager[] = [];
    const written = Array.isArray(given.converters) ? (given.converters as unknown[]) : ['yarn', 'pnpm'];
    written.forEach((converter, i) => {
      const key = `${where}.remarkPlugins[${at}].converters[${i}]`;
      if (typeof converter === 'string' && (MANAGERS as readonly string[]).includes(converter)) converters.push(converter as Manager);
      else if (Array.isArray(converter) && typeof converter[0] === 'string')
        notes.add(`${key}: the custom converter "${converter[0]}" is a function, which cannot be carried over; left out`);
      else notes.leftOut(key, 'docsgen converts npm commands for yarn, pnpm and bun only', converter);
    });
    notes.add(`${where}.remarkPlugins[${at}] (${NPM2YARN}): written as markdown.npm2yarn, which docsgen applies to the docs, the blog and the pages alike`);
    return { sync: given.sync === true, converters };
  }
  return undefined;
}
