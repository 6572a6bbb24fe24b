/**
 * A site's own remark and rehype plugins, as a docs, blog or pages instance lists them under
 * Docusaurus's names (`beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
 * `rehypePlugins`): each entry a unified plugin or `[plugin, ...options]`. The same lists serve
 * the Markdown path (plugin-pipeline.ts) and the MDX compiler (compile-mdx.ts).
 *
 * Every plugin is attached through a wrapper that names it (`docs.remarkPlugins[1] (remarkFoo)`)
 * in what it throws, so a failure is reported at the file being processed with the plugin's
 * name, and with the line and column a vfile message carries.
 */
import { sep } from 'node:path';
import type { Pluggable, Plugin, Processor } from 'unified';
import type { Diagnostic } from '../diagnostics.js';

/** The four lists, in the order a page goes through them (docsgen's own transforms between). */
export const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type PluginListName = (typeof PLUGIN_LISTS)[number];

/** A unified plugin as a config gives it. */
export type AnyPlugin = (this: Processor, ...options: never[]) => unknown;
/** An entry of a list: the plugin, or the plugin and its options; `null` and `undefined` are skipped, as unified skips them. */
export type PluginEntry = AnyPlugin | readonly [AnyPlugin, ...unknown[]] | null | undefined;
/** The lists of one content instance. */
export type PluginLists = Partial<Record<PluginListName, readonly PluginEntry[]>>;

/** The key of a content instance's lists: `docs:default`, `blog:news`. */
export function instanceKey(kind: 'doc' | 'blog' | 'page', id: string): string {
  return `${kind === 'doc' ? 'docs' : kind === 'page' ? 'pages' : 'blog'}:${id}`;
}

/** The lists of every instance of `config` that has any, by {@link instanceKey}. */
export function pluginListsOf(config: {
  docs: ReadonlyArray<PluginLists & { id: string }>;
  blog: ReadonlyArray<PluginLists & { id: string }>;
  pages: ReadonlyArray<PluginLists & { id: string }>;
}): Map<string, { lists: PluginLists; where: string }> {
  const found = new Map<string, { lists: PluginLists; where: string }>();
  const add = (kind: 'doc' | 'blog' | 'page', name: string, instances: ReadonlyArray<PluginLists & { id: string }>): void => {
    instances.forEach((instance, i) => {
      if (!PLUGIN_LISTS.some((list) => instance[list]?.some((entry) => entry !== null && entry !== undefined))) return;
      found.set(instanceKey(kind, instance.id), { lists: instance, where: instances.length > 1 ? `${name}[${i}]` : name });
    });
  };
  add('doc', 'docs', config.docs);
  add('blog', 'blog', config.blog);
  add('page', 'pages', config.pages);
  return found;
}

/** A plugin threw (or rejected, or failed its vfile): `label` names it, `cause` is what it threw. */
export class PluginError extends Error {
  constructor(
    readonly label: string,
    override readonly cause: unknown,
  ) {
    super(`${label} failed: ${reasonOf(cause)}`);
    this.name = 'PluginError';
  }
}

function reasonOf(error: unknown): string {
  const e = error as { reason?: unknown; message?: unknown } | undefined;
  if (typeof e?.reason === 'string') return e.reason;
  if (typeof e?.message === 'string') return e.message;
  return String(error);
}

type Transform = (tree: unknown, file: unknown, next?: (error?: unknown, ...rest: unknown[]) => void) => unknown;

/** `plugin`, attached so that whatever it or its transformer throws is a {@link PluginError} naming it. */
function labelled(plugin: AnyPlugin, label: string): AnyPlugin {
  const tag = (error: unknown): PluginError => (error instanceof PluginError ? error : new PluginError(label, error));
  return function (this: Processor, ...options: never[]) {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, options);
    } catch (error) {
      throw tag(error);
    }
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer as Transform;
    // unified passes a callback to a transformer that declares a third parameter; the wrapper keeps that shape.
    if (transform.length > 2) {
      return function (tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) {
        try {
          return transform(tree, file, (error, ...rest) => next(error ? tag(error) : error, ...rest));
        } catch (error) {
          throw tag(error);
        }
      };
    }
    return function (tree: unknown, file: unknown) {
      let result: unknown;
      try {
        result = transform(tree, file);
      } catch (error) {
        throw tag(error);
      }
      if (typeof (result as { then?: unknown } | undefined)?.then === 'function')
        return Promise.resolve(result).catch((error: unknown) => Promise.reject(tag(error)));
      return result;
    };
  };
}

/** One list of `lists` as unified plugins, each naming itself `<where>.<list>[i] (name)` when it fails. */
export function usablePlugins(lists: PluginLists | undefined, list: PluginListName, where: string): Pluggable[] {
  const out: Pluggable[] = [];
  (lists?.[list] ?? []).forEach((entry, i) => {
    if (entry === null || entry === undefined) return;
    const [plugin, ...options] = typeof entry === 'function' ? [entry] : entry;
    const label = `${where}.${list}[${i}]${plugin.name ? ` (${plugin.name})` : ''}`;
    out.push([labelled(plugin, label) as Plugin<unknown[]>, ...options] as Pluggable);
  });
  return out;
}

/**
 * The diagnostic of a plugin that failed on `file`: where the plugin's error points (a vfile
 * message has a line and column), else the file.
 */
export function pluginDiagnostic(error: PluginError, file: string): Diagnostic {
  const cause = error.cause as { line?: unknown; column?: unknown; place?: { line?: number; column?: number; start?: { line?: number; column?: number } } };
  const point = cause?.place && 'start' in cause.place ? cause.place.start : cause?.place;
  const line = typeof cause?.line === 'number' ? cause.line : point?.line;
  const column = typeof cause?.column === 'number' ? cause.column : point?.column;
  return {
    severity: 'error',
    code: 'markdown/plugin',
    message: `${error.message}; fix what the plugin complains about, its options, or take it out of the config's ${error.label.replace(/\[\d+\].*$/, '')}`,
    file,
    ...(line ? { line, ...(column ? { column } : {}) } : {}),
  };
}

/** A content instance's lists with its key and its name in the config. */
export interface InstancePlugins {
  key: string;
  lists: PluginLists;
  where: string;
}

/**
 * Which instance's plugins a file goes through: that of the content folder holding it (the
 * deepest, when folders nest), for pages and for the partials they import alike.
 */
export function pluginsByFolder(
  found: ReadonlyMap<string, { lists: PluginLists; where: string }>,
  roots: ReadonlyArray<{ kind: 'doc' | 'blog' | 'page'; pluginId: string; dir: string }>,
): (file: string) => InstancePlugins | undefined {
  const withPlugins = roots
    .map((root) => ({ dir: root.dir.endsWith(sep) ? root.dir : root.dir + sep, key: instanceKey(root.kind, root.pluginId) }))
    .filter((root) => found.has(root.key))
    .sort((a, b) => b.dir.length - a.dir.length);
  return (file) => {
    const root = withPlugins.find((r) => file.startsWith(r.dir));
    return root ? { key: root.key, ...found.get(root.key)! } : undefined;
  };
}
