// Links and assets the Docusaurus way: links to Markdown files by relative, bare, site-root and
// @site/ paths; local files linked or shown are published under a content-hashed name; the
// pathname:// escape; broken Markdown links under their own policy.
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, writeSite, type SiteFiles } from '../helpers/fixture.js';

const config = (extra = ''): string => `export default { title: 'S', url: 'https://example.com', baseUrl: '/base/' ${extra} };\n`;

const site: SiteFiles = {
  'docsgen.config.ts': config(),
  'docs/guides/start.md': [
    '# Start',
    '',
    '- [relative](./deploy.md#steps)',
    '- [bare](deploy.md)',
    '- [parent](../intro.md)',
    '- [content root](/guides/deploy.md)',
    '- [site](@site/docs/intro.md)',
    '- [pdf](./files/guide.pdf)',
    '- [raw](pathname:///raw/page.html)',
    '- [static](/img/logo.png)',
    '',
    '![diagram](./diagram.png)',
    '![shared](@site/assets/shared.png)',
    '',
  ].join('\n'),
  'docs/guides/deploy.md': '# Deploy\n\n## Steps {#steps}\n\nGo.\n',
  'docs/guides/diagram.png': 'not really a png, but bytes',
  'docs/guides/files/guide.pdf': '%PDF-1.4 fake',
  'docs/intro.md': '# Intro\n',
  'assets/shared.png': 'shared bytes',
  'static/img/logo.png': 'logo',
};

