// Blog post URLs and dates the way Docusaurus makes them: from the date in the file or folder
// name, the slug and date frontmatter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontmatterDate, parsePostPath } from '../../src/blog/post-path.js';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { blogConfig, blogSite } from './blog-site.js';

describe('the path of a post', () => {
  it.each([
    ['2021-01-05-hello.md', '/2021/01/05/hello', 'hello', '2021-01-05'],
    ['2021-01-05-hello/index.md', '/2021/01/05/hello', 'hello', '2021-01-05'],
    ['2021/01/05/hello.md', '/2021/01/05/hello', 'hello', '2021-01-05'],
    ['2021/01/05/hello/index.mdx', '/2021/01/05/hello', 'hello', '2021-01-05'],
    ['2022/12-24-android-tv-15/index.mdx', '/2022/12/24/android-tv-15', 'android-tv-15', '2022-12-24'],
    ['2019/12-25-welcome.md', '/2019/12/25/welcome', 'welcome', '2019-12-25'],
    ['releases/2021-01-05-v1.md', '/2021/01/05/releases/v1', 'v1', '2021-01-05'],
    ['2021-01-05.md', '/2021/01/05/', '', '2021-01-05'],
    ['2021-01-05-hello/other.md', '/2021/01/05/hello/other', 'hello/other', '2021-01-05'],
    ['2021-3-5-x.md', '/2021/3/5/x', 'x', '2021-03-05'],
    ['2017-04-13-1.0.0.md', '/2017/04/13/1.0.0', '1.0.0', '2017-04-13'],
    // With two dates, the last one counts (the folder part is greedy).
    ['2020-01-01-recap-2020-12-31.md', '/2020/12/31/2020-01-01-recap-', '', '2020-12-31'],
  ])('%s has the slug %s', (path, slug, text, date) => {
    const parsed = parsePostPath(path);
    expect(parsed.slug).toBe(slug);
    expect(parsed.text).toBe(text);
    expect(parsed.date?.toISOString().slice(0, 10)).toBe(date);
  });

  it.each([
    ['notes.md', '/notes', 'notes'],
    ['dir/my-post/index.mdx', '/dir/my-post', 'dir/my-post'],
  ])('%s, without a date, has the slug %s', (path, slug, text) => {
    expect(parsePostPath(path)).toEqual({ slug, text });
  });

  it('reads a date that is not a day of the calendar as a problem', () => {
    expect(parsePostPath('2021-02-30-x.md').badDate).toBe('2021-02-30');
  });

  it('reads frontmatter dates as UTC unless they name a zone', () => {
    expect(parseFrontmatterDate(new Date(Date.UTC(2019, 11, 25)))?.toISOString()).toBe('2019-12-25T00:00:00.000Z');
    expect(parseFrontmatterDate('2023-01-02T10:00:00')?.toISOString()).toBe('2023-01-02T10:00:00.000Z');
    expect(parseFrontmatterDate('2023-01-02T10:00:00+02:00')?.toISOString()).toBe('2023-01-02T08:00:00.000Z');
    expect(parseFrontmatterDate('soon')).toBeUndefined();
  });
});

describe('post routes in a build', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      ...blogSite,
      'blog/2023-04-01-release.md': '---\ntitle: Release of April\n---\n\nText.\n\n<!-- truncate -->\n',
      'blog/2024-04-01-release.md': '---\ntitle: Release of the next April\n---\n\nText.\n\n<!-- truncate -->\n',
      'blog/notes.md': '---\ntitle: Undated notes\n---\n\nText.\n\n<!-- truncate -->\n',
    });
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site.cleanup());

  it('gives each post the URL of its date and name, or of its slug', () => {
    expect(site.result!.routes).toEqual(
      expect.arrayContaining([
        '/blog/2024/03/05/spring-release',
        '/blog/2024/07/01/summer',
        '/blog/2023/11/20/autumn',
        '/blog/2023/06/10/releases/v1',
        '/blog/welcome',
        '/blog/2022/05/05/hidden',
        '/blog/notes',
      ]),
    );
  });

  it('keeps two posts with one name apart by their dates', () => {
    expect(site.result!.routes).toEqual(expect.arrayContaining(['/blog/2023/04/01/release', '/blog/2024/04/01/release']));
  });

  it('builds no page for a draft', () => {
    expect(site.result!.routes.some((r) => r.includes('draft'))).toBe(false);
  });

  it('dates a post without a date in its name or frontmatter by when its file was created', async () => {
    const html = await site.read('blog/notes/index.html');
    const year = String(new Date().getUTCFullYear());
    expect(html).toMatch(new RegExp(`<time dateTime="${year}-\\d\\d-\\d\\dT[^"]+">`));
  });

  it('uses the frontmatter date, time included, over the one in the name', async () => {
    const html = await site.read('blog/welcome/index.html');
    expect(html).toContain('<time dateTime="2023-01-02T10:00:00.000Z">January 2, 2023</time>');
    expect(html).toContain('<meta property="article:published_time" content="2023-01-02T10:00:00.000Z">');
  });
});

