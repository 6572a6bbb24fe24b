/**
 * Small `@docusaurus/*` modules: isInternalUrl, Noop, global and route data, broken-link
 * collection. Of the plugins' global data, docsgen has the docs plugin's (docs-data.ts); other
 * plugins' is empty.
 */
import { DOCS_PLUGIN, useAllDocsData } from './docs-data.js';
import { renderContext } from './render-context.js';
import { isExternal } from './urls.js';

export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && !isExternal(url);
}

export function Noop(): null {
  return null;
}

/** Global data by plugin name, then instance id. */
export function useGlobalData(): Record<string, Record<string, unknown>> {
  const docs = useAllDocsData();
  return Object.keys(docs).length ? { [DOCS_PLUGIN]: docs } : {};
}

/** A plugin's global data by instance id: the docs plugin's instances; nothing for another plugin. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  const all = useGlobalData()[pluginName];
  if (all) return all;
  if (options.failfast) throw new Error(`docsgen has no global data of the plugin "${pluginName}"`);
  return {};
}

/** One instance's global data (`default` when not given); undefined for a docs instance the site does not have, nothing for another plugin. */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const all = useAllPluginInstancesData(pluginName, options);
  if (pluginName !== DOCS_PLUGIN) return all;
  const data = all[pluginId];
  if (data === undefined && options.failfast) throw new Error(`the docs have no instance with the id "${pluginId}"`);
  return data;
}

/**
 * `@docusaurus/useBrokenLinks`: a component declares a link it renders, or an anchor it gives,
 * without `@docusaurus/Link` or `@theme/Heading`. The link is checked with the page's own; the
 * anchor is one the page's links may point at.
 */
export function useBrokenLinks(): { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void } {
  const context = renderContext();
  return {
    collectLink: (link) => {
      if (typeof link === 'string' && link) context.links.push(link);
    },
    collectAnchor: (anchor) => {
      if (typeof anchor === 'string' && anchor) context.anchors.push(anchor);
    },
  };
}

export function useRouteContext(): { plugin: { id: string; name: string }; data?: unknown } {
  return { plugin: { id: 'default', name: 'docsgen' } };
}

/** `@docusaurus/useIsomorphicLayoutEffect`: pages render on the server only, where Docusaurus's is `useEffect` (which does not run there). */
export { useEffect as useIsomorphicLayoutEffect } from 'react';
