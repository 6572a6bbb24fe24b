/** The blog's data between its stages: a post with its metadata, a blog with its posts and feeds. */
import type { BlogOptions } from '../config/plugin-options.js';
import type { ContentRoot, MarkdownSource } from '../discover/discover.js';
import type { Author } from './data-files.js';
import type { ContentTag } from '../tags/content-tags.js';

/** One post with everything its pages and the blog's pages show of it. */
export interface BlogPost {
  source: MarkdownSource;
  blog: BlogInstance;
  route: string;
  title: string;
  /** The title in the blog sidebar (`sidebar_label`, else the title). */
  sidebarLabel: string;
  description: string;
  date: Date;
  authors: Author[];
  tags: ContentTag[];
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
  /** The post has a truncate marker: list pages show it up to there, with a "Read more" link. */
  truncated: boolean;
  /** Left out of lists, tags, authors, feeds and newer/older links; its page is not indexed. */
  unlisted: boolean;
  /** The post page's Markdown: the title heading and truncate markers blanked. */
  text: string;
  /** What list pages show: the post up to its truncate marker, title heading blanked. */
  summaryText: string;
  /** The listed post before this one in the blog's order (newer, with the default order). */
  newer?: BlogPost;
  older?: BlogPost;
  keywords: string[];
  editUrl?: string;
}

/** The feeds of a blog. */
export interface BlogFeeds {
  types: Array<'rss' | 'atom' | 'json'>;
  /** Posts in the feeds, in blog order. */
  posts: BlogPost[];
  /** The feeds' title (`feedOptions.title`, else "<site title> Blog"). */
  title: string;
  description: string;
  /** Title of the `<link rel="alternate">` tags (`feedOptions.title`, else the site title). */
  linkTitle: string;
  copyright?: string;
  language: string;
}

/** One blog (one instance of the blog plugin) with its posts. */
export interface BlogInstance {
  options: BlogOptions;
  root: ContentRoot;
  /** Route of the first list page. */
  route: string;
  tagsRoute: string;
  authorsRoute: string;
  /** Every post, in the blog's order. */
  posts: BlogPost[];
  /** Posts that lists show. */
  listed: BlogPost[];
  /** Posts of the blog sidebar; none when `blogSidebarCount` is 0. */
  sidebar: BlogPost[];
  authors?: Map<string, Author>;
  feeds?: BlogFeeds;
}
