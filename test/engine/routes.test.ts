// Issue 2: routes, sidebar and navigation from a Docusaurus-style docs folder.
import type { PageChunk } from '../../src/chunk-format.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Welcome aboard\n\nFirst paragraph is the description.\n\n## Setup\n\n### Details\n\n#### Too deep\n',
    'docs/02-guides/_category_.json': JSON.stringify({ label: 'Guides', position: 3 }),
    'docs/02-guides/01-install.md': '---\ntitle: Installing\nsidebar_label: Install\n---\n\nText.\n',
    'docs/02-guides/02-configure.md': '---\ntitle: Configure\n---\n\nText.\n',
    'docs/02-guides/advanced/_category_.yml': 'label: Advanced topics\ncollapsed: false\n',
    'docs/02-guides/advanced/tuning.md': '---\ntitle: Tuning\nid: tune\n---\n\nText.\n',
    'docs/reference/_category_.json': JSON.stringify({ label: 'Reference', position: 2, link: { type: 'generated-index', title: 'All references' } }),
    'docs/reference/api.md': '---\ntitle: API\nslug: /api-reference\n---\n\nText.\n',
    'docs/zeta.md': '---\ntitle: Zeta\nsidebar_position: 10\n---\n\nText.\n',
    'docs/partials/_snippet.md': 'Not a page.\n',
    'pages/markdown-page.md': '---\ntitle: A page\n---\n\nStandalone.\n',
  });
  expect(site.errors).toEqual([]);
});

afterAll(() => site.cleanup());