describe('links and assets', () => {
  it('resolve Markdown file links by every path Docusaurus accepts, and publish linked files under hashed names', async () => {
    const built = await buildSite(site);
    try {
      expect(built.errors).toEqual([]);
      const html = await built.read('docs/guides/start/index.html');
      expect(html).toContain('<a href="/base/docs/guides/deploy#steps">relative</a>');
      expect(html).toContain('<a href="/base/docs/guides/deploy">bare</a>');
      expect(html).toContain('<a href="/base/docs/intro">parent</a>');
      expect(html).toContain('<a href="/base/docs/guides/deploy">content root</a>');
      expect(html).toContain('<a href="/base/docs/intro">site</a>');
      // Not checked, but under the base URL, as Docusaurus's Link writes it.
      expect(html).toContain('<a href="/base/raw/page.html">raw</a>');
      expect(html).toContain('<a href="/base/img/logo.png">static</a>');
      const pdf = /href="\/base\/(assets\/files\/guide-[0-9a-f]{8}\.pdf)"/.exec(html);
      const diagram = /src="\/base\/(assets\/images\/diagram-[0-9a-f]{8}\.png)"/.exec(html);
      const shared = /src="\/base\/(assets\/images\/shared-[0-9a-f]{8}\.png)"/.exec(html);
      expect(pdf && diagram && shared).toBeTruthy();
      expect(await built.read(pdf![1]!)).toBe('%PDF-1.4 fake');
      expect(await built.read(diagram![1]!)).toBe('not really a png, but bytes');
      expect(await built.read(shared![1]!)).toBe('shared bytes');
      // The source folder's files are not published besides their hashed copies.
      expect(await readdir(join(built.outDir, 'docs/guides'))).not.toContain('diagram.png');
    } finally {
      await built.cleanup();
    }
  });

  it('report a link to a missing Markdown file under onBrokenMarkdownLinks, and never publish files from outside the site', async () => {
    const files: SiteFiles = {
      ...site,
      'docs/guides/start.md': '# Start\n\nSee [gone](./gone.md) and [outside](./secret.txt).\n',
    };
    // A link inside the site that leads to a file outside it.
    const outside = await writeSite({ 'secret.txt': 'not for publishing' });
    const linked = async (): Promise<string> => {
      const dir = await writeSite(files);
      await symlink(join(outside, 'secret.txt'), join(dir, 'docs/guides/secret.txt'));
      return dir;
    };
    const failing = await buildSite({}, await linked());
    try {
      expect(failing.errors).toEqual([
        'docs/guides/start.md:3:5 broken link to ./gone.md (no such Markdown file among the pages)',
        'docs/guides/start.md:3:27 ./secret.txt is not a regular file inside the site folder (a link out of it, or a folder), so it cannot be published; copy the file into the site, or into static/ and link to its path there',
      ]);
    } finally {
      await failing.cleanup();
    }
    // The policy makes a missing page a warning; a file outside the site is never published.
    const warnedDir = await linked();
    await writeFile(join(warnedDir, 'docsgen.config.ts'), config(", onBrokenMarkdownLinks: 'warn'"));
    const warned = await buildSite({}, warnedDir);
    try {
      expect(warned.errors).toEqual([
        expect.stringContaining('broken link to ./gone.md'),
        expect.stringContaining('./secret.txt is not a regular file inside the site folder'),
      ]);
      await writeFile(join(warnedDir, 'docs/guides/start.md'), '# Start\n\nSee [gone](./gone.md).\n');
      // The link stays as written, where it is a broken link too, as Docusaurus's checker finds:
      // onBrokenLinks decides as well, unless the path names a page or a file.
      const again = await buildSite({}, warnedDir);
      expect(again.errors).toEqual(['docs/guides/start.md:3:5 broken link to ./gone.md (no such Markdown file among the pages)']);
      await writeFile(join(warnedDir, 'docsgen.config.ts'), config(", onBrokenMarkdownLinks: 'warn', onBrokenLinks: 'warn'"));
      const warnedBoth = await buildSite({}, warnedDir);
      expect(warnedBoth.errors).toEqual([]);
      expect(warnedBoth.result!.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning link/missing-file']);
      await writeFile(join(warnedDir, 'docsgen.config.ts'), config(", onBrokenMarkdownLinks: 'warn'"));
      await mkdir(join(warnedDir, 'static/docs/guides'), { recursive: true });
      await writeFile(join(warnedDir, 'static/docs/guides/gone.md'), 'A static file.\n');
      const staticFile = await buildSite({}, warnedDir);
      expect(staticFile.errors).toEqual([]);
      expect(staticFile.result!.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning link/missing-file']);
    } finally {
      await warned.cleanup();
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("resolve a relative URL against the page's URL as Docusaurus serves it: a folder's index page ends with a slash", async () => {
    const files: SiteFiles = {
      'docsgen.config.ts': config(),
      'docs/proxy/index.md': '# Proxy\n\n- [caddy](./caddy/)\n- [nginx](nginx#install)\n- [up](../intro)\n',
      'docs/proxy/caddy.md': '# Caddy\n',
      'docs/proxy/nginx.md': '# Nginx\n\n## Install\n',
      'docs/proxy/apache.md': '# Apache\n\n[sibling](./caddy)\n',
      'docs/intro.md': '# Intro\n',
      // An MDX page named as its folder is that folder's index too: its links resolve the same way.
      'docs/guide/guide.mdx': "export const who = 'MDX';\n\n# Guide {who}\n\n[first](./first) and [proxy](../proxy/)\n",
      'docs/guide/first.md': '# First\n',
    };
    const built = await buildSite(files);
    const broken = await buildSite({ ...files, 'docs/proxy/apache.md': '# Apache\n\n[broken](./caddy/nope)\n' });
    try {
      expect(built.errors).toEqual([]);
      // The index page is /docs/proxy/ in Docusaurus, so ./caddy/ is /docs/proxy/caddy; the
      // href is written out, so a browser on /docs/proxy (no slash) goes there too.
      const index = await built.read('docs/proxy/index.html');
      expect(index).toContain('<a href="/base/docs/proxy/caddy">caddy</a>');
      expect(index).toContain('<a href="/base/docs/proxy/nginx#install">nginx</a>');
      expect(index).toContain('<a href="/base/docs/intro">up</a>');
      // Any other page is a file of its folder: ./caddy is its sibling.
      expect(await built.read('docs/proxy/apache/index.html')).toContain('<a href="/base/docs/proxy/caddy">sibling</a>');
      const guide = await built.read('docs/guide/index.html');
      expect(guide).toContain('<a href="/base/docs/guide/first">first</a>');
      expect(guide).toContain('<a href="/base/docs/proxy/">proxy</a>');
      expect(broken.errors).toEqual(['docs/proxy/apache.md:3:1 broken link to ./caddy/nope (did you mean /docs/proxy/caddy?)']);
    } finally {
      await built.cleanup();
      await broken.cleanup();
    }
  });

  it("lead to the page a path names in another letter case, as Docusaurus's router ignores case, and are written with the page's", async () => {
    const site = await buildSite({
      'docsgen.config.ts': config(", navbar: { items: [{ label: 'Guides', to: '/docs/introduction' }] }"),
      'docs/Introduction.md': '# Introduction\n\n## Set up\n\nSee [the API](/docs/api-reference#calls) and [here](/docs/INTRODUCTION#set-up).\n',
      'docs/API-Reference.md': '# API\n\n## Calls\n',
      'pages/start.js':
        'import Link from \'@docusaurus/Link\';\nexport default function Start() { return <main><Link to="/docs/introduction/#set-up">Start</Link></main>; }\n',
    });
    try {
      expect(site.errors).toEqual([]);
      const intro = await site.read('docs/Introduction/index.html');
      expect(intro).toContain('<a class="navbar__link navbar__item navbar__link--active" aria-current="page" href="/base/docs/Introduction"');
      expect(intro).toContain('<a href="/base/docs/API-Reference#calls">the API</a>');
      expect(intro).toContain('<a href="/base/docs/Introduction#set-up">here</a>');
      // A React page's Link too, as written otherwise (its trailing slash kept).
      expect(await site.read('start/index.html')).toContain('<a href="/base/docs/Introduction/#set-up">Start</a>');
    } finally {
      await site.cleanup();
    }
  });
});
