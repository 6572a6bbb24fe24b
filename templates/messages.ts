/**
 * The theme's text, keyed by Docusaurus's message ids where Docusaurus's theme says the same
 * thing (`theme.docs.paginator.next`) and by `docsgen.*` ids for what only this theme shows.
 * The English here is the default; `docsgen/site-locale` gives the site's language and its
 * messages (Docusaurus's translations of that language, then the site's `code.json`), which win,
 * and `locales.ts` the theme's own translations of the `docsgen.*` text.
 *
 * A message may hold `{name}` placeholders and, for counts, plural forms separated by `|` in
 * the order of the language's plural categories (`One post|{count} posts`), as in Docusaurus.
 */
import { lang, messages } from 'docsgen/site-locale';
import { clientEnglish } from './client/client-strings.js';
import { fill, pluralForm } from '../src/client/message-format.js';
import { ownTranslation } from './locales.js';
import { searchEnglish } from './search/search-strings.js';

export const english = {
  ...clientEnglish,
  ...searchEnglish,
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'docsgen.details.summary': 'Details',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'docsgen.versionMenu.ariaLabel': 'Docs version: {versionLabel}',
  'theme.common.headingLinkTitle': 'Direct link to {heading}',
  'theme.BackToTopButton.buttonAriaLabel': 'Scroll back to top',
  'docsgen.copyPage.label': 'Copy page',
  'docsgen.copyPage.title': 'Copy this page as Markdown',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'docsgen.announcement.ariaLabel': 'Announcement',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2': 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'theme.blog.archive.title': 'Archive',
  'docsgen.blog.archive.empty': 'There are no blog posts yet.',
  'docsgen.blog.archive.emptyHint': 'The documentation is the place to start:',
  'docsgen.redirect.text': 'This page has moved to',
  'docsgen.redirect.title': 'Page moved',
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.caution': 'Caution',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'docsgen.admonition.important': 'Important',
  'docsgen.admonition.success': 'Success',
  'docsgen.tabs.noscript': 'Examples:',
  'docsgen.sidebar.categoryEntries': 'Entries of {label}',
  'theme.contentVisibility.unlistedBanner.title': 'Unlisted page',
  'theme.contentVisibility.unlistedBanner.message':
    'This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.',
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'docsgen.blog.paginator.pageOf': 'Page {page} of {total}',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'One doc tagged|{count} docs tagged',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'docsgen.blog.author.pageTitle': 'Posts by {authorName}',
  'docsgen.blog.socials.email': 'Email',
};

export type MessageId = keyof typeof english;

/** This theme's own translation of its `docsgen.*` text into the site's language. */
const own = ownTranslation(lang);

/** The message `id` in the site's language: the site's or Docusaurus's translation, else this theme's, else the English. */
export function message(id: MessageId): string {
  return messages[id] ?? own[id] ?? english[id];
}

/** The message `id`, its plural form for `count` chosen and placeholders filled. */
export function counted(id: MessageId, count: number, values: Record<string, string | number>): string {
  return fill(pluralForm(message(id), count, lang), values);
}

/**
 * What the browser script needs of the theme's text where it differs from the script's English
 * (another language, or a site's rewording), for `<html data-strings>`; empty when nothing does.
 */
export function pageStringsAttribute(): string | undefined {
  const differ = Object.keys({ ...clientEnglish, ...searchEnglish }).filter((id) => message(id as MessageId) !== english[id as MessageId]);
  return differ.length ? JSON.stringify(Object.fromEntries(differ.map((id) => [id, message(id as MessageId)]))) : undefined;
}

export { fill, lang };
