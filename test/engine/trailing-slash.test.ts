// URLs end as Docusaurus ends them: a folder's index doc has a trailing slash by default, and the
// config's trailingSlash gives every page one (true) or none (false), in the output files, the
// links, the sitemap, canonical URLs, feeds and the search index alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { serve } from '../../src/serve/serve.js';
import { buildSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

/**
 * The fixture with `trailingSlash` in its config. The guide's index doc links to its setup page
 * relative to its URL, which ends with a slash unless the site sets `trailingSlash: false`.
 */
function siteWith(trailingSlash: string): SiteFiles {
  const setup = trailingSlash.includes('false') ? './guide/setup' : './setup';
  return {
    'docsgen.config.ts': `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',${trailingSlash}
  navbar: { items: [{ label: 'Guide', to: '/docs/guide' }, { label: 'Logo', to: '/img/logo.svg' }] },
  blog: { path: 'blog', routeBasePath: 'blog', feedOptions: { type: 'rss' } },
});
`,
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/intro.md':
      '---\nsidebar_position: 1\n---\n\n# Intro\n\nRead [the guide](./guide/index.md), [the guide by URL](/docs/guide), [setup](guide/setup.md) and [the logo](/img/logo.svg).\n',
    'docs/guide/index.md': `---\nsidebar_position: 2\n---\n\n# Guide\n\nNext: [setup](${setup}) and [the API](./api.md).\n`,
    'docs/guide/setup.md': '# Setup\n\nText.\n',
    'docs/guide/api.md': '# API\n\nText.\n',
    'docs/reference/reference.md': '# Reference\n\nThe folder-named index.\n',
    'docs/reference/cli.md': '# CLI\n\nText.\n',
    'docs/more/_category_.json': '{"label":"More","link":{"type":"generated-index","slug":"/more/"}}\n',
    'docs/more/faq.md': '# FAQ\n',
    'docs/tools/_category_.json': '{"label":"Tools","link":{"type":"generated-index"}}\n',
    'docs/tools/lint.md': '# Lint\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\n\nFirst post.\n',
    'pages/start.tsx':
      'import Link from \'@docusaurus/Link\';\nexport default function Start() { return <main><Link to="/docs/guide">Guide</Link> <Link to="/docs/intro/">Intro</Link> <Link to="/img/logo.svg">Logo</Link></main>; }\n',
  };
}

/** The fixture built with `option` in its config, once for the tests of the describe block. */
function builtWith(option: string): () => FixtureBuild {
  let site: FixtureBuild | undefined;
  beforeAll(async () => {
    site = await buildSite(siteWith(option));
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site?.cleanup());
  return () => site!;
}

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const canonical = (html: string): string | undefined => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('index docs and trailingSlash', () => {
  describe('trailingSlash undefined (Docusaurus default)', () => {
    const site = builtWith('');

    it('gives index docs a URL with a trailing slash and every other page none', async () => {
      expect(site().result!.routes).toEqual(expect.arrayContaining(['/docs/guide', '/docs/reference', '/docs/intro', '/blog']));
      expect(canonical(await site().read('docs/guide/index.html'))).toBe('https://example.com/docs/guide/');
      expect(canonical(await site().read('docs/reference/index.html'))).toBe('https://example.com/docs/reference/');
      expect(canonical(await site().read('docs/intro/index.html'))).toBe('https://example.com/docs/intro');
      expect(canonical(await site().read('blog/index.html'))).toBe('https://example.com/blog');
      // A generated index is as its slug is written.
      expect(canonical(await site().read('docs/more/index.html'))).toBe('https://example.com/docs/more/');
      expect(canonical(await site().read('docs/category/tools/index.html'))).toBe('https://example.com/docs/category/tools');
    });

    it('links to an index doc with its slash from Markdown, the sidebar, the navbar and pagination', async () => {
      const intro = hrefs(await site().read('docs/intro/index.html'));
      // Two Markdown links (by file and by URL), the sidebar, the navbar and "Next".
      expect(intro.filter((h) => h === '/docs/guide/').length).toBeGreaterThanOrEqual(5);
      expect(intro).not.toContain('/docs/guide');
      expect(intro).toContain('/docs/guide/setup');
      expect(intro).toContain('/docs/reference/');
      expect(intro).toContain('/img/logo.svg');
      const guide = hrefs(await site().read('docs/guide/index.html'));
      expect(guide).toContain('/docs/guide/setup');
      expect(guide).toContain('/docs/guide/api');
      // Its breadcrumbs and the pagination of the next doc.
      expect(hrefs(await site().read('docs/guide/setup/index.html'))).toContain('/docs/guide/');
    });

    it('leaves a React page’s Link as written, and checks both shapes', async () => {
      const start = hrefs(await site().read('start/index.html'));
      expect(start).toContain('/docs/guide');
      expect(start).toContain('/docs/intro/');
    });

    it('lists each URL in the sitemap, the search index and the chunk as the page has it', async () => {
      const sitemap = await site().read('sitemap.xml');
      expect(sitemap).toContain('<loc>https://example.com/docs/guide/</loc>');
      expect(sitemap).toContain('<loc>https://example.com/docs/intro</loc>');
      expect(sitemap).not.toContain('<loc>https://example.com/docs/guide</loc>');
      const search = await searchText(site().outDir);
      expect(search).toContain('"/docs/guide/"');
      expect(search).toContain('"/docs/intro"');
      expect(existsSync(join(site().outDir, '_chunks/docs/guide.json'))).toBe(true);
    });

    it('is served at both shapes of each URL by docsgen serve', async () => {
      expect(await statuses(site().outDir, ['/docs/guide/', '/docs/guide', '/docs/intro', '/docs/intro/', '/docs/gone/'])).toEqual([200, 200, 200, 200, 404]);
    });
  });

  describe('trailingSlash: true', () => {
    const site = builtWith('\n  trailingSlash: true,');

    it('gives every page a trailing slash, files none', async () => {
      expect(canonical(await site().read('docs/intro/index.html'))).toBe('https://example.com/docs/intro/');
      expect(canonical(await site().read('docs/guide/index.html'))).toBe('https://example.com/docs/guide/');
      const intro = hrefs(await site().read('docs/intro/index.html'));
      expect(intro).toContain('/docs/guide/setup/');
      expect(intro).toContain('/img/logo.svg');
      expect(intro).not.toContain('/docs/guide');
      const sitemap = await site().read('sitemap.xml');
      expect(sitemap).toContain('<loc>https://example.com/docs/guide/setup/</loc>');
      expect(sitemap).toContain('<loc>https://example.com/blog/</loc>');
      expect(await searchText(site().outDir)).toContain('"/docs/intro/"');
    });

    it('ends the blog’s URLs with a slash too, in its pages and its feed', async () => {
      const list = hrefs(await site().read('blog/index.html'));
      expect(list).toContain('/blog/2024/01/02/hello/');
      expect(list).toContain('/blog/tags/news/');
      expect(canonical(await site().read('blog/tags/news/index.html'))).toBe('https://example.com/blog/tags/news/');
      expect(await site().read('blog/rss.xml')).toContain('<link>https://example.com/blog/2024/01/02/hello/</link>');
    });

    it('is served as static hosts serve it: a page asked for without its slash is sent to it, files are not', async () => {
      expect(site().result?.trailingSlash).toBe(true);
      expect(await statuses(site().outDir, ['/docs/intro?x=1', '/docs/intro/', '/blog', '/img/logo.svg', '/sitemap.xml', '/docs/gone'], true)).toEqual([
        '308 /docs/intro/?x=1',
        200,
        '308 /blog/',
        200,
        200,
        404,
      ]);
      // docsgen serve takes the setting from the build it made.
      let server: StaticServer | undefined;
      let stop!: () => void;
      const stopped = serve({
        siteDir: site().siteDir,
        outDir: join(site().siteDir, 'served'),
        port: 0,
        host: '127.0.0.1',
        watch: false,
        verbose: false,
        reporter: { info: () => undefined, error: () => undefined, diagnostic: () => undefined },
        until: new Promise<void>((resolve) => (stop = resolve)),
        onReady: (s) => (server = s),
      });
      try {
        await expect.poll(() => server, { timeout: 30_000 }).toBeDefined();
        const res = await fetch(`${server!.url}/docs/guide/setup`, { redirect: 'manual' });
        expect(`${res.status} ${res.headers.get('location')}`).toBe('308 /docs/guide/setup/');
      } finally {
        stop();
        await stopped;
      }
    });

    it("adds the slash to a React page's Links, as Docusaurus's Link does", async () => {
      const start = hrefs(await site().read('start/index.html'));
      expect(start).toContain('/docs/guide/');
      expect(start).toContain('/docs/intro/');
      expect(start).toContain('/img/logo.svg');
    });
  });

  describe('trailingSlash: false', () => {
    const site = builtWith('\n  trailingSlash: false,');

    it('writes each page as <path>.html, the home page as index.html', () => {
      for (const file of [
        'index.html',
        'docs/intro.html',
        'docs/guide.html',
        'docs/guide/setup.html',
        'blog.html',
        'blog/2024/01/02/hello.html',
        'blog/tags/news.html',
        'start.html',
      ])
        expect(existsSync(join(site().outDir, file)), file).toBe(true);
      expect(existsSync(join(site().outDir, 'docs/guide/index.html'))).toBe(false);
    });

    it('gives no page a trailing slash, index docs included', async () => {
      expect(canonical(await site().read('docs/guide.html'))).toBe('https://example.com/docs/guide');
      const intro = hrefs(await site().read('docs/intro.html'));
      expect(intro).toContain('/docs/guide');
      expect(intro).not.toContain('/docs/guide/');
      // A relative link resolves against the page's URL, /docs/guide, as a browser there resolves it.
      expect(hrefs(await site().read('docs/guide.html'))).toContain('/docs/guide/setup');
      expect(hrefs(await site().read('start.html'))).toContain('/docs/intro');
      expect(await site().read('sitemap.xml')).toContain('<loc>https://example.com/docs/guide</loc>');
    });

    it('is served at each URL by docsgen serve, which sends the slashed one there', async () => {
      expect(await statuses(site().outDir, ['/', '/docs/guide', '/docs/guide/setup', '/blog', '/docs/guide/', '/blog/'])).toEqual([
        200,
        200,
        200,
        200,
        '308 /docs/guide',
        '308 /blog',
      ]);
    });
  });
});

/** What docsgen serve answers for each path of the built site: the status, and where a redirect leads. */
async function statuses(outDir: string, paths: string[], trailingSlash?: boolean): Promise<Array<number | string>> {
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, trailingSlash: () => trailingSlash });
  try {
    const out: Array<number | string> = [];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      out.push(res.status === 308 ? `308 ${res.headers.get('location')}` : res.status);
    }
    return out;
  } finally {
    await server.close();
  }
}

/** The search index's text, all of its files. */
async function searchText(outDir: string): Promise<string> {
  const dir = join(outDir, '_search');
  return (await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
}
