/** Layouts of pages without a docs sidebar. */
import { Content, type LayoutProps } from '../../src/theme-api.js';
import { strings } from '../ui-strings.js';

/** A standalone Markdown page (`pages/*.md`) or React page (`pages/*.tsx`). */
export function PageLayout({ site, page, content }: LayoutProps) {
  // A React page in `@theme/Layout` lays itself out.
  if (page.ownLayout) return <Content as="div" className="page-own" lang={site.contentLang} content={content} />;
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

/** A blog post. */
export function BlogPostLayout({ site, page, content }: LayoutProps) {
  return (
    <article className="markdown container container--narrow" lang={site.contentLang}>
      {page.hasOwnH1 ? null : <h1>{page.title}</h1>}
      {page.date ? (
        <p className="post-date">
          <time dateTime={page.date}>{page.date}</time>
        </p>
      ) : null}
      <Content content={content} />
    </article>
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

/** All blog posts, grouped by year, newest first. */
export function BlogArchiveLayout({ site, data }: LayoutProps) {
  const posts = data.posts ?? [];
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))];
  const start = site.navbar.items.find((i) => i.type === 'link');
  return (
    <div className="container container--narrow archive">
      <h1>{strings.archiveTitle}</h1>
      {posts.length === 0 ? (
        <div className="archive__empty">
          <p>{strings.archiveEmpty}</p>
          {start ? (
            <p>
              {strings.archiveEmptyHint} <a href={start.href}>{start.label}</a>
            </p>
          ) : null}
        </div>
      ) : (
        years.map((year) => (
          <section key={year} aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`}>{year}</h2>
            <ul className="archive__list" lang={site.contentLang}>
              {posts
                .filter((p) => p.date.startsWith(year))
                .map((p) => (
                  <li key={p.href}>
                    <time dateTime={p.date}>{p.date}</time> <a href={p.href}>{p.title}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** A category page listing the category's docs. */
export function GeneratedIndexLayout({ site, page, data }: LayoutProps) {
  return (
    <div className="doc">
      <div className="doc__main">
        <article className="markdown" lang={site.contentLang}>
          <h1>{page.title}</h1>
          {page.description ? <p>{page.description}</p> : null}
          <ul className="card-list">
            {(data.items ?? []).map((item) => (
              <li key={item.href} className="card">
                <a href={item.href}>{item.label}</a>
                {item.description ? <p>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        </article>
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
