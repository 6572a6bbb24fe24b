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

/**
 * `<Redirect to>`: a static site cannot answer with a redirect, so the page becomes one that
 * sends the reader on as it loads (a meta refresh, as the site's `redirects` make), and the
 * target is link-checked. `to` is a path under the base URL, as Docusaurus's router takes it.
 */
export function Redirect({ to }: { to: string | { pathname?: string; search?: string; hash?: string } }): null {
  const context = renderContext();
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  if (context.redirect === undefined && target) {
    context.redirect = target;
    context.links.push(target);
  }
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
