/** Layouts of pages without a docs sidebar, and the generated index of a sidebar category. */
import { Content, type LayoutProps } from '../../src/theme-api.js';
import { strings } from '../ui-strings.js';
import { Breadcrumbs, DocPagination } from './DocLayout.js';
import { DocCardList } from '../mdx-components.js';
import { TocColumn } from '../Toc.js';

/**
 * A standalone Markdown or MDX page (`pages/*.md`, `pages/*.mdx`) or React page (`pages/*.tsx`).
 * A Markdown or MDX page with headings has the doc's table of contents beside it, as
 * Docusaurus's MDX pages do, unless its frontmatter says `hide_table_of_contents`; like theirs,
 * it shows on wide screens only.
 */
export function PageLayout({ site, page, content }: LayoutProps) {
  // A React page in `@theme/Layout` lays itself out; the page's landmark is its own <main>, or this box.
  if (page.ownLayout) return <Content as={/<main[\s>]/i.test(content.html) ? 'div' : 'main'} className="page-own" lang={site.contentLang} content={content} />;
  const heading = page.hasOwnH1 ? {} : { heading: page.title };
  if (page.hideToc || page.toc.length === 0)
    return <Content as="article" className="markdown container container--narrow" lang={site.contentLang} content={content} {...heading} />;
  return (
    <div className="doc doc--with-toc">
      <div className="doc__main">
        <Content as="article" className="markdown" lang={site.contentLang} content={content} {...heading} />
      </div>
      <div className="doc__toc">
        <TocColumn items={page.toc} lang={site.contentLang} />
      </div>
    </div>
  );
}

/** The not-found page, emitted as 404.html. */
export function NotFoundLayout() {
  return (
    <div className="container container--narrow not-found">
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundLead}</p>
      <p>{strings.notFoundHelp}</p>
    </div>
  );
}

/** A category page listing the category's docs. */
export function GeneratedIndexLayout({ site, page, data }: LayoutProps) {
  return (
    <div className="doc">
      <div className="doc__main">
        <div className="doc__top">
          <Breadcrumbs site={site} page={page} />
        </div>
        <article className="markdown" lang={site.contentLang}>
          <h1>{page.title}</h1>
          {page.description ? <p>{page.description}</p> : null}
          <DocCardList items={data.items ?? []} />
        </article>
        <DocPagination site={site} page={page} />
      </div>
    </div>
  );
}

/** A moved page: a visible link beside the meta refresh, so it works without JavaScript. */
export function RedirectLayout({ data }: LayoutProps) {
  return (
    <div className="container container--narrow">
      <p>
        {strings.redirecting} <a href={data.redirectTo}>{data.redirectTo}</a>.
      </p>
    </div>
  );
}
