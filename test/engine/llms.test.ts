/**
 * Files for readers and tools: llms.txt, llms-full.txt and a Markdown copy of each doc page,
 * robots.txt naming the sitemap, the default og:image, and opt-in "Edit this page" and
 * "Last updated" (from git), with Docusaurus's option names.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, writeSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

const sites: FixtureBuild[] = [];
afterAll(() => Promise.all(sites.map((s) => s.cleanup())));

/** The fixture config with `extra` options added. */
const config = (extra: string): string =>
  `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', tagline: 'Docs for tests.', url: 'https://example.com', baseUrl: '/site/', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }, ${extra} });\n`;

const DOCS: SiteFiles = {
  'docs/intro.md': '---\ntitle: Intro\ndescription: Where to start.\nsidebar_position: 1\n---\n\nHello **world**.\n',
  'docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }',
  'docs/guide/start.md': '---\nsidebar_position: 1\n---\n\n# Getting started\n\nFirst [step](../intro.md).\n',
  'docs/guide/more.md': '---\ntitle: More\nsidebar_position: 2\n---\n\nMore text.\n',
  'static/img/card.png': 'png',
};

async function build(files: SiteFiles, dir?: string): Promise<FixtureBuild> {
  const site = await buildSite(files, dir);
  sites.push(site);
  return site;
}

describe('llms.txt and Markdown copies', () => {
  it('list the doc pages by sidebar section, with a Markdown copy of each, and put all of them in llms-full.txt', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config('') });
    expect(site.errors).toEqual([]);
    expect(await site.read('llms.txt')).toBe(
      [
        '# Fixture',
        '',
        '> Docs for tests.',
        '',
        '## Docs',
        '',
        '- [Intro](https://example.com/site/docs/intro.md): Where to start.',
        '',
        '## Guide',
        '',
        '- [Getting started](https://example.com/site/docs/guide/start.md): First step.',
        '- [More](https://example.com/site/docs/guide/more.md): More text.',
        '',
      ].join('\n'),
    );
    // The source as written, frontmatter removed, under its title when it has no heading of its own.
    expect(await site.read('docs/intro.md')).toBe('# Intro\n\nHello **world**.\n');
    expect(await site.read('docs/guide/start.md')).toBe('# Getting started\n\nFirst [step](../intro.md).\n');
    const full = await site.read('llms-full.txt');
    expect(full.startsWith('# Fixture\n\n> Docs for tests.\n\n---\n\nSource: https://example.com/site/docs/intro\n\n# Intro\n\nHello **world**.\n')).toBe(true);
    expect(full).toContain('Source: https://example.com/site/docs/guide/more\n\n# More\n\nMore text.\n');
    // The page knows its copy: the theme's "Copy page" button copies it.
    expect(await site.read('docs/guide/more/index.html')).toContain('data-src="/site/docs/guide/more.md"');
  });

  it('give the doc at the site root (docs at /, slug: /) its copy in index.md, under the base URL', async () => {
    const site = await build({
      'docs/home.md': '---\ntitle: Home\nslug: /\n---\n\nThe root doc.\n',
      'docs/other.md': '---\ntitle: Other\n---\n\nAnother doc.\n',
      'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', baseUrl: '/site/', navbar: { items: [] }, docs: { routeBasePath: '/' } };\n`,
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('index.md')).toBe('# Home\n\nThe root doc.\n');
    expect(await site.read('llms.txt')).toContain('- [Home](https://example.com/site/index.md): The root doc.');
    expect(await site.read('index.html')).toContain('data-src="/site/index.md"');
    expect(await site.read('other/index.html')).toContain('data-src="/site/other.md"');
  });

  it("leave a file of theirs to the site's static file of the same name, and write the others", async () => {
    const own = '# My project\n\n> Written by hand.\n';
    const site = await build({ ...DOCS, 'docsgen.config.ts': config(''), 'static/llms.txt': own, 'static/docs/intro.md': 'Mine.\n' });
    expect(site.errors).toEqual([]);
    expect(await site.read('llms.txt')).toBe(own);
    expect(await site.read('docs/intro.md')).toBe('Mine.\n');
    expect(await site.read('llms-full.txt')).toContain('Hello **world**.');
    expect(await site.read('docs/guide/more.md')).toContain('More text.');
  });

  it('are not written when the site turns them off', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config('llmsTxt: false') });
    expect(site.errors).toEqual([]);
    await expect(site.read('llms.txt')).rejects.toThrow();
    await expect(site.read('docs/intro.md')).rejects.toThrow();
    expect(await site.read('docs/intro/index.html')).not.toContain('copy-page');
  });
});

describe('robots.txt', () => {
  it('names the sitemap, unless the site has its own', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config('') });
    expect(await site.read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/site/sitemap.xml\n');
    const own = await build({ ...DOCS, 'docsgen.config.ts': config(''), 'static/robots.txt': 'User-agent: *\nDisallow: /private\n' });
    expect(own.errors).toEqual([]);
    expect(await own.read('robots.txt')).toBe('User-agent: *\nDisallow: /private\n');
  });
});

describe('og:image', () => {
  it('is the site image on every page, a page’s own image where its frontmatter names one', async () => {
    const site = await build({
      ...DOCS,
      'docs/guide/more.md': '---\ntitle: More\nimage: https://cdn.example.com/more.png\n---\n\nMore text.\n',
      'docsgen.config.ts': config("image: 'img/card.png'"),
    });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toContain('<meta property="og:image" content="https://example.com/site/img/card.png">');
    expect(intro).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(intro).toContain('<meta name="twitter:image" content="https://example.com/site/img/card.png">');
    expect(await site.read('docs/guide/more/index.html')).toContain('<meta property="og:image" content="https://cdn.example.com/more.png">');
  });

  it('is reported when it is not in the static folder, as a warning: only social cards miss it', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config("image: 'img/missing.png'") });
    expect(site.errors).toEqual([]);
    expect(site.result!.diagnostics.map((d) => d.message)).toContain(
      'image img/missing.png is not in a static folder (static); put the file there or give an absolute URL',
    );
  });

  it('keeps a query that makes browsers and crawlers fetch a new version, and finds the file without it', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config("image: 'img/card.png?v2'") });
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/intro/index.html')).toContain('<meta property="og:image" content="https://example.com/site/img/card.png?v2">');
  });
});

describe('Edit this page', () => {
  it('links to docs.editUrl plus the doc’s path; custom_edit_url overrides it, null removes it', async () => {
    const site = await build({
      ...DOCS,
      'docs/guide/more.md': '---\ntitle: More\ncustom_edit_url: null\n---\n\nMore text.\n',
      'docs/intro.md': '---\ntitle: Intro\ncustom_edit_url: https://example.com/wiki/intro\n---\n\nHello.\n',
      'docsgen.config.ts': config("docs: { editUrl: 'https://github.com/org/repo/edit/main/website/' }"),
    });
    expect(site.errors).toEqual([]);
    const link = (html: string) => /<a class="doc-footer__edit" href="([^"]+)"[^>]*>.*?Edit this page<\/a>/.exec(html)?.[1];
    expect(link(await site.read('docs/guide/start/index.html'))).toBe('https://github.com/org/repo/edit/main/website/docs/guide/start.md');
    expect(link(await site.read('docs/intro/index.html'))).toBe('https://example.com/wiki/intro');
    expect(link(await site.read('docs/guide/more/index.html'))).toBeUndefined();
  });

  it('takes a function with Docusaurus’s parameters', async () => {
    const site = await build({
      ...DOCS,
      'docsgen.config.ts': config(
        'docs: { editUrl: ({ versionDocsDirPath, docPath, permalink, version }) => `https://edit.example/${version}/${versionDocsDirPath}/${docPath}?from=${permalink}` }',
      ),
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/guide/start/index.html')).toContain('href="https://edit.example/current/docs/guide/start.md?from=/site/docs/guide/start"');
  });

  it('is off unless configured, and never a script URL', async () => {
    const plain = await build({ ...DOCS, 'docsgen.config.ts': config('') });
    expect(await plain.read('docs/intro/index.html')).not.toContain('doc-footer');
    const bad = await build({
      ...DOCS,
      'docs/intro.md': '---\ntitle: Intro\ncustom_edit_url: "javascript:alert(1)"\n---\n\nHi.\n',
      'docsgen.config.ts': config(''),
    });
    expect(bad.errors).toEqual(["docs/intro.md unsafe javascript: URL as the page's edit URL"]);
  });
});

