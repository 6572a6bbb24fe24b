/**
 * A blog's RSS 2.0, Atom 1.0 and JSON Feed 1 files, with the contents, paths and layout of
 * Docusaurus's feeds: the newest posts (20 unless `feedOptions.limit` says otherwise, unlisted
 * ones left out), each with its full body HTML, links and images made absolute.
 *
 * The XML is written here rather than by a feed library: the three documents have a fixed
 * shape, and writing them by hand keeps the element order, the CDATA sections and the escaping
 * exactly as Docusaurus's feeds have them, with no dependency.
 */
import type { HeadTag } from '../theme-api.js';
import type { BlogInstance, BlogPost } from './model.js';
import { joinRoute } from '../discover/route-paths.js';
import { escapeAttribute, unescapeAttribute } from '../render/escape.js';

/** A feed file, relative to the output folder. */
export interface FeedFile {
  path: string;
  text: string;
}

/** What the feeds need of the site. */
export interface FeedSite {
  /** Origin, without a trailing slash. */
  url: string;
  baseUrl: string;
  /** The favicon's path in the static folder, or a URL. */
  favicon?: string;
  /** A route's URL path under the base URL. */
  href: (route: string) => string;
}

const FILE_NAMES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const MIME_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
const LINK_TITLES = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;

/** The route of one of a blog's feed files (`/blog/rss.xml`). */
export function feedRoute(blog: BlogInstance, type: keyof typeof FILE_NAMES): string {
  return joinRoute(blog.root.routeBase, FILE_NAMES[type]);
}

/** The `<link rel="alternate">` tags every page of the site carries, one per feed of each blog. */
export function feedHeadTags(blogs: BlogInstance[], href: (route: string) => string): HeadTag[] {
  return blogs.flatMap((blog) =>
    (blog.feeds?.types ?? []).map((type): HeadTag => ({
      tag: 'link',
      attributes: { rel: 'alternate', type: MIME_TYPES[type], href: href(feedRoute(blog, type)), title: `${blog.feeds!.linkTitle} ${LINK_TITLES[type]}` },
    })),
  );
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * `html` with the `href` of its links and the `src` and `srcset` of its images resolved against
 * `pageUrl`, so they work in a feed reader. The HTML is React's serialisation of the page body:
 * every attribute double-quoted and escaped, no `>` inside a tag, so tags can be found by pattern.
 */
export function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(/<(a|img)(\s[^>]*)>/g, (_tag, name: string, attrs: string) => {
    const rewritten = attrs.replace(/(\s)(href|src|srcset)="([^"]*)"/g, (whole, space: string, attr: string, raw: string) => {
      if ((attr === 'href') !== (name === 'a')) return whole;
      const value = unescapeAttribute(raw);
      const resolved =
        attr === 'srcset'
          ? value
              .split(',')
              .map((candidate) => {
                const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
                return [absolute(url, pageUrl), ...descriptor].join(' ');
              })
              .join(', ')
          : absolute(value, pageUrl);
      return `${space}${attr}="${escapeAttribute(resolved)}"`;
    });
    return `<${name}${rewritten}>`;
  });
}

/**
 * React puts `<link rel="preload">` hints for a body's images in front of it; a page's `<head>`
 * can use them, a feed reader cannot.
 */
function withoutResourceHints(html: string): string {
  return html.replace(/<link rel="preload"[^>]*>/g, '');
}

/** Characters XML 1.0 does not allow (control characters but tab and line breaks). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function text(value: string): string {
  return value.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attribute(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}

/** A CDATA section; a `]]>` inside is split across two sections. */
function cdata(value: string): string {
  return `<![CDATA[${value.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** One post as the feeds describe it. */
interface FeedItem {
  title: string;
  url: string;
  date: Date;
  description: string;
  content: string;
  authors: Array<{ name?: string; email?: string; url?: string }>;
  tags: string[];
}

function rss(feed: FeedHead, items: FeedItem[]): string {
  const i2 = '        ';
  const i3 = '            ';
  const withContent = items.some((item) => item.content);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0"${withContent ? ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"' : ''}>`,
    '    <channel>',
    `${i2}<title>${text(feed.title)}</title>`,
    `${i2}<link>${text(feed.link)}</link>`,
    `${i2}<description>${text(feed.description)}</description>`,
    `${i2}<lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>`,
    `${i2}<docs>https://validator.w3.org/feed/docs/rss2.html</docs>`,
    `${i2}<generator>${GENERATOR}</generator>`,
    `${i2}<language>${text(feed.language)}</language>`,
    ...(feed.copyright ? [`${i2}<copyright>${text(feed.copyright)}</copyright>`] : []),
  ];
  for (const item of items) {
    lines.push(
      `${i2}<item>`,
      `${i3}<title>${cdata(item.title)}</title>`,
      `${i3}<link>${text(item.url)}</link>`,
      `${i3}<guid>${text(item.url)}</guid>`,
      `${i3}<pubDate>${item.date.toUTCString()}</pubDate>`,
      ...(item.description ? [`${i3}<description>${cdata(item.description)}</description>`] : []),
      ...(item.content ? [`${i3}<content:encoded>${cdata(item.content)}</content:encoded>`] : []),
      // RSS names an author by e-mail address: only authors with one are listed.
      ...item.authors.filter((a) => a.email && a.name).map((a) => `${i3}<author>${text(`${a.email} (${a.name})`)}</author>`),
      ...item.tags.map((tag) => `${i3}<category>${text(tag)}</category>`),
      `${i2}</item>`,
    );
  }
  lines.push('    </channel>', '</rss>');
  return lines.join('\n');
}

