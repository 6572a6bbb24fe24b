/**
 * The blog's layouts: a post, the paginated list, a tag's posts, the tags, the authors, an
 * author's posts and the archive. Each renders the `main` region; the blog sidebar (recent
 * posts) sits beside the content on wide screens and after it on narrow ones.
 */
import type { ReactNode } from 'react';
import { Content, type BlogData, type BlogPostMeta, type LayoutProps, type PageContent, type SiteInfo } from '../../src/theme-api.js';
import { strings } from '../ui-strings.js';
import { UnlistedNotice } from '../UnlistedNotice.js';
import { TocCollapsible, TocColumn } from '../Toc.js';
import { AuthorCard, BlogSidebarNav, formatDate, ListPaginator, Paginator, PostFooter, PostHeader, yearOf } from './BlogParts.js';
import { TagsIndex } from '../Tags.js';

/** The blog's frame: the content, the sidebar of recent posts, and on post pages the table of contents. */
function BlogFrame({ site, blog, toc, children }: { site: SiteInfo; blog: BlogData | undefined; toc?: ReactNode; children: ReactNode }) {
  const sidebar = blog?.sidebar;
  return (
    <div className={`blog${sidebar ? ' blog--with-sidebar' : ''}${toc ? ' blog--with-toc' : ''}`}>
      <div className="blog__main">{children}</div>
      {sidebar ? (
        <aside className="blog__sidebar">
          <BlogSidebarNav sidebar={sidebar} lang={site.contentLang} />
        </aside>
      ) : null}
      {toc ? <div className="blog__toc">{toc}</div> : null}
    </div>
  );
}

/** Posts of a list page, each cut at its truncate marker, with a link to read the rest. */
function PostList({ site, posts, summaries }: { site: SiteInfo; posts: BlogPostMeta[]; summaries: PageContent[] }) {
  return (
    <div className="post-list">
      {posts.map((post, i) => (
        <article key={post.href} className="post post--summary">
          <PostHeader post={post} site={site} linkTitle lang={site.contentLang} />
          {summaries[i] ? <Content className="markdown post__content" lang={site.contentLang} content={summaries[i]} /> : null}
          <PostFooter post={post} inList />
        </article>
      ))}
    </div>
  );
}

/** A blog post: title, date, reading time, authors, the body, tags, newer and older posts. */
export function BlogPostLayout({ site, page, content, data }: LayoutProps) {
  const post = data.blog?.post;
  const showToc = !page.hideToc && page.toc.length > 0;
  if (!post) return <Content as="article" className="markdown container container--narrow" lang={site.contentLang} content={content} heading={page.title} />;
  return (
    <BlogFrame site={site} blog={data.blog} {...(showToc ? { toc: <TocColumn items={page.toc} lang={site.contentLang} /> } : {})}>
      <article className="post post--page">
        {post.unlisted ? <UnlistedNotice className="post__unlisted" /> : null}
        <PostHeader post={post} site={site} linkTitle={false} lang={site.contentLang} />
        {showToc ? <TocCollapsible items={page.toc} lang={site.contentLang} /> : null}
        <Content className="markdown post__content" lang={site.contentLang} content={content} />
        <PostFooter post={post} inList={false} />
      </article>
      <Paginator
        label={strings.blog.postNavigation}
        {...(page.prev ? { newer: { ...page.prev, sub: strings.blog.newerPost } } : {})}
        {...(page.next ? { older: { ...page.next, sub: strings.blog.olderPost } } : {})}
      />
    </BlogFrame>
  );
}

/** The paginated list of posts (`/blog`, `/blog/page/2`). */
export function BlogListLayout({ site, page, data, summaries }: LayoutProps) {
  const blog = data.blog;
  return (
    <BlogFrame site={site} blog={blog}>
      <header className="blog__header">
        <h1>{page.title}</h1>
        {blog?.description && blog.description !== page.title ? <p className="blog__description">{blog.description}</p> : null}
      </header>
      <PostList site={site} posts={blog?.posts ?? []} summaries={summaries} />
      <ListPaginator {...(blog?.pagination ? { pagination: blog.pagination } : {})} />
    </BlogFrame>
  );
}

/** The posts of one tag. */
export function BlogTagLayout({ site, page, data, summaries }: LayoutProps) {
  const blog = data.blog;
  return (
    <BlogFrame site={site} blog={blog}>
      <header className="blog__header">
        <h1>{page.title}</h1>
        {blog?.tag?.description ? <p className="blog__description">{blog.tag.description}</p> : null}
        {blog?.tagsHref ? (
          <a className="blog__all" href={blog.tagsHref}>
            {strings.blog.allTags}
          </a>
        ) : null}
      </header>
      <PostList site={site} posts={blog?.posts ?? []} summaries={summaries} />
      <ListPaginator {...(blog?.pagination ? { pagination: blog.pagination } : {})} />
    </BlogFrame>
  );
}

/** Every tag, grouped by first letter, with its number of posts. */
export function BlogTagsListLayout({ site, page, data }: LayoutProps) {
  return (
    <BlogFrame site={site} blog={data.blog}>
      <header className="blog__header">
        <h1>{page.title}</h1>
      </header>
      <TagsIndex tags={data.blog?.tags ?? []} lang={site.lang} contentLang={site.contentLang} />
    </BlogFrame>
  );
}

/** Every author of the authors file, with their number of posts. */
export function BlogAuthorsListLayout({ site, page, data }: LayoutProps) {
  return (
    <BlogFrame site={site} blog={data.blog}>
      <header className="blog__header">
        <h1>{page.title}</h1>
      </header>
      <ul className="authors-index">
        {(data.blog?.authors ?? []).map((author, i) => (
          <li key={`${i}-${author.key ?? ''}`} className="authors-index__item">
            <AuthorCard author={author} size="large" headingLevel={2} />
            {author.count !== undefined ? <span className="authors-index__count">{strings.blog.postCount(author.count)}</span> : null}
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}

/** The posts of one author. */
export function BlogAuthorLayout({ site, data, summaries }: LayoutProps) {
  const blog = data.blog;
  const author = blog?.author;
  return (
    <BlogFrame site={site} blog={blog}>
      <header className="blog__header author-page__header">
        {author ? <AuthorCard author={author} size="large" headingLevel={1} onOwnPage /> : null}
        {author?.description ? <p className="blog__description">{author.description}</p> : null}
        <p className="author-page__meta">
          {author?.count !== undefined ? <span>{strings.blog.postCount(author.count)}</span> : null}
          {blog?.authorsHref ? (
            <a className="blog__all" href={blog.authorsHref}>
              {strings.blog.allAuthors}
            </a>
          ) : null}
        </p>
      </header>
      <PostList site={site} posts={blog?.posts ?? []} summaries={summaries} />
      <ListPaginator {...(blog?.pagination ? { pagination: blog.pagination } : {})} />
    </BlogFrame>
  );
}

/** Every listed post, grouped by year, newest first; a blog without posts says so. */
export function BlogArchiveLayout({ site, data }: LayoutProps) {
  const posts = data.blog?.posts ?? [];
  const years = [...new Set(posts.map((p) => yearOf(p.date)))];
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
          <section key={year} aria-labelledby={year}>
            <h2 id={year}>{year}</h2>
            <ul className="archive__list" lang={site.contentLang}>
              {posts
                .filter((p) => yearOf(p.date) === year)
                .map((p) => (
                  <li key={p.href}>
                    <time dateTime={p.date}>{formatDate(p.date, site.lang, false)}</time> <a href={p.href}>{p.title}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