describe('Last updated', () => {
  const OPTIONS = 'docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }';

  it('shows the date and author of each doc’s last commit', async () => {
    const dir = await writeSite({ ...DOCS, 'docsgen.config.ts': config(OPTIONS) });
    const git = (args: string[], date: string, author: string) =>
      execFileSync('git', ['-c', 'user.name=' + author, '-c', 'user.email=a@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'pipe',
      });
    git(['init', '-q'], '', '');
    git(['add', '.'], '', '');
    git(['commit', '-q', '-m', 'first'], '2024-01-02T03:04:05Z', 'Ada Lovelace');
    await writeFile(join(dir, 'docs/guide/more.md'), '---\ntitle: More\n---\n\nChanged.\n');
    git(['commit', '-q', '-am', 'second'], '2024-03-04T05:06:07Z', 'Grace Hopper');
    const site = await build({}, dir);
    expect(site.errors).toEqual([]);
    expect(site.result!.diagnostics).toEqual([]);
    // React writes the attribute as dateTime; HTML does not mind the case.
    const updated = (html: string) => /<p class="doc-footer__updated">(.*?)<\/p>/.exec(html)?.[1]?.replace('dateTime=', 'datetime=');
    expect(updated(await site.read('docs/intro/index.html'))).toBe(
      'Last updated on <time datetime="2024-01-02T03:04:05.000Z">Jan 2, 2024</time> by <b>Ada Lovelace</b>',
    );
    expect(updated(await site.read('docs/guide/more/index.html'))).toBe(
      'Last updated on <time datetime="2024-03-04T05:06:07.000Z">Mar 4, 2024</time> by <b>Grace Hopper</b>',
    );
  });

  it('takes frontmatter last_update over git, and shows only what the site asks for', async () => {
    const site = await build({
      ...DOCS,
      'docs/intro.md': '---\ntitle: Intro\nlast_update:\n  date: 2023-05-06\n  author: Docs team\n---\n\nHello.\n',
      'docsgen.config.ts': config('docs: { showLastUpdateTime: true }'),
    });
    expect(site.errors).toEqual([]);
    expect((await site.read('docs/intro/index.html')).replace('dateTime=', 'datetime=')).toContain(
      '<p class="doc-footer__updated">Last updated on <time datetime="2023-05-06T00:00:00.000Z">May 6, 2023</time></p>',
    );
  });

  it('is silently absent when the site is not in a git repository', async () => {
    const site = await build({ ...DOCS, 'docsgen.config.ts': config(OPTIONS) });
    expect(site.errors).toEqual([]);
    expect(site.result!.diagnostics).toEqual([]);
    expect(await site.read('docs/intro/index.html')).not.toContain('Last updated');
  });
});
