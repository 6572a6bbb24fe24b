/** Layouts of pages without a docs sidebar, and the generated index of a sidebar category. */
import { Content, type LayoutProps } from '../../src/theme-api.js';
import { strings } from '../ui-strings.js';
import { Breadcrumbs, DocPagination } from './DocLayout.js';
import { DocCardList } from '../mdx-components.js';

/** A standalone Markdown page (`pages/*.md`) or React page (`pages/*.tsx`). */
export function PageLayout({ site, page, content }: LayoutProps) {
  // A React page in `@theme/Layout` lays itself out; the page's landmark is its own <main>, or this box.
  if (page.ownLayout) return <Content as={/<main[\s>]/i.test(content.html) ? 'div' : 'main'} className="page-own" lang={site.contentLang} content={content} />;
  return (
    <Content
      as="article"
      className="markdown container container--narrow"
      lang={site.contentLang}
      content={content}
      {...(page.hasOwnH1 ? {} : { heading: page.title })}
    />
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
