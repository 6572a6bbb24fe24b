/** Small `@docusaurus/*` modules: isInternalUrl, Noop, global and route data (none at build time). */
import { isExternal } from './urls.js';

export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && !isExternal(url);
}

export function Noop(): null {
  return null;
}

export function useGlobalData(): Record<string, unknown> {
  return {};
}

export function usePluginData(): Record<string, unknown> {
  return {};
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}

export function useRouteContext(): { plugin: { id: string; name: string }; data?: unknown } {
  return { plugin: { id: 'default', name: 'docsgen' } };
}

/** `@docusaurus/useIsomorphicLayoutEffect`: pages render on the server only, where Docusaurus's is `useEffect` (which does not run there). */
export { useEffect as useIsomorphicLayoutEffect } from 'react';
