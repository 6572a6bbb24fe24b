// Several blogs in one site (Docusaurus's plugin instances): each has its own folder, URL
// prefix, posts, tags, sidebar and feeds. The smaller blog's feeds are checked whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { blogConfig } from './blog-site.js';

let site: FixtureBuild;
beforeAll(async () => {
  site = await buildSite({
    'docsgen.config.ts': blogConfig(
      `[
        { postsPerPage: 1, onUntruncatedBlogPosts: 'ignore' },
        { id: 'news', path: 'news', routeBasePath: 'updates', blogTitle: 'Updates', blogSidebarCount: 'ALL', blogSidebarTitle: 'All updates',
          tagsBasePath: 'topics', archiveBasePath: null, postsPerPage: 'ALL', onUntruncatedBlogPosts: 'ignore',
          feedOptions: { type: 'all', title: 'Fixture updates', description: 'What changed', copyright: 'CC BY 4.0', limit: 2 } },
      ]`,
    ),
    'docs/intro.md': '# Intro\n',
    'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello blog\ntags: [shared]\n---\n\nFrom the blog.\n',
    'blog/2024-02-01-again.md': '---\ntitle: Again\n---\n\nAgain.\n',
    'news/2024-01-01-hello.md': '---\ntitle: Hello news\nsidebar_label: Hi\ntags: [shared]\n---\n\nFrom the [news](./2024-03-01-third.md) & more.\n',
    'news/2024-02-01-second.md': '---\ntitle: Second <update>\n---\n\nSecond.\n',
    'news/2024-03-01-third.md': '---\ntitle: Third\ndescription: The third one\n---\n\nThird.\n',
  });
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

describe('two blogs in one site', () => {
  it('show a blog’s description under its title only when the site sets one; its meta description is then Docusaurus’s default', async () => {
    const updates = await site.read('updates/index.html');
    expect(updates).toContain('<h1>Updates</h1>');
    expect(updates).not.toContain('blog__description');
    expect(updates).toContain('<meta name="description" content="Blog">');
  });

  it('each have their own routes, under their own prefix, and a post of one day and name in each', () => {
    expect(site.result!.routes.filter((r) => r.startsWith('/blog') || r.startsWith('/updates'))).toEqual([
      '/blog',
      '/blog/2024/01/01/hello',
      '/blog/2024/02/01/again',
      '/blog/archive',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/shared',
      '/updates',
      '/updates/2024/01/01/hello',
      '/updates/2024/02/01/second',
      '/updates/2024/03/01/third',
      '/updates/topics',
      '/updates/topics/shared',
    ]);
  });

  it('keep their posts, tags and sidebars apart', async () => {
    const updates = await site.read('updates/index.html');
    expect([...updates.matchAll(/<h2 class="post__title"[^>]*><a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/updates/2024/03/01/third',
      '/updates/2024/02/01/second',
      '/updates/2024/01/01/hello',
    ]);
    expect(updates).toContain('<p class="blog-sidebar__title">All updates</p>');
    // sidebar_label names the post in the sidebar only.
    expect(updates).toContain('<a class="blog-sidebar__link" href="/updates/2024/01/01/hello">Hi</a>');
    expect(updates).not.toContain('/blog/2024');
    const tag = await site.read('updates/topics/shared/index.html');
    expect(tag).toContain('href="/updates/2024/01/01/hello"');
    expect(tag).not.toContain('href="/blog/2024/01/01/hello"');
    const blog = await site.read('blog/2024/01/01/hello/index.html');
    expect(blog).toContain('<a class="tag" href="/blog/tags/shared">shared</a>');
    expect(blog).not.toContain('/updates/2024');
  });

  it('link every page to both blogs’ feeds', async () => {
    const html = await site.read('docs/intro/index.html');
    expect(html).toContain(
      [
        '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fixture RSS Feed">',
        '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fixture Atom Feed">',
        '<link rel="alternate" type="application/rss+xml" href="/updates/rss.xml" title="Fixture updates RSS Feed">',
        '<link rel="alternate" type="application/atom+xml" href="/updates/atom.xml" title="Fixture updates Atom Feed">',
        '<link rel="alternate" type="application/json" href="/updates/feed.json" title="Fixture updates JSON Feed">',
      ].join('\n'),
    );
  });

  it('write the feeds Docusaurus writes, limited to the newest posts', async () => {
    const third = '<p>Third.</p>';
    const second = '<p>Second.</p>';
    expect(await site.read('updates/rss.xml')).toBe(
      `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>Fixture updates</title>
        <link>https://example.com/updates</link>
        <description>What changed</description>
        <lastBuildDate>Fri, 01 Mar 2024 00:00:00 GMT</lastBuildDate>
        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>
        <generator>docsgen</generator>
        <language>en</language>
        <copyright>CC BY 4.0</copyright>
        <item>
            <title><![CDATA[Third]]></title>
            <link>https://example.com/updates/2024/03/01/third</link>
            <guid>https://example.com/updates/2024/03/01/third</guid>
            <pubDate>Fri, 01 Mar 2024 00:00:00 GMT</pubDate>
            <description><![CDATA[The third one]]></description>
            <content:encoded><![CDATA[${third}]]></content:encoded>
        </item>
        <item>
            <title><![CDATA[Second <update>]]></title>
            <link>https://example.com/updates/2024/02/01/second</link>
            <guid>https://example.com/updates/2024/02/01/second</guid>
            <pubDate>Thu, 01 Feb 2024 00:00:00 GMT</pubDate>
            <description><![CDATA[Second.]]></description>
            <content:encoded><![CDATA[${second}]]></content:encoded>
        </item>
    </channel>
</rss>`,
    );
    expect(await site.read('updates/atom.xml')).toBe(
      `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://example.com/updates</id>
    <title>Fixture updates</title>
    <updated>2024-03-01T00:00:00.000Z</updated>
    <generator>docsgen</generator>
    <link rel="alternate" href="https://example.com/updates"/>
    <subtitle>What changed</subtitle>
    <icon>https://example.com/img/favicon.svg</icon>
    <rights>CC BY 4.0</rights>
    <entry>
        <title type="html"><![CDATA[Third]]></title>
        <id>https://example.com/updates/2024/03/01/third</id>
        <link href="https://example.com/updates/2024/03/01/third"/>
        <updated>2024-03-01T00:00:00.000Z</updated>
        <summary type="html"><![CDATA[The third one]]></summary>
        <content type="html"><![CDATA[${third}]]></content>
    </entry>
    <entry>
        <title type="html"><![CDATA[Second <update>]]></title>
        <id>https://example.com/updates/2024/02/01/second</id>
        <link href="https://example.com/updates/2024/02/01/second"/>
        <updated>2024-02-01T00:00:00.000Z</updated>
        <summary type="html"><![CDATA[Second.]]></summary>
        <content type="html"><![CDATA[${second}]]></content>
    </entry>
</feed>`,
    );
    expect(JSON.parse(await site.read('updates/feed.json'))).toEqual({
      version: 'https://jsonfeed.org/version/1',
      title: 'Fixture updates',
      home_page_url: 'https://example.com/updates',
      description: 'What changed',
      items: [
        {
          id: 'https://example.com/updates/2024/03/01/third',
          content_html: third,
          url: 'https://example.com/updates/2024/03/01/third',
          title: 'Third',
          summary: 'The third one',
          date_modified: '2024-03-01T00:00:00.000Z',
          // Docusaurus always hands the feed library a tag list, which JSON Feed writes even when empty.
          tags: [],
        },
        {
          id: 'https://example.com/updates/2024/02/01/second',
          content_html: second,
          url: 'https://example.com/updates/2024/02/01/second',
          title: 'Second <update>',
          summary: 'Second.',
          date_modified: '2024-02-01T00:00:00.000Z',
          tags: [],
        },
      ],
    });
  });
});
