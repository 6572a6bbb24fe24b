/**
 * The engine's keys of docs versions and sidebars: a version is `<pluginId>/<version>`, a sidebar
 * `<pluginId>/<version>/<sidebar id>` (the sidebar id is the sidebars file's key). One module, so
 * the worker threads read a key as the main thread wrote it without loading the navigation.
 */
import type { DocsVersion } from '../discover/versions.js';

/** The key of a docs version. */
export const versionKey = (v: Pick<DocsVersion, 'pluginId' | 'name'>): string => `${v.pluginId}/${v.name}`;

/** The key of the sidebar `id` of a docs version. */
export const sidebarKey = (v: Pick<DocsVersion, 'pluginId' | 'name'>, id: string): string => `${versionKey(v)}/${id}`;

/** The sidebars file's key of a sidebar, from the engine's key. */
export const sidebarIdOf = (key: string): string => key.split('/').pop()!;