function atom(feed: FeedHead, items: FeedItem[]): string {
  const i1 = '    ';
  const i2 = '        ';
  const i3 = '            ';
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `${i1}<id>${text(feed.link)}</id>`,
    `${i1}<title>${text(feed.title)}</title>`,
    `${i1}<updated>${feed.updated.toISOString()}</updated>`,
    `${i1}<generator>${GENERATOR}</generator>`,
    `${i1}<link rel="alternate" href="${attribute(feed.link)}"/>`,
    `${i1}<subtitle>${text(feed.description)}</subtitle>`,
    ...(feed.favicon ? [`${i1}<icon>${text(feed.favicon)}</icon>`] : []),
    ...(feed.copyright ? [`${i1}<rights>${text(feed.copyright)}</rights>`] : []),
  ];
  for (const item of items) {
    lines.push(
      `${i1}<entry>`,
      `${i2}<title type="html">${cdata(item.title)}</title>`,
      `${i2}<id>${text(item.url)}</id>`,
      `${i2}<link href="${attribute(item.url)}"/>`,
      `${i2}<updated>${item.date.toISOString()}</updated>`,
      ...(item.description ? [`${i2}<summary type="html">${cdata(item.description)}</summary>`] : []),
      ...(item.content ? [`${i2}<content type="html">${cdata(item.content)}</content>`] : []),
    );
    for (const a of item.authors) {
      lines.push(
        `${i2}<author>`,
        ...(a.name ? [`${i3}<name>${text(a.name)}</name>`] : []),
        ...(a.email ? [`${i3}<email>${text(a.email)}</email>`] : []),
        ...(a.url ? [`${i3}<uri>${text(a.url)}</uri>`] : []),
        `${i2}</author>`,
      );
    }
    for (const tag of item.tags) lines.push(`${i2}<category label="${attribute(tag)}" term="${attribute(tag)}"/>`);
    lines.push(`${i1}</entry>`);
  }
  lines.push('</feed>');
  return lines.join('\n');
}

function json(feed: FeedHead, items: FeedItem[]): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title: feed.title,
      home_page_url: feed.link,
      description: feed.description,
      items: items.map((item) => {
        // JSON Feed 1 has one author per item: the first.
        const author = item.authors[0];
        return {
          id: item.url,
          content_html: item.content,
          url: item.url,
          title: item.title,
          ...(item.description ? { summary: item.description } : {}),
          date_modified: item.date.toISOString(),
          ...(author ? { author: { ...(author.name ? { name: author.name } : {}), ...(author.url ? { url: author.url } : {}) } } : {}),
          tags: item.tags,
        };
      }),
    },
    null,
    4,
  );
}

/** Names the program that wrote the feeds. */
const GENERATOR = 'docsgen';

interface FeedHead {
  title: string;
  link: string;
  description: string;
  updated: Date;
  language: string;
  favicon?: string;
  copyright?: string;
}

/**
 * The feed files of `blog`, from the body HTML of its posts' pages (`bodies`, by route).
 * Nothing when the blog has no feeds or no post to put in them.
 */
export function blogFeedFiles(blog: BlogInstance, site: FeedSite, bodies: ReadonlyMap<string, string>): FeedFile[] {
  const feeds = blog.feeds;
  if (!feeds) return [];
  const url = (route: string): string => `${site.url}${site.href(route)}`;
  const favicon =
    site.favicon === undefined
      ? undefined
      : /^[a-z][a-z0-9+.-]*:/i.test(site.favicon)
        ? site.favicon
        : `${site.url}${site.baseUrl}${site.favicon.replace(/^\//, '')}`;
  const head: FeedHead = {
    title: feeds.title,
    link: url(blog.route),
    description: feeds.description,
    updated: feeds.posts[0]!.date,
    language: feeds.language,
    ...(favicon ? { favicon } : {}),
    ...(feeds.copyright ? { copyright: feeds.copyright } : {}),
  };
  const items = feeds.posts.map((post: BlogPost): FeedItem => {
    const postUrl = url(post.route);
    return {
      title: post.title,
      url: postUrl,
      date: post.date,
      description: post.description,
      content: absoluteLinks(withoutResourceHints(bodies.get(post.route) ?? ''), postUrl),
      authors: post.authors.map((a) => ({ ...(a.name ? { name: a.name } : {}), ...(a.email ? { email: a.email } : {}), ...(a.url ? { url: a.url } : {}) })),
      tags: post.tags.map((t) => t.label),
    };
  });
  const write = { rss, atom, json };
  return feeds.types.map((type) => ({ path: feedRoute(blog, type).slice(1), text: write[type](head, items) }));
}
