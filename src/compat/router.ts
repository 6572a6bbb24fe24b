/** `@docusaurus/router`: the location of the page being rendered; navigation happens in the browser, never at build time. */
import { renderContext } from './render-context.js';

export function useLocation(): { pathname: string; search: string; hash: string; state: unknown } {
  const { siteConfig, route } = renderContext();
  return { pathname: siteConfig.baseUrl + route.slice(1), search: '', hash: '', state: undefined };
}

export function useHistory(): {
  location: ReturnType<typeof useLocation>;
  push: (to: string) => void;
  replace: (to: string) => void;
  listen: () => () => void;
} {
  return { location: useLocation(), push: () => undefined, replace: () => undefined, listen: () => () => undefined };
}

export function Redirect(): null {
  return null;
}

export function matchPath(
  pathname: string,
  options: { path?: string; exact?: boolean } | string,
): { path: string; url: string; isExact: boolean; params: Record<string, string> } | null {
  const path = typeof options === 'string' ? options : (options.path ?? '/');
  const exact = typeof options === 'string' ? false : (options.exact ?? false);
  const isExact = pathname === path;
  return isExact || (!exact && pathname.startsWith(path)) ? { path, url: path, isExact, params: {} } : null;
}
