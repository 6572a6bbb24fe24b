// A blog built the way Docusaurus builds it, checked on the output of a fixture site: its
// routes, the truncated list entries, authors from authors.yml and inline, tags from tags.yml,
// list, tag and author pages with their pagination, the archive, the sidebar of recent posts and
// the feeds linked from every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { blogSite } from './blog-site.js';

let site: FixtureBuild;
beforeAll(async () => {
  site = await buildSite(blogSite);
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

/** The `<main>` region of a built page, on one line. */
async function main(path: string): Promise<string> {
  const html = (await site.read(path)).replace(/\n/g, ' ');
  return /<main[^>]*>(.*)<\/main>/.exec(html)![1]!;
}

/** The part of a page before its blog sidebar (the sidebar lists posts too). */
async function content(path: string): Promise<string> {
  return (await main(path)).split('<aside class="blog__sidebar">')[0]!;
}

/** Hrefs of the post titles a list page shows, in order. */
async function listed(path: string): Promise<string[]> {
  return [...(await content(path)).matchAll(/<h2 class="post__title"[^>]*><a href="([^"]+)"/g)].map((m) => m[1]!);
}

const warnings = (): string[] => site.result!.diagnostics.map((d) => formatDiagnostic(d, site.siteDir));

describe('the routes of a blog', () => {
  it('are the posts, the paginated list, the tags, the authors with a page and the archive, as Docusaurus names them', () => {
    expect(site.result!.routes.filter((r) => r.startsWith('/blog'))).toEqual([
      '/blog',
      '/blog/2022/05/05/hidden',
      '/blog/2023/06/10/releases/v1',
      '/blog/2023/11/20/autumn',
      '/blog/2024/03/05/spring-release',
      '/blog/2024/07/01/summer',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ada',
      '/blog/authors/lin-chen',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/getting-started',
      '/blog/tags/howto',
      '/blog/tags/news',
      '/blog/tags/releases',
      '/blog/welcome',
    ]);
  });
});

describe('truncation', () => {
  it('cuts list entries at <!-- truncate --> and at {/* truncate */} in a .md post, with a Read more link', async () => {
    const list = await content('blog/index.html');
    const [summer, spring, autumn] = list.split('<article').slice(1);
    expect(summer).toContain('sidebar of recent posts.</p></div>');
    expect(summer).not.toContain('The rest of the summer notes');
    expect(summer).toContain('<a class="post__read-more" href="/blog/2024/07/01/summer" aria-label="Read more about Summer notes">Read more</a>');
    expect(spring).toContain('See <a href="/blog/2024/07/01/summer">the summer notes</a>');
    expect(spring).not.toContain('What changed');
    expect(autumn).toContain('<p>Autumn was quiet.</p></div>');
    expect(autumn).not.toContain('More autumn');
    expect(list).not.toMatch(/truncate/);
  });

  it('shows a post without a marker whole, without Read more, and warns about it at its file', async () => {
    const welcome = (await content('blog/page/2/index.html')).split('<article').find((a) => a.includes('/blog/welcome'))!;
    expect(welcome).toContain('A post without a marker is shown whole on list pages.');
    expect(welcome).not.toContain('post__read-more');
    expect(warnings()).toContain(
      "blog/2023-01-02-welcome.md warning: post has no truncate marker, so list pages show it whole; add <!-- truncate --> (or {/* truncate */} in MDX) after its introduction, or set onUntruncatedBlogPosts: 'ignore'",
    );
  });

  it('shows the whole post on its page, without the marker and without the Markdown title', async () => {
    const summer = await content('blog/2024/07/01/summer/index.html');
    expect(summer).toContain('<p>The rest of the summer notes.</p>');
    expect(summer).not.toMatch(/truncate|\{\/\*/);
    const spring = await content('blog/2024/03/05/spring-release/index.html');
    expect(spring).toContain('<h1 class="post__title" lang="en">Spring release</h1>');
    expect(spring.match(/<h1/g)).toHaveLength(1);
    expect(spring).toContain('What changed');
  });
});

describe('authors', () => {
  it('come from authors.yml by key, with title, image under the base URL, socials as URLs and their author page', async () => {
    const spring = await content('blog/2024/03/05/spring-release/index.html');
    expect(spring).toContain(
      '<img class="author__avatar" src="/img/ada.svg" alt="" width="40" height="40" loading="lazy"/><div class="author__text"><span class="author__name"><a href="/blog/authors/ada">Ada Lovelace</a></span><span class="author__title">Core team</span>',
    );
    expect(spring).toContain('<a href="https://github.com/ada" rel="noopener noreferrer">GitHub</a>');
    expect(spring).toContain('<a href="https://x.com/ada_l" rel="noopener noreferrer">X</a>');
    expect(spring).toContain('<a href="https://www.linkedin.com/in/adal/" rel="noopener noreferrer">LinkedIn</a>');
    // `page: { permalink: lin-chen }` names the author page.
    expect(spring).toContain('<a href="/blog/authors/lin-chen">Lin Chen</a>');
    const head = await site.read('blog/2024/03/05/spring-release/index.html');
    expect(head).toContain('<meta property="article:author" content="https://example.com/ada">');
  });

  it('may be written inline or with the legacy author fields, and inline authors are warned about', async () => {
    const summer = await content('blog/2024/07/01/summer/index.html');
    expect(summer).toContain('<a href="https://guest.example" rel="noopener noreferrer">Guest Writer</a></span><span class="author__title">Visiting</span>');
    const autumn = await content('blog/2023/11/20/autumn/index.html');
    expect(autumn).toContain('<a href="https://old.example" rel="noopener noreferrer">Old Style</a></span><span class="author__title">Legacy author</span>');
    expect(warnings()).toEqual(
      expect.arrayContaining([
        `blog/2024-07-01-summer/index.md:3:1 warning: "Guest Writer" is not in authors.yml; declare authors once there and write their keys in posts (or set onInlineAuthors: 'ignore')`,
        `blog/2023/11-20-autumn.md:3:1 warning: "Old Style" is not in authors.yml; declare authors once there and write their keys in posts (or set onInlineAuthors: 'ignore')`,
      ]),
    );
  });

  it('are listed with their counts of listed posts; those with a page get their posts there', async () => {
    const index = await content('blog/authors/index.html');
    const items = [...index.matchAll(/<h2 class="author__name">(.*?)<\/h2>.*?<span class="authors-index__count">(.*?)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(items).toEqual([
      ['<a href="/blog/authors/ada">Ada Lovelace</a>', '2 posts'],
      ['<a href="/blog/authors/lin-chen">Lin Chen</a>', '2 posts'],
      ['Sam Quiet', '0 posts'],
    ]);
    expect(await listed('blog/authors/ada/index.html')).toEqual(['/blog/2024/07/01/summer', '/blog/2024/03/05/spring-release']);
    expect(await listed('blog/authors/lin-chen/index.html')).toEqual(['/blog/2024/03/05/spring-release', '/blog/2023/06/10/releases/v1']);
  });

  it('have an image written relative to the file that names them published as an asset, as Docusaurus bundles it', async () => {
    const own = await buildSite({
      ...minimalSite,
      'blog/authors.yml': 'ada:\n  name: Ada\n  image_url: ./img/ada.png\n  page: true\n',
      'blog/img/ada.png': 'ada png',
      'blog/2024-01-02-first/index.md': '---\nauthors: [ada, { name: Lin, image_url: ./lin.png }]\n---\n\nFirst.\n',
      'blog/2024-01-02-first/lin.png': 'lin png',
    });
    try {
      expect(own.errors).toEqual([]);
      const avatars = (html: string) => [...html.matchAll(/<img class="author__avatar" src="([^"]+)"/g)].map((m) => m[1]!);
      const [ada, lin] = avatars(await own.read('blog/2024/01/02/first/index.html'));
      expect(ada).toMatch(/^\/assets\/images\/ada-[0-9a-f]{8}\.png$/);
      expect(lin).toMatch(/^\/assets\/images\/lin-[0-9a-f]{8}\.png$/);
      expect(await own.read(ada!.slice(1))).toBe('ada png');
      expect(await own.read(lin!.slice(1))).toBe('lin png');
      expect(avatars(await own.read('blog/authors/ada/index.html'))).toContain(ada);
      // An image that is not there is reported at the file that names it.
      const missing = await buildSite({ 'blog/authors.yml': 'ada:\n  name: Ada\n  image_url: ./img/gone.png\n' }, own.siteDir);
      expect(missing.errors.filter((e) => !e.includes('warning'))).toEqual([
        'blog/authors.yml the image of author "ada", ./img/gone.png, is not a file inside the site folder; put it there, or write its URL or its path in static/ (/img/…)',
      ]);
    } finally {
      await own.cleanup();
    }
  });
});

describe('tags', () => {
  it('take label, description and permalink from tags.yml; other tags are kebab-cased and warned about', async () => {
    const spring = await content('blog/2024/03/05/spring-release/index.html');
    expect(spring).toContain(
      '<li><a class="tag" href="/blog/tags/releases" title="New versions and what they bring">Release</a></li><li><a class="tag" href="/blog/tags/news">News</a></li>',
    );
    const summer = await content('blog/2024/07/01/summer/index.html');
    expect(summer).toContain('<a class="tag" href="/blog/tags/howto">Howto</a></li><li><a class="tag" href="/blog/tags/getting-started">Getting Started</a>');
    expect(warnings()).toContain(
      `blog/2024-07-01-summer/index.md:8:1 warning: tag "Getting Started" is not in tags.yml; add it there (or set onInlineTags: 'ignore')`,
    );
    expect(await site.read('blog/2024/03/05/spring-release/index.html')).toContain('<meta property="article:tag" content="Release,News">');
  });

  it('each have a page of their listed posts, and the tags page counts them', async () => {
    const release = await content('blog/tags/releases/index.html');
    expect(release).toContain(
      '<h1>2 posts tagged with &quot;Release&quot;</h1><p class="blog__description">New versions and what they bring</p><a class="blog__all" href="/blog/tags">View all tags</a>',
    );
    // The unlisted post has the tag too, but is left out.
    expect(await listed('blog/tags/releases/index.html')).toEqual(['/blog/2024/03/05/spring-release', '/blog/2023/06/10/releases/v1']);
    expect(await listed('blog/tags/news/index.html')).toEqual(['/blog/2024/03/05/spring-release', '/blog/2023/11/20/autumn']);
    const tags = [...(await content('blog/tags/index.html')).matchAll(/<a class="tag" href="([^"]+)"[^>]*>([^<]+)<span class="tag__count">(\d+)</g)].map((m) =>
      m.slice(1),
    );
    expect(tags).toEqual([
      ['/blog/tags/getting-started', 'Getting Started', '1'],
      ['/blog/tags/howto', 'Howto', '1'],
      ['/blog/tags/news', 'News', '2'],
      ['/blog/tags/releases', 'Release', '2'],
    ]);
  });
});

describe('list pages', () => {
  it('hold postsPerPage listed posts each, newest first, linked newer and older', async () => {
    expect(await listed('blog/index.html')).toEqual(['/blog/2024/07/01/summer', '/blog/2024/03/05/spring-release', '/blog/2023/11/20/autumn']);
    expect(await listed('blog/page/2/index.html')).toEqual(['/blog/2023/06/10/releases/v1', '/blog/welcome']);
    expect(await content('blog/index.html')).toContain(
      '<nav class="pagination pagination-nav" aria-label="Blog list page navigation"><span></span><a class="pagination__link pagination__link--next pagination-nav__link pagination-nav__link--next" href="/blog/page/2" rel="next"><span class="pagination__sub pagination-nav__sublabel">Page 2 of 2</span><span class="pagination__label pagination-nav__label">Older entries »</span></a></nav>',
    );
    expect(await content('blog/page/2/index.html')).toContain(
      '<a class="pagination__link pagination__link--prev pagination-nav__link pagination-nav__link--prev" href="/blog" rel="prev"><span class="pagination__sub pagination-nav__sublabel">Page 1 of 2</span><span class="pagination__label pagination-nav__label">« Newer entries</span></a>',
    );
    const head = await site.read('blog/index.html');
    expect(head).toContain('<title>Fixture blog | Fixture</title>');
    expect(head).toContain('<meta name="description" content="News from the fixture team">');
    expect(await content('blog/index.html')).toContain('<h1>Fixture blog</h1><p class="blog__description">News from the fixture team</p>');
  });

  it('leave out unlisted posts, which keep their page with noindex, and drafts, which have none', async () => {
    const all = [...(await listed('blog/index.html')), ...(await listed('blog/page/2/index.html'))];
    expect(all.some((href) => href.includes('hidden') || href.includes('draft'))).toBe(false);
    expect(await site.read('blog/2022/05/05/hidden/index.html')).toContain('<meta name="robots" content="noindex">');
    expect(await content('blog/2022/05/05/hidden/index.html')).toContain('<p class="admonition__title">Unlisted page</p>');
    expect(await site.read('sitemap.xml')).not.toContain('hidden');
    expect(await site.read('blog/rss.xml')).not.toMatch(/\/hidden|Draft post/);
  });

  it('link each post to the newer and the older one', async () => {
    const spring = await content('blog/2024/03/05/spring-release/index.html');
    expect(spring).toContain(
      'href="/blog/2024/07/01/summer" rel="prev"><span class="pagination__sub pagination-nav__sublabel">Newer post</span><span class="pagination__label pagination-nav__label">Summer notes</span>',
    );
    expect(spring).toContain(
      'href="/blog/2023/11/20/autumn" rel="next"><span class="pagination__sub pagination-nav__sublabel">Older post</span><span class="pagination__label pagination-nav__label">Autumn notes</span>',
    );
  });
});

describe('the archive and the blog sidebar', () => {
  it('the archive lists every listed post by year, each year a heading whose id is the year', async () => {
    const archive = await main('blog/archive/index.html');
    const years = [...archive.matchAll(/<h2 id="(\d+)">\1<\/h2><ul class="archive__list" lang="en">(.*?)<\/ul>/g)].map((m) => [
      m[1],
      [...m[2]!.matchAll(/<a href="([^"]+)">/g)].map((a) => a[1]),
    ]);
    expect(years).toEqual([
      ['2024', ['/blog/2024/07/01/summer', '/blog/2024/03/05/spring-release']],
      ['2023', ['/blog/2023/11/20/autumn', '/blog/2023/06/10/releases/v1', '/blog/welcome']],
    ]);
    expect(archive).toContain('<time dateTime="2023-01-02T10:00:00.000Z">January 2</time> <a href="/blog/welcome">Welcome</a>');
  });

  it('the sidebar holds the blogSidebarCount newest posts, grouped by year, on every blog page', async () => {
    for (const path of ['blog/index.html', 'blog/tags/index.html', 'blog/authors/ada/index.html', 'blog/welcome/index.html']) {
      const aside = (await main(path)).split('<aside class="blog__sidebar">')[1]!;
      const groups = [...aside.matchAll(/aria-label="(\d+)"><p class="blog-sidebar__year-title">\1<\/p><ul[^>]*>(.*?)<\/ul>/g)].map((m) => [
        m[1],
        [...m[2]!.matchAll(/href="([^"]+)"/g)].map((a) => a[1]),
      ]);
      expect(groups, path).toEqual([
        ['2024', ['/blog/2024/07/01/summer', '/blog/2024/03/05/spring-release']],
        ['2023', ['/blog/2023/11/20/autumn', '/blog/2023/06/10/releases/v1']],
      ]);
      expect(aside).toContain('<p class="blog-sidebar__title">Recent posts</p>');
    }
  });
});

describe('feeds', () => {
  it('RSS: the channel, then the listed posts newest first with their full HTML, links made absolute', async () => {
    const rss = await site.read('blog/rss.xml');
    expect(
      rss.startsWith(
        [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
          '    <channel>',
          '        <title>Fixture Blog</title>',
          '        <link>https://example.com/blog</link>',
          '        <description>Fixture Blog</description>',
          '        <lastBuildDate>Mon, 01 Jul 2024 00:00:00 GMT</lastBuildDate>',
          '        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
          '        <generator>docsgen</generator>',
          '        <language>en</language>',
          '        <item>',
          '            <title><![CDATA[Summer notes]]></title>',
          '            <link>https://example.com/blog/2024/07/01/summer</link>',
          '            <guid>https://example.com/blog/2024/07/01/summer</guid>',
          '            <pubDate>Mon, 01 Jul 2024 00:00:00 GMT</pubDate>',
        ].join('\n'),
      ),
    ).toBe(true);
    expect([...rss.matchAll(/<link>(.*?)<\/link>/g)].map((m) => m[1])).toEqual([
      'https://example.com/blog',
      'https://example.com/blog/2024/07/01/summer',
      'https://example.com/blog/2024/03/05/spring-release',
      'https://example.com/blog/2023/11/20/autumn',
      'https://example.com/blog/2023/06/10/releases/v1',
      'https://example.com/blog/welcome',
    ]);
    expect(rss).toContain(
      '<p>The rest of the summer notes.</p>]]></content:encoded>\n            <author>ada@example.com (Ada Lovelace)</author>\n            <category>Howto</category>\n            <category>Getting Started</category>\n        </item>',
    );
    expect(rss).toContain(
      'See <a href="https://example.com/blog/2024/07/01/summer">the summer notes</a> and the <a href="https://example.com/docs/intro">docs</a>.',
    );
    expect(rss).toContain('<img src="https://example.com/img/favicon.svg" alt="Logo" loading="lazy"/>');
    expect(rss).toContain('<pubDate>Mon, 02 Jan 2023 10:00:00 GMT</pubDate>');
    expect(rss).toMatch(/<\/channel>\n<\/rss>$/);
  });

  it('Atom: the feed, then one entry per post with summary, content, authors and categories', async () => {
    const atom = await site.read('blog/atom.xml');
    expect(
      atom.startsWith(
        [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<feed xmlns="http://www.w3.org/2005/Atom">',
          '    <id>https://example.com/blog</id>',
          '    <title>Fixture Blog</title>',
          '    <updated>2024-07-01T00:00:00.000Z</updated>',
          '    <generator>docsgen</generator>',
          '    <link rel="alternate" href="https://example.com/blog"/>',
          '    <subtitle>Fixture Blog</subtitle>',
          '    <icon>https://example.com/img/favicon.svg</icon>',
          '    <entry>',
          '        <title type="html"><![CDATA[Summer notes]]></title>',
          '        <id>https://example.com/blog/2024/07/01/summer</id>',
          '        <link href="https://example.com/blog/2024/07/01/summer"/>',
          '        <updated>2024-07-01T00:00:00.000Z</updated>',
        ].join('\n'),
      ),
    ).toBe(true);
    expect(atom.match(/<entry>/g)).toHaveLength(5);
    expect(atom).toContain(
      [
        '        <author>',
        '            <name>Ada Lovelace</name>',
        '            <email>ada@example.com</email>',
        '            <uri>https://example.com/ada</uri>',
        '        </author>',
        '        <author>',
        '            <name>Guest Writer</name>',
        '            <uri>https://guest.example</uri>',
        '        </author>',
        '        <category label="Howto" term="Howto"/>',
        '        <category label="Getting Started" term="Getting Started"/>',
        '    </entry>',
      ].join('\n'),
    );
    expect(atom).not.toMatch(/\/hidden|Draft post/);
  });

  it('are linked from the head of every page of the site, titled with the site title', async () => {
    for (const path of ['index.html', 'docs/intro/index.html', 'blog/index.html', 'blog/welcome/index.html']) {
      const html = await site.read(path);
      expect(html, path).toContain(
        '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fixture RSS Feed">\n<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fixture Atom Feed">',
      );
    }
  });
});
