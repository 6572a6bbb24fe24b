/**
 * `PageMetadata` and `HtmlClassNameProvider` of `@docusaurus/theme-common`, which a site's pages
 * and swizzled components use to set the page's title, description, keywords and image, and a
 * class on `<html>`. Both go through `@docusaurus/Head`, so its rules apply (the page's tags win
 * over the theme's).
 */
import { createElement, Fragment, type ReactNode } from 'react';
import Head from './Head.js';
import { titleWithSite } from '../chunk-format.js';
import { renderContext } from './render-context.js';
import { useBaseUrlUtils } from './useBaseUrl.js';

/** The page's metadata, as Docusaurus writes it: the title with the site's after it, and Open Graph's and Twitter's copies. */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | readonly string[];
  image?: string;
  children?: ReactNode;
}): ReactNode {
  const { title: siteTitle, titleDelimiter } = renderContext().siteConfig;
  const { withBaseUrl } = useBaseUrlUtils();
  const pageTitle = title ? titleWithSite(title, siteTitle, titleDelimiter) : undefined;
  const pageImage = image ? withBaseUrl(image, { absolute: true }) : undefined;
  const tags: ReactNode[] = [];
  if (pageTitle)
    tags.push(createElement('title', { key: 'title' }, pageTitle), createElement('meta', { key: 'og:title', property: 'og:title', content: pageTitle }));
  if (description)
    tags.push(
      createElement('meta', { key: 'description', name: 'description', content: description }),
      createElement('meta', { key: 'og:description', property: 'og:description', content: description }),
    );
  if (keywords) tags.push(createElement('meta', { key: 'keywords', name: 'keywords', content: typeof keywords === 'string' ? keywords : keywords.join(',') }));
  if (pageImage)
    tags.push(
      createElement('meta', { key: 'og:image', property: 'og:image', content: pageImage }),
      createElement('meta', { key: 'twitter:image', name: 'twitter:image', content: pageImage }),
    );
  return createElement(Head, null, ...tags, children);
}

/** Puts `className` on `<html>` for the page, and renders its children. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }): ReactNode {
  return createElement(Fragment, null, className ? createElement(Head, null, createElement('html', { className })) : null, children);
}
