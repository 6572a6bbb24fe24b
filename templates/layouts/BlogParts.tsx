/** Pieces the blog layouts share: a post's header and footer, authors, tags, the blog sidebar and the paginators. */
import type { BlogAuthor, BlogPagination, BlogPostMeta, BlogSidebar, PageLink, SiteInfo } from '../../src/theme-api.js';
import { TagList } from '../Tags.js';
import { strings } from '../ui-strings.js';

/** `January 5, 2021` in the site's language, read in UTC (a post's day does not move with the reader's zone). */
export function formatDate(iso: string, lang: string, withYear = true): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) };
  try {
    return new Intl.DateTimeFormat(lang, options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en', options).format(new Date(iso));
  }
}

/** The year of an ISO date, in UTC. */
export function yearOf(iso: string): string {
  return iso.slice(0, 4);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** An author: avatar, name (linked to their page, else their URL), title and socials. */
export function AuthorCard({
  author,
  size = 'small',
  headingLevel,
  onOwnPage = false,
}: {
  author: BlogAuthor;
  size?: 'small' | 'large';
  headingLevel?: 1 | 2 | 3;
  /** On the author's own page, the name links to their URL rather than to the page itself. */
  onOwnPage?: boolean;
}) {
  const name = author.name ?? author.key ?? '';
  const page = onOwnPage ? undefined : author.href;
  const link = page ?? author.url;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  const socials = Object.entries(author.socials ?? {});
  return (
    <div className={`author author--${size}`}>
      {author.imageURL ? (
        <img className="author__avatar" src={author.imageURL} alt="" width={size === 'large' ? 64 : 40} height={size === 'large' ? 64 : 40} loading="lazy" />
      ) : name ? (
        <span className="author__avatar author__avatar--initials" aria-hidden="true">
          {initials(name)}
        </span>
      ) : null}
      <div className="author__text">
        {name ? (
          <Heading className="author__name">
            {link ? (
              <a href={link} {...(page ? {} : { rel: 'noopener noreferrer' })}>
                {name}
              </a>
            ) : (
              name
            )}
          </Heading>
        ) : null}
        {author.title ? <span className="author__title">{author.title}</span> : null}
        {socials.length ? (
          <ul className="author__socials">
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <a href={url} rel="noopener noreferrer">
                  {strings.blog.socials[platform] ?? platform}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** A post's title, date, reading time and authors; the title links to the post in lists. */
export function PostHeader({ post, site, linkTitle, lang }: { post: BlogPostMeta; site: SiteInfo; linkTitle: boolean; lang: string }) {
  return (
    <header className="post__header">
      {linkTitle ? (
        <h2 className="post__title" lang={lang}>
          <a href={post.href}>{post.title}</a>
        </h2>
      ) : (
        <h1 className="post__title" lang={lang}>
          {post.title}
        </h1>
      )}
      <p className="post__meta">
        <time dateTime={post.date}>{formatDate(post.date, site.lang)}</time>
        {post.readingTime !== undefined ? (
          <>
            {' · '}
            <span>{strings.blog.readingTime(post.readingTime)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length ? (
        <div className={`post__authors${post.authors.length > 1 ? ' post__authors--many' : ''}`}>
          {post.authors.map((a, i) => (
            <AuthorCard key={`${i}-${a.key ?? a.name ?? ''}`} author={a} />
          ))}
        </div>
      ) : null}
    </header>
  );
}

/** Below a post: its tags, and the "Read more" link (lists) or the edit link (the post's page). */
export function PostFooter({ post, inList }: { post: BlogPostMeta; inList: boolean }) {
  const readMore = inList && post.truncated;
  const edit = !inList && post.editUrl;
  if (!post.tags.length && !readMore && !edit) return null;
  return (
    <footer className="post__footer">
      {post.tags.length ? (
        <div className="post__tags">
          <span className="post__tags-label">{strings.blog.tagsLabel}</span>
          <TagList tags={post.tags} />
        </div>
      ) : null}
      {readMore ? (
        <a className="post__read-more" href={post.href} aria-label={strings.blog.readMoreAbout(post.title)}>
          {strings.blog.readMore}
        </a>
      ) : null}
      {edit ? (
        <a className="post__edit" href={post.editUrl} rel="noopener noreferrer">
          {strings.blog.editPage}
        </a>
      ) : null}
    </footer>
  );
}

/** The newer and older links of a post or of a paginated list. */
export function Paginator({ label, newer, older }: { label: string; newer?: PageLink & { sub: string }; older?: PageLink & { sub: string } }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination pagination-nav" aria-label={label}>
      {newer ? (
        <a className="pagination__link pagination__link--prev pagination-nav__link pagination-nav__link--prev" href={newer.href} rel="prev">
          <span className="pagination__sub pagination-nav__sublabel">{newer.sub}</span>
          <span className="pagination__label pagination-nav__label">{newer.label}</span>
        </a>
      ) : (
        <span />
      )}
      {older ? (
        <a className="pagination__link pagination__link--next pagination-nav__link pagination-nav__link--next" href={older.href} rel="next">
          <span className="pagination__sub pagination-nav__sublabel">{older.sub}</span>
          <span className="pagination__label pagination-nav__label">{older.label}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The newer and older pages of a list. */
export function ListPaginator({ pagination }: { pagination?: BlogPagination }) {
  if (!pagination) return null;
  return (
    <Paginator
      label={strings.blog.listNavigation}
      {...(pagination.newerHref
        ? {
            newer: {
              href: pagination.newerHref,
              label: `« ${strings.blog.newerEntries}`,
              sub: strings.blog.pageOf(pagination.page - 1, pagination.totalPages),
            },
          }
        : {})}
      {...(pagination.olderHref
        ? {
            older: {
              href: pagination.olderHref,
              label: `${strings.blog.olderEntries} »`,
              sub: strings.blog.pageOf(pagination.page + 1, pagination.totalPages),
            },
          }
        : {})}
    />
  );
}

/** The most recent posts, grouped by year; an unlisted post shows only on its own page. */
export function BlogSidebarNav({ sidebar, lang }: { sidebar: BlogSidebar; lang: string }) {
  const items = sidebar.items.filter((i) => !i.unlisted || i.current);
  const years: Array<{ year: string; items: typeof items }> = [];
  for (const item of items) {
    const year = yearOf(item.date);
    const last = years.at(-1);
    if (last?.year === year) last.items.push(item);
    else years.push({ year, items: [item] });
  }
  return (
    <nav className="blog-sidebar" aria-label={strings.blog.recentPosts}>
      <p className="blog-sidebar__title">{sidebar.title}</p>
      {years.map((group) => (
        <div key={group.year} className="blog-sidebar__year" role="group" aria-label={group.year}>
          <p className="blog-sidebar__year-title">{group.year}</p>
          <ul className="blog-sidebar__list" lang={lang}>
            {group.items.map((item) => (
              <li key={item.href}>
                <a className="blog-sidebar__link" href={item.href} {...(item.current ? { 'aria-current': 'page' as const } : {})}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
