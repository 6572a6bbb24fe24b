/** `@docusaurus/Link`: an `<a>` whose site paths get the base URL; every site path it links to is checked like a Markdown link. */
import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { renderContext } from './render-context.js';
import { isExternal, withBaseUrl, withTrailingSlash } from './urls.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
  children?: ReactNode;
}

const PATHNAME = /^pathname:\/\//i;

/** `target` (`/docs/introduction/?x#y`) with its path in the case of the route it names. */
function inRouteCase(target: string, routeOf: (path: string) => string): string {
  const cut = target.search(/[?#]/);
  const path = cut < 0 ? target : target.slice(0, cut);
  const bare = path.replace(/\/+$/, '') || '/';
  const route = routeOf(bare);
  return route === bare ? target : `${route}${path.slice(bare.length)}${cut < 0 ? '' : target.slice(cut)}`;
}

export default function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink: _isNavLink,
  activeClassName: _active,
  exact: _exact,
  'data-noBrokenLinkCheck': noCheck,
  children,
  ...rest
}: LinkProps) {
  const context = renderContext();
  // An id makes the link an anchor other links may point at.
  if (typeof rest.id === 'string' && rest.id) context.anchors.push(rest.id);
  const target = to ?? href ?? '';
  let url = target;
  if (PATHNAME.test(target)) {
    // Not a page of the site, but under its base URL all the same, as Docusaurus's Link has it.
    const path = target.replace(PATHNAME, '');
    url = autoAddBaseUrl && path.startsWith('/') ? withBaseUrl(path.replace(/^\/+/, '/'), context.siteConfig.baseUrl) : path;
  } else if (!isExternal(target) && !target.startsWith('#')) {
    // A site path in another letter case is written as the page's route, which a case-sensitive host serves.
    if (target.startsWith('/') && context.routeOf) url = inRouteCase(target, context.routeOf);
    // Docusaurus's Link adds the base URL to paths from the root only; a relative path stays relative.
    if (autoAddBaseUrl && url.startsWith('/')) url = withBaseUrl(url, context.siteConfig.baseUrl);
    // The config's trailingSlash ends every internal link, as on Docusaurus.
    url = withTrailingSlash(url, context.siteConfig.trailingSlash, context.siteConfig.baseUrl);
    if (!noCheck && target) context.links.push(url);
  }
  const external = isExternal(url);
  return createElement('a', { ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...rest, href: url }, children);
}
