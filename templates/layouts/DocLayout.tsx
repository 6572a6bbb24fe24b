import { Fragment, type ReactNode } from 'react';
import { Content, type LayoutProps } from '../../src/theme-api.js';
import { fillParts } from '../../src/client/message-format.js';
import { strings } from '../ui-strings.js';
import { UnlistedNotice } from '../UnlistedNotice.js';
import { TocColumn, TocCollapsible } from '../Toc.js';
import { TagList } from '../Tags.js';
import { CheckIcon, CopyIcon, EditIcon } from '../Icons.js';
import { docAttributes, navbarFollowsDocs } from '../nav-active.js';

/**
 * `text` with its `{name}` placeholders replaced by `values` (elements), as a list of React
 * children; unknown placeholders stay as written.
 */
function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return fillParts(text, values).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/**
 * The doc's tags, "Edit this page" and "Last updated on … by …", when the doc has them and the
 * site shows them; the date in the site's language.
 */
function DocFooter({ page, lang, contentLang }: { page: LayoutProps['page']; lang: string; contentLang: string }) {
  const { editUrl, lastUpdate, tags } = page;
  if (!editUrl && !lastUpdate && !tags?.length) return null;
  const date = lastUpdate?.date;
  return (
    <div className="doc-footer">
      {tags?.length ? (
        <div className="post__tags doc-footer__tags theme-doc-footer-tags-row">
          <span className="post__tags-label">{strings.docsTags.label}</span>
          <TagList tags={tags} lang={contentLang} />
        </div>
      ) : null}
      {editUrl ? (
        <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          <EditIcon />
          {strings.editThisPage}
        </a>
      ) : null}
      {lastUpdate ? (
        <p className="doc-footer__updated">
          {fillNodes(strings.lastUpdated, {
            atDate: date
              ? fillNodes(strings.lastUpdatedAt, {
                  date: (
                    <time dateTime={date}>
                      {new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date))}
                    </time>
                  ),
                })
              : null,
            byUser: lastUpdate.author ? fillNodes(strings.lastUpdatedBy, { user: <b>{lastUpdate.author}</b> }) : null,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The banner of a version that is not the last one, linking to the page in the last version. */
function VersionBanner({
  site,
  version,
  banner,
}: {
  site: string;
  version: string;
  banner: NonNullable<NonNullable<LayoutProps['page']['version']>['banner']>;
}) {
  return (
    <div className="admonition admonition--warning version-banner" role="alert">
      <p>
        {fillNodes(banner.kind === 'unreleased' ? strings.unreleasedVersion : strings.unmaintainedVersion, { siteTitle: site, versionLabel: <b>{version}</b> })}
      </p>
      <p>
        {fillNodes(strings.latestVersion, {
          latestVersionLink: (
            <b>
              <a href={banner.latest.href}>{strings.latestVersionLink}</a>
            </b>
          ),
          versionLabel: banner.latest.label,
        })}
      </p>
    </div>
  );
}

/** Previous and next in the sidebar's reading order (docs and generated index pages). */
export function DocPagination({ site, page }: Pick<LayoutProps, 'site' | 'page'>) {
  if (!page.prev && !page.next) return null;
  const link = (to: NonNullable<LayoutProps['page']['prev']>, rel: 'prev' | 'next') => (
    <a className={`pagination__link pagination__link--${rel} pagination-nav__link pagination-nav__link--${rel}`} href={to.href} rel={rel}>
      <span className="pagination__sub pagination-nav__sublabel">{rel === 'prev' ? strings.previous : strings.next}</span>
      <span className="pagination__label pagination-nav__label" lang={site.contentLang}>
        {to.label}
      </span>
    </a>
  );
  return (
    <nav className="pagination pagination-nav" aria-label={strings.docsPages}>
      {page.prev ? link(page.prev, 'prev') : <span />}
      {page.next ? link(page.next, 'next') : null}
    </nav>
  );
}

/** The page's place in its sidebar: home, the categories around it, the page (a category's label on its own page). */
export function Breadcrumbs({ site, page }: Pick<LayoutProps, 'site' | 'page'>) {
  if (!page.breadcrumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol>
        <li>
          <a href={site.baseUrl} aria-label={strings.homePage} className="breadcrumbs__home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2.5 11.5H5.5V21h5v-6h3v6h5v-9.5h3z" />
            </svg>
          </a>
        </li>
        {page.breadcrumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} lang={site.contentLang}>
            {/* The last crumb is the page itself; a category without a page of its own is plain text. */}
            {i === page.breadcrumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.href ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A doc page: breadcrumbs, article, previous/next, and the table of contents. */
export function DocLayout({ site, page, content }: LayoutProps) {
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    // The doc, for the browser script to mark the navbar's items of its sidebar after a client-side navigation.
    <div className={showToc ? 'doc doc--with-toc' : 'doc'} {...(page.doc && navbarFollowsDocs(site) ? docAttributes(page.doc) : {})}>
      <div className="doc__main">
        {page.version?.banner ? <VersionBanner site={site.title} version={page.version.label} banner={page.version.banner} /> : null}
        <div className="doc__top">
          <Breadcrumbs site={site} page={page} />
          {page.markdownUrl ? (
            <div className="doc-actions">
              <button className="copy-page" type="button" data-src={page.markdownUrl} title={strings.copyPageTitle}>
                <CopyIcon />
                <CheckIcon />
                <span className="copy-page__label">{strings.copyPage}</span>
              </button>
            </div>
          ) : null}
        </div>
        {page.unlisted ? <UnlistedNotice className="doc__unlisted" /> : null}
        {page.version?.badge ? <span className="version-badge theme-doc-version-badge">{strings.versionBadge(page.version.label)}</span> : null}
        {showToc ? <TocCollapsible items={page.toc} lang={site.contentLang} /> : null}
        <Content
          as="article"
          className="theme-doc-markdown markdown"
          lang={site.contentLang}
          content={content}
          {...(page.hasOwnH1 ? {} : { heading: page.title })}
        />
        <DocFooter page={page} lang={site.lang} contentLang={site.contentLang} />
        <DocPagination site={site} page={page} />
      </div>
      {showToc ? (
        <div className="doc__toc">
          <TocColumn items={page.toc} lang={site.contentLang} />
        </div>
      ) : null}
    </div>
  );
}
