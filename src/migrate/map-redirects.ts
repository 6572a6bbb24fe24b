/**
 * `@docusaurus/plugin-client-redirects` as docsgen's `redirects`: each `{ from, to }` is kept
 * (`from` one path or a list). What docsgen's redirects cannot say is noted.
 */
import { NOT_SUPPORTED, isObj, str, type Notes } from './notes.js';
import type { PluginOptions } from './plugin-entries.js';

/** One redirect as docsgen's config writes it. */
export interface Redirect {
  from: string | string[];
  to: string;
}

const REASONS: Record<string, string> = {
  fromExtensions: 'docsgen has no option that redirects <page>.html (or another extension) to every page; old URLs with an extension need a redirect each',
  toExtensions: 'docsgen has no option that redirects every page to its file with an extension',
  createRedirects: 'a function cannot be carried over; add the redirects it makes to `redirects` by hand',
};

function mapRedirect(raw: unknown, where: string, notes: Notes): Redirect | undefined {
  if (!isObj(raw)) {
    notes.leftOut(where, 'expected { from, to }', raw);
    return undefined;
  }
  const to = str(raw.to);
  const from = Array.isArray(raw.from) ? (raw.from as unknown[]) : [raw.from];
  const paths = from.filter((f): f is string => typeof f === 'string' && f.startsWith('/'));
  if (!to || paths.length === 0) {
    notes.leftOut(where, 'a redirect needs `to` and at least one `from` path starting with "/"', raw);
    return undefined;
  }
  for (const bad of from.filter((f) => !(typeof f === 'string' && f.startsWith('/')))) notes.leftOut(`${where}.from`, 'not a path starting with "/"', bad);
  for (const key of Object.keys(raw).filter((k) => k !== 'from' && k !== 'to' && raw[k] !== undefined))
    notes.leftOut(`${where}.${key}`, NOT_SUPPORTED, raw[key]);
  return { from: Array.isArray(raw.from) ? paths : paths[0]!, to };
}

/** The redirects of every client redirects plugin, in order. */
export function mapRedirects(plugins: PluginOptions[], notes: Notes): Redirect[] {
  const out: Redirect[] = [];
  for (const { where, options } of plugins) {
    const list: unknown = options.redirects;
    if (Array.isArray(list)) list.forEach((raw, i) => pushDefined(out, mapRedirect(raw, `${where}.redirects[${i}]`, notes)));
    else if (list !== undefined) notes.leftOut(`${where}.redirects`, 'expected a list of { from, to }', list);
    for (const [key, value] of Object.entries(options)) {
      if (key === 'redirects' || value === undefined) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      notes.leftOut(`${where}.${key}`, REASONS[key] ?? NOT_SUPPORTED, value);
    }
  }
  return out;
}

function pushDefined<T>(list: T[], value: T | undefined): void {
  if (value !== undefined) list.push(value);
}