describe('problems with post URLs and dates', () => {
  it('reports two posts with one slug, a date that is no day and an unreadable date, each at its file', async () => {
    const site = await buildSite({
      'docsgen.config.ts': blogConfig('{ onUntruncatedBlogPosts: "ignore" }'),
      'docs/intro.md': '# Intro\n',
      'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'blog/2023-01-01-a.md': '---\nslug: release\n---\n\nA.\n',
      'blog/2024-01-01-b.md': '---\nslug: release\n---\n\nB.\n',
      'blog/2021-02-30-odd.md': 'Odd.\n',
      'blog/2021-03-01-when.md': '---\ntitle: When\ndate: next tuesday\n---\n\nText.\n',
    });
    expect(site.errors).toEqual([
      "blog/2021-02-30-odd.md the date 2021-02-30 in the file's path is not a day of the calendar; rename the file or set date in the frontmatter",
      'blog/2021-03-01-when.md:3:1 date "next tuesday" is not a date; write it as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SS)',
      'blog/2024-01-01-b.md:1:1 this file and blog/2023-01-01-a.md both have the URL /blog/release; change the slug or id of one of them',
    ]);
    await site.cleanup();
  });

  it('names the blog page and the post that take the same URL, says what to change, and leaves out a redirect from a page’s URL with a warning', async () => {
    const site = await buildSite({
      'docsgen.config.ts': blogConfig('{ onUntruncatedBlogPosts: "ignore" }', ", redirects: [{ from: '/blog', to: '/blog/archive' }]"),
      'docs/intro.md': '# Intro\n',
      'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'blog/2023-01-01-a.md': '---\ntitle: A\ntags: [a]\n---\n\nA.\n',
      'blog/2024-01-01-b.md': '---\nslug: tags\n---\n\nB.\n',
    });
    expect(site.errors).toEqual([
      'blog/2024-01-01-b.md:1:1 the tags page of the blog and this file both have the URL /blog/tags; ' +
        "change the post's slug, or the blog's routeBasePath, tagsBasePath, pageBasePath, archiveBasePath or authorsBasePath",
      'docsgen.config.ts warning: the redirect from /blog to /blog/archive is left out: the list page of the blog has that URL, and the page wins, as on Docusaurus; remove the redirect',
    ]);
    await site.cleanup();
  });

  it('keeps the page where a redirect names its URL, as Docusaurus ignores such a redirect', async () => {
    const site = await buildSite({
      'docsgen.config.ts': blogConfig('{ onUntruncatedBlogPosts: "ignore" }', ", redirects: [{ from: '/docs/old', to: '/docs/intro' }]"),
      'docs/intro.md': '# Intro\n',
      'docs/old.md': '# Old page\n\nStill here.\n',
      'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'blog/2023-01-01-a.md': '---\ntitle: A\n---\n\nA.\n',
    });
    try {
      expect(site.errors).toEqual([]);
      expect(site.result!.diagnostics.map((d) => d.code)).toEqual(['route/redirect-shadowed']);
      const old = await site.read('docs/old/index.html');
      expect(old).toContain('Still here.');
      expect(old).not.toContain('http-equiv="refresh"');
    } finally {
      await site.cleanup();
    }
  });
});