describe('routes', () => {
  it('emits a page for every doc with number prefixes stripped and slugs applied', () => {
    expect(site.result!.routes).toEqual(
      expect.arrayContaining([
        '/',
        '/docs',
        '/docs/intro',
        '/docs/guides/install',
        '/docs/guides/configure',
        '/docs/guides/advanced/tune',
        '/docs/api-reference',
        '/docs/category/reference',
        '/docs/zeta',
        '/markdown-page',
        '/blog/archive',
      ]),
    );
    expect(site.result!.routes.some((r) => r.includes('snippet'))).toBe(false);
    expect(existsSync(join(site.outDir, 'docs/guides/install/index.html'))).toBe(true);
  });

  it('redirects /docs to the intro with a meta refresh, a canonical link and a visible link', async () => {
    const html = await site.read('docs/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(html).toContain('<a href="/docs/intro">/docs/intro</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('emits the not-found page as 404.html', async () => {
    const html = await site.read('404.html');
    expect(html).toContain('<title>Page Not Found | Fixture</title>');
    expect(html).toContain('We could not find what you were looking for.');
  });

  it('lists every route in sitemap.xml with the site URL', async () => {
    const xml = await site.read('sitemap.xml');
    expect(xml).toContain('<loc>https://example.com/docs/guides/install</loc>');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).not.toContain('<loc>https://example.com/docs</loc>');
  });

  it('shows the blog archive with a useful empty state', async () => {
    const html = await site.read('blog/archive/index.html');
    expect(html).toContain('<h1>Archive</h1>');
    expect(html).toContain('There are no blog posts yet.');
  });
});

describe('sidebar and navigation', () => {
  it('orders entries by position, then by file name, with category labels from _category_ files', async () => {
    const html = await site.read('docs/intro/index.html');
    const labels = [
      ...html.slice(html.indexOf('<nav class="menu"')).matchAll(/class="menu__(?:link|summary)(?: menu__link--(?:category|active))*"[^>]*>([^<]+)</g),
    ].map((m) => m[1]);
    // Reference has a page: its label is the link to it, as on Docusaurus.
    expect(labels).toEqual(['Welcome aboard', 'Reference', 'API', 'Guides', 'Install', 'Configure', 'Advanced topics', 'Tuning', 'Zeta']);
  });

  it('marks the current page and opens its categories, keeping every entry in the HTML', async () => {
    const html = await site.read('docs/guides/install/index.html');
    // Docusaurus's class names (theme-doc-sidebar-menu, menu__link--active), for sites' CSS.
    expect(html).toContain('<ul class="menu__list theme-doc-sidebar-menu">');
    expect(html).toContain(
      '<a class="menu__link menu__link--active" href="/docs/guides/install" data-route="/docs/guides/install" aria-current="page">Install</a>',
    );
    expect(html).toMatch(/<details class="menu__category" open=""><summary class="menu__summary">Guides<\/summary>/);
    // Collapsed categories still carry their entries, so they open without JavaScript; a category
    // with a page has its link, then a caret that opens its entries.
    expect(html).toMatch(
      /<a class="menu__link menu__link--category" href="\/docs\/category\/reference" data-route="\/docs\/category\/reference">Reference<\/a><details class="menu__category"><summary class="menu__caret" aria-label="Entries of Reference" title="Entries of Reference"><\/summary>.*API<\/a>/s,
    );
  });

  it('renders breadcrumbs, a table of contents of h2–h3 and previous/next links', async () => {
    const html = await site.read('docs/guides/configure/index.html');
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs">');
    expect(html).toContain('<a href="/" aria-label="Home page"');
    expect(html).toMatch(
      /rel="prev"><span class="pagination__sub pagination-nav__sublabel">Previous<\/span><span class="pagination__label pagination-nav__label" lang="en">Install<\/span>/,
    );
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toContain('<a class="toc__link table-of-contents__link" href="#setup">Setup</a>');
    expect(intro).toContain('<a class="toc__link table-of-contents__link" href="#details">Details</a>');
    expect(intro).not.toContain('class="toc__link table-of-contents__link" href="#too-deep"');
  });

  it('keeps the code, strong, emphasis and struck-through text of headings in the table of contents, in Markdown and MDX', async () => {
    const own = await buildSite({
      ...minimalSite,
      'docs/intro.md': '# Intro\n\n## `bl space`\n\n## The **bold** and _em_ ~~old~~ [link `x`](https://example.com)\n\n## Plain\n',
      'docs/page.mdx': '# Page\n\n## Run `bl  issue` <span>now</span>\n',
    });
    try {
      expect(own.errors).toEqual([]);
      const intro = await own.read('docs/intro/index.html');
      expect(intro).toContain('<a class="toc__link table-of-contents__link" href="#bl-space"><code>bl space</code></a>');
      expect(intro).toContain(
        '<a class="toc__link table-of-contents__link" href="#the-bold-and-em-old-link-x">The <strong>bold</strong> and <em>em</em> <del>old</del> link <code>x</code></a>',
      );
      expect(intro).toContain('<a class="toc__link table-of-contents__link" href="#plain">Plain</a>');
      expect(await own.read('docs/page/index.html')).toContain(
        '<a class="toc__link table-of-contents__link" href="#run-bl--issue-now">Run <code>bl issue</code> now</a>',
      );
    } finally {
      await own.cleanup();
    }
  });

  it('takes the title from the first heading when frontmatter has none, and the description from the first paragraph', async () => {
    const html = await site.read('docs/intro/index.html');
    expect(html).toContain('<title>Welcome aboard | Fixture</title>');
    expect(html).toContain('<meta name="description" content="First paragraph is the description.">');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('reads the title and the description as the parsed Markdown has them: snake_case keeps its underscores, escapes and entities are resolved', async () => {
    const own = await buildSite({
      ...minimalSite,
      'docs/intro.md': '# app_notification_service 📦\n\nSends the `push_token` *once* per [device](https://example.com/d) &amp; user_id.\n',
      'docs/b.md': '# my_snake_case *em* __strong__ `code_x` \\*not em\\* <span>in html</span> {#custom}\n\nText.\n',
    });
    try {
      expect(own.errors).toEqual([]);
      const intro = await own.read('docs/intro/index.html');
      expect(intro).toContain('<title>app_notification_service 📦 | Fixture</title>');
      expect(intro).toContain('<meta name="description" content="Sends the push_token once per device &amp; user_id.">');
      const b = await own.read('docs/b/index.html');
      expect(b).toContain('<title>my_snake_case em strong code_x *not em* in html | Fixture</title>');
      // The sidebar and Previous / Next name the pages the same way.
      expect(b).toContain('<a class="menu__link" href="/docs/intro" data-route="/docs/intro">app_notification_service 📦</a>');
      expect(intro).toContain('<span class="pagination__label pagination-nav__label" lang="en">my_snake_case em strong code_x *not em* in html</span>');
    } finally {
      await own.cleanup();
    }
  });

  it('takes no description from a heading without text or a tag written over several lines, and gives an empty heading no id', async () => {
    const own = await buildSite({
      'docsgen.config.ts': "export default { title: 'F', url: 'https://example.com', markdown: { format: 'mdx' } };\n",
      'docs/bare.md': '#\n\n```js\ncode\n```\n\nFirst paragraph.\n\n##\n\nMore.\n',
      'docs/tag.mdx': '# Tag\n\n<div\n  title="x"\n/>\n\nThe prose after the tag.\n',
      'docs/long.md': `# Long\n\n${Array.from({ length: 60 }, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ')} END.\n`,
    });
    try {
      expect(own.errors).toEqual([]);
      const bare = await own.read('docs/bare/index.html');
      expect(bare).toContain('<meta name="description" content="First paragraph.">');
      expect(bare).not.toContain('id=""');
      expect(await own.read('docs/tag/index.html')).toContain('<meta name="description" content="The prose after the tag.">');
      // A long first line is cut between words, at most 300 characters, and says so.
      const long = /<meta name="description" content="([^"]*)">/.exec(await own.read('docs/long/index.html'))![1]!;
      expect(long).toMatch(/^word00 word01 .* word\d\d…$/);
      expect(long.length).toBeLessThanOrEqual(301);
    } finally {
      await own.cleanup();
    }
  });

  it("puts the config's titleDelimiter between the page's title and the site's, in Markdown and React pages, their chunks and og:title", async () => {
    const own = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', titleDelimiter: '·',"),
      'docs/intro.md': '# Hello\n\nText.\n',
      'pages/about.js':
        'import Layout from \'@theme/Layout\';\nexport default function About() { return <Layout title="About us"><main>About</main></Layout>; }\n',
    });
    try {
      expect(own.errors).toEqual([]);
      const intro = await own.read('docs/intro/index.html');
      expect(intro).toContain('<title>Hello · Fixture</title>');
      expect(intro).toContain('<meta property="og:title" content="Hello · Fixture">');
      expect(JSON.parse(await own.read('_chunks/docs/intro.json')).title).toBe('Hello · Fixture');
      expect(await own.read('about/index.html')).toContain('<title>About us · Fixture</title>');
    } finally {
      await own.cleanup();
    }
  });

  it('emits a generated index page for a category that asks for one', async () => {
    const html = await site.read('docs/category/reference/index.html');
    expect(html).toContain('<h1>All references</h1>');
    expect(html).toContain('<a href="/docs/api-reference">API</a>');
  });

  it('writes a page chunk per route for client-side navigation', async () => {
    const chunk = JSON.parse(await site.read('_chunks/docs/guides/install.json')) as PageChunk;
    expect(chunk.route).toBe('/docs/guides/install');
    expect(chunk.title).toBe('Installing | Fixture');
    expect(chunk.regions.main).toContain('<article class="theme-doc-markdown markdown"');
    expect(chunk.regions.main).not.toContain('<nav class="menu"');
  });
});
